import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { optionLabel, type PaperQuestion } from '../../../../common/paper/model';
import { OPTION_TEXT_MAX, QUESTION_TEXT_MAX, requiredText } from '../../../../common/question';

// Edits a question's words for this paper only; the bank keeps its own. The answer stays as it was.
const EditedQuestion = z.object({
  text: requiredText('The question', QUESTION_TEXT_MAX),
  options: z.array(requiredText('An option', OPTION_TEXT_MAX)),
});

export function EditQuestionForm({
  question,
  onSave,
}: {
  question: PaperQuestion;
  onSave(next: PaperQuestion): void;
}) {
  const form = useForm({
    initialValues: { text: question.text, options: question.options ?? [] },
    validate: schemaResolver(EditedQuestion, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    const next: PaperQuestion = { ...question, text: values.text.trim() };
    if (question.options) next.options = values.options.map((o) => o.trim());
    onSave(next);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The change applies to this paper only; the question bank is not changed.
        </Text>
        <Textarea label="Question text" autosize minRows={3} maxRows={10} {...form.getInputProps('text')} />
        {form.values.options.map((_, i) => (
          <TextInput key={i} label={`Option ${optionLabel(i)}`} {...form.getInputProps(`options.${i}`)} />
        ))}
        <Group justify="flex-end">
          <Button type="submit">Save changes</Button>
        </Group>
      </Stack>
    </form>
  );
}
