import { describe, expect, it } from 'vitest';
import { walletTransferMachine } from '@machines/wallet/walletTransfer.machine';
import { failureCode, isUnknownOutcome, recheckDelayMs } from '@machines/wallet/writeOutcome.rules';
import { ApiError } from '@/api/errors';

const failure = (kind: ConstructorParameters<typeof ApiError>[0], code: string | null = null) => new ApiError(kind, 'failed', { path: '/wps/wallet', code });

describe('Issue 8 money writes: what a failed write means', () => {
  it('may have moved money after no answer, a timeout, a server error or an unreadable answer', () => {
    for (const kind of ['network', 'timeout', 'http', 'contract'] as const) expect(isUnknownOutcome(failure(kind))).toBe(true);
  });
  it('moved nothing after a refusal or once the session ended', () => {
    expect(isUnknownOutcome(failure('business', 'insufficientBalance'))).toBe(false);
    expect(isUnknownOutcome(failure('expired'))).toBe(false);
  });
  it('is asked about too after a failure that is not the API client’s (a bug, a failed key)', () => {
    expect(isUnknownOutcome(new Error('randomUUID failed'))).toBe(true);
    expect(isUnknownOutcome({ kind: 42 })).toBe(true);
    expect(isUnknownOutcome(null)).toBe(true);
    expect(isUnknownOutcome(undefined)).toBe(true);
    expect(isUnknownOutcome('boom')).toBe(true);
  });

  it('names the business code of a refusal, and none for anything else', () => {
    expect(failureCode(failure('business', 'confirmationClosed'))).toBe('confirmationClosed');
    expect(failureCode(failure('business'))).toBeNull();
    expect(failureCode(failure('network'))).toBeNull();
    expect(failureCode({ kind: 'business', details: { code: 7 } })).toBeNull();
    expect(failureCode({ kind: 'network' })).toBeNull();
    expect(failureCode(new Error('boom'))).toBeNull();
    expect(failureCode(null)).toBeNull();
    expect(failureCode(undefined)).toBeNull();
  });

  it('asks again about an unknown outcome after 2 s, 4 s, 8 s, ... at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(recheckDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it("is the wallet transfer machine's recheck delay: 2 s, 4 s, 8 s, 16 s, then 30 s (moved from the model test)", () => {
    expect([0, 1, 2, 3, 4, 9].map(recheckDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    const delay = walletTransferMachine.implementations.delays.recheckDelay as (args: { context: { checks: number } }) => number;
    expect(delay({ context: { checks: 0 } })).toBe(2_000);
  });
});
