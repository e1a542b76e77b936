import { i18n } from '@lingui/core';
import { type PlatformLanguage, UI_LOCALES } from './locales';

/** Loads a UI catalogue (its own chunk) and makes it the active one. */
export async function loadCatalogue(language: PlatformLanguage) {
  const locale = UI_LOCALES[language];
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  i18n.load(locale, messages);
}

export function activateCatalogue(language: PlatformLanguage) {
  const locale = UI_LOCALES[language];
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export { i18n };
