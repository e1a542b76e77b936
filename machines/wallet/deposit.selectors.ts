import type { SnapshotFrom } from 'xstate';
import type { DepositBonus, DepositChannel } from '@kernel/deposit';
import type { AmountBounds, AmountIssue, RangeIssue } from '@kernel/money';
import type { DepositContext, depositMachine } from './deposit.machine';
import { type BonusPreview, bonusOf, bonusPreview, channelOf, checkDepositAmount, secondsLeft } from './deposit.rules';

type DepositSnapshot = SnapshotFrom<typeof depositMachine>;

/** What the page shows in its main card. */
export type DepositPhase = 'loading' | 'loadFailed' | 'form' | 'order';

export function depositPhase(snapshot: DepositSnapshot): DepositPhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('editing') || snapshot.matches('creating') || snapshot.matches('unknownOutcome')) return 'form';
  return 'order';
}

/**
 * Whether the deposit page still shows its one spinner: until both of its reads have answered, the
 * channels (this machine) and the pending withdrawal confirmations shown above the form. Painting
 * either first would push what is drawn down when the other arrives (a layout shift).
 */
export const depositPageWaiting = (phase: DepositPhase, confirmations: { loading: boolean }): boolean => phase === 'loading' || confirmations.loading;

export const chosenChannel = (context: DepositContext): DepositChannel | null => channelOf(context.options, context.channel);
export const chosenBonus = (context: DepositContext): DepositBonus | null => bonusOf(context.options, context.bonusId);

/** The typed amount in paise when it is a valid amount for the chosen channel, else null. */
export function validAmountPaise(context: DepositContext): number | null {
  const check = checkDepositAmount(context.amountText, chosenChannel(context));
  return check.ok ? check.paise : null;
}

/**
 * The amount's issue to show: as soon as something is typed, and for an empty field once a
 * submit was refused. Range issues come with the channel's bounds for their message.
 */
export function shownAmountIssue(context: DepositContext): { issue: AmountIssue | RangeIssue; bounds: AmountBounds | null } | null {
  if (!context.revealIssues && context.amountText.trim() === '') return null;
  const channel = chosenChannel(context);
  const check = checkDepositAmount(context.amountText, channel);
  return check.ok ? null : { issue: check.issue, bounds: channel };
}

/** What a bonus would add to the typed amount (null until the amount is valid). */
export function bonusPreviewFor(context: DepositContext, bonus: DepositBonus): BonusPreview | null {
  const amount = validAmountPaise(context);
  return amount === null ? null : bonusPreview(amount, bonus);
}

/** The form cannot change while its order is being made or is in doubt. */
export const formLocked = (snapshot: DepositSnapshot) => snapshot.matches('creating') || snapshot.matches('unknownOutcome');

export type GatewayState = 'opening' | 'opened' | 'blocked' | 'none';

/** Where the payment page stands while the order is pending (null once it is settled). */
export function gatewayState(snapshot: DepositSnapshot): GatewayState | null {
  for (const state of ['opening', 'opened', 'blocked', 'none'] as const) {
    if (snapshot.matches({ order: { gateway: state } })) return state;
  }
  return null;
}

/** Whole seconds left to pay the order shown (null without one). */
export const orderSecondsLeft = (context: DepositContext): number | null => (context.order ? secondsLeft(context.order, context.now) : null);

/** The last status check failed: the page says it is reconnecting (the status shown is the last known). */
export const reconnecting = (snapshot: DepositSnapshot) => snapshot.matches('order') && snapshot.context.pollFailure !== null;

/**
 * The bonus of the order shown: what was credited once paid, before that what its bonus will add
 * (the backend credits depositBonusPaise of the amount), 0 without a bonus.
 */
export function orderBonusPaise(context: DepositContext): number {
  const { order } = context;
  if (!order) return 0;
  // a bonus judged no longer due at payment is not paid: nothing to preview
  if (order.bonusPaise > 0 || order.bonusId === null || order.bonusRefusal) return order.bonusPaise;
  const bonus = bonusOf(context.options, order.bonusId);
  return bonus ? bonusPreview(order.amountPaise, bonus).bonusPaise : 0;
}

/** A channel's name as the options give it (null for a channel not offered, e.g. a peer deposit 'P2P'). */
export const channelName = (context: DepositContext, code: string): string | null => context.options?.channels.find((channel) => channel.code === code)?.name ?? null;
