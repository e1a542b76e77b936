/**
 * The languages the platform can serve (SPEC 1 and 9: about 35 to 40), one entry each: its
 * platform code (what the Language header and the merchant settings say), the BCP 47 tag of its UI
 * catalogue, its own name (the language picker shows every name in its own language), the writing
 * direction and script, the font family that draws the script, the Intl locale for numbers and
 * dates (its region: where its players are), and the caption code a YouTube player takes (SPEC 9:
 * EN en, TY tl, CN zh, VI vi, TH th). A merchant offers a subset of them (the demo merchant HI and EN).
 */
import { intlLocaleOf } from './intlLocales';

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
  EN: { tag: 'en', nativeName: 'English', ...LATIN, intlLocale: intlLocaleOf('en'), caption: 'en' },
  HI: { tag: 'hi', nativeName: 'हिन्दी', dir: 'ltr', script: 'Deva', font: 'Noto Sans Devanagari', intlLocale: intlLocaleOf('hi'), caption: 'hi' },
  BN: { tag: 'bn', nativeName: 'বাংলা', dir: 'ltr', script: 'Beng', font: 'Noto Sans Bengali', intlLocale: intlLocaleOf('bn'), caption: 'bn' },
  TW: { tag: 'zh-Hant', nativeName: '繁體中文', dir: 'ltr', script: 'Hant', font: 'Noto Sans TC', intlLocale: intlLocaleOf('zh-Hant'), caption: 'zh-TW' },
  CN: { tag: 'zh-Hans', nativeName: '简体中文', dir: 'ltr', script: 'Hans', font: 'Noto Sans SC', intlLocale: intlLocaleOf('zh-Hans'), caption: 'zh' },
  TY: { tag: 'fil', nativeName: 'Filipino', ...LATIN, intlLocale: intlLocaleOf('fil'), caption: 'tl' },
  VI: { tag: 'vi', nativeName: 'Tiếng Việt', ...LATIN, intlLocale: intlLocaleOf('vi'), caption: 'vi' },
  TH: { tag: 'th', nativeName: 'ไทย', dir: 'ltr', script: 'Thai', font: 'Noto Sans Thai', intlLocale: intlLocaleOf('th'), caption: 'th' },
  ID: { tag: 'id', nativeName: 'Bahasa Indonesia', ...LATIN, intlLocale: intlLocaleOf('id'), caption: 'id' },
  MS: { tag: 'ms', nativeName: 'Bahasa Melayu', ...LATIN, intlLocale: intlLocaleOf('ms'), caption: 'ms' },
  MY: { tag: 'my', nativeName: 'မြန်မာ', dir: 'ltr', script: 'Mymr', font: 'Noto Sans Myanmar', intlLocale: intlLocaleOf('my'), caption: 'my' },
  KM: { tag: 'km', nativeName: 'ខ្មែរ', dir: 'ltr', script: 'Khmr', font: 'Noto Sans Khmer', intlLocale: intlLocaleOf('km'), caption: 'km' },
  LO: { tag: 'lo', nativeName: 'ລາວ', dir: 'ltr', script: 'Laoo', font: 'Noto Sans Lao', intlLocale: intlLocaleOf('lo'), caption: 'lo' },
  JA: { tag: 'ja', nativeName: '日本語', dir: 'ltr', script: 'Jpan', font: 'Noto Sans JP', intlLocale: intlLocaleOf('ja'), caption: 'ja' },
  KO: { tag: 'ko', nativeName: '한국어', dir: 'ltr', script: 'Kore', font: 'Noto Sans KR', intlLocale: intlLocaleOf('ko'), caption: 'ko' },
  TA: { tag: 'ta', nativeName: 'தமிழ்', dir: 'ltr', script: 'Taml', font: 'Noto Sans Tamil', intlLocale: intlLocaleOf('ta'), caption: 'ta' },
  TE: { tag: 'te', nativeName: 'తెలుగు', dir: 'ltr', script: 'Telu', font: 'Noto Sans Telugu', intlLocale: intlLocaleOf('te'), caption: 'te' },
  KN: { tag: 'kn', nativeName: 'ಕನ್ನಡ', dir: 'ltr', script: 'Knda', font: 'Noto Sans Kannada', intlLocale: intlLocaleOf('kn'), caption: 'kn' },
  ML: { tag: 'ml', nativeName: 'മലയാളം', dir: 'ltr', script: 'Mlym', font: 'Noto Sans Malayalam', intlLocale: intlLocaleOf('ml'), caption: 'ml' },
  MR: { tag: 'mr', nativeName: 'मराठी', dir: 'ltr', script: 'Deva', font: 'Noto Sans Devanagari', intlLocale: intlLocaleOf('mr'), caption: 'mr' },
  GU: { tag: 'gu', nativeName: 'ગુજરાતી', dir: 'ltr', script: 'Gujr', font: 'Noto Sans Gujarati', intlLocale: intlLocaleOf('gu'), caption: 'gu' },
  PA: { tag: 'pa', nativeName: 'ਪੰਜਾਬੀ', dir: 'ltr', script: 'Guru', font: 'Noto Sans Gurmukhi', intlLocale: intlLocaleOf('pa'), caption: 'pa' },
  UR: { tag: 'ur', nativeName: 'اردو', dir: 'rtl', script: 'Arab', font: 'Noto Nastaliq Urdu', intlLocale: intlLocaleOf('ur'), caption: 'ur' },
  NE: { tag: 'ne', nativeName: 'नेपाली', dir: 'ltr', script: 'Deva', font: 'Noto Sans Devanagari', intlLocale: intlLocaleOf('ne'), caption: 'ne' },
  SI: { tag: 'si', nativeName: 'සිංහල', dir: 'ltr', script: 'Sinh', font: 'Noto Sans Sinhala', intlLocale: intlLocaleOf('si'), caption: 'si' },
  AR: { tag: 'ar', nativeName: 'العربية', dir: 'rtl', script: 'Arab', font: 'Noto Sans Arabic', intlLocale: intlLocaleOf('ar'), caption: 'ar' },
  FA: { tag: 'fa', nativeName: 'فارسی', dir: 'rtl', script: 'Arab', font: 'Noto Sans Arabic', intlLocale: intlLocaleOf('fa'), caption: 'fa' },
  HE: { tag: 'he', nativeName: 'עברית', dir: 'rtl', script: 'Hebr', font: 'Noto Sans Hebrew', intlLocale: intlLocaleOf('he'), caption: 'he' },
  TR: { tag: 'tr', nativeName: 'Türkçe', ...LATIN, intlLocale: intlLocaleOf('tr'), caption: 'tr' },
  RU: { tag: 'ru', nativeName: 'Русский', dir: 'ltr', script: 'Cyrl', font: 'Inter', intlLocale: intlLocaleOf('ru'), caption: 'ru' },
  PT: { tag: 'pt-BR', nativeName: 'Português (Brasil)', ...LATIN, intlLocale: intlLocaleOf('pt-BR'), caption: 'pt' },
  ES: { tag: 'es', nativeName: 'Español', ...LATIN, intlLocale: intlLocaleOf('es'), caption: 'es' },
  FR: { tag: 'fr', nativeName: 'Français', ...LATIN, intlLocale: intlLocaleOf('fr'), caption: 'fr' },
  DE: { tag: 'de', nativeName: 'Deutsch', ...LATIN, intlLocale: intlLocaleOf('de'), caption: 'de' },
  IT: { tag: 'it', nativeName: 'Italiano', ...LATIN, intlLocale: intlLocaleOf('it'), caption: 'it' },
  PL: { tag: 'pl', nativeName: 'Polski', ...LATIN, intlLocale: intlLocaleOf('pl'), caption: 'pl' },
} as const satisfies Record<string, Language>;

export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];

export const isLanguageCode = (code: string | null | undefined): code is LanguageCode => code != null && Object.hasOwn(LANGUAGES, code);

/** The language whose UI catalogue has this tag (the active catalogue's locale), or null. */
export const languageOfTag = (tag: string): LanguageCode | null => LANGUAGE_CODES.find((code) => LANGUAGES[code].tag === tag) ?? null;

/** The caption code for the active catalogue's tag (English captions when the tag is not in the registry). */
export const captionOfTag = (tag: string): string => LANGUAGES[languageOfTag(tag) ?? 'EN'].caption;
