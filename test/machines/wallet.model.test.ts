import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { walletMachine } from '@machines/wallet/wallet.machine';
import { testMachineModel } from './modelHarness';
import { BALANCE, walletModel } from './wallet.model';

testMachineModel(walletModel);

describe('wallet: a money write during a balance fetch', () => {
  it('fetches once more, so the header shows the balance after the write', async () => {
    const answers = [
      { ...BALANCE, balancePaise: 2_500_000 },
      { ...BALANCE, balancePaise: 2_400_000 },
    ];
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
