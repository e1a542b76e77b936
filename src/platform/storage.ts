// Relative, not aliased: lingui.config.ts loads src/i18n/locales.ts, which writes through this gate.
import { CONSENT_KEY, type ConsentChoice, PREFERENCE_KEYS, parseConsent, purposeOf } from '../../kernel/storageKeys';
import { allowsPreferences } from '../../machines/consent.rules';

/**
 * The one gate every write to the browser's storage goes through (issue 26, item 6). Keys are
 * classified once, in kernel/storageKeys.ts: a necessary key is written at once; a preference is
 * held in memory (it applies for this visit) until the player allows preferences, then written;
 * refusing preferences forgets what was held and removes the preference keys already stored.
 * Reads are not gated: what is stored was allowed when it was written. Storage may be refused
 * (private mode, quota): a refused write only costs the next visit what it would have kept.
 */
export type WebStorageArea = 'local' | 'session';

const storageOf = (area: WebStorageArea): Storage | undefined => (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage);

function attempt(run: () => void) {
  try {
    run();
  } catch {
    // Storage refused: see above.
  }
}

/** The player's kept choice, or null on a first visit (or where storage cannot be read). */
export function storedConsent(): ConsentChoice | null {
  try {
    return parseConsent(globalThis.localStorage?.getItem(CONSENT_KEY));
  } catch {
    return null;
  }
}

/** Whether preferences may be written: read from the kept choice when first asked, then set by the consent machine. */
let allowed: boolean | null = null;
const preferencesAllowed = () => {
  allowed ??= allowsPreferences(storedConsent());
  return allowed;
};
/** Whether a key may be written now: a necessary one always, a preference once the player allows it (cookies ask too: cookie.ts). */
export const mayWrite = (key: string) => purposeOf(key) === 'necessary' || preferencesAllowed();

/** Preference writes waiting for the player's word, the last value of each key. */
const held = new Map<string, { area: WebStorageArea; key: string; value: string }>();

export function writeStored(area: WebStorageArea, key: string, value: string) {
  if (!mayWrite(key)) {
    held.set(`${area} ${key}`, { area, key, value });
    return;
  }
  attempt(() => storageOf(area)?.setItem(key, value));
}

export function removeStored(area: WebStorageArea, key: string) {
  held.delete(`${area} ${key}`);
  attempt(() => storageOf(area)?.removeItem(key));
}

/** Logout clears the whole session storage (SPEC 4). */
export function clearSessionStorage() {
  for (const [id, write] of held) if (write.area === 'session') held.delete(id);
  attempt(() => globalThis.sessionStorage?.clear());
}

/** The player's word (the consent machine's allowPreferences and refusePreferences). */
export function setPreferencesAllowed(allow: boolean) {
  allowed = allow;
  const waiting = [...held.values()];
  held.clear();
  if (allow) {
    for (const write of waiting) writeStored(write.area, write.key, write.value);
    return;
  }
  for (const key of PREFERENCE_KEYS) for (const area of ['local', 'session'] as const) attempt(() => storageOf(area)?.removeItem(key));
}
