/**
 * The merchant's language set (issue 25, item 2): the merchant's settings say which languages it
 * offers and which is its default (SPEC 1: the demo merchant offers HI and EN, HI by default).
 */

/** A language can be picked when the merchant offers it (nothing is offered before its settings arrive). */
export const isOffered = (language: string, offered: readonly string[] | null): boolean => offered?.includes(language) ?? false;

/**
 * The language to show once the merchant's set is known: the visitor's own choice while the
 * merchant offers it; otherwise the merchant's default when it offers it; otherwise the language
 * shown if offered, else the first one offered. An empty set changes nothing.
 */
export function merchantLanguage(shown: string, chosen: boolean, offered: readonly string[], defaultLanguage: string): string {
  if (offered.length === 0) return shown;
  if (chosen && offered.includes(shown)) return shown;
  if (offered.includes(defaultLanguage)) return defaultLanguage;
  return offered.includes(shown) ? shown : (offered[0] as string);
}

/**
 * The picker's entries: the merchant's languages in its order, with the language shown first when
 * it is not among them (before the merchant's settings arrive, or while its default replaces it).
 */
export function pickerLanguages<T extends { code: string }>(shown: T, offered: readonly T[]): readonly T[] {
  return offered.some((entry) => entry.code === shown.code) ? offered : [shown, ...offered];
}
