import { foldSearchText, GAME_SEARCH, type GameSearchGroup, type GameSearchHit, queryLength } from '../kernel/gameSearch';
import type { LaunchTarget } from './gameLaunch.machine';

/** Issue 26: the search waits this long after the last keystroke before it asks (a word typed at speed is one request). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Issue 26: the recent searches kept, newest first. */
export const RECENT_SEARCHES_LIMIT = 5;

/** The keyword a text searches: the text without its surrounding spaces. */
export const keywordOf = (text: string): string => text.trim();

/** A text long enough to search (GAME_SEARCH.minQueryLength characters after trimming, the backend's own limit). */
export const isSearchable = (text: string): boolean => queryLength(text) >= GAME_SEARCH.minQueryLength;

/** The recent searches after `keyword` was searched: it goes first, an earlier equal one (case and accents aside) goes, the list keeps its limit. */
export function withRecentSearch(recent: readonly string[], keyword: string): string[] {
  const folded = foldSearchText(keyword);
  return [keyword, ...recent.filter((entry) => foldSearchText(entry) !== folded)].slice(0, RECENT_SEARCHES_LIMIT);
}

/** Every game option in the order the listbox shows them: by group, then within the group. */
export const gameOptions = (groups: readonly GameSearchGroup[]): GameSearchHit[] => groups.flatMap((group) => group.games);

/**
 * The option that becomes active on ArrowDown (step 1) or ArrowUp (step -1) among `count`: from
 * none, the first or the last; past either end it wraps round (the listbox is short, and a
 * keyboard user reaches the last group with one ArrowUp).
 */
export function movedActive(active: number | null, count: number, step: 1 | -1): number | null {
  if (count === 0) return null;
  if (active === null) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** What the launcher needs of a game found: the same target a tile of that game sends. */
export const searchHitTarget = (hit: GameSearchHit): LaunchTarget => ({
  gameType: hit.gameType,
  vassalage: hit.vassalage,
  gameCode: hit.gameCode,
  isGame: hit.isGame,
  name: hit.gameName,
  nodeId: hit.nodeId,
});
