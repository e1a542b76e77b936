import { type DepositBonus, type DepositChannel, type DepositChannelCode, type DepositOptions, type DepositOrder, depositBonusPaise } from '@kernel/deposit';
import { type AmountIssue, checkAmountRange, PAISE_PER_RUPEE, parseRupeesToPaise, type RangeIssue } from '@kernel/money';

/** The deposit page's money rules (integer paise only), pure, shared by the machine and its selectors. */

export type DepositAmountCheck = { ok: true; paise: number } | { ok: false; issue: AmountIssue | RangeIssue };

/** The channel chosen among the options, or null. */
export const channelOf = (options: DepositOptions | null, code: DepositChannelCode | null): DepositChannel | null =>
  options?.channels.find((channel) => channel.code === code) ?? null;

export const bonusOf = (options: DepositOptions | null, bonusId: string | null): DepositBonus | null =>
  bonusId === null ? null : (options?.bonuses.find((bonus) => bonus.id === bonusId) ?? null);

/**
 * The channel to show after (re)loading the options: the one chosen before when it is still
 * offered, else the first channel.
 */
export const channelAfterLoad = (options: DepositOptions, previous: DepositChannelCode | null): DepositChannelCode | null =>
  options.channels.find((channel) => channel.code === previous)?.code ?? options.channels[0]?.code ?? null;

/** A typed amount against the chosen channel: parsed to paise, then checked against its min and max. */
export function checkDepositAmount(text: string, channel: DepositChannel | null): DepositAmountCheck {
  const parsed = parseRupeesToPaise(text);
  if (!parsed.ok) return parsed;
  if (channel) {
    const issue = checkAmountRange(parsed.paise, channel);
    if (issue) return { ok: false, issue };
  }
  return parsed;
}

/** Paise as the text a preset puts into the amount field: '500', '500.5' would be '500.50'. */
export function paiseToRupeesText(paise: number): string {
  const whole = Math.floor(paise / PAISE_PER_RUPEE);
  const fraction = paise % PAISE_PER_RUPEE;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

export type BonusPreview = {
  /** What the bonus adds to this deposit. */
  bonusPaise: number;
  /** The deposit plus its bonus, credited once paid. */
  creditedPaise: number;
  turnoverMultiplier: number;
  /** What must be bet before a withdrawal: (deposit + bonus) x the multiplier. */
  turnoverPaise: number;
};

/** What a bonus would be worth for an amount (the backend credits the same: depositBonusPaise). */
export function bonusPreview(amountPaise: number, bonus: DepositBonus): BonusPreview {
  const bonusPaise = depositBonusPaise(amountPaise, bonus);
  const creditedPaise = amountPaise + bonusPaise;
  return { bonusPaise, creditedPaise, turnoverMultiplier: bonus.turnoverMultiplier, turnoverPaise: Math.round(creditedPaise * bonus.turnoverMultiplier) };
}

/** Whole seconds left to pay an order (0 once expiresAt has come). */
export const secondsLeft = (order: Pick<DepositOrder, 'expiresAt'>, now: number): number => Math.max(0, Math.ceil((order.expiresAt - now) / 1000));

/** What an order is for: its idempotency key belongs to exactly this. */
export type OrderIntent = { channel: DepositChannelCode; amountPaise: number; bonusId: string | null };

/** The order the form describes, or null while it does not describe a valid one. */
export function orderIntentOf(options: DepositOptions | null, channelCode: DepositChannelCode | null, amountText: string, bonusId: string | null): OrderIntent | null {
  const channel = channelOf(options, channelCode);
  if (!channel) return null;
  const amount = checkDepositAmount(amountText, channel);
  return amount.ok ? { channel: channel.code, amountPaise: amount.paise, bonusId: bonusOf(options, bonusId)?.id ?? null } : null;
}

export const sameIntent = (a: OrderIntent | null, b: OrderIntent | null): boolean =>
  a !== null && b !== null && a.channel === b.channel && a.amountPaise === b.amountPaise && a.bonusId === b.bonusId;
