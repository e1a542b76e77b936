/**
 * The language registry as the catalogues load it (a chunk of its own, fetched for a language other
 * than HI and EN), with the style sheets of the scripts too large for the entry's style sheet.
 */
export { isLanguageCode, LANGUAGES } from '../../kernel/languages';

/**
 * The @font-face rules of a script too large for the entry's style sheet (Noto Sans TC's, SC's, JP's
 * and KR's slices: 30 to 60 KB of unicode-ranges each), loaded beside the catalogue of the language
 * written in it.
 */
const SCRIPT_STYLES: Record<string, () => Promise<unknown>> = {
  'zh-Hant': () => import('../styles/fonts-hant.css'),
  'zh-Hans': () => import('../styles/fonts-hans.css'),
  ja: () => import('../styles/fonts-ja.css'),
  ko: () => import('../styles/fonts-ko.css'),
};
export const scriptStyles = (tag: string): Promise<unknown> | undefined => SCRIPT_STYLES[tag]?.();

/**
 * CLDR's dates (FormatJS's locale data, a chunk each) of the languages a browser's Intl may lack:
 * Chromium's ICU has no Burmese, Khmer, Lao, Nepali or Sinhala dates (it writes 'Nov 29, 2026', as
 * en-US does) and no Punjabi month names ('2026 M11 29'). Loaded beside the catalogue, and used
 * only where the browser's own dates are not the language's (dateFallback.ts).
 */
const DATE_DATA: Record<string, () => Promise<unknown>> = {
  my: () => import('@formatjs/intl-datetimeformat/locale-data/my.js'),
  km: () => import('@formatjs/intl-datetimeformat/locale-data/km.js'),
  lo: () => import('@formatjs/intl-datetimeformat/locale-data/lo.js'),
  ne: () => import('@formatjs/intl-datetimeformat/locale-data/ne.js'),
  si: () => import('@formatjs/intl-datetimeformat/locale-data/si.js'),
  pa: () => import('@formatjs/intl-datetimeformat/locale-data/pa.js'),
};
export const DATE_DATA_TAGS = Object.keys(DATE_DATA);
export function datesOf(tag: string): Promise<unknown> | undefined {
  const loadData = DATE_DATA[tag];
  // Dates that cannot be loaded leave the browser's own: the language still changes.
  return loadData && import('./dateFallback').then((fallback) => fallback.provideDatesIfMissing(tag, loadData)).catch(() => undefined);
}

/** Every other catalogue's strings, by its folder under locales/ (each its own chunk). */
export const messagesOf = async (catalogue: string) => (await import(`../../locales/${catalogue}/messages.po`)).messages;
export const areaMessagesOf = async (catalogue: string) => (await import(`../../locales/${catalogue}/areas.po`)).messages;
