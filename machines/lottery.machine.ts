import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../kernel/errorCodes';
import type { LottoOpenedNumbers, VnGameMenu, VnOpenedNumbers, VnRecentGame, VnRegion } from '../kernel/lottery';
import type { PrizeMode } from '../kernel/platform';
import {
  bumpRecent,
  defaultGameCode,
  drawDue,
  drawIndexWithin,
  findMenuGame,
  LOTTERY_VENDOR,
  type LotteryLaunch,
  type LotteryPage,
  type LotteryView,
  launchRequestOf,
  menuGames,
  prizeModesOf,
  recentPrizeModeOf,
} from './lottery.rules';

/** The latest draws of the selected game: a VN draw's prize table, or a lotto game's numbers. */
export type DrawBoard = { kind: 'vn'; data: VnOpenedNumbers } | { kind: 'lotto'; data: LottoOpenedNumbers };
/** A game of the VN or SEA vendor's catalogue, which the page was opened with (its lottery lobby). */
export type LobbyGame = { gameCode: string; name: string };
export type LaunchedLottery = { url: string; mode: 'iframe' | 'seamless' };
export type LotteryFailure = { kind: string | null; code: string | null; message: string };

export type LotteryInput = {
  page: LotteryPage;
  view: LotteryView;
  /** The query gameCode the page was started with. */
  gameCode: string | null;
  signedIn: boolean;
  /** The wall clock (ms since the epoch): the countdown reads it on every tick. */
  clock: () => number;
};

export type LotteryContext = LotteryInput & {
  now: number;
  menus: VnGameMenu[];
  lobbyGame: LobbyGame | null;
  /** A query gameCode that names no game of the page. */
  unknownCode: string | null;
  selected: string | null;
  region: VnRegion | null;
  recent: VnRecentGame[];
  board: DrawBoard | null;
  drawIndex: number;
  launched: LaunchedLottery | null;
  failure: LotteryFailure | null;
};

export type LotteryEvent =
  | { type: 'SELECT'; gameCode: string }
  | { type: 'PICK_REGION'; region: VnRegion }
  | { type: 'PICK_DRAW'; index: number }
  | { type: 'RETRY' }
  | { type: 'RETRY_RECENT' }
  | { type: 'RETRY_DRAWS' }
  | { type: 'LOGIN' };

type Failure = { kind?: string; message?: string; details?: { code?: string | null } };
const errorOf = (event: unknown) => ((event as { error?: Failure }).error ?? {}) as Failure;
const codeOf = (event: unknown) => errorOf(event).details?.code ?? null;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const eventOf = <T extends LotteryEvent['type']>(event: unknown) => event as Extract<LotteryEvent, { type: T }>;

const selectGame = (context: LotteryContext, gameCode: string | null) => ({
  selected: gameCode,
  region: findMenuGame(context.menus, gameCode)?.region ?? context.region,
  board: null,
  drawIndex: 0,
  failure: null,
});

/**
 * SPEC 2 and 7 lottery pages (/lottery, /vnLottery, /seaLottery) and their game pages (/lottert,
 * /vnlottery, /sealottery). The VN and SEA pages load their prize modes' menus, resolve the query
 * gameCode (a menu game, a game of the vendor's catalogue, or unknown), then show the member's
 * recent lotteries beside the selected game's draws; the lotto page shows one catalogue game's
 * draws. A one-second tick runs the countdown; once the draw time has come the draws are read
 * again. Game pages launch the game (guests are asked to log in).
 */
export const lotteryMachine = setup({
  types: { context: {} as LotteryContext, events: {} as LotteryEvent, input: {} as LotteryInput },
  actors: {
    loadMenus: fromPromise<VnGameMenu[], { prizeModes: readonly PrizeMode[] }>(async () => {
      throw new Error('loadMenus not provided');
    }),
    findLobbyGame: fromPromise<LobbyGame | null, { vendor: string; gameCode: string }>(async () => {
      throw new Error('findLobbyGame not provided');
    }),
    loadRecent: fromPromise<VnRecentGame[], { prizeMode: PrizeMode | undefined }>(async () => {
      throw new Error('loadRecent not provided');
    }),
    loadDraws: fromPromise<DrawBoard, { page: LotteryPage; gameCode: string }>(async () => {
      throw new Error('loadDraws not provided');
    }),
    launchGame: fromPromise<LaunchedLottery, LotteryLaunch>(async () => {
      throw new Error('launchGame not provided');
    }),
  },
  guards: {
    isGameView: ({ context }) => context.view === 'game',
    isLottoPage: ({ context }) => context.page === 'lotto',
    hasGameCode: ({ context }) => context.gameCode !== null,
    menusEmpty: ({ event }) => menuGames(outputOf<VnGameMenu[]>(event)).length === 0,
    codeResolved: ({ context, event }) => context.gameCode === null || findMenuGame(outputOf<VnGameMenu[]>(event), context.gameCode) !== null,
    notSignedIn: ({ context }) => !context.signedIn,
    nothingToLaunch: ({ context }) => launchRequestOf(context.page, context.gameCode) === null,
    notFound: ({ event }) => codeOf(event) === ErrorCode.notFound,
    inMaintenance: ({ event }) => codeOf(event) === ErrorCode.maintenance,
    drawIsDue: ({ context }) => context.board !== null && drawDue(context.board.data.nextDrawAt, context.clock()),
    canSelect: ({ context, event }) => {
      const gameCode = eventOf<'SELECT'>(event).gameCode;
      return gameCode !== context.selected && findMenuGame(context.menus, gameCode) !== null;
    },
    drawExists: ({ context, event }) => {
      const draws = context.board?.kind === 'vn' ? context.board.data.draws : (context.board?.data.draws ?? []);
      return drawIndexWithin(eventOf<'PICK_DRAW'>(event).index, draws.length);
    },
  },
  actions: {
    storeMenus: assign({ menus: ({ event }) => outputOf<VnGameMenu[]>(event) }),
    selectQueryGame: assign(({ context }) => selectGame(context, context.gameCode ?? defaultGameCode(context.menus))),
    resolveLobbyGame: assign(({ context, event }) => {
      const lobbyGame = outputOf<LobbyGame | null>(event);
      return { ...selectGame(context, defaultGameCode(context.menus)), lobbyGame, unknownCode: lobbyGame ? null : context.gameCode };
    }),
    selectEvent: assign(({ context, event }) => ({ ...selectGame(context, eventOf<'SELECT'>(event).gameCode), unknownCode: null })),
    pickRegion: assign({ region: ({ event }) => eventOf<'PICK_REGION'>(event).region }),
    pickDraw: assign({ drawIndex: ({ event }) => eventOf<'PICK_DRAW'>(event).index }),
    storeRecent: assign({ recent: ({ event }) => outputOf<VnRecentGame[]>(event) }),
    storeBoard: assign(({ context, event }) => {
      const board = outputOf<DrawBoard>(event);
      const now = context.clock();
      const game = board.kind === 'vn' ? findMenuGame(context.menus, board.data.gameCode) : null;
      // Reading a VN game's numbers puts it on top of the member's recent lotteries (as the backend does).
      return { board, now, drawIndex: 0, failure: null, recent: game ? bumpRecent(context.recent, game, now) : context.recent };
    }),
    tick: assign({ now: ({ context }) => context.clock() }),
    noteFailure: assign({
      failure: ({ event }) => {
        const error = errorOf(event);
        return { kind: error.kind ?? null, code: error.details?.code ?? null, message: error.message ?? 'Unknown error' };
      },
    }),
    clearFailure: assign({ failure: null }),
    storeLaunch: assign({ launched: ({ event }) => outputOf<LaunchedLottery>(event), failure: null }),
    askLogin: () => {},
  },
  delays: {
    /** The countdown moves every second. */
    tick: 1000,
    /** After the draw time, a moment for the draw to be published before it is read. */
    drawSettle: 3000,
    /** A failed read after a draw is tried again on its own after this long. */
    refreshRetry: 15_000,
  },
}).createMachine({
  id: 'lottery',
  meta: { spec: '2 Lottery pages' },
  context: ({ input }) => ({
    ...input,
    now: input.clock(),
    menus: [],
    lobbyGame: null,
    unknownCode: null,
    selected: null,
    region: null,
    recent: [],
    board: null,
    drawIndex: 0,
    launched: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isGameView', target: 'game' }, { guard: 'isLottoPage', target: 'lotto' }, { target: 'menus' }],
    },
    lotto: {
      meta: { spec: '2 /lottery started with a query gameCode' },
      always: [{ guard: 'hasGameCode', target: 'board', actions: 'selectQueryGame' }, { target: 'noGame' }],
    },
    noGame: { meta: { spec: '2 Lottery pages: no game named' } },
    menus: {
      meta: { spec: '7 Lottery: VN menus (prizeMode, device WEB)' },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadMenus',
            input: ({ context }) => ({ prizeModes: prizeModesOf(context.page) }),
            onDone: [
              { guard: 'menusEmpty', target: 'empty', actions: 'storeMenus' },
              { guard: 'codeResolved', target: '#lottery.board', actions: ['storeMenus', 'selectQueryGame'] },
              { target: 'checkingCode', actions: 'storeMenus' },
            ],
            onError: { target: 'failed', actions: 'noteFailure' },
          },
        },
        checkingCode: {
          meta: { spec: '2 Game launching: TCG_LOTTO_VN and TCG_SEA games open the page with their gameCode' },
          invoke: {
            src: 'findLobbyGame',
            input: ({ context }) => ({ vendor: LOTTERY_VENDOR[context.page as 'vn' | 'sea'], gameCode: context.gameCode ?? '' }),
            onDone: { target: '#lottery.board', actions: 'resolveLobbyGame' },
            onError: { target: 'failed', actions: 'noteFailure' },
          },
        },
        failed: { meta: { spec: '8 Handling' }, on: { RETRY: { target: 'loading', actions: 'clearFailure' } } },
        empty: {},
      },
    },
    board: {
      type: 'parallel',
      on: {
        PICK_REGION: { actions: 'pickRegion' },
        PICK_DRAW: { guard: 'drawExists', actions: 'pickDraw' },
      },
      states: {
        recent: {
          meta: { spec: '7 Lottery: Recent /lgw/vn/games/game_menu/recent' },
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isLottoPage', target: 'off' }, { target: 'loading' }] },
            off: {},
            loading: {
              invoke: {
                src: 'loadRecent',
                input: ({ context }) => ({ prizeMode: recentPrizeModeOf(context.page) }),
                onDone: { target: 'loaded', actions: 'storeRecent' },
                onError: 'failed',
              },
            },
            loaded: {},
            failed: { meta: { spec: '8 Handling' }, on: { RETRY_RECENT: 'loading' } },
          },
        },
        draws: {
          meta: { spec: '7 Lottery: Opened numbers' },
          // Handled by this region, not the board: a transition of the parallel board would exit and
          // enter the recent region too, and read the recent list again for nothing.
          on: { SELECT: { guard: 'canSelect', target: '.loading', actions: 'selectEvent' } },
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadDraws',
                input: ({ context }) => ({ page: context.page, gameCode: context.selected ?? '' }),
                onDone: { target: 'showing', actions: 'storeBoard' },
                onError: [
                  { guard: 'notFound', target: 'notFound', actions: 'noteFailure' },
                  { target: 'failed', actions: 'noteFailure' },
                ],
              },
            },
            showing: {
              meta: { spec: '2 Lottery pages: countdown to the next draw' },
              after: {
                tick: [
                  { guard: 'drawIsDue', target: 'awaitingDraw', actions: 'tick' },
                  { target: 'showing', reenter: true, actions: 'tick' },
                ],
              },
            },
            awaitingDraw: { after: { drawSettle: 'refreshing' } },
            refreshing: {
              invoke: {
                src: 'loadDraws',
                input: ({ context }) => ({ page: context.page, gameCode: context.selected ?? '' }),
                onDone: { target: 'showing', actions: 'storeBoard' },
                onError: { target: 'refreshFailed', actions: 'noteFailure' },
              },
            },
            refreshFailed: {
              meta: { spec: '8 Handling' },
              on: { RETRY_DRAWS: { target: 'refreshing', actions: 'clearFailure' } },
              after: { refreshRetry: { target: 'refreshing', actions: 'clearFailure' } },
            },
            failed: { meta: { spec: '8 Handling' }, on: { RETRY_DRAWS: { target: 'loading', actions: 'clearFailure' } } },
            notFound: {},
          },
        },
      },
    },
    game: {
      meta: { spec: '2 Game-page paths /lottert, /vnlottery, /sealottery' },
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'notSignedIn', target: 'needLogin' }, { guard: 'nothingToLaunch', target: '#lottery.noGame' }, { target: 'launching' }],
        },
        needLogin: { meta: { spec: "8 'You are not logged in, please login'" }, on: { LOGIN: { actions: 'askLogin' } } },
        launching: {
          meta: { spec: '7 Launch: GET /wps/game/launchGame' },
          invoke: {
            src: 'launchGame',
            input: ({ context }) => launchRequestOf(context.page, context.gameCode) as LotteryLaunch,
            onDone: { target: 'playing', actions: 'storeLaunch' },
            onError: [
              { guard: 'inMaintenance', target: 'maintenance', actions: 'noteFailure' },
              { guard: 'notFound', target: 'notFound', actions: 'noteFailure' },
              { target: 'failed', actions: 'noteFailure' },
            ],
          },
        },
        playing: {},
        maintenance: { meta: { spec: '8 Game maintenance suggesting other games' } },
        notFound: {},
        failed: { meta: { spec: '8 Handling' }, on: { RETRY: { target: 'launching', actions: 'clearFailure' } } },
      },
    },
  },
});
