import { isTrialType } from '../../kernel/platform';
import { MAIN_WALLET } from '../../kernel/wallet';
import { teamOf } from '../agency/team';
import { HOUSE, memberAccount } from '../ledger/accounts';
import { placeBet, settleBet } from '../play/betting';
import type { PlayWallet } from '../play/wallet';
import type { MoneyContext } from '../wallet/context';

const MINUTE_MS = 60_000;
/** Each member's stakes, in order (₹50, ₹100, ₹20): small enough for most seeded balances. */
const STAKES_PAISE = [5_000, 10_000, 2_000] as const;
/** A bet settles this long after it is placed. */
const BET_DURATION_MS = 4_000;

export type PlayedBet = { username: string; stakePaise: number; payoutPaise: number; placedAt: number; settledAt: number };

/** A slot game from the main wallet, the same every time (first by sort, of a vendor without a game wallet). */
function mainWalletGame(ctx: MoneyContext): { nodeId: number; category: string; vendorCode: string } {
  const game = ctx.db
    .prepare<[], { nodeId: number; category: string; vendorCode: string }>(
      `SELECT g.node_id AS nodeId, g.category, g.vendor_code AS vendorCode
       FROM game g JOIN vendor v ON v.category = g.category AND v.code = g.vendor_code
       WHERE g.category = 'RNG' AND g.maintenance = 0 AND v.maintenance = 0
         AND g.vendor_code NOT IN (SELECT code FROM game_wallet)
       ORDER BY g.sort, g.node_id LIMIT 1`,
    )
    .get();
  if (!game) throw new Error('the catalogue has no slot game playable from the main wallet');
  return game;
}

/**
 * Makes an agent's team play for the dev controls: every real-money account of the team places
 * the stakes above that its balance allows, spread over [now, now + minutes), each settled a few
 * seconds later; every third bet wins twice its stake. The first bets settle within seconds, so
 * the real-time window open now always holds some of them.
 */
export function playTeam(ctx: MoneyContext, agentId: number, minutes: number, now: number): PlayedBet[] {
  const game = mainWalletGame(ctx);
  const span = minutes * MINUTE_MS - 2 * BET_DURATION_MS;
  const members = teamOf(ctx.db, agentId).filter((member) => !isTrialType(member.type));
  const played: PlayedBet[] = [];
  members.forEach((member, memberIndex) => {
    const wallet: PlayWallet = { code: MAIN_WALLET, purpose: 'main', account: memberAccount.main(member.id), house: HOUSE.games, currency: 'INR' };
    STAKES_PAISE.forEach((stakePaise, betIndex) => {
      if (ctx.stores.journal.balanceOf(wallet.account) < stakePaise) return;
      const placedAt = now + 1_000 + Math.floor((betIndex * span) / STAKES_PAISE.length) + (memberIndex % 10) * 100;
      const settledAt = placedAt + BET_DURATION_MS;
      const payoutPaise = (memberIndex + betIndex) % 3 === 0 ? stakePaise * 2 : 0;
      const betId = placeBet(ctx, { memberId: member.id, wallet, vendor: game.vendorCode, category: game.category, nodeId: game.nodeId, stakePaise, now: placedAt });
      settleBet(ctx, { betId, wallet, stakePaise, payoutPaise, now: settledAt });
      played.push({ username: member.username, stakePaise, payoutPaise, placedAt, settledAt });
    });
  });
  return played;
}
