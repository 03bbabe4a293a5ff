import type { PaperModel } from '../../../common/paper/model';
import type { PapersListReply, SavedPaper } from '../../../common/paper-api';
import { apiRequest } from '../../lib/api-client';

export const fetchPapers = (userId: number, type: 'default' | 'custom' | undefined, cursor?: number) =>
  apiRequest<PapersListReply>(`/papers/user/${userId}`, { query: { type, cursor, limit: 24 } });
export const fetchPaper = (id: number) =>
  apiRequest<SavedPaper & { paper?: PaperModel | null }>(`/papers/${id}`);

/** Deletes a paper; throws the server's message or 'Error deleting paper' (spec section 8). */
export async function deletePaper(id: number): Promise<{ success: boolean; message: string }> {
  try {
    return await apiRequest<{ success: boolean; message: string }>(`/papers/delete/${id}`, {
      method: 'DELETE',
    });
  } catch (error) {
    throw new Error(error instanceof Error && error.message ? error.message : 'Error deleting paper', {
      cause: error,
    });
  }
}
