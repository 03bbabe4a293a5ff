import type {
  AuthReply,
  ChangePasswordRequest,
  LoginRequest,
  MessageReply,
  SignupRequest,
  User,
} from '../../../common/auth';
import type { PincodeReply, SubjectOption, SubjectTitleOption } from '../../../common/catalogue-api';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

export const login = (body: LoginRequest) =>
  apiRequest<Partial<AuthReply>>('/auth/login', { method: 'POST', body });
export const signup = (body: SignupRequest) =>
  apiRequest<Partial<AuthReply>>('/auth/signup', { method: 'POST', body });
export const verifyOtp = (body: { otp: string; email: string }) =>
  apiRequest<{ message: string; user: User }>('/auth/verify-otp', { method: 'POST', body });
export const resendEmailOtp = (userId: number) =>
  apiRequest<MessageReply>('/auth/resend-email-otp', { method: 'POST', body: { userId } });
export const fetchMe = () => apiRequest<{ user: User }>('/auth/me');
export const logout = () => apiRequest<MessageReply>('/auth/logout', { method: 'POST', body: {} });
export const changePassword = (body: z.input<typeof ChangePasswordRequest>) =>
  apiRequest<MessageReply>('/auth/change-password', { method: 'POST', body });
export const requestPasswordReset = (email: string) =>
  apiRequest<MessageReply>('/auth/reset-password/request', { method: 'POST', body: { email } });
export const confirmPasswordReset = (body: { email: string; otp: string; new_password: string }) =>
  apiRequest<MessageReply>('/auth/reset-password/confirm', { method: 'POST', body });
export const deleteAccount = () => apiRequest<MessageReply>('/auth/delete-account', { method: 'DELETE' });

export const fetchSubjects = () => apiRequest<SubjectOption[]>('/subjects');
export const fetchSubjectTitles = (subjectId: number) =>
  apiRequest<SubjectTitleOption[]>(`/subject/${subjectId}/titles`);

/** The class list may arrive as a JSON-encoded string (spec section 3); a malformed one counts as empty. */
export async function fetchClasses(subjectTitleId: number): Promise<number[]> {
  const reply = await apiRequest<unknown>(`/subjectTitle/${subjectTitleId}/standard`);
  let list: unknown = reply;
  if (typeof reply === 'string') {
    try {
      list = JSON.parse(reply);
    } catch {
      console.error('Malformed class list', reply);
      return [];
    }
  }
  return Array.isArray(list) ? list.map(Number).filter((n) => Number.isInteger(n)) : [];
}

export const fetchStates = () => apiRequest<string[]>('/geo/states');
export const fetchCities = (state: string) =>
  apiRequest<string[]>(`/geo/states/${encodeURIComponent(state)}/cities`);
export const lookupPincode = (pin: string) =>
  apiRequest<PincodeReply>(`/geo/pincode/${encodeURIComponent(pin)}`);
