import type { GameSort } from '@kernel/games';
import type { GameCategory } from '@kernel/platform';

/** SPEC 2 quick filters and extra type filters of a game list. */
export const QUICK_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];
export type TypeFilter = 'JP' | 'TG' | 'AC' | 'BG';

/** SPEC 2: the bingo filter (BG) appears only if language TY is supported. */
export const typeFilters = (languages: readonly string[]): TypeFilter[] => (languages.includes('TY') ? ['JP', 'TG', 'AC', 'BG'] : ['JP', 'TG', 'AC']);

/** FAV and RECENT are the account's own lists: they need login. */
export const filterNeedsAccount = (filter: QuickFilter) => filter === 'FAV' || filter === 'RECENT';

/** SPEC 9: tile themes cycle over 6 values by node id. */
export const tileTheme = (nodeId: number) => ((nodeId % 6) + 6) % 6;

/** SPEC 2: the game list centre categories and their path; SPEC 1's mini games list there too. */
export const LIST_CENTRE_CATEGORIES: Record<string, GameCategory> = { '/fish': 'FISH', '/rng': 'RNG', '/pvp': 'PVP', '/bgs': 'BGS', '/mini': 'MINI' };
export const GAME_CENTRE_CATEGORIES: Record<string, GameCategory> = {
  '/live': 'LIVE',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/cockfight': 'COCKFIGHT',
};

/** sort: issue 26, item 5 (A–Z, popular, newest); null or absent, the catalogue's own order. */
export type GameListQuery = { category: GameCategory; vassalage: string | null; filter: QuickFilter; classify: TypeFilter | null; sort?: GameSort | null };
