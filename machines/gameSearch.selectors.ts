import type { SnapshotFrom } from 'xstate';
import type { GameSearchGroup } from '../kernel/gameSearch';
import type { gameSearchMachine } from './gameSearch.machine';

type GameSearchSnapshot = SnapshotFrom<typeof gameSearchMachine>;

/** What the popup under the field says instead of options: a search under way, none found, a failure; null nothing. */
export type GameSearchStatus = 'searching' | 'noResults' | 'failed' | null;

export const searchText = (snapshot: GameSearchSnapshot): string => snapshot.context.text;

/** The keyword searched (what "no games found" names). */
export const searchedKeyword = (snapshot: GameSearchSnapshot): string => snapshot.context.keyword;

/** The groups of games shown (results only). */
export const shownGroups = (snapshot: GameSearchSnapshot): GameSearchGroup[] => (snapshot.matches('results') && snapshot.context.open ? snapshot.context.groups : []);

/** The recent searches shown as options: with the field focused and empty. */
export const shownRecent = (snapshot: GameSearchSnapshot): string[] =>
  snapshot.matches('idle') && snapshot.context.open && snapshot.context.text.trim() === '' ? snapshot.context.recent : [];

export const searchStatus = (snapshot: GameSearchSnapshot): GameSearchStatus => {
  if (!snapshot.context.open) return null;
  if (snapshot.matches('typing') || snapshot.matches('searching')) return 'searching';
  if (snapshot.matches('noResults')) return 'noResults';
  if (snapshot.matches('failed')) return 'failed';
  return null;
};

/** The listbox of options shows (aria-expanded): games found, or the recent searches. */
export const isExpanded = (snapshot: GameSearchSnapshot): boolean => shownGroups(snapshot).length > 0 || shownRecent(snapshot).length > 0;

/** The active option's index among those shown (games, or recent searches), or null. */
export const activeOption = (snapshot: GameSearchSnapshot): number | null => (isExpanded(snapshot) ? snapshot.context.active : null);
