import { notifications } from '@mantine/notifications';

// Toasts: the spec's alert texts are shown here with exactly its words (DECISIONS.md).
export const notify = {
  success: (message: string) => notifications.show({ message, color: 'green', autoClose: 4000 }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: 6000 }),
  info: (message: string) => notifications.show({ message, color: 'indigo', autoClose: 4000 }),
};
