import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { GamblingLimit, SaferGambling } from '@kernel/saferGambling';
import { type SaferGamblingContext, saferGamblingMachine } from '@machines/member/saferGambling.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

/**
 * Issue 26 safer gambling, written from the issue (never from the product's rules): limits in whole
 * rupees, above zero, at most ₹1 crore; a lower or first limit saves at once; a higher one or a
 * removal is confirmed first (it applies after 24 hours); a save keeps its key across retries; a
 * pending change counts down every second and the limits are read again at its time.
 */

const SERVER_TIME = 1_700_000_000_000;
const NONE = { amountPaise: null, usedPaise: 0, pending: null };
const row = (kind: GamblingLimit['kind'], period: GamblingLimit['period'], extra: Partial<GamblingLimit> = {}): GamblingLimit => ({
  kind,
  period,
  ...NONE,
  resetsAt: SERVER_TIME + 3_600_000,
  ...extra,
});
const nine = (depositDay: Partial<GamblingLimit>): GamblingLimit[] => [
  row('deposit', 'day', depositDay),
  row('deposit', 'week'),
  row('deposit', 'month'),
  row('loss', 'day'),
  row('loss', 'week'),
  row('loss', 'month'),
  row('wager', 'day'),
  row('wager', 'week'),
  row('wager', 'month'),
];

/** A daily deposit limit of ₹1,000 in force, nothing pending. */
const SETTLED: SaferGambling = { limits: nine({ amountPaise: 100_000, usedPaise: 40_000 }), serverTime: SERVER_TIME };
/** The same, with a raise to ₹2,000 due 2 seconds after the answer. */
const PENDING_AT = SERVER_TIME + 2_000;
const RAISING: SaferGambling = {
  limits: nine({ amountPaise: 100_000, usedPaise: 40_000, pending: { amountPaise: 200_000, effectiveAt: PENDING_AT } }),
  serverTime: SERVER_TIME,
};

/** Every text the fixtures type, and what it is: an issue, or whole rupees in paise (₹1 is the least, ₹1 crore the most). */
const TEXT: Record<string, { issue: string } | { paise: number }> = {
  '': { issue: 'required' },
  abc: { issue: 'notNumber' },
  '0': { issue: 'notPositive' },
  '1000.50': { issue: 'notWholeRupees' },
  '1': { paise: 100 },
  '999': { paise: 99_900 },
  '1000': { paise: 100_000 },
  '1001': { paise: 100_100 },
  '10000000': { paise: 1_000_000_000 },
  '10000001': { issue: 'tooLarge' },
};
const textOf = (text: string) => {
  const known = TEXT[text];
  if (!known) throw new Error(`no expectation for the text ${JSON.stringify(text)}`);
  return known;
};
/** The limit in force of each edited target in every fixture answer: ₹1,000 a day for deposits, none for losses. */
const IN_FORCE: Record<string, number | null> = { 'deposit day': 100_000, 'loss day': null };
const inForce = (c: SaferGamblingContext) => {
  const key = `${c.target?.kind} ${c.target?.period}`;
  if (!(key in IN_FORCE)) throw new Error(`no expectation for ${key}`);
  return IN_FORCE[key] ?? null;
};
/** Raising (or a first limit is not a raise): higher than the one in force. */
const isRaise = (c: SaferGamblingContext, paise: number) => {
  const current = inForce(c);
  return current !== null && paise > current;
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as SaferGamblingContext;
const outputOf = (event: EventObject) => (event as unknown as { output: unknown }).output;
const errorOf = (event: EventObject) => (event as unknown as { error: unknown }).error;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const KEY = /^limit-key-\d+$/;

let keys = 0;
const countedKeys = () => `limit-key-${++keys}`;

/** Entered from an answer: the view is the answer and the clock is the backend's. */
const storedAnswer = ({ snapshot, event }: Observation) => {
  if (!isDone(event)) return;
  expect(ctx(snapshot).view).toBe(outputOf(event));
  expect(ctx(snapshot).now).toBe(SERVER_TIME);
};

export const saferGamblingModel: MachineModel = {
  machine: saferGamblingMachine,
  input: { newKey: countedKeys },
  fixtures: {
    outputs: { loadLimits: [SETTLED, RAISING], saveLimit: [SETTLED, RAISING] },
    errors: { loadLimits: [apiFailure('network')], saveLimit: [apiFailure('network'), business(ErrorCode.idempotencyConflict)] },
    events: {
      EDIT: [
        { type: 'EDIT', kind: 'deposit', period: 'day' },
        { type: 'EDIT', kind: 'loss', period: 'day' },
      ],
      REMOVE: [
        { type: 'REMOVE', kind: 'deposit', period: 'day' },
        { type: 'REMOVE', kind: 'loss', period: 'day' },
      ],
      CHANGE: Object.keys(TEXT).map((text) => ({ type: 'CHANGE', text })),
    },
  },
  delays: { second: 1000 },
  // What decides the next steps: the state, which limit is edited, what the typed text is worth
  // (an issue; a lowering or a raise), whether an issue is shown, the answer shown, the countdown.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    const typed = snapshot.matches('editing') ? textOf(c.text) : null;
    const worth = typed === null ? null : 'issue' in typed ? typed.issue : isRaise(c, typed.paise) ? 'raise' : 'atOnce';
    return [
      snapshot.value,
      c.target ? `${c.target.kind} ${c.target.period}` : null,
      worth,
      c.issue !== null,
      c.view === RAISING ? 'raising' : c.view === SETTLED ? 'settled' : null,
      c.now - SERVER_TIME,
      c.amountPaise,
      c.failure !== null,
    ];
  },
  oracles: {
    loading: ({ snapshot, previous, event, invoked }) => {
      expect(invoked).toEqual([{ src: 'loadLimits', id: expect.any(String), input: undefined }]);
      if (previous === null) return;
      if (previous.matches({ ready: 'counting' })) {
        // the countdown reached the pending change's time: read again, the backend has it in force
        expect(ctx(previous).now + 1000).toBe(PENDING_AT);
        expect(ctx(snapshot).now).toBe(PENDING_AT);
        return;
      }
      expect(['RETRY', 'CANCEL']).toContain(event.type);
      expect(previous.matches('failed') || previous.matches('editing') || previous.matches('confirming') || previous.matches('saveFailed')).toBe(true);
    },
    failed: ({ snapshot, event, invoked }) => {
      expect(isError(event)).toBe(true);
      expect(ctx(snapshot).loadError).toBe(errorOf(event));
      expect(invoked).toEqual([]);
    },
    ready: (observation) => {
      storedAnswer(observation);
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(c.view).not.toBeNull();
      if (isDone(event) && previous?.matches('saving')) {
        // saved: the page says how it applied; the next save gets a new key
        expect(c.saved).toBe(ctx(previous).change);
        expect(c.key).toBeNull();
      }
    },
    'ready.still': ({ snapshot }) => {
      // nothing pending: no countdown
      expect(ctx(snapshot).view).toBe(SETTLED);
    },
    'ready.counting': ({ snapshot, previous, event }) => {
      const c = ctx(snapshot);
      expect(c.view).toBe(RAISING);
      // 1 s ticks, from the backend's time, stopping short of the pending change's time (1 s before it at most)
      expect(c.now).toBeLessThan(PENDING_AT);
      expect((c.now - SERVER_TIME) % 1000).toBe(0);
      if (event.type.startsWith('xstate.after')) expect(c.now).toBe(ctx(previous!).now + 1000);
    },
    editing: ({ snapshot, previous, event, invoked }) => {
      const c = ctx(snapshot);
      expect(invoked).toEqual([]);
      if (event.type === 'EDIT') {
        // the form starts with the limit in force in whole rupees, or empty without one
        const { kind, period } = event as unknown as { kind: string; period: string };
        expect(c.target).toEqual({ kind, period });
        expect(c.text).toBe(kind === 'deposit' ? '1000' : '');
        expect(c.issue).toBeNull();
      }
      if (event.type === 'CHANGE') {
        expect(c.text).toBe((event as unknown as { text: string }).text);
        expect(c.issue).toBeNull();
      }
      if (event.type === 'SAVE') {
        // only a wrong amount keeps the form, saying what is wrong
        expect(previous?.matches('editing')).toBe(true);
        const typed = textOf(c.text);
        expect('issue' in typed ? typed.issue : 'valid').toBe(c.issue);
      }
    },
    confirming: ({ snapshot, previous, event, invoked }) => {
      const c = ctx(snapshot);
      expect(invoked).toEqual([]);
      expect(c.change).toBe('afterCooling');
      if (event.type === 'REMOVE') {
        // only a limit in force is removed, after 24 hours: the deposit one of the fixtures
        expect(c.target).toEqual({ kind: 'deposit', period: 'day' });
        expect(c.amountPaise).toBeNull();
      }
      if (event.type === 'SAVE') {
        // a raise above the limit in force
        expect(previous?.matches('editing')).toBe(true);
        const typed = textOf(c.text);
        expect('paise' in typed && isRaise(c, typed.paise)).toBe(true);
        expect(c.amountPaise).toBe('paise' in typed ? typed.paise : 'none');
      }
    },
    saving: ({ snapshot, previous, event, invoked }) => {
      const c = ctx(snapshot);
      expect(c.key).toMatch(KEY);
      expect(invoked).toEqual([
        {
          src: 'saveLimit',
          id: expect.any(String),
          input: { kind: c.target?.kind, period: c.target?.period, amountPaise: c.amountPaise, idempotencyKey: c.key },
        },
      ]);
      if (event.type === 'RETRY') {
        // a retry sends the same key again: the backend applies it once
        expect(previous?.matches('saveFailed')).toBe(true);
        expect(c.key).toBe(ctx(previous!).key);
        return;
      }
      // a new submission gets a new key
      expect(c.key).not.toBe(ctx(previous!).key);
      if (event.type === 'CONFIRM') {
        expect(previous?.matches('confirming')).toBe(true);
        return;
      }
      // saved at once: a valid amount that is a lowering, equal, or a first limit
      expect(event.type).toBe('SAVE');
      const typed = textOf(c.text);
      expect('paise' in typed).toBe(true);
      if ('paise' in typed) {
        expect(c.amountPaise).toBe(typed.paise);
        expect(isRaise(c, typed.paise)).toBe(false);
        expect(c.change).toBe('atOnce');
      }
    },
    saveFailed: ({ snapshot, previous, event, invoked }) => {
      const c = ctx(snapshot);
      expect(isError(event)).toBe(true);
      expect(c.failure).toBe(errorOf(event));
      expect(c.key).toBe(ctx(previous!).key);
      expect(invoked).toEqual([]);
    },
  },
};
