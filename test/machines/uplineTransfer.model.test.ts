import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type UplineTransferContext, uplineTransferMachine } from '@machines/wallet/uplineTransfer.machine';
import { checkUplineTransfer } from '@machines/wallet/uplineTransfer.rules';
import { balanceAfter, uplineStep } from '@machines/wallet/uplineTransfer.selectors';
import type { UplineTransferInfo } from '@/contract/transferUpline';
import { WalletErrorCode } from '@/contract/walletErrorCodes';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

/** Limits ₹100 to ₹50,000; balance ₹1,000. */
const INFO: UplineTransferInfo = { uplineAccount: 'demo_agent', minPaise: 10_000, maxPaise: 5_000_000, balancePaise: 100_000, hasWithdrawPassword: true };
const NO_PASSWORD: UplineTransferInfo = { ...INFO, hasWithdrawPassword: false };
const RESULT = { uplineAccount: 'demo_agent', amountPaise: 20_000, balancePaise: 80_000, createdAt: 1 };
const KEY = 'key-upline-1';

let walletRefreshes = 0;
let securityOpened = 0;
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as UplineTransferContext;
const isDone = (event: EventObject, state: string) => event.type.startsWith('xstate.done.actor.') && event.type.includes(state);
const isError = (event: EventObject, state: string) => event.type.startsWith('xstate.error.actor.') && event.type.includes(state);
const codeOf = (event: EventObject) => (event as unknown as { error: { kind?: string; details?: { code?: string } } }).error;
const writing = (snapshot: AnyMachineSnapshot) => ['preparing', 'sending', 'unknown', 'rechecking'].some((state) => snapshot.matches(state));

testMachineModel(uplineTransferMachine, {
  fixtures: {
    outputs: { loadInfo: [INFO, NO_PASSWORD], makeKey: [KEY], transfer: [RESULT] },
    errors: {
      loadInfo: [apiFailure('network'), business(WalletErrorCode.noUpline)],
      makeKey: [new Error('no randomness')],
      transfer: [business(WalletErrorCode.withdrawPasswordWrong), business(WalletErrorCode.withdrawPasswordNotSet), apiFailure('timeout')],
    },
    events: {
      // ₹200 fits; ₹50 is below the minimum; ₹2,000 is above the balance.
      SET_AMOUNT: [
        { type: 'SET_AMOUNT', text: '200' },
        { type: 'SET_AMOUNT', text: '50' },
        { type: 'SET_AMOUNT', text: '2000' },
      ],
      SET_PASSWORD: [{ type: 'SET_PASSWORD', text: 'Pay@1234' }],
    },
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.info?.hasWithdrawPassword ?? null, c.info?.balancePaise ?? null, c.amountText, c.password !== '', c.amountPaise, c.pendingPaise, c.idempotencyKey !== null];
  },
  provide: { actions: { notifyWallet: () => void walletRefreshes++, openSecurityCenter: () => void securityOpened++ } },
  check: (snapshot, event, previous) => {
    const c = ctx(snapshot);
    const before = ctx(previous);
    const succeeded = isDone(event, 'sending') || isDone(event, 'rechecking');
    // The root wallet hears of a transfer made, and of nothing else.
    expect(walletRefreshes).toBe(succeeded ? 1 : 0);
    walletRefreshes = 0;
    expect(securityOpened).toBe(event.type === 'OPEN_SECURITY' ? 1 : 0);
    securityOpened = 0;

    if (snapshot.matches('loadFailed')) expect(c.loadError).toMatchObject({ kind: 'network' });
    if (snapshot.matches('noUpline')) expect(c.loadError).toMatchObject({ details: { code: WalletErrorCode.noUpline } });
    // No withdrawal password: the form is not offered, the member is sent to set one.
    if (snapshot.matches('noPassword') && isDone(event, 'loading')) expect(c.info?.hasWithdrawPassword).toBe(false);
    if (snapshot.matches('editing') && isDone(event, 'loading')) expect(c.info?.hasWithdrawPassword).toBe(true);
    // The amount within the limits and the balance, and a password, before the confirm step.
    if (event.type === 'NEXT' && previous.matches('editing')) {
      const typed = before.amountText === '' ? null : Number(before.amountText) * 100;
      const amountIssue = typed === null ? 'amountEmpty' : typed < INFO.minPaise ? 'amountBelowMin' : typed > (before.info?.balancePaise ?? 0) ? 'insufficientBalance' : null;
      const passwordIssue = before.password === '' ? 'passwordEmpty' : null;
      if (amountIssue || passwordIssue) {
        expect(snapshot.matches('editing')).toBe(true);
        expect([c.amountIssue, c.passwordIssue]).toEqual([amountIssue, passwordIssue]);
      } else {
        expect(snapshot.matches('confirming')).toBe(true);
        expect(c.amountPaise).toBe(typed);
      }
    }
    if (snapshot.matches('confirming')) {
      expect(c.amountPaise).not.toBeNull();
      expect(balanceAfter(snapshot as never)).toBe((c.info?.balancePaise ?? 0) - (c.amountPaise ?? 0));
      expect(uplineStep(snapshot as never)).toBe('confirm');
    }
    // One key per intended transfer: a new amount waits for a fresh key, the same amount reuses it.
    if (snapshot.matches('preparing')) {
      expect(c.idempotencyKey).toBeNull();
      expect(c.pendingPaise).toBe(c.amountPaise);
    }
    if (snapshot.matches('sending')) {
      expect(c.idempotencyKey).toBe(KEY);
      expect(c.pendingPaise).toBe(c.amountPaise);
      expect(c.password).not.toBe('');
      if (previous.matches('confirming')) expect(before.idempotencyKey).toBe(KEY);
    }
    // A lost answer: the same transfer, key and password are kept and sent again.
    if (snapshot.matches('unknown') || snapshot.matches('rechecking')) {
      expect([c.idempotencyKey, c.pendingPaise, c.password]).toEqual([KEY, before.pendingPaise, before.password]);
      expect(c.result).toBeNull();
      expect(uplineStep(snapshot as never)).toBe('unknown');
    }
    if (event.type.startsWith('xstate.after.recheckDelay')) expect(snapshot.matches('rechecking')).toBe(true);
    if (isError(event, 'rechecking') && codeOf(event).kind === 'timeout') expect(c.checks).toBe(before.checks + 1);
    // Refused: nothing moved; the message is kept, the password is typed again, the key kept for the same amount.
    if ((isError(event, 'sending') || isError(event, 'rechecking')) && codeOf(event).kind === 'business') {
      expect(c.failure).toBe((event as unknown as { error: unknown }).error);
      expect(c.password).toBe('');
      expect(c.idempotencyKey).toBe(KEY);
      expect(snapshot.matches(codeOf(event).details?.code === WalletErrorCode.withdrawPasswordNotSet ? 'noPassword' : 'editing')).toBe(true);
    }
    // Done: the result shown, the password forgotten, the key spent, the new balance shown.
    if (snapshot.matches('done')) {
      expect(c.result).toEqual(RESULT);
      expect([c.password, c.idempotencyKey, c.pendingPaise]).toEqual(['', null, null]);
      expect(c.info?.balancePaise).toBe(RESULT.balancePaise);
    }
    if (event.type === 'AGAIN') {
      expect(snapshot.matches('loading')).toBe(true);
      expect(c.result).toBeNull();
    }
    if (writing(previous) && (event.type === 'SET_AMOUNT' || event.type === 'SET_PASSWORD')) {
      expect([c.amountText, c.password]).toEqual([before.amountText, before.password]);
    }
  },
});

describe('upline transfer rules', () => {
  it('checks the amount against the limits and the balance, and asks for the password', () => {
    expect(checkUplineTransfer(INFO, '', '')).toEqual({ ok: false, amountIssue: 'amountEmpty', passwordIssue: 'passwordEmpty' });
    expect(checkUplineTransfer(INFO, '99.99', 'x')).toEqual({ ok: false, amountIssue: 'amountBelowMin', passwordIssue: null });
    expect(checkUplineTransfer({ ...INFO, balancePaise: 10_000_000 }, '50000.01', 'x')).toEqual({ ok: false, amountIssue: 'amountAboveMax', passwordIssue: null });
    expect(checkUplineTransfer(INFO, '1000.01', 'x')).toEqual({ ok: false, amountIssue: 'insufficientBalance', passwordIssue: null });
    expect(checkUplineTransfer(INFO, '12.345', 'x')).toEqual({ ok: false, amountIssue: 'amountTooManyDecimals', passwordIssue: null });
    expect(checkUplineTransfer(INFO, '1,000', 'x')).toEqual({ ok: true, amountPaise: 100_000 });
  });
});
