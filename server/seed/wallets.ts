import { createStores } from '../store/index';
import type { Db } from '../types';
import { matchWithdrawalToPeer } from '../wallet/confirmations';
import { requestWithdrawal } from '../wallet/withdrawals';
import { bankNameOf } from '../walletRules';

const MINUTE_MS = 60_000;

/** Vendors with a game wallet of their own, one or two per category (the merchant is multi-wallet). */
export const GAME_WALLETS: readonly { code: string; category: string }[] = [
  { code: 'PG', category: 'RNG' },
  { code: 'EVO', category: 'LIVE' },
  { code: 'SABA', category: 'SPORTS' },
  { code: 'KY', category: 'PVP' },
  { code: 'AV', category: 'ESPORTS' },
];

export const DEMO_MEMBER_ID = 10001;
/** team_rohan pays demo_member's seeded withdrawal peer to peer. */
export const PEER_DEPOSITOR_ID = 10006;
export const SEEDED_PEER_ORDER_ID = 'DPSEEDPEER0001';

/**
 * Wallet data: the game wallets, demo_member's bank account, and a ₹2,000 withdrawal of
 * demo_member that team_rohan's deposit paid peer to peer, waiting for demo_member to confirm it
 * (SPEC 4) until the merchant's minutes have passed. Runs after the accounts (opening balances) and games.
 */
export function seedWallets(db: Db, now: number): void {
  const gameWallet = db.prepare('INSERT INTO game_wallet (code, category, sort) VALUES (?, ?, ?)');
  for (const [index, wallet] of GAME_WALLETS.entries()) gameWallet.run(wallet.code, wallet.category, index);

  const ctx = { db, stores: createStores(db) };
  const bank = ctx.stores.bankAccounts.add({
    memberId: DEMO_MEMBER_ID,
    holderName: 'DEMO MEMBER',
    bankName: bankNameOf('SBIN0004521'),
    ifsc: 'SBIN0004521',
    accountNumber: '30012345678901',
    createdAt: now - 30 * 24 * 60 * MINUTE_MS,
  });
  const withdrawal = requestWithdrawal(ctx, DEMO_MEMBER_ID, { bankAccountId: bank.id, amountPaise: 200_000 }, now - 10 * MINUTE_MS);
  matchWithdrawalToPeer(ctx, withdrawal.id, PEER_DEPOSITOR_ID, SEEDED_PEER_ORDER_ID, now - 5 * MINUTE_MS);
}
