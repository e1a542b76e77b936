import type { SnapshotFrom } from 'xstate';
import type { BankAccount } from '@kernel/bankAccount';
import { parseRupeesToPaise } from '@kernel/money';
import { turnoverMet, type WithdrawLimits } from '@kernel/withdraw';
import type { withdrawMachine } from './withdraw.machine';
import { turnoverLeftPaise, turnoverPercent, type WithdrawBlock, withdrawalsLeftToday, withdrawBlock, withdrawFee, withdrawReceivePaise } from './withdraw.rules';

type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>;

/** The part of the page the machine is in, for the view to switch on. */
export type WithdrawStage =
  | 'loading'
  | 'loadFailed'
  | 'noBankAccount'
  | 'noWithdrawPassword'
  | 'editing'
  | 'confirming'
  | 'submitting'
  | 'unknownOutcome'
  | 'failed'
  | 'done';

export function withdrawStage(snapshot: WithdrawSnapshot): WithdrawStage {
  if (snapshot.matches('loadingAccounts')) return 'loading';
  if (snapshot.matches('unknownOutcome')) return 'unknownOutcome';
  return snapshot.value as Exclude<WithdrawStage, 'loading' | 'unknownOutcome'>;
}

/** The fee and what reaches the bank for the amount typed so far (null until it reads as an amount). */
export function withdrawQuote(snapshot: WithdrawSnapshot): { amountPaise: number; feePaise: number; receivePaise: number } | null {
  const { limits, form } = snapshot.context;
  const parsed = parseRupeesToPaise(form.amountText);
  if (!limits || !parsed.ok) return null;
  return { amountPaise: parsed.paise, feePaise: withdrawFee(parsed.paise, limits), receivePaise: withdrawReceivePaise(parsed.paise, limits) };
}

/** The order being confirmed or sent, with its bank account, fee and receive amount. */
export function withdrawSummary(snapshot: WithdrawSnapshot): { account: BankAccount | null; amountPaise: number; feePaise: number; receivePaise: number } | null {
  const { order, limits, accounts } = snapshot.context;
  if (!order || !limits) return null;
  return {
    account: accounts.find((account) => account.id === order.bankAccountId) ?? null,
    amountPaise: order.amountPaise,
    feePaise: withdrawFee(order.amountPaise, limits),
    receivePaise: withdrawReceivePaise(order.amountPaise, limits),
  };
}

export type TurnoverView = { donePaise: number; requiredPaise: number; leftPaise: number; percent: number; met: boolean };
export const turnoverView = (limits: WithdrawLimits): TurnoverView => ({
  donePaise: limits.turnover.donePaise,
  requiredPaise: limits.turnover.requiredPaise,
  leftPaise: turnoverLeftPaise(limits.turnover),
  percent: turnoverPercent(limits.turnover),
  met: turnoverMet(limits.turnover),
});

export const dailyView = (limits: WithdrawLimits) => ({ used: limits.usedToday, allowed: limits.dailyCount, left: withdrawalsLeftToday(limits) });

/** Why no withdrawal can be asked for now, shown above the form (the NEXT button refuses too). */
export const withdrawBlocked = (snapshot: WithdrawSnapshot): WithdrawBlock | null => (snapshot.context.limits ? withdrawBlock(snapshot.context.limits) : null);
