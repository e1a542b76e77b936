import type { Locator, Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Contract, ContractActionResult, OwnRates } from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import { type ContractOfferContext, contractOfferMachine } from '@machines/contractOffer/contractOffer.machine';
import type { MachineModel, Observation } from '../../model/types';
import { openAgentCenter } from './downlineTransfer.driver';
import type { PageEvent } from './pageKit';
import { networkFailure, settleCall, until } from './pageKit';
import { type BrowserDriver, StepSkipped } from './types';

/**
 * An upline's contract offer (SPEC 3, 4 Contracts): demo_agent opens the contracts dialog of
 * demo_subagent in team management and drafts a real-time salary contract (the seed gives
 * demo_subagent none, so the form starts from a weekly-free draft: the rates empty, the single
 * bet amount 0); it types each rate within its own (the platform's ceiling of 1.50 %, demo_agent
 * being the top agent) or above it, a single bet amount or a negative one, reviews the offer (the
 * lower-rate preview), goes back or confirms; the preview and the offer are held and answered at
 * the walk's settle steps (a lost answer is a dropped request: the draft is kept, Try again sends
 * the same offer with the same key). A pending offer ends the upline's part.
 *
 * The browser model is contractOffer's machine as this page starts it (role upline, no contract,
 * demo_agent's own rates and demo_subagent's current terms, none); the model file's variants are
 * written for their fixture books, so the oracles here are those that hold for any book: the page
 * hears of the offer made and of nothing else, every preview and offer carries the draft's terms
 * for demo_subagent, one key per intended terms (kept for a retry of the same terms), and the
 * offer's answer decides the state. Rates stay at or above demo_subagent's own 0.80 % to
 * demo_agent42, so the lower-rate rule ends nothing (its warning is left to the model tests), and
 * the countdown and the 48-hour expiry of the pending offer are not waited for in a browser (the
 * walk stops at the first tick).
 */

const RECEIVER = 'demo_subagent';
/** demo_agent is the top agent: it may share up to the platform's ceiling (server/seed/contracts.ts). */
const OWN_RATES: OwnRates = { profitRateBps: 150, lossRateBps: 150 };
const HOURS_48 = 48 * 60 * 60 * 1000;
const VALUES: Record<string, string[]> = {
  profitRateBps: ['1', '1.6'],
  lossRateBps: ['1.5', '1.6'],
  singleBetPaise: ['10', '-1'],
};
const FIELD_NAMES: Record<string, string> = { profitRateBps: 'Profit salary rate', lossRateBps: 'Loss salary rate', singleBetPaise: 'Single bet amount' };
const ISSUE_TEXT: Record<string, string> = {
  rateEmpty: 'Please enter a rate',
  rateAboveOwn: 'This is above your own rate: at most 1.50 %',
  termNegative: 'This cannot be negative',
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ContractOfferContext;

function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  const edits = Object.entries(VALUES).flatMap(([field, values]) => values.filter((value) => value !== c.fields[field]).map((value) => ({ type: 'EDIT', field, value })));
  if (snapshot.matches('draft')) return [...edits, { type: 'SUBMIT' }];
  if (snapshot.matches('previewFailed') || snapshot.matches('sendFailed')) return [{ type: 'RETRY' }, { type: 'CANCEL' }, ...edits.slice(0, 1)];
  if (snapshot.matches('confirming')) return [{ type: 'CONFIRM' }, { type: 'CANCEL' }];
  return [];
}

/** The offer as the backend makes it: pending for 48 hours. */
const offerOf = (c: ContractOfferContext): ContractActionResult => ({
  contract: {
    id: 0,
    kind: c.kind,
    status: 'pending',
    offerer: 'demo_agent',
    receiver: c.receiver,
    terms: c.terms as Contract['terms'],
    offeredAt: 0,
    expiresAt: HOURS_48,
    answeredAt: null,
    terminatedAt: null,
    terminationReason: null,
  },
  ended: [],
});

function settles(snapshot: AnyMachineSnapshot, invoke: { src: string }) {
  const lost = { outcome: 'error' as const, value: networkFailure() };
  if (invoke.src === 'previewOffer') return [{ outcome: 'done' as const, value: { ends: [] } }, lost];
  if (invoke.src === 'sendOffer') return [{ outcome: 'done' as const, value: offerOf(ctx(snapshot)) }, lost];
  return [];
}

let keysMade = 0;
const settledWith = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;

export const contractOfferBrowserModel: MachineModel = {
  machine: contractOfferMachine,
  input: {
    kind: 'realtimeSalary',
    role: 'upline',
    contract: null,
    receiver: RECEIVER,
    ownRates: OWN_RATES,
    uplineMayTerminate: false,
    currentTerms: null,
    clock: () => 0,
    newKey: () => `browser-key-${++keysMade}`,
  },
  // What the walk offers (limits below), also as fixtures: a machine with several models has each walk scored on what its model's fixtures reach.
  fixtures: {
    outputs: {
      previewOffer: [{ ends: [] }],
      sendOffer: [
        offerOf({
          kind: 'realtimeSalary',
          receiver: RECEIVER,
          terms: { kind: 'realtimeSalary', profitRateBps: 100, lossRateBps: 150, singleBetPaise: 1000 },
        } as ContractOfferContext),
      ],
    },
    errors: { previewOffer: [networkFailure()], sendOffer: [networkFailure()] },
    events: {
      EDIT: Object.entries(VALUES).flatMap(([field, values]) => values.map((value) => ({ type: 'EDIT', field, value }))),
      SUBMIT: [{ type: 'SUBMIT' }],
      CONFIRM: [{ type: 'CONFIRM' }],
      CANCEL: [{ type: 'CANCEL' }],
      RETRY: [{ type: 'RETRY' }],
    },
  },
  // What the guards read: the terms as typed, a failure shown, the key held for which terms.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.fields, Object.keys(c.issues).sort(), c.error !== null, c.keyTerms];
  },
  // The offer made here has a whole 48 hours left (offerOf): its countdown ticks every second.
  delays: { tick: 1_000 },
  oracles: {
    '*': (observation) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      // The page hears of the offer made (to reload its books), and of nothing else.
      const told = observation.effects.filter((effect) => effect.name === 'contractChanged').length;
      if (told !== (settledWith(observation, 'sendOffer', 'done') ? 1 : 0)) throw new Error('the page should hear of the offer made, only then');
      for (const call of observation.invoked) {
        // Every preview and offer carries the draft's terms for demo_subagent; the offer its key.
        const draft = { kind: 'realtimeSalary', receiver: RECEIVER, terms: c.terms };
        const expected = call.src === 'sendOffer' ? { ...draft, idempotencyKey: c.idempotencyKey } : draft;
        if (JSON.stringify(call.input) !== JSON.stringify(expected)) throw new Error(`${call.src} sent ${JSON.stringify(call.input)}, not ${JSON.stringify(expected)}`);
        if (call.src === 'sendOffer') {
          // One key per intended terms: the same terms sent again keep theirs.
          const before = ctx(previous!);
          const same = before.idempotencyKey !== null && JSON.stringify(before.keyTerms) === JSON.stringify(c.terms);
          if (same !== (before.idempotencyKey === c.idempotencyKey)) throw new Error('one key per intended offer');
        }
      }
      // The offer's answer decides: pending, with the backend's contract.
      if (settledWith(observation, 'sendOffer', 'done') && (!snapshot.matches('pending') || c.contract?.status !== 'pending'))
        throw new Error('the offer made should be pending');
    },
  },
};

const dialog = (page: Page) => page.getByTestId('downline-contracts-dialog');
const text = async (locator: Locator) => ((await locator.textContent().catch(() => null)) ?? '').replace(/\s+/g, ' ').trim();
const shows = (locator: Locator, shown: boolean, what: string) => until(async () => (await locator.count()) > 0 === shown, `${what} should${shown ? '' : ' not'} show`);
const field = (page: Page, name: string) => dialog(page).getByTestId(`contract-field-${name}`);
const isAction = (action: string) => (request: import('playwright-core').Request) => (request.postDataJSON() as { action?: string } | null)?.action === action;

export const driver: BrowserDriver = {
  machine: 'contractOffer',
  model: contractOfferBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const path = AGENT_PATH.realtimeSalary;
    const page = await openAgentCenter(session, {
      previewOffer: { path, method: 'POST', request: isAction('preview') },
      sendOffer: { path, method: 'POST', request: isAction('offer') },
    });
    await page.getByTestId(`downline-contracts-${RECEIVER}`).click({ timeout: 30_000 });
    await dialog(page).getByTestId('contract-offer-kind').selectOption('realtimeSalary', { timeout: 20_000 });
    await field(page, 'profitRateBps').waitFor();
    return page;
  },
  perform: async (page, step, before) => {
    if (step.kind === 'wait') throw new StepSkipped(`the pending offer's countdown (${step.ms} ms a tick) and its 48-hour expiry are left to the model tests`);
    if (step.kind === 'settle') return settleCall(page, step);
    const event = step.event as EventObject & { field?: string; value?: string };
    const busy = before.matches('previewing') || before.matches('sending');
    if (busy) {
      // A call on its way: the fields and the review button wait; there is nothing else to press.
      if (event.type === 'EDIT' || event.type === 'SUBMIT') {
        const control = event.type === 'EDIT' ? field(page, event.field ?? 'profitRateBps') : dialog(page).getByTestId('contract-submit');
        if (!(await control.isDisabled())) throw new Error(`the control of ${event.type} should be disabled while a call is on its way`);
        return;
      }
      return shows(dialog(page).getByTestId('contract-retry'), false, 'Try again');
    }
    // On the confirm step the terms are not shown as fields.
    if (before.matches('confirming') && (event.type === 'EDIT' || event.type === 'SUBMIT'))
      return shows(dialog(page).getByTestId('contract-offer-form'), false, 'the terms form');
    if (before.matches('pending')) return shows(dialog(page).getByTestId('contract-offer-form'), false, 'the terms form');
    switch (event.type) {
      case 'EDIT':
        return field(page, event.field!).fill(event.value ?? '');
      case 'SUBMIT':
        return dialog(page).getByTestId('contract-submit').click();
      case 'CONFIRM':
        return dialog(page).getByTestId('contract-confirm').click();
      case 'CANCEL':
        return dialog(page).getByTestId('contract-cancel').click();
      case 'RETRY':
        return dialog(page).getByTestId('contract-retry').click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    const failure = dialog(page).getByTestId('contract-failure');
    if (snapshot.matches('pending')) {
      // The offer made: it waits for demo_subagent's answer (48 hours), and the contracts so far list it.
      const says = `The offer was sent to ${RECEIVER}. It waits for their answer until`;
      await until(async () => (await text(dialog(page).getByTestId('contract-offer-sent'))).startsWith(says), `the dialog should say '${says} …'`);
      return until(
        async () => (await text(dialog(page).getByTestId('downline-contract-list'))).includes('Pending'),
        'the contracts so far should list the pending offer',
      );
    }
    if (snapshot.matches('confirming')) {
      // Whom, which contract and the terms, before confirming; nothing the lower-rate rule ends.
      const step = dialog(page).getByTestId('contract-confirm-step');
      await until(
        async () => (await text(step)).includes(`Offer ${RECEIVER} this contract: Real-time salary?`),
        'the confirm step should name the receiver and the contract',
      );
      const terms = c.terms as { profitRateBps: number; lossRateBps: number };
      for (const bps of [terms.profitRateBps, terms.lossRateBps]) {
        const rate = `${(bps / 100).toFixed(2)} %`;
        await until(async () => (await text(dialog(page).getByTestId('contract-confirm-terms'))).includes(rate), `the terms should show ${rate}`);
      }
      await shows(dialog(page).getByTestId('contract-offer-form'), false, 'the terms form');
      for (const part of ['contract-confirm', 'contract-cancel']) await until(async () => await dialog(page).getByTestId(part).isEnabled(), `${part} should be enabled`);
      return shows(failure, false, 'a failure');
    }
    // The terms form: each field as typed, its problem after a review refused; locked while a call is on its way.
    await dialog(page).getByTestId('contract-offer-form').waitFor();
    const busy = snapshot.matches('previewing') || snapshot.matches('sending');
    for (const name of Object.keys(VALUES)) {
      const input = field(page, name);
      const value = c.fields[name] ?? '';
      await until(async () => (await input.inputValue()) === value, `${FIELD_NAMES[name]} should read '${value}'`);
      await until(async () => (await input.isDisabled()) === busy, `${FIELD_NAMES[name]} should be ${busy ? 'locked' : 'open'}`);
      const issue = c.issues[name];
      await until(
        async () => ((await input.getAttribute('aria-invalid')) === 'true') === Boolean(issue),
        `${FIELD_NAMES[name]} should${issue ? '' : ' not'} show a problem`,
      );
      if (issue) {
        const says = ISSUE_TEXT[issue] ?? issue;
        await until(async () => (await text(dialog(page).getByTestId('contract-offer-form'))).includes(says), `${FIELD_NAMES[name]}'s problem should say '${says}'`);
      }
    }
    // Review only from the draft (after a failure: Try again, or an edit first).
    const open = snapshot.matches('draft');
    await until(async () => (await dialog(page).getByTestId('contract-submit').isEnabled()) === open, `Review the offer should be ${open ? 'enabled' : 'disabled'}`);
    // A lost preview or offer: said so (until the next edit or try), the draft kept; Try again and Back to the terms while failed.
    await shows(failure, c.error !== null, 'the failure');
    if (c.error !== null) await until(async () => (await text(failure)).includes('Network link is abnormal'), "the failure should say 'Network link is abnormal'");
    const failed = snapshot.matches('previewFailed') || snapshot.matches('sendFailed');
    await shows(dialog(page).getByTestId('contract-retry'), failed, 'Try again');
    await shows(failure.getByTestId('contract-cancel'), failed, 'Back to the terms');
  },
};
