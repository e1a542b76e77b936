import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type WalletTransferContext, walletTransferMachine } from '@machines/wallet/walletTransfer.machine';
import { checkTransfer, choosePair, paiseToInputText, sameWrite } from '@machines/wallet/walletTransfer.rules';
import { offersTransfers, shownWallets, toOptions } from '@machines/wallet/walletTransfer.selectors';
import { recheckDelayMs } from '@machines/wallet/writeOutcome.rules';
import { WalletErrorCode } from '@/contract/walletErrorCodes';
import type { MerchantWallet } from '@/contract/wallet';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const MAIN = { code: 'MAIN', name: 'Main wallet', balancePaise: 100_000 };
/** Main ₹1,000.00, PG ₹250.00, EVO empty. */
const MULTI: MerchantWallet = { isSingle: false, wallets: [MAIN, { code: 'PG', name: 'PG Soft', balancePaise: 25_000 }, { code: 'EVO', name: 'Evolution', balancePaise: 0 }] };
/** Nothing left in any game wallet. */
const GAMES_EMPTY: MerchantWallet = { isSingle: false, wallets: [MAIN, { code: 'PG', name: 'PG Soft', balancePaise: 0 }, { code: 'EVO', name: 'Evolution', balancePaise: 0 }] };
const SINGLE: MerchantWallet = { isSingle: true, wallets: [MAIN] };

const TRANSFERRED = { from: 'MAIN', to: 'PG', amountPaise: 10_000, createdAt: 1 };
const KEY = 'key-0001';

let walletRefreshes = 0;
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WalletTransferContext;
const isDone = (event: EventObject, src: string) => event.type.startsWith('xstate.done.actor.') && event.type.includes(src);
const isError = (event: EventObject, src: string) => event.type.startsWith('xstate.error.actor.') && event.type.includes(src);
const outputOf = (event: EventObject) => (event as unknown as { output: unknown }).output;
const errorOf = (event: EventObject) => (event as unknown as { error: { kind?: string } }).error;
const writing = (snapshot: AnyMachineSnapshot) => ['preparing', 'sending', 'unknown', 'confirming'].some((state) => snapshot.matches(state));

testMachineModel(walletTransferMachine, {
  fixtures: {
    outputs: { loadWallets: [MULTI, SINGLE, GAMES_EMPTY], makeKey: [KEY], sendWrite: [TRANSFERRED] },
    errors: {
      loadWallets: [apiFailure('network')],
      makeKey: [new Error('no randomness')],
      sendWrite: [business(WalletErrorCode.insufficientBalance), apiFailure('network')],
    },
    events: {
      SET_AMOUNT: [{ type: 'SET_AMOUNT', text: '100' }],
      SET_FROM: [{ type: 'SET_FROM', code: 'PG' }],
      SET_TO: [{ type: 'SET_TO', code: 'MAIN' }],
    },
  },
  // What decides the next step: the wallets, the pair, the typed amount, the pending write and its key.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.isSingle, c.wallets.map((wallet) => wallet.balancePaise).join(','), c.from, c.to, c.amountText, JSON.stringify(c.pending), c.idempotencyKey !== null];
  },
  provide: { actions: { notifyWallet: () => void walletRefreshes++ } },
  check: (snapshot, event, previous) => {
    const c = ctx(snapshot);
    const before = ctx(previous);
    // The root wallet hears of every success, and of nothing else.
    const succeeded = isDone(event, 'sending') || isDone(event, 'confirming');
    expect(walletRefreshes).toBe(succeeded ? 1 : 0);
    walletRefreshes = 0;

    if (snapshot.matches('loadFailed')) expect(c.loadError).toMatchObject({ kind: 'network' });
    // SPEC 7 isSingle: only the main wallet, no transfer controls.
    if (snapshot.matches('single')) {
      expect(c.isSingle).toBe(true);
      expect(shownWallets(snapshot as never).map((wallet) => wallet.code)).toEqual(['MAIN']);
      expect(offersTransfers(snapshot as never)).toBe(false);
    }
    // A transfer goes in or out: exactly one side is the main wallet, and the target is one the form offers.
    if (snapshot.matches('ready') || (snapshot.matches('refreshing') && !c.isSingle)) {
      expect(c.isSingle).toBe(false);
      expect((c.from === 'MAIN') !== (c.to === 'MAIN')).toBe(true);
      expect(toOptions(snapshot as never).map((wallet) => wallet.code)).toContain(c.to);
      expect(offersTransfers(snapshot as never)).toBe(true);
    }
    if (event.type === 'SET_FROM' && !c.isSingle) expect([c.from, c.to]).toEqual(['PG', 'MAIN']);
    if (event.type === 'SET_TO' && !c.isSingle) expect([c.from, c.to]).toEqual(['PG', 'MAIN']);
    if (event.type === 'SWAP') expect([c.from, c.to]).toEqual([before.to, before.from]);
    if (event.type === 'FILL_MAX') expect(c.amountText).toBe(paiseToInputText(c.wallets.find((w) => w.code === c.from)?.balancePaise ?? 0));

    // Bad input is told, and nothing is sent: empty, or more than the source wallet holds.
    if (event.type === 'SUBMIT' && previous.matches('ready')) {
      const balance = before.wallets.find((wallet) => wallet.code === before.from)?.balancePaise ?? 0;
      const typed = before.amountText === '' ? null : Number(before.amountText) * 100;
      const expected = typed === null ? 'amountEmpty' : typed === 0 ? 'amountNotPositive' : typed > balance ? 'insufficientBalance' : null;
      expect(c.issue).toBe(expected);
      expect(writing(snapshot)).toBe(expected === null);
    }
    if (event.type === 'ALL_TO_MAIN' && previous.matches('ready')) {
      const gameMoney = before.wallets.filter((wallet) => wallet.code !== 'MAIN').reduce((sum, wallet) => sum + wallet.balancePaise, 0);
      expect(c.issue).toBe(gameMoney === 0 ? 'nothingToMove' : null);
      expect(writing(snapshot)).toBe(gameMoney > 0);
      if (gameMoney > 0) expect(c.pending).toEqual({ kind: 'allToMain' });
    }
    // One key per intended write: a new write waits for a fresh key; the same write (a retry) reuses its key.
    if (snapshot.matches('preparing')) {
      expect(c.pending).not.toBeNull();
      expect(c.idempotencyKey).toBeNull();
    }
    if (snapshot.matches('sending')) {
      expect(c.idempotencyKey).toBe(KEY);
      if (previous.matches('ready')) {
        expect(before.idempotencyKey).toBe(KEY);
        expect(sameWrite(before.pending, c.pending)).toBe(true);
      }
    }
    if (previous.matches('ready') && (event.type === 'SUBMIT' || event.type === 'ALL_TO_MAIN') && snapshot.matches('preparing') && before.idempotencyKey !== null) {
      expect(sameWrite(before.pending, c.pending)).toBe(false);
    }
    // A lost answer: the outcome is unknown, the same write and key are kept and sent again.
    if (snapshot.matches('unknown') || snapshot.matches('confirming')) {
      expect(c.idempotencyKey).toBe(KEY);
      expect(c.pending).toEqual(before.pending);
      expect(c.outcome).toBeNull();
      expect(c.failure).toBeNull();
    }
    if (isError(event, 'sending') || isError(event, 'confirming')) {
      if (errorOf(event).kind === 'network') expect(snapshot.matches('unknown')).toBe(true);
      else {
        // Refused: nothing moved, the backend's message is kept, the balances are read again.
        expect(snapshot.matches('refreshing')).toBe(true);
        expect(c.failure).toMatchObject({ kind: 'business' });
        expect(c.idempotencyKey).toBe(KEY);
      }
    }
    if (isError(event, 'confirming') && errorOf(event).kind === 'network') expect(c.checks).toBe(before.checks + 1);
    if (event.type.startsWith('xstate.after.recheckDelay')) expect(snapshot.matches('confirming')).toBe(true);
    // Done: what moved is shown, the key is spent, the wallets are read again.
    if (succeeded) {
      expect(snapshot.matches('refreshing')).toBe(true);
      expect(c.outcome).toEqual({ kind: before.pending?.kind, result: outputOf(event) });
      expect(c.idempotencyKey).toBeNull();
      expect(c.pending).toBeNull();
      if (before.pending?.kind === 'transfer') expect(c.amountText).toBe('');
    }
    if (isError(event, 'refreshing')) {
      expect(c.refreshFailed).toBe(true);
      expect(c.wallets).toEqual(before.wallets);
    }
    if (isDone(event, 'loadWallets') || isDone(event, 'refreshing') || isDone(event, 'loading')) {
      expect(c.wallets).toEqual((outputOf(event) as MerchantWallet).wallets);
      expect(c.refreshFailed).toBe(false);
    }
    // Nothing is edited while a write is under way.
    if (writing(previous) && ['SET_FROM', 'SET_TO', 'SWAP', 'SET_AMOUNT', 'FILL_MAX'].includes(event.type)) {
      expect([c.from, c.to, c.amountText]).toEqual([before.from, before.to, before.amountText]);
    }
  },
});

describe('wallet transfer rules', () => {
  const wallets = MULTI.wallets;
  it('checks the typed amount against the source wallet', () => {
    expect(checkTransfer(wallets, { from: 'MAIN', to: 'PG' }, '')).toEqual({ ok: false, issue: 'amountEmpty' });
    expect(checkTransfer(wallets, { from: 'MAIN', to: 'PG' }, 'abc')).toEqual({ ok: false, issue: 'amountNotNumber' });
    expect(checkTransfer(wallets, { from: 'MAIN', to: 'PG' }, '0')).toEqual({ ok: false, issue: 'amountNotPositive' });
    expect(checkTransfer(wallets, { from: 'MAIN', to: 'PG' }, '1.234')).toEqual({ ok: false, issue: 'amountTooManyDecimals' });
    expect(checkTransfer(wallets, { from: 'PG', to: 'MAIN' }, '250.01')).toEqual({ ok: false, issue: 'insufficientBalance' });
    expect(checkTransfer(wallets, { from: 'PG', to: 'MAIN' }, '250')).toEqual({ ok: true, write: { kind: 'transfer', from: 'PG', to: 'MAIN', amountPaise: 25_000 } });
    expect(checkTransfer(wallets, { from: 'MAIN', to: 'PG' }, '1,000.00')).toMatchObject({ ok: true });
  });

  it('keeps one side on the main wallet', () => {
    expect(choosePair(wallets, { from: 'MAIN', to: 'PG' }, 'from', 'EVO')).toEqual({ from: 'EVO', to: 'MAIN' });
    expect(choosePair(wallets, { from: 'EVO', to: 'MAIN' }, 'from', 'MAIN')).toEqual({ from: 'MAIN', to: 'EVO' });
    expect(choosePair(wallets, { from: 'MAIN', to: 'PG' }, 'to', 'MAIN')).toEqual({ from: 'PG', to: 'MAIN' });
    expect(choosePair(wallets, { from: 'PG', to: 'MAIN' }, 'to', 'EVO')).toEqual({ from: 'MAIN', to: 'EVO' });
    expect(choosePair(wallets, { from: 'MAIN', to: 'PG' }, 'to', 'NOPE')).toEqual({ from: 'MAIN', to: 'PG' });
  });

  it('writes a balance as an amount to type', () => {
    expect([0, 5, 25_000, 123_456].map(paiseToInputText)).toEqual(['0.00', '0.05', '250.00', '1234.56']);
  });

  it('asks about an unknown outcome after 2 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(recheckDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    const delay = walletTransferMachine.implementations.delays.recheckDelay as (args: { context: { checks: number } }) => number;
    expect(delay({ context: { checks: 0 } })).toBe(2_000);
  });
});
