import type { SnapshotFrom } from 'xstate';
import type { Game } from '../kernel/games';
import type { gameDetailsMachine } from './gameDetails.machine';

type GameDetailsSnapshot = SnapshotFrom<typeof gameDetailsMachine>;

/** The game whose details panel is open; null when none is. */
export const detailsGame = (snapshot: GameDetailsSnapshot): Game | null => (snapshot.matches('open') ? snapshot.context.game : null);

/** The open panel offers Try demo (the game has a demo); whether the player may try one is the page's word. */
export const detailsOffersDemo = (snapshot: GameDetailsSnapshot): boolean => snapshot.can({ type: 'TRY_DEMO' });
