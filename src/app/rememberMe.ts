import { writeCookie as writeGatedCookie } from '../platform/cookie';
import { removeStored } from '../platform/storage';

/**
 * SPEC 9 remember-me: a cookie that lasts 1 day keeps the user name; the password never touches
 * cookies or web storage (ARCHITECTURE deviation on purpose): it goes to the browser's credential store.
 */
const COOKIE = 'rememberedUser';
/** SPEC 9 Timing: remember-me cookies last 1 day. */
const ONE_DAY_SECONDS = 24 * 60 * 60;
/** Where earlier versions kept the name (a local-storage entry with its own expiry): removed when met. */
const LEGACY_STORAGE_KEY = 'rememberedUser';

/** The one cookie the site writes, through the storage gate (a necessary key: the tick is the consent). */
const writeCookie = (value: string, maxAgeSeconds: number) => writeGatedCookie(COOKIE, value, maxAgeSeconds);

export function readRememberedUsername(): string | null {
  removeStored('local', LEGACY_STORAGE_KEY);
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split('; ')) {
    const [name, ...value] = pair.split('=');
    if (name !== COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export function rememberLogin(options: { remember: boolean; username: string; password: string | null }) {
  if (!options.remember) {
    writeCookie('', 0);
    return;
  }
  writeCookie(options.username, ONE_DAY_SECONDS);
  const PasswordCredentialCtor = (globalThis as { PasswordCredential?: new (data: { id: string; password: string }) => Credential }).PasswordCredential;
  if (options.password && PasswordCredentialCtor && navigator.credentials?.store) {
    navigator.credentials.store(new PasswordCredentialCtor({ id: options.username, password: options.password })).catch(() => {
      // The browser may refuse (no secure context, user choice); the autocomplete attributes still apply.
    });
  }
}
