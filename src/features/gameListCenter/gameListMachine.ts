import type { ActorRefFrom } from 'xstate';
import type { Game } from '@kernel/games';
import { createPagedListMachine } from '@machines/pagedList.machine';
import type { GameListQuery } from '@/rules/gameFilters.rules';

/** SPEC 2 game list: the generic paged list over games, 20 a page, queried by category, vendor and filters. */
export const gameListMachine = createPagedListMachine<Game, GameListQuery>('gameList');
export type GameListActor = ActorRefFrom<typeof gameListMachine>;
