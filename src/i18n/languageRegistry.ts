/**
 * The language registry as the catalogues load it (a chunk of its own, fetched for a language other
 * than HI and EN), with the style sheets of the scripts too large for the entry's style sheet.
 */
export { isLanguageCode, LANGUAGES } from '../../kernel/languages';

/**
 * The @font-face rules of a script too large for the entry's style sheet (Noto Sans TC's slices:
 * 38 KB of unicode-ranges), loaded beside the catalogue of the language written in it.
 */
export const scriptStyles = (tag: string): Promise<unknown> | undefined => (tag === 'zh-Hant' ? import('../styles/fonts-hant.css') : undefined);

/** Every other catalogue's strings, by its folder under locales/ (each its own chunk). */
export const messagesOf = async (catalogue: string) => (await import(`../../locales/${catalogue}/messages.po`)).messages;
export const areaMessagesOf = async (catalogue: string) => (await import(`../../locales/${catalogue}/areas.po`)).messages;
