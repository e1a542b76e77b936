import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
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
      now: 0,
    } as const;
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'ACCEPT' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ pending: 'previewAcceptFailed' }));
    expect(failed.context.error).toBeInstanceOf(Error);
    expect(failed.can({ type: 'RETRY' })).toBe(true);
    actor.stop();
  });
});
