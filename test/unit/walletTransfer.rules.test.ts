import { describe, expect, it } from 'vitest';
import { MAIN_WALLET, type Wallet } from '@kernel/wallet';
import { balanceOf, checkTransfer, choosePair, gameMoneyPaise, keepPair, paiseToInputText, sameWrite } from '@machines/wallet/walletTransfer.rules';

/** SPEC 7 Wallet: transfers between main and a game wallet, never between two game wallets; 'all to main'. */
const wallet = (code: string, balancePaise: number): Wallet => ({ code, name: code, balancePaise }) as Wallet;
const wallets = [wallet(MAIN_WALLET, 100_00), wallet('G1', 30_00), wallet('G2', 45_50)];

describe('SPEC 7 wallet balances', () => {
  it("reads a wallet's balance, and 0 for a wallet that is not there", () => {
    expect(balanceOf(wallets, 'G2')).toBe(45_50);
    expect(balanceOf(wallets, 'GONE')).toBe(0);
  });
  it("sums the game wallets' money (what 'all to main' moves), main not included", () => {
    expect(gameMoneyPaise(wallets)).toBe(75_50);
    expect(gameMoneyPaise([wallet(MAIN_WALLET, 5)])).toBe(0);
  });
});

describe('SPEC 7 choosing the pair: one side is always main', () => {
  it('keeps the chosen game wallet when main is chosen again on either side', () => {
    expect(choosePair(wallets, { from: MAIN_WALLET, to: 'G2' }, 'from', MAIN_WALLET)).toEqual({ from: MAIN_WALLET, to: 'G2' });
    expect(choosePair(wallets, { from: MAIN_WALLET, to: 'G2' }, 'to', MAIN_WALLET)).toEqual({ from: 'G2', to: MAIN_WALLET });
    expect(choosePair(wallets, { from: 'G2', to: MAIN_WALLET }, 'from', MAIN_WALLET)).toEqual({ from: MAIN_WALLET, to: 'G2' });
  });
  it('falls back to the first game wallet when the pair held one that is gone', () => {
    expect(choosePair(wallets, { from: MAIN_WALLET, to: 'GONE' }, 'from', MAIN_WALLET)).toEqual({ from: MAIN_WALLET, to: 'G1' });
    expect(choosePair(wallets, { from: 'GONE', to: MAIN_WALLET }, 'to', MAIN_WALLET)).toEqual({ from: 'G1', to: MAIN_WALLET });
    // The pair shown while there was no game wallet is main to main: choosing now puts the first game wallet in.
    expect(choosePair(wallets, { from: MAIN_WALLET, to: MAIN_WALLET }, 'from', MAIN_WALLET)).toEqual({ from: MAIN_WALLET, to: 'G1' });
  });
  it('keeps a pair still valid after the wallets are read again, else shows main into the first game wallet', () => {
    expect(keepPair(wallets, { from: 'G2', to: MAIN_WALLET })).toEqual({ from: 'G2', to: MAIN_WALLET });
    expect(keepPair(wallets, { from: MAIN_WALLET, to: 'G2' })).toEqual({ from: MAIN_WALLET, to: 'G2' });
    expect(keepPair(wallets, { from: 'G1', to: 'G2' })).toEqual({ from: MAIN_WALLET, to: 'G1' });
    expect(keepPair(wallets, { from: MAIN_WALLET, to: MAIN_WALLET })).toEqual({ from: MAIN_WALLET, to: 'G1' });
    expect(keepPair(wallets, { from: MAIN_WALLET, to: 'GONE' })).toEqual({ from: MAIN_WALLET, to: 'G1' });
  });
});

describe('an idempotency key belongs to one intended write', () => {
  const transfer = { kind: 'transfer', from: MAIN_WALLET, to: 'G1', amountPaise: 10_00 } as const;
  it('is the same write only for the same pair and amount, or both all to main', () => {
    expect(sameWrite(transfer, { ...transfer })).toBe(true);
    expect(sameWrite(transfer, { ...transfer, amountPaise: 10_01 })).toBe(false);
    expect(sameWrite(transfer, { ...transfer, to: 'G2' })).toBe(false);
    expect(sameWrite(transfer, { ...transfer, from: 'G2', to: MAIN_WALLET })).toBe(false);
    expect(sameWrite({ kind: 'allToMain' }, { kind: 'allToMain' })).toBe(true);
    expect(sameWrite(transfer, { kind: 'allToMain' })).toBe(false);
    expect(sameWrite(null, transfer)).toBe(false);
  });
});

describe('SPEC 7 wallet transfer: the typed amount (moved from the model test)', () => {
  const wallets = [
    { code: 'MAIN', name: 'Main wallet', balancePaise: 100_000 },
    { code: 'PG', name: 'PG Soft', balancePaise: 25_000 },
    { code: 'EVO', name: 'Evolution', balancePaise: 0 },
  ];
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
});
