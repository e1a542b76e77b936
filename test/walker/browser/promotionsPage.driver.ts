import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { MEMBER_PATH } from '@kernel/memberPaths';
import type { PromotionList } from '@kernel/promotions';
import type { PromotionsPageContext } from '@machines/promotions/promotionsPage.machine';
import { promotion, promotionsPageModel } from '../../machines/promotionsPage.model';
import type { MachineModel } from '../../model/types';
import type { PageEvent } from './pageKit';
import { callMade, networkFailure, openPage, settleCall, until } from './pageKit';
import type { BrowserDriver } from './types';

/**
 * The promotions page (SPEC 2 /promotions, SPEC 9 date presets) as a visitor sees it: the list
 * loads (or the connection drops, and Try again), the category tabs and date presets filter the
 * cards, a card's details open and close. The browser model is promotionsPage.model.ts (its
 * oracles and state key) over the reference merchant's seeded promotions: the list it plans with
 * holds their ids, codes, categories and titles (the rest of each promotion is the model's
 * stand-in; the page's own dates decide which cards a date preset shows). Left to the model
 * tests: RELOAD (the page reads the list again after an action or a return to the tab, which a
 * visitor's walk does not make) and UPDATED (the action machine's answer, walked by its own driver).
 */

/** The seeded promotions of the reference merchant (server/seed/promotions.ts): id, code, category, title. */
const SEEDED: Array<[number, string, string, string]> = [
  [1, 'FIRST_DEPOSIT_DOUBLE', 'DEPOSIT', 'First Deposit Double-Up: 100% up to ₹1,000'],
  [2, 'BIRTHDAY_GIFT', 'BIRTHDAY', 'Birthday Gift: ₹2,100 on Your Day'],
  [3, 'SLOTS_WEEK', 'SLOTS', 'Slots Week: Bet ₹5,000, Get ₹250'],
  [4, 'LIVE_CASINO_CASHBACK', 'CASINO', 'Live Casino Cashback ₹300'],
  [5, 'CRICKET_POWERPLAY', 'SPORTS', 'Cricket Powerplay: Bet ₹50,000, Get ₹1,500'],
  [6, 'WEEKLY_JACKPOT_RAFFLE', 'RAFFLE', 'Weekly Jackpot Raffle: ₹1,000 Prizes'],
  [7, 'WEEKEND_LUCKY_DRAW', 'RAFFLE', 'Weekend Lucky Draw: Win ₹5,000'],
  [8, 'TEEN_PATTI_TOURNAMENT', 'CASINO', 'Teen Patti Tournament: ₹10,000 Prize Pool'],
  [9, 'DIWALI_MEGA_RAFFLE', 'RAFFLE', 'Diwali Mega Raffle: ₹11,000'],
  [10, 'VIP_HIGH_ROLLER', 'VIP', 'VIP High Roller Reload ₹5,000'],
  [11, 'FESTIVAL_RELOAD', 'DEPOSIT', 'Festival Reload Bonus ₹300'],
  [12, 'LUCKY_SEVEN_DRAW', 'RAFFLE', 'Lucky Seven Draw: ₹7,777'],
  [13, 'VIP_UPGRADE', 'VIP', 'VIP Upgrade Bonus ₹500'],
  [14, 'MONSOON_SLOTS_RACE', 'SLOTS', 'Monsoon Slots Race ₹500'],
];
const LIST: PromotionList = {
  items: SEEDED.map(([id, code, category, title]) => promotion(id, { code, category: category as never, title })),
  serverTime: 0,
};
const seeded = (id: number) => SEEDED.find(([other]) => other === id)!;

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PromotionsPageContext;
/** The promotions whose details the walk opens: a slots one and a VIP one (on the tabs the walk picks). */
const DETAILS = [3, 10];

/** What a visitor does: a tab, a preset, a card's Details (only on a card shown), Close, Try again. */
function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  if (!snapshot.matches('ready')) return [];
  // The details dialog covers the page: closing it is all a person can do.
  if (c.detailId !== null) return [{ type: 'CLOSE_DETAIL' }];
  const shown = (id: number) => c.preset === 'all' && (c.category === 'ALL' || c.category === seeded(id)[2]);
  return [
    ...['SLOTS', 'ALL', 'VIP', 'RAFFLE'].filter((category) => category !== c.category).map((category) => ({ type: 'CATEGORY', category })),
    ...['next7', 'all', 'previous30'].filter((preset) => preset !== c.preset).map((preset) => ({ type: 'PRESET', preset })),
    ...DETAILS.filter(shown).map((id) => ({ type: 'OPEN_DETAIL', id })),
  ];
}

/** The reference backend answers the list; or the connection drops. */
const settles = () => [
  { outcome: 'done' as const, value: LIST },
  { outcome: 'error' as const, value: networkFailure() },
];

export const promotionsPageBrowserModel: MachineModel = {
  machine: promotionsPageModel.machine,
  variant: promotionsPageModel.variant,
  // The events the machine ignores while the list loads are sent with these payloads.
  fixtures: {
    events: {
      CATEGORY: [{ type: 'CATEGORY', category: 'SLOTS' }],
      PRESET: [{ type: 'PRESET', preset: 'next7' }],
      OPEN_DETAIL: [{ type: 'OPEN_DETAIL', id: 3 }],
    },
  },
  stateKey: promotionsPageModel.stateKey,
  oracles: promotionsPageModel.oracles,
};

const area = (page: Page) => page.getByTestId('area-promotions');
const shownCodes = async (page: Page) =>
  (await page.locator('[data-testid=promotion-list] article').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')))).map((id) =>
    String(id).replace('promotion-card-', ''),
  );

export const driver: BrowserDriver = {
  machine: 'promotionsPage',
  model: promotionsPageBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    // Opened at /promotions itself: the first load of the page's chunk may find the dev server's
    // dependency bundle outdated (it adds DOMPurify then), which gotoApp answers by loading again.
    const page = await openPage(session, { path: '/promotions', calls: { loadPromotions: { path: MEMBER_PATH.promotions, method: 'GET', retries: 2 } } });
    await area(page).waitFor({ timeout: 30_000 });
    await callMade(page, 'loadPromotions', 30_000);
    return page;
  },
  perform: async (page, step, before) => {
    if (step.kind === 'settle') return settleCall(page, step);
    if (step.kind === 'wait') throw new Error('the promotions page has no delays');
    const event = step.event as EventObject & { category?: string; preset?: string; id?: number };
    // While the list loads: a control that is not there cannot be used (the machine ignores the event anyway).
    const clickIfShown = async (testId: string) => {
      const control = area(page).getByTestId(testId);
      if (before.matches('ready') || (await control.count()) > 0) await control.click();
    };
    switch (event.type) {
      case 'RETRY':
        return area(page).getByRole('button', { name: 'Try again' }).click();
      case 'CATEGORY':
        return clickIfShown(`tab-${event.category}`);
      case 'PRESET':
        return clickIfShown(`tab-${event.preset}`);
      case 'OPEN_DETAIL':
        return clickIfShown(`promotion-details-${seeded(event.id ?? 0)[1]}`);
      case 'CLOSE_DETAIL':
        if (ctx(before).detailId === null) return;
        return page.getByTestId('promotion-detail').getByRole('button', { name: 'Close' }).first().click();
      case 'RELOAD':
        // No control of the page reads the list again (an action's answer or a return to the tab does).
        return;
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    await area(page).waitFor();
    const retry = area(page).getByRole('button', { name: 'Try again' });
    const list = page.getByTestId('promotion-list');
    // SPEC 8: a failed read says so with Try again, and only then.
    await until(async () => (await retry.count()) > 0 === snapshot.matches('failed'), `Try again should${snapshot.matches('failed') ? '' : ' not'} show`);
    if (!snapshot.matches('ready')) return until(async () => (await list.count()) === 0, 'no promotion should show before the list is read');
    // SPEC 2: the tab chosen and (SPEC 9) the date preset chosen.
    for (const id of [c.category, c.preset])
      await until(async () => (await area(page).getByTestId(`tab-${id}`).getAttribute('aria-selected')) === 'true', `the ${id} tab should be selected`);
    // The cards: with all dates, exactly the seeded promotions of the tab; with a preset, some of them.
    const ofTab = SEEDED.filter(([, , category]) => c.category === 'ALL' || category === c.category).map(([, code]) => code);
    await until(
      async () => {
        const codes = await shownCodes(page);
        if (c.preset === 'all') return JSON.stringify([...codes].sort()) === JSON.stringify([...ofTab].sort());
        return codes.every((code) => ofTab.includes(code)) || ((await page.getByTestId('promotions-empty').count()) > 0 && codes.length === 0);
      },
      `the cards should be the ${c.category} promotions${c.preset === 'all' ? '' : ` within ${c.preset}`}`,
    );
    // One promotion's details, titled as the card.
    const detail = page.getByTestId('promotion-detail');
    if (c.detailId === null) return until(async () => (await detail.count()) === 0, 'no details should be open');
    // Titled as the promotion's card (the backend's text in the language it answered).
    const card = page.locator(`#promotion-title-${c.detailId}`);
    await until(
      async () => {
        const title = ((await card.textContent()) ?? '').trim();
        return title !== '' && ((await detail.textContent()) ?? '').includes(title);
      },
      `the details of promotion ${c.detailId} (${seeded(c.detailId)[1]}) should be open, titled as its card`,
    );
  },
};
