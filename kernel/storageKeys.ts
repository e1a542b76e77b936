/**
 * Issue 26, item 6: everything the site keeps in the browser, by key, and why. One place: the
 * storage gate (src/platform/storage.ts) asks it whether a write may happen before the player has
 * allowed preferences, and the consent notice names the two kinds it lists.
 *
 * - necessary: the site cannot work without it (the session, the merchant, the consent choice
 *   itself, what the player asked for in this tab); kept whatever the choice.
 * - preference: comfort kept between visits (language, theme, masked balance, the figures last
 *   seen); written only once the player allows preferences, removed when the player refuses them.
 */
export type StoragePurpose = 'necessary' | 'preference';

/** Where the player's choice is kept (a necessary key: without it the notice would ask on every visit). */
export const CONSENT_KEY = 'storageConsent';
/** Where the header search keeps the player's recent searches. */
export const RECENT_SEARCHES_KEY = 'recentSearches';

/**
 * Key → purpose, for local storage, session storage and cookies alike. What each keeps, and
 * where, is in its comment (comments, not strings: the registry is in the entry chunk).
 */
export const STORAGE_KEYS = {
  /** local: the player's storage choice, so the notice is not shown again. */
  [CONSENT_KEY]: 'necessary',
  /** session: the session token (SPEC 4: login stores it in session storage); ends with the tab. */
  token: 'necessary',
  /** session and local: the merchant code (SPEC 3 brand config: kept in session and local storage). */
  merchantCode: 'necessary',
  /**
   * cookie: the user name for 1 day, only when the player ticks remember me (SPEC 9; the tick is
   * the consent). The local entry of that name (earlier versions) is only removed.
   */
  rememberedUser: 'necessary',
  /** session, gameMenus:<language>: the game vendor list of this tab (SPEC 4), flushed at logout. */
  gameMenus: 'necessary',
  /** session: the announcement popups the player closed in this tab (SPEC 4), so they stay closed. */
  popupMarkers: 'necessary',
  /** local: the language picked (SPEC 3 lang). */
  lang: 'preference',
  /** local: the language before the last switch (SPEC 3 hisLang). */
  hisLang: 'preference',
  /** local: dark or light (SPEC 1). */
  theme: 'preference',
  /** local: whether the header masks the balance (SPEC 4). */
  balanceHidden: 'preference',
  /** local: the jackpot figure last seen (SPEC 9). */
  jackpot: 'preference',
  /** local: the header search's recent searches (the last 5, newest first). */
  [RECENT_SEARCHES_KEY]: 'preference',
  /** local: a tester's pseudo-localisation switch (src/i18n/pseudo.ts), set by hand; the app only reads it. */
  pseudoLocale: 'preference',
} as const satisfies Record<string, StoragePurpose>;

/** Keys written with a suffix after a colon (`gameMenus:HI`), with their registry entry's purpose. */
const PREFIXES: readonly string[] = ['gameMenus'];

/**
 * The purpose of a key as written. A key the registry does not know is a preference: what nobody
 * has classified is not written before the player allows it.
 */
export function purposeOf(key: string): StoragePurpose {
  const registry: Record<string, StoragePurpose> = STORAGE_KEYS;
  const name = Object.hasOwn(registry, key) ? key : (key.split(':')[0] ?? '');
  return (name === key || PREFIXES.includes(name)) && Object.hasOwn(registry, name) ? (registry[name] as StoragePurpose) : 'preference';
}

/** Every preference key: what refusing preferences removes. */
export const PREFERENCE_KEYS: readonly string[] = Object.keys(STORAGE_KEYS).filter((key) => purposeOf(key) === 'preference');

/**
 * The player's answer to the notice: everything, only what is necessary, or chosen in the
 * settings dialog (with or without preferences).
 */
export const CONSENT_CHOICES = ['all', 'necessary', 'custom:preferences', 'custom:necessary'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The stored choice, or null for a first visit (nothing stored, or something this version does not know). */
export const parseConsent = (stored: string | null | undefined): ConsentChoice | null =>
  CONSENT_CHOICES.includes(stored as ConsentChoice) ? (stored as ConsentChoice) : null;
