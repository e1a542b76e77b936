/** SPEC 4: the session token lives in session storage, so it ends with the browser tab. */
const TOKEN_KEY = 'token';

export const sessionToken = {
  read: (): string | null => globalThis.sessionStorage?.getItem(TOKEN_KEY) ?? null,
  write: (token: string) => globalThis.sessionStorage?.setItem(TOKEN_KEY, token),
  /** Logout clears the whole session storage (SPEC 4), not just the token. */
  clearSession: () => globalThis.sessionStorage?.clear(),
};
