import { writeStored } from '../platform/storage';

/**
 * The languages with a UI catalogue of their own (locales/), by platform code (SPEC 9), and their
 * BCP 47 locales. Any other registry language (kernel/languages.ts) the merchant offers shows the
 * catalogue of Lingui's fallbackLocales default (lingui.config.ts), English, under its own tag.
 */
export const UI_LOCALES = { HI: 'hi', EN: 'en' } as const;
export type PlatformLanguage = keyof typeof UI_LOCALES;
export const SUPPORTED_LANGUAGES = Object.keys(UI_LOCALES) as PlatformLanguage[];
export const DEFAULT_LANGUAGE: PlatformLanguage = 'HI';
/**
 * The UI catalogues there are (locales/<tag>/, lingui.config.ts's locales): a registry language
 * whose tag is here shows its own strings. Each is complete: npm run i18n:check holds them to English.
 */
export const OWN_CATALOGUES: readonly string[] = [
  'hi',
  'en',
  'ar',
  'th',
  'ru',
  'ta',
  'my',
  'es',
  'fr',
  'de',
  'pt-BR',
  'it',
  'id',
  'ms',
  'fil',
  'zh-Hant',
  'vi',
  'tr',
  'pl',
  'mr',
  'fa',
  'zh-Hans',
  'bn',
  'ne',
  'ur',
  'ja',
  'ko',
  'he',
  'te',
  'ml',
  'kn',
  'gu',
  'pa',
  'si',
  'km',
  'lo',
];
/** lingui.config.ts fallbackLocales.default: the catalogue of a language that has none of its own. */
export const FALLBACK_CATALOGUE = 'en';

export const isSupportedLanguage = (code: string | null | undefined): code is PlatformLanguage => code != null && code in UI_LOCALES;

/** Each language's own name, shown in the selector whatever the current language is. */
export const LANGUAGE_NAMES: Record<PlatformLanguage, string> = { HI: 'हिन्दी', EN: 'English' };

/** SPEC 3: the language setting is kept in local storage under lang and hisLang. */
export const LANGUAGE_STORAGE = { current: 'lang', previous: 'hisLang' } as const;

/**
 * The language the visitor picked in this browser, if any: a platform code (two capitals), which
 * the language machine checks against the merchant's set once its settings arrive.
 */
export function readStoredLanguage(): string | null {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE.current) ?? null;
  return stored !== null && /^[A-Z]{2}$/.test(stored) ? stored : null;
}

export function storeLanguage(next: string, previous: string) {
  writeStored('local', LANGUAGE_STORAGE.current, next);
  writeStored('local', LANGUAGE_STORAGE.previous, previous);
}
