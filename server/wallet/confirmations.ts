import { ErrorCode } from '../../kernel/errorCodes';
import type { ConfirmationOutcome, WithdrawConfirmation } from '../../kernel/withdrawConfirmation';
import { memberAccount } from '../ledger/accounts';
import type { ConfirmationRow } from '../store/confirmations';
import type { DepositOrderRow } from '../store/deposits';
import { BASE_TURNOVER_MULTIPLIER } from '../walletRules';
import type { MoneyContext } from './context';
import { refusal } from './errors';
import { openRequirement } from './wagering';
import { releaseHold } from './withdrawals';

/**
 * SPEC 4 withdrawal confirmation. A pending withdrawal can be paid peer to peer: another member
 * (the depositor) pays the withdrawing member directly, and the platform turns the withdrawal's
 * hold into that depositor's deposit once the withdrawing member, who received the money,
 * confirms. Received and Full payment settle it; Not received (with proof) leaves it to the
 * operator; no answer by the deadline counts as received, so the depositor's deposit stands.
 */

const MINUTE_MS = 60_000;

/** Masks all but the first two letters of the payer's account name. */
const maskName = (name: string) => `${name.slice(0, 2)}${'*'.repeat(Math.max(3, name.length - 2))}`;

export function confirmationView(ctx: MoneyContext, row: ConfirmationRow): WithdrawConfirmation {
  const withdrawal = ctx.stores.withdrawals.byId(row.withdrawalId);
  const deposit = ctx.stores.deposits.byId(row.depositOrderId);
  const payer = deposit ? ctx.stores.members.byId(deposit.memberId) : null;
  return {
    id: row.id,
    withdrawalId: row.withdrawalId,
    amountPaise: withdrawal ? withdrawal.amountPaise - withdrawal.feePaise : 0,
    payerName: payer ? maskName(payer.username) : '',
    status: row.status,
    createdAt: row.createdAt,
    deadlineAt: row.deadlineAt,
    proofCount: row.proofCount,
  };
}

/**
 * Pays a pending withdrawal from `depositorId`'s deposit: the withdrawal is approved (waiting for
 * its confirmation), the depositor gets a deposit order for what the recipient receives, and the
 * recipient a confirmation due in the merchant's minutes.
 */
export function matchWithdrawalToPeer(ctx: MoneyContext, withdrawalId: number, depositorId: number, orderId: string, now: number): ConfirmationRow {
  return ctx.db.transaction(() => {
    const withdrawal = ctx.stores.withdrawals.byId(withdrawalId);
    if (!withdrawal) throw refusal(ErrorCode.withdrawalNotFound, 'withdrawalNotFound');
    if (withdrawal.memberId === depositorId || !ctx.stores.withdrawals.move(withdrawalId, 'pending', 'approved', now)) {
      throw refusal(ErrorCode.withdrawalClosed, 'withdrawalClosed');
    }
    const deadlineAt = now + ctx.stores.walletSettings.confirmMinutes() * MINUTE_MS;
    const order: DepositOrderRow = {
      id: orderId,
      memberId: depositorId,
      channel: 'P2P',
      amountPaise: withdrawal.amountPaise - withdrawal.feePaise,
      bonusId: null,
      bonusPaise: 0,
      turnoverMultiplier: BASE_TURNOVER_MULTIPLIER,
      status: 'pending',
      createdAt: now,
      expiresAt: deadlineAt,
      settledAt: null,
      peerWithdrawalId: withdrawalId,
    };
    ctx.stores.deposits.create(order);
    const id = ctx.stores.confirmations.create(withdrawalId, order.id, withdrawal.memberId, now, deadlineAt);
    const row = ctx.stores.confirmations.byId(id);
    if (!row) throw new Error(`confirmation ${id} did not persist`);
    return row;
  })();
}

/** The money moves: the hold becomes the depositor's deposit, the withdrawal is paid. */
function settleReceived(ctx: MoneyContext, confirmation: ConfirmationRow, status: 'received' | 'fullPayment' | 'autoReceived', now: number) {
  const withdrawal = ctx.stores.withdrawals.byId(confirmation.withdrawalId);
  const deposit = ctx.stores.deposits.byId(confirmation.depositOrderId);
  if (!withdrawal || !deposit) throw new Error(`confirmation ${confirmation.id} lost its withdrawal or deposit`);
  releaseHold(ctx, withdrawal, memberAccount.main(deposit.memberId), 'withdrawPaidToPeer', now);
  // The hold paid the depositor's main wallet: the deposit order only records it (a peer deposit has no bonus).
  ctx.stores.deposits.settle(deposit.id, 'paid', now);
  openRequirement(ctx, {
    memberId: deposit.memberId,
    sourceKey: `deposit:${deposit.id}`,
    kind: 'deposit',
    creditPaise: deposit.amountPaise,
    multiplier: BASE_TURNOVER_MULTIPLIER,
    openedAt: now,
  });
  ctx.stores.withdrawals.move(withdrawal.id, 'approved', 'paid', now);
  // a no-op for a dispute the operator settles: the member's answer stays
  ctx.stores.confirmations.answer(confirmation.id, status, now);
}

/** The recipient's answer. Not received needs a proof image first and leaves the money held for the operator. */
export function confirmWithdrawal(ctx: MoneyContext, memberId: number, request: { confirmationId: number; outcome: ConfirmationOutcome }, now: number): ConfirmationRow {
  return ctx.db.transaction(() => {
    const confirmation = ctx.stores.confirmations.byId(request.confirmationId);
    if (!confirmation || confirmation.memberId !== memberId) throw refusal(ErrorCode.confirmationNotFound, 'confirmationNotFound');
    if (confirmation.status !== 'pending') throw refusal(ErrorCode.confirmationClosed, 'confirmationClosed');
    if (request.outcome === 'notReceived') {
      if (confirmation.proofCount === 0) throw refusal(ErrorCode.proofRequired, 'proofRequired');
      ctx.stores.confirmations.answer(confirmation.id, 'notReceived', now);
    } else {
      settleReceived(ctx, confirmation, request.outcome, now);
    }
    const answered = ctx.stores.confirmations.byId(confirmation.id);
    if (!answered) throw new Error(`confirmation ${confirmation.id} vanished`);
    return answered;
  })();
}

/**
 * The operator decides a disputed one (answered Not received) was paid after all: the money moves
 * as for Received; the member's answer stays on record.
 */
export function settleDisputeAsReceived(ctx: MoneyContext, withdrawalId: number, now: number): void {
  ctx.db.transaction(() => {
    const confirmation = ctx.stores.confirmations.byWithdrawal(withdrawalId);
    const withdrawal = ctx.stores.withdrawals.byId(withdrawalId);
    if (!confirmation || withdrawal?.status !== 'approved' || confirmation.status !== 'notReceived') {
      throw refusal(ErrorCode.withdrawalClosed, 'withdrawalClosed');
    }
    settleReceived(ctx, confirmation, 'received', now);
  })();
}

/** Unanswered confirmations past their deadline count as received (a forced receive: the deposit is not refunded). */
export function settleDueConfirmations(ctx: MoneyContext, now: number): number {
  const due = ctx.stores.confirmations.due(now);
  if (due.length === 0) return 0;
  ctx.db.transaction(() => {
    for (const confirmation of due) settleReceived(ctx, confirmation, 'autoReceived', confirmation.deadlineAt);
  })();
  return due.length;
}
