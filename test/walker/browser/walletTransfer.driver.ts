import type { Locator, Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { memberPageHref } from '@kernel/memberPages';
import { MEMBER_PATH } from '@kernel/memberPaths';
import type { MerchantWallet, Wallet } from '@kernel/wallet';
import type { WalletTransferContext } from '@machines/wallet/walletTransfer.machine';
import { walletTransferModel } from '../../machines/walletTransfer.model';
import type { MachineModel } from '../../model/types';
import type { PageEvent } from './pageKit';
import { callMade, DEMO, goInApp, heldCount, logIn, networkFailure, openPage, settleCall, until, waitOnPageClock } from './pageKit';
import type { BrowserDriver } from './types';

/**
 * The transfer fund page (SPEC 7 Wallet) of demo_member: its main wallet and the merchant's five
 * game wallets are read, the member swaps in and out, types an amount (zero, one that fits, more
 * than the source holds) or takes all of it, transfers, or moves all to main; the write is done
 * (the balances are read again), or its answer is lost and the same write asked about again.
 * The browser model is a variant of walletTransfer.model.ts: the model's oracles are written for
 * its fixture wallets (main, PG and EVO, with their fixed amounts), while the reference backend
 * has five game wallets and demo_member's real balances; so only the model's rules that hold for
 * any wallets are kept (the '*' oracle: one key per intended write, the root wallet told of each
 * success), and the driver checks every state in the page against the machine's context. The
 * backend's refusal of a write cannot be made here (the form sends only what the source holds),
 * nor a single-wallet merchant or a failed read of the wallets (left to the model tests).
 *
 * An unknown outcome is asked about again after 2 s, then 4 s, ...: the page's clock is
 * Playwright's (page.clock), paused once the member is logged in, so each wait of the model is
 * exactly that long on the page's clock (1 ms before it, nothing has been asked yet), whatever the
 * machine's load.
 */

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WalletTransferContext;
const balance = (wallets: readonly Wallet[], code: string) => wallets.find((wallet) => wallet.code === code)?.balancePaise ?? 0;

/** demo_member's wallets as seeded: ₹25,000 in main, nothing in the game wallets. */
const SEEDED: MerchantWallet = {
  isSingle: false,
  wallets: [
    { code: 'MAIN', name: 'Main wallet', balancePaise: 2_500_000 },
    { code: 'PG', name: 'PG Soft', balancePaise: 0 },
    { code: 'EVO', name: 'Evolution', balancePaise: 0 },
    { code: 'SABA', name: 'SABA Sports', balancePaise: 0 },
    { code: 'KY', name: 'KY Poker', balancePaise: 0 },
    { code: 'AV', name: 'AV Esports', balancePaise: 0 },
  ],
};

/** The wallets after the write the machine holds as done (read again in 'refreshing'). */
function walletsAfter(c: WalletTransferContext): Wallet[] {
  const outcome = c.outcome;
  if (!outcome) return c.wallets;
  if (outcome.kind === 'transfer') {
    const { from, to, amountPaise } = outcome.result;
    return c.wallets.map((wallet) => ({
      ...wallet,
      balancePaise: wallet.balancePaise - (wallet.code === from ? amountPaise : 0) + (wallet.code === to ? amountPaise : 0),
    }));
  }
  const moved = c.wallets.filter((wallet) => wallet.code !== 'MAIN').reduce((sum, wallet) => sum + wallet.balancePaise, 0);
  return c.wallets.map((wallet) => ({ ...wallet, balancePaise: wallet.code === 'MAIN' ? wallet.balancePaise + moved : 0 }));
}

const AMOUNTS = ['0.00', '250.00', '99999.00'];

function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (snapshot.matches('ready'))
    return [
      { type: 'SWAP' },
      ...AMOUNTS.filter((text) => text !== c.amountText).map((text) => ({ type: 'SET_AMOUNT', text })),
      { type: 'FILL_MAX' },
      { type: 'SUBMIT' },
      { type: 'ALL_TO_MAIN' },
    ];
  if (snapshot.matches('unknown')) return [{ type: 'CHECK_NOW' }];
  return [];
}

function settles(snapshot: AnyMachineSnapshot, invoke: { src: string }) {
  const c = ctx(snapshot);
  if (invoke.src === 'loadWallets') return [{ outcome: 'done' as const, value: c.wallets.length === 0 ? SEEDED : { isSingle: false, wallets: walletsAfter(c) } }];
  if (invoke.src === 'sendWrite') {
    const lost = { outcome: 'error' as const, value: networkFailure() };
    const write = c.pending;
    if (write?.kind === 'transfer') return [{ outcome: 'done' as const, value: { from: write.from, to: write.to, amountPaise: write.amountPaise, createdAt: 0 } }, lost];
    const games = c.wallets.filter((wallet) => wallet.code !== 'MAIN' && wallet.balancePaise > 0);
    const movedPaise = games.reduce((sum, wallet) => sum + wallet.balancePaise, 0);
    return [
      { outcome: 'done' as const, value: { movedPaise, wallets: games.map((wallet) => ({ code: wallet.code, amountPaise: wallet.balancePaise })), createdAt: 0 } },
      lost,
    ];
  }
  return [];
}

export const walletTransferBrowserModel: MachineModel = {
  machine: walletTransferModel.machine,
  variant: walletTransferModel.variant,
  input: walletTransferModel.input,
  fixtures: { ...walletTransferModel.fixtures, outputs: { loadWallets: [SEEDED] } },
  delays: walletTransferModel.delays,
  oracles: { '*': walletTransferModel.oracles['*']! },
};

const money = (paise: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;
const text = async (locator: Locator) => ((await locator.textContent().catch(() => null)) ?? '').replace(/\s+/g, ' ').trim();
const shows = (page: Page, testId: string, shown: boolean, what: string) =>
  until(async () => (await page.getByTestId(testId).count()) > 0 === shown, `${what} should${shown ? '' : ' not'} show`);
const checkNow = (page: Page) => page.getByTestId('transfer-unknown').getByRole('button', { name: 'Check now' });

/** A control of a locked form: disabled, and a click on it does nothing (a disabled field takes no typing at all). */
async function lockedClick(control: Locator, what: string) {
  if ((await control.count()) === 0) return;
  if (!(await control.isDisabled())) throw new Error(`${what} should be disabled while the form is locked`);
  if ((await control.evaluate((element) => element.tagName)) === 'BUTTON') await control.click({ force: true });
}
const CONTROLS: Record<string, string> = {
  SET_FROM: 'transfer-from',
  SET_TO: 'transfer-to',
  SWAP: 'transfer-swap',
  SET_AMOUNT: 'transfer-amount',
  FILL_MAX: 'transfer-max',
  SUBMIT: 'transfer-submit',
  ALL_TO_MAIN: 'transfer-all-to-main',
  REFRESH: 'transfer-refresh',
};

export const driver: BrowserDriver = {
  machine: 'walletTransfer',
  model: walletTransferBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const page = await openPage(session, {
      calls: {
        loadWallets: { path: MEMBER_PATH.merchantWallet, method: 'GET', retries: 2 },
        sendWrite: { match: (url) => url.pathname === MEMBER_PATH.walletTransfer || url.pathname === MEMBER_PATH.walletTransferAll, method: 'POST' },
      },
    });
    await page.getByTestId('header-login').waitFor({ timeout: 30_000 });
    await logIn(page, DEMO.member.username, DEMO.member.password);
    await page.getByTestId('balance-value').waitFor();
    // From here the page's clock (Playwright's, installed in the running page: the transfer page's timers are made after it) moves only when the walk moves it.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await goInApp(page, memberPageHref('transferFund'));
    await callMade(page, 'loadWallets', 30_000);
    return page;
  },
  perform: async (page, step, before) => {
    if (step.kind === 'wait') {
      // The same write asked about again exactly when the wait is over: not 1 ms before.
      await waitOnPageClock(page, step, async () => {
        await page.waitForTimeout(150);
        if (heldCount(page, 'sendWrite') > 0) throw new Error(`the write was asked about again before ${step.ms} ms had passed`);
        if (!(await checkNow(page).isEnabled())) throw new Error('Check now should still be offered 1 ms before the write is asked about again');
      });
      return callMade(page, 'sendWrite');
    }
    if (step.kind === 'settle') return settleCall(page, step);
    const event = step.event as EventObject & { text?: string; code?: string };
    const ready = before.matches('ready');
    // While loading there is no form; while a write is under way (or the balances are read) its controls are disabled.
    if (before.matches('loading')) return;
    if (event.type in CONTROLS && !ready) {
      if (before.matches('refreshing') && ['SET_FROM', 'SET_TO', 'SWAP', 'SET_AMOUNT'].includes(event.type))
        throw new Error(`${event.type} while refreshing is not offered`);
      return lockedClick(page.getByTestId(CONTROLS[event.type]!), `the control of ${event.type}`);
    }
    if (event.type === 'CHECK_NOW' && before.matches('confirming')) return lockedClick(checkNow(page), 'Check now');
    switch (event.type) {
      case 'SWAP':
        return page.getByTestId('transfer-swap').click();
      case 'SET_AMOUNT':
        return page.getByTestId('transfer-amount').fill(event.text ?? '');
      case 'FILL_MAX':
        return page.getByTestId('transfer-max').click();
      case 'SUBMIT':
        return page.getByTestId('transfer-submit').click();
      case 'ALL_TO_MAIN':
        return page.getByTestId('transfer-all-to-main').click();
      case 'CHECK_NOW':
        return checkNow(page).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    if (snapshot.matches('loading')) return shows(page, 'transfer-submit', false, 'the transfer form');
    // The wallets and balances the machine holds (old ones while they are read again).
    for (const wallet of c.wallets)
      await until(
        async () => (await text(page.getByTestId(`wallet-${wallet.code}`).getByTestId('wallet-balance'))) === money(wallet.balancePaise),
        `${wallet.name} should show ${money(wallet.balancePaise)}`,
      );
    await until(async () => (await page.getByTestId('transfer-from').inputValue()) === c.from, `From should be ${c.from}`);
    await until(async () => (await page.getByTestId('transfer-to').inputValue()) === c.to, `To should be ${c.to}`);
    const way = c.from === 'MAIN' ? 'Transfer in' : 'Transfer out';
    await until(async () => (await text(page.getByTestId('transfer-direction'))).startsWith(way), `the direction should read '${way}'`);
    await until(async () => (await page.getByTestId('transfer-amount').inputValue()) === c.amountText, `the amount should read '${c.amountText}'`);
    // The typed amount's problem, after a refused Transfer or All to main.
    await until(
      async () => ((await page.getByTestId('transfer-amount').getAttribute('aria-invalid')) === 'true') === (c.issue !== null),
      `the amount should${c.issue ? '' : ' not'} show a problem`,
    );
    if (c.issue === 'insufficientBalance') {
      const says = `more than the balance of ${c.wallets.find((wallet) => wallet.code === c.from)?.name} (${money(balance(c.wallets, c.from))})`;
      await until(async () => (await text(page.locator('[role=alert]').filter({ hasText: 'more than the balance' }))).includes(says), `the problem should say '${says}'`);
    }
    const open = snapshot.matches('ready');
    for (const control of ['transfer-submit', 'transfer-all-to-main', 'transfer-max'])
      await until(async () => (await page.getByTestId(control).isEnabled()) === open, `${control} should be ${open ? 'enabled' : 'disabled'}`);
    const writing = snapshot.matches('sending') || snapshot.matches('unknown') || snapshot.matches('confirming');
    await until(async () => (await page.getByTestId('transfer-amount').isDisabled()) === writing, `the amount should be ${writing ? 'locked' : 'open'}`);
    if (writing) {
      const busy = c.pending?.kind === 'transfer' ? ['transfer-submit', 'Transferring…'] : ['transfer-all-to-main', 'Moving…'];
      await until(async () => (await text(page.getByTestId(busy[0]!))) === busy[1], `${busy[0]} should read '${busy[1]}'`);
    }
    // An unknown outcome: said so, Check now only while it waits.
    const unknown = snapshot.matches('unknown') || snapshot.matches('confirming');
    await shows(page, 'transfer-unknown', unknown, 'the unknown-outcome notice');
    if (unknown) await until(async () => (await checkNow(page).isEnabled()) === snapshot.matches('unknown'), 'Check now should be enabled only while waiting');
    // What the last write moved.
    await shows(page, 'transfer-result', c.outcome !== null, 'the result');
    if (c.outcome) {
      const says =
        c.outcome.kind === 'transfer'
          ? `${money(c.outcome.result.amountPaise)} moved from`
          : c.outcome.result.movedPaise > 0
            ? `${money(c.outcome.result.movedPaise)} moved back to the main wallet.`
            : 'The game wallets were already empty.';
      await until(async () => (await text(page.getByTestId('transfer-result'))).includes(says), `the result should say '${says}'`);
    }
  },
};
