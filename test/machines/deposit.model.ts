import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { DepositOptions, DepositOrder } from '@kernel/deposit';
import { ErrorCode } from '@kernel/errorCodes';
import { type DepositContext, depositMachine } from '@machines/wallet/deposit.machine';
import type { MachineModel, Observation, Oracle } from '../model/types';
import { apiFailure, business } from './fixtures';

export const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
export const rupees = (amount: number) => amount * 100;

/**
 * Two channels of the reference merchant (UPI up to ₹50,000, Paytm up to ₹25,000) and its first-deposit bonus.
 * UPI also offers a preset with paise (₹100.05), whose text must keep them, two digits wide.
 */
export const OPTIONS: DepositOptions = {
  channels: [
    { code: 'UPI', name: 'UPI', minPaise: rupees(100), maxPaise: rupees(50_000), presetsPaise: [rupees(500), rupees(1_000), 10_005] },
    { code: 'PAYTM', name: 'Paytm', minPaise: rupees(100), maxPaise: rupees(25_000), presetsPaise: [rupees(300), rupees(500)] },
  ],
  bonuses: [{ id: 'FIRST10', title: 'First deposit', percent: 10, maxBonusPaise: rupees(1_000), turnoverMultiplier: 5, firstDepositOnly: true }],
  orderLifetimeMinutes: 15,
};

/** A merchant with no deposit channel open (SPEC 2 depositv2: the channels are the merchant's): nothing can be ordered. */
const NO_CHANNELS: DepositOptions = { ...OPTIONS, channels: [] };

export const order = (status: DepositOrder['status'], overrides: Partial<DepositOrder> = {}): DepositOrder => ({
  orderId: 'DP0001',
  channel: 'UPI',
  status,
  amountPaise: rupees(30_000),
  bonusId: null,
  bonusPaise: 0,
  bonusRefusal: null,
  createdAt: NOW,
  expiresAt: NOW + 15 * 60_000,
  settledAt: status === 'pending' ? null : NOW,
  payUrl: '/assets-gen/pay/DP0001.html?lang=EN',
  ...overrides,
});
export const PENDING = order('pending');
/** An order without a payment page (paid by a peer's withdrawal). */
const NO_PAGE = order('pending', { orderId: 'DP0002', payUrl: null });

/** Fresh keys, counted (crypto.randomUUID in the app): a key is made once per intended order. */
let keysMade = 0;
const lastKey = () => `key-${String(keysMade).padStart(4, '0')}`;
const newKey = () => `key-${String(++keysMade).padStart(4, '0')}`;
/** A wall clock that has moved on at every read, so a read shows. */
let wall = NOW;
const clock = () => (wall += 1000);

/**
 * When the order arrived and when the last status answer came (simulated ms), noted by the order's
 * oracle as a replay passes them (a replay runs its steps in order).
 */
const since = { order: 0, lastAnswer: 0 };
/** Time passed while the order is shown: every such wait ends on a whole second of its countdown (all its timers are whole seconds). */
const ticks = ({ step, previous }: Observation) => step?.kind === 'wait' && step.ms > 0 && previous?.matches('order') === true;

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as DepositContext;
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settledValue = <T>({ step }: Observation) => (step?.kind === 'settle' ? (step.value as T) : undefined);
const kindOf = (error: unknown) => (error as { kind?: string } | null)?.kind;
const invokedOf = ({ invoked }: Observation, src: string) => invoked.filter((call) => call.src === src).map((call) => call.input);
const entered = ({ snapshot, previous }: Observation, state: string) => snapshot.matches(state) && !previous?.matches(state);
const at = (snapshot: AnyMachineSnapshot | null, ...states: string[]) => states.some((state) => snapshot?.matches(state));
const form = (c: DepositContext) => ({ channel: c.channel, amountText: c.amountText, bonusId: c.bonusId });
const FORM_EVENTS = ['CHOOSE_CHANNEL', 'SET_AMOUNT', 'PICK_PRESET', 'CHOOSE_BONUS'];

/**
 * Every amount the model types, in paise by channel when it lies within the channel's limits (its
 * minimum and maximum both allowed), else null: written by hand from SPEC 2 depositv2 and the
 * channels above (₹100 to ₹50,000 by UPI, ₹100 to ₹25,000 by Paytm), 1 paise under, on and over each.
 */
const VALID_PAISE: Record<string, Record<string, number | null>> = {
  '': { UPI: null, PAYTM: null },
  '99.99': { UPI: null, PAYTM: null },
  '100.00': { UPI: 10_000, PAYTM: 10_000 },
  '25000.00': { UPI: 2_500_000, PAYTM: 2_500_000 },
  '25000.01': { UPI: 2_500_001, PAYTM: null },
  '50000.00': { UPI: 5_000_000, PAYTM: null },
  '50000.01': { UPI: null, PAYTM: null },
  // the presets' texts (below)
  '500': { UPI: 50_000, PAYTM: 50_000 },
  '100.05': { UPI: 10_005, PAYTM: 10_005 },
};
/** The text a preset puts into the amount field: its rupees, with its paise as two digits when it has any (SPEC 2 depositv2 presets). */
const PRESET_TEXT: Record<number, string> = { [rupees(500)]: '500', 10005: '100.05' };
/** The typed amount in paise when valid for the chosen channel, from the table (a text the table lacks is a model error). */
const validPaise = (c: DepositContext): number | null => {
  const row = VALID_PAISE[c.amountText];
  if (!row) throw new Error(`no expected amount for ${JSON.stringify(c.amountText)}`);
  // No channel chosen (options not loaded): no order.
  if (c.channel === null) return null;
  const paise = row[c.channel];
  if (paise === undefined) throw new Error(`no expected amount by ${c.channel}`);
  return paise;
};

/** The order the form describes (SPEC 2 depositv2: a channel, an amount within its limits, a bonus offered). */
const intentOf = (c: DepositContext) => {
  const amountPaise = validPaise(c);
  return amountPaise === null ? null : { channel: c.channel, amountPaise, bonusId: c.bonusId };
};
/** The request of an order: exactly what the form said, and its key. */
const requestOf = (intent: { channel: unknown; amountPaise: number; bonusId: string | null }, key: string | null) => ({
  channel: intent.channel,
  amountPaise: intent.amountPaise,
  ...(intent.bonusId === null ? {} : { bonusId: intent.bonusId }),
  idempotencyKey: key,
});
/** Re-sends of an order in doubt wait 2 s, 4 s, 8 s, ... at most 30 s (Issue 8 money writes). */
const resendWait = (resends: number) => Math.min(30_000, 2_000 * 2 ** resends);

/**
 * Each oracle gathers what it sees and what SPEC expects into two records compared once (one
 * expectation per snapshot keeps the replays fast); each field is one rule.
 */
type Rules = { seen: Record<string, unknown>; rule: Record<string, unknown> };
type Judge = (observation: Observation, rules: Rules) => void;
const judged = (builds: Record<string, Judge>): Record<string, Oracle> =>
  Object.fromEntries(
    Object.entries(builds).map(([path, build]) => [
      path,
      (observation: Observation) => {
        const rules: Rules = { seen: {}, rule: {} };
        build(observation, rules);
        expect(rules.seen, `oracle of ${path}`).toEqual(rules.rule);
      },
    ]),
  );

/**
 * A step that stays in a state whose form is locked (loading, creating, in doubt): only the form's
 * events (and the named others) come, nothing is sent and nothing changes. True when it stays.
 */
const lockedStay = (observation: Observation, state: string, { seen, rule }: Rules, others: string[] = []) => {
  const { snapshot, previous, event } = observation;
  if (!previous?.matches(state)) return false;
  seen.locked = { event: [...FORM_EVENTS, 'SUBMIT', ...others].includes(event.type), invoked: observation.invoked, context: ctx(snapshot) };
  rule.locked = { event: true, invoked: [], context: ctx(previous) };
  return true;
};

export const depositModel: MachineModel = {
  machine: depositMachine,
  input: { clock, newKey },
  fixtures: {
    outputs: {
      loadOptions: [OPTIONS, NO_CHANNELS],
      createOrder: [PENDING, NO_PAGE],
      getOrder: [PENDING, order('paid'), order('failed'), order('expired')],
      openGateway: [true, false],
    },
    errors: {
      loadOptions: [apiFailure('network')],
      createOrder: [apiFailure('network'), business(ErrorCode.amountBelowMin)],
      getOrder: [apiFailure('network')],
      openGateway: [new Error('no window')],
    },
    events: {
      // A channel offered and one that is not; amounts on and 1 paise off the channels' limits;
      // a preset of both channels and an amount no channel offers as a preset; the bonus, none, a gone one.
      CHOOSE_CHANNEL: [
        { type: 'CHOOSE_CHANNEL', channel: 'PAYTM' },
        { type: 'CHOOSE_CHANNEL', channel: 'USDT' },
      ],
      // Amounts on the channels' limits, typed with decimals: 1 paise under the minimum, on it, on
      // Paytm's maximum and 1 paise over (still within UPI's), on UPI's maximum and 1 paise over.
      SET_AMOUNT: ['100.00', '99.99', '25000.00', '25000.01', '50000.00', '50000.01'].map((text) => ({ type: 'SET_AMOUNT', text })),
      PICK_PRESET: [
        { type: 'PICK_PRESET', paise: rupees(500) },
        { type: 'PICK_PRESET', paise: 10_005 },
        { type: 'PICK_PRESET', paise: rupees(777) },
      ],
      CHOOSE_BONUS: [
        { type: 'CHOOSE_BONUS', bonusId: 'FIRST10' },
        { type: 'CHOOSE_BONUS', bonusId: null },
        { type: 'CHOOSE_BONUS', bonusId: 'GONE' },
      ],
    },
  },
  /**
   * Before an order: whether the form holds a valid order (before any key: the amount typed), its channel and bonus, and whether a
   * key was made and is still the form's (so a refused submit, the same order again and a changed
   * order are all explored). In doubt, the re-sends made so far; once there is an order the form is
   * frozen: the states (and timers) decide, and the channel (a new deposit keeps it), followed
   * through the orders without a payment page only, whose graph is the smallest.
   */
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    if (at(snapshot, 'paid', 'failed', 'expired')) return [snapshot.value, c.channel];
    if (at(snapshot, 'order')) return [snapshot.value, snapshot.matches('order.gateway.none') ? c.channel : null];
    // In doubt the form is frozen too; each re-send waits longer, up to the cap (reached after 4).
    if (at(snapshot, 'unknownOutcome')) return [snapshot.value, Math.min(c.resends, 4)];
    const intent = intentOf(c);
    const keyFits = intent !== null && c.keyFor !== null && JSON.stringify(c.keyFor) === JSON.stringify(intent);
    // Before any key the amount typed counts itself, so every limit amount is submitted by each channel.
    if (c.idempotencyKey === null) return [snapshot.value, c.amountText, c.channel, c.bonusId, 'none'];
    return [snapshot.value, intent !== null, c.channel, c.bonusId, keyFits ? 'fits' : 'stale'];
  },
  delays: {
    poll: 3_000,
    tick: 1_000,
    resend: (snapshot) => resendWait(ctx(snapshot).resends),
  },
  oracles: judged({
    '*': (observation, { seen, rule }) => {
      const { snapshot, previous, effects } = observation;
      // Only a paid order moved money, so only it refreshes the wallet; the history reloads when an order is made or settled.
      const made = entered(observation, 'order');
      const paid = entered(observation, 'paid');
      const settledNow = paid || entered(observation, 'failed') || entered(observation, 'expired');
      seen.effects = effects.map((effect) => effect.name);
      rule.effects = paid ? ['refreshWallet', 'historyChanged'] : made || settledNow ? ['historyChanged'] : [];
      // The page's own helpers are kept as given.
      [seen.input, rule.input] = [
        [ctx(snapshot).newKey, ctx(snapshot).clock],
        [newKey, clock],
      ];
      if (made) [seen.from, rule.from] = [at(previous, 'creating', 'unknownOutcome.resending'), true];
      if (settledNow) [seen.from, rule.from] = [at(previous, 'order.payment.checking'), true];
    },
    loading: (observation, { seen, rule }) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      // While the options load the form is locked: its events load nothing more and change nothing.
      if (lockedStay(observation, 'loading', { seen, rule })) return;
      // The options are read on every entry: at the start, on Try again, for a new deposit.
      seen.loads = invokedOf(observation, 'loadOptions').length;
      rule.loads = 1;
      // A new deposit starts from a clean form: no amount, bonus, key or order (the channel stays chosen).
      const { newKey: _k, clock: _c, now: _n, options: _o, channel: _ch, failure: _f, ...fresh } = c;
      seen.fresh = fresh;
      rule.fresh = { amountText: '', bonusId: null, revealIssues: false, idempotencyKey: null, keyFor: null, order: null, resends: 0, pollFailure: null };
      if (event.type === 'NEW_DEPOSIT') {
        [seen.after, rule.after] = [at(previous, 'paid', 'failed', 'expired'), true];
        [seen.channel, rule.channel] = [c.channel, ctx(previous).channel];
        [seen.failure, rule.failure] = [c.failure, null];
      }
      if (event.type === 'RETRY') [seen.after, rule.after] = [at(previous, 'loadFailed'), true];
      if (!previous)
        [seen.start, rule.start] = [
          [c.options, c.channel, c.failure],
          [null, null, null],
        ];
    },
    loadFailed: (observation, { seen, rule }) => {
      const c = ctx(observation.snapshot);
      // SPEC 8: network link abnormal, with Try again; nothing is ordered.
      seen.failure = kindOf(c.failure);
      rule.failure = 'network';
      [seen.cause, rule.cause] = [settled(observation, 'loadOptions', 'error'), true];
      [seen.order, rule.order] = [
        [c.order, c.idempotencyKey, observation.invoked],
        [null, null, []],
      ];
    },
    editing: (observation, { seen, rule }) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous);
      // The form offers the loaded channels and bonuses only (no channel at all when the merchant has none), and sends nothing while it is filled in.
      const none = c.options?.channels.length === 0;
      seen.form = {
        options: c.options,
        channel: none ? c.channel : OPTIONS.channels.some((channel) => channel.code === c.channel),
        bonus: [null, 'FIRST10'].includes(c.bonusId),
        invoked: observation.invoked,
      };
      rule.form = { options: none ? NO_CHANNELS : OPTIONS, channel: none ? null : true, bonus: true, invoked: [] };
      if (settled(observation, 'loadOptions', 'done')) {
        // The channel chosen before when still offered, else the first one (none when none is offered); no bonus yet; no failure.
        const kept = none ? null : (OPTIONS.channels.find((channel) => channel.code === before.channel)?.code ?? 'UPI');
        [seen.loaded, rule.loaded] = [
          [c.channel, c.bonusId, c.failure],
          [kept, null, null],
        ];
      }
      // A change of the form clears the failure shown; a preset fills the amount with its value.
      if (FORM_EVENTS.includes(event.type)) [seen.failure, rule.failure] = [c.failure, null];
      const payload = event as unknown as Record<string, unknown>;
      if (event.type === 'CHOOSE_CHANNEL') [seen.choice, rule.choice] = [c.channel, payload.channel];
      if (event.type === 'SET_AMOUNT') [seen.choice, rule.choice] = [c.amountText, payload.text];
      if (event.type === 'PICK_PRESET') [seen.choice, rule.choice] = [c.amountText, PRESET_TEXT[payload.paise as number]];
      if (event.type === 'CHOOSE_BONUS') [seen.choice, rule.choice] = [c.bonusId, payload.bonusId];
      if (event.type === 'SUBMIT') {
        // Only a valid order is sent; otherwise the amount's issue shows, no key is made, nothing is sent.
        seen.refused = { valid: intentOf(before) !== null, reveal: c.revealIssues, key: c.idempotencyKey, form: form(c) };
        rule.refused = { valid: false, reveal: true, key: before.idempotencyKey, form: form(before) };
      }
      if (settled(observation, 'createOrder', 'error')) {
        // Refused: nothing was made; the refusal shows, the key stays for a submit of the same order.
        seen.refusal = { failure: kindOf(c.failure), key: c.idempotencyKey, keyFor: c.keyFor, order: c.order, form: form(c) };
        rule.refusal = { failure: 'business', key: before.idempotencyKey, keyFor: before.keyFor, order: null, form: form(before) };
      }
    },
    creating: (observation, { seen, rule }) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      // A double click (or any form event) while the order is being made sends nothing more.
      if (lockedStay(observation, 'creating', { seen, rule })) return;
      const before = ctx(previous);
      const intent = intentOf(before);
      // Sent on a submit of a valid order, once, with exactly what the form says and its key.
      seen.submit = { event: event.type, valid: intent !== null, form: form(c), failure: c.failure, resends: c.resends };
      rule.submit = { event: 'SUBMIT', valid: true, form: form(before), failure: null, resends: 0 };
      [seen.sent, rule.sent] = [invokedOf(observation, 'createOrder'), [requestOf(intent ?? { channel: null, amountPaise: 0, bonusId: null }, c.idempotencyKey)]];
      const again = before.idempotencyKey !== null && JSON.stringify(before.keyFor) === JSON.stringify(intent);
      // The same order again after a refusal (which stored nothing): its key again; else one fresh key.
      seen.key = { key: c.idempotencyKey, keyFor: c.keyFor };
      rule.key = { key: again ? before.idempotencyKey : lastKey(), keyFor: intent };
      if (!again) [seen.fresh, rule.fresh] = [c.idempotencyKey !== before.idempotencyKey, true];
    },
    unknownOutcome: (observation, { seen, rule }) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous);
      // In doubt: no order and no result shown, the same key and the same (frozen) order kept for the re-send.
      seen.doubt = { order: c.order, key: c.idempotencyKey, keyFor: c.keyFor, form: form(c), failure: kindOf(c.failure) };
      rule.doubt = { order: null, key: before.idempotencyKey, keyFor: before.keyFor, form: form(before), failure: 'network' };
      [seen.hasKey, rule.hasKey] = [c.idempotencyKey !== null, true];
    },
    'unknownOutcome.waiting': (observation, { seen, rule }) => {
      const { snapshot, previous } = observation;
      // Waiting to ask again: the frozen form's events send nothing and change nothing.
      if (lockedStay(observation, 'unknownOutcome.waiting', { seen, rule })) return;
      const c = ctx(snapshot);
      // A lost answer: nothing is sent now; a re-send after the first doubt counts.
      const fromResend = settled(observation, 'createOrder', 'error') && at(previous, 'unknownOutcome.resending');
      seen.wait = { sent: observation.invoked, cause: settled(observation, 'createOrder', 'error'), resends: c.resends };
      rule.wait = { sent: [], cause: true, resends: fromResend ? ctx(previous).resends + 1 : 0 };
    },
    'unknownOutcome.resending': (observation, { seen, rule }) => {
      const { snapshot, previous, event, step } = observation;
      // Asked again already: Try again (or the frozen form) sends nothing more until it answers.
      if (lockedStay(observation, 'unknownOutcome.resending', { seen, rule }, ['RETRY'])) return;
      const c = ctx(snapshot);
      // The same order with the same key: the backend answers the first order again.
      seen.sent = invokedOf(observation, 'createOrder');
      rule.sent = [requestOf(c.keyFor ?? { channel: null, amountPaise: 0, bonusId: null }, c.idempotencyKey)];
      [seen.same, rule.same] = [
        [c.keyFor?.amountPaise, c.keyFor?.channel],
        [validPaise(c), c.channel],
      ];
      // Asked again when the wait for this many re-sends ends, or at once on Try again.
      seen.when = step?.kind === 'wait' ? step.ms : event.type;
      rule.when = step?.kind === 'wait' ? resendWait(ctx(previous).resends) : 'RETRY';
      [seen.from, rule.from] = [at(previous, 'unknownOutcome.waiting'), true];
    },
    order: (observation, { seen, rule }) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous);
      if (entered(observation, 'order')) since.order = since.lastAnswer = observation.now;
      if (settled(observation, 'getOrder', 'done') || settled(observation, 'getOrder', 'error')) since.lastAnswer = observation.now;
      // An order shows while it is pending, with the key it was made with.
      seen.order = { status: c.order?.status, key: c.idempotencyKey, failure: c.failure };
      rule.order = { status: 'pending', key: before.idempotencyKey, failure: null };
      if (entered(observation, 'order')) {
        // The order made (or answered again for the same key) is the one shown; its countdown starts now.
        seen.made = { order: c.order, now: c.now };
        rule.made = { order: settledValue(observation), now: wall };
      } else if (!settled(observation, 'getOrder', 'done')) [seen.kept, rule.kept] = [c.order, before.order];
    },
    'order.gateway': (observation, { seen, rule }) => {
      // The payment page opens in a new window at the order's payUrl: on arrival, and on each Open again.
      const opens = entered(observation, 'order.gateway.opening');
      seen.opened = invokedOf(observation, 'openGateway');
      rule.opened = opens ? [{ url: ctx(observation.snapshot).order?.payUrl }] : [];
    },
    'order.gateway.deciding': (observation, { seen, rule }) => {
      // Passed through as the order arrives: its payment page opens at once, or there is none to open.
      const c = ctx(observation.snapshot);
      seen.decided = { order: c.order, opened: invokedOf(observation, 'openGateway') };
      rule.decided = { order: settledValue(observation), opened: c.order?.payUrl ? [{ url: c.order.payUrl }] : [] };
    },
    'order.gateway.opening': (observation, { seen, rule }) => {
      const { snapshot, previous, event } = observation;
      // Only an order with a payment page opens one: on arrival, or when the member asks again.
      [seen.url, rule.url] = [ctx(snapshot).order?.payUrl !== null, true];
      if (!previous?.matches('order')) [seen.on, rule.on] = ['arrival', 'arrival'];
      else if (entered(observation, 'order.gateway.opening'))
        [seen.on, rule.on] = [
          [event.type, at(previous, 'order.gateway.opened', 'order.gateway.blocked')],
          ['OPEN_GATEWAY', true],
        ];
    },
    'order.gateway.opened': (observation, { seen, rule }) => {
      // The window opened (the browser allowed the popup).
      if (entered(observation, 'order.gateway.opened')) [seen.by, rule.by] = [settled(observation, 'openGateway', 'done') && settledValue(observation) === true, true];
      [seen.url, rule.url] = [ctx(observation.snapshot).order?.payUrl !== null, true];
    },
    'order.gateway.blocked': (observation, { seen, rule }) => {
      // SPEC 8 'Popup blocked. Please allow popups and try again.': the browser said no, or opening failed.
      if (entered(observation, 'order.gateway.blocked'))
        [seen.by, rule.by] = [settled(observation, 'openGateway', 'error') || (settled(observation, 'openGateway', 'done') && settledValue(observation) === false), true];
      [seen.url, rule.url] = [ctx(observation.snapshot).order?.payUrl !== null, true];
    },
    'order.gateway.none': (observation, { seen, rule }) => {
      // An order that arrived without a payment page (a peer's withdrawal pays it): nothing to open, ever.
      if (entered(observation, 'order.gateway.none')) [seen.url, rule.url] = [ctx(observation.snapshot).order?.payUrl, null];
      [seen.opened, rule.opened] = [invokedOf(observation, 'openGateway'), []];
    },
    'order.payment': (observation, { seen, rule }) => {
      // The status is asked about this order, when a check starts.
      const asks = entered(observation, 'order.payment.checking');
      seen.asked = invokedOf(observation, 'getOrder');
      rule.asked = asks ? [{ orderId: ctx(observation.snapshot).order?.orderId }] : [];
    },
    'order.payment.waiting': (observation, { seen, rule }) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      if (settled(observation, 'getOrder', 'error')) {
        // A failed check keeps the last known status and says it is reconnecting.
        seen.check = { order: c.order, reconnecting: c.pollFailure !== null };
        rule.check = { order: ctx(previous).order, reconnecting: true };
      } else if (settled(observation, 'getOrder', 'done')) {
        seen.check = { order: c.order, reconnecting: c.pollFailure !== null };
        rule.check = { order: settledValue(observation), reconnecting: false };
      } else [seen.check, rule.check] = [c.pollFailure, ctx(previous).pollFailure];
    },
    'order.payment.checking': (observation, { seen, rule }) => {
      // Asked 3 s after the order arrived or after the last answer, while the order is pending.
      if (entered(observation, 'order.payment.checking'))
        [seen.after, rule.after] = [
          [observation.step?.kind, observation.now - since.lastAnswer],
          ['wait', 3_000],
        ];
      else [seen.after, rule.after] = [invokedOf(observation, 'getOrder'), []];
    },
    'order.clock': (observation, { seen, rule }) => {
      const { snapshot, previous } = observation;
      // The countdown moves every second from the order's arrival, reading the wall clock each time.
      if (ticks(observation))
        [seen.tick, rule.tick] = [
          [(observation.now - since.order) % 1_000, ctx(snapshot).now],
          [0, wall],
        ];
      else if (previous?.matches('order')) [seen.tick, rule.tick] = [ctx(snapshot).now, ctx(previous).now];
      else [seen.tick, rule.tick] = [ctx(snapshot).now, wall];
    },
    'order.clock.ticking': (observation, { seen, rule }) => {
      // The countdown reads a later time than the one shown before it, and only then.
      const { snapshot, previous } = observation;
      [seen.later, rule.later] = [ctx(snapshot).now > ctx(previous).now, ticks(observation) || !previous?.matches('order')];
    },
    paid: (observation, { seen, rule }) => settledRules(observation, 'paid', seen, rule),
    failed: (observation, { seen, rule }) => settledRules(observation, 'failed', seen, rule),
    expired: (observation, { seen, rule }) => settledRules(observation, 'expired', seen, rule),
  }),
};

/** A settled order shows its final status, as the status check answered it; the check stops. */
function settledRules(observation: Observation, status: string, seen: Record<string, unknown>, rule: Record<string, unknown>) {
  const c = ctx(observation.snapshot);
  seen.settled = { status: c.order?.status, order: c.order, reconnecting: c.pollFailure, by: settled(observation, 'getOrder', 'done'), invoked: observation.invoked };
  rule.settled = { status, order: settledValue(observation), reconnecting: null, by: true, invoked: [] };
}
