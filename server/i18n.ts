import { isLanguageCode } from '../kernel/languages';

/**
 * The two languages the backend writes its own texts in (SPEC 1: the demo merchant's HI and EN,
 * default HI). Every text the backend writes itself (messages, titles) exists in both. The
 * Language header may name any registry language (kernel/languages.ts, issue 25): one the backend
 * has no texts in is answered in English; a missing or unknown header means the merchant's default, HI.
 */
export const LANGUAGES = ['HI', 'EN'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = 'HI';
/** The texts a registry language without texts of its own is answered in. */
export const FALLBACK_LANGUAGE: Lang = 'EN';

export function resolveLanguage(header: string | undefined | null): Lang {
  const code = header?.trim().toUpperCase();
  const served = LANGUAGES.find((lang) => lang === code);
  if (served) return served;
  return isLanguageCode(code) ? FALLBACK_LANGUAGE : DEFAULT_LANGUAGE;
}

/** A text in both languages. */
export type Localised = { readonly EN: string; readonly HI: string };

export const localise = (text: Localised, lang: Lang): string => text[lang];
