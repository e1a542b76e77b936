import { clearSessionStorage, writeStored } from '../platform/storage';

/** SPEC 4: the session token lives in session storage, so it ends with the browser tab. */
export const SESSION_TOKEN_KEY = 'token';

export const sessionToken = {
  read: (): string | null => globalThis.sessionStorage?.getItem(SESSION_TOKEN_KEY) ?? null,
  write: (token: string) => writeStored('session', SESSION_TOKEN_KEY, token),
  /** Logout clears the whole session storage (SPEC 4), not just the token. */
  clearSession: () => clearSessionStorage(),
};
