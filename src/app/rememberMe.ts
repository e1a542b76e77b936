/**
 * SPEC 9 remember-me: the user name is remembered for 1 day; the password never touches web
 * storage (ARCHITECTURE deviation on purpose) — it goes to the browser's credential store.
 */
const KEY = 'rememberedUser';
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export function readRememberedUsername(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as { username: string; expiresAt: number } | null;
    if (stored && stored.expiresAt > now) return stored.username;
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    globalThis.localStorage?.removeItem(KEY);
  }
  return null;
}

export function rememberLogin(options: { remember: boolean; username: string; password: string | null }, now = Date.now()) {
  if (!options.remember) {
    globalThis.localStorage?.removeItem(KEY);
    return;
  }
  globalThis.localStorage?.setItem(KEY, JSON.stringify({ username: options.username, expiresAt: now + ONE_DAY_MS }));
  const PasswordCredentialCtor = (globalThis as { PasswordCredential?: new (data: { id: string; password: string }) => Credential }).PasswordCredential;
  if (options.password && PasswordCredentialCtor && navigator.credentials?.store) {
    navigator.credentials.store(new PasswordCredentialCtor({ id: options.username, password: options.password })).catch(() => {
      // The browser may refuse (no secure context, user choice); the autocomplete attributes still apply.
    });
  }
}
