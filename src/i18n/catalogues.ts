import { i18n } from '@lingui/core';
import { type PlatformLanguage, UI_LOCALES } from './locales';

/** Whether an area has asked for the areas' catalogue: from then on a language change loads it too. */
let areasWanted = false;

const loadAreas = async (locale: string) => {
  const { messages } = await import(`../../locales/${locale}/areas.po`);
  i18n.load(locale, messages);
};

/**
 * Loads the UI catalogue of a language (its own chunk) ready to activate: the strings of the lobby,
 * the layout and the popups, and the lazy areas' strings too once an area has been opened.
 */
export async function loadCatalogue(language: PlatformLanguage) {
  const locale = UI_LOCALES[language];
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  i18n.load(locale, messages);
  if (areasWanted) await loadAreas(locale);
}

/**
 * Loads the lazy areas' strings (member center, agency center, promotions, points mall, lottery)
 * into the active language; an area's loader awaits it beside its own chunk.
 */
export async function loadAreaCatalogue() {
  areasWanted = true;
  await loadAreas(i18n.locale);
}

export function activateCatalogue(language: PlatformLanguage) {
  const locale = UI_LOCALES[language];
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export { i18n };
