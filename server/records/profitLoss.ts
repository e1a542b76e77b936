import { GAME_CATEGORIES } from '../../kernel/platform';
import { datesOfRange, indianDateOf, type ProfitLoss, type ProfitLossQuery, rangeBounds } from '../../kernel/records';
import type { BetSums, RecordStore } from '../store/records';
import { accountRecordTypeOf } from './accountTypes';

const NO_BETS: BetSums = { count: 0, stakePaise: 0, validPaise: 0, payoutPaise: 0, winLossPaise: 0 };

const sumOf = (rows: readonly BetSums[]): BetSums =>
  rows.reduce(
    (total, row) => ({
      count: total.count + row.count,
      stakePaise: total.stakePaise + row.stakePaise,
      validPaise: total.validPaise + row.validPaise,
      payoutPaise: total.payoutPaise + row.payoutPaise,
      winLossPaise: total.winLossPaise + row.winLossPaise,
    }),
    NO_BETS,
  );

/**
 * The member's profit and loss over a range: bets per category (every category, zero-filled),
 * win/loss per day for the chart (every day, zero-filled), totals, and the money that came in
 * and went out of the wallets meanwhile.
 */
export function profitLoss(records: RecordStore, memberId: number, query: ProfitLossQuery): ProfitLoss {
  const bounds = rangeBounds(query);
  const filter = { memberId, ...bounds, gameType: null, vendor: null };

  const byCategory = new Map(records.betsByCategory(filter).map(({ category, ...sums }) => [category, sums]));
  const categories = GAME_CATEGORIES.map((category) => ({ category, ...(byCategory.get(category) ?? NO_BETS) }));

  const byDay = new Map(records.winLossByDay(filter).map((row) => [indianDateOf(row.dayStart), row.winLossPaise]));
  const daily = datesOfRange(query.from, query.to).map((date) => ({ date, winLossPaise: byDay.get(date) ?? 0 }));

  const money = { depositPaise: 0, withdrawalPaise: 0, bonusPaise: 0, rebatePaise: 0 };
  for (const { kind, amountPaise } of records.entrySumsByKind({ memberId, ...bounds })) {
    const type = accountRecordTypeOf(kind);
    if (type === 'deposit') money.depositPaise += amountPaise;
    // held out of the wallet less what came back: what actually left
    else if (type === 'withdrawal') money.withdrawalPaise -= amountPaise;
    else if (type === 'bonus') money.bonusPaise += amountPaise;
    else if (type === 'rebate') money.rebatePaise += amountPaise;
  }

  return { from: query.from, to: query.to, categories, daily, totals: sumOf(categories), money };
}
