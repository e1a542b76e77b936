import type { Locator, Page } from 'playwright-core';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import type { PeerTransferContext } from '@machines/wallet/peerTransfer.machine';
import type { MachineModel, Observation } from '../../model/types';
import type { HeldCall, PageEvent } from './pageKit';
import { business, callMade, networkFailure, note, setNote, settleCall, setWithdrawPassword, until } from './pageKit';
import { type BrowserDriver, type BrowserSession, StepSkipped } from './types';

/**
 * What the two peer transfer drivers share (machines/wallet/peerTransfer.machine.ts builds both
 * machines from one factory, and src/ui/PeerTransferForm.tsx draws both forms): the walk's events
 * and the backend's answers, a browser model of the machine, and how each step is done and each
 * state checked in the page. Each driver gives where the form is, whom the money goes to and what
 * its page says around the shared form.
 *
 * The browser model keeps the machine and writes the oracles that hold for any sender (the model
 * file's are written for its fixture limits and balances): whoever needs to know is told of each
 * transfer made and of nothing else; a key is held only for a pending amount; every transfer sent
 * carries the pending amount, the typed password and the key, and the peer's name where the call
 * takes one; a transfer sent again (a lost answer asked about, the same amount after a refusal)
 * keeps its key; the password is forgotten once the backend has answered. The walk's amounts sit
 * under the minimum, on it, and over the maximum, so the sender's real balance (read in the page
 * once, then followed through the walk's transfers) decides nothing the model does not know.
 */

export const RIGHT_PASSWORD = '246810';
const WRONG_PASSWORD = '135791';

type PeerConfig = {
  machine: AnyStateMachine;
  /** The machine's input (the downline's name). */
  input: Record<string, unknown>;
  /** The test id prefix of the shared form ('transfer', 'upline'). */
  prefix: string;
  /** Whom the money goes to, as the page names them. */
  peerName: string;
  limits: { minPaise: number; maxPaise: number };
  /** What the info read adds to the limits and the balance (the upline's account). */
  infoExtra?: Record<string, unknown>;
  /** What the transfer answers besides the amount and the new balance. */
  resultExtra?: Record<string, unknown>;
  /** The page or dialog that holds the form, and its balance figure. */
  scope: (page: Page) => Locator;
  balance: (page: Page) => Locator;
  /** The done notice says: the amount sent and the sender's new balance. */
  resultText: (amount: string, balance: string) => string;
  /** The info read (GET) and the transfer (POST), held for the walk. */
  paths: { info: string; transfer: string };
  /** A fresh page with the sender logged in (`calls` held), at a page from which `openForm` goes on. */
  logIn: (session: BrowserSession, calls: Record<string, HeldCall>) => Promise<Page>;
  /** Opens the form, its withdrawal password set. */
  openForm: (page: Page, session: BrowserSession) => Promise<void>;
  /** The security center is opened by its address (the sender is outside the member area), not inside the app. */
  passwordByAddress?: boolean;
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PeerTransferContext;
/** ₹ with two decimals, as the page writes amounts in English. */
export const money = (paise: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;
const text = async (locator: Locator) => ((await locator.textContent().catch(() => null)) ?? '').replace(/\s+/g, ' ').trim();
const shows = (locator: Locator, shown: boolean, what: string) => until(async () => (await locator.count()) > 0 === shown, `${what} should${shown ? '' : ' not'} show`);
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A balance the model takes for the sender until the page shows the real one: above every amount the walk sends. */
const MODEL_BALANCE = 1_000_000_00;

export function peerTransferDriver(config: PeerConfig): BrowserDriver {
  const { minPaise, maxPaise } = config.limits;
  // Under the minimum, on it, over the maximum (the sender's balance never decides).
  const amounts = [rupees(minPaise - 1), rupees(minPaise), rupees(maxPaise + 1)];
  const issueText: Record<string, string> = {
    amountEmpty: 'Please enter an amount',
    amountBelowMin: `The minimum amount is ${money(minPaise)}`,
    amountAboveMax: `The maximum amount is ${money(maxPaise)}`,
  };

  function events(snapshot: AnyMachineSnapshot): PageEvent[] {
    const c = ctx(snapshot);
    if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
    if (snapshot.matches('editing'))
      return [
        ...amounts.filter((value) => value !== c.amountText).map((value) => ({ type: 'SET_AMOUNT', text: value })),
        ...[RIGHT_PASSWORD, WRONG_PASSWORD, ''].filter((value) => value !== c.password).map((value) => ({ type: 'SET_PASSWORD', text: value })),
        { type: 'NEXT' },
      ];
    if (snapshot.matches('confirming')) return [{ type: 'CONFIRM' }, { type: 'BACK' }];
    if (snapshot.matches('unknown')) return [{ type: 'CHECK_NOW' }];
    if (snapshot.matches('done')) return [{ type: 'AGAIN' }];
    return [];
  }

  function settles(snapshot: AnyMachineSnapshot, invoke: { src: string }) {
    const c = ctx(snapshot);
    const lost = { outcome: 'error' as const, value: networkFailure() };
    if (invoke.src === 'loadInfo') {
      const balancePaise = c.info?.balancePaise ?? MODEL_BALANCE;
      return [{ outcome: 'done' as const, value: { ...config.infoExtra, minPaise, maxPaise, balancePaise, hasWithdrawPassword: true } }, lost];
    }
    if (invoke.src === 'transfer') {
      if (c.password !== RIGHT_PASSWORD) return [{ outcome: 'error' as const, value: business(WalletErrorCode.withdrawPasswordWrong) }, lost];
      const amountPaise = c.pendingPaise ?? 0;
      const balancePaise = (c.info?.balancePaise ?? MODEL_BALANCE) - amountPaise;
      return [{ outcome: 'done' as const, value: { ...config.resultExtra, amountPaise, balancePaise, createdAt: 0 } }, lost];
    }
    return [];
  }

  let keysMade = 0;
  const settled = ({ step }: Observation, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === 'transfer' && step.outcome === outcome;
  const model: MachineModel = {
    machine: config.machine,
    input: { ...config.input, newKey: () => `browser-key-${++keysMade}` },
    fixtures: { outputs: {}, errors: {} },
    delays: { recheckDelay: (snapshot) => Math.min(30_000, 2_000 * 2 ** ctx(snapshot).checks) },
    oracles: {
      '*': (observation) => {
        const { snapshot, previous } = observation;
        const c = ctx(snapshot);
        const told = observation.effects.filter((effect) => effect.name === 'transferred').length;
        if (told !== (settled(observation, 'done') ? 1 : 0)) throw new Error('whoever needs to know should hear of each transfer made, only then');
        if (observation.effects.some((effect) => effect.name === 'openSecurityCenter')) throw new Error('the security center opened uninvited');
        if (c.idempotencyKey !== null && c.pendingPaise === null) throw new Error('a key without a pending amount');
        for (const call of observation.invoked.filter((entry) => entry.src === 'transfer')) {
          const common = { amountPaise: c.pendingPaise, withdrawPassword: c.password, idempotencyKey: c.idempotencyKey };
          const expected = c.peer === null ? common : { downline: c.peer, ...common };
          if (JSON.stringify(call.input) !== JSON.stringify(expected))
            throw new Error(`the transfer sent ${JSON.stringify(call.input)}, not ${JSON.stringify(expected)}`);
          const before = ctx(previous!);
          // The same amount sent again (asked about, or after a refusal) keeps its key; another amount gets a new one.
          const again = before.idempotencyKey !== null && before.pendingPaise === c.pendingPaise;
          if (again !== (c.idempotencyKey === before.idempotencyKey)) throw new Error('one key per intended transfer');
        }
        // Once the backend answers, the password is forgotten (refused: typed again; done: spent).
        if ((settled(observation, 'done') || (settled(observation, 'error') && !snapshot.matches('unknown'))) && c.password !== '')
          throw new Error('the password should be forgotten once the transfer is answered');
      },
    },
  };

  const scope = config.scope;
  const field = (page: Page, part: string) => scope(page).getByTestId(`${config.prefix}-${part}`);
  const checkNow = (page: Page) => field(page, 'unknown').getByRole('button', { name: 'Check now' });
  /** The sender's balance now: as the page first showed it, less what the walk's transfers sent. */
  const balanceNow = (page: Page) => note(page, 'balance') - note(page, 'sent');
  const FORM_EVENTS = ['SET_AMOUNT', 'SET_PASSWORD', 'NEXT'];

  return {
    machine: config.machine.id,
    model,
    limits: { events, settles },
    open: async (session) => {
      const page = await config.logIn(session, {
        loadInfo: { path: config.paths.info, method: 'GET', retries: 2 },
        transfer: { path: config.paths.transfer, method: 'POST' },
      });
      // The page asks for a withdrawal password before any transfer; the seed sets none.
      await setWithdrawPassword(page, RIGHT_PASSWORD, config.passwordByAddress ? { baseUrl: session.baseUrl } : {});
      await config.openForm(page, session);
      setNote(page, 'balance', -1);
      await callMade(page, 'loadInfo', 30_000);
      return page;
    },
    perform: async (page, step, before) => {
      if (step.kind === 'wait') return callMade(page, 'transfer', step.ms + 5_000);
      if (step.kind === 'settle') {
        // The info is read on mount (twice in the development build: every read held gets the answer).
        await settleCall(page, step);
        if (step.src === 'transfer' && step.outcome === 'done') setNote(page, 'sent', note(page, 'sent') + (ctx(before).pendingPaise ?? 0));
        if (step.src === 'transfer' && step.outcome === 'error' && (step.value as { kind?: string }).kind === 'business') setNote(page, 'wrong', note(page, 'wrong') + 1);
        if (step.src === 'transfer' && step.outcome === 'done') setNote(page, 'wrong', 0);
        return;
      }
      const event = step.event as EventObject & { text?: string };
      // Ignored where the page shows no control for them: while the info is read, on the confirm step (no fields), once done.
      if (before.matches('loading')) return shows(field(page, 'amount'), false, 'the form');
      const writing = ['sending', 'unknown', 'rechecking'].some((state) => before.matches(state));
      if ((before.matches('confirming') || writing) && FORM_EVENTS.includes(event.type)) return shows(field(page, 'amount'), false, 'the form');
      if (writing && (event.type === 'CONFIRM' || event.type === 'BACK')) {
        // Locked while the transfer is under way: the buttons are disabled and a click does nothing.
        const button = field(page, event.type === 'CONFIRM' ? 'confirm' : 'back');
        if (!(await button.isDisabled())) throw new Error(`${event.type} should be disabled while the transfer is under way`);
        return button.click({ force: true });
      }
      if (writing && event.type === 'AGAIN') return shows(field(page, 'again'), false, 'another transfer');
      if (event.type === 'CHECK_NOW' && before.matches('rechecking')) {
        if (!(await checkNow(page).isDisabled())) throw new Error('Check now should be disabled while the transfer is asked about');
        return;
      }
      switch (event.type) {
        case 'RETRY':
          return scope(page).getByRole('button', { name: 'Try again' }).click();
        case 'SET_AMOUNT':
          return field(page, 'amount').fill(event.text ?? '');
        case 'SET_PASSWORD':
          return field(page, 'password').fill(event.text ?? '');
        case 'NEXT':
          if (ctx(before).password === WRONG_PASSWORD && note(page, 'wrong') >= 4) throw new StepSkipped('a fifth wrong withdrawal password in a row would lock it');
          return field(page, 'next').click();
        case 'CONFIRM':
          return field(page, 'confirm').click();
        case 'BACK':
          return field(page, 'back').click();
        case 'CHECK_NOW':
          return checkNow(page).click();
        case 'AGAIN':
          return field(page, 'again').click();
        default:
          throw new Error(`no page action for ${event.type}`);
      }
    },
    verify: async (page, snapshot) => {
      const c = ctx(snapshot);
      if (snapshot.matches('loading')) {
        await shows(field(page, 'amount'), false, 'the form');
        return shows(field(page, 'confirm-step'), false, 'the confirm step');
      }
      if (snapshot.matches('loadFailed')) {
        await until(async () => (await text(scope(page))).includes('The transfer details could not be loaded.'), 'the page should say the details could not be loaded');
        return scope(page).getByRole('button', { name: 'Try again' }).waitFor();
      }
      // The sender's balance as the page first shows it; then followed through the transfers made.
      if (note(page, 'balance') < 0 && snapshot.matches('editing')) {
        await config.balance(page).waitFor();
        setNote(page, 'balance', Math.round(Number((await text(config.balance(page))).replace(/[^\d.]/g, '')) * 100));
      }
      if (snapshot.matches('editing')) {
        await shows(field(page, 'confirm-step'), false, 'the confirm step');
        await until(async () => (await text(config.balance(page))) === money(balanceNow(page)), `the balance should read ${money(balanceNow(page))}`);
        const amount = field(page, 'amount');
        await until(async () => (await amount.inputValue()) === c.amountText, `the amount should read '${c.amountText}'`);
        await until(async () => (await field(page, 'password').inputValue()) === c.password, 'the password should be what was typed');
        await until(
          async () => ((await amount.getAttribute('aria-invalid')) === 'true') === (c.amountIssue !== null),
          `the amount should${c.amountIssue ? '' : ' not'} show a problem`,
        );
        if (c.amountIssue) {
          const says = issueText[c.amountIssue] ?? c.amountIssue;
          await until(async () => (await text(scope(page))).includes(says), `the amount's problem should say '${says}'`);
        }
        await until(
          async () => ((await field(page, 'password').getAttribute('aria-invalid')) === 'true') === (c.passwordIssue !== null),
          `the password should${c.passwordIssue ? '' : ' not'} show a problem`,
        );
        // The backend's refusal, in the member's language, until a field is edited.
        await shows(field(page, 'failure'), c.failure !== null, 'the refusal');
        if (c.failure !== null)
          await until(
            async () => (await text(field(page, 'failure'))) === 'The withdrawal password is incorrect',
            "the refusal should say 'The withdrawal password is incorrect'",
          );
        return;
      }
      if (snapshot.matches('done')) {
        await shows(field(page, 'confirm-step'), false, 'the confirm step');
        const says = config.resultText(money(c.result?.amountPaise ?? 0), money(balanceNow(page)));
        await until(async () => (await text(field(page, 'result'))).includes(says), `the result should say '${says}'`);
        return field(page, 'again').waitFor();
      }
      // The confirm step: whom, how much, the balance after; locked while the transfer is under way.
      await shows(field(page, 'amount'), false, 'the form');
      const amountPaise = c.amountPaise ?? 0;
      await until(async () => (await text(field(page, 'confirm-amount'))) === money(amountPaise), `the amount should read ${money(amountPaise)}`);
      const facts = field(page, 'confirm-step').locator('dd');
      await until(async () => (await text(facts.nth(0))) === config.peerName, `the transfer should go to ${config.peerName}`);
      const after = money(balanceNow(page) - amountPaise);
      await until(async () => (await text(facts.nth(2))) === after, `the balance after should read ${after}`);
      const waiting = !snapshot.matches('confirming');
      for (const part of ['confirm', 'back'])
        await until(async () => (await field(page, part).isDisabled()) === waiting, `${part} should be ${waiting ? 'disabled' : 'enabled'}`);
      const label = waiting ? 'Sending…' : 'Confirm transfer';
      await until(async () => (await text(field(page, 'confirm'))) === label, `Confirm should read '${label}'`);
      const unknown = snapshot.matches('unknown') || snapshot.matches('rechecking');
      await shows(field(page, 'unknown'), unknown, 'the unknown-outcome notice');
      if (unknown) await until(async () => (await checkNow(page).isEnabled()) === snapshot.matches('unknown'), 'Check now should be enabled only while waiting');
    },
  };
}
