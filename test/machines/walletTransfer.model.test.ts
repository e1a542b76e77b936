import { describe, expect, it } from 'vitest';
import { walletTransferMachine } from '@machines/wallet/walletTransfer.machine';
import { checkTransfer, choosePair, paiseToInputText } from '@machines/wallet/walletTransfer.rules';
import { recheckDelayMs } from '@machines/wallet/writeOutcome.rules';
import { testMachineModel } from './modelHarness';
import { walletTransferModel } from './walletTransfer.model';

testMachineModel(walletTransferModel);

describe('wallet transfer rules', () => {
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

  it('asks about an unknown outcome after 2 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(recheckDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    const delay = walletTransferMachine.implementations.delays.recheckDelay as (args: { context: { checks: number } }) => number;
    expect(delay({ context: { checks: 0 } })).toBe(2_000);
  });
});
