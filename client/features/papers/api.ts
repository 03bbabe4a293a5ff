import type { User } from '../../../common/auth';
import type { HeaderRecord, PaperSaveReply } from '../../../common/paper-api';
import type { QuestionType } from '../../../common/paper/model';
import type { QuestionItem, RandomDrawReply, RandomDrawRequest } from '../../../common/question-api';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

// The calls of the paper builders: the signed-in teacher, a header template, the random draw, the
// bank's list, and saving a paper (the spec's multipart form).

export const fetchCurrentUser = () => apiRequest<{ user: User }>('/auth/me');

export const fetchHeader = (id: number | string) =>
  apiRequest<HeaderRecord>(`/headers/${encodeURIComponent(String(id))}`);

export const drawQuestions = (body: RandomDrawRequest) =>
  apiRequest<RandomDrawReply>('/question/random', { method: 'POST', body });

/** How many bank questions a list shows; the teacher narrows a longer list by searching. */
export const QUESTION_LIST_LIMIT = 100;

export interface QuestionFilter {
  type: QuestionType;
  subject: number;
  standard: number;
  q?: string;
}

export const listQuestions = (filter: QuestionFilter, signal?: AbortSignal) =>
  apiRequest<QuestionItem[]>('/question', {
    query: { ...filter, q: filter.q?.trim() || undefined, limit: QUESTION_LIST_LIMIT },
    signal,
  });

export const addPaper = (form: FormData) =>
  apiRequest<z.infer<typeof PaperSaveReply>>('/papers/add', { method: 'POST', body: form });
