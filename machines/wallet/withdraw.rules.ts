import type { BankAccount } from '@kernel/bankAccount';
import { type AmountIssue, checkAmountRange, parseRupeesToPaise, type RangeIssue } from '@kernel/money';
import { type Turnover, turnoverMet, WITHDRAW_PASSWORD_PATTERN, type WithdrawLimits, withdrawFeePaise } from '@kernel/withdraw';

/**
 * The withdrawal rules as the page applies them before asking the backend (which applies the same
 * ones, src/server/wallet/withdrawals.ts): an amount within the limits and the balance, a fee
 * taken from it, at most dailyCount requests a day, the turnover met, a 6-digit password.
 * Amounts are integer paise throughout.
 */

/** Why a typed amount is refused: the parse and range issues of kernel/money.ts, or nothing would reach the bank. */
export type WithdrawAmountIssue = AmountIssue | RangeIssue | 'amountNotAboveFee';
/** Why no withdrawal can be asked for now, whatever the amount. */
export type WithdrawBlock = 'dailyLimitReached' | 'turnoverNotMet';
export type WithdrawIssues = {
  bank?: 'bankRequired';
  amount?: WithdrawAmountIssue;
  password?: 'withdrawPasswordInvalid';
  block?: WithdrawBlock;
};

export type WithdrawForm = { bankAccountId: number | null; amountText: string; password: string };

/** The fee of a withdrawal under the limits in force (basis points rounded up, at least the minimum). */
export const withdrawFee = (amountPaise: number, limits: Pick<WithdrawLimits, 'feeBasisPoints' | 'minFeePaise'>) => withdrawFeePaise(amountPaise, limits);

/** What reaches the bank account: the amount less the fee. */
export const withdrawReceivePaise = (amountPaise: number, limits: Pick<WithdrawLimits, 'feeBasisPoints' | 'minFeePaise'>) =>
  amountPaise - withdrawFee(amountPaise, limits);

/** The amount typed, in paise, checked against the limits and the balance; or why it is refused. */
export function withdrawAmount(text: string, limits: WithdrawLimits): { ok: true; paise: number } | { ok: false; issue: WithdrawAmountIssue } {
  const parsed = parseRupeesToPaise(text);
  if (!parsed.ok) return parsed;
  const range = checkAmountRange(parsed.paise, limits, limits.balancePaise);
  if (range) return { ok: false, issue: range };
  if (withdrawReceivePaise(parsed.paise, limits) <= 0) return { ok: false, issue: 'amountNotAboveFee' };
  return { ok: true, paise: parsed.paise };
}

/** Requests left today (India time): the allowance less those made. */
export const withdrawalsLeftToday = (limits: Pick<WithdrawLimits, 'dailyCount' | 'usedToday'>) => Math.max(0, limits.dailyCount - limits.usedToday);

/** How far the valid bets are towards the open requirements, in whole percent (0-100). */
export function turnoverPercent(turnover: Turnover): number {
  if (turnover.requiredPaise <= 0 || turnoverMet(turnover)) return 100;
  return Math.min(100, Math.floor((turnover.donePaise * 100) / turnover.requiredPaise));
}

/** Valid bets still needed before a withdrawal. */
export const turnoverLeftPaise = (turnover: Turnover) => Math.max(0, turnover.requiredPaise - turnover.donePaise);

/** Why no withdrawal can be asked for now (the daily count first, it does not change by betting), or null. */
export function withdrawBlock(limits: WithdrawLimits): WithdrawBlock | null {
  if (withdrawalsLeftToday(limits) === 0) return 'dailyLimitReached';
  if (!turnoverMet(limits.turnover)) return 'turnoverNotMet';
  return null;
}

/** Every problem of the form (empty when it can go to the confirmation step). */
export function checkWithdrawForm(form: WithdrawForm, limits: WithdrawLimits, accounts: readonly BankAccount[]): WithdrawIssues {
  const issues: WithdrawIssues = {};
  if (form.bankAccountId === null || !accounts.some((account) => account.id === form.bankAccountId)) issues.bank = 'bankRequired';
  const amount = withdrawAmount(form.amountText, limits);
  if (!amount.ok) issues.amount = amount.issue;
  if (!WITHDRAW_PASSWORD_PATTERN.test(form.password)) issues.password = 'withdrawPasswordInvalid';
  const block = withdrawBlock(limits);
  if (block) issues.block = block;
  return issues;
}

export const hasWithdrawIssues = (issues: WithdrawIssues) => Object.keys(issues).length > 0;

/** The account to preselect: the one chosen before if it is still there, else the first. */
export const preselectedAccount = (accounts: readonly BankAccount[], chosen: number | null): number | null =>
  accounts.find((account) => account.id === chosen)?.id ?? accounts[0]?.id ?? null;

/**
 * A write whose answer did not arrive may have happened: a network failure, a timeout, a server
 * or gateway error, an answer the page cannot read. Only a refusal (business) or a 401 (the
 * session ended before the call ran) tells for sure that nothing was done.
 */
export function outcomeUnknown(error: unknown): boolean {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind !== 'business' && kind !== 'expired';
}
