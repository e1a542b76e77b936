import { expect } from 'vitest';
import type { Game } from '@kernel/games';
import { gameDetailsMachine } from '@machines/gameDetails.machine';
import type { MachineModel, Observation } from '../model/types';

const game = (nodeId: number, gameName: string, hasDemo: boolean): Game => ({
  gameType: 'RNG',
  vassalage: 'PG',
  displayName: gameName,
  gameId: `PG_${nodeId}`,
  nodeId,
  gameCode: `PG000${nodeId}`,
  gameName,
  showIcon: true,
  iconUrl: '',
  lagerIcon: '',
  isHot: 0,
  isNew: 0,
  isGame: 'GAME',
  gameClassify: null,
  rtpBasisPoints: 9621,
  volatility: 'high',
  minBetPaise: 100,
  maxBetPaise: 1_000_000,
  hasDemo,
});
/** Issue 26, item 5: a slot with a demo (its panel offers Try demo) and one without (a live table's: Play only). */
const WITH_DEMO = game(7, 'Fortune Tiger', true);
const WITHOUT_DEMO = game(8, 'Speed Baccarat', false);

const shown = (o: Observation) => (o.snapshot.context as { game: Game | null }).game;
const before = (o: Observation) => (o.previous?.context as { game: Game | null } | undefined)?.game ?? null;

/**
 * Issue 26, item 5: a details panel per game. Written from the issue: a tile's (i) opens its game's
 * panel; Close closes it; Play closes it and launches that game; Try demo closes it and starts trial
 * play of that game, and only a game with a demo offers it.
 */
export const gameDetailsModel: MachineModel = {
  machine: gameDetailsMachine,
  fixtures: {
    events: {
      OPEN: [
        { type: 'OPEN', game: WITH_DEMO },
        { type: 'OPEN', game: WITHOUT_DEMO },
      ],
    },
  },
  // Which game is open matters: Try demo is offered for one and not the other.
  stateKey: (snapshot) => [snapshot.value, (snapshot.context as { game: Game | null }).game?.nodeId ?? null],
  oracles: {
    '*': (o) => expect(o.invoked).toEqual([]),
    closed: (o) => {
      // No panel, no game held.
      expect(shown(o)).toBeNull();
      const { event } = o;
      if (event.type === 'PLAY') expect(o.effects).toEqual([{ name: 'launch', params: { game: before(o) } }]);
      else if (event.type === 'TRY_DEMO') {
        // Trial play of the game whose panel was open, which has a demo.
        expect(before(o)).toBe(WITH_DEMO);
        expect(o.effects).toEqual([{ name: 'tryDemo', params: { game: WITH_DEMO } }]);
      } else {
        expect(['xstate.init', 'CLOSE']).toContain(event.type);
        expect(o.effects).toEqual([]);
      }
      if (event.type !== 'xstate.init') expect(o.previous?.matches('open')).toBe(true);
    },
    open: (o) => {
      expect(o.effects).toEqual([]);
      if (o.event.type === 'OPEN') {
        // The panel is the pressed tile's game.
        expect(o.previous?.matches('closed')).toBe(true);
        expect(shown(o)).toBe((o.event as unknown as { game: Game }).game);
      } else {
        // Staying open: Try demo on a game without one changes nothing.
        expect(o.event.type).toBe('TRY_DEMO');
        expect(shown(o)).toBe(WITHOUT_DEMO);
      }
    },
  },
};
