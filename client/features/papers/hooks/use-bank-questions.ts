import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { QuestionType } from '../../../../common/paper/model';
import { listQuestions, QUESTION_LIST_LIMIT } from '../api';

/** Bank questions of one type for a subject and standard, searched as the teacher types. */
export function useBankQuestions(filter: {
  type: QuestionType | null;
  subject: number;
  standard: number;
  search: string;
}) {
  const [q] = useDebouncedValue(filter.search.trim(), 250);
  const { type, subject, standard } = filter;
  const query = useQuery({
    queryKey: ['bank-questions', type, subject, standard, q],
    queryFn: ({ signal }) => listQuestions({ type: type!, subject, standard, q }, signal),
    enabled: type !== null,
    // While a new search runs, keep showing the last list of the same type, subject and standard.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.slice(1, 4).join() === [type, subject, standard].join() ? previous : undefined,
    staleTime: 30_000,
  });
  return {
    questions: query.data ?? [],
    isLoading: query.isPending && type !== null,
    isError: query.isError,
    /** The list stops at the limit: more questions match than are shown. */
    isCut: (query.data?.length ?? 0) >= QUESTION_LIST_LIMIT,
  };
}
