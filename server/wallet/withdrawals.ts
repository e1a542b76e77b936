import { maskAccountNumber } from '../../kernel/bankAccount';
import { ErrorCode } from '../../kernel/errorCodes';
import { formatPaise } from '../../kernel/format';
import { checkAmountRange } from '../../kernel/money';
import { turnoverMet, type Withdrawal, type WithdrawLimits, withdrawFeePaise } from '../../kernel/withdraw';
import { HOUSE, memberAccount } from '../ledger/accounts';
import type { WithdrawalRow } from '../store/withdrawals';
import { startOfIndianDay, withdrawRules } from '../walletRules';
import type { MoneyContext } from './context';
import { rangeRefusal, refusal, withLedgerRefusals } from './errors';
import { turnoverOf } from './turnover';
import { hasWithdrawPassword } from './withdrawPassword';

/**
 * Withdrawals: a request holds the amount (main wallet to the member's hold account); the
 * operator then pays it out (hold to the payout account, less the fee) or rejects it (hold back to
 * main), or it is paid peer to peer into another member's deposit (see confirmations.ts).
 */

export function withdrawLimits(ctx: MoneyContext, memberId: number, now: number): WithdrawLimits {
  const rules = withdrawRules();
  return {
    ...rules,
    usedToday: ctx.stores.withdrawals.countSince(memberId, startOfIndianDay(now)),
    balancePaise: ctx.stores.journal.balanceOf(memberAccount.main(memberId)),
    turnover: turnoverOf(ctx, memberId),
    hasWithdrawPassword: hasWithdrawPassword(ctx, memberId),
  };
}

export function withdrawalView(ctx: MoneyContext, row: WithdrawalRow): Withdrawal {
  const bank = ctx.stores.bankAccounts.byId(row.bankAccountId);
  return {
    id: row.id,
    status: row.status,
    amountPaise: row.amountPaise,
    feePaise: row.feePaise,
    receivePaise: row.amountPaise - row.feePaise,
    holderName: bank?.holderName ?? '',
    bankName: bank?.bankName ?? '',
    accountNumberMasked: bank ? maskAccountNumber(bank.accountNumber) : '',
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

/** A withdrawal request (the withdrawal password is checked before): refused unless every rule holds, then held. */
export function requestWithdrawal(ctx: MoneyContext, memberId: number, request: { bankAccountId: number; amountPaise: number }, now: number): WithdrawalRow {
  const rules = withdrawRules();
  const bank = ctx.stores.bankAccounts.liveById(memberId, request.bankAccountId);
  if (!bank) throw refusal(ErrorCode.bankAccountNotFound, 'bankAccountNotFound');
  const issue = checkAmountRange(request.amountPaise, rules, ctx.stores.journal.balanceOf(memberAccount.main(memberId)));
  if (issue) throw rangeRefusal(issue, rules);
  if (ctx.stores.withdrawals.countSince(memberId, startOfIndianDay(now)) >= rules.dailyCount) {
    throw refusal(ErrorCode.withdrawDailyLimit, 'withdrawDailyLimit', String(rules.dailyCount));
  }
  const turnover = turnoverOf(ctx, memberId);
  if (!turnoverMet(turnover)) {
    throw refusal(ErrorCode.turnoverNotMet, 'turnoverNotMet', `₹${formatPaise(turnover.requiredPaise - turnover.donePaise)}`);
  }
  const row = ctx.stores.withdrawals.create({
    memberId,
    bankAccountId: bank.id,
    amountPaise: request.amountPaise,
    feePaise: withdrawFeePaise(request.amountPaise, rules),
    createdAt: now,
  });
  withLedgerRefusals(() =>
    ctx.stores.journal.post({
      idempotencyKey: `withdraw-hold:${row.id}`,
      kind: 'withdrawHold',
      reference: `withdrawal:${row.id}`,
      lines: [
        { account: memberAccount.main(memberId), amountPaise: -row.amountPaise },
        { account: memberAccount.hold(memberId), amountPaise: row.amountPaise },
      ],
      now,
    }),
  );
  return row;
}

function openWithdrawal(ctx: MoneyContext, withdrawalId: number): WithdrawalRow {
  const row = ctx.stores.withdrawals.byId(withdrawalId);
  if (!row) throw refusal(ErrorCode.withdrawalNotFound, 'withdrawalNotFound');
  return row;
}

/**
 * Pays out the held amount: `to` gets the amount less the fee (the bank payout, or the
 * depositing member's main wallet for a peer-to-peer payment) and the house keeps the fee.
 */
export function releaseHold(ctx: MoneyContext, row: WithdrawalRow, to: string, kind: string, now: number) {
  const lines = [
    { account: memberAccount.hold(row.memberId), amountPaise: -row.amountPaise },
    { account: to, amountPaise: row.amountPaise - row.feePaise },
  ];
  if (row.feePaise > 0) lines.push({ account: HOUSE.fees, amountPaise: row.feePaise });
  ctx.stores.journal.post({ idempotencyKey: `withdraw-paid:${row.id}`, kind, reference: `withdrawal:${row.id}`, lines, now });
}

/** The operator pays a pending withdrawal to the bank account. */
export function approveWithdrawal(ctx: MoneyContext, withdrawalId: number, now: number): WithdrawalRow {
  return ctx.db.transaction(() => {
    const row = openWithdrawal(ctx, withdrawalId);
    if (row.status !== 'pending') throw refusal(ErrorCode.withdrawalClosed, 'withdrawalClosed');
    releaseHold(ctx, row, HOUSE.payout, 'withdrawPaid', now);
    ctx.stores.withdrawals.move(row.id, 'pending', 'paid', now);
    return { ...row, status: 'paid' as const, decidedAt: now };
  })();
}

/**
 * The operator rejects a pending withdrawal, or one paid peer to peer that its recipient reported
 * not received: the hold goes back to the main wallet and the peer's deposit fails.
 */
export function rejectWithdrawal(ctx: MoneyContext, withdrawalId: number, now: number): WithdrawalRow {
  return ctx.db.transaction(() => {
    const row = openWithdrawal(ctx, withdrawalId);
    const disputed = row.status === 'approved' && ctx.stores.confirmations.byWithdrawal(row.id)?.status === 'notReceived';
    if (row.status !== 'pending' && !disputed) throw refusal(ErrorCode.withdrawalClosed, 'withdrawalClosed');
    ctx.stores.journal.post({
      idempotencyKey: `withdraw-returned:${row.id}`,
      kind: 'withdrawReturned',
      reference: `withdrawal:${row.id}`,
      lines: [
        { account: memberAccount.hold(row.memberId), amountPaise: -row.amountPaise },
        { account: memberAccount.main(row.memberId), amountPaise: row.amountPaise },
      ],
      now,
    });
    const peerDeposit = ctx.stores.deposits.byPeerWithdrawal(row.id);
    if (peerDeposit) ctx.stores.deposits.settle(peerDeposit.id, 'failed', now);
    ctx.stores.withdrawals.move(row.id, row.status, 'rejected', now);
    return { ...row, status: 'rejected' as const, decidedAt: now };
  })();
}
