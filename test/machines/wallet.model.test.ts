import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { walletMachine } from '@machines/wallet/wallet.machine';
import { apiFailure } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const BALANCE = { balance: 25000, balancePaise: 2_500_000, currency: 'INR', currencySymbol: '₹' };
let persisted = 0;

testMachineModel(walletMachine, {
  input: { hidden: false },
  fixtures: {
    outputs: { fetchBalance: [BALANCE] },
    errors: { fetchBalance: [apiFailure('network')] },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.hidden, snapshot.context.stale, snapshot.context.balance !== null],
  provide: { actions: { persistHidden: () => void persisted++ } },
  check: (snapshot, event, previous) => {
    if (event.type === 'TOGGLE_HIDDEN') {
      expect(persisted).toBeGreaterThan(0);
      persisted = 0;
    }
    // Logged out: no balance is kept for the next person at this browser.
    if (snapshot.matches('signedOut')) expect(snapshot.context.balance).toBeNull();
    if (event.type === 'SIGNED_OUT') expect(snapshot.matches('signedOut')).toBe(true);
    if (snapshot.matches('ready')) {
      expect(snapshot.context.balance).toEqual(BALANCE);
      expect(snapshot.context.error).toBeNull();
    }
    // The header says why the balance is missing.
    if (snapshot.matches('failed')) expect(snapshot.context.error).toMatchObject({ kind: 'network' });
    // A refresh during a fetch is not lost: one more fetch follows the one under way.
    if (event.type === 'REFRESH' && previous.matches('loading')) expect(snapshot.context.stale).toBe(true);
    if (event.type === 'REFRESH' && (previous.matches('ready') || previous.matches('failed'))) expect(snapshot.matches('loading')).toBe(true);
    if (event.type.startsWith('xstate.done.actor.') && snapshot.matches('loading')) {
      expect(snapshot.context.stale).toBe(false);
      expect(snapshot.context.balance).toEqual(BALANCE);
    }
    if (event.type === 'SIGNED_IN') expect(snapshot.matches('loading')).toBe(true);
  },
});

describe('wallet: a money write during a balance fetch', () => {
  it('fetches once more, so the header shows the balance after the write', async () => {
    const answers = [{ ...BALANCE, balancePaise: 2_500_000 }, { ...BALANCE, balancePaise: 2_400_000 }];
    let calls = 0;
    const releases: Array<() => void> = [];
    const actor = createActor(
      walletMachine.provide({
        actors: {
          fetchBalance: fromPromise(async () => {
            const answer = answers[Math.min(calls++, answers.length - 1)]!;
            await new Promise<void>((resolve) => releases.push(resolve));
            return answer;
          }),
        },
      }),
      { input: { hidden: false } },
    ).start();
    actor.send({ type: 'SIGNED_IN' });
    actor.send({ type: 'REFRESH' });
    releases.shift()?.();
    await waitFor(actor, () => calls === 2);
    releases.shift()?.();
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toBe(2);
    expect(ready.context.balance?.balancePaise).toBe(2_400_000);
  });
});
