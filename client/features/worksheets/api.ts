import type { MessageReply } from '../../../common/auth';
import { NEXT_CURSOR_HEADER } from '../../../common/question-api';
import {
  TOTAL_COUNT_HEADER,
  type AnswerSheet,
  type SheetFilters,
  type Worksheet,
} from '../../../common/worksheet-api';
import { apiRequest, apiRequestWithHeaders } from '../../lib/api-client';

export type SheetKind = 'worksheets' | 'answersheets';

export interface SheetPage<T> {
  items: T[];
  /** Absent on the last page. */
  nextCursor: string | undefined;
  /** Sheets matching the filters, all pages together. */
  total: number;
}

/** Cards per page: a screenful or two, small enough to arrive at once on a slow line. */
export const SHEET_PAGE_SIZE = 24;

async function fetchPage<T>(
  kind: SheetKind,
  filters: SheetFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SheetPage<T>> {
  const { data, headers } = await apiRequestWithHeaders<T[]>(`/${kind}`, {
    query: { ...filters, limit: SHEET_PAGE_SIZE, cursor },
    signal,
  });
  return {
    items: data,
    nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length),
  };
}

export const fetchWorksheets = (filters: SheetFilters, cursor?: string, signal?: AbortSignal) =>
  fetchPage<Worksheet>('worksheets', filters, cursor, signal);
export const fetchAnswerSheets = (filters: SheetFilters, cursor?: string, signal?: AbortSignal) =>
  fetchPage<AnswerSheet>('answersheets', filters, cursor, signal);

/** Unpublishes one of the teacher's worksheets (its answer sheet goes with it). */
export const unpublishWorksheet = (worksheetId: number) =>
  apiRequest<MessageReply>(`/worksheets/${worksheetId}`, { method: 'DELETE' });
