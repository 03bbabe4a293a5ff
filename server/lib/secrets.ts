import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { OTP_LENGTH } from '../../common/limits';

// Passwords: argon2id. Session tokens: 32 random bytes, stored as SHA-256. Codes: 6 digits, salted SHA-256.
// `Algorithm` is a const enum the compiler cannot read here: 2 is Argon2id.
const ARGON2ID = 2;
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a password nobody has, verified when the user is unknown so both paths take the same time.
let dummyHash: Promise<string> | undefined;
export async function verifyNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

export const newSessionToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const newCode = () =>
  crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

export function hashCode(code: string): string {
  const salt = crypto.randomBytes(16).toString('hex');
  return `${salt}:${crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  const actual = crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex');
  return crypto.timingSafeEqual(Buffer.from(actual, 'hex'), Buffer.from(expected, 'hex'));
}
