import { isSearchable, keywordOf, withRecentSearch } from '@machines/gameSearch.rules';
/**
 * Recent searches as read from storage: anything that is not a list of searchable texts is no
 * list (storage is the player's, and an old version's or a hand-edited value must not break the field).
 */
export function readRecentSearches(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  const texts = stored.filter((entry): entry is string => typeof entry === 'string' && isSearchable(entry)).map(keywordOf);
  return texts.reduceRight<string[]>((list, text) => withRecentSearch(list, text), []);
}
