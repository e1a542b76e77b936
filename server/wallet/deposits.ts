import { randomBytes } from 'node:crypto';
import { type DepositBonusRefusal, type DepositOptions, type DepositOrder, depositBonusPaise } from '../../kernel/deposit';
import { ErrorCode } from '../../kernel/errorCodes';
import { checkAmountRange } from '../../kernel/money';
import { payPagePath } from '../../kernel/paths';
import { type Lang, localise } from '../i18n';
import { HOUSE, memberAccount } from '../ledger/accounts';
import { type DepositOrderRow, effectiveStatus } from '../store/deposits';
import { BASE_TURNOVER_MULTIPLIER, bonusPlan, channelPlan, DEPOSIT_BONUS_PLANS, DEPOSIT_CHANNEL_PLANS, DEPOSIT_ORDER_LIFETIME_MINUTES } from '../walletRules';
import type { MoneyContext } from './context';
import { rangeRefusal, refusal } from './errors';
import { openRequirement } from './wagering';

const MINUTE_MS = 60_000;

/** The bonuses a member may choose now: first-deposit ones only before the first paid deposit. */
function bonusesFor(ctx: MoneyContext, memberId: number) {
  const hasDeposited = ctx.stores.deposits.lastPaid(memberId) !== null;
  return DEPOSIT_BONUS_PLANS.filter((plan) => !plan.firstDepositOnly || !hasDeposited);
}

export function depositOptions(ctx: MoneyContext, memberId: number, lang: Lang): DepositOptions {
  return {
    channels: DEPOSIT_CHANNEL_PLANS.map((plan) => ({
      code: plan.code,
      name: localise(plan.name, lang),
      minPaise: plan.minPaise,
      maxPaise: plan.maxPaise,
      presetsPaise: [...plan.presetsPaise],
    })),
    bonuses: bonusesFor(ctx, memberId).map((plan) => ({
      id: plan.id,
      title: localise(plan.title, lang),
      percent: plan.percent,
      maxBonusPaise: plan.maxBonusPaise,
      turnoverMultiplier: plan.turnoverMultiplier,
      firstDepositOnly: plan.firstDepositOnly,
    })),
    orderLifetimeMinutes: DEPOSIT_ORDER_LIFETIME_MINUTES,
  };
}

/** An order as the member sees it; the payment page's address carries the request language. */
export function depositOrderView(order: DepositOrderRow, now: number, lang: Lang): DepositOrder {
  return {
    orderId: order.id,
    channel: order.channel,
    status: effectiveStatus(order, now),
    amountPaise: order.amountPaise,
    bonusId: order.bonusId,
    bonusPaise: order.bonusPaise,
    bonusRefusal: order.bonusRefusal ?? null,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    settledAt: order.settledAt,
    payUrl: order.peerWithdrawalId === null ? `${payPagePath(order.id)}?lang=${lang}` : null,
  };
}

/**
 * A new gateway order. Its id is 96 random bits: the payment page's address is all a payer needs,
 * so it must not be guessable.
 */
export function createDepositOrder(
  ctx: MoneyContext,
  memberId: number,
  request: { channel: string; amountPaise: number; bonusId?: string | undefined },
  now: number,
): DepositOrderRow {
  const channel = channelPlan(request.channel);
  if (!channel) throw refusal(ErrorCode.depositChannelNotFound, 'depositChannelNotFound');
  const issue = checkAmountRange(request.amountPaise, channel);
  if (issue) throw rangeRefusal(issue, channel);
  let bonusPaise = 0;
  let turnoverMultiplier = BASE_TURNOVER_MULTIPLIER;
  if (request.bonusId !== undefined) {
    const bonus = bonusPlan(request.bonusId);
    if (!bonus || !bonusesFor(ctx, memberId).includes(bonus)) throw refusal(ErrorCode.bonusUnavailable, 'bonusUnavailable');
    bonusPaise = depositBonusPaise(request.amountPaise, bonus);
    turnoverMultiplier = bonus.turnoverMultiplier;
  }
  const order: DepositOrderRow = {
    id: `DP${randomBytes(12).toString('hex').toUpperCase()}`,
    memberId,
    channel: channel.code,
    amountPaise: request.amountPaise,
    bonusId: request.bonusId ?? null,
    bonusPaise,
    turnoverMultiplier,
    status: 'pending',
    createdAt: now,
    expiresAt: now + DEPOSIT_ORDER_LIFETIME_MINUTES * MINUTE_MS,
    settledAt: null,
    peerWithdrawalId: null,
  };
  ctx.stores.deposits.create(order);
  return order;
}

/**
 * The bonus an order may still be paid when its money arrives: a first-deposit bonus only with the
 * member's first paid deposit, whatever the number of orders opened before it (judged here, in the
 * payment's transaction, so parallel payments cannot each take it).
 */
function bonusRefusalAtPayment(ctx: MoneyContext, order: DepositOrderRow): DepositBonusRefusal | null {
  if (order.bonusId === null || order.bonusPaise === 0) return null;
  const plan = bonusPlan(order.bonusId);
  if (plan?.firstDepositOnly && ctx.stores.deposits.paidCount(order.memberId) > 0) return 'firstDepositTaken';
  return null;
}

/**
 * Credits a paid gateway order: the deposit and its bonus, each posted once (keyed by the order),
 * and opens its wagering requirement: the deposit x1, or with its bonus (deposit + bonus) x the
 * plan's multiplier, as the deposit page states it.
 */
function creditGatewayDeposit(ctx: MoneyContext, order: DepositOrderRow, now: number) {
  const { journal } = ctx.stores;
  const bonusRefusal = bonusRefusalAtPayment(ctx, order);
  journal.post({
    idempotencyKey: `deposit:${order.id}`,
    kind: 'deposit',
    reference: `deposit:${order.id}`,
    lines: [
      { account: HOUSE.gateway, amountPaise: -order.amountPaise },
      { account: memberAccount.main(order.memberId), amountPaise: order.amountPaise },
    ],
    now,
  });
  const bonusPaid = bonusRefusal === null && order.bonusPaise > 0;
  if (bonusRefusal !== null) ctx.stores.deposits.refuseBonus(order.id, bonusRefusal);
  if (bonusPaid) {
    journal.post({
      idempotencyKey: `deposit-bonus:${order.id}`,
      kind: 'depositBonus',
      reference: `deposit:${order.id}`,
      lines: [
        { account: HOUSE.bonus, amountPaise: -order.bonusPaise },
        { account: memberAccount.main(order.memberId), amountPaise: order.bonusPaise },
      ],
      now,
    });
  }
  // the order's rule (the bonus plan's: deposit and bonus bet `multiplier` times; without a bonus, the
  // deposit once); a bonus refused now leaves the deposit's own x1
  openRequirement(ctx, {
    memberId: order.memberId,
    sourceKey: `deposit:${order.id}`,
    kind: 'deposit',
    creditPaise: order.amountPaise + (bonusPaid ? order.bonusPaise : 0),
    multiplier: bonusRefusal === null ? order.turnoverMultiplier : BASE_TURNOVER_MULTIPLIER,
    openedAt: now,
  });
  ctx.stores.deposits.settle(order.id, 'paid', now);
}

/** A gateway order by id, or the refusal for an unknown one (peer orders are not paid on the gateway). */
function gatewayOrder(ctx: MoneyContext, orderId: string): DepositOrderRow {
  const order = ctx.stores.deposits.byId(orderId);
  if (!order || order.peerWithdrawalId !== null) throw refusal(ErrorCode.orderNotFound, 'orderNotFound');
  return order;
}

/** A late payment or failure report is refused: the order expired (by the clock, whatever the row says). */
function refuseIfExpired(order: DepositOrderRow, now: number) {
  if (effectiveStatus(order, now) === 'expired') throw refusal(ErrorCode.orderClosed, 'orderExpired');
}

/**
 * The gateway reports the order paid: the ledger is credited once, however often this is called
 * (a paid order answers as paid). Expired and failed orders are refused.
 */
export function payDepositOrder(ctx: MoneyContext, orderId: string, now: number): DepositOrderRow {
  return ctx.db.transaction(() => {
    const order = gatewayOrder(ctx, orderId);
    if (order.status === 'paid') return order;
    refuseIfExpired(order, now);
    if (order.status !== 'pending') throw refusal(ErrorCode.orderClosed, 'orderClosed');
    creditGatewayDeposit(ctx, order, now);
    return gatewayOrder(ctx, orderId);
  })();
}

/** The gateway reports the payment failed: nothing is credited; a failed order answers as failed. */
export function failDepositOrder(ctx: MoneyContext, orderId: string, now: number): DepositOrderRow {
  return ctx.db.transaction(() => {
    const order = gatewayOrder(ctx, orderId);
    if (order.status === 'failed') return order;
    refuseIfExpired(order, now);
    if (order.status !== 'pending') throw refusal(ErrorCode.orderClosed, 'orderClosed');
    ctx.stores.deposits.settle(order.id, 'failed', now);
    return { ...order, status: 'failed' as const, settledAt: now };
  })();
}
