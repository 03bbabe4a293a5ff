import { Stack, Text } from '@mantine/core';
import { optionLabel } from '../../../../common/paper/model';

/** A bank question as a list shows it: its text, and an MCQ's options on one line. */
export function QuestionSummary({ text, options }: { text: string; options?: string[] | null }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      {options?.length ? (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {options.map((o, i) => `${optionLabel(i)} ${o}`).join('   ')}
        </Text>
      ) : null}
    </Stack>
  );
}
