import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BOARDS, STANDARDS } from '../../../common/catalogue';
import {
  SHEET_FILTER_SUBJECTS,
  SHEET_FILTER_SUBJECT_TITLES,
  type SheetFilters,
} from '../../../common/worksheet-api';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/api-client';
import type { SheetKind, SheetPage } from './api';

export type SheetFilterKey = keyof SheetFilters;

/** The spec's choices for each filter; a value outside them in the address is ignored. */
export const FILTER_CHOICES: Record<SheetFilterKey, readonly string[]> = {
  board: BOARDS,
  subject: SHEET_FILTER_SUBJECTS,
  standard: STANDARDS.map(String),
  subject_title: SHEET_FILTER_SUBJECT_TITLES,
};

/** The filters live in the address, so a reload or a shared link keeps them. */
export function useSheetFilters(keys: readonly SheetFilterKey[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: SheetFilters = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value && FILTER_CHOICES[key].includes(value)) out[key] = value;
    }
    return out;
  }, [params, keys]);
  const setFilter = useCallback(
    (patch: Partial<Record<SheetFilterKey, string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilter };
}

/**
 * A collection in pages, newest first; "Load more" asks for the page after the last. A failed load is
 * logged and told in a toast, and the list stays empty (spec, section 8).
 */
export function useSheetList<T>(
  kind: SheetKind,
  filters: SheetFilters,
  fetchPage: (filters: SheetFilters, cursor?: string, signal?: AbortSignal) => Promise<SheetPage<T>>,
) {
  const list = useInfiniteQuery({
    queryKey: [kind, 'list', filters],
    queryFn: ({ pageParam, signal }) => fetchPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
  const { error } = list;
  useEffect(() => {
    if (!error) return;
    console.error(`Error fetching ${kind}:`, error);
    notify.error(
      errorMessage(
        error,
        `The ${kind === 'worksheets' ? 'worksheets' : 'answer sheets'} could not be loaded.`,
      ),
    );
  }, [error, kind]);
  return list;
}
