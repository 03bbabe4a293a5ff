import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaperModel } from '../../../../common/paper/model';
import { paperToHtml } from '../../../../common/paper/paper-html';
import type { PAPER_TYPES } from '../../../../common/paper-api';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/api-client';
import { addPaper } from '../api';
import { useCurrentUser } from './use-current-user';

export interface SavePaperRequest {
  type: (typeof PAPER_TYPES)[number];
  model: PaperModel;
  /** The subject's name and the standard where known; 'NA' otherwise (the spec's literal). */
  subject?: string;
  standard?: string;
  logo?: File | null;
}

const NA = 'NA';
const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The spec's multipart form of `POST /papers/add`, plus the structured paper to reopen it. */
export function paperForm(userId: number, request: SavePaperRequest, now = new Date()): FormData {
  const model: PaperModel = { ...request.model, mode: 'paper' };
  const form = new FormData();
  form.set('user_id', String(userId));
  form.set('type', request.type);
  form.set('school_name', NA);
  form.set('standard', request.standard || NA);
  form.set('timing', now.toLocaleTimeString());
  form.set('date', localDate(now));
  form.set('division', NA);
  form.set('address', NA);
  form.set('subject', request.subject || NA);
  form.set('board', NA);
  form.set('body', paperToHtml(model));
  form.set('paper', JSON.stringify(model));
  if (request.logo) form.set('logo', request.logo, request.logo.name);
  return form;
}

/** Saves a paper; resolves true when it was saved. Every outcome is told to the teacher. */
export function useSavePaper() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (request: SavePaperRequest): Promise<boolean> => {
      if (!user?.id) {
        console.log('User not found');
        notify.error('User not authenticated.');
        return false;
      }
      await addPaper(paperForm(user.id, request));
      return true;
    },
    onSuccess: (isSaved) => {
      if (!isSaved) return;
      notify.success('Paper saved successfully!');
      // Lists and counts of saved papers elsewhere in the dashboard are now out of date.
      void queryClient.invalidateQueries({
        predicate: (q) =>
          /paper|dashboard|count/i.test(String(q.queryKey[0])) && q.queryKey[0] !== 'paper-header',
      });
    },
    onError: (error) => {
      console.error('Error saving paper', error);
      notify.error(errorMessage(error, 'The paper could not be saved. Please try again.'));
    },
  });
  return {
    save: (request: SavePaperRequest) => mutation.mutateAsync(request).catch(() => false),
    isSaving: mutation.isPending,
  };
}
