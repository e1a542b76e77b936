import type { ContractKind } from '../../kernel/agencyContracts';
import { teamOf } from '../agency/team';
import { HOUSE, memberAccount } from '../ledger/accounts';
import type { MoneyContext } from '../wallet/context';
import { settleDailyCommission } from './commission';
import { periodOutcome } from './payRule';
import { duePeriods, scheduleOf } from './periods';
import { type ContractRow, contractStore } from './store';
import { periodTotals, teamSlots } from './teamBets';

/** One settlement row the engine wrote. */
export type MadeSettlement = {
  id: number;
  contractId: number;
  kind: ContractKind;
  receiver: string;
  periodStart: number;
  periodEnd: number;
  qualified: boolean;
  amountPaise: number;
};

type InsertSettlement = {
  contractId: number;
  periodStart: number;
  periodEnd: number;
  teamValidPaise: number;
  teamProfitPaise: number;
  activeMembers: number;
  qualified: 0 | 1;
  amountPaise: number;
  transactionId: number | null;
  settledAt: number;
};

function settlementWriter(ctx: MoneyContext) {
  const exists = ctx.db.prepare<[number, number], { id: number }>('SELECT id FROM contract_settlement WHERE contract_id = ? AND period_start = ?');
  const insert = ctx.db.prepare<InsertSettlement>(
    `INSERT INTO contract_settlement (contract_id, period_start, period_end, team_valid_paise, team_profit_paise, active_members,
       qualified, amount_paise, transaction_id, settled_at)
     VALUES (@contractId, @periodStart, @periodEnd, @teamValidPaise, @teamProfitPaise, @activeMembers, @qualified, @amountPaise,
       @transactionId, @settledAt)`,
  );
  return {
    exists: (contractId: number, periodStart: number) => exists.get(contractId, periodStart) !== undefined,
    insert: (row: InsertSettlement) => Number(insert.run(row).lastInsertRowid),
  };
}

/**
 * Settles one contract's periods that are due by `now` (see duePeriods), then moves its
 * settled_until past them. A period is written (and paid) once: its row is keyed by
 * (contract, period start) and its posting by `settlement:<contractId>:<periodStart>`. Each row is
 * dated at its period's end, so the records read the same whenever the engine happened to run.
 */
function settleContract(ctx: MoneyContext, contract: ContractRow, now: number): MadeSettlement[] {
  if (contract.answeredAt === null) return [];
  const from = Math.max(contract.settledUntil ?? contract.answeredAt, contract.answeredAt);
  const schedule = scheduleOf(contract.terms);
  const periods = duePeriods(schedule, from, now, contract.status === 'terminated' ? contract.terminatedAt : null);
  const last = periods.at(-1);
  if (!last) return [];

  const team = teamOf(ctx.db, contract.receiverId).map((member) => member.id);
  const realtime = contract.terms.kind === 'realtimeSalary' ? contract.terms : null;
  const slots = teamSlots(ctx.db, team, schedule.grid, { start: from, end: last.end }, realtime);
  const writer = settlementWriter(ctx);
  const made: MadeSettlement[] = [];
  for (const period of periods) {
    const totals = periodTotals(slots, schedule.grid, period);
    // Real-time windows without any team bet leave no row, or a day would hold 288 empty ones.
    if (realtime && totals.bets === 0) continue;
    if (writer.exists(contract.id, period.start)) continue;
    const { qualified, amountPaise } = periodOutcome(contract.terms, totals);
    const transactionId =
      amountPaise > 0
        ? ctx.stores.journal.post({
            idempotencyKey: `settlement:${contract.id}:${period.start}`,
            kind: contract.kind,
            reference: `contract:${contract.id}`,
            lines: [
              { account: HOUSE.agency, amountPaise: -amountPaise },
              { account: memberAccount.main(contract.receiverId), amountPaise },
            ],
            now: period.end,
          }).transactionId
        : null;
    const id = writer.insert({
      contractId: contract.id,
      periodStart: period.start,
      periodEnd: period.end,
      teamValidPaise: totals.validPaise,
      teamProfitPaise: totals.profitPaise,
      activeMembers: totals.activeMembers,
      qualified: qualified ? 1 : 0,
      amountPaise,
      transactionId,
      settledAt: period.end,
    });
    made.push({
      id,
      contractId: contract.id,
      kind: contract.kind,
      receiver: contract.receiver,
      periodStart: period.start,
      periodEnd: period.end,
      qualified,
      amountPaise,
    });
  }
  contractStore(ctx.db).setSettledUntil(contract.id, last.end);
  return made;
}

/**
 * The settlement engine: a function of the database and `now` only, and idempotent. It marks
 * offers past their expiry, settles every contract's due periods (an ended contract up to its
 * end), and pays each agent's commission for the India days that ended. The calls run it lazily
 * before they read or act, so a settlement is never missing whenever somebody looks.
 */
export function settleDueContracts(ctx: MoneyContext, now: number): MadeSettlement[] {
  return ctx.db.transaction(() => {
    const store = contractStore(ctx.db);
    store.expireDue(now);
    const made = store.toSettle().flatMap((contract) => settleContract(ctx, contract, now));
    settleDailyCommission(ctx, now);
    return made;
  })();
}

/** Settles only these contracts (just ended ones: what they are owed up to their end). */
export function settleContracts(ctx: MoneyContext, contractIds: readonly number[], now: number): MadeSettlement[] {
  const store = contractStore(ctx.db);
  return contractIds.flatMap((id) => {
    const contract = store.byId(id);
    return contract ? settleContract(ctx, contract, now) : [];
  });
}
