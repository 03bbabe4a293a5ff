import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
}

/** Asks before an action; resolves true when the user confirms. */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? 'Please confirm',
      centered: true,
      children: <Text size="md">{options.message}</Text>,
      labels: { confirm: options.confirmLabel, cancel: options.cancelLabel ?? 'Cancel' },
      confirmProps: { color: options.danger ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
