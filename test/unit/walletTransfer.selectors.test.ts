import { describe, expect, it } from 'vitest';
import { type WalletTransferContext, walletTransferMachine } from '@machines/wallet/walletTransfer.machine';
import { offersTransfers, shownWallets, toOptions } from '@machines/wallet/walletTransfer.selectors';

const MAIN = { code: 'MAIN', name: 'Main wallet', balancePaise: 100_000 };
const GAMES = [
  { code: 'PG', name: 'PG Soft', balancePaise: 25_000 },
  { code: 'EVO', name: 'Evolution', balancePaise: 0 },
];
const at = (value: string, context: Partial<WalletTransferContext>) =>
  walletTransferMachine.resolveState({
    value,
    context: {
      newKey: () => 'key-0001',
      wallets: [],
      isSingle: false,
      from: 'MAIN',
      to: 'MAIN',
      amountText: '',
      issue: null,
      pending: null,
      idempotencyKey: null,
      outcome: null,
      failure: null,
      loadError: null,
      refreshFailed: false,
      checks: 0,
      ...context,
    },
  });
const codes = (wallets: readonly { code: string }[]) => wallets.map((wallet) => wallet.code);

describe('SPEC 7 Wallet: what the transfer page shows (the model oracles read the machine, these the selectors)', () => {
  it('shows only main to a single-wallet merchant, and no transfers', () => {
    const single = at('single', { wallets: [MAIN, ...GAMES], isSingle: true });
    expect(codes(shownWallets(single))).toEqual(['MAIN']);
    expect(offersTransfers(single)).toBe(false);
  });
  it('offers transfers once the wallets of a multi-wallet merchant are known, with a game wallet', () => {
    expect(offersTransfers(at('ready', { wallets: [MAIN, ...GAMES], from: 'MAIN', to: 'PG' }))).toBe(true);
    expect(codes(shownWallets(at('ready', { wallets: [MAIN, ...GAMES], from: 'MAIN', to: 'PG' })))).toEqual(['MAIN', 'PG', 'EVO']);
    expect(offersTransfers(at('ready', { wallets: [MAIN] }))).toBe(false);
    expect(offersTransfers(at('loading', { wallets: [MAIN, ...GAMES] }))).toBe(false);
    expect(offersTransfers(at('loadFailed', { wallets: [MAIN, ...GAMES] }))).toBe(false);
  });
  it('offers the game wallets as targets of a transfer in, main of one out', () => {
    expect(codes(toOptions(at('ready', { wallets: [MAIN, ...GAMES], from: 'MAIN', to: 'PG' })))).toEqual(['PG', 'EVO']);
    expect(codes(toOptions(at('ready', { wallets: [MAIN, ...GAMES], from: 'PG', to: 'MAIN' })))).toEqual(['MAIN']);
  });
});
