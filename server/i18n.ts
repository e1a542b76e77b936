/**
 * The two languages this merchant serves (SPEC 1: HI and EN, default HI). Every text the backend
 * writes itself (messages, titles) exists in both; unknown Language headers fall back to HI.
 */
export const LANGUAGES = ['HI', 'EN'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = 'HI';

export function resolveLanguage(header: string | undefined | null): Lang {
  const code = header?.trim().toUpperCase();
  return LANGUAGES.find((lang) => lang === code) ?? DEFAULT_LANGUAGE;
}

/** A text in both languages. */
export type Localised = { readonly EN: string; readonly HI: string };

export const localise = (text: Localised, lang: Lang): string => text[lang];
