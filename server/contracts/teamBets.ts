import { FULL_RATE_BPS, type TermsOf } from '../../kernel/agencyContracts';
import type { Db } from '../types';
import { type Period, type SlotGrid, slotOf } from './periods';

/** One member's settled real-money bets in one slot. */
export type SlotBets = {
  /** Every bet, counted or not (a real-time window without any team bet gets no settlement row). */
  bets: number;
  /** Bets that count: for real-time salary those of at least the single bet amount, else all. */
  counted: number;
  validPaise: number;
  /** Stakes less payouts of the counted bets: the team's loss, the agency's profit. */
  profitPaise: number;
  /** Real-time salary: the per-bet salaries, each floored on its own. */
  realtimePaise: number;
};

type Row = SlotBets & { slot: number; memberId: number };

/** Bets by slot, then by member (a period's active members are the members with counted bets in any of its slots). */
export type TeamSlots = Map<number, Map<number, SlotBets>>;

/** `rate` of `amount` in basis points, floored (BigInt: amounts times rates can pass 2^53). */
export const shareOf = (amountPaise: number, rateBps: number): number => (amountPaise <= 0 ? 0 : Number((BigInt(amountPaise) * BigInt(rateBps)) / BigInt(FULL_RATE_BPS)));

/**
 * The team's settled INR bets in [from, to) grouped by slot and member: one query however many
 * periods it covers, so catching up days of settlements stays one read per contract.
 */
export function teamSlots(db: Db, memberIds: readonly number[], grid: SlotGrid, range: Period, realtime: TermsOf<'realtimeSalary'> | null): TeamSlots {
  const rows = db
    .prepare<Record<string, number | string>, Row>(
      // JS numbers bind as REAL: cast to INTEGER, so the divisions are whole (floored: all operands are >= 0).
      `SELECT (b.settled_at + CAST(@offset AS INTEGER)) / CAST(@unit AS INTEGER) AS slot, b.member_id AS memberId, COUNT(*) AS bets,
         SUM(b.stake_paise >= @single) AS counted,
         SUM(CASE WHEN b.stake_paise >= @single THEN b.valid_paise ELSE 0 END) AS validPaise,
         SUM(CASE WHEN b.stake_paise >= @single THEN b.stake_paise - b.payout_paise ELSE 0 END) AS profitPaise,
         SUM(CASE WHEN b.stake_paise < @single THEN 0
                  WHEN b.payout_paise > b.stake_paise THEN b.valid_paise * CAST(@profitRate AS INTEGER) / ${FULL_RATE_BPS}
                  ELSE b.valid_paise * CAST(@lossRate AS INTEGER) / ${FULL_RATE_BPS} END) AS realtimePaise
       FROM bet b
       WHERE b.member_id IN (SELECT value FROM json_each(@team)) AND b.currency = 'INR'
         AND b.settled_at >= @from AND b.settled_at < @to
       GROUP BY slot, b.member_id`,
    )
    .all({
      offset: grid.offsetMs,
      unit: grid.unitMs,
      single: realtime?.singleBetPaise ?? 0,
      profitRate: realtime?.profitRateBps ?? 0,
      lossRate: realtime?.lossRateBps ?? 0,
      team: JSON.stringify(memberIds),
      from: range.start,
      to: range.end,
    });
  const slots: TeamSlots = new Map();
  for (const { slot, memberId, ...bets } of rows) {
    const members = slots.get(slot) ?? new Map<number, SlotBets>();
    members.set(memberId, bets);
    slots.set(slot, members);
  }
  return slots;
}

export type PeriodTotals = { bets: number; validPaise: number; profitPaise: number; realtimePaise: number; activeMembers: number };

/** A period's totals over its slots. */
export function periodTotals(slots: TeamSlots, grid: SlotGrid, period: Period): PeriodTotals {
  const totals: PeriodTotals = { bets: 0, validPaise: 0, profitPaise: 0, realtimePaise: 0, activeMembers: 0 };
  const active = new Set<number>();
  for (let slot = slotOf(grid, period.start); slot <= slotOf(grid, period.end - 1); slot += 1) {
    for (const [memberId, bets] of slots.get(slot) ?? []) {
      totals.bets += bets.bets;
      totals.validPaise += bets.validPaise;
      totals.profitPaise += bets.profitPaise;
      totals.realtimePaise += bets.realtimePaise;
      if (bets.counted > 0) active.add(memberId);
    }
  }
  totals.activeMembers = active.size;
  return totals;
}
