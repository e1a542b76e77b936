import { memberAccount } from '../../server/ledger/accounts';
import { placeBet, settleBet } from '../../server/play/betting';
import { createStores } from '../../server/store/index';
import type { TestServer } from './helpers';

/** A real-money bet of the member from its main wallet, settled (lost) at `at`: a valid bet of the stake. */
export function settledBet(server: TestServer, memberId: number, category: string, stakePaise: number, at: number, nodeId: number | null = null) {
  const ctx = { db: server.db, stores: createStores(server.db) };
  const wallet = { code: 'MAIN', purpose: 'main' as const, account: memberAccount.main(memberId), house: 'house:games', currency: 'INR' as const };
  const betId = placeBet(ctx, { memberId, wallet, vendor: 'TEST', category, nodeId, stakePaise, now: at - 1_000 });
  settleBet(ctx, { betId, wallet, stakePaise, payoutPaise: 0, now: at });
  return betId;
}
