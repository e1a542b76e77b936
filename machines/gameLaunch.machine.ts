import { assign, fromPromise, setup } from 'xstate';
import { CoreErrorCode as ErrorCode } from '../kernel/coreErrorCodes';
import { hasDemoPlay } from '../kernel/demoPlay';
import type { GameCategory } from '../kernel/platform';
import type { SessionKind } from './sessionKind';

/** A game tile, or a vendor card (isGame VASSALAGE), as the launcher needs it; roomId: a variant of the game (a PVP room). */
export type LaunchTarget = { gameType: GameCategory; vassalage: string; gameCode: string; isGame: string; name: string; nodeId?: number; roomId?: string };
export type LaunchedGame = { url: string; mode: 'iframe' | 'seamless' };

/** LEFT: the player went from the /seamless page to another page (CLOSE is its Back button). */
export type GameLaunchEvent =
  | { type: 'SESSION'; kind: SessionKind }
  | { type: 'LAUNCH'; target: LaunchTarget }
  /** Issue 26, item 5: Try demo on a tile: a visitor starts trial play (the header's Free play) and the game opens on it. */
  | { type: 'TRY_DEMO'; target: LaunchTarget }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'LEFT' };

export type GameLaunchContext = { session: SessionKind; target: LaunchTarget | null; game: LaunchedGame | null; message: string | null };

export const VENDOR_GROUP = 'VASSALAGE';
/** SPEC 2 routes: the seamless game page. */
export const SEAMLESS_PATH = '/seamless';
const target = (context: GameLaunchContext) => context.target as LaunchTarget;
const isVendorGroup = (context: GameLaunchContext) => target(context).isGame === VENDOR_GROUP;

/** Where a navigation-type launch goes (SPEC 2 Game launching). */
export function launchRoute(launch: LaunchTarget): string | null {
  const code = encodeURIComponent(launch.gameCode);
  if (launch.vassalage === 'TCG_LOTTO_VN') return `/vnLottery?gameCode=${code}`;
  if (launch.vassalage === 'TCG_SEA') return `/seaLottery?gameCode=${code}`;
  if (launch.gameType === 'LOTT' || launch.gameType === 'ELOTT') return `/lottery?gameCode=${code}`;
  if (launch.isGame === VENDOR_GROUP && launch.gameType === 'RNG') return `/rng?vassalage=${encodeURIComponent(launch.vassalage)}`;
  if (launch.isGame === VENDOR_GROUP && launch.gameType === 'FISH') return `/fish?vassalage=${encodeURIComponent(launch.vassalage)}`;
  return null;
}

type Failure = { message?: string; details?: { code?: string | null } };
const failureOf = (event: unknown) => ((event as { error?: Failure }).error ?? {}) as Failure;

/**
 * SPEC 2 and 4 game launching: guests get the login popup, trial users the register prompt for
 * games without a demo mode (SPEC 1: they play slots, fishing and in-house games on demo credit);
 * lotteries and slot/fish vendors navigate; a vendor group opens a popup list; the rest launch,
 * in the game popup or, for seamless (sports) games, on the /seamless page of their own.
 */
export const gameLaunchMachine = setup({
  types: { context: {} as GameLaunchContext, events: {} as GameLaunchEvent, input: {} as { session: SessionKind } },
  actors: {
    launchGame: fromPromise<LaunchedGame, LaunchTarget>(async () => {
      throw new Error('launchGame not provided');
    }),
  },
  guards: {
    isGuest: ({ context }) => context.session === 'guest',
    // A reload restores a member's session from its token: until it is known, a click is not a guest's.
    sessionPending: ({ context }) => context.session === 'pending',
    // Try demo: a trial account's opens the game (deciding sends a game without a demo mode to the register prompt).
    isTrial: ({ context }) => context.session === 'trial',
    becomesTrial: ({ event }) => (event as Extract<GameLaunchEvent, { type: 'SESSION' }>).kind === 'trial',
    stillStarting: ({ event }) => (event as Extract<GameLaunchEvent, { type: 'SESSION' }>).kind === 'pending',
    // SPEC 1: trial players use free demo play; only games without a demo mode need a real account.
    isTrialWithoutDemo: ({ context }) => context.session === 'trial' && !hasDemoPlay(target(context).gameType),
    trialRefused: ({ event }) => failureOf(event).details?.code === ErrorCode.trialNotAllowed,
    navigates: ({ context }) => launchRoute(target(context)) !== null,
    isVendorGroup: ({ context }) => isVendorGroup(context),
    inMaintenance: ({ event }) => failureOf(event).details?.code === ErrorCode.maintenance,
    popupBlocked: ({ event }) => failureOf(event).details?.code === 'POPUP_BLOCKED',
    isSeamless: ({ event }) => (event as unknown as { output: LaunchedGame }).output.mode === 'seamless',
  },
  actions: {
    setSession: assign({ session: ({ event }) => (event as Extract<GameLaunchEvent, { type: 'SESSION' }>).kind }),
    setTarget: assign({ target: ({ event }) => (event as Extract<GameLaunchEvent, { type: 'LAUNCH' | 'TRY_DEMO' }>).target, message: null }),
    storeGame: assign({ game: ({ event }) => (event as unknown as { output: LaunchedGame }).output }),
    noteFailure: assign({ message: ({ event }) => failureOf(event).message ?? 'Unknown error' }),
    clear: assign({ target: null, game: null, message: null }),
    askLogin: () => {},
    /** The session's FREE_PLAY: the header's Free play, the same trial account. */
    startTrial: () => {},
    navigate: (_, _params: { to: string }) => {},
    goBack: () => {},
  },
}).createMachine({
  id: 'gameLaunch',
  meta: { spec: '2 Game launching' },
  context: ({ input }) => ({ session: input.session, target: null, game: null, message: null }),
  initial: 'idle',
  on: { SESSION: { actions: 'setSession' } },
  states: {
    idle: {
      on: {
        LAUNCH: { target: 'deciding', actions: 'setTarget' },
        // A visitor's starts trial play first; a member plays for real (the tile offers no demo), so theirs is ignored.
        TRY_DEMO: [
          { guard: 'isGuest', target: 'startingTrial', actions: ['setTarget', 'startTrial'] },
          { guard: 'isTrial', target: 'deciding', actions: 'setTarget' },
        ],
      },
    },
    startingTrial: {
      // Issue 26, item 5: Try demo without leaving the lobby.
      meta: { spec: '6 Visitor: trial play' },
      on: {
        SESSION: [
          { guard: 'becomesTrial', target: 'deciding', actions: 'setSession' },
          { guard: 'stillStarting', actions: 'setSession' },
          // Free play failed (a guest again: the session says why), or someone signed in meanwhile: nothing opens.
          { target: 'idle', actions: ['setSession', 'clear'] },
        ],
      },
    },
    deciding: {
      always: [
        { guard: 'sessionPending', target: 'waitingForSession' },
        { guard: 'isGuest', target: 'idle', actions: ['askLogin', 'clear'] },
        { guard: 'isTrialWithoutDemo', target: 'registerPrompt' },
        { guard: 'navigates', target: 'idle', actions: [{ type: 'navigate', params: ({ context }) => ({ to: launchRoute(target(context)) as string }) }, 'clear'] },
        { guard: 'isVendorGroup', target: 'groupList' },
        { target: 'launching' },
      ],
    },
    waitingForSession: {
      meta: { spec: '2 Game launching: a click while the session is restored is decided once it is known' },
      on: {
        SESSION: { target: 'deciding', actions: 'setSession' },
        LAUNCH: { target: 'deciding', actions: 'setTarget' },
      },
    },
    registerPrompt: {
      meta: { spec: "4 Trial users get 'Please register an account first'" },
      on: { CONFIRM: { target: 'idle', actions: 'clear' }, CLOSE: { target: 'idle', actions: 'clear' } },
    },
    groupList: {
      meta: { spec: '2 A vendor group opens a popup game list' },
      on: { LAUNCH: { target: 'deciding', actions: 'setTarget' }, CLOSE: { target: 'idle', actions: 'clear' } },
    },
    launching: {
      meta: { spec: '7 Launch: GET /wps/game/launchGame' },
      invoke: {
        src: 'launchGame',
        input: ({ context }) => target(context),
        onDone: [
          {
            guard: 'isSeamless',
            target: 'seamless',
            actions: ['storeGame', { type: 'navigate', params: { to: SEAMLESS_PATH } }],
          },
          { target: 'playing', actions: 'storeGame' },
        ],
        onError: [
          { guard: 'inMaintenance', target: 'maintenance', actions: 'noteFailure' },
          // The platform has the last word on what a trial may play.
          { guard: 'trialRefused', target: 'registerPrompt' },
          { guard: 'popupBlocked', target: 'popupBlocked' },
          { target: 'failed', actions: 'noteFailure' },
        ],
      },
    },
    playing: { meta: { spec: '2 Game popup (iframe)' }, tags: 'playing', on: { CLOSE: { target: 'idle', actions: 'clear' } } },
    seamless: {
      meta: { spec: '2 /seamless: the seamless game page' },
      tags: 'playing',
      on: {
        // Back returns to the page the game was launched from.
        CLOSE: { target: 'idle', actions: ['clear', 'goBack'] },
        LEFT: { target: 'idle', actions: 'clear' },
        // The header stays: another game may be launched from it.
        LAUNCH: { target: 'deciding', actions: ['clear', 'setTarget'] },
      },
    },
    maintenance: {
      meta: { spec: '8 Game maintenance suggesting other games' },
      on: { CONFIRM: { target: 'idle', actions: 'clear' }, LAUNCH: { target: 'deciding', actions: 'setTarget' } },
    },
    popupBlocked: { meta: { spec: "8 'Popup blocked. Please allow popups and try again.'" }, on: { CONFIRM: { target: 'idle', actions: 'clear' } } },
    failed: { meta: { spec: '8 Handling' }, on: { CONFIRM: { target: 'idle', actions: 'clear' } } },
  },
});
