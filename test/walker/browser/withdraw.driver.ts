import type { Locator, Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { BankAccount } from '@kernel/bankAccount';
import { ErrorCode } from '@kernel/errorCodes';
import { memberPageHref } from '@kernel/memberPages';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH } from '@kernel/paths';
import { WITHDRAW_RULES, type Withdrawal, type WithdrawLimits } from '@kernel/withdraw';
import type { WithdrawContext } from '@machines/wallet/withdraw.machine';
import { withdrawModel } from '../../machines/withdraw.model';
import type { MachineModel, Observation } from '../../model/types';
import type { PageEvent } from './pageKit';
import { business, callMade, DEMO, goInApp, logIn, networkFailure, openPage, settleCall, setWithdrawPassword, until } from './pageKit';
import { type BrowserDriver, type BrowserSession, StepSkipped } from './types';

/**
 * The withdraw page (SPEC 2 Member center: withdraw) of demo_member: its one bank account is
 * preselected, the member types an amount under the minimum, on it, on the whole balance, 1 paise
 * over the balance or over the maximum, a withdrawal password that is right, wrong or too short,
 * presses Next, sees the order restated with its fee and what reaches the bank, confirms (or goes
 * back); the request is held (done), refused for the wrong password (failed, back to the form),
 * or its answer is lost and the same request is asked again (unknown outcome). The browser model is
 * withdraw.model.ts with what the reference backend really holds and answers:
 * - the walk first sets demo_member's withdrawal password in the security center (the seed has
 *   none), so 'no withdrawal password' and 'no bank account' (the seed binds one) are left to the
 *   model tests; so is the daily count used up and the turnover short (the seed has neither);
 * - one bank account (the seed's), with the backend's real limits: ₹25,000 balance, 1 of 3
 *   withdrawals today (the seeded peer-paid one), the turnover met;
 * - the read of the accounts and limits is two calls at once, let through (not held): its network
 *   failure ('loadFailed') is left to the model tests, and the page may be past 'loading' when
 *   it is checked;
 * - the right password is the one set, a wrong one of 6 digits is the backend's refusal, and a
 *   request's answer is lost by dropping it (an unanswered request reaches the backend when asked
 *   again); a server error (http) cannot be made here;
 * - before New withdrawal the walk has the operator reject the request held (dev controls), so
 *   the balance is ₹25,000 again and only the daily count moves on (read again as the limits the
 *   machine kept, one more used); after the third request of the day Next is disabled (the daily
 *   limit), so the walk types on that form but never presses Next.
 */

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawContext;

/** The password the walk sets in the security center, and a wrong one of the right shape. */
const RIGHT = '246810';
const WRONG = '135791';
const BALANCE = 2_500_000;

/** The seeded bank account (server/seed/wallets.ts); the model knows it by id 1, the page by its own id. */
const ACCOUNT: BankAccount = {
  id: 1,
  holderName: 'DEMO MEMBER',
  bankName: 'State Bank of India',
  ifsc: 'SBIN0004521',
  accountNumberMasked: '•••• 8901',
  createdAt: 0,
};
const LIMITS: WithdrawLimits = { ...WITHDRAW_RULES, usedToday: 1, balancePaise: BALANCE, turnover: { requiredPaise: 0, donePaise: 0 }, hasWithdrawPassword: true };
const LOADED = { accounts: [ACCOUNT], limits: LIMITS };

/** The amount texts typed, in paise (from SPEC 5 Redeem and the ₹25,000 balance), null: not an amount. */
const PAISE: Record<string, number | null> = {
  '': null,
  '99.99': 9_999,
  '100': 10_000,
  '1,000.50': 100_050,
  '25000': 2_500_000,
  '25000.01': 2_500_001,
  '50000.01': 5_000_001,
};
const AMOUNT_TEXTS = Object.keys(PAISE).filter((text) => text !== '');
/** SPEC 7 Wallet: 1 % of the amount rounded up to the paise, at least ₹10. */
const feeOf = (paise: number) => Math.max(1_000, Math.ceil(paise / 100));
/** The typed amount's problem (the page shows it after Next): below ₹100, above ₹50,000, above the balance. */
const amountOk = (text: string) => {
  const paise = PAISE[text] ?? null;
  return paise !== null && paise >= 10_000 && paise <= 5_000_000 && paise <= BALANCE;
};

/** The request as the backend holds it: the confirmed order with its fee (the backend's own id and times are not compared). */
const withdrawalOf = (c: WithdrawContext): Withdrawal => {
  const amountPaise = c.order?.amountPaise ?? 0;
  return {
    id: 0,
    status: 'pending',
    amountPaise,
    feePaise: feeOf(amountPaise),
    receivePaise: amountPaise - feeOf(amountPaise),
    holderName: ACCOUNT.holderName,
    bankName: ACCOUNT.bankName,
    accountNumberMasked: ACCOUNT.accountNumberMasked,
    createdAt: 0,
    decidedAt: null,
  };
};

const blocked = (c: WithdrawContext) => c.limits !== null && c.limits.usedToday >= c.limits.dailyCount;

/** What a person does on the page in each state (buttons that are disabled are clicked too: nothing happens). */
function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (snapshot.matches('editing'))
    return [
      ...AMOUNT_TEXTS.filter((text) => text !== c.form.amountText).map((value) => ({ type: 'CHANGE_AMOUNT', value })),
      ...[RIGHT, WRONG, '2468'].filter((value) => value !== c.form.password).map((value) => ({ type: 'CHANGE_PASSWORD', value })),
      // A disabled Next (the daily count used up) sends nothing: a click on it is no NEXT.
      ...(blocked(c) ? [] : [{ type: 'NEXT' }]),
    ];
  if (snapshot.matches('confirming')) return [{ type: 'BACK' }, { type: 'CONFIRM' }];
  if (snapshot.matches('submitting')) return [{ type: 'CONFIRM' }, { type: 'BACK' }];
  if (snapshot.matches('unknownOutcome')) return [{ type: 'ASK_NOW' }];
  if (snapshot.matches('failed')) return [{ type: 'EDIT' }];
  if (snapshot.matches('done')) return [{ type: 'NEW' }];
  return [];
}

/** The backend's answers: the accounts and limits as seeded; a request held with the right password, refused with a wrong one; or lost. */
function settles(snapshot: AnyMachineSnapshot, invoke: { src: string }) {
  const c = ctx(snapshot);
  if (invoke.src === 'loadAccounts') {
    // Opening; after a refusal (nothing changed); after New (the request held was rejected: one more used today).
    if (c.limits === null) return [{ outcome: 'done' as const, value: LOADED }];
    const limits = c.order === null ? { ...c.limits, usedToday: c.limits.usedToday + 1 } : c.limits;
    return [{ outcome: 'done' as const, value: { accounts: [ACCOUNT], limits } }];
  }
  if (invoke.src === 'submitWithdraw') {
    const lost = { outcome: 'error' as const, value: networkFailure() };
    if (c.form.password === RIGHT) return [{ outcome: 'done' as const, value: withdrawalOf(c) }, lost];
    return [{ outcome: 'error' as const, value: business(ErrorCode.withdrawPasswordWrong) }, lost];
  }
  return [];
}

export const withdrawBrowserModel: MachineModel = {
  machine: withdrawModel.machine,
  variant: withdrawModel.variant,
  input: withdrawModel.input,
  fixtures: { ...withdrawModel.fixtures, outputs: { loadAccounts: [LOADED], submitWithdraw: [] } },
  stateKey: withdrawModel.stateKey,
  delays: withdrawModel.delays,
  oracles: {
    ...withdrawModel.oracles,
    // The request held is the order confirmed, with its fee (the model's own fixture is another withdrawal).
    done: ({ snapshot, previous, event }: Observation) => {
      if (!event.type.startsWith('xstate.done.actor.')) throw new Error(`done after ${event.type}`);
      const c = ctx(snapshot);
      if (JSON.stringify(c.result) !== JSON.stringify(withdrawalOf(ctx(previous!))))
        throw new Error(`the withdrawal held is not the order confirmed: ${JSON.stringify(c.result)}`);
    },
  },
};

const onPage = (page: Page) => page.getByTestId('withdraw-page');
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
/** ₹ with two decimals, as the page writes amounts in English. */
const money = (paise: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;
const text = async (locator: Locator) => ((await locator.textContent().catch(() => null)) ?? '').replace(/\s+/g, ' ').trim();

/** A control that must refuse a person's click: disabled, and a click on it does nothing. */
async function lockedClick(control: Locator, what: string) {
  if ((await control.count()) === 0) return;
  if (!(await control.isDisabled())) throw new Error(`${what} should be disabled while the request is under way`);
  await control.click({ force: true });
}

/** The operator rejects demo_member's request held (dev controls): its amount goes back to the balance. */
async function rejectHeld(session: BrowserSession) {
  if (!session.devControls) throw new StepSkipped('rejecting a request needs the dev controls (/__dev/withdrawals)');
  const { value } = (await session.devControl(DEV_PATH.withdrawals, 'GET')) as { value: Array<{ id: number; username: string; status: string }> };
  const held = value.filter((entry) => entry.username === DEMO.member.username && entry.status === 'pending').at(-1);
  if (!held) throw new Error('no pending request of demo_member to reject');
  await session.devControl(DEV_PATH.rejectWithdrawal, 'POST', { withdrawalId: held.id });
}

const FORM_EVENTS = ['CHOOSE_BANK', 'CHANGE_AMOUNT', 'CHANGE_PASSWORD', 'NEXT'];
const shows = (page: Page, testId: string, shown: boolean, what: string) =>
  until(async () => (await page.getByTestId(testId).count()) > 0 === shown, `${what} should${shown ? '' : ' not'} show`);

const confirmButton = (page: Page) => page.getByTestId('withdraw-confirm');
const backButton = (page: Page) => page.getByTestId('withdraw-summary').getByRole('button', { name: 'Back' });
const checkNow = (page: Page) => page.getByTestId('withdraw-result').getByRole('button', { name: 'Check now' });

export const driver: BrowserDriver = {
  machine: 'withdraw',
  model: withdrawBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const page = await openPage(session, { calls: { submitWithdraw: { path: MEMBER_PATH.withdraw, method: 'POST' } } });
    await page.getByTestId('header-login').waitFor({ timeout: 30_000 });
    await logIn(page, DEMO.member.username, DEMO.member.password);
    await page.getByTestId('balance-value').waitFor();
    // The seed sets no withdrawal password: the member sets it in the security center first.
    await setWithdrawPassword(page, RIGHT);
    await goInApp(page, memberPageHref('withdraw'));
    await onPage(page).waitFor({ timeout: 30_000 });
    return page;
  },
  perform: async (page, step, before, session) => {
    if (step.kind === 'wait') return callMade(page, 'submitWithdraw', step.ms + 5_000);
    if (step.kind === 'settle') {
      // The accounts and limits are not held: the form (or the next stage) shows once they are read.
      if (step.src === 'loadAccounts') return until(async () => (await page.getByTestId('withdraw-next').count()) > 0, 'the withdraw form did not load', 20_000);
      return settleCall(page, step);
    }
    const event = step.event as EventObject & { value?: string };
    // Events the state takes and ignores where the page offers no control for them: nothing a person can do.
    if (before.matches('loadingAccounts')) return;
    if (before.matches('confirming') && FORM_EVENTS.includes(event.type)) return shows(page, 'withdraw-next', false, 'the form');
    if (before.matches('unknownOutcome') && (event.type === 'CONFIRM' || event.type === 'BACK')) return shows(page, 'withdraw-summary', false, 'the confirmation');
    if (before.matches('submitting')) return lockedClick(event.type === 'CONFIRM' ? confirmButton(page) : backButton(page), `the ${event.type} button`);
    if (event.type === 'ASK_NOW' && before.matches('unknownOutcome.asking')) return lockedClick(checkNow(page), 'Check now');
    switch (event.type) {
      case 'CHANGE_AMOUNT':
        return page.getByTestId('withdraw-amount').fill(event.value ?? '');
      case 'CHANGE_PASSWORD':
        return page.getByTestId('withdraw-password').fill(event.value ?? '');
      case 'NEXT':
        return page.getByTestId('withdraw-next').click();
      case 'BACK':
        return backButton(page).click();
      case 'CONFIRM':
        return confirmButton(page).click();
      case 'ASK_NOW':
        return checkNow(page).click();
      case 'EDIT':
        return page.getByTestId('withdraw-edit').click();
      case 'NEW':
        await rejectHeld(session);
        return page.getByTestId('withdraw-new').click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    await onPage(page).waitFor();
    const result = page.getByTestId('withdraw-result');
    const outcome = async (value: string) =>
      until(async () => (await result.getAttribute('data-outcome').catch(() => null)) === value, `the page should show the ${value} outcome`);
    // The accounts and limits are let through: the page may already show the form.
    if (snapshot.matches('loadingAccounts')) return;
    if (snapshot.matches('editing')) {
      await shows(page, 'withdraw-summary', false, 'the confirmation');
      await shows(page, 'withdraw-result', false, 'an outcome');
      const amount = page.getByTestId('withdraw-amount');
      await until(async () => (await amount.inputValue()) === c.form.amountText, `the amount should read '${c.form.amountText}'`);
      await until(async () => (await page.getByTestId('withdraw-password').inputValue()) === c.form.password, 'the withdrawal password should be what was typed');
      // SPEC 2: the balance, the one bound bank account chosen, today's count of 3, the turnover met.
      await until(async () => (await text(page.getByTestId('withdraw-balance'))) === money(BALANCE), `the balance should read ${money(BALANCE)}`);
      const banks = page.locator('[data-testid^=withdraw-bank-]');
      await until(async () => (await banks.count()) === 1, 'one bank account should be offered');
      await until(async () => await banks.locator('input[type=radio]').isChecked(), 'the bank account should be chosen');
      await until(async () => (await text(banks)).includes(ACCOUNT.holderName), `the bank account should be ${ACCOUNT.holderName}'s`);
      const daily = `${c.limits?.usedToday}/${c.limits?.dailyCount}`;
      await until(async () => (await text(page.getByTestId('withdraw-daily'))) === daily, `the daily count should read ${daily}`);
      await until(async () => (await page.getByTestId('withdraw-turnover').getAttribute('data-met')) === 'true', 'the turnover should be met');
      // The fee of any amount typed, what reaches the bank only for an amount that may be withdrawn.
      const paise = PAISE[c.form.amountText] ?? null;
      const fee = paise === null ? '—' : money(feeOf(paise));
      const receive = paise !== null && amountOk(c.form.amountText) ? money(paise - feeOf(paise)) : '—';
      const facts = page.locator('[data-testid=withdraw-fee] dd');
      await until(async () => (await text(facts.nth(0))) === fee, `the fee should read ${fee}`);
      await until(async () => (await text(facts.nth(1))) === receive, `what reaches the bank should read ${receive}`);
      // Issues show after Next, each until its field is edited.
      await until(
        async () => ((await amount.getAttribute('aria-invalid')) === 'true') === (c.issues.amount !== undefined),
        `the amount should${c.issues.amount ? '' : ' not'} show a problem`,
      );
      await until(
        async () => ((await page.getByTestId('withdraw-password').getAttribute('aria-invalid')) === 'true') === (c.issues.password !== undefined),
        `the withdrawal password should${c.issues.password ? '' : ' not'} show a problem`,
      );
      // SPEC 7: all of today's withdrawals made, Next is disabled and the page says so.
      const stop = blocked(c);
      await shows(page, 'withdraw-daily-limit', stop, "the notice of today's withdrawals used up");
      return until(async () => (await page.getByTestId('withdraw-next').isEnabled()) === !stop, `Next should be ${stop ? 'disabled' : 'enabled'}`);
    }
    if (snapshot.matches('confirming') || snapshot.matches('submitting')) {
      // The order restated: the account, the amount, its fee, what reaches the bank.
      const paise = c.order?.amountPaise ?? 0;
      const facts = page.locator('[data-testid=withdraw-summary] dd');
      await until(async () => (await facts.count()) === 4, 'the confirmation should restate the order');
      await until(async () => (await text(facts.nth(0))).includes(ACCOUNT.accountNumberMasked), `the account should be ${ACCOUNT.accountNumberMasked}`);
      await until(async () => (await text(facts.nth(1))) === money(paise), `the amount should read ${money(paise)}`);
      await until(async () => (await text(facts.nth(2))) === money(feeOf(paise)), `the fee should read ${money(feeOf(paise))}`);
      await until(async () => (await text(facts.nth(3))) === money(paise - feeOf(paise)), `what reaches the bank should read ${money(paise - feeOf(paise))}`);
      await shows(page, 'withdraw-next', false, 'the form');
      const sending = snapshot.matches('submitting');
      await until(async () => (await confirmButton(page).isDisabled()) === sending, `Confirm should be ${sending ? 'disabled' : 'enabled'}`);
      await until(async () => (await backButton(page).isDisabled()) === sending, `Back should be ${sending ? 'disabled' : 'enabled'}`);
      const label = sending ? 'Sending…' : 'Confirm withdrawal';
      return until(async () => (await text(confirmButton(page))) === label, `Confirm should read '${label}'`);
    }
    await shows(page, 'withdraw-next', false, 'the form');
    await shows(page, 'withdraw-summary', false, 'the confirmation');
    if (snapshot.matches('unknownOutcome')) {
      // SPEC 8: never success or failure blindly; Check now only while it waits.
      await outcome('unknown');
      const waiting = snapshot.matches('unknownOutcome.waiting');
      return until(async () => (await checkNow(page).isEnabled()) === waiting, `Check now should be ${waiting ? 'enabled' : 'disabled'}`);
    }
    if (snapshot.matches('failed')) {
      // The backend's refusal in the member's language, and the way back to the form.
      await outcome('failed');
      await until(async () => (await text(result)).includes('The withdrawal password is incorrect'), "the refusal should say 'The withdrawal password is incorrect'");
      return page.getByTestId('withdraw-edit').waitFor();
    }
    if (snapshot.matches('done')) {
      // Held from the balance until approved: the amount held, what reaches which bank; the header's balance drops by it.
      await outcome('done');
      const held = c.result?.amountPaise ?? 0;
      const says = `${money(held)} is held from your balance until the withdrawal is approved. ${money(held - feeOf(held))} will reach ${ACCOUNT.bankName} ${ACCOUNT.accountNumberMasked}`;
      await until(async () => (await text(result)).includes(says), `the result should say '${says}'`);
      await page.getByTestId('withdraw-new').waitFor();
      await until(
        async () => digits(await page.getByTestId('balance-value').textContent()) === String(BALANCE - held),
        `the header balance should drop to ${money(BALANCE - held)}`,
      );
      const newest = page.locator('[data-testid=withdraw-row]').first();
      return until(
        async () => (await newest.getAttribute('data-status')) === 'pending' && (await text(newest)).includes(money(held)),
        `the new request of ${money(held)} should head the history, pending`,
      );
    }
    throw new Error(`no check for ${JSON.stringify(snapshot.value)}`);
  },
};
