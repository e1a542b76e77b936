import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import { type GameLaunchContext, gameLaunchMachine, type LaunchTarget } from '@machines/gameLaunch.machine';
import type { MachineModel, Observation } from '../model/types';
import { business } from './fixtures';

const game = (gameType: LaunchTarget['gameType'], vassalage: string, isGame = 'GAME'): LaunchTarget => ({
  gameType,
  vassalage,
  gameCode: `${vassalage}-1`,
  isGame,
  name: vassalage,
});

/**
 * What a member gets for each tile, from SPEC 2 Game launching (a route, the vendor-group popup, or
 * a direct launch), and whether a trial player gets the register prompt (SPEC 1: trial players use
 * demo play, which slots, fishing, in-house and mini games have; SPEC 4: real games need an account).
 */
type Expected = { opens: { route: string } | 'groupList' | 'launch'; trialPrompt: boolean };
const CASES: Array<[LaunchTarget, Expected]> = [
  [game('LIVE', 'EVO'), { opens: 'launch', trialPrompt: true }],
  [game('LOTT', 'TCG'), { opens: { route: '/lottery?gameCode=TCG-1' }, trialPrompt: true }],
  [game('ELOTT', 'ELOT'), { opens: { route: '/lottery?gameCode=ELOT-1' }, trialPrompt: true }],
  [game('LOTT', 'TCG_LOTTO_VN'), { opens: { route: '/vnLottery?gameCode=TCG_LOTTO_VN-1' }, trialPrompt: true }],
  [game('LOTT', 'TCG_SEA'), { opens: { route: '/seaLottery?gameCode=TCG_SEA-1' }, trialPrompt: true }],
  [game('RNG', 'PG', 'VASSALAGE'), { opens: { route: '/rng?vassalage=PG' }, trialPrompt: false }],
  [game('FISH', 'JDB', 'VASSALAGE'), { opens: { route: '/fish?vassalage=JDB' }, trialPrompt: false }],
  [game('PVP', 'KY', 'VASSALAGE'), { opens: 'groupList', trialPrompt: true }],
  [game('RNG', 'PG'), { opens: 'launch', trialPrompt: false }],
  // SPEC 1.12: the mini games of /mini, played on demo credit by a trial player.
  [game('MINI', 'SPRIBE'), { opens: 'launch', trialPrompt: false }],
];
const expectedFor = (target: LaunchTarget | null): Expected => {
  const found = CASES.find(([candidate]) => JSON.stringify(candidate) === JSON.stringify(target));
  if (!found) throw new Error(`no expectation for ${JSON.stringify(target)}`);
  return found[1];
};
/** A failure that is not an API error: no message, no details (the popup then says 'Unknown error'). */
const NO_MESSAGE = { kind: 'network' };
const UNKNOWN_ERROR = 'Unknown error';
const LAUNCHED = { url: 'https://games.example/evo', mode: 'iframe' as const };
/** A sports game: SPEC 2 plays it on the /seamless page (header shown, side menu hidden), not in the popup. */
const LAUNCHED_SEAMLESS = { url: 'https://games.example/saba', mode: 'seamless' as const };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as GameLaunchContext;
const launchedTarget = (event: EventObject) => (event as unknown as { target: LaunchTarget }).target;
const failure = (event: EventObject) => (event as unknown as { error?: { message?: string; details?: { code?: string | null } } }).error;
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor');
const isGuest = (snapshot: AnyMachineSnapshot) => ctx(snapshot).session === 'guest';
const sessionOf = (event: EventObject) => (event as unknown as { kind: string }).kind;
/**
 * The target a step decided on: the one just clicked (or tried as a demo), the one a click left
 * waiting for the session, or the demo a visitor asked for once the trial session has started.
 */
const decidedOn = (event: EventObject, previous: AnyMachineSnapshot) => {
  if (event.type === 'LAUNCH' || event.type === 'TRY_DEMO') return launchedTarget(event);
  if (event.type === 'SESSION' && previous.matches('waitingForSession')) return ctx(previous).target;
  if (event.type === 'SESSION' && previous.matches('startingTrial') && sessionOf(event) === 'trial') return ctx(previous).target;
  return null;
};
/**
 * Try demo, from SPEC 1 (trial players use free demo play) and issue 26 item 5: two games with a
 * demo, and a live table without one (its tile offers none; asked anyway, the trial account then
 * gets SPEC 4's register prompt).
 */
const DEMO_TARGETS = [game('RNG', 'PG'), game('MINI', 'SPRIBE'), game('LIVE', 'EVO')];
const trialPrompted = (snapshot: AnyMachineSnapshot) => ctx(snapshot).session === 'trial' && expectedFor(ctx(snapshot).target).trialPrompt;

/** A state showing a target the signed-in player chose (and may play). */
const chosen = ({ snapshot, event, previous }: Observation) => {
  expect(ctx(snapshot).target).not.toBeNull();
  if (event.type === 'LAUNCH' || event.type === 'TRY_DEMO') {
    // SPEC 2: a guest's click only asks for login (a guest's Try demo first starts a trial session).
    expect(isGuest(snapshot)).toBe(false);
    expect(ctx(snapshot).target).toEqual(launchedTarget(event));
  }
  // Issue 26, item 5: a demo is tried on a trial account only (a member's Try demo is ignored).
  if (event.type === 'TRY_DEMO') expect(ctx(snapshot).session).toBe('trial');
  // A session change (the root SESSION) changes only the session.
  if (event.type === 'SESSION') expect({ ...ctx(snapshot), session: null }).toEqual({ ...ctx(previous!), session: null });
};
/** Nothing launched, nothing navigated, no login asked. */
const quiet = ({ effects, invoked }: Observation) => {
  expect(effects).toEqual([]);
  expect(invoked).toEqual([]);
};

export const gameLaunchModel: MachineModel = {
  machine: gameLaunchMachine,
  input: { session: 'guest' },
  fixtures: {
    outputs: { launchGame: [LAUNCHED, LAUNCHED_SEAMLESS] },
    errors: {
      launchGame: [business(ErrorCode.maintenance), business('POPUP_BLOCKED'), business(ErrorCode.trialNotAllowed), business(ErrorCode.serverError), NO_MESSAGE],
    },
    events: {
      SESSION: [
        { type: 'SESSION', kind: 'guest' },
        { type: 'SESSION', kind: 'trial' },
        { type: 'SESSION', kind: 'member' },
        { type: 'SESSION', kind: 'pending' },
      ],
      LAUNCH: CASES.map(([target]) => ({ type: 'LAUNCH', target })),
      TRY_DEMO: DEMO_TARGETS.map((target) => ({ type: 'TRY_DEMO', target })),
    },
  },
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).session],
  oracles: {
    '*': ({ snapshot, event }) => {
      if (event.type === 'SESSION') expect(ctx(snapshot).session).toBe((event as unknown as { kind: string }).kind);
      // The launched game is held only while it is played (in the popup or on /seamless).
      if (!snapshot.matches('playing') && !snapshot.matches('seamless')) expect(ctx(snapshot).game).toBeNull();
    },
    idle: ({ snapshot, previous, event, effects, invoked }) => {
      // Nothing chosen, nothing shown.
      expect(ctx(snapshot)).toMatchObject({ target: null, game: null, message: null });
      expect(invoked).toEqual([]);
      // Issue 26, item 5: a visitor's Try demo that found no trial session (free play failed, or a member signed in meanwhile): nothing opens.
      if (previous?.matches('startingTrial')) {
        expect(event.type).toBe('SESSION');
        expect(['guest', 'member']).toContain(sessionOf(event));
        expect(effects).toEqual([]);
        return;
      }
      const target = decidedOn(event, previous!);
      if (!target) {
        // SPEC 2: Back on the /seamless page returns to where the player was; leaving it for another page, or closing the popup, does nothing more.
        const back = event.type === 'CLOSE' && previous!.matches('seamless');
        expect(effects).toEqual(back ? [{ name: 'goBack', params: undefined }] : []);
        return;
      }
      // A click is never decided while the session is being restored.
      expect(ctx(snapshot).session).not.toBe('pending');
      if (isGuest(snapshot)) {
        // SPEC 2: guests get the login popup, whatever they clicked.
        expect(effects).toEqual([{ name: 'askLogin', params: undefined }]);
      } else {
        // SPEC 2: lotteries and slot/fish vendor cards navigate (a trial player too, where demo play is allowed).
        const { opens, trialPrompt } = expectedFor(target);
        expect(ctx(snapshot).session === 'trial' && trialPrompt).toBe(false);
        expect(effects).toEqual([{ name: 'navigate', params: { to: typeof opens === 'object' ? opens.route : 'no route' } }]);
      }
    },
    // A click during a reload's session restore: held, nothing asked, nothing launched, until the session is known.
    waitingForSession: (observation) => {
      const { snapshot, event } = observation;
      quiet(observation);
      expect(ctx(snapshot).session).toBe('pending');
      expect(ctx(snapshot).target).not.toBeNull();
      if (event.type === 'LAUNCH') expect(ctx(snapshot).target).toEqual(launchedTarget(event));
    },
    // Issue 26, item 5: a visitor's Try demo starts the trial session (the header's Free play), then opens the game on it.
    startingTrial: ({ snapshot, previous, event, effects, invoked }) => {
      expect(invoked).toEqual([]);
      expect(ctx(snapshot)).toMatchObject({ game: null, message: null });
      if (event.type === 'TRY_DEMO') {
        expect(previous?.matches('idle')).toBe(true);
        expect(ctx(previous!).session).toBe('guest');
        expect(ctx(snapshot).target).toEqual(launchedTarget(event));
        expect(effects).toEqual([{ name: 'startTrial', params: undefined }]);
      } else {
        // While the trial session is being made, nothing more is asked.
        expect(event.type).toBe('SESSION');
        expect(sessionOf(event)).toBe('pending');
        expect(effects).toEqual([]);
        expect(ctx(snapshot).target).toEqual(ctx(previous!).target);
      }
    },
    // Left at once (it never rests): it decides on the target just clicked.
    deciding: ({ snapshot, event }) => {
      expect(ctx(snapshot).target).not.toBeNull();
      if (event.type === 'LAUNCH') expect(ctx(snapshot).target).toEqual(launchedTarget(event));
    },
    registerPrompt: (observation) => {
      const { snapshot, event } = observation;
      chosen(observation);
      quiet(observation);
      expect(ctx(snapshot).message).toBeNull();
      // SPEC 4: a trial player starting a real game is told 'Please register an account first'; the platform has the last word.
      if (decidedOn(event, observation.previous!)) expect(trialPrompted(snapshot)).toBe(true);
      if (isError(event)) expect(failure(event)?.details?.code).toBe(ErrorCode.trialNotAllowed);
    },
    groupList: (observation) => {
      const { snapshot } = observation;
      chosen(observation);
      quiet(observation);
      // SPEC 2: a vendor group (without a list page of its own) opens the popup game list.
      expect(expectedFor(ctx(snapshot).target).opens).toBe('groupList');
      if (decidedOn(observation.event, observation.previous!)) expect(trialPrompted(snapshot)).toBe(false);
      expect(ctx(snapshot).message).toBeNull();
    },
    launching: (observation) => {
      const { snapshot, event, effects, invoked } = observation;
      chosen(observation);
      // SPEC 2 Other vendors launch directly (SPEC 7: GET /wps/game/launchGame with the tile).
      expect(expectedFor(ctx(snapshot).target).opens).toBe('launch');
      expect(effects).toEqual([]);
      expect(ctx(snapshot).message).toBeNull();
      const decided = decidedOn(event, observation.previous!);
      if (decided) {
        expect(trialPrompted(snapshot)).toBe(false);
        expect(invoked).toEqual([{ src: 'launchGame', id: expect.any(String), input: decided }]);
      } else expect(invoked).toEqual([]);
    },
    playing: (observation) => {
      const { snapshot, event } = observation;
      chosen(observation);
      quiet(observation);
      // SPEC 2: the game popup (iframe) shows a game that is not seamless.
      expect(ctx(snapshot).game).toEqual(LAUNCHED);
      if (event.type !== 'SESSION') expect(event).toMatchObject({ output: LAUNCHED });
    },
    seamless: (observation) => {
      const { snapshot, event, effects, invoked } = observation;
      chosen(observation);
      expect(invoked).toEqual([]);
      expect(ctx(snapshot).message).toBeNull();
      // SPEC 2 routes: a seamless (sports) game opens on /seamless, a page of its own.
      expect(ctx(snapshot).game).toEqual(LAUNCHED_SEAMLESS);
      if (event.type === 'SESSION') expect(effects).toEqual([]);
      else {
        expect(event).toMatchObject({ output: LAUNCHED_SEAMLESS });
        expect(effects).toEqual([{ name: 'navigate', params: { to: '/seamless' } }]);
      }
    },
    maintenance: (observation) => {
      const { snapshot, event } = observation;
      chosen(observation);
      quiet(observation);
      // SPEC 8: game maintenance, with the platform's message.
      expect(ctx(snapshot).message).toBe(ErrorCode.maintenance);
      if (event.type !== 'SESSION') expect(failure(event)?.details?.code).toBe(ErrorCode.maintenance);
    },
    popupBlocked: (observation) => {
      const { snapshot, event } = observation;
      chosen(observation);
      quiet(observation);
      // SPEC 8: 'Popup blocked. Please allow popups and try again.' (the view's own text, no server message).
      expect(ctx(snapshot).message).toBeNull();
      if (event.type !== 'SESSION') expect(failure(event)?.details?.code).toBe('POPUP_BLOCKED');
    },
    failed: (observation) => {
      const { snapshot, event } = observation;
      chosen(observation);
      quiet(observation);
      // SPEC 8 Handling: any other failure shows the server's message ('Unknown error' when there is none).
      expect([ErrorCode.serverError, UNKNOWN_ERROR]).toContain(ctx(snapshot).message);
      if (event.type !== 'SESSION') {
        expect([ErrorCode.maintenance, ErrorCode.trialNotAllowed, 'POPUP_BLOCKED']).not.toContain(failure(event)?.details?.code);
        expect(ctx(snapshot).message).toBe(failure(event)?.message ?? UNKNOWN_ERROR);
      }
    },
  },
};
