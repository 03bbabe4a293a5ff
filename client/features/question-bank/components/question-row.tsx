import { Badge, Box, Button, Card, Group, Image, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { QuestionItem } from '../../../../common/question-api';
import {
  DIFFICULTY_COLORS,
  DIFFICULTY_LABELS,
  optionLetter,
  subjectNameOf,
  TYPE_LABELS,
} from '../question-labels';

interface QuestionRowProps {
  question: QuestionItem;
  onEdit(question: QuestionItem): void;
  onDelete(question: QuestionItem): void;
  isDeleting: boolean;
}

// The browser skips laying out rows that are off screen, so a list of thousands stays quick to scroll.
const rowStyle = { contentVisibility: 'auto', containIntrinsicSize: 'auto 180px' } as const;

export const QuestionRow = memo(function QuestionRow({
  question,
  onEdit,
  onDelete,
  isDeleting,
}: QuestionRowProps) {
  const labelId = `question-${question.question_id}-text`;
  return (
    <Card
      component="li"
      padding="md"
      style={rowStyle}
      aria-labelledby={labelId}
      data-testid="question-row"
      data-question-id={question.question_id}
    >
      <Group gap={6} mb="xs">
        <Badge variant="filled" color="indigo.8">
          {TYPE_LABELS[question.type]}
        </Badge>
        <Badge variant="light" color={DIFFICULTY_COLORS[question.difficulty]}>
          {DIFFICULTY_LABELS[question.difficulty]}
        </Badge>
        <Badge variant="outline" color="gray">
          {question.marks === 1 ? '1 mark' : `${question.marks} marks`}
        </Badge>
        {question.is_own ? (
          <Badge variant="filled" color="saffron.8">
            Mine
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            Shared
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb={4}>
        {subjectNameOf(question.subject)} · Std {question.standard}
        {question.chapter_name ? ` · ${question.chapter_name}` : ''}
      </Text>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text id={labelId} fw={500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {question.question}
          </Text>
          {question.type === 'mcq' && question.options && (
            <OptionList options={question.options} answer={question.answer} />
          )}
          {question.type !== 'mcq' && typeof question.answer === 'string' && question.answer && (
            <Text size="sm" c="green.9" lineClamp={3}>
              <Text span fw={600} inherit>
                Answer:{' '}
              </Text>
              {question.answer}
            </Text>
          )}
        </Stack>
        {question.image_url && (
          <Image
            src={question.image_url}
            alt="Question image"
            w={96}
            h={72}
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-gray-3)"
            loading="lazy"
            style={{ flexShrink: 0 }}
          />
        )}
      </Group>
      {question.is_own && (
        <Group gap="xs" mt="sm" justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={() => onEdit(question)}
            aria-describedby={labelId}
          >
            Edit
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => onDelete(question)}
            loading={isDeleting}
            aria-describedby={labelId}
          >
            Delete
          </Button>
        </Group>
      )}
    </Card>
  );
});

function OptionList({ options, answer }: { options: string[]; answer: QuestionItem['answer'] }) {
  return (
    <List listStyleType="none" spacing={2} size="sm" aria-label="Options">
      {options.map((option, index) => {
        const isCorrect = answer === index;
        return (
          <List.Item key={index}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Box component="span" fw={600} c={isCorrect ? 'green.9' : undefined}>
                ({optionLetter(index)})
              </Box>
              <Text span size="sm" c={isCorrect ? 'green.9' : undefined} fw={isCorrect ? 600 : undefined}>
                {option}
              </Text>
              {isCorrect && <IconCheck size={16} color="var(--mantine-color-green-8)" aria-label="correct" />}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
