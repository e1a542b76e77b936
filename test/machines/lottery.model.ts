import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import { VN_TIME_ZONE, type VnGameMenu, type VnLotteryGame, type VnRecentGame } from '@kernel/lottery';
import { type DrawBoard, type LotteryContext, type LotteryInput, lotteryMachine } from '@machines/lottery.machine';
import type { Fixtures, MachineModel, Observation, Oracle } from '../model/types';
import { apiFailure, business } from './fixtures';

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
const MENU_GAMES = ['VN_HN', 'VN_BN', 'ZY_NORTH_1M'];
/** With no game named, the page shows the first daily draw held today. */
const DEFAULT_GAME = 'VN_BN';
const EMPTY_MENUS: VnGameMenu[] = [{ prizeMode: 'SEA', timeZone: VN_TIME_ZONE, regions: [] }];
const RECENT: VnRecentGame[] = [{ ...game('ZY_NORTH_1M', { intervalMinutes: 1 }), region: 'NORTH', playedAt: NOW - 60_000 }];
const LOBBY_GAME = { gameCode: 'TCG_LOTTO_VN0001', name: 'Wingo 1 Min' };
const LAUNCHED = { url: '/assets-gen/play/1.html', mode: 'iframe' };

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

/** SPEC 3 prize modes per page (the VN page: provincial LOTT and fast ZY draws; SEA: SEA) and SPEC 2 vendors. */
const PAGE = {
  vn: { prizeModes: ['LOTT', 'ZY'], recentPrizeMode: undefined, vendor: 'TCG_LOTTO_VN' },
  sea: { prizeModes: ['SEA'], recentPrizeMode: 'SEA', vendor: 'TCG_SEA' },
} as const;
/** The countdown moves every second (ARCHITECTURE: the 1 s clock). */
const TICK = 1000;
/** SPEC names no length for these two; the machine's own are taken (a published draw, a retry after a failed read). */
const DRAW_SETTLE = 3000;
const REFRESH_RETRY = 15_000;

/**
 * SPEC 7 Recent (T): the member's recent lotteries are read once when the board opens on a VN or
 * SEA page, and again only when a failed read is retried; choosing another game reads its draws,
 * never the recent list (the draws' answer puts the game on top of it). Counted along each path.
 */
const recentReads = { made: 0, retried: 0 };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as LotteryContext;
type Failure = { kind?: string; message?: string; details?: { code?: string | null } };
const errorOf = (event: EventObject) => (event as unknown as { error: Failure }).error;
const outputOf = <T>(event: EventObject) => (event as unknown as { output: T }).output;
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const calls = (invoked: Observation['invoked'], src: string) => invoked.filter((call) => call.src === src).map((call) => call.input);
/** What the page shows for a failed call: the error's kind, code and message. */
const failureFrom = (event: EventObject) => {
  const error = errorOf(event);
  return { kind: error.kind ?? null, code: error.details?.code ?? null, message: error.message ?? 'Unknown error' };
};
const drawsOf = (board: DrawBoard | null) => (board ? board.data.draws.length : 0);
const isDue = (board: DrawBoard | null) => board !== null && board.data.nextDrawAt <= NOW;
const drawsIn = (snapshot: AnyMachineSnapshot | null, state: string) => snapshot?.matches({ board: { draws: state } }) ?? false;
const recentIn = (snapshot: AnyMachineSnapshot | null, state: string) => snapshot?.matches({ board: { recent: state } }) ?? false;
const regionOf = (snapshot: AnyMachineSnapshot, region: 'recent' | 'draws') => (snapshot.value as { board?: Record<string, string> }).board?.[region];
const FAILURE_STATES = [
  { menus: 'failed' },
  { board: { draws: 'failed' } },
  { board: { draws: 'notFound' } },
  { board: { draws: 'refreshFailed' } },
  { game: 'maintenance' },
  { game: 'notFound' },
  { game: 'failed' },
];

/** What a variant of the page is expected to do (from its input). */
type Expect = { launch?: Record<string, string> | null };

function oraclesFor(input: LotteryInput, expected: Expect): Record<string, Oracle> {
  const page = input.page === 'lotto' ? null : PAGE[input.page];
  const loadDraws = (snapshot: AnyMachineSnapshot) => ({ page: input.page, gameCode: ctx(snapshot).selected });
  /** A failure state of a call: the failure it shows is the error of that call that led here, or the one it showed before. */
  const showsFailure = (observation: Observation, srcs: string[], code: (code: string | null) => boolean) => {
    const { snapshot, previous, event } = observation;
    const { failure } = ctx(snapshot);
    expect(failure).not.toBeNull();
    expect(code(failure!.code)).toBe(true);
    if (srcs.some((src) => settled(observation, src, 'error'))) expect(failure).toEqual(failureFrom(event));
    else expect(failure).toEqual(ctx(previous!).failure);
  };

  return {
    '*': ({ snapshot, previous, event, step, invoked }) => {
      const c = ctx(snapshot);
      if (step === null) Object.assign(recentReads, { made: 0, retried: 0 });
      recentReads.made += calls(invoked, 'loadRecent').length;
      if (event.type === 'RETRY_RECENT') recentReads.retried += 1;
      expect(recentReads.made, 'reads of the recent list along this path').toBe(snapshot.matches('board') && page !== null ? 1 + recentReads.retried : 0);
      // The page's input (path, query gameCode, login) never changes, and the clock is read, never invented.
      expect({ page: c.page, view: c.view, gameCode: c.gameCode, signedIn: c.signedIn, clock: c.clock }).toEqual(input);
      expect(c.now).toBe(NOW);
      // A failure is shown only by a failure state.
      expect(c.failure !== null).toBe(FAILURE_STATES.some((state) => snapshot.matches(state)));
      // The draw picked is one of the draws there are.
      expect(c.drawIndex >= 0 && (c.drawIndex === 0 || c.drawIndex < drawsOf(c.board))).toBe(true);
      if (event.type === 'PICK_DRAW') expect({ ...c, drawIndex: null }).toEqual({ ...ctx(previous!), drawIndex: null });
      if (event.type === 'PICK_DRAW') expect(c.drawIndex).toBe((event as unknown as { index: number }).index);
      if (event.type === 'PICK_REGION') expect(c).toEqual({ ...ctx(previous!), region: (event as unknown as { region: string }).region });
      if (event.type === 'LOGIN') expect(c).toEqual(ctx(previous!));
    },
    // The deciding states are left at once (they never rest); what they decide on is already there.
    start: ({ snapshot }) => expect(ctx(snapshot)).toMatchObject({ menus: [], selected: null, board: null, launched: null }),
    lotto: ({ snapshot }) => expect(ctx(snapshot)).toMatchObject({ page: 'lotto', view: 'results', board: null }),
    noGame: ({ snapshot, invoked, effects }) => {
      // SPEC 2: the lottery page is started with a query gameCode; without one there is nothing to show or launch.
      expect(input).toMatchObject({ page: 'lotto', gameCode: null });
      if (input.view === 'game') expect(input.signedIn).toBe(true);
      expect(expected.launch).toBeNull();
      expect(ctx(snapshot)).toMatchObject({ selected: null, board: null, launched: null });
      expect([invoked, effects]).toEqual([[], []]);
    },
    menus: ({ snapshot }) => {
      // SPEC 7 Lottery: the VN and SEA results pages list their menus first; nothing is selected yet.
      expect(page).not.toBeNull();
      expect(input.view).toBe('results');
      expect(ctx(snapshot)).toMatchObject({ selected: null, board: null, lobbyGame: null, unknownCode: null });
    },
    'menus.loading': ({ snapshot, previous, event, invoked }) => {
      // SPEC 7: VN menus by prize mode.
      expect(calls(invoked, 'loadMenus')).toEqual([{ prizeModes: page!.prizeModes }]);
      if (event.type === 'RETRY') {
        // A retry asks for the menus again; it only clears the failure (menus read before a failed
        // catalogue lookup stay until the new answer replaces them).
        expect(previous?.matches({ menus: 'failed' })).toBe(true);
        expect({ ...ctx(snapshot), failure: null }).toEqual({ ...ctx(previous!), failure: null });
      } else {
        // On opening the page: no menus known yet.
        expect(event.type).toBe('xstate.init');
        expect(ctx(snapshot).menus).toEqual([]);
      }
    },
    'menus.checkingCode': ({ snapshot, event, invoked }) => {
      // SPEC 2: a gameCode that is no menu game may be a game of the vendor's catalogue (TCG_LOTTO_VN, TCG_SEA): it is looked up.
      expect(MENU_GAMES).not.toContain(input.gameCode);
      expect(calls(invoked, 'findLobbyGame')).toEqual([{ vendor: page!.vendor, gameCode: input.gameCode }]);
      expect(ctx(snapshot).menus).toEqual(outputOf(event));
    },
    'menus.failed': (observation) => {
      showsFailure(observation, ['loadMenus', 'findLobbyGame'], () => true);
      expect(observation.invoked).toEqual([]);
    },
    'menus.empty': ({ snapshot, event, invoked }) => {
      // Menus without a game: nothing to select, nothing more asked.
      expect(ctx(snapshot).menus).toEqual(outputOf(event));
      expect(ctx(snapshot).menus.flatMap((menu) => menu.regions)).toEqual([]);
      expect(invoked).toEqual([]);
    },
    board: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(c.selected).not.toBeNull();
      if (settled(observation, 'loadMenus', 'done')) {
        // SPEC 7: the VN page's menus decide what is selected: the query game, else the first daily draw held today.
        expect(MENU_GAMES).toContain(c.selected);
        expect(c.selected).toBe(input.gameCode ?? DEFAULT_GAME);
        expect(c).toMatchObject({ menus: outputOf(event), region: 'NORTH', lobbyGame: null, unknownCode: null });
      }
      if (settled(observation, 'findLobbyGame', 'done')) {
        // SPEC 2: a catalogue game of the vendor opens the page at its first draw; an unknown code is told.
        const found = outputOf(event);
        expect(c).toMatchObject({ selected: DEFAULT_GAME, region: 'NORTH', lobbyGame: found, unknownCode: found ? null : input.gameCode });
      }
      if (event.type === 'xstate.init') {
        // The lotto page shows its query game's draws at once.
        expect(input.page).toBe('lotto');
        expect(c.selected).toBe(input.gameCode);
      }
      if (event.type === 'SELECT') {
        // Another menu game: its draws are read afresh, the recent list stays as it was.
        const { gameCode } = event as unknown as { gameCode: string };
        expect(MENU_GAMES).toContain(gameCode);
        expect(ctx(previous!).selected).not.toBe(gameCode);
        expect(c).toEqual({ ...ctx(previous!), selected: gameCode, region: 'NORTH', board: null, drawIndex: 0, failure: null, unknownCode: null });
        expect(regionOf(snapshot, 'recent')).toBe(regionOf(previous!, 'recent'));
        expect(calls(observation.invoked, 'loadRecent')).toEqual([]);
      }
    },
    'board.recent': (observation) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      // Opening a VN game's numbers puts it on top of the recent lotteries (as the backend records it).
      if (settled(observation, 'loadDraws', 'done') && c.board?.kind === 'vn') {
        const gameCode = c.board.data.gameCode;
        expect(c.recent[0]).toMatchObject({ gameCode, playedAt: NOW });
        expect(c.recent.slice(1)).toEqual(ctx(previous!).recent.filter((item) => item.gameCode !== gameCode));
      } else if (!settled(observation, 'loadRecent', 'done')) expect(c.recent).toEqual(previous ? ctx(previous).recent : []);
    },
    'board.recent.deciding': ({ snapshot }) => expect(ctx(snapshot).selected).not.toBeNull(),
    'board.recent.off': ({ snapshot, invoked }) => {
      // The lotto page has no recent list (SPEC 7: recent is a VN menu call).
      expect(input.page).toBe('lotto');
      expect(ctx(snapshot).recent).toEqual([]);
      expect(calls(invoked, 'loadRecent')).toEqual([]);
    },
    'board.recent.loading': ({ previous, event, invoked }) => {
      // SPEC 7 Recent (T): asked once on entering the board, and again on RETRY_RECENT.
      const entered = !recentIn(previous, 'loading');
      expect(calls(invoked, 'loadRecent')).toEqual(entered ? [{ prizeMode: page!.recentPrizeMode }] : []);
      if (event.type === 'RETRY_RECENT') expect(recentIn(previous, 'failed')).toBe(true);
    },
    'board.recent.loaded': (observation) => {
      expect(page).not.toBeNull();
      expect(calls(observation.invoked, 'loadRecent')).toEqual([]);
      if (settled(observation, 'loadRecent', 'done')) expect(ctx(observation.snapshot).recent).toEqual(outputOf(observation.event));
    },
    'board.recent.failed': (observation) => {
      // A failed recent list shows none (the draws are not affected) until RETRY_RECENT.
      expect(page).not.toBeNull();
      expect(calls(observation.invoked, 'loadRecent')).toEqual([]);
      if (settled(observation, 'loadRecent', 'error')) expect(ctx(observation.snapshot).failure).toEqual(ctx(observation.previous!).failure);
    },
    'board.draws': ({ snapshot, invoked }) => {
      // Draws are read for the selected game of this page, only on entering loading or refreshing.
      for (const call of calls(invoked, 'loadDraws')) expect(call).toEqual(loadDraws(snapshot));
    },
    'board.draws.loading': ({ snapshot, previous, event, invoked }) => {
      // SPEC 7 Opened numbers: read on showing a game (at the start, on SELECT, on RETRY_DRAWS); nothing shown meanwhile.
      const entered = !drawsIn(previous, 'loading') || event.type === 'SELECT';
      expect(calls(invoked, 'loadDraws')).toEqual(entered ? [loadDraws(snapshot)] : []);
      expect(ctx(snapshot)).toMatchObject({ board: null, drawIndex: 0, failure: null });
      if (event.type === 'RETRY_DRAWS') expect(drawsIn(previous, 'failed')).toBe(true);
    },
    'board.draws.showing': (observation) => {
      const { snapshot, previous, event, step, invoked } = observation;
      const c = ctx(snapshot);
      expect(c.board).not.toBeNull();
      expect(calls(invoked, 'loadDraws')).toEqual([]);
      if (settled(observation, 'loadDraws', 'done')) expect(c).toMatchObject({ board: outputOf(event), drawIndex: 0, failure: null });
      if (step?.kind === 'wait') {
        // SPEC 2 countdown: every second the clock is read; before the draw time nothing more happens.
        expect(step.ms).toBe(TICK);
        expect(isDue(c.board)).toBe(false);
        expect(c).toEqual(ctx(previous!));
      }
    },
    'board.draws.awaitingDraw': ({ snapshot, previous, step, invoked }) => {
      // Once the draw time has come (read on a tick) the page waits for the draw to be published.
      expect(isDue(ctx(snapshot).board)).toBe(true);
      expect(calls(invoked, 'loadDraws')).toEqual([]);
      if (step?.kind === 'wait') {
        expect(step.ms).toBe(TICK);
        expect(drawsIn(previous, 'showing')).toBe(true);
      }
    },
    'board.draws.refreshing': ({ snapshot, previous, event, step, invoked }) => {
      // The draws are read again after the draw, keeping the ones shown meanwhile.
      const entered = !drawsIn(previous, 'refreshing');
      expect(calls(invoked, 'loadDraws')).toEqual(entered ? [loadDraws(snapshot)] : []);
      expect(ctx(snapshot).board).not.toBeNull();
      expect(ctx(snapshot).failure).toBeNull();
      if (!entered) return;
      expect(ctx(snapshot).board).toEqual(ctx(previous!).board);
      if (drawsIn(previous, 'awaitingDraw')) expect(step?.kind === 'wait' && step.ms).toBe(DRAW_SETTLE);
      else if (step?.kind === 'wait') expect(step.ms).toBe(REFRESH_RETRY);
      else expect(event.type).toBe('RETRY_DRAWS');
    },
    'board.draws.refreshFailed': (observation) => {
      // SPEC 8: a failed refresh keeps the draws shown and says so; it is tried again (by itself, or on RETRY_DRAWS).
      showsFailure(observation, ['loadDraws'], () => true);
      expect(ctx(observation.snapshot).board).not.toBeNull();
      if (settled(observation, 'loadDraws', 'error')) expect(ctx(observation.snapshot).board).toEqual(ctx(observation.previous!).board);
    },
    'board.draws.failed': (observation) => {
      showsFailure(observation, ['loadDraws'], (code) => code !== ErrorCode.notFound);
      expect(ctx(observation.snapshot).board).toBeNull();
    },
    'board.draws.notFound': (observation) => {
      // A game without opened numbers is told as such, not as a failure to retry.
      showsFailure(observation, ['loadDraws'], (code) => code === ErrorCode.notFound);
      expect(ctx(observation.snapshot).board).toBeNull();
    },
    game: ({ snapshot, invoked }) => {
      // SPEC 2 game-page paths (/lottert, /vnlottery, /sealottery): they play the game, they show no draws.
      expect(input.view).toBe('game');
      expect(ctx(snapshot)).toMatchObject({ menus: [], board: null, selected: null });
      expect(calls(invoked, 'loadDraws')).toEqual([]);
    },
    'game.deciding': ({ snapshot }) => expect(ctx(snapshot)).toMatchObject({ view: 'game', launched: null, failure: null }),
    'game.needLogin': ({ event, effects, invoked }) => {
      // SPEC 8 'You are not logged in, please login': a guest is asked to log in, nothing is launched.
      expect(input.signedIn).toBe(false);
      expect(invoked).toEqual([]);
      expect(effects).toEqual(event.type === 'LOGIN' ? [{ name: 'askLogin', params: undefined }] : []);
    },
    'game.launching': ({ snapshot, previous, event, invoked }) => {
      // SPEC 7 Launch: the catalogue game, or the vendor's lottery lobby with the game named.
      expect(input.signedIn).toBe(true);
      // SPEC 2: without a query gameCode (and no lobby to open) there is nothing to launch.
      expect(expected.launch).not.toBeNull();
      expect(calls(invoked, 'launchGame')).toEqual([expected.launch]);
      expect(ctx(snapshot)).toMatchObject({ launched: null, failure: null });
      if (event.type === 'RETRY') expect(previous?.matches({ game: 'failed' })).toBe(true);
    },
    'game.playing': ({ snapshot, event, invoked }) => {
      expect(ctx(snapshot)).toMatchObject({ launched: LAUNCHED, failure: null });
      expect(outputOf(event)).toEqual(LAUNCHED);
      expect(invoked).toEqual([]);
    },
    'game.maintenance': (observation) => {
      // SPEC 8: game maintenance (suggesting other games); not retried.
      showsFailure(observation, ['launchGame'], (code) => code === ErrorCode.maintenance);
      expect(ctx(observation.snapshot).launched).toBeNull();
    },
    'game.notFound': (observation) => {
      showsFailure(observation, ['launchGame'], (code) => code === ErrorCode.notFound);
      expect(ctx(observation.snapshot).launched).toBeNull();
    },
    'game.failed': (observation) => {
      // SPEC 8 Handling: any other failure, with RETRY.
      showsFailure(observation, ['launchGame'], (code) => code !== ErrorCode.notFound && code !== ErrorCode.maintenance);
      expect(ctx(observation.snapshot).launched).toBeNull();
    },
  };
}

// Where the machine can go: its states, the selected game (SELECT), whether the draw is due (the tick), pending timers.
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const c = ctx(snapshot);
  return [snapshot.value, c.selected, c.board ? isDue(c.board) : null];
};
const delays = { tick: TICK, drawSettle: DRAW_SETTLE, refreshRetry: REFRESH_RETRY };

/** A failure that is not an API error: no message, no details (the page then shows 'Unknown error'). */
const BARE_FAILURE = { kind: 'network' };
const drawErrors = [business(ErrorCode.notFound), apiFailure('network'), BARE_FAILURE];
const vnFixtures: Fixtures = {
  outputs: {
    loadMenus: [MENUS, EMPTY_MENUS],
    findLobbyGame: [LOBBY_GAME, null],
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
const launchFixtures: Fixtures = {
  outputs: { launchGame: [LAUNCHED] },
  errors: { launchGame: [business(ErrorCode.maintenance), business(ErrorCode.notFound), apiFailure('network'), BARE_FAILURE] },
};

const model = (variant: string, input: LotteryInput, fixtures: Fixtures, expected: Expect = {}): MachineModel => ({
  machine: lotteryMachine,
  variant,
  input,
  fixtures,
  stateKey,
  delays,
  oracles: oraclesFor(input, expected),
});

export const lotteryModels: MachineModel[] = [
  model('vn results', { page: 'vn', view: 'results', gameCode: null, signedIn: true, clock }, vnFixtures),
  model('vn results, catalogue code', { page: 'vn', view: 'results', gameCode: 'TCG_LOTTO_VN0001', signedIn: true, clock }, vnFixtures),
  model(
    'lotto results',
    { page: 'lotto', view: 'results', gameCode: 'TCG0001', signedIn: true, clock },
    {
      outputs: { loadDraws: [lottoBoard(NOW + 60_000), lottoBoard(NOW - 1)] },
      errors: { loadDraws: drawErrors },
      events: { PICK_DRAW: [{ type: 'PICK_DRAW', index: 0 }] },
    },
  ),
  model('lotto results, no code', { page: 'lotto', view: 'results', gameCode: null, signedIn: true, clock }, launchFixtures, { launch: null }),
  // SPEC 7 Lottery lobby launch and lottery games: GET (prizeMode): the brand's lottery type (SPEC 3: Lott) on the
  // lotto page, the daily draws' prize mode on the VN (LOTT) and SEA (SEA) pages.
  model('lotto game', { page: 'lotto', view: 'game', gameCode: 'TCG0001', signedIn: true, clock }, launchFixtures, {
    launch: { gameCode: 'TCG0001', prizeMode: 'LOTT' },
  }),
  model('vn game, lobby', { page: 'vn', view: 'game', gameCode: null, signedIn: true, clock }, launchFixtures, {
    launch: { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', prizeMode: 'LOTT' },
  }),
  model('sea game', { page: 'sea', view: 'game', gameCode: 'TCG_SEA0001', signedIn: true, clock }, launchFixtures, {
    launch: { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'TCG_SEA0001', prizeMode: 'SEA' },
  }),
  model('sea game, guest', { page: 'sea', view: 'game', gameCode: 'TCG_SEA0001', signedIn: false, clock }, launchFixtures, {
    launch: { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'TCG_SEA0001', prizeMode: 'SEA' },
  }),
  model('lotto game, no code', { page: 'lotto', view: 'game', gameCode: null, signedIn: true, clock }, launchFixtures, { launch: null }),
];
