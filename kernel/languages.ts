/**
 * The languages the platform can serve (SPEC 1 and 9: about 35 to 40), one entry each: its
 * platform code (what the Language header and the merchant settings say), the BCP 47 tag of its UI
 * catalogue, its own name (the language picker shows every name in its own language), the writing
 * direction and script, the font family that draws the script, the Intl locale for numbers and
 * dates (its region: where its players are), and the caption code a YouTube player takes (SPEC 9:
 * EN en, TY tl, CN zh, VI vi, TH th). A merchant offers a subset of them (the demo merchant HI and EN).
 */
import { INTL_LOCALES } from './intlLocales';

export type LanguageDirection = 'ltr' | 'rtl';
export type Language = {
  /** BCP 47 tag of the UI catalogue and of the document's lang attribute. */
  tag: string;
  nativeName: string;
  dir: LanguageDirection;
  /** ISO 15924 script code. */
  script: string;
  /** The font family that covers the script (Inter for Latin and Cyrillic, a Noto family for the others). */
  font: string;
  /** The Intl locale numbers, amounts and dates are written in (kernel/intlLocales.ts, which the first screen's formatter reads: digits pinned where the language has its own). */
  intlLocale: string;
  /** The language code YouTube's captions take (cc_lang_pref). */
  caption: string;
};

const LATIN = { dir: 'ltr', script: 'Latn', font: 'Inter' } as const;

export const LANGUAGES = {
  EN: { tag: 'en', nativeName: 'English', ...LATIN, intlLocale: INTL_LOCALES.en, caption: 'en' },
  HI: { tag: 'hi', nativeName: 'हिन्दी', dir: 'ltr', script: 'Deva', font: 'Noto Sans Devanagari', intlLocale: INTL_LOCALES.hi, caption: 'hi' },
  BN: { tag: 'bn', nativeName: 'বাংলা', dir: 'ltr', script: 'Beng', font: 'Noto Sans Bengali', intlLocale: INTL_LOCALES.bn, caption: 'bn' },
  TW: { tag: 'zh-Hant', nativeName: '繁體中文', dir: 'ltr', script: 'Hant', font: 'Noto Sans TC', intlLocale: INTL_LOCALES['zh-Hant'], caption: 'zh-TW' },
  CN: { tag: 'zh-Hans', nativeName: '简体中文', dir: 'ltr', script: 'Hans', font: 'Noto Sans SC', intlLocale: INTL_LOCALES['zh-Hans'], caption: 'zh' },
  TY: { tag: 'fil', nativeName: 'Filipino', ...LATIN, intlLocale: INTL_LOCALES.fil, caption: 'tl' },
  VI: { tag: 'vi', nativeName: 'Tiếng Việt', ...LATIN, intlLocale: INTL_LOCALES.vi, caption: 'vi' },
  TH: { tag: 'th', nativeName: 'ไทย', dir: 'ltr', script: 'Thai', font: 'Noto Sans Thai', intlLocale: INTL_LOCALES.th, caption: 'th' },
  ID: { tag: 'id', nativeName: 'Bahasa Indonesia', ...LATIN, intlLocale: INTL_LOCALES.id, caption: 'id' },
  MS: { tag: 'ms', nativeName: 'Bahasa Melayu', ...LATIN, intlLocale: INTL_LOCALES.ms, caption: 'ms' },
  MY: { tag: 'my', nativeName: 'မြန်မာ', dir: 'ltr', script: 'Mymr', font: 'Noto Sans Myanmar', intlLocale: INTL_LOCALES.my, caption: 'my' },
  KM: { tag: 'km', nativeName: 'ខ្មែរ', dir: 'ltr', script: 'Khmr', font: 'Noto Sans Khmer', intlLocale: INTL_LOCALES.km, caption: 'km' },
  LO: { tag: 'lo', nativeName: 'ລາວ', dir: 'ltr', script: 'Laoo', font: 'Noto Sans Lao', intlLocale: INTL_LOCALES.lo, caption: 'lo' },
  JA: { tag: 'ja', nativeName: '日本語', dir: 'ltr', script: 'Jpan', font: 'Noto Sans JP', intlLocale: INTL_LOCALES.ja, caption: 'ja' },
  KO: { tag: 'ko', nativeName: '한국어', dir: 'ltr', script: 'Kore', font: 'Noto Sans KR', intlLocale: INTL_LOCALES.ko, caption: 'ko' },
  TA: { tag: 'ta', nativeName: 'தமிழ்', dir: 'ltr', script: 'Taml', font: 'Noto Sans Tamil', intlLocale: INTL_LOCALES.ta, caption: 'ta' },
  TE: { tag: 'te', nativeName: 'తెలుగు', dir: 'ltr', script: 'Telu', font: 'Noto Sans Telugu', intlLocale: INTL_LOCALES.te, caption: 'te' },
  KN: { tag: 'kn', nativeName: 'ಕನ್ನಡ', dir: 'ltr', script: 'Knda', font: 'Noto Sans Kannada', intlLocale: INTL_LOCALES.kn, caption: 'kn' },
  ML: { tag: 'ml', nativeName: 'മലയാളം', dir: 'ltr', script: 'Mlym', font: 'Noto Sans Malayalam', intlLocale: INTL_LOCALES.ml, caption: 'ml' },
  MR: { tag: 'mr', nativeName: 'मराठी', dir: 'ltr', script: 'Deva', font: 'Noto Sans Devanagari', intlLocale: INTL_LOCALES.mr, caption: 'mr' },
  GU: { tag: 'gu', nativeName: 'ગુજરાતી', dir: 'ltr', script: 'Gujr', font: 'Noto Sans Gujarati', intlLocale: INTL_LOCALES.gu, caption: 'gu' },
  PA: { tag: 'pa', nativeName: 'ਪੰਜਾਬੀ', dir: 'ltr', script: 'Guru', font: 'Noto Sans Gurmukhi', intlLocale: INTL_LOCALES.pa, caption: 'pa' },
  UR: { tag: 'ur', nativeName: 'اردو', dir: 'rtl', script: 'Arab', font: 'Noto Nastaliq Urdu', intlLocale: INTL_LOCALES.ur, caption: 'ur' },
  NE: { tag: 'ne', nativeName: 'नेपाली', dir: 'ltr', script: 'Deva', font: 'Noto Sans Devanagari', intlLocale: INTL_LOCALES.ne, caption: 'ne' },
  SI: { tag: 'si', nativeName: 'සිංහල', dir: 'ltr', script: 'Sinh', font: 'Noto Sans Sinhala', intlLocale: INTL_LOCALES.si, caption: 'si' },
  AR: { tag: 'ar', nativeName: 'العربية', dir: 'rtl', script: 'Arab', font: 'Noto Sans Arabic', intlLocale: INTL_LOCALES.ar, caption: 'ar' },
  FA: { tag: 'fa', nativeName: 'فارسی', dir: 'rtl', script: 'Arab', font: 'Noto Sans Arabic', intlLocale: INTL_LOCALES.fa, caption: 'fa' },
  HE: { tag: 'he', nativeName: 'עברית', dir: 'rtl', script: 'Hebr', font: 'Noto Sans Hebrew', intlLocale: INTL_LOCALES.he, caption: 'he' },
  TR: { tag: 'tr', nativeName: 'Türkçe', ...LATIN, intlLocale: INTL_LOCALES.tr, caption: 'tr' },
  RU: { tag: 'ru', nativeName: 'Русский', dir: 'ltr', script: 'Cyrl', font: 'Inter', intlLocale: INTL_LOCALES.ru, caption: 'ru' },
  PT: { tag: 'pt-BR', nativeName: 'Português (Brasil)', ...LATIN, intlLocale: INTL_LOCALES['pt-BR'], caption: 'pt' },
  ES: { tag: 'es', nativeName: 'Español', ...LATIN, intlLocale: INTL_LOCALES.es, caption: 'es' },
  FR: { tag: 'fr', nativeName: 'Français', ...LATIN, intlLocale: INTL_LOCALES.fr, caption: 'fr' },
  DE: { tag: 'de', nativeName: 'Deutsch', ...LATIN, intlLocale: INTL_LOCALES.de, caption: 'de' },
  IT: { tag: 'it', nativeName: 'Italiano', ...LATIN, intlLocale: INTL_LOCALES.it, caption: 'it' },
  PL: { tag: 'pl', nativeName: 'Polski', ...LATIN, intlLocale: INTL_LOCALES.pl, caption: 'pl' },
} as const satisfies Record<string, Language>;

export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];

export const isLanguageCode = (code: string | null | undefined): code is LanguageCode => code != null && Object.hasOwn(LANGUAGES, code);

/** The language whose UI catalogue has this tag (the active catalogue's locale), or null. */
export const languageOfTag = (tag: string): LanguageCode | null => LANGUAGE_CODES.find((code) => LANGUAGES[code].tag === tag) ?? null;

/** The caption code for the active catalogue's tag (English captions when the tag is not in the registry). */
export const captionOfTag = (tag: string): string => LANGUAGES[languageOfTag(tag) ?? 'EN'].caption;
