import type { DepositChannelCode } from '../kernel/deposit';
import { WITHDRAW_RULES, type WithdrawRules } from '../kernel/withdraw';
import type { Localised } from './i18n';

/** The reference merchant's money rules: deposit channels and bonuses, withdrawal limits. */

export type ChannelPlan = { code: DepositChannelCode; name: Localised; minPaise: number; maxPaise: number; presetsPaise: readonly number[] };

const rupees = (amount: number) => amount * 100;

export const DEPOSIT_CHANNEL_PLANS: readonly ChannelPlan[] = [
  { code: 'UPI', name: { EN: 'UPI', HI: 'यूपीआई' }, minPaise: rupees(100), maxPaise: rupees(50_000), presetsPaise: [500, 1_000, 2_000, 5_000, 10_000].map(rupees) },
  { code: 'PAYTM', name: { EN: 'Paytm', HI: 'पेटीएम' }, minPaise: rupees(100), maxPaise: rupees(25_000), presetsPaise: [300, 500, 1_000, 2_000, 5_000].map(rupees) },
  { code: 'PHONEPE', name: { EN: 'PhonePe', HI: 'फ़ोनपे' }, minPaise: rupees(100), maxPaise: rupees(25_000), presetsPaise: [300, 500, 1_000, 2_000, 5_000].map(rupees) },
  {
    code: 'BANK',
    name: { EN: 'Bank transfer', HI: 'बैंक ट्रांसफ़र' },
    minPaise: rupees(500),
    maxPaise: rupees(200_000),
    presetsPaise: [1_000, 5_000, 10_000, 50_000].map(rupees),
  },
  {
    code: 'USDT',
    name: { EN: 'USDT (TRC20)', HI: 'USDT (TRC20)' },
    minPaise: rupees(1_000),
    maxPaise: rupees(500_000),
    presetsPaise: [2_000, 5_000, 10_000, 50_000].map(rupees),
  },
];

export const channelPlan = (code: string) => DEPOSIT_CHANNEL_PLANS.find((plan) => plan.code === code) ?? null;

export type BonusPlan = { id: string; title: Localised; percent: number; maxBonusPaise: number; turnoverMultiplier: number; firstDepositOnly: boolean };

export const DEPOSIT_BONUS_PLANS: readonly BonusPlan[] = [
  {
    id: 'FIRST10',
    title: { EN: 'First deposit: 10 % bonus up to ₹1,000', HI: 'पहली जमा: ₹1,000 तक 10 % बोनस' },
    percent: 10,
    maxBonusPaise: rupees(1_000),
    turnoverMultiplier: 5,
    firstDepositOnly: true,
  },
];

export const bonusPlan = (id: string) => DEPOSIT_BONUS_PLANS.find((plan) => plan.id === id) ?? null;

/** Without a bonus a deposit must be bet once before it can be withdrawn (no laundering through the wallet). */
export const BASE_TURNOVER_MULTIPLIER = 1;

/** How long a deposit order can be paid. */
export const DEPOSIT_ORDER_LIFETIME_MINUTES = 15;

export const withdrawRules = (): WithdrawRules => ({ ...WITHDRAW_RULES });

/** Wrong withdrawal passwords in a row before the password is locked, and for how long. */
export const WITHDRAW_PASSWORD_MAX_FAILURES = 5;
export const WITHDRAW_PASSWORD_LOCK_MS = 15 * 60 * 1000;

/** India time (UTC+5:30): the daily withdrawal count restarts at its midnight. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const startOfIndianDay = (now: number) => Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;

/** Bank names by the first four letters of the IFSC; an unknown bank shows its code. */
const BANKS: Readonly<Record<string, string>> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  PUNB: 'Punjab National Bank',
  KKBK: 'Kotak Mahindra Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  IDIB: 'Indian Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd Bank',
};
export const bankNameOf = (ifsc: string) => BANKS[ifsc.slice(0, 4)] ?? `${ifsc.slice(0, 4)} bank`;
