import type { HeaderRecord, HeaderSaveRequest } from '../../../common/paper-api';
import { apiRequest } from '../../lib/api-client';

export const fetchHeaders = () => apiRequest<HeaderRecord[]>('/headers');
export const fetchHeader = (id: number) => apiRequest<HeaderRecord>(`/headers/${id}`);
export const saveHeader = (body: HeaderSaveRequest) =>
  apiRequest<HeaderRecord>('/headers', { method: 'POST', body });
export const deleteHeader = (id: number) =>
  apiRequest<{ message: string }>(`/headers/${id}`, { method: 'DELETE' });

export function uploadHeaderImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<{ image_url: string }>('/headers/image', { method: 'POST', body: form });
}
