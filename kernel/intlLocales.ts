import { knowIntlLocales, knowNumberStandIns } from './amountFormat';

/**
 * The Intl locale of each language, by the tag of its UI catalogue (what Lingui's i18n.locale
 * holds): its region (where its players are) and, for a language written with its own digits,
 * those digits. The registry (kernel/languages.ts) takes its intlLocale from here, and the
 * formatter (kernel/format.ts, kernel/amountFormat.ts) maps the active catalogue through it.
 *
 * Digits: each locale's default numbering system in CLDR, pinned so that a browser whose ICU is
 * older or newer writes the same. Native digits for Bengali (beng), Marathi and Nepali (deva),
 * Burmese (mymr) and Persian (arabext), whose CLDR default is their script's digits; Latin digits
 * (latn) for every other language, whose locale defaults to them: Hindi and the other Indian
 * languages, Thai, Urdu in Pakistan, and Arabic in the UAE (ar-AE defaults to latn in current CLDR,
 * ICU 78 resolves it so, while an older ICU wrote Arabic-Indic digits there).
 */
export const INTL_LOCALES = {
  en: 'en-IN',
  hi: 'hi-IN',
  bn: 'bn-BD-u-nu-beng',
  'zh-Hant': 'zh-TW',
  'zh-Hans': 'zh-CN',
  fil: 'fil-PH',
  vi: 'vi-VN',
  th: 'th-TH',
  id: 'id-ID',
  ms: 'ms-MY',
  my: 'my-MM-u-nu-mymr',
  km: 'km-KH',
  lo: 'lo-LA',
  ja: 'ja-JP',
  ko: 'ko-KR',
  ta: 'ta-IN',
  te: 'te-IN',
  kn: 'kn-IN',
  ml: 'ml-IN',
  mr: 'mr-IN-u-nu-deva',
  gu: 'gu-IN',
  pa: 'pa-IN',
  ur: 'ur-PK',
  ne: 'ne-NP-u-nu-deva',
  si: 'si-LK',
  ar: 'ar-AE',
  fa: 'fa-IR-u-nu-arabext',
  he: 'he-IL',
  tr: 'tr-TR',
  ru: 'ru-RU',
  'pt-BR': 'pt-BR',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pl: 'pl-PL',
} as const;

/** A locale with its digits always pinned: Latin digits unless it names its own. */
export const withDigits = (locale: string) => (locale.includes('-u-nu-') ? locale : `${locale}-u-nu-latn`);

knowIntlLocales(Object.entries(INTL_LOCALES).map(([tag, locale]) => [tag, withDigits(locale)]));

/**
 * How CLDR writes 1234567.5 (NUMBER_SAMPLE) in the languages whose number data a browser's ICU may lack, and a
 * locale every ICU has that writes it the same (digits, grouping, separators, percent). Chromium's
 * ICU has no Burmese, Lao or Nepali numbers and no Punjabi grouping: it wrote '1,234,567.5' for
 * all four. Khmer and Sinhala write numbers as English does, so English's fallback is already right.
 * Lao's stand-in is Indonesian, whose short forms ('1,2 jt') are not Lao's: where a stand-in writes, a chart's axis gets
 * its figures whole (kernel/amountFormat.ts numberFormat).
 */
/** A locale every ICU has that writes a language's numbers as CLDR does, and CLDR's writing of NUMBER_SAMPLE in that language. */
export type NumberStandIn = { cldr: string; standIn: string };

export const NUMBER_STAND_INS: Readonly<Record<string, NumberStandIn>> = {
  [withDigits(INTL_LOCALES.my)]: { cldr: '၁,၂၃၄,၅၆၇.၅', standIn: 'en-u-nu-mymr' },
  [withDigits(INTL_LOCALES.ne)]: { cldr: '१२,३४,५६७.५', standIn: 'en-IN-u-nu-deva' },
  [withDigits(INTL_LOCALES.pa)]: { cldr: '12,34,567.5', standIn: 'en-IN-u-nu-latn' },
  [withDigits(INTL_LOCALES.lo)]: { cldr: '1.234.567,5', standIn: 'id-ID-u-nu-latn' },
};

/** The number a stand-in is judged by. */
const NUMBER_SAMPLE = 1234567.5;
const writeWithRuntime = (locale: string) => new Intl.NumberFormat(locale).format(NUMBER_SAMPLE);

/** Whether a runtime (`write`) needs the stand-in: it writes the locale's sample unlike CLDR, and the stand-in's like CLDR. */
export function needsStandIn(locale: string, { cldr, standIn }: NumberStandIn, write: (locale: string) => string = writeWithRuntime): boolean {
  return write(locale) !== cldr && write(standIn) === cldr;
}

/** The locale this runtime writes a locale's numbers with, judged once per table of stand-ins, at the locale's first number. */
const judged = new WeakMap<object, Map<string, string>>();
export function numberLocaleOf(locale: string, standIns: Readonly<Record<string, NumberStandIn>> = NUMBER_STAND_INS): string {
  let table = judged.get(standIns);
  if (!table) {
    table = new Map();
    judged.set(standIns, table);
  }
  let chosen = table.get(locale);
  if (chosen === undefined) {
    const candidate = standIns[locale];
    chosen = candidate && needsStandIn(locale, candidate) ? candidate.standIn : locale;
    table.set(locale, chosen);
  }
  return chosen;
}

knowNumberStandIns((locale) => numberLocaleOf(locale));
