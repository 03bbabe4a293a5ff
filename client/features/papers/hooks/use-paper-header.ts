import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PaperHeader, PaperModel } from '../../../../common/paper/model';
import { notify } from '../../../components/notify';
import type { HeaderRecord } from '../../../../common/paper-api';
import { toPaperHeader } from '../../paper/header-image';
import { fetchHeader } from '../api';

/** What Edit Header (and History, to reopen a saved paper) hand to the builders. */
export interface BuilderState {
  header?: HeaderRecord;
  headerId?: number | string;
  paper?: PaperModel;
  /** The custom paper keeps a reopened paper's header here once it has taken the paper in. */
  paperHeader?: PaperHeader;
  isNamesApplied?: boolean;
  subject?: number | string;
  standard?: number | string;
}

export function useBuilderState(): BuilderState {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null ? (state as BuilderState) : {};
}

const FALLBACK_HEADER_ID = 1;

/**
 * The header of page 1: the one Edit Header handed over, else the template it named, else header 1.
 * `isFromEditHeader` tells whether the teacher chose it (the custom paper then takes its names).
 */
export function usePaperHeader() {
  const { header, headerId } = useBuilderState();
  const query = useQuery({
    queryKey: ['paper-header', header ? JSON.stringify(header) : (headerId ?? FALLBACK_HEADER_ID)],
    queryFn: async (): Promise<{ header: PaperHeader; isImageLost: boolean }> => {
      const record = header ?? (await fetchHeader(headerId ?? FALLBACK_HEADER_ID));
      const paperHeader = await toPaperHeader(record);
      const isImageLost = Boolean(record.image) && record.layoutType !== 'column' && !paperHeader.image;
      return { header: paperHeader, isImageLost };
    },
    staleTime: Infinity,
  });
  const isImageLost = query.data?.isImageLost;
  useEffect(() => {
    if (isImageLost) notify.error('The header image could not be loaded; the paper is shown without it.');
  }, [isImageLost]);
  return {
    header: query.data?.header,
    error: query.error,
    isFromEditHeader: Boolean(header || headerId),
  };
}
