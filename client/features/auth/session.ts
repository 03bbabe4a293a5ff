import type { User } from '../../../common/auth';
import { readJson, STORAGE_KEYS } from '../../lib/storage';

// The session in the browser (DECISIONS.md): with Remember Me the token lives in local storage and survives
// closing the browser; without it, in session storage only. The user object sits beside its token.
export function saveSession(token: string, user: User, remember: boolean): void {
  clearStoredToken();
  const storage = remember ? localStorage : sessionStorage;
  storage.setItem(STORAGE_KEYS.authToken, token);
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function readStoredUser(): User | null {
  return readJson<User>(localStorage, STORAGE_KEYS.user) ?? readJson<User>(sessionStorage, STORAGE_KEYS.user);
}

export function updateStoredUser(user: User): void {
  const storage = localStorage.getItem(STORAGE_KEYS.authToken) ? localStorage : sessionStorage;
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function clearStoredToken(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(STORAGE_KEYS.authToken);
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.user);
  }
}

/** Logout as the spec describes: token (both storages), remembered username, user, and all session storage. */
export function clearSessionOnLogout(): void {
  clearStoredToken();
  localStorage.removeItem(STORAGE_KEYS.rememberedUsername);
  sessionStorage.clear();
}

/** After an account is deleted or a session expired: the token and the user go. */
export function clearSessionToken(): void {
  clearStoredToken();
}

export function rememberUsername(username: string, remember: boolean): void {
  if (remember) {
    localStorage.setItem(STORAGE_KEYS.rememberedUsername, username);
    localStorage.setItem(STORAGE_KEYS.rememberMe, 'true');
  } else {
    localStorage.removeItem(STORAGE_KEYS.rememberedUsername);
    localStorage.removeItem(STORAGE_KEYS.rememberMe);
  }
}

export function readRememberedLogin(): { username: string; remember: boolean } {
  return {
    username: localStorage.getItem(STORAGE_KEYS.rememberedUsername) ?? '',
    remember: localStorage.getItem(STORAGE_KEYS.rememberMe) === 'true',
  };
}

/** `abcdef@school.in` → `abc***@school.in`: only the first 3 characters of the local part show. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  return `${local.slice(0, 3)}${'*'.repeat(Math.max(3, local.length - 3))}${email.slice(at)}`;
}
