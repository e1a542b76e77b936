import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { CONTRACT_OFFER_LIFETIME_MS, type Contract } from '@kernel/agencyContracts';
import { contractOfferMachine } from '@machines/contractOffer/contractOffer.machine';
import { contractOfferModels } from './contractOffer.model';
import { testMachineModel } from './modelHarness';

for (const model of contractOfferModels) testMachineModel(model);

describe('contract offer: a call that fails without saying why', () => {
  it('still shows a failure the receiver can retry (never a dead end)', async () => {
    const offer: Contract = {
      id: 7,
      kind: 'dailySalary',
      status: 'pending',
      offerer: 'demo_agent',
      receiver: 'demo_subagent',
      terms: { kind: 'dailySalary', dailyBetPaise: 0, rateBps: 50 },
      offeredAt: 0,
      expiresAt: CONTRACT_OFFER_LIFETIME_MS,
      answeredAt: null,
      terminatedAt: null,
      terminationReason: null,
    };
    const machine = contractOfferMachine.provide({ actors: { previewAccept: fromPromise(() => Promise.reject(undefined)) } });
    const input = {
      kind: 'dailySalary',
      role: 'receiver',
      contract: offer,
      receiver: 'demo_subagent',
      ownRates: null,
      uplineMayTerminate: false,
      currentTerms: null,
      clock: () => 0,
    } as const;
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'ACCEPT' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ pending: { answer: 'previewAcceptFailed' } }));
    expect(failed.context.error).toBeInstanceOf(Error);
    expect(failed.can({ type: 'RETRY' })).toBe(true);
    actor.stop();
  });
});

describe('contract offer: a countdown whose timer came late (a tab in the background, a computer that slept)', () => {
  const START = Date.UTC(2026, 4, 4, 6, 30);
  const MINUTE = 60_000;
  /** An offer received with 10 minutes left. */
  const offer: Contract = {
    id: 8,
    kind: 'hourlySalary',
    status: 'pending',
    offerer: 'demo_agent',
    receiver: 'demo_subagent',
    terms: { kind: 'hourlySalary', hourlyBetPaise: 0, rateBps: 50 },
    offeredAt: START + 10 * MINUTE - CONTRACT_OFFER_LIFETIME_MS,
    expiresAt: START + 10 * MINUTE,
    answeredAt: null,
    terminatedAt: null,
    terminationReason: null,
  };

  it('counts the time the clock says passed, and expires at the first tick after the expiry', () => {
    // The timers run on the simulated clock; the wall clock also counts the time the page slept, when no timer ran.
    const timers = new SimulatedClock();
    let slept = 0;
    const told: Contract[] = [];
    const machine = contractOfferMachine.provide({ actions: { contractChanged: (_, params: { contract: Contract }) => void told.push(params.contract) } });
    const input = {
      kind: 'hourlySalary',
      role: 'receiver',
      contract: offer,
      receiver: 'demo_subagent',
      ownRates: null,
      uplineMayTerminate: false,
      currentTerms: null,
      clock: () => START + timers.now() + slept,
    } as const;
    const actor = createActor(machine, { input, clock: timers }).start();
    expect(actor.getSnapshot().context.leftMs).toBe(10 * MINUTE);
    // On time: a second less.
    timers.increment(1_000);
    expect(actor.getSnapshot().context.leftMs).toBe(10 * MINUTE - 1_000);
    // The page sleeps 4 minutes: its next tick comes 1 s late by the timers, 4 min 1 s by the clock.
    slept = 4 * MINUTE;
    timers.increment(1_000);
    expect(actor.getSnapshot().context.leftMs).toBe(6 * MINUTE - 2_000);
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    // It sleeps past the expiry: the next tick finds it passed, and the offer expires there (the page is told).
    slept += 6 * MINUTE;
    timers.increment(1_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(told).toEqual([{ ...offer, status: 'expired' }]);
    actor.stop();
  });
});
