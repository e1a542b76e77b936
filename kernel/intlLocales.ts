/**
 * The Intl locale of each language, numbers, amounts and dates are written in: its region (where
 * its players are) and, for a language written with its own digits, those digits. Each begins with
 * the tag of the language's UI catalogue (what Lingui's i18n.locale holds), which finds it. The
 * registry (kernel/languages.ts) takes its intlLocale from here and the formatter (kernel/format.ts)
 * maps the active catalogue through it: a list of its own, kept short, because the lobby's first
 * screen writes amounts and its entry chunk cannot carry the whole registry (native names, fonts).
 *
 * Digits: each locale's default numbering system in CLDR, pinned so that a browser whose ICU is
 * older or newer writes the same. Native digits for Bengali (beng), Marathi and Nepali (deva),
 * Burmese (mymr) and Persian (arabext), whose CLDR default is their script's digits; Latin digits
 * (latn) for every other language, whose locale defaults to them: Hindi and the other Indian
 * languages, Thai, Urdu in Pakistan, and Arabic in the UAE (ar-AE defaults to latn in current CLDR,
 * ICU 78 resolves it so, while an older ICU wrote Arabic-Indic digits there).
 */
const INTL_LOCALES = (
  'en-IN hi-IN bn-BD-u-nu-beng zh-Hant-TW zh-Hans-CN fil-PH vi-VN th-TH id-ID ms-MY my-MM-u-nu-mymr km-KH lo-LA ' +
  'ja-JP ko-KR ta-IN te-IN kn-IN ml-IN mr-IN-u-nu-deva gu-IN pa-IN ur-PK ne-NP-u-nu-deva si-LK ar-AE fa-IR-u-nu-arabext ' +
  'he-IL tr-TR ru-RU pt-BR es-ES fr-FR de-DE it-IT pl-PL'
).split(' ');

/** The Intl locale of the language whose UI catalogue has this tag (English's, en-IN, for a tag not in the list). */
export const intlLocaleOf = (tag: string): string => INTL_LOCALES.find((locale) => locale === tag || locale.startsWith(`${tag}-`)) ?? 'en-IN';

/** The same with its digits always pinned: Latin digits unless the locale names its own. */
export function intlLocaleOfTag(tag: string): string {
  const locale = intlLocaleOf(tag);
  return locale.includes('-u-nu-') ? locale : `${locale}-u-nu-latn`;
}
