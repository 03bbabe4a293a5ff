import { Button, Grid, Group, Modal, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { QuestionCreate } from '../../../../common/question';
import type { QuestionItem } from '../../../../common/question-api';
import { confirmAction } from '../../../components/confirm';
import { notify } from '../../../components/notify';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { createQuestion, QUESTIONS_QUERY_KEY, updateQuestion } from '../api';
import { useChapters } from '../hooks';
import {
  emptyQuestionValues,
  toQuestionPayload,
  validateQuestion,
  valuesFromQuestion,
  type FormDefaults,
  type QuestionFormValues,
} from '../question-form-values';
import { QuestionFormFields } from './question-form-fields';
import { QuestionPaperPreview } from './question-paper-preview';

/** Below this width the form and the paper take turns (tabs) instead of sitting side by side. */
const NARROW_QUERY = '(max-width: 62em)';
const PHONE_QUERY = '(max-width: 36em)';
/** Known at the first render, so the dialog does not rebuild itself once it has opened. */
const useMatchesNow = (query: string) =>
  useMediaQuery(query, window.matchMedia(query).matches, { getInitialValueInEffect: false });

interface QuestionFormModalProps {
  /** The teacher's own question to edit; null to add a new one. */
  question: QuestionItem | null;
  defaults: FormDefaults;
  onClose(): void;
}

export function QuestionFormModal({ question, defaults, onClose }: QuestionFormModalProps) {
  const isNarrow = useMatchesNow(NARROW_QUERY);
  const isPhone = useMatchesNow(PHONE_QUERY);
  const [shownTab, setShownTab] = useState<string | null>('write');
  const queryClient = useQueryClient();
  const form = useForm<QuestionFormValues>({
    mode: 'controlled',
    initialValues: question ? valuesFromQuestion(question) : emptyQuestionValues(defaults),
    validate: validateQuestion,
  });
  const { values } = form;
  const chapters = useChapters(
    values.subject ? Number(values.subject) : undefined,
    values.standard ? Number(values.standard) : undefined,
  );
  const chapterName = chapters.data?.find((c) => String(c.chapter_id) === values.chapter)?.name;

  const save = useMutation({
    mutationFn: (formValues: QuestionFormValues) => {
      const body = QuestionCreate.parse(toQuestionPayload(formValues));
      return question ? updateQuestion(question.question_id, body) : createQuestion(body);
    },
    onSuccess: () => {
      notify.success(question ? 'Question saved.' : 'Question added.');
      void queryClient.invalidateQueries({ queryKey: QUESTIONS_QUERY_KEY });
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error, 'The question could not be saved. Please try again.');
      if (error instanceof ApiError && error.field) form.setFieldError(error.field, message);
      notify.error(message);
    },
  });

  const fields = (
    <QuestionFormFields form={form} chapters={chapters.data ?? []} isChaptersError={chapters.isError} />
  );
  const preview = <QuestionPaperPreview values={values} chapterName={chapterName} />;

  // On a phone the first wrong field may be far above: move to it.
  const focusFirstError = (_errors: unknown, _values: unknown, event?: SyntheticEvent<HTMLFormElement>) => {
    const formElement = event?.currentTarget;
    setShownTab('write');
    requestAnimationFrame(() => formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const requestClose = async () => {
    if (save.isPending) return;
    const isSure =
      !form.isDirty() ||
      (await confirmAction({
        title: 'Discard changes',
        message: 'Discard the changes to this question?',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep editing',
        danger: true,
      }));
    if (isSure) onClose();
  };

  return (
    <Modal
      opened
      onClose={() => void requestClose()}
      title={question ? 'Edit question' : 'Add a question'}
      size={1180}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontSize: 20, fontWeight: 700 } }}
    >
      <form noValidate onSubmit={form.onSubmit((formValues) => save.mutate(formValues), focusFirstError)}>
        {isNarrow ? (
          // A phone or a small tablet has no room beside the form: the paper is one tap away.
          <Tabs value={shownTab} onChange={setShownTab}>
            <Tabs.List grow>
              <Tabs.Tab value="write">Question</Tabs.Tab>
              <Tabs.Tab value="paper">On paper</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write" pt="md">
              {fields}
            </Tabs.Panel>
            <Tabs.Panel value="paper" pt="md">
              {preview}
            </Tabs.Panel>
          </Tabs>
        ) : (
          <Grid gap="xl">
            <Grid.Col span={7}>{fields}</Grid.Col>
            <Grid.Col span={5}>
              <div style={{ position: 'sticky', top: 72 }}>{preview}</div>
            </Grid.Col>
          </Grid>
        )}
        <Group
          justify="flex-end"
          gap="sm"
          mt="lg"
          py="sm"
          bg="white"
          style={{
            position: 'sticky',
            bottom: 0,
            borderTop: '1px solid var(--mantine-color-gray-3)',
            zIndex: 2,
          }}
        >
          <Button variant="default" onClick={() => void requestClose()} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="saffron.7" loading={save.isPending}>
            {question ? 'Save changes' : 'Add question'}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
