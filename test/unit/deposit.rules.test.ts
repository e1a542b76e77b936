import { describe, expect, it } from 'vitest';
import type { DepositBonus, DepositChannel, DepositOptions } from '@kernel/deposit';
import {
  bonusOf,
  bonusPreview,
  channelAfterLoad,
  channelOf,
  checkDepositAmount,
  orderIntentOf,
  paiseToRupeesText,
  sameIntent,
  secondsLeft,
} from '@machines/wallet/deposit.rules';
import { depositPageWaiting } from '@machines/wallet/deposit.selectors';
import { countdownText } from '@/rules/countdown.rules';

const rupees = (amount: number) => amount * 100;

/** The reference merchant's channels (UPI ₹100 to ₹50,000, Paytm ₹100 to ₹25,000) and two bonuses. */
const UPI: DepositChannel = { code: 'UPI', name: 'UPI', minPaise: rupees(100), maxPaise: rupees(50_000), presetsPaise: [rupees(500), rupees(1_000)] };
const PAYTM: DepositChannel = { code: 'PAYTM', name: 'Paytm', minPaise: rupees(100), maxPaise: rupees(25_000), presetsPaise: [rupees(300)] };
/** 10 % of the deposit, at most ₹1,000; deposit plus bonus to be bet 5 times. */
const FIRST10: DepositBonus = { id: 'FIRST10', title: 'First deposit', percent: 10, maxBonusPaise: rupees(1_000), turnoverMultiplier: 5, firstDepositOnly: true };
const DAILY5: DepositBonus = { id: 'DAILY5', title: 'Daily', percent: 5, maxBonusPaise: rupees(200), turnoverMultiplier: 1.5, firstDepositOnly: false };
const OPTIONS: DepositOptions = { channels: [UPI, PAYTM], bonuses: [FIRST10, DAILY5], orderLifetimeMinutes: 15 };
const NO_CHANNELS: DepositOptions = { channels: [], bonuses: [], orderLifetimeMinutes: 15 };

describe('depositv2: the channel and bonus chosen among the options', () => {
  it('finds a channel and a bonus offered, by code and id; none for one not offered or before the options load', () => {
    expect(channelOf(OPTIONS, 'PAYTM')).toEqual(PAYTM);
    expect(channelOf(OPTIONS, 'USDT')).toBeNull();
    expect(channelOf(null, 'UPI')).toBeNull();
    expect(bonusOf(OPTIONS, 'DAILY5')).toEqual(DAILY5);
    expect(bonusOf(OPTIONS, 'FIRST10')).toEqual(FIRST10);
    expect(bonusOf(OPTIONS, 'GONE')).toBeNull();
    expect(bonusOf(OPTIONS, null)).toBeNull();
    expect(bonusOf(null, 'FIRST10')).toBeNull();
  });

  it('after (re)loading keeps the channel chosen before when still offered, else the first; none when nothing is offered', () => {
    expect(channelAfterLoad(OPTIONS, 'PAYTM')).toBe('PAYTM');
    expect(channelAfterLoad(OPTIONS, 'USDT')).toBe('UPI');
    expect(channelAfterLoad(OPTIONS, null)).toBe('UPI');
    expect(channelAfterLoad(NO_CHANNELS, 'UPI')).toBeNull();
  });
});

describe('depositv2: an amount within the chosen channel’s limits', () => {
  it('parses the amount to paise and checks it against the channel’s min and max', () => {
    expect(checkDepositAmount('30000', UPI)).toEqual({ ok: true, paise: rupees(30_000) });
    expect(checkDepositAmount('50', UPI)).toEqual({ ok: false, issue: 'amountBelowMin' });
    expect(checkDepositAmount('30000', PAYTM)).toEqual({ ok: false, issue: 'amountAboveMax' });
    expect(checkDepositAmount('', UPI)).toEqual({ ok: false, issue: 'amountEmpty' });
    expect(checkDepositAmount('abc', PAYTM)).toEqual({ ok: false, issue: 'amountNotNumber' });
  });
  it('without a channel only the parse is judged', () => {
    expect(checkDepositAmount('50', null)).toEqual({ ok: true, paise: rupees(50) });
    expect(checkDepositAmount('1.234', null)).toEqual({ ok: false, issue: 'amountTooManyDecimals' });
  });

  it('a preset fills the field with its rupees: whole, or with two decimals', () => {
    expect(paiseToRupeesText(rupees(500))).toBe('500');
    expect(paiseToRupeesText(50_050)).toBe('500.50');
    expect(paiseToRupeesText(50_005)).toBe('500.05');
    // What the field then holds parses back to the same paise.
    expect(checkDepositAmount(paiseToRupeesText(50_005), UPI)).toEqual({ ok: true, paise: 50_005 });
  });
});

describe('depositv2: what a bonus is worth (the backend credits the same)', () => {
  it('adds its percent of the deposit, up to its cap; deposit plus bonus is bet the multiplier times', () => {
    expect(bonusPreview(rupees(500), FIRST10)).toEqual({ bonusPaise: rupees(50), creditedPaise: rupees(550), turnoverMultiplier: 5, turnoverPaise: rupees(2_750) });
    expect(bonusPreview(rupees(30_000), FIRST10)).toEqual({
      bonusPaise: rupees(1_000),
      creditedPaise: rupees(31_000),
      turnoverMultiplier: 5,
      turnoverPaise: rupees(155_000),
    });
    // ₹333.33 at 5 %: 1666.65 paise rounded down; (33333 + 1666) x 1.5 = 52498.5, rounded to whole paise.
    expect(bonusPreview(33_333, DAILY5)).toEqual({ bonusPaise: 1_666, creditedPaise: 34_999, turnoverMultiplier: 1.5, turnoverPaise: 52_499 });
  });
});

describe('depositv2: an order and its expiry countdown', () => {
  it('counts whole seconds left to pay (a started second counts), 0 once expiresAt has come', () => {
    const now = Date.UTC(2025, 0, 15, 12, 0, 0);
    expect(secondsLeft({ expiresAt: now + 15 * 60_000 }, now)).toBe(900);
    expect(secondsLeft({ expiresAt: now + 1_500 }, now)).toBe(2);
    expect(secondsLeft({ expiresAt: now + 1 }, now)).toBe(1);
    expect(secondsLeft({ expiresAt: now }, now)).toBe(0);
    expect(secondsLeft({ expiresAt: now - 5_000 }, now)).toBe(0);
  });

  it('shows the countdown as m:ss, or h:mm:ss from an hour on', () => {
    expect(countdownText(900)).toBe('15:00');
    expect(countdownText(65)).toBe('1:05');
    expect(countdownText(9)).toBe('0:09');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(3_599)).toBe('59:59');
    expect(countdownText(3_600)).toBe('1:00:00');
    expect(countdownText(3_725)).toBe('1:02:05');
    expect(countdownText(2 * 3_600 + 59 * 60 + 59)).toBe('2:59:59');
  });
});

describe('Issue 8 money writes: the order the form describes, which its idempotency key belongs to', () => {
  it('is the channel, the valid amount and the bonus offered; none without a channel offered or a valid amount', () => {
    expect(orderIntentOf(OPTIONS, 'UPI', '30000', 'FIRST10')).toEqual({ channel: 'UPI', amountPaise: rupees(30_000), bonusId: 'FIRST10' });
    expect(orderIntentOf(OPTIONS, 'PAYTM', '300', null)).toEqual({ channel: 'PAYTM', amountPaise: rupees(300), bonusId: null });
    // A bonus no longer offered is not part of the order.
    expect(orderIntentOf(OPTIONS, 'UPI', '500', 'GONE')).toEqual({ channel: 'UPI', amountPaise: rupees(500), bonusId: null });
    expect(orderIntentOf(OPTIONS, null, '500', null)).toBeNull();
    expect(orderIntentOf(OPTIONS, 'USDT', '500', null)).toBeNull();
    expect(orderIntentOf(null, 'UPI', '500', null)).toBeNull();
    expect(orderIntentOf(OPTIONS, 'PAYTM', '30000', null)).toBeNull();
    expect(orderIntentOf(OPTIONS, 'UPI', '', null)).toBeNull();
  });

  it('is the same order only when channel, amount and bonus all match; no order is the same as nothing', () => {
    const order = { channel: 'UPI' as const, amountPaise: rupees(500), bonusId: 'FIRST10' };
    expect(sameIntent(order, { ...order })).toBe(true);
    expect(sameIntent(order, { ...order, channel: 'PAYTM' })).toBe(false);
    expect(sameIntent(order, { ...order, amountPaise: rupees(501) })).toBe(false);
    expect(sameIntent(order, { ...order, bonusId: null })).toBe(false);
    expect(sameIntent(order, null)).toBe(false);
    expect(sameIntent(null, order)).toBe(false);
    expect(sameIntent(null, null)).toBe(false);
  });
});

describe('the deposit page waits for both of its reads (issue 22: nothing drawn is pushed down)', () => {
  it('shows its spinner while the channels or the pending confirmations are unanswered, and the page once both are in', () => {
    expect(depositPageWaiting('loading', { loading: false })).toBe(true);
    expect(depositPageWaiting('form', { loading: true })).toBe(true);
    expect(depositPageWaiting('loading', { loading: true })).toBe(true);
    expect(depositPageWaiting('form', { loading: false })).toBe(false);
    expect(depositPageWaiting('order', { loading: false })).toBe(false);
    // A failed read of the channels shows its message at once, beside whatever the confirmations show.
    expect(depositPageWaiting('loadFailed', { loading: false })).toBe(false);
  });
});
