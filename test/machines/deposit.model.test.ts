import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import { type DepositContext, depositMachine } from '@machines/wallet/deposit.machine';
import { orderIntentOf, sameIntent } from '@machines/wallet/deposit.rules';
import { validAmountPaise } from '@machines/wallet/deposit.selectors';
import type { CreateDepositOrderRequest, DepositOptions, DepositOrder } from '@/contract/deposit';
import { ErrorCode } from '@/contract/errorCodes';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const clock = () => NOW;
const rupees = (amount: number) => amount * 100;

/** Two channels of the reference merchant (UPI up to ₹50,000, Paytm up to ₹25,000) and its first-deposit bonus. */
const OPTIONS: DepositOptions = {
  channels: [
    { code: 'UPI', name: 'UPI', minPaise: rupees(100), maxPaise: rupees(50_000), presetsPaise: [rupees(500), rupees(1_000)] },
    { code: 'PAYTM', name: 'Paytm', minPaise: rupees(100), maxPaise: rupees(25_000), presetsPaise: [rupees(300), rupees(500)] },
  ],
  bonuses: [{ id: 'FIRST10', title: 'First deposit', percent: 10, maxBonusPaise: rupees(1_000), turnoverMultiplier: 5, firstDepositOnly: true }],
  orderLifetimeMinutes: 15,
};

const order = (status: DepositOrder['status'], overrides: Partial<DepositOrder> = {}): DepositOrder => ({
  orderId: 'DP0001',
  channel: 'UPI',
  status,
  amountPaise: rupees(30_000),
  bonusId: null,
  bonusPaise: 0,
  createdAt: NOW,
  expiresAt: NOW + 15 * 60_000,
  settledAt: status === 'pending' ? null : NOW,
  payUrl: '/assets-gen/pay/DP0001.html?lang=EN',
  ...overrides,
});
const PENDING = order('pending');
/** An order without a payment page (paid by a peer's withdrawal). */
const NO_PAGE = order('pending', { orderId: 'DP0002', payUrl: null });

// What the stubbed effects saw, checked after each step and reset.
let keysMade = 0;
let walletRefreshes = 0;
let historyReloads = 0;
let sent: CreateDepositOrderRequest[] = [];
let opened: string[] = [];
let asked: string[] = [];

/** Fresh keys, counted: a key is made once per intended order. */
const newKey = () => `key-${String(++keysMade).padStart(4, '0')}`;

beforeEach(() => {
  walletRefreshes = 0;
  historyReloads = 0;
  sent = [];
  opened = [];
  asked = [];
});

const never = <T>() => new Promise<T>(() => {});
const provide = {
  actors: {
    loadOptions: fromPromise(() => never<DepositOptions>()),
    createOrder: fromPromise<DepositOrder, CreateDepositOrderRequest>(({ input }) => {
      sent.push(input);
      return never();
    }),
    getOrder: fromPromise<DepositOrder, { orderId: string }>(({ input }) => {
      asked.push(input.orderId);
      return never();
    }),
    openGateway: fromPromise<boolean, { url: string }>(({ input }) => {
      opened.push(input.url);
      return never();
    }),
  },
  actions: {
    refreshWallet: () => void walletRefreshes++,
    historyChanged: () => void historyReloads++,
  },
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as DepositContext;
const outputOf = <T>(event: EventObject) => (event as unknown as { output: T }).output;
const isDone = (event: EventObject, src: string) => event.type.startsWith('xstate.done.actor.') && event.type.includes(src);
const isError = (event: EventObject, src: string) => event.type.startsWith('xstate.error.actor.') && event.type.includes(src);
const kindOf = (error: unknown) => (error as { kind?: string }).kind;

/**
 * The model state: the state value, whether the form holds a valid order, whether a bonus is
 * chosen and whether a key was made (so a submit that can go and one that cannot, and a submit
 * after a refusal, are all explored).
 */
const stateKey = (snapshot: AnyMachineSnapshot) => [snapshot.value, validAmountPaise(ctx(snapshot)) !== null, ctx(snapshot).bonusId, ctx(snapshot).idempotencyKey !== null];

function check(snapshot: AnyMachineSnapshot, event: EventObject, previous: AnyMachineSnapshot) {
  const c = ctx(snapshot);
  const before = ctx(previous);

  if (snapshot.matches('loading')) {
    // A new deposit starts from a clean form: no order, no key, the options read again.
    expect(c.order).toBeNull();
    expect(c.idempotencyKey).toBeNull();
    expect(c.amountText).toBe('');
  }
  if (isDone(event, 'loading')) {
    expect(c.options).toEqual(OPTIONS);
    // The first channel is chosen until the member picks another.
    expect(c.channel).toBe('UPI');
    expect(c.bonusId).toBeNull();
  }
  if (snapshot.matches('loadFailed')) expect(kindOf(c.failure)).toBe('network');

  if (event.type === 'SET_AMOUNT' || event.type === 'PICK_PRESET' || event.type === 'CHOOSE_CHANNEL' || event.type === 'CHOOSE_BONUS') {
    if (snapshot.matches('editing')) expect(c.failure).toBeNull();
    // The form is frozen while its order is sent or in doubt, and once there is an order.
    else expect({ amount: c.amountText, channel: c.channel, bonus: c.bonusId }).toEqual({ amount: before.amountText, channel: before.channel, bonus: before.bonusId });
  }
  if (event.type === 'PICK_PRESET' && snapshot.matches('editing')) {
    const { paise } = event as unknown as { paise: number };
    expect(validAmountPaise(c)).toBe(paise);
  }
  if (event.type === 'CHOOSE_CHANNEL' && snapshot.matches('editing')) {
    expect(OPTIONS.channels.map((channel) => channel.code)).toContain(c.channel);
  }
  if (event.type === 'CHOOSE_BONUS' && snapshot.matches('editing')) {
    expect([null, 'FIRST10']).toContain(c.bonusId);
  }

  if (event.type === 'SUBMIT' && previous.matches('editing')) {
    const valid = validAmountPaise(before) !== null;
    // Only a valid amount within the channel's limits is sent; otherwise the issue is shown.
    expect(snapshot.matches('creating')).toBe(valid);
    if (!valid) {
      expect(c.revealIssues).toBe(true);
      // No key is made for an order that is not sent.
      expect(c.idempotencyKey).toBe(before.idempotencyKey);
      expect(sent).toHaveLength(0);
    }
  }
  if (event.type === 'SUBMIT' && !previous.matches('editing')) {
    // A second click while an order is on its way or shown sends nothing and makes no key.
    expect(sent).toHaveLength(0);
    expect(c.idempotencyKey).toBe(before.idempotencyKey);
  }

  if (snapshot.matches('creating') && !previous.matches('creating')) {
    const intent = orderIntentOf(before.options, before.channel, before.amountText, before.bonusId);
    if (before.idempotencyKey !== null && sameIntent(before.keyFor, intent)) {
      // The same order again after a refusal (which stored nothing): its key again.
      expect(c.idempotencyKey).toBe(before.idempotencyKey);
    } else {
      // One fresh key for a new intended order.
      expect(c.idempotencyKey).toBe(`key-${String(keysMade).padStart(4, '0')}`);
      expect(c.idempotencyKey).not.toBe(before.idempotencyKey);
    }
    // Sent with exactly what the form says.
    expect(sent).toEqual([
      { channel: c.channel, amountPaise: validAmountPaise(c), ...(c.bonusId ? { bonusId: c.bonusId } : {}), idempotencyKey: c.idempotencyKey },
    ]);
  }
  if (snapshot.matches('unknownOutcome')) {
    // In doubt: no order and no result shown, the key kept for the re-send.
    expect(c.order).toBeNull();
    expect(c.idempotencyKey).toBe(before.idempotencyKey);
    expect(c.idempotencyKey).not.toBeNull();
    expect(walletRefreshes).toBe(0);
    expect(kindOf(c.failure)).toBe('network');
  }
  if (snapshot.matches({ unknownOutcome: 'resending' }) && !previous.matches({ unknownOutcome: 'resending' })) {
    // The same order with the same key: the backend answers the first order again.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBe(c.idempotencyKey);
    expect(sent[0]?.amountPaise).toBe(validAmountPaise(c));
  }
  if (isError(event, 'resending') && snapshot.matches({ unknownOutcome: 'waiting' })) expect(c.resends).toBe(before.resends + 1);
  if ((isError(event, 'creating') || isError(event, 'resending')) && snapshot.matches('editing')) {
    // Refused: nothing was made; the refusal is shown, the key kept for a submit of the same order.
    expect(c.failure).toMatchObject({ kind: 'business' });
    expect(c.idempotencyKey).toBe(before.idempotencyKey);
    expect(c.order).toBeNull();
  }

  if (snapshot.matches('order')) {
    expect(c.order).not.toBeNull();
    expect(c.order?.status).toBe('pending');
  }
  if ((isDone(event, 'creating') || isDone(event, 'resending')) && snapshot.matches('order')) {
    expect(c.order).toEqual(outputOf(event));
    // The new order shows in the history.
    expect(historyReloads).toBe(1);
  }
  if (snapshot.matches({ order: { gateway: 'opening' } }) && !previous.matches({ order: { gateway: 'opening' } })) {
    expect(opened).toEqual([c.order?.payUrl]);
  }
  if (snapshot.matches({ order: { gateway: 'none' } }) && !previous.matches('order')) expect(c.order?.payUrl).toBeNull();
  if (snapshot.matches({ order: { gateway: 'opening' } }) && !previous.matches('order')) expect(c.order?.payUrl).not.toBeNull();
  if (isDone(event, 'opening')) expect(snapshot.matches({ order: { gateway: outputOf<boolean>(event) ? 'opened' : 'blocked' } })).toBe(true);
  if (isError(event, 'opening')) expect(snapshot.matches({ order: { gateway: 'blocked' } })).toBe(true);
  if (snapshot.matches({ order: { payment: 'checking' } }) && !previous.matches({ order: { payment: 'checking' } })) {
    expect(asked).toEqual([c.order?.orderId]);
  }
  if (isError(event, 'checking')) {
    // A failed check keeps the last known status and says it is reconnecting.
    expect(snapshot.matches({ order: { payment: 'waiting' } })).toBe(true);
    expect(c.order).toEqual(before.order);
    expect(c.pollFailure).not.toBeNull();
  }
  if (isDone(event, 'checking')) {
    expect(c.pollFailure).toBeNull();
    expect(c.order).toEqual(outputOf(event));
  }
  if (event.type.startsWith('xstate.after.tick')) expect(c.now).toBe(NOW);

  for (const settled of ['paid', 'failed', 'expired'] as const) {
    if (snapshot.matches(settled)) expect(c.order?.status).toBe(settled);
  }
  if (isDone(event, 'checking') && (snapshot.matches('paid') || snapshot.matches('failed') || snapshot.matches('expired'))) {
    // The history shows the settled order; only a paid order moved money, so only it refreshes the wallet.
    expect(historyReloads).toBe(1);
    expect(walletRefreshes).toBe(snapshot.matches('paid') ? 1 : 0);
  } else {
    expect(walletRefreshes).toBe(0);
  }
  if (event.type === 'NEW_DEPOSIT') expect(snapshot.matches('loading')).toBe(true);

  walletRefreshes = 0;
  historyReloads = 0;
  sent = [];
  opened = [];
  asked = [];
}

testMachineModel(depositMachine, {
  input: { clock, newKey },
  fixtures: {
    outputs: {
      loadOptions: [OPTIONS],
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
      CHOOSE_CHANNEL: [
        { type: 'CHOOSE_CHANNEL', channel: 'PAYTM' },
        { type: 'CHOOSE_CHANNEL', channel: 'USDT' },
      ],
      SET_AMOUNT: [
        { type: 'SET_AMOUNT', text: '30000' },
        { type: 'SET_AMOUNT', text: '99.999' },
      ],
      PICK_PRESET: [
        { type: 'PICK_PRESET', paise: rupees(500) },
        { type: 'PICK_PRESET', paise: rupees(777) },
      ],
      CHOOSE_BONUS: [
        { type: 'CHOOSE_BONUS', bonusId: 'FIRST10' },
        { type: 'CHOOSE_BONUS', bonusId: null },
        { type: 'CHOOSE_BONUS', bonusId: 'GONE' },
      ],
    },
  },
  stateKey,
  provide,
  check,
});

describe('deposit: an order whose creation is in doubt', () => {
  it('re-sends the same order with the same key until the backend answers, then shows that one order', async () => {
    const requests: CreateDepositOrderRequest[] = [];
    const answers: Array<() => Promise<DepositOrder>> = [
      async () => Promise.reject(apiFailure('network')),
      async () => Promise.reject(apiFailure('timeout')),
      async () => PENDING,
    ];
    const simulated = new SimulatedClock();
    const actor = createActor(
      depositMachine.provide({
        actors: {
          loadOptions: fromPromise(async () => OPTIONS),
          createOrder: fromPromise<DepositOrder, CreateDepositOrderRequest>(async ({ input }) => {
            requests.push(input);
            return (answers.shift() as () => Promise<DepositOrder>)();
          }),
          getOrder: fromPromise(() => never<DepositOrder>()),
          openGateway: fromPromise(async () => true),
        },
      }),
      { input: { clock, newKey: () => `key-${requests.length}-fresh` }, clock: simulated },
    ).start();
    await new Promise((resolve) => setTimeout(resolve));
    actor.send({ type: 'SET_AMOUNT', text: '30000' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches({ unknownOutcome: 'waiting' })).toBe(true);
    simulated.increment(2000);
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().context.resends).toBe(1);
    // The second wait is longer (4 s): nothing is sent after 2 s.
    simulated.increment(2000);
    expect(requests).toHaveLength(2);
    simulated.increment(2000);
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches('order')).toBe(true);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.idempotencyKey))).toEqual(new Set(['key-0-fresh']));
    expect(requests.every((request) => request.amountPaise === rupees(30_000) && request.channel === 'UPI')).toBe(true);
    expect(actor.getSnapshot().context.order).toEqual(PENDING);
    actor.stop();
  });

  it('polls the order every 3 s and counts down its expiry every second', async () => {
    let now = NOW;
    const statuses: DepositOrder[] = [PENDING, order('paid', { bonusPaise: 0 })];
    let refreshed = 0;
    const simulated = new SimulatedClock();
    const actor = createActor(
      depositMachine.provide({
        actors: {
          loadOptions: fromPromise(async () => OPTIONS),
          createOrder: fromPromise(async () => PENDING),
          getOrder: fromPromise(async () => statuses.shift() as DepositOrder),
          openGateway: fromPromise(async () => false),
        },
        actions: { refreshWallet: () => void refreshed++ },
      }),
      { input: { clock: () => now, newKey: () => 'key-poll-0001' }, clock: simulated },
    ).start();
    await new Promise((resolve) => setTimeout(resolve));
    actor.send({ type: 'PICK_PRESET', paise: rupees(500) });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches({ order: { gateway: 'blocked' } })).toBe(true);
    now += 1000;
    simulated.increment(1000);
    expect(actor.getSnapshot().context.now).toBe(NOW + 1000);
    now += 1999;
    simulated.increment(1999);
    expect(actor.getSnapshot().matches({ order: { payment: 'waiting' } })).toBe(true);
    simulated.increment(1);
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches('order')).toBe(true);
    simulated.increment(3000);
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches('paid')).toBe(true);
    expect(refreshed).toBe(1);
    actor.stop();
  });
});
