import type { ContractKind, ContractTerms, OwnRates } from '@kernel/agencyContracts';

/**
 * New offers of every contract kind (SPEC 3 Contracts, SPEC 9 salary periods), typed at and
 * beyond each limit. Written out by hand from SPEC and the kernel's terms schemas, never computed
 * by the product's rules:
 * - a rate is a percent with at most 2 decimals, 0 to 100 %, and at most the offering agent's own
 *   (an agent that holds no rate shares nothing above 0 %);
 * - a threshold is rupees with at most 2 decimals (grouping commas and a leading ₹ allowed, as
 *   amounts are shown), 0 to ₹10,000,000,000.00 (10^12 paise): far above one payment's ceiling
 *   (₹1 crore), and a threshold of nothing is fine;
 * - a count of active members is whole, 0 to 100,000;
 * - a dividend's period is one of SPEC 9's four; anything else is a period not chosen.
 * The form opens on the receiver's current terms of the kind, typed (rates '3.05', amounts
 * '100.05', counts '12'), else on a weekly period, every threshold 0 and the rates empty.
 */

/** What a typed text means: the value sent (basis points, paise, a count, a period), or the field's issue. */
export type Typed = Record<string, Record<string, number | string>>;

/** The issues a field can show (kernel RATE_ISSUES and TERM_ISSUES, written out). */
export const ISSUES = [
  'rateEmpty',
  'rateNotNumber',
  'rateTooManyDecimals',
  'rateOutOfRange',
  'rateAboveOwn',
  'termEmpty',
  'termNotNumber',
  'termNotWhole',
  'termNegative',
  'termTooLarge',
];

/** The rate fields of each kind: none may exceed the offering agent's own. */
export const RATES_OF: Record<ContractKind, string[]> = {
  dividend: ['rateBps'],
  dailySalary: ['rateBps'],
  hourlySalary: ['rateBps'],
  realtimeSalary: ['profitRateBps', 'lossRateBps'],
};

/** A new offer's form: who holds what, what is shown first, what each text means, what is typed, and the offer the backend makes of it. */
export type DraftCase = {
  name: string;
  kind: ContractKind;
  ownRates: OwnRates | null;
  currentTerms: ContractTerms | null;
  /** The form as it opens, in the order it lists the fields: the period, the thresholds, the rates. */
  fields: Record<string, string>;
  typed: Typed;
  edits: Array<{ field: string; value: string }>;
  made: ContractTerms;
};

const edits = (field: string, values: string[]) => values.map((value) => ({ field, value }));

/** A threshold at and beyond its limits (paise). */
const THRESHOLD: Record<string, number | string> = {
  '': 'termEmpty',
  '-1': 'termNegative',
  // The smallest threshold: nothing at all (not refused as a payment of 0 would be).
  '0': 0,
  '0.01': 1,
  '1,000.50': 100_050,
  '₹ 99.99': 9_999,
  // A paisa above one payment's ceiling (₹1 crore), and half a rupee above twice it: thresholds all the same.
  '10000000.01': 1_000_000_001,
  '20000000.5': 2_000_000_050,
  '20000000': 2_000_000_000,
  // The largest threshold, with and without grouping commas, and a paisa above it.
  '10000000000': 1_000_000_000_000,
  '10,000,000,000.00': 1_000_000_000_000,
  '10000000000.01': 'termTooLarge',
  '1.234': 'termNotWhole',
  abc: 'termNotNumber',
};

/** A count of active members at and beyond its limits. */
const COUNT: Record<string, number | string> = {
  '': 'termEmpty',
  '-1': 'termNegative',
  '0': 0,
  ' 7 ': 7,
  // Whole, with its decimals all 0; a half is not a member.
  '12.00': 12,
  '1.5': 'termNotWhole',
  '100000': 100_000,
  '100001': 'termTooLarge',
  abc: 'termNotNumber',
  '7x': 'termNotNumber',
  x7: 'termNotNumber',
  '7-1': 'termNotNumber',
};

/** SPEC 9 salary periods; anything else is no period chosen. */
const PERIOD: Record<string, string> = {
  daily: 'daily',
  weekly: 'weekly',
  semimonthly: 'semimonthly',
  monthly: 'monthly',
  yearly: 'termEmpty',
  '': 'termEmpty',
};

/** A fresh dividend form. */
const DIVIDEND_FRESH = { period: 'weekly', periodValidBetPaise: '0', periodProfitLossPaise: '0', activeMembers: '0', rateBps: '' };
/** A dividend contract the receiver holds (a threshold at the largest; paise and basis points under 10 keep their 0). */
const CURRENT_DIVIDEND: ContractTerms = {
  kind: 'dividend',
  period: 'monthly',
  periodValidBetPaise: 10_005,
  periodProfitLossPaise: 1_000_000_000_000,
  activeMembers: 12,
  rateBps: 305,
};
/** A daily salary contract the receiver holds. */
const CURRENT_DAILY: ContractTerms = { kind: 'dailySalary', dailyBetPaise: 50_000, rateBps: 120 };

const madeDividend: ContractTerms = { kind: 'dividend', period: 'weekly', periodValidBetPaise: 0, periodProfitLossPaise: 0, activeMembers: 0, rateBps: 500 };

export const DRAFT_CASES: DraftCase[] = [
  {
    name: 'a top agent (own 100 %) drafts a dividend offer to a downline that holds none: the period and the rate at their limits',
    kind: 'dividend',
    ownRates: { rateBps: 10_000 },
    currentTerms: null,
    fields: DIVIDEND_FRESH,
    typed: {
      period: PERIOD,
      periodValidBetPaise: { '0': 0 },
      periodProfitLossPaise: { '0': 0 },
      activeMembers: { '0': 0 },
      rateBps: { '': 'rateEmpty', '0': 0, '100': 10_000, '100.01': 'rateOutOfRange', '-1': 'rateOutOfRange', abc: 'rateNotNumber' },
    },
    edits: [...edits('period', ['daily', 'semimonthly', 'monthly', 'yearly', '']), ...edits('rateBps', ['100', '100.01', '-1', 'abc', '0'])],
    made: madeDividend,
  },
  {
    name: 'upline drafts a dividend offer: the valid bet threshold at its limits',
    kind: 'dividend',
    ownRates: { rateBps: 500 },
    currentTerms: null,
    fields: DIVIDEND_FRESH,
    typed: {
      period: { weekly: 'weekly' },
      periodValidBetPaise: THRESHOLD,
      periodProfitLossPaise: { '0': 0 },
      activeMembers: { '0': 0 },
      rateBps: { '': 'rateEmpty', '5': 500 },
    },
    edits: [
      ...edits('periodValidBetPaise', Object.keys(THRESHOLD)),
      ...edits('rateBps', ['5']),
      // A real-time contract's term, not a dividend's: nothing happens.
      { field: 'singleBetPaise', value: '1' },
    ],
    made: madeDividend,
  },
  {
    name: 'upline drafts a dividend offer to a downline that holds one: its terms shown as typed, active members at their limits, a cut',
    kind: 'dividend',
    ownRates: { rateBps: 500 },
    currentTerms: CURRENT_DIVIDEND,
    fields: { period: 'monthly', periodValidBetPaise: '100.05', periodProfitLossPaise: '10000000000.00', activeMembers: '12', rateBps: '3.05' },
    typed: {
      period: { monthly: 'monthly' },
      periodValidBetPaise: { '100.05': 10_005 },
      periodProfitLossPaise: { '10000000000.00': 1_000_000_000_000 },
      activeMembers: { ...COUNT, '12': 12 },
      // 3.00 % cuts the receiver's 3.05 % (above the upline's own 5 % is the next variant's).
      rateBps: { '3.05': 305, '3.00': 300 },
    },
    edits: [...edits('activeMembers', Object.keys(COUNT)), ...edits('rateBps', ['3.00'])],
    made: CURRENT_DIVIDEND,
  },
  {
    name: 'upline drafts a dividend offer to a downline that holds a daily salary contract (another kind): a fresh form, the profit-and-loss threshold',
    kind: 'dividend',
    ownRates: { rateBps: 500 },
    currentTerms: CURRENT_DAILY,
    fields: DIVIDEND_FRESH,
    typed: {
      period: { weekly: 'weekly' },
      periodValidBetPaise: { '0': 0 },
      periodProfitLossPaise: { '0': 0, '-1': 'termNegative', '0.01': 1, '10000000000.01': 'termTooLarge' },
      activeMembers: { '0': 0 },
      rateBps: { '': 'rateEmpty', '5': 500, '5.01': 'rateAboveOwn' },
    },
    edits: [...edits('periodProfitLossPaise', ['-1', '0.01', '10000000000.01']), ...edits('rateBps', ['5', '5.01'])],
    made: madeDividend,
  },
  {
    name: 'upline drafts a daily salary offer to a downline that holds one: its terms shown as typed, the bet threshold, a cut',
    kind: 'dailySalary',
    ownRates: { rateBps: 150 },
    currentTerms: CURRENT_DAILY,
    fields: { dailyBetPaise: '500.00', rateBps: '1.20' },
    typed: {
      dailyBetPaise: { '500.00': 50_000, '0': 0, '-1': 'termNegative', '10000000000': 1_000_000_000_000 },
      // 1.00 % cuts the receiver's 1.20 %; 1.50 % is the upline's own, 1.51 % above it.
      rateBps: { '1.20': 120, '1.00': 100, '1.50': 150, '1.51': 'rateAboveOwn' },
    },
    edits: [...edits('dailyBetPaise', ['0', '-1', '10000000000']), ...edits('rateBps', ['1.00', '1.50', '1.51'])],
    made: CURRENT_DAILY,
  },
  {
    name: 'an upline that holds no rate drafts an hourly salary offer: a fresh form, nothing above 0 % to share',
    kind: 'hourlySalary',
    ownRates: null,
    currentTerms: null,
    fields: { hourlyBetPaise: '0', rateBps: '' },
    typed: {
      hourlyBetPaise: { '0': 0, '': 'termEmpty', '10000000000.01': 'termTooLarge' },
      rateBps: { '': 'rateEmpty', '0': 0, '0.01': 'rateAboveOwn' },
    },
    edits: [...edits('hourlyBetPaise', ['', '10000000000.01']), ...edits('rateBps', ['0', '0.01'])],
    made: { kind: 'hourlySalary', hourlyBetPaise: 0, rateBps: 0 },
  },
  {
    name: 'upline drafts a real-time salary offer to a downline that holds a dividend contract (another kind): a fresh form',
    kind: 'realtimeSalary',
    ownRates: { profitRateBps: 80, lossRateBps: 80 },
    currentTerms: CURRENT_DIVIDEND,
    fields: { singleBetPaise: '0', profitRateBps: '', lossRateBps: '' },
    typed: {
      singleBetPaise: { '0': 0, '-1': 'termNegative' },
      profitRateBps: { '': 'rateEmpty', '0.80': 80 },
      lossRateBps: { '': 'rateEmpty', '0.50': 50 },
    },
    edits: [
      ...edits('singleBetPaise', ['-1']),
      ...edits('profitRateBps', ['0.80']),
      ...edits('lossRateBps', ['0.50']),
      // A dividend's term, not a real-time contract's: nothing happens.
      { field: 'period', value: 'daily' },
    ],
    made: { kind: 'realtimeSalary', profitRateBps: 80, lossRateBps: 50, singleBetPaise: 0 },
  },
];
