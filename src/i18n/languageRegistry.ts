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

/** Every other catalogue's strings, by its folder under locales/ (each its own chunk). */
export const messagesOf = async (catalogue: string) => (await import(`../../locales/${catalogue}/messages.po`)).messages;
export const areaMessagesOf = async (catalogue: string) => (await import(`../../locales/${catalogue}/areas.po`)).messages;
