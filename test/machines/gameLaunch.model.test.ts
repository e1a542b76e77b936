import { expect } from 'vitest';
import { gameLaunchMachine, type LaunchTarget, launchRoute } from '@machines/gameLaunch.machine';
import { ErrorCode } from '@/contract/errorCodes';
import { hasDemoPlay } from '@/contract/demoPlay';
import { business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const game = (gameType: LaunchTarget['gameType'], vassalage: string, isGame = 'GAME'): LaunchTarget => ({ gameType, vassalage, gameCode: `${vassalage}-1`, isGame, name: vassalage });
const TARGETS = [game('LIVE', 'EVO'), game('LOTT', 'TCG'), game('ELOTT', 'ELOT'), game('LOTT', 'TCG_LOTTO_VN'), game('LOTT', 'TCG_SEA'), game('RNG', 'PG', 'VASSALAGE'), game('FISH', 'JDB', 'VASSALAGE'), game('PVP', 'KY', 'VASSALAGE'), game('RNG', 'PG')];
const navigations: string[] = [];
let loginAsks = 0;

testMachineModel(gameLaunchMachine, {
  input: { session: 'guest' },
  fixtures: {
    outputs: { launchGame: [{ url: 'https://games.example/evo', mode: 'iframe' }] },
    errors: { launchGame: [business(ErrorCode.maintenance), business('POPUP_BLOCKED'), business(ErrorCode.trialNotAllowed), business(ErrorCode.serverError)] },
    events: {
      SESSION: [
        { type: 'SESSION', kind: 'guest' },
        { type: 'SESSION', kind: 'trial' },
        { type: 'SESSION', kind: 'member' },
      ],
      LAUNCH: TARGETS.map((target) => ({ type: 'LAUNCH', target })),
    },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.session],
  provide: {
    actions: {
      askLogin: () => void loginAsks++,
      navigate: (_: unknown, params: { to: string }) => void navigations.push(params.to),
    },
  },
  check: (snapshot, event) => {
    if (event.type.startsWith('xstate.error.actor.') && (event as unknown as { error: { details: { code: string } } }).error.details.code === ErrorCode.trialNotAllowed)
      expect(snapshot.matches('registerPrompt')).toBe(true);
    if (event.type !== 'LAUNCH') return;
    const launched = (event as unknown as { target: LaunchTarget }).target;
    const { session } = snapshot.context;
    if (snapshot.context.target === null && !snapshot.matches('idle')) throw new Error('a launch state without its target');
    if (session === 'guest') {
      expect(loginAsks).toBe(1);
      expect(snapshot.matches('idle')).toBe(true);
    } else if (session === 'trial' && !hasDemoPlay(launched.gameType)) {
      // SPEC 4: live, sports, lotteries, PVP: 'Please register an account first'.
      expect(snapshot.matches('registerPrompt')).toBe(true);
    } else if (launchRoute(launched)) {
      expect(navigations.at(-1)).toBe(launchRoute(launched));
      expect(snapshot.matches('idle')).toBe(true);
    } else if (launched.isGame === 'VASSALAGE') {
      expect(snapshot.matches('groupList')).toBe(true);
    } else {
      expect(snapshot.matches('launching')).toBe(true);
    }
    loginAsks = 0;
  },
});
