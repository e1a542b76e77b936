import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { DEV_PATH, PATH } from '@kernel/paths';
import type { FavouriteContext } from '@machines/favourite.machine';
import { favouriteModel } from '../../machines/favourite.model';
import type { MachineModel } from '../../model/types';
import type { PageEvent } from './pageKit';
import { DEMO, goInApp, logIn, logOut, networkFailure, note, openPage, setNote, settleCall, until, waitFor } from './pageKit';
import { type BrowserDriver, StepSkipped } from './types';

/**
 * The favourite heart (SPEC 4, 7 Favourites) on the first game of the MEGA slot list: a guest gets
 * the login popup; demo_member's list is fetched on login, the heart adds and removes, one toggle a
 * second. The model's game (nodeId 1) stands for that tile; demo_member's seeded favourites do not
 * hold it, so the fetch answers a list without it.
 */

const LIST = '/rng?vassalage=MEGA';
const TOGGLE = favouriteModel.fixtures!.events!.TOGGLE![0]! as EventObject & { game: { nodeId: number } };
const NOT_HELD: number[] = [];

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as FavouriteContext;
const toggleState = (snapshot: AnyMachineSnapshot) => (snapshot.value as { toggle: string }).toggle;
const listState = (snapshot: AnyMachineSnapshot) => (snapshot.value as { list: string }).list;

/**
 * What a person does: the heart, and logging in or out (only between toggles: a logout takes
 * longer than the one-second cooldown, which the model would still count). While the list loads
 * the page waits for it (the walk answers first).
 */
function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  if (toggleState(snapshot) !== 'ready' || listState(snapshot) === 'loading') return [];
  return listState(snapshot) === 'signedOut' ? [TOGGLE, { type: 'SIGNED_IN', owner: DEMO.member.username }] : [TOGGLE, { type: 'SIGNED_OUT' }];
}

/** The reference backend answers every favourite call; or the connection drops. */
function settles(_snapshot: AnyMachineSnapshot, invoke: { src: string }) {
  const done = invoke.src === 'fetchFavourites' ? NOT_HELD : undefined;
  return [
    { outcome: 'done' as const, value: done },
    { outcome: 'error' as const, value: networkFailure() },
  ];
}

export const favouriteBrowserModel: MachineModel = {
  machine: favouriteModel.machine,
  variant: favouriteModel.variant,
  stateKey: favouriteModel.stateKey,
  delays: favouriteModel.delays,
  oracles: favouriteModel.oracles,
};

const tile = (page: Page) => page.locator('[data-testid=game-list] [data-testid=game-tile]').first();
const heart = (page: Page) => page.locator('[data-testid=game-list] [data-testid=favourite-toggle]').first();
/**
 * The heart shows on the hovered tile (always when it is a favourite). Hovered at its corner: a
 * visitor's tile draws Try demo over its middle (issue 26), which would take the pointer.
 */
const clickHeart = async (page: Page) => {
  await tile(page).hover({ position: { x: 6, y: 6 } });
  await heart(page).click();
};

export const driver: BrowserDriver = {
  machine: 'favourite',
  model: favouriteBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const page = await openPage(session, {
      path: LIST,
      calls: {
        fetchFavourites: { path: PATH.favouriteGames, method: 'GET', retries: 2 },
        addFavourite: { path: PATH.addFavouriteGame, method: 'POST' },
        removeFavourite: { path: PATH.removeFavouriteGame, method: 'DELETE' },
      },
    });
    await heart(page).waitFor({ state: 'attached', timeout: 30_000 });
    return page;
  },
  perform: async (page, step, before, session) => {
    if (step.kind === 'wait') return waitFor(page, step);
    if (step.kind === 'settle') {
      await settleCall(page, step);
      if (step.src !== 'fetchFavourites') setNote(page, 'cooldownFrom', Date.now());
      return;
    }
    const c = ctx(before);
    switch (step.event.type) {
      case 'TOGGLE':
        if (toggleState(before) === 'coolingDown') {
          // SPEC 4: a second click within the second is ignored; later it would be a real toggle.
          const elapsed = Date.now() - note(page, 'cooldownFrom');
          if (elapsed > 600) throw new StepSkipped(`a click inside the one-second cooldown cannot be made any more (${elapsed} ms passed)`);
          return clickHeart(page);
        }
        await clickHeart(page);
        if (c.owner === null) {
          // SPEC 4: a guest gets the login popup; the walk closes it again.
          await page.getByTestId('login-popup').waitFor();
          await page.keyboard.press('Escape');
          await page.getByTestId('login-popup').waitFor({ state: 'detached' });
        }
        return;
      case 'SIGNED_IN':
        await logIn(page, DEMO.member.username, DEMO.member.password);
        await page.getByTestId('balance-value').waitFor();
        return;
      case 'SIGNED_OUT':
        // A guest has nothing to sign out of (the session's own SIGNED_OUT changes nothing).
        if (c.owner === null) return;
        // demo_member's list on the backend back to the seeded one, so the next login fetches a known list.
        if (!session.devControls) throw new StepSkipped('signing out and in again needs the dev controls to restore the favourites');
        await logOut(page);
        await session.devControl(DEV_PATH.reset, 'POST');
        await goInApp(page, LIST);
        await heart(page).waitFor({ state: 'attached' });
        return;
      default:
        throw new Error(`no page action for ${step.event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    // The session the list belongs to.
    if (c.owner === null) await page.getByTestId('header-login').waitFor();
    else await page.getByTestId('account-menu-button').waitFor();
    // SPEC 4: the heart is filled exactly for a favourite (guests have none).
    const expected = String(c.favourites.includes(TOGGLE.game.nodeId));
    await until(async () => (await heart(page).getAttribute('aria-pressed')) === expected, `the heart should be aria-pressed=${expected}`);
    if ((await page.getByTestId('login-popup').count()) > 0) throw new Error('a login popup is open');
  },
};
