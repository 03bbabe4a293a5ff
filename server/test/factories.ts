import crypto from 'node:crypto';
import type { AuthReply, SignupRequest, User } from '../../common/auth';
import type { App } from '../app';
import type { SmtpInbox } from './smtp-inbox';

export interface TestTeacher {
  token: string;
  user: User;
  username: string;
  email: string;
  password: string;
}

export function signupPayload(overrides: Partial<SignupRequest> = {}): SignupRequest {
  const id = crypto.randomBytes(4).toString('hex');
  return {
    name: `Asha Patel ${id}`,
    email: `asha.${id}@school.test`,
    phone_number: '9876543210',
    username: `asha_${id}`,
    password: 'correct horse 42',
    school_name: 'Shree Vidya Mandir',
    school_principal_name: 'R. K. Shah',
    school_address_state: 'Gujarat',
    school_address_city: 'Ahmedabad',
    school_address_pincode: '380009',
    school_address: '12 Ashram Road',
    subject: 1,
    subject_title: 3,
    class: [6, 7],
    user_type: 'admin',
    ...overrides,
  };
}

/** Signs a teacher up over HTTP and, when an inbox is given, verifies the email with the mailed code. */
export async function createTestTeacher(
  app: App,
  inbox?: SmtpInbox,
  overrides: Partial<SignupRequest> = {},
): Promise<TestTeacher> {
  const payload = signupPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const reply = res.json() as AuthReply;
  let user = reply.user;
  if (inbox) {
    const otp = inbox.lastCodeFor(payload.email);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: payload.email, otp },
    });
    if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
    user = (verified.json() as { user: User }).user;
  }
  return {
    token: reply.token,
    user,
    username: payload.username,
    email: payload.email,
    password: payload.password,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
