import type { ActorRefFrom } from 'xstate';
import type { GameListQuery } from '@machines/gameFilters.rules';
import { createPagedListMachine } from '@machines/pagedList.machine';
import type { Game } from '@/contract/games';

/** SPEC 2 game list: the generic paged list over games, 20 a page, queried by category, vendor and filters. */
export const gameListMachine = createPagedListMachine<Game, GameListQuery>('gameList');
export type GameListActor = ActorRefFrom<typeof gameListMachine>;
