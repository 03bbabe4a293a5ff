import { ActionIcon, Button, Fieldset, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import {
  ANSWER_TEXT_MAX,
  MCQ_OPTIONS_MAX,
  MCQ_OPTIONS_MIN,
  OPTION_TEXT_MAX,
  POINT_TEXT_MAX,
  POINTS_MAX,
} from '../../../../common/question';
import { optionLetter } from '../question-labels';
import { answerAfterRemoving } from '../question-form-values';
import { LEGEND_STYLES, type QuestionForm } from './form-parts';

// The answer is required (except for "other"): the correct option of an mcq, True or False, the words
// of a blank or a one-or-two-word question, or a model answer with marking points.
export function AnswerFields({ form }: { form: QuestionForm }) {
  switch (form.values.type) {
    case 'mcq':
      return <McqOptions form={form} />;
    case 'truefalse':
      return (
        <Radio.Group label="Answer" withAsterisk {...form.getInputProps('answer')}>
          <Group gap="lg" mt="xs">
            <Radio value="True" label="True" size="md" />
            <Radio value="False" label="False" size="md" />
          </Group>
        </Radio.Group>
      );
    case 'blank':
    case 'onetwo':
      return (
        <TextInput
          label="Answer"
          description={form.values.type === 'blank' ? 'The word(s) that fill the blank.' : undefined}
          withAsterisk
          size="md"
          maxLength={ANSWER_TEXT_MAX}
          {...form.getInputProps('answer')}
        />
      );
    case 'short':
    case 'long':
      return (
        <Stack gap="sm">
          <Textarea
            size="md"
            label="Model answer"
            withAsterisk
            autosize
            minRows={3}
            maxRows={12}
            maxLength={ANSWER_TEXT_MAX}
            {...form.getInputProps('answer')}
          />
          <MarkingPoints form={form} />
        </Stack>
      );
    case 'other':
      return (
        <Textarea
          size="md"
          label="Answer"
          description="Optional for this type."
          autosize
          minRows={2}
          maxRows={10}
          maxLength={ANSWER_TEXT_MAX}
          {...form.getInputProps('answer')}
        />
      );
  }
}

function McqOptions({ form }: { form: QuestionForm }) {
  const { options, answer } = form.values;
  const remove = (index: number) => {
    form.removeListItem('options', index);
    form.setFieldValue('answer', answerAfterRemoving(answer, index));
  };
  return (
    <Fieldset legend="Options" variant="unstyled" styles={LEGEND_STYLES}>
      <Text size="sm" c="dimmed" mb="xs">
        Pick the correct option with the round button.
      </Text>
      <Radio.Group
        {...form.getInputProps('answer')}
        aria-label="Correct option"
        error={form.errors.answer ?? form.errors.options}
      >
        <Stack gap="xs">
          {options.map((_, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <Radio
                value={String(index)}
                aria-label={`Option ${optionLetter(index)} is correct`}
                size="md"
                mt={10}
              />
              <TextInput
                aria-label={`Option ${optionLetter(index)}`}
                placeholder={`Option ${optionLetter(index)}`}
                leftSection={<Text fw={600}>{optionLetter(index)}</Text>}
                maxLength={OPTION_TEXT_MAX}
                size="md"
                style={{ flex: 1 }}
                {...form.getInputProps(`options.${index}`)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size={42}
                onClick={() => remove(index)}
                disabled={options.length <= MCQ_OPTIONS_MIN}
                aria-label={`Remove option ${optionLetter(index)}`}
              >
                <IconX size={20} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Radio.Group>
      <Button
        variant="subtle"
        mt="xs"
        leftSection={<IconPlus size={18} aria-hidden="true" />}
        onClick={() => form.insertListItem('options', '')}
        disabled={options.length >= MCQ_OPTIONS_MAX}
      >
        Add option
      </Button>
    </Fieldset>
  );
}

function MarkingPoints({ form }: { form: QuestionForm }) {
  const { points } = form.values;
  return (
    <Fieldset legend="Marking points" variant="unstyled" styles={LEGEND_STYLES}>
      <Text size="sm" c="dimmed" mb="xs">
        What an answer must mention to earn its marks (optional).
      </Text>
      <Stack gap="xs">
        {points.map((_, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`Marking point ${index + 1}`}
              placeholder={`Point ${index + 1}`}
              maxLength={POINT_TEXT_MAX}
              size="md"
              style={{ flex: 1 }}
              {...form.getInputProps(`points.${index}`)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={42}
              onClick={() => form.removeListItem('points', index)}
              aria-label={`Remove marking point ${index + 1}`}
            >
              <IconX size={20} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {form.errors.points && (
        <Text size="sm" c="red" role="alert">
          {form.errors.points}
        </Text>
      )}
      <Button
        variant="subtle"
        mt="xs"
        leftSection={<IconPlus size={18} aria-hidden="true" />}
        onClick={() => form.insertListItem('points', '')}
        disabled={points.length >= POINTS_MAX}
      >
        Add a marking point
      </Button>
    </Fieldset>
  );
}
