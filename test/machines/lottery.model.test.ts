import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type DrawBoard, type LotteryContext, type LotteryInput, lotteryMachine } from '@machines/lottery.machine';
import { ErrorCode } from '@/contract/errorCodes';
import { VN_TIME_ZONE, type VnGameMenu, type VnLotteryGame, type VnRecentGame } from '@/contract/lottery';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const clock = () => NOW;

const game = (gameCode: string, overrides: Partial<VnLotteryGame> = {}): VnLotteryGame => ({
  gameCode,
  name: gameCode,
  province: gameCode,
  drawTime: '18:15',
  drawDays: [3],
  intervalMinutes: null,
  nextDrawAt: NOW + 86_400_000,
  drawsToday: false,
  ...overrides,
});
/** A daily menu (Bắc Ninh draws today) and a fast-draw menu, as the VN page lists them. */
const MENUS: VnGameMenu[] = [
  {
    prizeMode: 'LOTT',
    timeZone: VN_TIME_ZONE,
    regions: [{ region: 'NORTH', name: 'North', drawTime: '18:15', games: [game('VN_HN'), game('VN_BN', { drawsToday: true })] }],
  },
  {
    prizeMode: 'ZY',
    timeZone: VN_TIME_ZONE,
    regions: [{ region: 'NORTH', name: 'North', drawTime: null, games: [game('ZY_NORTH_1M', { drawTime: null, intervalMinutes: 1 })] }],
  },
];
const EMPTY_MENUS: VnGameMenu[] = [{ prizeMode: 'SEA', timeZone: VN_TIME_ZONE, regions: [] }];
const RECENT: VnRecentGame[] = [{ ...game('ZY_NORTH_1M', { intervalMinutes: 1 }), region: 'NORTH', playedAt: NOW - 60_000 }];

const drawAt = NOW - 3_600_000;
const vnBoard = (gameCode: string, nextDrawAt: number): DrawBoard => ({
  kind: 'vn',
  data: {
    gameCode,
    name: gameCode,
    region: 'NORTH',
    nextDrawAt,
    draws: [
      { drawNo: '20250115', drawAt, prizes: [{ prize: 'DB', numbers: ['12345'] }] },
      { drawNo: '20250108', drawAt: drawAt - 7 * 86_400_000, prizes: [{ prize: 'DB', numbers: ['54321'] }] },
    ],
  },
});
const lottoBoard = (nextDrawAt: number): DrawBoard => ({
  kind: 'lotto',
  data: { gameCode: 'TCG0001', gameName: 'Wingo 1 Min', intervalMinutes: 1, nextDrawAt, draws: [{ issueNo: '20250115-1140', drawAt: NOW - 60_000, numbers: ['7'] }] },
});

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as LotteryContext;
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const c = ctx(snapshot);
  return [snapshot.value, c.selected, c.board ? c.board.data.nextDrawAt > NOW : null, c.drawIndex, c.region, c.unknownCode, c.lobbyGame?.gameCode ?? null];
};
const outputOf = (event: EventObject) => (event as unknown as { output: unknown }).output;
const isDone = (event: EventObject, state: string) => event.type.startsWith('xstate.done.actor.') && event.type.includes(state);
const isError = (event: EventObject, state: string) => event.type.startsWith('xstate.error.actor.') && event.type.includes(state);

let loginAsks = 0;
const provide = { actions: { askLogin: () => void loginAsks++ } };

/** The rules every page keeps, whatever the path. */
function check(input: LotteryInput) {
  return (snapshot: AnyMachineSnapshot, event: EventObject) => {
    const c = ctx(snapshot);
    // SPEC 7: the VN page's menus decide what is selected: the query game, else the first daily draw held today.
    if (isDone(event, 'menus.loading') && snapshot.matches('board')) {
      expect(c.selected).toBe(input.gameCode ?? 'VN_BN');
      expect(c.region).toBe('NORTH');
    }
    // SPEC 2: a TCG_LOTTO_VN or TCG_SEA game of the catalogue opens the page at its first draw; an unknown code is told.
    if (isDone(event, 'checkingCode')) {
      const found = outputOf(event);
      expect(c.lobbyGame).toEqual(found);
      expect(c.unknownCode).toBe(found ? null : input.gameCode);
      expect(c.selected).toBe('VN_BN');
    }
    if (isDone(event, 'menus.loading') && (outputOf(event) as VnGameMenu[]).every((menu) => menu.regions.length === 0)) {
      expect(snapshot.matches({ menus: 'empty' })).toBe(true);
    }
    // Opening a VN game's numbers puts it on top of the recent lotteries.
    if (isDone(event, 'draws.') && c.board?.kind === 'vn') expect(c.recent[0]?.gameCode).toBe(c.board.data.gameCode);
    if (isDone(event, 'draws.')) expect(c.drawIndex).toBe(0);
    // The countdown: once the draw time has come the draws are read again, never before.
    if (event.type.startsWith('xstate.after.tick')) {
      expect(c.now).toBe(NOW);
      expect(snapshot.matches({ board: { draws: 'awaitingDraw' } })).toBe((c.board?.data.nextDrawAt ?? Infinity) <= NOW);
    }
    if (event.type === 'SELECT') {
      expect(snapshot.matches({ board: { draws: 'loading' } })).toBe(true);
      expect(c.board).toBeNull();
      expect(c.selected).toBe((event as unknown as { gameCode: string }).gameCode);
      expect(c.unknownCode).toBeNull();
    }
    if (event.type === 'PICK_DRAW') expect(c.drawIndex).toBe((event as unknown as { index: number }).index);
    if (isError(event, 'draws.loading')) {
      const notFound = (event as unknown as { error: { details: { code: string | null } } }).error.details.code === ErrorCode.notFound;
      expect(snapshot.matches({ board: { draws: notFound ? 'notFound' : 'failed' } })).toBe(true);
      expect(c.failure).not.toBeNull();
    }
    // A failed refresh keeps the draws already shown.
    if (isError(event, 'refreshing')) expect(c.board).not.toBeNull();
    if (snapshot.matches({ board: { recent: 'off' } })) expect(input.page).toBe('lotto');
    // Game pages: guests are asked to log in; a game under maintenance says so.
    if (event.type === 'LOGIN') {
      expect(loginAsks).toBe(1);
      loginAsks = 0;
    }
    if (snapshot.matches({ game: 'launching' })) expect(input.signedIn).toBe(true);
    if (isDone(event, 'launching')) expect(c.launched).toEqual(outputOf(event));
    if (isError(event, 'launching')) {
      const code = (event as unknown as { error: { details: { code: string | null } } }).error.details.code;
      expect(snapshot.matches({ game: code === ErrorCode.maintenance ? 'maintenance' : code === ErrorCode.notFound ? 'notFound' : 'failed' })).toBe(true);
    }
  };
}

const drawErrors = [business(ErrorCode.notFound), apiFailure('network')];
const vnFixtures = {
  outputs: {
    loadMenus: [MENUS, EMPTY_MENUS],
    findLobbyGame: [{ gameCode: 'TCG_LOTTO_VN0001', name: 'Wingo 1 Min' }, null],
    loadRecent: [RECENT],
    loadDraws: [vnBoard('VN_BN', NOW + 60_000), vnBoard('VN_BN', NOW)],
  },
  errors: { loadMenus: [apiFailure('network')], findLobbyGame: [apiFailure('timeout')], loadRecent: [apiFailure('network')], loadDraws: drawErrors },
  events: {
    SELECT: [
      { type: 'SELECT', gameCode: 'ZY_NORTH_1M' },
      { type: 'SELECT', gameCode: 'NOT_A_GAME' },
    ],
    PICK_REGION: [{ type: 'PICK_REGION', region: 'NORTH' }],
    PICK_DRAW: [
      { type: 'PICK_DRAW', index: 1 },
      { type: 'PICK_DRAW', index: 2 },
    ],
  },
};

const inputs: LotteryInput[] = [
  { page: 'vn', view: 'results', gameCode: null, signedIn: true, clock },
  { page: 'vn', view: 'results', gameCode: 'TCG_LOTTO_VN0001', signedIn: true, clock },
];
for (const input of inputs) testMachineModel(lotteryMachine, { input, fixtures: vnFixtures, stateKey, check: check(input), provide });

const lottoInput: LotteryInput = { page: 'lotto', view: 'results', gameCode: 'TCG0001', signedIn: true, clock };
testMachineModel(lotteryMachine, {
  input: lottoInput,
  fixtures: { outputs: { loadDraws: [lottoBoard(NOW + 60_000), lottoBoard(NOW - 1)] }, errors: { loadDraws: drawErrors }, events: { PICK_DRAW: [{ type: 'PICK_DRAW', index: 0 }] } },
  stateKey,
  check: check(lottoInput),
  provide,
});

const gameInputs: LotteryInput[] = [
  { page: 'lotto', view: 'results', gameCode: null, signedIn: true, clock },
  { page: 'lotto', view: 'game', gameCode: 'TCG0001', signedIn: true, clock },
  { page: 'vn', view: 'game', gameCode: null, signedIn: true, clock },
  { page: 'sea', view: 'game', gameCode: 'TCG_SEA0001', signedIn: false, clock },
  { page: 'lotto', view: 'game', gameCode: null, signedIn: true, clock },
];
for (const input of gameInputs) {
  testMachineModel(lotteryMachine, {
    input,
    fixtures: {
      outputs: { launchGame: [{ url: '/assets-gen/play/1.html', mode: 'iframe' }] },
      errors: { launchGame: [business(ErrorCode.maintenance), business(ErrorCode.notFound), apiFailure('network')] },
    },
    stateKey,
    check: check(input),
    provide,
  });
}
