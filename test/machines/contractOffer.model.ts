import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  CONTRACT_OFFER_LIFETIME_MS,
  type Contract,
  type ContractActionResult,
  type ContractPreview,
  type ContractStatus,
  type ContractTerms,
  type OwnRates,
} from '@kernel/agencyContracts';
import { AgencyErrorCode } from '@kernel/agencyErrorCodes';
import { type ContractOfferContext, type ContractOfferInput, contractOfferMachine } from '@machines/contractOffer/contractOffer.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { DRAFT_CASES, type DraftCase, ISSUES, RATES_OF, type Typed } from './contractOffer.fixtures';
import { apiFailure, business } from './fixtures';

/**
 * SPEC 4 Contracts: the offer lifecycle as each screen lives it. demo_agent offers demo_subagent
 * a real-time salary contract; demo_subagent answers it. Every variant starts at START. New offers
 * of every kind, typed at and beyond each limit of their terms, are contractOffer.fixtures.ts's.
 */

const START = Date.UTC(2026, 4, 4, 6, 30);
const SECOND = 1_000;
const HOUR = 3_600_000;
/**
 * The wall clock the machine reads: it stands still here, so the simulated clock alone moves the
 * timers and each tick counts its own length (a clock that jumps, as after a tab slept, is the
 * model test file's own case).
 */
const clock = () => START;
const ID = 41;
/** Fresh keys, counted (crypto.randomUUID in the app): a key is made once per intended offer. */
let keysMade = 0;
const newKey = () => `key-offer-${String(++keysMade).padStart(4, '0')}`;
const lastKey = () => `key-offer-${String(keysMade).padStart(4, '0')}`;
const isKey = (key: string | null) => key !== null && /^key-offer-\d{4}$/.test(key);

/** What demo_agent may share: its own real-time contract's rates (0.80 % each). */
const OWN: OwnRates = { profitRateBps: 80, lossRateBps: 80 };
/** What demo_subagent holds now: the loss rate exactly at demo_agent's own. */
const CURRENT: ContractTerms = { kind: 'realtimeSalary', profitRateBps: 80, lossRateBps: 80, singleBetPaise: 10_000 };
const VIEWED_TERMS: ContractTerms = { kind: 'realtimeSalary', profitRateBps: 70, lossRateBps: 50, singleBetPaise: 20_000 };
/** The terms of a viewed contract as the form would show them typed. */
const VIEWED_FIELDS = { singleBetPaise: '200.00', profitRateBps: '0.70', lossRateBps: '0.50' };
/** A new offer starts from the receiver's current terms. */
const DRAFT_FIELDS = { singleBetPaise: '100.00', profitRateBps: '0.80', lossRateBps: '0.80' };

/** A contract demo_subagent gave demo_agent42, at 0.75 %: a cut to 0.50 % above it ends it (lower-rate rule). */
const END: ContractPreview['ends'][number] = {
  id: 31,
  offerer: 'demo_subagent',
  receiver: 'demo_agent42',
  terms: { kind: 'realtimeSalary', profitRateBps: 75, lossRateBps: 60, singleBetPaise: 10_000 },
};

/** Offered six hours before START: it expires 42 hours after START. */
const PENDING: Contract = {
  id: ID,
  kind: 'realtimeSalary',
  status: 'pending',
  offerer: 'demo_agent',
  receiver: 'demo_subagent',
  terms: VIEWED_TERMS,
  offeredAt: START - 6 * HOUR,
  expiresAt: START - 6 * HOUR + CONTRACT_OFFER_LIFETIME_MS,
  answeredAt: null,
  terminatedAt: null,
  terminationReason: null,
};
/** The offer the draft variant makes, as the backend answers it: made at START. */
const FRESH: Contract = {
  ...PENDING,
  terms: { kind: 'realtimeSalary', profitRateBps: 79, lossRateBps: 80, singleBetPaise: 10_000 },
  offeredAt: START,
  expiresAt: START + CONTRACT_OFFER_LIFETIME_MS,
};
/** An offer whose expiry passed a moment before the screen opened (the book was read earlier). */
const LATE: Contract = { ...PENDING, offeredAt: START - CONTRACT_OFFER_LIFETIME_MS - 1, expiresAt: START - 1 };
/** An offer that expires the very moment the screen opens (the deadline equal to now). */
const ON_TIME: Contract = { ...PENDING, offeredAt: START - CONTRACT_OFFER_LIFETIME_MS, expiresAt: START };
/** An offer with 1 ms left when the screen opens. */
const SOON: Contract = { ...PENDING, offeredAt: START - CONTRACT_OFFER_LIFETIME_MS + 1, expiresAt: START + 1 };
/** An offer with 1 s and 1 ms left: a tick of 1 ms to the whole second, then one of 1 s to the expiry. */
const CLOSE: Contract = { ...PENDING, offeredAt: START - CONTRACT_OFFER_LIFETIME_MS + SECOND + 1, expiresAt: START + SECOND + 1 };
/** The server's clock 7 minutes ahead of, and behind, the client's: the offer made at the server's moment. */
const SKEW = 7 * 60_000;
const AHEAD: Contract = { ...FRESH, offeredAt: START + SKEW, expiresAt: START + SKEW + CONTRACT_OFFER_LIFETIME_MS };
const BEHIND: Contract = { ...FRESH, offeredAt: START - SKEW, expiresAt: START - SKEW + CONTRACT_OFFER_LIFETIME_MS };

const inStatus = (contract: Contract, status: ContractStatus): Contract => ({
  ...contract,
  status,
  answeredAt: status === 'active' || status === 'rejected' || status === 'terminated' ? START : null,
  terminatedAt: status === 'terminated' ? START : null,
  terminationReason: status === 'terminated' ? 'receiver' : null,
});
const STATUSES: ContractStatus[] = ['pending', 'active', 'rejected', 'expired', 'terminated'];
/** The backend's answers to a write: the contract in each status (accepting ends the contract below). */
const answersFor = (contract: Contract): ContractActionResult[] =>
  STATUSES.map((status) => ({ contract: inStatus(contract, status), ended: status === 'active' ? [END.id] : [] }));
const OFFER_ANSWERS: ContractActionResult[] = [...answersFor(FRESH), { contract: AHEAD, ended: [] }, { contract: BEHIND, ended: [] }];
/** The book reloaded: the contract in each status, and a reload that brings another contract. */
const reloadsOf = (contract: Contract) => [
  ...STATUSES.map((status) => ({ type: 'CONTRACT_CHANGED', contract: { ...inStatus(contract, status) } })),
  { type: 'CONTRACT_CHANGED', contract: { ...inStatus(contract, 'terminated'), id: 99 } },
];

// ---------------------------------------------------------------------------------------------
// What is typed, and what SPEC 3 and 5 make of it (rates 0–100 % with 2 decimals, at most own:
// 0.79 and 0.80 pass, 0.81 is above own; amounts in rupees with 2 decimals).

const TYPED: Typed = {
  profitRateBps: { '0.80': 80, '0.79': 79, '100.01': 'rateOutOfRange', '0.81': 'rateAboveOwn' },
  lossRateBps: { '0.80': 80, '0.81': 'rateAboveOwn', '': 'rateEmpty' },
  singleBetPaise: { '100.00': 10_000, '1.234': 'termNotWhole' },
};
const EDITS: DraftCase['edits'] = [
  { field: 'profitRateBps', value: '0.79' },
  { field: 'profitRateBps', value: '100.01' },
  { field: 'profitRateBps', value: '0.81' },
  { field: 'profitRateBps', value: '0.80' },
  { field: 'lossRateBps', value: '' },
  { field: 'lossRateBps', value: '0.81' },
  { field: 'singleBetPaise', value: '1.234' },
  // Not a term of a real-time contract: nothing happens.
  { field: 'rateBps', value: '1' },
];

/** The real-time offer the variants below draft (and view): the receiver's current terms shown. */
const REALTIME_DRAFT: DraftCase = {
  name: 'upline drafts a new offer',
  kind: 'realtimeSalary',
  ownRates: OWN,
  currentTerms: CURRENT,
  fields: DRAFT_FIELDS,
  typed: TYPED,
  edits: EDITS,
  made: FRESH.terms,
};

/** What the typed fields of a `kind` offer mean: every field's issue, or the terms sent (all fields of the kind, no other). */
function expectedDraftOf(kind: ContractTerms['kind'], typed: Typed, fields: Record<string, string>) {
  const issues: Record<string, string> = {};
  const values: Record<string, number | string> = {};
  for (const [field, text] of Object.entries(fields)) {
    const meaning = typed[field]?.[text];
    if (meaning === undefined) issues[field] = 'unexpected';
    else if (typeof meaning === 'string' && ISSUES.includes(meaning)) issues[field] = meaning;
    else values[field] = meaning;
  }
  const terms = Object.keys(issues).length === 0 ? ({ kind, ...values } as ContractTerms) : null;
  return { issues, terms };
}

// ---------------------------------------------------------------------------------------------

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ContractOfferContext;
/** SPEC 4: the status a screen shows in each top state (a draft until an offer exists). */
const STATUS_SHOWN: Record<string, string> = {
  opening: 'draft',
  draft: 'draft',
  previewing: 'draft',
  previewFailed: 'draft',
  confirming: 'draft',
  sending: 'draft',
  sendFailed: 'draft',
  pending: 'pending',
  active: 'active',
  confirmingTermination: 'active',
  terminating: 'active',
  terminateFailed: 'active',
  rejected: 'rejected',
  expired: 'expired',
  terminated: 'terminated',
};
const statusShown = (snapshot: AnyMachineSnapshot) => STATUS_SHOWN[typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!];
/** The states in which a call is on its way (the controls wait). */
const CALLING = ['previewing', 'sending', 'pending.answer.previewingAccept', 'pending.answer.accepting', 'pending.answer.rejecting', 'terminating'];
const inState = (snapshot: AnyMachineSnapshot, path: string) => snapshot.matches(path);
/** The confirm step shown: the offer, the acceptance, the rejection, or the termination (each asked in the machine, none in a view). */
const CONFIRM_STEPS = {
  offer: 'confirming',
  accept: 'pending.answer.confirmingAccept',
  reject: 'pending.answer.confirmingReject',
  terminate: 'confirmingTermination',
} as const;
const confirmStep = (snapshot: AnyMachineSnapshot) =>
  (Object.keys(CONFIRM_STEPS) as Array<keyof typeof CONFIRM_STEPS>).find((step) => inState(snapshot, CONFIRM_STEPS[step])) ?? null;
const can = (snapshot: AnyMachineSnapshot, type: string) => snapshot.can({ type });
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const srcs = ({ invoked }: Observation) => invoked.map((call) => call.src);
const codeOf = (error: unknown) => (error as { details?: { code?: string } } | undefined)?.details?.code;
const stays = ({ previous }: Observation, state: string) => previous?.matches(state) === true;
const sameTerms = (a: ContractTerms | null, b: ContractTerms | null) => a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
const keyFits = (c: ContractOfferContext) => c.idempotencyKey !== null && sameTerms(c.keyTerms, c.terms);
/** Time passed: in a pending offer, a tick of its countdown (it is the only timer the machine sets). */
const waited = ({ step }: Observation) => step?.kind === 'wait';
/** Where the receiver's answer is (a tick leaves it where it was). */
const answerStep = (snapshot: AnyMachineSnapshot) => (snapshot.value as { pending?: { answer?: string } }).pending?.answer;
/** The countdown ticks at each whole second of the time left (1 s, or less to reach the next whole second), the last at the expiry. */
const expectedTickMs = (snapshot: AnyMachineSnapshot) => {
  const left = ctx(snapshot).leftMs;
  return left <= 0 ? 0 : left - (Math.ceil(left / SECOND) - 1) * SECOND;
};
/** The client's ms (since START) at which the offer made in this run was answered; null before. */
let madeAt: number | null = null;
/**
 * SPEC 4: when the offer expires, in the client's ms since START: an offer the screen opened on at
 * its expiresAt (at once when that passed); an offer made here a lifetime after the answer came,
 * whatever the server's clock says (it may run ahead of or behind the client's).
 */
function expiryAt(observation: Observation, contract: Contract) {
  if (observation.step === null) madeAt = null;
  if (settled(observation, 'sendOffer', 'done')) madeAt = observation.now;
  return madeAt === null ? Math.max(0, contract.expiresAt - START) : madeAt + (contract.expiresAt - contract.offeredAt);
}

/** SPEC 4: where a write's answer leads from a status (the rest is not trusted: the book is reloaded). */
const LEADS: Record<'pending' | 'active', ContractStatus[]> = { pending: ['active', 'rejected', 'expired', 'terminated'], active: ['terminated'] };
/** SPEC 4: where a reload of the book leads from a status (nothing returns to pending; rejected and terminated are for good). */
const RELOAD_LEADS: Record<ContractStatus, ContractStatus[]> = {
  pending: ['active', 'rejected', 'expired', 'terminated'],
  active: ['terminated'],
  expired: ['active', 'rejected', 'terminated'],
  rejected: [],
  terminated: [],
};

const WRITING = ['EDIT', 'SUBMIT', 'CONFIRM', 'CANCEL', 'ACCEPT', 'REJECT', 'TERMINATE', 'RETRY', 'CONTRACT_CHANGED'];
/** A screen's input, and the draft its form holds (what is shown first, what each text means, what is typed). */
type Variant = { name: string; input: ContractOfferInput; draft: DraftCase };

function oraclesFor({ input, draft }: Variant): MachineModel['oracles'] {
  const mayTerminate = input.role === 'receiver' || input.uplineMayTerminate;
  const initialFields = input.contract ? VIEWED_FIELDS : draft.fields;
  const expectedDraft = (fields: Record<string, string>) => expectedDraftOf(input.kind, draft.typed, fields);

  /** A reload followed into `status`: the book's copy, no failure left, nothing asked of the page. */
  function expectFollowed(observation: Observation, status: ContractStatus) {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const reloaded = (event as unknown as { contract: Contract }).contract;
    expect(event.type).toBe('CONTRACT_CHANGED');
    expect(reloaded.id).toBe(ID);
    expect(RELOAD_LEADS[ctx(previous!).contract!.status]).toContain(status);
    expect(c.contract).toBe(reloaded);
    expect(c.error).toBeNull();
  }
  /** A reload that brings the same status: the fresh copy kept, nothing else changes. */
  function expectRefreshed(observation: Observation) {
    const { snapshot, previous, event } = observation;
    const reloaded = (event as unknown as { contract: Contract }).contract;
    expect([event.type, reloaded.id, reloaded.status]).toEqual(['CONTRACT_CHANGED', ID, ctx(previous!).contract!.status]);
    expect(ctx(snapshot).contract).toBe(reloaded);
    expect({ ...ctx(snapshot), contract: null }).toEqual({ ...ctx(previous!), contract: null });
    expect(snapshot.value).toEqual(previous!.value);
  }
  /** A write answered: the contract as the backend says it is now, and what the lower-rate rule ended. */
  function expectAnswered(observation: Observation, src: 'sendOffer' | 'respond') {
    const c = ctx(observation.snapshot);
    const answer = settleValue(observation) as ContractActionResult;
    expect(settled(observation, src, 'done')).toBe(true);
    expect(c.contract).toBe(answer.contract);
    expect([c.ended, c.terms]).toEqual([answer.ended, answer.contract.terms]);
    expect(c.error).toBeNull();
  }
  /** An answer the lifecycle cannot explain: nothing taken from it; the page reloads the book. */
  function expectDistrusted(observation: Observation) {
    const c = ctx(observation.snapshot);
    const before = ctx(observation.previous!);
    const answer = settleValue(observation) as ContractActionResult;
    expect(settled(observation, 'respond', 'done')).toBe(true);
    const from = before.contract!.status as 'pending' | 'active';
    expect(LEADS[from]).not.toContain(answer.contract.status);
    expect([c.contract, c.ended]).toEqual([before.contract, before.ended]);
  }
  /** Back from a confirm step or a failure: the contract as it was, the failure dismissed. */
  function expectBackTo(observation: Observation, from: string[]) {
    const c = ctx(observation.snapshot);
    expect(observation.event.type).toBe('CANCEL');
    expect(from.some((state) => observation.previous!.matches(state))).toBe(true);
    expect(c.error).toBeNull();
    expect(c.contract).toBe(ctx(observation.previous!).contract);
  }
  /** A call refused or not answered: the reason kept for the message, RETRY or CANCEL out. */
  function expectFailed(observation: Observation, src: string) {
    const c = ctx(observation.snapshot);
    const before = ctx(observation.previous!);
    expect(settled(observation, src, 'error')).toBe(true);
    expect(ctx(observation.snapshot).error).toBe(settleValue(observation));
    expect(can(observation.snapshot, 'RETRY')).toBe(true);
    expect(observation.snapshot.can({ type: 'CANCEL' })).toBe(true);
    expect([c.fields, c.terms, c.contract]).toEqual([before.fields, before.terms, before.contract]);
  }

  const oracles: MachineModel['oracles'] = {
    '*': (observation) => {
      const { snapshot, previous, step } = observation;
      if (step === null) madeAt = null;
      const c = ctx(snapshot);
      const before = previous ? ctx(previous) : null;
      // Whose screen, which kind, to whom: fixed for the actor's life.
      expect([c.kind, c.role, c.receiver, c.ownRates, c.currentTerms]).toEqual([input.kind, input.role, 'demo_subagent', input.ownRates, input.currentTerms]);
      // The status shown is the contract's (a draft until an offer exists).
      expect(statusShown(snapshot)).toBe(c.contract?.status ?? 'draft');
      // Busy exactly while a call is on its way.
      expect(CALLING.some((state) => inState(snapshot, state))).toBe(Object.keys(snapshot.children).length > 0);
      // The page reloads the book after a write answered, when the offer expired by the clock,
      // and when an answer failed because the contract closed (or the expiry passed meanwhile).
      const told = observation.effects.filter((effect) => effect.name === 'contractChanged');
      const answerFailed =
        settled(observation, 'respond', 'error') &&
        ((previous!.matches('pending') && before!.lapsed) || codeOf(settleValue(observation)) === AgencyErrorCode.contractClosed);
      // By the clock: at the tick that reaches the expiry, or at the opening of an offer whose expiry has come.
      const expiredByClock =
        snapshot.matches('expired') && ((waited(observation) && previous!.matches('pending')) || (step === null && input.contract?.status === 'pending'));
      const writeDone = settled(observation, 'sendOffer', 'done') || settled(observation, 'respond', 'done');
      expect(told, `${JSON.stringify(observation.step)} ${JSON.stringify(snapshot.value)}`).toHaveLength(writeDone || expiredByClock || answerFailed ? 1 : 0);
      for (const effect of told) expect(effect.params).toEqual({ contract: c.contract });
      // Every issue shown is right for what is typed; parsed terms are those of the fields.
      if (c.contract === null) {
        const expected = expectedDraft(c.fields);
        for (const [field, issue] of Object.entries(c.issues)) expect(issue).toBe(expected.issues[field]);
        if (c.terms !== null) expect(c.terms).toEqual(expected.terms);
      }
      // Every call carries what it is about; nothing above 100 % or above own is ever sent.
      for (const call of observation.invoked) {
        const about = { kind: input.kind, contractId: ID };
        if (call.src === 'previewOffer' || call.src === 'sendOffer') {
          const terms = expectedDraft(c.fields).terms!;
          expect(terms).not.toBeNull();
          const own = (input.ownRates ?? {}) as Record<string, number>;
          for (const field of RATES_OF[input.kind]) expect((terms as unknown as Record<string, number>)[field]).toBeLessThanOrEqual(own[field] ?? 0);
          expect(call.input).toEqual({
            kind: input.kind,
            receiver: 'demo_subagent',
            terms,
            ...(call.src === 'sendOffer' ? { idempotencyKey: c.idempotencyKey } : {}),
          });
          if (call.src === 'sendOffer') expect(isKey(c.idempotencyKey)).toBe(true);
        } else if (call.src === 'previewAccept') expect(call.input).toEqual(about);
        else if (call.src === 'respond') {
          const action = snapshot.matches('pending.answer.accepting') ? 'accept' : snapshot.matches('pending.answer.rejecting') ? 'reject' : 'terminate';
          expect(call.input).toEqual({ ...about, action });
        } else throw new Error(`unexpected call ${call.src}`);
      }
      // Only the receiver answers an offer; only it, or the upline where the platform allows, terminates.
      if (can(snapshot, 'ACCEPT') || can(snapshot, 'REJECT')) expect([input.role, snapshot.matches('pending.answer.waiting')]).toEqual(['receiver', true]);
      if (can(snapshot, 'TERMINATE')) expect([mayTerminate, snapshot.matches('active')]).toEqual([true, true]);
      // A failure on screen can be retried (or, in the draft, typed over).
      if (ctx(snapshot).error !== null && !snapshot.matches('draft')) expect(can(snapshot, 'RETRY')).toBe(true);
      // The clock is the page's; at the start it is the time the expiry counts from.
      expect([c.clock, c.clockAt]).toEqual([input.clock, START]);
      if (step === null) expect(c.now).toBe(START);
      // Pending until the expiry: at it, only while an answer was on its way (the answer decides).
      if (snapshot.matches('pending') && !c.lapsed) expect(expiryAt(observation, c.contract!)).toBeGreaterThan(observation.now);
    },
    opening: (observation) => {
      const c = ctx(observation.snapshot);
      // The screen opens on a new draft, or on the contract as the book gives it.
      expect([observation.previous, observation.event.type]).toEqual([null, 'xstate.init']);
      expect(c.contract).toBe(input.contract);
      expect(c.fields).toEqual(initialFields);
      // Listed in the form's order: the period, the thresholds, the rates.
      expect(Object.keys(c.fields)).toEqual(Object.keys(initialFields));
      expect([c.issues, c.terms, c.ends, c.ended, c.error, c.idempotencyKey]).toEqual([{}, input.contract?.terms ?? null, [], [], null, null]);
    },
    draft: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(statusShown(snapshot)).toBe('draft');
      expect(observation.invoked).toEqual([]);
      expect(confirmStep(snapshot)).toBeNull();
      if (previous === null) {
        // SPEC 3: a new offer to a downline that holds a contract of the kind starts from its current terms.
        expect(c.fields).toEqual(draft.fields);
        expect([c.issues, c.terms]).toEqual([{}, null]);
        return;
      }
      const before = ctx(previous);
      if (event.type === 'EDIT') {
        const { field, value } = event as unknown as { field: string; value: string };
        // The field takes what was typed, its message goes, the rest stays; a failure shown is dismissed.
        expect(c.fields).toEqual({ ...before.fields, [field]: value });
        expect(ctx(snapshot).issues[field] ?? null).toBeNull();
        for (const other of Object.keys(before.issues)) if (other !== field) expect(c.issues[other]).toBe(before.issues[other]);
        expect([c.terms, c.error]).toEqual([null, null]);
      } else if (event.type === 'SUBMIT') {
        // Not to the preview: each problem shown on its field (SPEC 5: 100.01 % or above own never gets further).
        const expected = expectedDraft(before.fields);
        expect(Object.keys(expected.issues).length).toBeGreaterThan(0);
        expect(c.issues).toEqual(expected.issues);
        for (const field of Object.keys(expected.issues)) expect(ctx(snapshot).issues[field] ?? null).toBe(expected.issues[field]);
        expect([c.terms, c.fields]).toEqual([null, before.fields]);
      } else {
        // Back from the preview, the confirm step or a failure: the draft as typed, the failure's message still shown.
        expect(event.type).toBe('CANCEL');
        expect(c.fields).toEqual(before.fields);
        expect([c.terms, c.issues, c.error, c.idempotencyKey]).toEqual([before.terms, before.issues, before.error, before.idempotencyKey]);
      }
    },
    previewing: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      if (stays(observation, 'previewing')) return expectIgnored(observation, ['EDIT', 'SUBMIT', 'RETRY']);
      // SPEC 4: before confirming, the backend says what the lower-rate rule would end.
      expect(srcs(observation)).toEqual(['previewOffer']);
      expect(c.error).toBeNull();
      if (event.type === 'SUBMIT') {
        expect(previous!.matches('draft')).toBe(true);
        expect(c.terms).toEqual(expectedDraft(ctx(previous!).fields).terms);
        expect(c.issues).toEqual({});
      } else expect([event.type, previous!.matches('previewFailed')]).toEqual(['RETRY', true]);
    },
    previewFailed: (observation) => {
      expectFailed(observation, 'previewOffer');
      expect(statusShown(observation.snapshot)).toBe('draft');
    },
    confirming: (observation) => {
      const { snapshot } = observation;
      const c = ctx(snapshot);
      if (stays(observation, 'confirming')) return expectIgnored(observation, ['EDIT', 'SUBMIT']);
      // The confirm step lists exactly the contracts the preview said would end.
      expect(settled(observation, 'previewOffer', 'done')).toBe(true);
      expect(c.ends).toEqual((settleValue(observation) as ContractPreview).ends);
      expect(confirmStep(snapshot)).toBe('offer');
      expect(observation.invoked).toEqual([]);
    },
    sending: (observation) => {
      const c = ctx(observation.snapshot);
      // Sealed while the offer is made: a double click sends nothing more, nothing typed changes it.
      if (stays(observation, 'sending') && observation.step?.kind === 'event') return expectIgnored(observation, WRITING);
      expect(statusShown(observation.snapshot)).toBe('draft');
      expect(c.terms).toEqual(expectedDraft(c.fields).terms);
      expect(c.error).toBeNull();
    },
    'sending.offering': (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      if (stays(observation, 'sending.offering')) return;
      // Sent once with the key of these terms: a retry of the same terms sends the same key; a new
      // intended offer gets a new key, made once (the key held, if any, was made for other terms).
      expect(srcs(observation)).toEqual(['sendOffer']);
      expect([isKey(c.idempotencyKey), keyFits(c)]).toEqual([true, true]);
      if (event.type === 'CONFIRM') expect(previous!.matches('confirming')).toBe(true);
      else expect([event.type, previous!.matches('sendFailed')]).toEqual(['RETRY', true]);
      const before = ctx(previous!);
      if (keyFits(before)) expect(c.idempotencyKey).toBe(before.idempotencyKey);
      else expect([c.idempotencyKey, c.idempotencyKey !== before.idempotencyKey, c.keyTerms]).toEqual([lastKey(), true, c.terms]);
    },
    sendFailed: (observation) => {
      const c = ctx(observation.snapshot);
      const before = ctx(observation.previous!);
      // Refused (RATE_ABOVE_OWN, ...) or not answered: the draft kept, the key kept for the same terms.
      expectFailed(observation, 'sendOffer');
      expect([c.idempotencyKey, keyFits(c)]).toEqual([before.idempotencyKey, true]);
      expect(statusShown(observation.snapshot)).toBe('draft');
    },
    pending: (observation) => {
      const { snapshot } = observation;
      const c = ctx(snapshot);
      const contract = c.contract!;
      // SPEC 4: pending until answered or expired. The count is what is really left, in the client's
      // time (an offer made here lives its lifetime from the answer, whatever the server's clock says).
      expect(contract.status).toBe('pending');
      const expiry = expiryAt(observation, contract);
      expect(c.leftMs).toBe(expiry - observation.now);
      // Never past the expiry: at it only on the way out, or with an answer on its way.
      expect(observation.now).toBeLessThanOrEqual(expiry);
      if (settled(observation, 'sendOffer', 'done')) {
        // The offer made: the backend's contract, the key spent; it expires CONTRACT_OFFER_LIFETIME_MS from now.
        expectAnswered(observation, 'sendOffer');
        expect(c.contract!.expiresAt - c.contract!.offeredAt).toBe(CONTRACT_OFFER_LIFETIME_MS);
      }
    },
    'pending.answer.waiting': (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(confirmStep(snapshot)).toBeNull();
      // The receiver may Accept or Reject; the upline only waits.
      expect([can(snapshot, 'ACCEPT'), can(snapshot, 'REJECT')]).toEqual([input.role === 'receiver', input.role === 'receiver']);
      expect(can(snapshot, 'TERMINATE')).toBe(false);
      if (previous === null || settled(observation, 'sendOffer', 'done')) return expect(c.error).toBeNull();
      if (event.type === 'CONTRACT_CHANGED') return expectRefreshed(observation);
      if (settled(observation, 'respond', 'done')) return expectDistrusted(observation);
      expectBackTo(observation, [
        'pending.answer.previewingAccept',
        'pending.answer.previewAcceptFailed',
        'pending.answer.confirmingAccept',
        'pending.answer.confirmingReject',
        'pending.answer.answerFailed',
      ]);
    },
    'pending.answer.previewingAccept': (observation) => {
      const { snapshot, previous, event } = observation;
      if (stays(observation, 'pending.answer.previewingAccept')) {
        if (event.type === 'CONTRACT_CHANGED') return expectRefreshed(observation);
        return expectIgnored(observation, ['ACCEPT', 'REJECT', 'CONFIRM', 'RETRY']);
      }
      // Accepting asks first what the lower-rate rule would end.
      expect(srcs(observation)).toEqual(['previewAccept']);
      expect(ctx(snapshot).answer).toBe('accept');
      expect(ctx(snapshot).error).toBeNull();
      if (event.type === 'ACCEPT') expect(previous!.matches('pending.answer.waiting')).toBe(true);
      else expect([event.type, previous!.matches('pending.answer.previewAcceptFailed')]).toEqual(['RETRY', true]);
    },
    'pending.answer.previewAcceptFailed': (observation) => {
      if (observation.event.type === 'CONTRACT_CHANGED') return expectRefreshed(observation);
      expectFailed(observation, 'previewAccept');
    },
    'pending.answer.confirmingAccept': (observation) => {
      const { snapshot, event } = observation;
      if (event.type === 'CONTRACT_CHANGED') return expectRefreshed(observation);
      if (stays(observation, 'pending.answer.confirmingAccept')) return expectIgnored(observation, ['ACCEPT', 'REJECT']);
      // The screen says which downline contracts end before the receiver confirms.
      expect(settled(observation, 'previewAccept', 'done')).toBe(true);
      expect(ctx(snapshot).ends).toEqual((settleValue(observation) as ContractPreview).ends);
      expect(confirmStep(snapshot)).toBe('accept');
    },
    'pending.answer.confirmingReject': (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      if (event.type === 'CONTRACT_CHANGED') return expectRefreshed(observation);
      if (stays(observation, 'pending.answer.confirmingReject')) return expectIgnored(observation, ['ACCEPT', 'REJECT']);
      // SPEC 4: the receiver Rejects after "are you sure?": asked here, nothing sent, the offer still pending.
      expect([event.type, input.role, previous!.matches('pending.answer.waiting')]).toEqual(['REJECT', 'receiver', true]);
      expect(confirmStep(snapshot)).toBe('reject');
      expect([observation.invoked, c.error]).toEqual([[], null]);
      expect([can(snapshot, 'CONFIRM'), can(snapshot, 'CANCEL'), can(snapshot, 'ACCEPT'), can(snapshot, 'REJECT')]).toEqual([true, true, false, false]);
      expect({ ...c, answer: null }).toEqual({ ...ctx(previous!), answer: null });
    },
    'pending.answer.accepting': (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      if (stays(observation, 'pending.answer.accepting')) return expectIgnored(observation, WRITING);
      expect(srcs(observation)).toEqual(['respond']);
      expect([c.answer, c.error]).toEqual(['accept', null]);
      if (event.type === 'CONFIRM') expect(previous!.matches('pending.answer.confirmingAccept')).toBe(true);
      else expect([event.type, ctx(previous!).answer]).toEqual(['RETRY', 'accept']);
    },
    'pending.answer.rejecting': (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      if (stays(observation, 'pending.answer.rejecting')) return expectIgnored(observation, WRITING);
      // SPEC 4: the receiver Rejects; no preview, nothing ends.
      expect(srcs(observation)).toEqual(['respond']);
      expect([c.answer, c.error]).toEqual(['reject', null]);
      // Sent only once the rejection was confirmed.
      if (event.type === 'CONFIRM') expect(previous!.matches('pending.answer.confirmingReject')).toBe(true);
      else expect([event.type, ctx(previous!).answer]).toEqual(['RETRY', 'reject']);
    },
    'pending.answer.answerFailed': (observation) => {
      if (observation.event.type === 'CONTRACT_CHANGED') return expectRefreshed(observation);
      expectFailed(observation, 'respond');
      expect(ctx(observation.snapshot).answer).toBe(ctx(observation.previous!).answer);
    },
    'pending.answer': (observation) => {
      const { snapshot, previous } = observation;
      // A pending offer is never terminated (it is rejected, or expires).
      expect(can(snapshot, 'TERMINATE')).toBe(false);
      // Only the receiver answers; the upline's screen only waits.
      if (input.role === 'upline') expect([answerStep(snapshot), ctx(snapshot).answer]).toEqual(['waiting', null]);
      // Time passing (a tick of the countdown) leaves the answer where it was.
      if (waited(observation) && previous?.matches('pending')) expect(answerStep(snapshot)).toBe(answerStep(previous));
    },
    'pending.countdown': ({ snapshot }) => {
      // The count stands at the expiry exactly when the expiry passed with an answer on its way.
      expect(snapshot.matches('pending.countdown.lapsed')).toBe(ctx(snapshot).lapsed);
    },
    'pending.countdown.ticking': (observation) => {
      const { snapshot, previous, step } = observation;
      const c = ctx(snapshot);
      expect(c.lapsed).toBe(false);
      if (!waited(observation) || !previous?.matches('pending')) {
        // Entered with the offer, or something else happened: no time passed, the count stands.
        if (previous?.matches('pending')) expect(c.leftMs).toBe(ctx(previous).leftMs);
        return;
      }
      // A tick: the count moves on by exactly the tick's length (the clock stands still here), to a
      // whole second of time left; nothing else changes.
      const before = ctx(previous);
      const ms = step?.kind === 'wait' ? step.ms : -1;
      expect([step?.kind === 'wait' && step.delay, before.leftMs - c.leftMs]).toEqual(['tick', ms]);
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(SECOND);
      expect(c.leftMs % SECOND).toBe(0);
      expect({ ...c, leftMs: 0 }).toEqual({ ...before, leftMs: 0 });
      expect(answerStep(snapshot)).toBe(answerStep(previous));
      // Nothing is asked of anyone, unless the tick reaches the expiry (the page is told, on the way to expired).
      if (c.leftMs > 0) expect([observation.invoked, observation.effects]).toEqual([[], []]);
    },
    'pending.countdown.lapsed': (observation) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      // SPEC 4: the expiry came with an answer on its way, at that tick: noted, the count stops at
      // the expiry, the answer's outcome decides (the accepting and rejecting steps go on).
      expect(waited(observation)).toBe(true);
      expect(previous!.matches('pending.countdown.ticking')).toBe(true);
      expect(['accepting', 'rejecting']).toContain(answerStep(previous!));
      expect(answerStep(snapshot)).toBe(answerStep(previous!));
      expect([c.lapsed, c.leftMs, observation.now]).toEqual([true, 0, expiryAt(observation, c.contract!)]);
      expect({ ...c, leftMs: 0, lapsed: false }).toEqual({ ...ctx(previous!), leftMs: 0, lapsed: false });
      expect([observation.invoked, observation.effects]).toEqual([[], []]);
    },
    active: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      // SPEC 4: active until terminated, by the receiver, or by the upline where the platform allows it.
      expect(c.contract!.status).toBe('active');
      expect(can(snapshot, 'TERMINATE')).toBe(mayTerminate);
      expect([can(snapshot, 'ACCEPT'), can(snapshot, 'REJECT')]).toEqual([false, false]);
      if (previous === null) return expect(c.contract).toBe(input.contract);
      if (settled(observation, 'sendOffer', 'done')) return expectAnswered(observation, 'sendOffer');
      if (settled(observation, 'respond', 'done')) {
        // Accepted: the lower-rate rule ended what the backend names. A termination answered 'active' is not trusted.
        if (previous.matches('terminating')) return expectDistrusted(observation);
        expectAnswered(observation, 'respond');
        return expect(c.ended).toEqual([END.id]);
      }
      if (event.type === 'CONTRACT_CHANGED') return stays(observation, 'active') ? expectRefreshed(observation) : expectFollowed(observation, 'active');
      expectBackTo(observation, ['confirmingTermination', 'terminateFailed']);
    },
    confirmingTermination: (observation) => {
      const { snapshot, event } = observation;
      if (event.type === 'CONTRACT_CHANGED') return expectRefreshed(observation);
      if (stays(observation, 'confirmingTermination')) return expectIgnored(observation, ['TERMINATE']);
      // Terminating is confirmed first, and only by whom SPEC 4 allows.
      expect([event.type, mayTerminate]).toEqual(['TERMINATE', true]);
      expect(confirmStep(snapshot)).toBe('terminate');
      expect(observation.invoked).toEqual([]);
    },
    terminating: (observation) => {
      const { previous, event } = observation;
      if (stays(observation, 'terminating')) return expectIgnored(observation, WRITING);
      expect(srcs(observation)).toEqual(['respond']);
      expect(ctx(observation.snapshot).error).toBeNull();
      if (event.type === 'CONFIRM') expect(previous!.matches('confirmingTermination')).toBe(true);
      else expect([event.type, previous!.matches('terminateFailed')]).toEqual(['RETRY', true]);
    },
    terminateFailed: (observation) => {
      if (observation.event.type === 'CONTRACT_CHANGED') return expectRefreshed(observation);
      expectFailed(observation, 'respond');
    },
    rejected: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(c.contract!.status).toBe('rejected');
      // For good: nothing more can be done with it.
      expect([can(snapshot, 'ACCEPT'), can(snapshot, 'REJECT'), can(snapshot, 'TERMINATE'), can(snapshot, 'RETRY')]).toEqual([false, false, false, false]);
      if (previous === null) return expect(c.contract).toBe(input.contract);
      if (settled(observation, 'sendOffer', 'done') || settled(observation, 'respond', 'done'))
        return expectAnswered(observation, settled(observation, 'sendOffer', 'done') ? 'sendOffer' : 'respond');
      if (stays(observation, 'rejected')) return expectRefreshed(observation);
      expect(event.type).toBe('CONTRACT_CHANGED');
      expectFollowed(observation, 'rejected');
    },
    expired: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(c.contract!.status).toBe('expired');
      expect([can(snapshot, 'ACCEPT'), can(snapshot, 'REJECT'), can(snapshot, 'TERMINATE')]).toEqual([false, false, false]);
      if (previous === null) {
        // Opened on an offer the book says is pending but whose expiry has come (now, or a moment ago): expired at once.
        if (input.contract!.status === 'pending') {
          expect(input.contract!.expiresAt).toBeLessThanOrEqual(START);
          return expect(c.contract).toEqual({ ...input.contract, status: 'expired' });
        }
        return expect(c.contract).toBe(input.contract);
      }
      const was = ctx(previous).contract;
      if (waited(observation)) {
        // SPEC 4: the offer expires exactly at expiresAt, at the countdown's tick there (the harness checks nothing happens 1 ms before).
        expect(previous.matches('pending.countdown.ticking')).toBe(true);
        expect(observation.now).toBe(expiryAt(observation, was!));
        expect(c.error).toBeNull();
        return expect(c.contract).toEqual({ ...was, status: 'expired' });
      }
      if (settled(observation, 'respond', 'error')) {
        // The answer was lost after the expiry passed: expired, the page reloads to learn the truth.
        expect(ctx(previous).lapsed).toBe(true);
        expect(observation.now).toBeGreaterThanOrEqual(expiryAt(observation, was!));
        return expect(c.contract).toEqual({ ...was, status: 'expired' });
      }
      if (settled(observation, 'respond', 'done') && ctx(previous).lapsed && (settleValue(observation) as ContractActionResult).contract.status === 'pending') {
        // 'Still pending' after the expiry passed: the clock's word, the page reloads.
        return expect(c.contract).toEqual({ ...was, status: 'expired' });
      }
      if (settled(observation, 'sendOffer', 'done') || settled(observation, 'respond', 'done'))
        return expectAnswered(observation, settled(observation, 'sendOffer', 'done') ? 'sendOffer' : 'respond');
      expect(event.type).toBe('CONTRACT_CHANGED');
      if (stays(observation, 'expired')) return expectRefreshed(observation);
      expectFollowed(observation, 'expired');
    },
    terminated: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(c.contract!.status).toBe('terminated');
      expect([can(snapshot, 'ACCEPT'), can(snapshot, 'REJECT'), can(snapshot, 'TERMINATE'), can(snapshot, 'RETRY')]).toEqual([false, false, false, false]);
      if (previous === null) return expect(c.contract).toBe(input.contract);
      if (settled(observation, 'sendOffer', 'done') || settled(observation, 'respond', 'done'))
        return expectAnswered(observation, settled(observation, 'sendOffer', 'done') ? 'sendOffer' : 'respond');
      if (stays(observation, 'terminated')) return expectRefreshed(observation);
      expect(event.type).toBe('CONTRACT_CHANGED');
      expectFollowed(observation, 'terminated');
    },
  };
  // The countdown ticks whatever step of the answer is on screen: the answer's own oracles judge
  // what a person or the server did, and a tick must leave the answer where it was.
  for (const path of Object.keys(oracles).filter((path) => path.startsWith('pending.answer.'))) {
    const own = oracles[path]!;
    oracles[path] = (observation) => {
      if (!waited(observation) || !observation.previous?.matches('pending')) return own(observation);
      expect(answerStep(observation.snapshot)).toBe(answerStep(observation.previous));
    };
  }
  return oracles;
}

const baseInput = (overrides: Partial<ContractOfferInput>): ContractOfferInput => ({
  kind: 'realtimeSalary',
  role: 'upline',
  contract: null,
  receiver: 'demo_subagent',
  ownRates: OWN,
  uplineMayTerminate: false,
  currentTerms: CURRENT,
  clock,
  ...overrides,
});

const VIEWS: Array<Omit<Variant, 'draft'>> = [
  { name: REALTIME_DRAFT.name, input: baseInput({}) },
  { name: 'upline views its pending offer, 1 ms before it expires', input: baseInput({ contract: SOON }) },
  { name: 'upline views its pending offer, 1 s and 1 ms before it expires', input: baseInput({ contract: CLOSE }) },
  { name: 'upline views its pending offer at the moment it expires', input: baseInput({ contract: ON_TIME }) },
  { name: 'receiver answers a pending offer', input: baseInput({ role: 'receiver', contract: PENDING }) },
  { name: 'receiver answers a pending offer 1 ms before it expires', input: baseInput({ role: 'receiver', contract: SOON }) },
  { name: 'receiver opens an offer past its expiry', input: baseInput({ role: 'receiver', contract: LATE }) },
  { name: 'upline views an active contract, the platform lets it terminate', input: baseInput({ contract: inStatus(PENDING, 'active'), uplineMayTerminate: true }) },
  { name: 'upline views an active contract, the platform does not let it terminate', input: baseInput({ contract: inStatus(PENDING, 'active') }) },
  { name: 'receiver holds an active contract', input: baseInput({ role: 'receiver', contract: inStatus(PENDING, 'active') }) },
  { name: 'upline views a rejected offer', input: baseInput({ contract: inStatus(PENDING, 'rejected') }) },
  { name: 'receiver views an expired offer', input: baseInput({ role: 'receiver', contract: inStatus(PENDING, 'expired') }) },
  { name: 'receiver views a terminated contract', input: baseInput({ role: 'receiver', contract: inStatus(PENDING, 'terminated') }) },
];
const VARIANTS: Variant[] = [
  ...VIEWS.map((view) => ({ ...view, draft: REALTIME_DRAFT })),
  // A new offer of each kind: the backend makes it (pending) at START.
  ...DRAFT_CASES.map((draft) => ({ name: draft.name, input: baseInput({ kind: draft.kind, ownRates: draft.ownRates, currentTerms: draft.currentTerms }), draft })),
];
const madeOf = (terms: ContractTerms): Contract => ({ ...FRESH, kind: terms.kind, terms });
/** The offer a draft variant's backend makes: the real-time one in every status (and by a clock ahead or behind), the others pending. */
const offerAnswers = (draft: DraftCase): ContractActionResult[] => (draft === REALTIME_DRAFT ? OFFER_ANSWERS : [{ contract: madeOf(draft.made), ended: [] }]);

export const contractOfferModels: MachineModel[] = VARIANTS.map((variant) => {
  const { input, draft } = variant;
  const shown = input.contract ?? (draft === REALTIME_DRAFT ? FRESH : madeOf(draft.made));
  // The other kinds' drafts judge what is typed: one answer and one failure of each call is enough there.
  const lean = draft !== REALTIME_DRAFT;
  return {
    machine: contractOfferMachine,
    variant: variant.name,
    input: { ...input, newKey },
    fixtures: {
      outputs: {
        previewOffer: lean ? [{ ends: [] }] : [{ ends: [END] }, { ends: [] }],
        sendOffer: offerAnswers(draft),
        previewAccept: [{ ends: [END] }, { ends: [] }],
        respond: answersFor(shown),
      },
      errors: {
        previewOffer: [apiFailure('network')],
        sendOffer: lean ? [apiFailure('timeout')] : [business(AgencyErrorCode.rateAboveOwn), apiFailure('timeout')],
        previewAccept: [apiFailure('network')],
        respond: [business(AgencyErrorCode.contractClosed), apiFailure('timeout')],
      },
      events: { EDIT: draft.edits.map((edit) => ({ type: 'EDIT', ...edit })), CONTRACT_CHANGED: reloadsOf(shown) },
    },
    // What decides the next step: in a draft, what is typed, the messages and failure shown, and
    // whether the key held fits the terms; for a contract, its status, a failure, the answer being
    // given and a lapsed expiry.
    stateKey: (snapshot) => {
      const c = ctx(snapshot);
      return c.contract === null
        ? [snapshot.value, c.fields, Object.keys(c.issues).length > 0, c.terms !== null, c.error !== null, keyFits(c), c.ends.length]
        : [
            snapshot.value,
            c.contract.status,
            c.error !== null,
            c.answer,
            c.lapsed,
            c.ends.length,
            c.ended.length,
            c.contract.status === 'pending' && c.contract.offeredAt,
          ];
    },
    // SPEC 4: a pending offer's count moves every second and it expires at its expiresAt (a fresh
    // one CONTRACT_OFFER_LIFETIME_MS after it was made): the tick that reaches it is the last.
    delays: { tick: expectedTickMs },
    oracles: oraclesFor(variant),
  };
});
