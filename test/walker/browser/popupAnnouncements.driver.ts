import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Announcement } from '@kernel/announcements';
import { PATH } from '@kernel/paths';
import type { PopupAnnouncementsContext } from '@machines/popupAnnouncements.machine';
import { popupAnnouncementsModels } from '../../machines/popupAnnouncements.model';
import type { MachineModel } from '../../model/types';
import type { PageEvent } from './pageKit';
import { DEMO, gotoApp, logIn, logOut, networkFailure, openPage, settleCall, until } from './pageKit';
import type { BrowserDriver } from './types';

/**
 * The popup announcements (SPEC 4) of a fresh browser session: a guest sees the B notices, a
 * member the A ones, a first login (demo_first) the F and A ones once its welcome is
 * acknowledged; closed, a marker's popup stays away for the session. Nine a page (SPEC 2/9).
 */

/** The seeded popup notices by execution (server/seed/announcements.ts): 12 A, 5 B, 2 F. */
const SEEDED = { A: 12, B: 5, F: 2 } as const;
const notices = (execution: keyof typeof SEEDED): Announcement[] =>
  Array.from({ length: SEEDED[execution] }, (_, index) => ({
    id: index + 1,
    type: 'PU',
    title: `${execution} ${index + 1}`,
    content: '<p>x</p>',
    timestamp: 0,
    execution,
  }));
const ANSWERS: Record<string, Announcement[]> = { anonymous: notices('B'), member: notices('A'), firstLogin: [...notices('F'), ...notices('A')] };
const PAGE_SIZE = 9;

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PopupAnnouncementsContext;
const audience = (value: string) => ({ type: 'AUDIENCE', audience: value });

/**
 * What a person does: open the site (the first audience), log in as demo_member or demo_first,
 * log out, acknowledge the first-login welcome; page and close the popup. The popup covers the
 * page (its overlay takes every click), so nobody logs in, out or changes language over it.
 */
function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (snapshot.matches('waitingForAudience')) return [audience('anonymous')];
  // The welcome of a first login covers everything, the popup too: acknowledging it is the only way on.
  if (c.audience === 'firstLogin') return snapshot.matches('loading') ? [] : [audience('member')];
  if (snapshot.matches('showing')) {
    const pages = Math.ceil(c.items.length / PAGE_SIZE);
    return [...Array.from({ length: pages }, (_, index) => ({ type: 'GO_TO_PAGE', page: index + 1 })).filter((event) => event.page !== c.page), { type: 'CLOSE' }];
  }
  if (snapshot.matches('idle')) {
    // Both markers closed: nothing more shows in this browser session, logging in and out only repeats.
    if (c.closedMarkers.includes('anonymous') && c.closedMarkers.includes('USER')) return [];
    return c.audience === 'anonymous' ? [audience('member'), audience('firstLogin')] : [audience('anonymous')];
  }
  return [];
}

/** The reference backend's seeded notices of the audience's executions; or the connection drops. */
function settles(snapshot: AnyMachineSnapshot) {
  return [
    { outcome: 'done' as const, value: ANSWERS[ctx(snapshot).audience ?? 'anonymous'] },
    { outcome: 'error' as const, value: networkFailure() },
  ];
}

/** No marker closed at the start: a fresh browser session. */
const base = popupAnnouncementsModels.find((model) => JSON.stringify(model.input) === JSON.stringify({ closedMarkers: [] }));
if (!base) throw new Error('popupAnnouncements.model.ts has no model with no marker closed');

export const popupAnnouncementsBrowserModel: MachineModel = {
  machine: base.machine,
  variant: base.variant,
  input: base.input,
  stateKey: base.stateKey,
  oracles: base.oracles,
};

const popup = (page: Page) => page.getByTestId('announcement-popup');

export const driver: BrowserDriver = {
  machine: 'popupAnnouncements',
  model: popupAnnouncementsBrowserModel,
  limits: { events, settles },
  // A fresh browser session, before the site is opened: nobody is known yet.
  open: (session) =>
    openPage(session, {
      announcements: true,
      path: null,
      calls: { fetchPopups: { path: PATH.announcements, method: 'GET', retries: 2, match: (url) => url.searchParams.get('types') === 'PU' } },
    }),
  perform: async (page, step, before, session) => {
    if (step.kind === 'settle') return settleCall(page, step);
    if (step.kind === 'wait') throw new Error('the popup announcements machine has no delays');
    const event = step.event as EventObject & { audience?: string; page?: number };
    const c = ctx(before);
    switch (event.type) {
      case 'AUDIENCE':
        if (c.audience === null) {
          await gotoApp(page, session.baseUrl);
          await page.getByTestId('header-login').waitFor({ timeout: 30_000 });
        } else if (event.audience === 'anonymous') await logOut(page);
        else if (c.audience === 'firstLogin') {
          await page.getByTestId('first-login').getByRole('button', { name: 'Start playing' }).click();
          await page.getByTestId('first-login').waitFor({ state: 'detached' });
        } else {
          const account = event.audience === 'firstLogin' ? DEMO.first : DEMO.member;
          await logIn(page, account.username, account.password);
          await page.getByTestId('account-menu-button').waitFor();
        }
        return;
      case 'GO_TO_PAGE':
        return popup(page).getByTestId(`page-${event.page}`).click();
      case 'CLOSE':
        await popup(page).getByRole('button', { name: 'Close' }).click();
        return;
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    if (c.audience === null) return;
    // Who the page is for.
    if (c.audience === 'anonymous') await page.getByTestId('header-login').waitFor();
    else await page.getByTestId('account-menu-button').waitFor();
    if (c.audience === 'firstLogin') await page.getByTestId('first-login').waitFor();
    const shown = snapshot.matches('showing') && c.audience !== 'firstLogin';
    if (!shown) {
      // Nothing to show, still loading, closed, or waiting behind the welcome (SPEC 4).
      await until(async () => (await popup(page).count()) === 0, 'an announcement popup is shown');
      return;
    }
    // SPEC 2 publicModal: the page's notices, nine a page, the current page marked.
    await popup(page).waitFor();
    const onPage = Math.min(PAGE_SIZE, c.items.length - (c.page - 1) * PAGE_SIZE);
    await until(async () => (await popup(page).getByTestId('announcement-item').count()) === onPage, `the popup should list ${onPage} notices`);
    if (c.items.length > PAGE_SIZE)
      await until(async () => (await popup(page).locator('[aria-current=page]').textContent()) === String(c.page), `page ${c.page} should be the current one`);
  },
};
