import { ErrorCode } from '../../kernel/errorCodes';
import { checkAmountRange } from '../../kernel/money';
import { isAgentType } from '../../kernel/platform';
import { UPLINE_TRANSFER_RULES } from '../../kernel/transferUpline';
import { memberAccount } from '../ledger/accounts';
import type { MemberRow } from '../store/members';
import type { MoneyContext } from './context';
import { rangeRefusal, refusal, withLedgerRefusals } from './errors';

/** The agent directly above the member, or the refusal when there is none. */
export function uplineOf(ctx: MoneyContext, member: MemberRow): MemberRow {
  const upline = member.parentId === null ? null : ctx.stores.members.byId(member.parentId);
  if (!upline || !isAgentType(upline.type)) throw refusal(ErrorCode.noUpline, 'noUpline');
  return upline;
}

/** Main wallet to the upline agent's main wallet (the withdrawal password is checked before). */
export function transferToUpline(ctx: MoneyContext, member: MemberRow, request: { amountPaise: number; idempotencyKey: string }, now: number) {
  const upline = uplineOf(ctx, member);
  const balancePaise = ctx.stores.journal.balanceOf(memberAccount.main(member.id));
  const issue = checkAmountRange(request.amountPaise, UPLINE_TRANSFER_RULES, balancePaise);
  if (issue) throw rangeRefusal(issue, UPLINE_TRANSFER_RULES);
  const posting = withLedgerRefusals(() =>
    ctx.stores.journal.post({
      idempotencyKey: `upline:${member.id}:${request.idempotencyKey}`,
      kind: 'uplineTransfer',
      reference: `member:${upline.id}`,
      lines: [
        { account: memberAccount.main(member.id), amountPaise: -request.amountPaise },
        { account: memberAccount.main(upline.id), amountPaise: request.amountPaise },
      ],
      now,
    }),
  );
  return {
    uplineAccount: upline.username,
    amountPaise: request.amountPaise,
    balancePaise: ctx.stores.journal.balanceOf(memberAccount.main(member.id)),
    createdAt: posting.createdAt,
  };
}
