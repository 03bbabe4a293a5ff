import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { QuestionItem } from '../../../../common/question-api';
import { confirmAction } from '../../../components/confirm';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/api-client';
import { deleteQuestion, QUESTIONS_QUERY_KEY } from '../api';
import { useCurrentUser, useQuestionFilters, useQuestionList } from '../hooks';
import type { FormDefaults } from '../question-form-values';
import { QuestionFilterBar } from './question-filters';
import { QuestionFormModal } from './question-form-modal';
import { QuestionRow } from './question-row';

type Editing = { question: QuestionItem | null; key: number } | null;

export function QuestionBankPage() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { filters, setFilters } = useQuestionFilters();
  const list = useQuestionList(filters);
  const [editing, setEditing] = useState<Editing>(null);
  const questions = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  const removal = useMutation({
    mutationFn: (question: QuestionItem) => deleteQuestion(question.question_id),
    onSuccess: (reply) => {
      notify.success(reply.message || 'Question deleted.');
      void queryClient.invalidateQueries({ queryKey: QUESTIONS_QUERY_KEY });
    },
    onError: (error) =>
      notify.error(errorMessage(error, 'The question could not be deleted. Please try again.')),
  });

  const onEdit = useCallback((question: QuestionItem) => setEditing({ question, key: Date.now() }), []);
  const { mutate: remove } = removal;
  const onDelete = useCallback(
    (question: QuestionItem) =>
      void confirmAction({
        title: 'Delete question',
        message: 'Are you sure you want to delete this question? It cannot be undone.',
        confirmLabel: 'Delete',
        danger: true,
      }).then((isSure) => isSure && remove(question)),
    [remove],
  );

  // A new question starts where the teacher is looking: the filtered subject and standard, else the profile's.
  const defaults: FormDefaults = {
    subject: filters.subject ?? user?.subject,
    subject_title: filters.subject ? undefined : user?.subject_title,
    standard: filters.standard ?? (filters.subject ? undefined : user?.standard[0]),
    chapter: filters.chapter,
    type: filters.type,
    difficulty: filters.difficulty,
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Question bank</Title>
          <Text c="dimmed">The shared questions and your own. Add questions to use them in your papers.</Text>
        </div>
        <Button
          color="saffron.7"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ question: null, key: Date.now() })}
        >
          Add a question
        </Button>
      </Group>

      <QuestionFilterBar filters={filters} onChange={setFilters} />

      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading questions" />
        </Center>
      ) : list.isError && questions.length === 0 ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} title="Error loading questions.">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(list.error, 'Please try again.')}</Text>
            <Button variant="light" color="red" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : questions.length === 0 && !list.hasNextPage ? (
        <Text c="dimmed" ta="center" py="xl">
          No questions found.
        </Text>
      ) : (
        <Stack gap="md">
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            aria-label="Questions"
            aria-busy={list.isFetching}
            style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {questions.map((question) => (
              <QuestionRow
                key={question.question_id}
                question={question}
                onEdit={onEdit}
                onDelete={onDelete}
                isDeleting={removal.isPending && removal.variables?.question_id === question.question_id}
              />
            ))}
          </Stack>
          <Stack align="center" gap={6}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {questions.length === 1 ? 'Showing 1 question' : `Showing ${questions.length} questions`}
            </Text>
            {list.isFetchNextPageError && (
              <Text size="sm" c="red" role="alert">
                {errorMessage(list.error, 'Could not load more questions.')}
              </Text>
            )}
            {list.hasNextPage && (
              <Button
                variant="default"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                Load more
              </Button>
            )}
          </Stack>
        </Stack>
      )}

      {editing && (
        <QuestionFormModal
          key={editing.key}
          question={editing.question}
          defaults={defaults}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
