import { LRUCache } from 'lru-cache';
import type { SignupRequest, User } from '../../common/auth';
import { findSubject, findSubjectTitle } from '../../common/catalogue';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MS, SESSION_TTL_MS } from '../../common/limits';
import type { UserRow, UsersRepository } from '../db/users-repository';
import { AppError, badRequest, notFound, unauthorized } from '../lib/app-error';
import { AttemptLimiter } from '../lib/attempt-limiter';
import type { Mailer } from '../lib/mailer';
import {
  codeMatches,
  hashCode,
  hashPassword,
  hashToken,
  newCode,
  newSessionToken,
  verifyNothing,
  verifyPassword,
} from '../lib/secrets';
import { renderCodeMail } from './code-mail';

export interface AuthContext {
  user: User;
  sessionId: number;
}

export interface AuthServiceDeps {
  users: UsersRepository;
  mailer: Mailer;
  log: { error(obj: object, msg: string): void };
  now?: () => Date;
  /** Extra clean-up when an account is deleted (papers, uploaded files), added by other services. */
  onDeleteUser?: Array<(userId: number) => Promise<void>>;
}

/**
 * A checked session is remembered this long, so that a signed-in request does not read the database
 * each time. Every change to a user or a session made through this service forgets them all at once;
 * the time bounds how long a change made outside this process (another server process) goes unseen.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

export const INVALID_LOGIN = 'Invalid username or password';
const INVALID_CODE = 'Invalid OTP. Please try again.';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    username: row.username,
    user_type: row.user_type,
    school_name: row.school_name,
    school_principal_name: row.school_principal_name,
    school_address_city: row.school_address_city,
    school_address_state: row.school_address_state,
    school_address_pincode: row.school_address_pincode,
    school_address: row.school_address,
    subject: row.subject_id,
    subject_title: row.subject_title_id,
    standard: row.standards ? row.standards.split(',').map(Number) : [],
    is_verified: row.is_verified === 1 ? 1 : 0,
    is_number_verified: row.is_number_verified === 1 ? 1 : 0,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const checked = new LRUCache<string, { context: AuthContext; expiresAt: number }>({
    max: 10_000,
    ttl: SESSION_CACHE_TTL_MS,
  });
  /** Counts the changes to users and sessions, so that a session read before one is not kept after it. */
  let changes = 0;
  const changing =
    <A extends unknown[]>(write: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      try {
        await write(...args);
      } finally {
        changes += 1;
        checked.clear();
      }
    };
  const users: UsersRepository = {
    ...deps.users,
    updateUser: changing(deps.users.updateUser),
    deleteUser: changing(deps.users.deleteUser),
    deleteSession: changing(deps.users.deleteSession),
    deleteSessionsOfUser: changing(deps.users.deleteSessionsOfUser),
  };
  const loginFailures = new AttemptLimiter(10, 15 * 60 * 1000);

  async function startSession(userId: number): Promise<string> {
    const token = newSessionToken();
    const created = now();
    await users.insertSession({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + SESSION_TTL_MS).toISOString(),
    });
    return token;
  }

  async function sendCode(user: UserRow, purpose: 'verify' | 'reset'): Promise<void> {
    const code = newCode();
    const created = now();
    await users.replaceCode({
      user_id: user.id,
      purpose,
      code_hash: hashCode(code),
      attempts: 0,
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + OTP_TTL_MS).toISOString(),
      used_at: null,
    });
    try {
      await mailer.send({
        to: user.email,
        ...renderCodeMail(user.name || user.username, code, purpose),
        logNote: `code ${code}`,
      });
    } catch (error) {
      // The account stays; the user can ask for the code again.
      deps.log.error({ err: error, userId: user.id }, 'could not send the code mail');
    }
  }

  /** Checks a code; counts a wrong try; the code is used up on success. */
  async function consumeCode(user: UserRow, purpose: 'verify' | 'reset', code: string): Promise<void> {
    const row = await users.latestCode(user.id, purpose);
    if (!row || row.used_at) throw badRequest(INVALID_CODE, 'otp');
    if (row.attempts >= OTP_MAX_ATTEMPTS) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong codes. Ask for a new code.', 'otp');
    }
    if (new Date(row.expires_at).getTime() <= now().getTime()) {
      throw badRequest('This code has expired. Ask for a new code.', 'otp');
    }
    if (!codeMatches(row.code_hash, code)) {
      await users.countCodeAttempt(row.id);
      throw badRequest(INVALID_CODE, 'otp');
    }
    await users.markCodeUsed(row.id, now().toISOString());
  }

  return {
    async signup(input: SignupRequest): Promise<{ token: string; user: User }> {
      if (await users.findUserByUsername(input.username)) {
        throw new AppError('CONFLICT', 'This username is already taken.', 'username');
      }
      if (await users.findUserByEmail(input.email)) {
        throw new AppError('CONFLICT', 'An account with this email already exists.', 'email');
      }
      const subject = input.subject === undefined ? undefined : findSubject(input.subject);
      if (input.subject !== undefined && !subject)
        throw badRequest('Choose a subject from the list.', 'subject');
      const title = input.subject_title === undefined ? undefined : findSubjectTitle(input.subject_title);
      if (input.subject_title !== undefined && (!title || title.subject_id !== input.subject)) {
        throw badRequest('Choose a subject title of the chosen subject.', 'subject_title');
      }
      const classes = [...new Set(input.class ?? [])].sort((a, b) => a - b);
      if (title && classes.some((c) => !title.standards.includes(c))) {
        throw badRequest(
          `${title.title_name} is taught in classes ${title.standards.join(', ')} only.`,
          'class',
        );
      }
      let row: UserRow;
      try {
        row = await users.insertUser({
          username: input.username,
          username_key: input.username.toLowerCase(),
          email: input.email,
          password_hash: await hashPassword(input.password),
          name: input.name ?? '',
          phone_number: input.phone_number ?? '',
          user_type: 'admin',
          school_name: input.school_name ?? '',
          school_principal_name: input.school_principal_name ?? '',
          school_address_city: input.school_address_city ?? '',
          school_address_state: input.school_address_state ?? '',
          school_address_pincode: input.school_address_pincode ?? '',
          school_address: input.school_address ?? '',
          subject_id: subject?.subject_id ?? null,
          subject_title_id: title?.subject_title_id ?? null,
          standards: classes.join(','),
          is_verified: 0,
          is_number_verified: 0,
          created_at: now().toISOString(),
        });
      } catch (error) {
        // Two sign-ups racing for one username or email: the unique index decides.
        if (/unique|duplicate/i.test(String(error))) {
          throw new AppError('CONFLICT', 'This username or email is already registered.', 'username');
        }
        throw error;
      }
      await sendCode(row, 'verify');
      return { token: await startSession(row.id), user: toUser(row) };
    },

    async login(username: string, password: string): Promise<{ token: string; user: User }> {
      const key = username.toLowerCase();
      const wait = loginFailures.retryAfter(key);
      if (wait > 0) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `Too many failed logins. Please wait ${wait} seconds and try again.`,
        );
      }
      const row = username.includes('@')
        ? await users.findUserByEmail(username)
        : await users.findUserByUsername(username);
      if (!row) {
        await verifyNothing(password);
        loginFailures.fail(key);
        throw unauthorized(INVALID_LOGIN);
      }
      if (!(await verifyPassword(row.password_hash, password))) {
        loginFailures.fail(key);
        throw unauthorized(INVALID_LOGIN);
      }
      loginFailures.reset(key);
      return { token: await startSession(row.id), user: toUser(row) };
    },

    async authenticate(token: string): Promise<AuthContext | undefined> {
      // Remembered by the token itself, which this process holds anyway while it answers the request.
      const known = checked.get(token);
      if (known && known.expiresAt > now().getTime()) return known.context;
      const readAt = changes;
      const row = await users.findSession(hashToken(token));
      if (!row) return undefined;
      const expiresAt = new Date(row.session_expires_at).getTime();
      if (expiresAt <= now().getTime()) {
        await users.deleteSession(row.session_id);
        return undefined;
      }
      const context = { user: toUser(row), sessionId: row.session_id };
      if (readAt === changes) checked.set(token, { context, expiresAt });
      return context;
    },

    async verifyEmail(email: string, otp: string): Promise<User> {
      const row = await users.findUserByEmail(email);
      if (!row) throw badRequest(INVALID_CODE, 'otp');
      if (row.is_verified === 1) {
        // A repeated submit of the code that verified the account is answered as before; any other code
        // is wrong (and counted), so an email address alone never gets the account's details.
        const last = await users.latestCode(row.id, 'verify');
        if (!last || last.attempts >= OTP_MAX_ATTEMPTS || !codeMatches(last.code_hash, otp)) {
          if (last && last.attempts < OTP_MAX_ATTEMPTS) await users.countCodeAttempt(last.id);
          throw badRequest(INVALID_CODE, 'otp');
        }
        return toUser(row);
      }
      await consumeCode(row, 'verify', otp);
      await users.updateUser(row.id, { is_verified: 1 });
      return toUser({ ...row, is_verified: 1 });
    },

    async resendVerification(userId: number): Promise<void> {
      const row = await users.findUserById(userId);
      if (!row) throw notFound('No account with this id.');
      if (row.is_verified === 1) throw badRequest('This email is already verified.');
      const last = await users.latestCode(row.id, 'verify');
      if (last) {
        const elapsed = (now().getTime() - new Date(last.created_at).getTime()) / 1000;
        if (elapsed < OTP_RESEND_SECONDS) {
          throw new AppError(
            'TOO_MANY_REQUESTS',
            `Please wait ${Math.ceil(OTP_RESEND_SECONDS - elapsed)} seconds before asking for a new code.`,
          );
        }
      }
      await sendCode(row, 'verify');
    },

    async logout(sessionId: number): Promise<void> {
      await users.deleteSession(sessionId);
    },

    async changePassword(auth: AuthContext, currentPassword: string, newPassword: string): Promise<void> {
      const row = await users.findUserById(auth.user.id);
      if (!row) throw unauthorized();
      if (!(await verifyPassword(row.password_hash, currentPassword))) {
        throw badRequest('Your current password is not correct.', 'current_password');
      }
      if (currentPassword === newPassword) {
        throw badRequest('The new password must differ from the current one.', 'new_password');
      }
      await users.updateUser(row.id, { password_hash: await hashPassword(newPassword) });
      await users.deleteSessionsOfUser(row.id, auth.sessionId);
    },

    /** Sends a reset code when the email has an account; says nothing either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const row = await users.findUserByEmail(email);
      if (!row) {
        await verifyNothing(email);
        return;
      }
      const last = await users.latestCode(row.id, 'reset');
      if (last && (now().getTime() - new Date(last.created_at).getTime()) / 1000 < OTP_RESEND_SECONDS) return;
      await sendCode(row, 'reset');
    },

    async confirmPasswordReset(email: string, otp: string, newPassword: string): Promise<void> {
      const row = await users.findUserByEmail(email);
      if (!row) throw badRequest(INVALID_CODE, 'otp');
      await consumeCode(row, 'reset', otp);
      // The code came by mail, which proves the address as well.
      await users.updateUser(row.id, { password_hash: await hashPassword(newPassword), is_verified: 1 });
      await users.deleteSessionsOfUser(row.id);
      loginFailures.reset(row.username_key);
    },

    async deleteAccount(userId: number): Promise<void> {
      for (const cleanup of deps.onDeleteUser ?? []) await cleanup(userId);
      await users.deleteUser(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
