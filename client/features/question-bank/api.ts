import type { MessageReply } from '../../../common/auth';
import type { QuestionCreate, QuestionUpdate } from '../../../common/question';
import {
  NEXT_CURSOR_HEADER,
  type ChapterItem,
  type ImageUploadReply,
  type QuestionItem,
  type QuestionListQuery,
} from '../../../common/question-api';
import { apiRequest, apiRequestWithHeaders } from '../../lib/api-client';

export type QuestionFilters = Partial<Omit<QuestionListQuery, 'limit' | 'cursor'>>;

export interface QuestionPage {
  items: QuestionItem[];
  /** Absent on the last page. */
  nextCursor: string | undefined;
}

export const QUESTIONS_QUERY_KEY = ['questions'] as const;
/** Rows per page: enough to fill a desktop screen twice, small enough to arrive at once on a slow line. */
export const QUESTION_PAGE_SIZE = 40;

export async function fetchQuestionPage(
  filters: QuestionFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<QuestionPage> {
  const { data, headers } = await apiRequestWithHeaders<QuestionItem[]>('/question', {
    query: { ...filters, limit: QUESTION_PAGE_SIZE, cursor },
    signal,
  });
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

export const createQuestion = (body: QuestionCreate) =>
  apiRequest<QuestionItem>('/question', { method: 'POST', body });
export const updateQuestion = (questionId: number, body: QuestionUpdate) =>
  apiRequest<QuestionItem>(`/question/${questionId}`, { method: 'PUT', body });
export const deleteQuestion = (questionId: number) =>
  apiRequest<MessageReply>(`/question/${questionId}`, { method: 'DELETE' });

export function uploadQuestionImage(file: File): Promise<ImageUploadReply> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<ImageUploadReply>('/question/image', { method: 'POST', body });
}

export const fetchChapters = (subject: number, standard: number) =>
  apiRequest<ChapterItem[]>('/chapters', { query: { subject, standard } });
