import type { PapersListReply } from '../../../common/paper-api';
import { API_BASE, apiRequest } from '../../lib/api-client';
import { readAuthToken } from '../../lib/storage';

export async function fetchPaperCount(userId: number): Promise<number> {
  return (await apiRequest<PapersListReply>(`/papers/user/${userId}`, { query: { limit: 1 } })).total;
}

/** The size of a public collection, from the `x-total-count` header of its first page. */
export async function fetchCollectionCount(path: '/worksheets' | '/answersheets'): Promise<number> {
  const token = readAuthToken();
  const response = await fetch(`${API_BASE}${path}?limit=1`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Could not count ${path.slice(1)} (${response.status}).`);
  return Number(response.headers.get('x-total-count') ?? 0);
}
