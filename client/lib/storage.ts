// The browser storage keys the spec names, in one place.
export const STORAGE_KEYS = {
  authToken: 'authToken',
  token: 'token',
  user: 'user',
  rememberedUsername: 'rememberedUsername',
  rememberMe: 'rememberMe',
  questionSections: 'questionSections',
  collegeName: 'collegeName',
  examName: 'examName',
  isEdited: 'isEdited',
} as const;

/** The session token: local storage when remembered, else session storage (DECISIONS.md). */
export function readAuthToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken) ?? sessionStorage.getItem(STORAGE_KEYS.authToken);
}

export function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
