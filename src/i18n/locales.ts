/** Platform language codes (SPEC 9) and the BCP 47 locales of the UI catalogues. */
export const UI_LOCALES = { HI: 'hi', EN: 'en' } as const;
export type PlatformLanguage = keyof typeof UI_LOCALES;
export const SUPPORTED_LANGUAGES = Object.keys(UI_LOCALES) as PlatformLanguage[];
export const DEFAULT_LANGUAGE: PlatformLanguage = 'HI';

export const isSupportedLanguage = (code: string | null | undefined): code is PlatformLanguage => code != null && code in UI_LOCALES;

/** Each language's own name, shown in the selector whatever the current language is. */
export const LANGUAGE_NAMES: Record<PlatformLanguage, string> = { HI: 'हिन्दी', EN: 'English' };

/** SPEC 3: the language setting is kept in local storage under lang and hisLang. */
export const LANGUAGE_STORAGE = { current: 'lang', previous: 'hisLang' } as const;

export function readStoredLanguage(): PlatformLanguage {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE.current);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(next: PlatformLanguage, previous: PlatformLanguage) {
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE.current, next);
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE.previous, previous);
}
