import { i18n } from '@lingui/core';
import { FALLBACK_CATALOGUE, isSupportedLanguage, OWN_CATALOGUES, UI_LOCALES } from './locales';

/**
 * How a language is shown: the tag of the document's lang attribute and of Lingui's locale (so
 * captions and Intl follow the language), its writing direction, and the catalogue its strings
 * come from (its own, or the fallback one).
 */
type Shown = {
  tag: string;
  dir: 'ltr' | 'rtl';
  catalogue: string;
  /** Its script's style sheet, when it has one of its own (languageRegistry.ts scriptStyles). */
  styles?: Promise<unknown>;
  /** Its dates from CLDR, where the browser may lack them (languageRegistry.ts datesOf). */
  dates?: Promise<unknown>;
};
const FALLBACK: Shown = { tag: FALLBACK_CATALOGUE, dir: 'ltr', catalogue: FALLBACK_CATALOGUE };

/** The languages whose catalogue is loaded, and the one shown. */
const loaded = new Map<string, Shown>();
let active: Shown = FALLBACK;
/** Whether an area has asked for the areas' catalogue: from then on a language change loads it too. */
let areasWanted = false;
/** The first language asked for, until one is shown: an area asking before then wants its strings. */
let firstShown: Promise<Shown> | null = null;
let anyShown = false;

/**
 * HI and EN are known without the registry; any other language is looked up in it (its own chunk,
 * kept out of the first screen). A code the registry does not know is shown as the fallback.
 */
async function shownOf(language: string): Promise<Shown> {
  if (isSupportedLanguage(language)) return { tag: UI_LOCALES[language], dir: 'ltr', catalogue: UI_LOCALES[language] };
  const { datesOf, isLanguageCode, LANGUAGES, scriptStyles } = await import('./languageRegistry');
  if (!isLanguageCode(language)) return FALLBACK;
  const { tag, dir } = LANGUAGES[language];
  return { tag, dir, catalogue: OWN_CATALOGUES.includes(tag) ? tag : FALLBACK_CATALOGUE, styles: scriptStyles(tag), dates: datesOf(tag) };
}

/**
 * A catalogue's compiled strings. The first screen's languages, HI and EN, are named here; every
 * other catalogue is found through the registry's chunk, so the entry does not carry an address
 * for each of the thirty-six languages' two catalogues (it grew by 1 KB when they came).
 */
const messagesOf = async (catalogue: string) => {
  if (catalogue === UI_LOCALES.HI) return (await import('../../locales/hi/messages.po')).messages;
  if (catalogue === UI_LOCALES.EN) return (await import('../../locales/en/messages.po')).messages;
  return (await import('./languageRegistry')).messagesOf(catalogue);
};
const areaMessagesOf = async (catalogue: string) => {
  if (catalogue === UI_LOCALES.HI) return (await import('../../locales/hi/areas.po')).messages;
  if (catalogue === UI_LOCALES.EN) return (await import('../../locales/en/areas.po')).messages;
  return (await import('./languageRegistry')).areaMessagesOf(catalogue);
};

const loadAreas = async (shown: Shown) => {
  i18n.load(shown.tag, await areaMessagesOf(shown.catalogue));
};

/**
 * Loads the UI catalogue of a language (its own chunk) ready to activate: the strings of the lobby,
 * the layout and the popups, and the lazy areas' strings too once an area has been opened. A
 * language without a catalogue of its own gets the fallback catalogue's strings under its own tag.
 */
export async function loadCatalogue(language: string) {
  const asked = shownOf(language);
  firstShown ??= asked;
  const shown = await asked;
  const [messages] = await Promise.all([messagesOf(shown.catalogue), shown.styles, shown.dates]);
  i18n.load(shown.tag, messages);
  if (areasWanted) await loadAreas(shown);
  loaded.set(language, shown);
}

/**
 * Loads the lazy areas' strings (member center, agency center, promotions, points mall, lottery)
 * into the active language; an area's loader awaits it beside its own chunk.
 */
export async function loadAreaCatalogue() {
  areasWanted = true;
  // A tab landing on an area asks before any language is shown, even before one is asked for: the
  // strings of the language on its way, or none yet (its load brings them, as areasWanted says), never
  // the fallback's (a Hindi member's reload of a center page fetched the English ones too).
  if (anyShown) await loadAreas(active);
  else if (firstShown) await loadAreas(await firstShown);
}

/** Shows a loaded language: Lingui's locale, and the document's lang and dir. */
export function activateCatalogue(language: string) {
  active = loaded.get(language) ?? FALLBACK;
  anyShown = true;
  i18n.activate(active.tag);
  document.documentElement.lang = active.tag;
  document.documentElement.dir = active.dir;
}

export { i18n };
