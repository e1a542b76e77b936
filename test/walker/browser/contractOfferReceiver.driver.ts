import type { Locator, Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import type { Contract, ContractActionResult, ContractStatus } from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import { type ContractOfferContext, contractOfferMachine } from '@machines/contractOffer/contractOffer.machine';
import type { MachineModel, Observation } from '../../model/types';
import type { HeldCall, PageEvent } from './pageKit';
import { goInApp, logInAtAgencyCenter, networkFailure, openPage, settleCall, until, waitOnPageClock } from './pageKit';
import type { BrowserDriver } from './types';

/**
 * The receiver's side of a contract offer (SPEC 4 Contracts): demo_agent41 opens its hourly
 * salary page in the agency center, where the offer demo_agent made it (the seed's, 2 hours old)
 * waits under Offers received with its "Expires in" countdown. It accepts (the lower-rate preview
 * first, then a confirm step) or rejects (after "are you sure?"), goes back, terminates the
 * contract it accepted, or lets the offer expire; the preview and the answers are held and
 * answered at the walk's settle steps (a lost answer is a dropped request, with Try again).
 *
 * The countdown makes every second a state, so the page's clock is Playwright's (page.clock),
 * paused once the agent is logged in, and set (without firing a timer) to LEFT_MS before the
 * offer's real expiry when the page reads its book: the page counts down exactly as the model
 * does, one wait of the model being that long on the page's clock, and the offer expires within a
 * short walk. The backend's clock is left where it is (some 46 hours before the expiry), so it
 * takes every answer: an answer on its way when the page's expiry passes is decided by the
 * backend's word (the model's lapsed answer), and the book the page reloads when its offer expired
 * still lists it pending, which the expired card does not follow (SPEC 4: nothing returns to
 * pending). The backend's refusals (closed, refused) and the lower-rate rule's warnings are left
 * to the model tests (demo_agent41 gives no hourly contracts: an acceptance ends none).
 *
 * The browser model is contractOffer's machine as this page starts it (role receiver, the offer
 * pending with LEFT_MS left, demo_agent41 holding no hourly contract); its oracles are written by
 * hand from SPEC 4 and test/machines/contractOffer.model.ts's receiver variants, for this offer.
 */

const RECEIVER = 'demo_agent41';
/** server/demoAccounts.ts TEAM_PASSWORD: the demo team's agents share it. */
const PASSWORD = 'Team@1234';
const OFFERER = 'demo_agent';
/** The hourly salary page: its book read (GET) and the actions on it (POST). */
const BOOK = AGENT_PATH.hourlySalary;
/** How long the offer has left when the page opens, on the page's clock and the model's. */
const LEFT_MS = 2_500;
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The model's clock stands still at START (its timers move on the simulated clock). */
const START = Date.UTC(2026, 10, 29, 14, 30);
/** The seed's offer (server/seed/contracts.ts): ₹200 an hour at 0.50 %; SPEC 4: an offer lives 48 hours. */
const OFFER: Contract = {
  id: 9,
  kind: 'hourlySalary',
  status: 'pending',
  offerer: OFFERER,
  receiver: RECEIVER,
  terms: { kind: 'hourlySalary', hourlyBetPaise: 20_000, rateBps: 50 },
  offeredAt: START + LEFT_MS - 48 * HOUR,
  expiresAt: START + LEFT_MS,
  answeredAt: null,
  terminatedAt: null,
  terminationReason: null,
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ContractOfferContext;
const inAnswer = (snapshot: AnyMachineSnapshot, step: string) => snapshot.matches({ pending: { answer: step } });
const topState = (snapshot: AnyMachineSnapshot) => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!);
/** SPEC 4: the contract's status in each top state of a contract's screen. */
const STATUS_OF: Record<string, ContractStatus> = {
  pending: 'pending',
  active: 'active',
  confirmingTermination: 'active',
  terminating: 'active',
  terminateFailed: 'active',
  rejected: 'rejected',
  expired: 'expired',
  terminated: 'terminated',
};
/** The countdown's next tick: to the next whole second of what is left (a whole second when it is whole). */
const tickMs = (snapshot: AnyMachineSnapshot) => {
  const left = ctx(snapshot).leftMs;
  return left <= 0 ? 0 : left - (Math.ceil(left / SECOND) - 1) * SECOND;
};

/** What a person can do on the card in each state (the controls shown). */
function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  if (inAnswer(snapshot, 'waiting')) return [{ type: 'ACCEPT' }, { type: 'REJECT' }];
  if (inAnswer(snapshot, 'confirmingAccept') || inAnswer(snapshot, 'confirmingReject') || snapshot.matches('confirmingTermination'))
    return [{ type: 'CONFIRM' }, { type: 'CANCEL' }];
  if (inAnswer(snapshot, 'previewAcceptFailed') || inAnswer(snapshot, 'answerFailed') || snapshot.matches('terminateFailed'))
    return [{ type: 'RETRY' }, { type: 'CANCEL' }];
  if (snapshot.matches('active')) return [{ type: 'TERMINATE' }];
  return [];
}

/** The contract as the backend answers a write in `status` (the one it answers in). */
const answered = (contract: Contract, status: ContractStatus): ContractActionResult => ({
  contract: {
    ...contract,
    status,
    answeredAt: status === 'terminated' ? contract.answeredAt : START,
    terminatedAt: status === 'terminated' ? START : null,
    terminationReason: status === 'terminated' ? 'receiver' : null,
  },
  ended: [],
});

/** The backend's answers: no contract ends by the lower-rate rule; an accept, a reject, a termination done; or the answer lost. */
function settles(snapshot: AnyMachineSnapshot, invoke: { src: string }) {
  const lost = { outcome: 'error' as const, value: networkFailure() };
  if (invoke.src === 'previewAccept') return [{ outcome: 'done' as const, value: { ends: [] } }, lost];
  if (invoke.src === 'respond') {
    const status: ContractStatus = inAnswer(snapshot, 'accepting') ? 'active' : inAnswer(snapshot, 'rejecting') ? 'rejected' : 'terminated';
    return [{ outcome: 'done' as const, value: answered(ctx(snapshot).contract!, status) }, lost];
  }
  return [];
}

const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const fail = (what: string) => {
  throw new Error(what);
};

export const contractOfferReceiverBrowserModel: MachineModel = {
  machine: contractOfferMachine,
  // The CLI draws the walk on the machine model of this variant (test/walker/cli.ts findModel).
  variant: 'receiver answers a pending offer',
  input: {
    kind: 'hourlySalary',
    role: 'receiver',
    contract: OFFER,
    receiver: RECEIVER,
    ownRates: null,
    uplineMayTerminate: false,
    currentTerms: null,
    clock: () => START,
  },
  // What the walk offers (limits below), also as fixtures.
  fixtures: {
    outputs: { previewAccept: [{ ends: [] }], respond: (['active', 'rejected', 'terminated'] as const).map((status) => answered(OFFER, status)) },
    errors: { previewAccept: [networkFailure()], respond: [networkFailure()] },
    events: Object.fromEntries(['ACCEPT', 'REJECT', 'CONFIRM', 'CANCEL', 'RETRY', 'TERMINATE'].map((type) => [type, [{ type }]])),
  },
  // What decides the next step: the state, the contract's status, a failure, the answer given, a lapsed expiry, the time left.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.contract?.status, c.error !== null, c.answer, c.lapsed, c.leftMs];
  },
  // SPEC 4: the count moves every second, at each whole second of what is left; the last tick is the expiry.
  delays: { tick: tickMs },
  oracles: {
    '*': (observation) => {
      const { snapshot, previous, step, now } = observation;
      const c = ctx(snapshot);
      // Whose screen and which offer: fixed for the actor's life.
      if (c.role !== 'receiver' || c.receiver !== RECEIVER || c.kind !== 'hourlySalary' || c.contract?.id !== OFFER.id)
        fail('the screen should stay demo_agent41’s, on its offer');
      // The status shown is the contract's.
      if (c.contract!.status !== STATUS_OF[topState(snapshot)])
        fail(`${topState(snapshot)} should show a ${STATUS_OF[topState(snapshot)]} contract, not ${c.contract!.status}`);
      // Pending until the expiry, LEFT_MS after the page opened; at it only with an answer on its way.
      if (snapshot.matches('pending')) {
        if (c.lapsed !== snapshot.matches({ pending: { countdown: 'lapsed' } })) fail('a lapsed expiry is where the countdown stopped');
        const left = c.lapsed ? 0 : LEFT_MS - now;
        if (c.leftMs !== left || (!c.lapsed && left <= 0)) fail(`the offer should have ${left} ms left at ${now} ms, not ${c.leftMs}`);
        if (c.lapsed && (!['accepting', 'rejecting'].some((answer) => inAnswer(snapshot, answer)) || now < LEFT_MS))
          fail('only an answer on its way outlives the expiry');
      }
      const waited = step?.kind === 'wait' && previous?.matches('pending') === true;
      if (snapshot.matches('expired') && waited && now !== LEFT_MS) fail(`the offer should expire at ${LEFT_MS} ms, not ${now}`);
      // The page reloads its book after a write answered, when the offer expired by the clock, and when an answer was lost after it.
      const told = observation.effects.filter((effect) => effect.name === 'contractChanged').length;
      const lapsedLost = settled(observation, 'respond', 'error') && previous !== null && ctx(previous).lapsed;
      const expected = settled(observation, 'respond', 'done') || (waited && snapshot.matches('expired')) || lapsedLost ? 1 : 0;
      if (told !== expected) fail(`the page should be told ${expected} time(s) of the contract, not ${told}`);
      // Every call is about this offer; an answer names what the receiver decided.
      for (const call of observation.invoked) {
        const about = { kind: 'hourlySalary', contractId: OFFER.id };
        const action = inAnswer(snapshot, 'accepting') ? 'accept' : inAnswer(snapshot, 'rejecting') ? 'reject' : 'terminate';
        const input = call.src === 'respond' ? { ...about, action } : about;
        if (JSON.stringify(call.input) !== JSON.stringify(input)) fail(`${call.src} sent ${JSON.stringify(call.input)}, not ${JSON.stringify(input)}`);
      }
      // A write answered in time: the contract as the backend answered it.
      if (settled(observation, 'respond', 'done')) {
        const answer = (step as { value: ContractActionResult }).value;
        if (c.contract !== answer.contract) fail('the contract should be the backend’s answer');
      }
      // Accept and Reject only on a pending offer not yet being answered; Terminate only on the active contract.
      const can = (type: string) => snapshot.can({ type });
      if ((can('ACCEPT') || can('REJECT')) !== inAnswer(snapshot, 'waiting')) fail('Accept and Reject only while the offer waits for an answer');
      if (can('TERMINATE') !== snapshot.matches('active')) fail('Terminate only on the active contract');
      // A failure on screen can be tried again.
      if (c.error !== null && !can('RETRY')) fail('a failure should offer Try again');
    },
  },
};

/** The offer the page read first, per page (its real id, terms and expiry). */
const offers = new WeakMap<Page, Contract>();
const offerOf = (page: Page) => {
  const offer = offers.get(page);
  if (!offer) throw new Error(`the page listed no pending offer from ${OFFERER}`);
  return offer;
};
const isAction =
  (...actions: string[]) =>
  (request: import('playwright-core').Request) =>
    actions.includes((request.postDataJSON() as { action?: string } | null)?.action ?? '');
const CALLS: Record<string, HeldCall> = {
  previewAccept: { path: BOOK, method: 'POST', request: isAction('previewAccept') },
  respond: { path: BOOK, method: 'POST', request: isAction('accept', 'reject', 'terminate') },
};

const text = async (locator: Locator) => ((await locator.textContent().catch(() => null)) ?? '').replace(/\s+/g, ' ').trim();
const shows = (locator: Locator, shown: boolean, what: string) => until(async () => (await locator.count()) > 0 === shown, `${what} should${shown ? '' : ' not'} show`);
const card = (page: Page) => page.getByTestId(`contract-${offerOf(page).id}`);
const failure = (page: Page) => card(page).getByTestId(`contract-failure-${offerOf(page).id}`);
const pageNow = (page: Page) => page.evaluate(() => Date.now());

const STATUS_TEXT: Record<ContractStatus, string> = { pending: 'Pending', active: 'Active', rejected: 'Rejected', expired: 'Expired', terminated: 'Terminated' };
/** SPEC 4: the time left in whole days and hours, hours and minutes, minutes, or under a minute. */
function expiresIn(ms: number) {
  const [days, hours, minutes] = [Math.floor(ms / DAY), Math.floor((ms % DAY) / HOUR), Math.floor((ms % HOUR) / MINUTE)];
  if (days > 0) return `Expires in ${days} d ${hours} h`;
  if (hours > 0) return `Expires in ${hours} h ${minutes} min`;
  if (minutes > 0) return `Expires in ${minutes} min`;
  return 'Expires in under a minute';
}
const CONFIRM_STEPS = {
  accept: { label: 'Confirm accepting', says: `Accept this contract from ${OFFERER}: Hourly salary?` },
  reject: { label: 'Confirm rejecting', says: `Reject this offer from ${OFFERER}?` },
  terminate: { label: 'Confirm terminating', says: 'Terminate this contract? It stops settling from now on and cannot be restored.' },
} as const;
const confirmStep = (snapshot: AnyMachineSnapshot): keyof typeof CONFIRM_STEPS | null =>
  inAnswer(snapshot, 'confirmingAccept') ? 'accept' : inAnswer(snapshot, 'confirmingReject') ? 'reject' : snapshot.matches('confirmingTermination') ? 'terminate' : null;
const isBusy = (snapshot: AnyMachineSnapshot) =>
  ['previewingAccept', 'accepting', 'rejecting'].some((step) => inAnswer(snapshot, step)) || snapshot.matches('terminating');

/** 1 ms before the expiry: the card still shows the offer pending, with its countdown and its controls. */
async function notExpiredYet(page: Page, before: AnyMachineSnapshot) {
  // The page renders a moment after a timer fires: what it shows then is what the timer did.
  await page.waitForTimeout(150);
  const id = offerOf(page).id;
  if ((await text(card(page).getByTestId(`contract-status-${id}`))) !== 'Pending') throw new Error('the offer expired before its time (1 ms early)');
  if ((await card(page).getByTestId(`contract-expiry-${id}`).count()) === 0) throw new Error('the countdown ended before the expiry (1 ms early)');
  if (inAnswer(before, 'waiting') && (await card(page).getByTestId(`contract-accept-${id}`).count()) === 0)
    throw new Error('Accept went away before the expiry (1 ms early)');
}

/** The control a person would use for each event, on the card. */
const CONTROLS = (id: number): Record<string, string[]> => ({
  ACCEPT: [`contract-accept-${id}`],
  REJECT: [`contract-reject-${id}`],
  TERMINATE: [`contract-terminate-${id}`],
  CONFIRM: ['contract-confirm'],
  CANCEL: ['contract-cancel'],
  // The receiver's card has no terms form.
  EDIT: ['contract-offer-form'],
  SUBMIT: ['contract-submit'],
});

/**
 * An event the machine ignores in this state is one the page gives no control for: the card shows
 * none (a book reload, CONTRACT_CHANGED, is the page's own: nothing a person does).
 */
async function noControlFor(page: Page, type: string) {
  if (type === 'CONTRACT_CHANGED') return;
  const { id } = offerOf(page);
  if (type === 'RETRY' || type === 'CANCEL') await shows(failure(page), false, `the failure's ${type === 'RETRY' ? 'Try again' : 'Back'}`);
  for (const testId of CONTROLS(id)[type] ?? []) await shows(card(page).getByTestId(testId), false, `the control of ${type} (${testId})`);
  if (!(type in CONTROLS(id)) && type !== 'RETRY') throw new Error(`no page control known for ${type}`);
}

export const driver: BrowserDriver = {
  machine: 'contractOfferReceiver',
  model: contractOfferReceiverBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const page = await openPage(session, { path: null, calls: CALLS });
    await logInAtAgencyCenter(page, session.baseUrl, RECEIVER, PASSWORD);
    // From here the page's clock (Playwright's) moves only when the walk moves it.
    await page.clock.install();
    await page.clock.pauseAt((await pageNow(page)) + SECOND);
    // The book's first read: the page's time is set to LEFT_MS before its offer's expiry, before the card counts from it.
    await page.route(
      (url) => url.pathname === BOOK,
      async (route, request) => {
        if (request.method() !== 'GET' || offers.has(page)) return route.fallback();
        const response = await route.fetch();
        const { value } = (await response.json()) as { value: { received: Contract[] } };
        const offer = value.received.find((contract) => contract.status === 'pending' && contract.offerer === OFFERER);
        if (offer) {
          await page.clock.setSystemTime(offer.expiresAt - LEFT_MS);
          offers.set(page, offer);
        }
        await route.fulfill({ response });
      },
    );
    await goInApp(page, '/agentHome?page=agentHourSalary');
    await page.getByTestId('contract-received').waitFor({ timeout: 30_000 });
    await card(page).waitFor({ timeout: 20_000 });
    return page;
  },
  perform: async (page, step, before) => {
    if (step.kind === 'wait') {
      const expires = before.matches({ pending: { countdown: 'ticking' } }) && ctx(before).leftMs === step.ms;
      return waitOnPageClock(page, step, expires ? () => notExpiredYet(page, before) : undefined);
    }
    if (step.kind === 'settle') return settleCall(page, step);
    const id = offerOf(page).id;
    const failed = ctx(before).error !== null;
    // An event the state takes and ignores (the walk sends those too): the page offers no control for it.
    if (!before.can(step.event)) return noControlFor(page, step.event.type);
    switch (step.event.type) {
      case 'ACCEPT':
        return card(page).getByTestId(`contract-accept-${id}`).click();
      case 'REJECT':
        return card(page).getByTestId(`contract-reject-${id}`).click();
      case 'TERMINATE':
        return card(page).getByTestId(`contract-terminate-${id}`).click();
      case 'CONFIRM':
        return card(page).getByTestId('contract-confirm').click();
      case 'CANCEL':
        return failed ? failure(page).getByRole('button', { name: 'Back' }).click() : card(page).getByTestId('contract-cancel').click();
      case 'RETRY':
        return failure(page).getByRole('button', { name: 'Try again' }).click();
      default:
        throw new Error(`no page action for ${step.event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    const offer = offerOf(page);
    const id = offer.id;
    const status = c.contract!.status;
    // Where the page lists it after reloading its book: an accepted offer is the agent's own contract.
    const section = status === 'active' ? 'contract-own' : 'contract-received';
    await until(
      async () => (await page.getByTestId(section).getByTestId(`contract-${id}`).count()) === 1,
      `the contract should be listed under ${status === 'active' ? 'My contract' : 'Offers received'}`,
    );
    // Whatever happens, the card is about the offer the page read: from demo_agent, ₹200.00 an hour at 0.50 %.
    await until(async () => (await text(card(page).locator('header'))).startsWith(`From ${OFFERER}`), `the card should say 'From ${OFFERER}'`);
    await until(async () => /₹200\.00.*0\.50 %/.test(await text(card(page))), 'the card should show ₹200.00 an hour at 0.50 %');
    await until(async () => (await text(card(page).getByTestId(`contract-status-${id}`))) === STATUS_TEXT[status], `the status should read '${STATUS_TEXT[status]}'`);
    // The countdown, while the offer is pending and time is left: the time left, then the expiry's moment.
    const expiry = card(page).getByTestId(`contract-expiry-${id}`);
    const left = snapshot.matches('pending') && c.leftMs > 0 ? expiresIn(c.leftMs) : null;
    await shows(expiry, left !== null, 'the countdown');
    if (left) await until(async () => (await text(expiry)).startsWith(`${left} (`), `the countdown should read '${left} (…)'`);
    // Busy while a call is on its way.
    const busy = isBusy(snapshot);
    await until(async () => (await card(page).getAttribute('aria-busy')) === String(busy), `the card should${busy ? '' : ' not'} be busy`);
    // The confirm step shown, with what it asks.
    const asked = confirmStep(snapshot);
    for (const [name, { label, says }] of Object.entries(CONFIRM_STEPS)) {
      const shown = card(page).locator(`section[aria-label="${label}"]`);
      await shows(shown, asked === name, `the step '${label}'`);
      if (asked === name) await until(async () => (await text(shown)).startsWith(says), `the step should ask '${says}'`);
    }
    // Accept and Reject while the offer waits; Terminate on the active contract.
    const waiting = inAnswer(snapshot, 'waiting');
    for (const [testId, shown] of [
      [`contract-accept-${id}`, waiting],
      [`contract-reject-${id}`, waiting],
      [`contract-terminate-${id}`, snapshot.matches('active')],
    ] as const) {
      await shows(card(page).getByTestId(testId), shown, testId);
      if (shown) await until(() => card(page).getByTestId(testId).isEnabled(), `${testId} should be enabled`);
    }
    // A lost call: said so, with Try again and Back.
    await shows(failure(page), c.error !== null, 'the failure');
    if (c.error !== null) {
      await until(async () => (await text(failure(page))).includes('Network link is abnormal'), "the failure should say 'Network link is abnormal'");
      for (const name of ['Try again', 'Back']) await shows(failure(page).getByRole('button', { name }), true, name);
    }
    // Terminated by the agent itself.
    await shows(card(page).getByTestId(`contract-reason-${id}`), status === 'terminated', 'why it ended');
    if (status === 'terminated')
      await until(async () => (await text(card(page).getByTestId(`contract-reason-${id}`))) === 'Ended by the agent', "it should say 'Ended by the agent'");
  },
};
