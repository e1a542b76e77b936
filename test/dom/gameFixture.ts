import type { Game } from '@kernel/games';

/** A game of vendor MEGA named after its node id; `overrides` set what a test is about. */
export const gameFixture = (nodeId: number, overrides: Partial<Game> = {}): Game => ({
  gameType: 'RNG',
  vassalage: 'MEGA',
  displayName: `Game ${nodeId}`,
  gameId: `g${nodeId}`,
  nodeId,
  gameCode: `MEGA${nodeId}`,
  gameName: `Game ${nodeId}`,
  showIcon: true,
  iconUrl: `/icon/${nodeId}.svg`,
  lagerIcon: '',
  isHot: 0,
  isNew: 0,
  isGame: 'GAME',
  gameClassify: null,
  ...overrides,
});
