import { isAgentType } from '../../kernel/platform';
import { indianDateOf, indianDayStart } from '../../kernel/records';
import { teamOf } from '../agency/team';
import { HOUSE, memberAccount } from '../ledger/accounts';
import type { MoneyContext } from '../wallet/context';
import { DAY_GRID, DAY_MS, slotOf, slotStart } from './periods';
import { shareOf, teamSlots } from './teamBets';

export const commissionKey = (agentId: number, date: string) => `commission:${agentId}:${date}`;

/**
 * The platform's daily commission: every agent gets merchant.agent_commission_bps of its team's
 * valid bets of each India day that ended, paid at the day's end (kind 'commission'). Days are
 * taken up from the last day paid (or the team's first bet), with one read of the bets for all of
 * them; a day already paid to an agent is never paid again.
 */
export function settleDailyCommission(ctx: MoneyContext, now: number): number {
  const { db } = ctx;
  const rateBps = db.prepare<[], { bps: number }>('SELECT agent_commission_bps AS bps FROM merchant LIMIT 1').get()?.bps ?? 0;
  if (rateBps === 0) return 0;
  const today = indianDayStart(indianDateOf(now));
  // Postings are dated at their day's end, so the latest one tells the first day not yet looked at.
  const lastPaid = db
    .prepare<[], { at: number | null }>(
      "SELECT MAX(created_at) AS at FROM journal_transaction WHERE idempotency_key >= 'commission:' AND idempotency_key < 'commission;'",
    )
    .get()?.at;
  if (lastPaid != null && lastPaid >= today) return 0;

  const agents = db
    .prepare<[], { id: number; type: number }>('SELECT id, type FROM member')
    .all()
    .filter((member) => isAgentType(member.type))
    .map((agent) => ({ id: agent.id, team: teamOf(db, agent.id).map((member) => member.id) }))
    .filter((agent) => agent.team.length > 0);
  const everyone = [...new Set(agents.flatMap((agent) => agent.team))];
  const from =
    lastPaid ??
    db
      .prepare<[string], { at: number | null }>(
        "SELECT MIN(settled_at) AS at FROM bet WHERE member_id IN (SELECT value FROM json_each(?)) AND currency = 'INR' AND settled_at IS NOT NULL",
      )
      .get(JSON.stringify(everyone))?.at;
  if (from == null || from >= today) return 0;

  const start = indianDayStart(indianDateOf(from));
  const slots = teamSlots(db, everyone, DAY_GRID, { start, end: today }, null);
  const paid = db.prepare<[string], { id: number }>('SELECT id FROM journal_transaction WHERE idempotency_key = ?');
  let count = 0;
  for (let slot = slotOf(DAY_GRID, start); slot < slotOf(DAY_GRID, today); slot += 1) {
    const members = slots.get(slot);
    if (!members) continue;
    const dayStart = slotStart(DAY_GRID, slot);
    const date = indianDateOf(dayStart);
    for (const agent of agents) {
      const validPaise = agent.team.reduce((sum, id) => sum + (members.get(id)?.validPaise ?? 0), 0);
      const amountPaise = shareOf(validPaise, rateBps);
      const key = commissionKey(agent.id, date);
      if (amountPaise === 0 || paid.get(key)) continue;
      ctx.stores.journal.post({
        idempotencyKey: key,
        kind: 'commission',
        reference: key,
        lines: [
          { account: HOUSE.agency, amountPaise: -amountPaise },
          { account: memberAccount.main(agent.id), amountPaise },
        ],
        now: dayStart + DAY_MS,
      });
      count += 1;
    }
  }
  return count;
}
