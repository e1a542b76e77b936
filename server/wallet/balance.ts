import { isTrialType } from '../../kernel/platform';
import type { ServerContext } from '../context';
import { memberAccount } from '../ledger/accounts';
import type { MemberRow } from '../store/members';
import { settleDueConfirmations } from './confirmations';

/**
 * The balance the header shows, from the journal: the main wallet, or a trial account's demo
 * credit. Confirmations past their deadline are settled first, so a depositor sees the credit.
 */
export function headerBalancePaise(ctx: ServerContext, member: MemberRow): number {
  settleDueConfirmations(ctx, ctx.clock());
  const account = isTrialType(member.type) ? memberAccount.demo(member.id) : memberAccount.main(member.id);
  return ctx.stores.journal.balanceOf(account);
}
