import { describe, expect, it } from 'vitest';
import { balanceAfter, balanceTooLow, peerStep } from '@machines/wallet/peerTransfer.selectors';

/** Limits ₹100 to ₹50,000. */
const info = (balancePaise: number) => ({ minPaise: 10_000, maxPaise: 5_000_000, balancePaise });
const snapshot = (value: string, balancePaise: number | null, amountPaise: number | null = null) => ({
  value,
  context: { info: balancePaise === null ? null : info(balancePaise), amountPaise },
});

describe('SPEC 6 transfers to a peer: what the form shows (the model oracles read the machine, these the selectors)', () => {
  it('names the step of every state, the transfer under way as writing', () => {
    const states = ['loading', 'loadFailed', 'noUpline', 'noPassword', 'editing', 'confirming', 'sending', 'unknown', 'rechecking', 'done'];
    expect(states.map((value) => peerStep(snapshot(value, null)))).toEqual([
      'loading',
      'loadFailed',
      'noUpline',
      'noPassword',
      'form',
      'confirm',
      'writing',
      'unknown',
      'unknown',
      'done',
    ]);
  });
  it('shows the balance after the amount on the confirm step: the whole balance leaves 0', () => {
    expect(balanceAfter(snapshot('confirming', 100_000, 100_000))).toBe(0);
    expect(balanceAfter(snapshot('confirming', 100_000, 10_000))).toBe(90_000);
    expect(balanceAfter(snapshot('editing', 100_000))).toBeNull();
    expect(balanceAfter(snapshot('loading', null, 10_000))).toBeNull();
  });
  it('says the balance is too low only under the ₹100 minimum (1 paise under, on it)', () => {
    expect(balanceTooLow(snapshot('editing', 9_999))).toBe(true);
    expect(balanceTooLow(snapshot('editing', 10_000))).toBe(false);
    expect(balanceTooLow(snapshot('loading', null))).toBe(false);
    expect(balanceTooLow({ value: 'editing', context: { info: { minPaise: 10_000, maxPaise: 9_999, balancePaise: 100_000 }, amountPaise: null } })).toBe(true);
  });
});
