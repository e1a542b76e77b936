import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CreateDepositOrderRequest, DepositOrder } from '@kernel/deposit';
import { depositMachine } from '@machines/wallet/deposit.machine';
import { depositModel, NOW, OPTIONS, order, PENDING, rupees } from './deposit.model';
import { apiFailure } from './fixtures';
import { testMachineModel } from './modelHarness';

testMachineModel(depositModel);

const clock = () => NOW;
const never = <T>() => new Promise<T>(() => {});

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
