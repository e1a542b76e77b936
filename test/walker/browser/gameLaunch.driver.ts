import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import type { GameLaunchContext, LaunchTarget } from '@machines/gameLaunch.machine';
import { gameLaunchModel } from '../../machines/gameLaunch.model';
import type { MachineModel, Observation } from '../../model/types';
import type { PageEvent } from './pageKit';
import { business, confirmWarning, DEMO, goInApp, logIn, logOut, networkFailure, openPage, settleCall, until } from './pageKit';
import type { BrowserDriver } from './types';

/**
 * Game launching (SPEC 2, 4, 8) from the lobby's tiles: the hot games (a PG slot, an Evolution
 * table, an e-lottery) and the Evolution vendor card, the one vendor group of the reference
 * catalogue; as a guest, a member (demo_member) or a trial player (free play). The targets are
 * stand-ins for those tiles (same kind, same route rule); the launched game for the play page.
 * The model of test/machines lists vendor groups this catalogue does not have, so the browser
 * model has its own table and oracles.
 */

const tileTarget = (gameType: LaunchTarget['gameType'], vassalage: string, isGame = 'GAME'): LaunchTarget => ({
  gameType,
  vassalage,
  gameCode: isGame === 'GAME' ? `${vassalage}-1` : '',
  isGame,
  name: vassalage,
});
/** SPEC 2: what each tile opens; SPEC 1/4: whether a trial player is asked to register (no demo play). */
type Tile = {
  target: LaunchTarget;
  tile: (page: Page) => Locator /** The page the tile is on (default the lobby). */;
  list?: string;
  opens: { route: string } | 'groupList' | 'launch';
  trialPrompt: boolean;
};
const TILES: Tile[] = [
  { target: tileTarget('LIVE', 'EVO'), tile: (page) => hotTile(page, 'EVO'), opens: 'launch', trialPrompt: true },
  { target: tileTarget('RNG', 'PG'), tile: (page) => hotTile(page, 'PG'), opens: 'launch', trialPrompt: false },
  { target: tileTarget('ELOTT', 'TCG_ELOTT'), tile: (page) => hotTile(page, 'TCG_ELOTT'), opens: { route: '/lottery?gameCode=TCG_ELOTT-1' }, trialPrompt: true },
  // SPEC 8: WM Casino is under maintenance in the reference catalogue: its games do not launch.
  { target: tileTarget('LIVE', 'WM'), tile: (page) => listTile(page), list: '/live?vassalage=WM', opens: 'launch', trialPrompt: true },
  {
    target: tileTarget('LIVE', 'EVO', 'VASSALAGE'),
    tile: (page) => page.locator('[data-testid=section-LIVE] [data-testid=vendor-card][data-vendor=EVO]'),
    opens: 'groupList',
    trialPrompt: true,
  },
];
const hotTile = (page: Page, vendor: string) =>
  page
    .locator('[data-testid=hot-games] [data-testid=game-tile]')
    // The vendor line names it in text, or by a logo whose alt text names it (SPEC 3 icon vendors).
    .filter({ has: page.locator(`img[alt="${vendor}"]`).or(page.locator('span', { hasText: new RegExp(`^${vendor}$`) })) })
    .first();
const listTile = (page: Page) => page.locator('[data-testid=game-list] [data-testid=game-tile]').first();
/** In the group's popup, one of its tables: the Evolution table game. */
const IN_GROUP = TILES[0]!.target;
const tileOf = (target: LaunchTarget | null) => {
  const found = TILES.find((tile) => JSON.stringify(tile.target) === JSON.stringify(target));
  if (!found) throw new Error(`no tile for ${JSON.stringify(target)}`);
  return found;
};
const LAUNCHED = { url: '/assets-gen/play/1.html', mode: 'iframe' as const };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as GameLaunchContext;
const launch = (launchTarget: LaunchTarget) => ({ type: 'LAUNCH', target: launchTarget });
const session = (kind: string) => ({ type: 'SESSION', kind });

/**
 * What a person does: click a tile or change the session (log in, free play, log out) on the
 * lobby; in a vendor group's popup, pick a table or close it; confirm a prompt; close the game.
 * The register prompt's close button confirms too (the view sends CONFIRM for both).
 */
function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (snapshot.matches('idle'))
    return [...TILES.map((tile) => launch(tile.target)), ...(c.session === 'guest' ? [session('member'), session('trial')] : [session('guest')])];
  if (snapshot.matches('groupList')) return [launch(IN_GROUP), { type: 'CLOSE' }];
  if (snapshot.matches('playing')) return [{ type: 'CLOSE' }];
  if (snapshot.matches('registerPrompt') || snapshot.matches('failed') || snapshot.matches('maintenance')) return [{ type: 'CONFIRM' }];
  return [];
}

/** The backend launches every game the machine asks for (trial players only ask for demo games) but WM's; or the connection drops. */
function settles(snapshot: AnyMachineSnapshot) {
  const answer =
    ctx(snapshot).target?.vassalage === 'WM' ? { outcome: 'error' as const, value: business(ErrorCode.maintenance) } : { outcome: 'done' as const, value: LAUNCHED };
  return [answer, { outcome: 'error' as const, value: networkFailure() }];
}

const launchedTarget = (event: EventObject) => (event as unknown as { target: LaunchTarget }).target;
const isGuest = (snapshot: AnyMachineSnapshot) => ['guest', 'pending'].includes(ctx(snapshot).session);
const trialPrompted = (snapshot: AnyMachineSnapshot) => ctx(snapshot).session === 'trial' && tileOf(ctx(snapshot).target).trialPrompt;
/** A state showing a target the signed-in player chose. */
const chosen = ({ snapshot, event, previous }: Observation) => {
  expect(ctx(snapshot).target).not.toBeNull();
  if (event.type === 'LAUNCH') {
    expect(isGuest(snapshot)).toBe(false);
    expect(ctx(snapshot).target).toEqual(launchedTarget(event));
  }
  if (event.type === 'SESSION') expect({ ...ctx(snapshot), session: null }).toEqual({ ...ctx(previous!), session: null });
};
const quiet = ({ effects, invoked }: Observation) => {
  expect(effects).toEqual([]);
  expect(invoked).toEqual([]);
};

/** SPEC 2 Game launching, SPEC 4 trial players, SPEC 8 handling; as gameLaunch.model.ts, on this catalogue's tiles. */
const oracles: MachineModel['oracles'] = {
  // Never reached from these tiles (no game in maintenance, no blocked popup, no seamless sports game): the model's own.
  maintenance: gameLaunchModel.oracles.maintenance!,
  popupBlocked: gameLaunchModel.oracles.popupBlocked!,
  seamless: gameLaunchModel.oracles.seamless!,
  '*': ({ snapshot, event }) => {
    if (event.type === 'SESSION') expect(ctx(snapshot).session).toBe((event as unknown as { kind: string }).kind);
    if (!snapshot.matches('playing')) expect(ctx(snapshot).game).toBeNull();
  },
  idle: ({ previous, snapshot, event, effects, invoked }) => {
    expect(ctx(snapshot)).toMatchObject({ target: null, game: null, message: null });
    expect(invoked).toEqual([]);
    if (event.type !== 'LAUNCH') return expect(effects).toEqual([]);
    // SPEC 2: guests get the login popup whatever they clicked; lotteries go to their page.
    if (isGuest(previous!)) return expect(effects).toEqual([{ name: 'askLogin', params: undefined }]);
    const tile = tileOf(launchedTarget(event));
    expect(ctx(previous!).session === 'trial' && tile.trialPrompt).toBe(false);
    expect(effects).toEqual([{ name: 'navigate', params: { to: typeof tile.opens === 'object' ? tile.opens.route : 'no route' } }]);
  },
  deciding: ({ snapshot, event }) => {
    expect(ctx(snapshot).target).not.toBeNull();
    if (event.type === 'LAUNCH') expect(ctx(snapshot).target).toEqual(launchedTarget(event));
  },
  registerPrompt: (observation) => {
    chosen(observation);
    quiet(observation);
    expect(ctx(observation.snapshot).message).toBeNull();
    // SPEC 4: 'Please register an account first' for a trial player's game without demo play.
    if (observation.event.type === 'LAUNCH') expect(trialPrompted(observation.snapshot)).toBe(true);
  },
  groupList: (observation) => {
    chosen(observation);
    quiet(observation);
    expect(tileOf(ctx(observation.snapshot).target).opens).toBe('groupList');
    expect(ctx(observation.snapshot).message).toBeNull();
  },
  launching: (observation) => {
    const { snapshot, event, effects, invoked } = observation;
    chosen(observation);
    expect(tileOf(ctx(snapshot).target).opens).toBe('launch');
    expect(effects).toEqual([]);
    // SPEC 7: GET /wps/game/launchGame with the tile.
    if (event.type === 'LAUNCH') {
      expect(trialPrompted(snapshot)).toBe(false);
      expect(invoked).toEqual([{ src: 'launchGame', id: expect.any(String), input: launchedTarget(event) }]);
    } else expect(invoked).toEqual([]);
  },
  playing: (observation) => {
    chosen(observation);
    quiet(observation);
    expect(ctx(observation.snapshot).game).toEqual(LAUNCHED);
  },
  failed: (observation) => {
    const { snapshot, previous, event } = observation;
    chosen(observation);
    quiet(observation);
    if (event.type === 'SESSION') return;
    // SPEC 8 Handling: the failure's message shows (here a dropped connection's).
    expect(previous?.matches('launching')).toBe(true);
    expect(ctx(snapshot).message).toBe((event as unknown as { error: { message: string } }).error.message);
  },
};

export const gameLaunchBrowserModel: MachineModel = {
  machine: gameLaunchModel.machine,
  variant: gameLaunchModel.variant,
  // The session the lobby starts with once the page knows it (the product starts 'pending' and tells the machine 'guest').
  input: gameLaunchModel.input,
  // Which tile is launching decides the backend's answer.
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).session, ctx(snapshot).target?.vassalage ?? null],
  oracles,
};

const OVERLAYS = ['game-popup', 'game-seamless', 'game-launching', 'vendor-group-popup', 'warning-dialog', 'login-popup'];
const shownOverlays = async (page: Page) => {
  const shown: string[] = [];
  for (const id of OVERLAYS) if ((await page.getByTestId(id).count()) > 0) shown.push(id);
  return shown;
};
const onlyShown = (page: Page, wanted: string[]) =>
  until(async () => JSON.stringify(await shownOverlays(page)) === JSON.stringify(wanted), `the page should show ${wanted.join(', ') || 'no overlay'}`);

export const driver: BrowserDriver = {
  machine: 'gameLaunch',
  model: gameLaunchBrowserModel,
  limits: { events, settles },
  open: async (browserSession) => {
    const page = await openPage(browserSession, { calls: { launchGame: { path: PATH.launchGame, method: 'GET', retries: 2 } } });
    await page.getByTestId('header-login').waitFor({ timeout: 30_000 });
    return page;
  },
  perform: async (page, step, before) => {
    if (step.kind === 'settle') return settleCall(page, step);
    if (step.kind === 'wait') throw new Error('the game launcher has no delays');
    const event = step.event as EventObject & { target?: LaunchTarget; kind?: string };
    const c = ctx(before);
    switch (event.type) {
      case 'LAUNCH': {
        if (before.matches('groupList')) return page.getByTestId('vendor-group-popup').getByTestId('game-tile').first().click();
        const tile = tileOf(event.target!);
        await goInApp(page, tile.list ?? '/');
        // A tile may sit on a carousel slide out of view: clicked as the carousel's arrows would reveal it.
        await tile.tile(page).dispatchEvent('click');
        if (c.session === 'guest') {
          // SPEC 2: a guest gets the login popup, whatever the tile; the walk closes it again.
          await page.getByTestId('login-popup').waitFor();
          await page.keyboard.press('Escape');
          await page.getByTestId('login-popup').waitFor({ state: 'detached' });
        } else if (typeof tile.opens === 'object' && !(c.session === 'trial' && tile.trialPrompt)) {
          // SPEC 2: a lottery goes to its page, with its game code.
          const pathname = tile.target.gameType === 'ELOTT' ? '/lottery' : '';
          await until(() => new URL(page.url()).pathname === pathname && new URL(page.url()).searchParams.has('gameCode'), `the tile should go to ${pathname}`);
        }
        return;
      }
      case 'SESSION':
        if (event.kind === 'guest') return logOut(page);
        if (event.kind === 'trial') await page.getByTestId('header-free-play').click();
        else await logIn(page, DEMO.member.username, DEMO.member.password);
        await page.getByTestId('account-menu-button').waitFor();
        return;
      case 'CONFIRM':
        return confirmWarning(page);
      case 'CLOSE':
        if (before.matches('groupList')) return page.keyboard.press('Escape');
        if ((await page.getByTestId('game-seamless').count()) > 0) return page.getByTestId('game-seamless').getByRole('button', { name: 'Back' }).click();
        return page.getByTestId('game-popup').getByRole('button', { name: 'Close' }).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    // Who plays.
    if (c.session === 'guest') await page.getByTestId('header-login').waitFor();
    else await page.getByTestId('account-menu-button').waitFor();
    if (snapshot.matches('idle')) return onlyShown(page, []);
    if (snapshot.matches('groupList')) {
      // SPEC 2: a vendor group opens its games in a popup.
      await onlyShown(page, ['vendor-group-popup']);
      await page.getByTestId('vendor-group-popup').getByTestId('game-tile').first().waitFor();
      return;
    }
    if (snapshot.matches('launching')) return onlyShown(page, ['game-launching']);
    if (snapshot.matches('playing') || snapshot.matches('seamless')) {
      // SPEC 2: the game popup (iframe) or the /seamless page, on the backend's play page.
      await page.getByTestId('game-frame').waitFor();
      expect(await page.getByTestId('game-frame').getAttribute('src')).toMatch(/\/assets-gen\/play\/\d+\.html/);
      return;
    }
    await onlyShown(page, ['warning-dialog']);
    const text = snapshot.matches('registerPrompt')
      ? 'Please register an account first'
      : snapshot.matches('maintenance')
        ? 'This game is under maintenance, please try other games'
        : (c.message ?? '');
    await until(async () => ((await page.getByTestId('warning-dialog').textContent()) ?? '').includes(text), `the warning should say '${text}'`);
  },
};
