import { beforeAll, describe, expect, it } from 'vitest';
import { gameMenusResponse } from '@kernel/games';
import { PATH } from '@kernel/paths';
import { launchRoute } from '@machines/gameLaunch.machine';
import { createCalls } from '@/api/calls';
import { splitCategories, vendorAction } from '@/rules/lobby.rules';
import { backendFetch, testApiClient } from '../support/testApiClient';
import { loginToken, startServer, type TestServer } from './helpers';

/**
 * What a click on each vendor of the seed does, written by hand from SPEC 2 Game launching:
 * - LOTT and ELOTT go to /lottery with gameCode; TCG_LOTTO_VN to /vnLottery, TCG_SEA to /seaLottery;
 * - FISH and RNG go to the list with a vassalage query (/rng for RNG);
 * - an item flagged as a vendor group (EVO) opens a popup game list;
 * - other vendors launch directly.
 */
const list = (path: string, vendors: string[]) => vendors.map((code) => [code, `list ${path}?vassalage=${code}`] as const);
const launch = (vendors: string[]) => vendors.map((code) => [code, 'launch'] as const);
const EXPECTED: Record<string, ReadonlyArray<readonly [vendor: string, action: string]>> = {
  RNG: list('/rng', ['PG', 'JL', 'PT', 'JDB', 'CQ9', 'FC', 'EG2', 'PP', 'SPADE', 'HABA', 'RT', 'MG', 'MEGA']),
  LIVE: [['EVO', 'popup'], ...launch(['SEXY', 'PT', 'DG', 'SA', 'WM'])],
  FISH: list('/fish', ['JDB', 'JL', 'FC', 'CQ9']),
  PVP: launch(['KY', 'V8', 'JL', 'MP']),
  SPORTS: launch(['SABA', 'SBO', 'CMD']),
  ESPORTS: launch(['AV', 'IMES', 'IA', 'AI', 'TF']),
  ELOTT: [['TCG_ELOTT', 'route /lottery?gameCode=TCG_ELOTT0001']],
  LOTT: [
    ['TCG', 'route /lottery?gameCode=TCG0001'],
    ['TCG_LOTTO_VN', 'route /vnLottery?gameCode=TCG_LOTTO_VN0001'],
    ['TCG_SEA', 'route /seaLottery?gameCode=TCG_SEA0001'],
  ],
  COCKFIGHT: launch(['SV388']),
  BGS: launch(['BGS']),
  MINI: launch(['SPRIBE', 'SMARTSOFT']),
};
/** The vendors whose games play on the /seamless page (the seed's sports vendors), the rest in the game popup. */
const SEAMLESS = ['SABA', 'SBO', 'CMD'];
/** SPEC 8: WM Casino is under maintenance as a whole: its launch is refused with the maintenance message. */
const IN_MAINTENANCE = ['WM'];

describe('vendor cards of the seed (SPEC 2 Game launching)', () => {
  let server: TestServer;
  let token: string | null = null;
  let calls: ReturnType<typeof createCalls>;
  beforeAll(async () => {
    server = await startServer();
    const api = testApiClient(backendFetch(server.app), { timeoutMs: 5_000, getToken: () => token });
    calls = createCalls(api, 'DEMO', () => 'EN');
  }, 120_000);

  /** What a click does, as the lobby rule and the launcher decide it. */
  const outcome = (vendor: Parameters<typeof vendorAction>[0]) => {
    const action = vendorAction(vendor);
    if (action.kind === 'list') return `list ${action.href}`;
    const route = launchRoute(action.target);
    if (route) return `route ${route}`;
    return action.target.isGame === 'VASSALAGE' ? 'popup' : 'launch';
  };

  it('does what SPEC 2 says for every vendor of every category', async () => {
    const { body } = await server.expectBody(gameMenusResponse, PATH.gameMenus);
    const menus = splitCategories(body.value);
    const actual = Object.fromEntries(menus.map((menu) => [menu.gameCategory, menu.vendors.map((vendor) => [vendor.vassalage, outcome(vendor)])]));
    expect(actual).toEqual(EXPECTED);
  });

  it('launches each direct vendor through the client’s launch call: its game page, seamless for sports', async () => {
    token = await loginToken(server, 'demo_member');
    const { body } = await server.expectBody(gameMenusResponse, PATH.gameMenus);
    const direct = splitCategories(body.value)
      .flatMap((menu) => menu.vendors)
      .filter((vendor) => outcome(vendor) === 'launch');
    expect(direct.length).toBe(21);
    for (const vendor of direct) {
      const action = vendorAction(vendor);
      if (action.kind !== 'launch') throw new Error('not a launch');
      const launched = await calls.launchGame(action.target).then(
        (game) => game.mode,
        (error: { details?: { code?: string | null } }) => `refused ${error.details?.code}`,
      );
      const expected = IN_MAINTENANCE.includes(vendor.vassalage) ? 'refused MAINTENANCE' : SEAMLESS.includes(vendor.vassalage) ? 'seamless' : 'iframe';
      expect([vendor.vassalage, launched]).toEqual([vendor.vassalage, expected]);
    }
  });
});
