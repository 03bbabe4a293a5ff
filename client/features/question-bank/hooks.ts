import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '../../../common/auth';
import { QuestionListQuery } from '../../../common/question-api';
import { apiRequest } from '../../lib/api-client';
import { ME_QUERY_KEY } from '../dashboard/components/dashboard-guard';
import { fetchChapters, fetchQuestionPage, QUESTIONS_QUERY_KEY, type QuestionFilters } from './api';

const FILTER_KEYS = ['subject', 'standard', 'chapter', 'type', 'difficulty', 'owner', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The list's filters live in the address, so a reload or a shared link keeps them. A value the API
 * would refuse is ignored rather than shown as an error.
 */
export function useQuestionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: QuestionFilters = {};
    for (const key of FILTER_KEYS) {
      const raw = params.get(key);
      if (!raw) continue;
      const parsed = QuestionListQuery.shape[key].safeParse(raw);
      if (parsed.success && parsed.data !== undefined) Object.assign(out, { [key]: parsed.data });
    }
    return out;
  }, [params]);
  const setFilters = useCallback(
    (patch: Partial<Record<FilterKey, string | number | null | undefined>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilters };
}

/** The bank in pages, ordered by question id; each "Load more" asks for the page after the last. */
export function useQuestionList(filters: QuestionFilters) {
  return useInfiniteQuery({
    queryKey: [...QUESTIONS_QUERY_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => fetchQuestionPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The chapters of a subject and standard, in book order; nothing until both are chosen. */
export function useChapters(subject: number | undefined, standard: number | undefined) {
  return useQuery({
    queryKey: ['chapters', subject, standard],
    queryFn: () => fetchChapters(subject!, standard!),
    enabled: Boolean(subject && standard),
    staleTime: 10 * 60_000,
  });
}

/** The signed-in teacher, from the dashboard guard's query (already loaded when a screen shows). */
export function useCurrentUser(): User | undefined {
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => apiRequest<{ user: User }>('/auth/me'),
    staleTime: 60_000,
  });
  return me.data?.user;
}

/** The natural size of an image at `url`, once the browser has loaded it; null until then. */
export function useImageSize(url: string | null): { width: number; height: number } | null {
  const [loaded, setLoaded] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    let isCurrent = true;
    const image = new Image();
    image.onload = () => {
      if (isCurrent && image.naturalWidth > 0) {
        setLoaded({ url, width: image.naturalWidth, height: image.naturalHeight });
      }
    };
    image.src = url;
    return () => {
      isCurrent = false;
    };
  }, [url]);
  return loaded && loaded.url === url ? { width: loaded.width, height: loaded.height } : null;
}
