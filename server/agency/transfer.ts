import { DOWNLINE_TRANSFER_RULES, type TransferDownlineResult } from '../../kernel/agency';
import { checkAmountRange } from '../../kernel/money';
import { isTrialType } from '../../kernel/platform';
import { memberAccount } from '../ledger/accounts';
import type { MemberRow } from '../store/members';
import type { MoneyContext } from '../wallet/context';
import { rangeRefusal, withLedgerRefusals } from '../wallet/errors';
import type { TeamMember } from './team';
import { notInTeam } from './teamScope';

/**
 * SPEC 3 Wallet transfer to a downline: the agent's main wallet to the downline's, in one posting
 * keyed by the agent and the client's key, so a retry never moves the money twice. The amount is
 * held to DOWNLINE_TRANSFER_RULES and to the agent's balance (the ledger refuses below zero too).
 * The withdrawal password is checked before.
 */
export function transferToDownline(
  ctx: MoneyContext,
  agent: MemberRow,
  downline: TeamMember,
  request: { amountPaise: number; idempotencyKey: string },
  now: number,
): TransferDownlineResult {
  // a trial account is never below an agent; refused like any name outside the team if one were
  if (isTrialType(downline.type)) throw notInTeam();
  const balancePaise = ctx.stores.journal.balanceOf(memberAccount.main(agent.id));
  const issue = checkAmountRange(request.amountPaise, DOWNLINE_TRANSFER_RULES, balancePaise);
  if (issue) throw rangeRefusal(issue, DOWNLINE_TRANSFER_RULES);
  const posting = withLedgerRefusals(() =>
    ctx.stores.journal.post({
      idempotencyKey: `downline:${agent.id}:${request.idempotencyKey}`,
      kind: 'downlineTransfer',
      reference: `member:${downline.id}`,
      lines: [
        { account: memberAccount.main(agent.id), amountPaise: -request.amountPaise },
        { account: memberAccount.main(downline.id), amountPaise: request.amountPaise },
      ],
      now,
    }),
  );
  return {
    downline: downline.username,
    amountPaise: request.amountPaise,
    balancePaise: ctx.stores.journal.balanceOf(memberAccount.main(agent.id)),
    downlineBalancePaise: ctx.stores.journal.balanceOf(memberAccount.main(downline.id)),
    createdAt: posting.createdAt,
  };
}
