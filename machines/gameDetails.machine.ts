import { assign, setup } from 'xstate';
import type { Game } from '../kernel/games';

/** A tile's (i) opens its game's details; the panel's Play, Try demo and Close end them. */
export type GameDetailsEvent = { type: 'OPEN'; game: Game } | { type: 'CLOSE' } | { type: 'PLAY' } | { type: 'TRY_DEMO' };

/** The game the panel is for; its Play and Try demo act on it. */
type Params = { game: Game };
const openGame = ({ context }: { context: { game: Game | null } }): Params => ({ game: context.game as Game });

/**
 * Issue 26, item 5: which game's details panel is open, over a game list or the lobby. Play and
 * Try demo close the panel and hand the game on (the injected launch and tryDemo: the game launch's
 * LAUNCH and TRY_DEMO); Try demo only for a game the catalogue says has a demo.
 */
export const gameDetailsMachine = setup({
  types: { context: {} as { game: Game | null }, events: {} as GameDetailsEvent },
  guards: {
    hasDemo: ({ context }) => context.game?.hasDemo === true,
  },
  actions: {
    show: assign({ game: ({ event }) => (event as Extract<GameDetailsEvent, { type: 'OPEN' }>).game }),
    clear: assign({ game: null }),
    launch: (_, _params: Params) => {},
    tryDemo: (_, _params: Params) => {},
  },
}).createMachine({
  id: 'gameDetails',
  meta: { spec: 'Issue 26, item 5: a details panel per game' },
  context: { game: null },
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'open', actions: 'show' } } },
    open: {
      meta: { spec: 'Issue 26, item 5: RTP, volatility, min and max bet from the catalogue' },
      on: {
        CLOSE: { target: 'closed', actions: 'clear' },
        PLAY: { target: 'closed', actions: [{ type: 'launch', params: openGame }, 'clear'] },
        TRY_DEMO: { guard: 'hasDemo', target: 'closed', actions: [{ type: 'tryDemo', params: openGame }, 'clear'] },
      },
    },
  },
});
