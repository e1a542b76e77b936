import { describe, expect, it } from 'vitest';
import type { ContractTerms, OwnRates } from '@kernel/agencyContracts';
import {
  cutsCurrentTerms,
  draftFieldNames,
  draftFields,
  fieldsFromTerms,
  followsFrom,
  hasIssues,
  isDraftField,
  nextTickMs,
  offerLeftMs,
  parseCount,
  parseDraft,
  parseThresholdPaise,
  rupeesText,
  sameTerms,
  tickPassedMs,
} from '@machines/contractOffer/contractOffer.rules';

/**
 * SPEC 3 Contracts (the terms of each kind), SPEC 5 (rates 0–100 %, amounts in rupees with at
 * most 2 decimals), SPEC 9 (salary periods), and issue 10: a rate above the offering agent's own
 * is refused by the client before the backend refuses it.
 */

const DIVIDEND_OWN: OwnRates = { rateBps: 2_500 };
const REALTIME_OWN: OwnRates = { profitRateBps: 80, lossRateBps: 80 };
const DIVIDEND_FIELDS = { period: 'monthly', periodValidBetPaise: '1,00,000', periodProfitLossPaise: '25000.50', activeMembers: '12', rateBps: '20' };
const DIVIDEND: ContractTerms = {
  kind: 'dividend',
  period: 'monthly',
  periodValidBetPaise: 10_000_000,
  periodProfitLossPaise: 2_500_050,
  activeMembers: 12,
  rateBps: 2_000,
};
const REALTIME: ContractTerms = { kind: 'realtimeSalary', profitRateBps: 80, lossRateBps: 60, singleBetPaise: 10_000 };

describe('the fields of each kind (SPEC 3)', () => {
  it('lists the period, then the thresholds, then the rates', () => {
    expect(draftFieldNames('dividend')).toEqual(['period', 'periodValidBetPaise', 'periodProfitLossPaise', 'activeMembers', 'rateBps']);
    expect(draftFieldNames('dailySalary')).toEqual(['dailyBetPaise', 'rateBps']);
    expect(draftFieldNames('hourlySalary')).toEqual(['hourlyBetPaise', 'rateBps']);
    expect(draftFieldNames('realtimeSalary')).toEqual(['singleBetPaise', 'profitRateBps', 'lossRateBps']);
  });
  it('tells a field of the kind from one of another kind', () => {
    expect(isDraftField('realtimeSalary', 'lossRateBps')).toBe(true);
    expect(isDraftField('realtimeSalary', 'rateBps')).toBe(false);
    expect(isDraftField('dailySalary', 'period')).toBe(false);
    expect(isDraftField('dividend', 'period')).toBe(true);
  });
});

describe('a new draft', () => {
  it('starts weekly, every threshold at 0 and the rates empty (the upline decides a rate)', () => {
    expect(draftFields('dividend', null)).toEqual({ period: 'weekly', periodValidBetPaise: '0', periodProfitLossPaise: '0', activeMembers: '0', rateBps: '' });
    expect(draftFields('realtimeSalary', null)).toEqual({ singleBetPaise: '0', profitRateBps: '', lossRateBps: '' });
  });
  it("starts from the receiver's current terms of the same kind, as they would be typed", () => {
    expect(draftFields('realtimeSalary', REALTIME)).toEqual({ singleBetPaise: '100.00', profitRateBps: '0.80', lossRateBps: '0.60' });
    expect(draftFields('dividend', REALTIME)).toEqual(draftFields('dividend', null));
  });
  it('shows terms as typed text: rates and rupees with 2 decimals, counts and periods as they are', () => {
    expect(fieldsFromTerms(DIVIDEND)).toEqual({
      period: 'monthly',
      periodValidBetPaise: '100000.00',
      periodProfitLossPaise: '25000.50',
      activeMembers: '12',
      rateBps: '20.00',
    });
    expect(fieldsFromTerms({ kind: 'dailySalary', dailyBetPaise: 5, rateBps: 10_000 })).toEqual({ dailyBetPaise: '0.05', rateBps: '100.00' });
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(123_456_789)).toBe('1234567.89');
  });
  it('reads back what it shows', () => {
    for (const terms of [DIVIDEND, REALTIME])
      expect(parseDraft(terms.kind, fieldsFromTerms(terms), { rateBps: 10_000, profitRateBps: 10_000, lossRateBps: 10_000 }).terms).toEqual(terms);
  });
});

describe('parsing the draft into terms', () => {
  it('gives the terms in basis points and paise when every field is right', () => {
    expect(parseDraft('dividend', DIVIDEND_FIELDS, DIVIDEND_OWN)).toEqual({ terms: DIVIDEND, issues: {} });
    expect(parseDraft('realtimeSalary', { singleBetPaise: '100', profitRateBps: '0.8 %', lossRateBps: '.6' }, REALTIME_OWN)).toEqual({ terms: REALTIME, issues: {} });
  });
  it('gives a rate issue per rate field (SPEC 5: 0 to 100 %, at most 2 decimals)', () => {
    const issues = (text: string) => parseDraft('dailySalary', { dailyBetPaise: '0', rateBps: text }, { rateBps: 10_000 }).issues.rateBps;
    expect(issues('')).toBe('rateEmpty');
    expect(issues('   ')).toBe('rateEmpty');
    expect(issues('abc')).toBe('rateNotNumber');
    expect(issues('1.234')).toBe('rateTooManyDecimals');
    expect(issues('100.01')).toBe('rateOutOfRange');
    expect(issues('-1')).toBe('rateOutOfRange');
    expect(issues('100')).toBeUndefined();
    expect(issues('0')).toBeUndefined();
  });
  it("refuses a rate above the agent's own, per field, at 0.01 % above and not at its own", () => {
    const realtime = (profit: string, loss: string) => parseDraft('realtimeSalary', { singleBetPaise: '0', profitRateBps: profit, lossRateBps: loss }, REALTIME_OWN);
    expect(realtime('0.81', '0.80')).toEqual({ terms: null, issues: { profitRateBps: 'rateAboveOwn' } });
    expect(realtime('0.80', '0.81')).toEqual({ terms: null, issues: { lossRateBps: 'rateAboveOwn' } });
    expect(realtime('0.80', '0.80').terms).toEqual({ kind: 'realtimeSalary', singleBetPaise: 0, profitRateBps: 80, lossRateBps: 80 });
    // Judged even while another field is wrong, so every message shows at once.
    expect(realtime('0.9', '').issues).toEqual({ profitRateBps: 'rateAboveOwn', lossRateBps: 'rateEmpty' });
    expect(parseDraft('realtimeSalary', { singleBetPaise: 'x', profitRateBps: '0.9', lossRateBps: '0.1' }, REALTIME_OWN).issues).toEqual({
      singleBetPaise: 'termNotNumber',
      profitRateBps: 'rateAboveOwn',
    });
  });
  it('lets an agent without own rates share nothing above 0 %', () => {
    expect(parseDraft('dailySalary', { dailyBetPaise: '0', rateBps: '0.01' }, null).issues).toEqual({ rateBps: 'rateAboveOwn' });
    expect(parseDraft('dailySalary', { dailyBetPaise: '0', rateBps: '0.01' }, {}).issues).toEqual({ rateBps: 'rateAboveOwn' });
    expect(parseDraft('dailySalary', { dailyBetPaise: '0', rateBps: '0' }, null)).toEqual({ terms: { kind: 'dailySalary', dailyBetPaise: 0, rateBps: 0 }, issues: {} });
  });
  it('gives a term issue per threshold field', () => {
    const issue = (text: string) => parseDraft('dividend', { ...DIVIDEND_FIELDS, periodValidBetPaise: text }, DIVIDEND_OWN).issues.periodValidBetPaise;
    expect(issue('')).toBe('termEmpty');
    expect(issue('ten')).toBe('termNotNumber');
    expect(issue('10.005')).toBe('termNotWhole');
    expect(issue('-10')).toBe('termNegative');
    expect(issue('₹ -10')).toBe('termNegative');
    expect(issue('10000000000.01')).toBe('termTooLarge');
    expect(issue('10000000000')).toBeUndefined();
    expect(issue('0')).toBeUndefined();
  });
  it('takes counts as whole numbers up to 100,000', () => {
    const issue = (text: string) => parseDraft('dividend', { ...DIVIDEND_FIELDS, activeMembers: text }, DIVIDEND_OWN).issues.activeMembers;
    expect(issue('')).toBe('termEmpty');
    expect(issue('2.5')).toBe('termNotWhole');
    expect(issue('-1')).toBe('termNegative');
    expect(issue('1e3')).toBe('termNotNumber');
    expect(issue('100001')).toBe('termTooLarge');
    expect(issue('100000')).toBeUndefined();
  });
  it('takes only the salary periods of SPEC 9', () => {
    for (const period of ['daily', 'weekly', 'semimonthly', 'monthly'])
      expect(parseDraft('dividend', { ...DIVIDEND_FIELDS, period }, DIVIDEND_OWN).terms).toEqual({ ...DIVIDEND, period });
    expect(parseDraft('dividend', { ...DIVIDEND_FIELDS, period: 'yearly' }, DIVIDEND_OWN)).toEqual({ terms: null, issues: { period: 'termEmpty' } });
  });
  it('names every wrong field at once, bounds included', () => {
    expect(parseDraft('realtimeSalary', { singleBetPaise: '20000000000', profitRateBps: '', lossRateBps: '0.9' }, REALTIME_OWN)).toEqual({
      terms: null,
      issues: { singleBetPaise: 'termTooLarge', profitRateBps: 'rateEmpty', lossRateBps: 'rateAboveOwn' },
    });
  });
  it('reads a missing field as empty', () => {
    expect(parseDraft('hourlySalary', {}, { rateBps: 100 }).issues).toEqual({ hourlyBetPaise: 'termEmpty', rateBps: 'rateEmpty' });
  });
  it('tells whether any issue is left', () => {
    expect(hasIssues({})).toBe(false);
    expect(hasIssues({ rateBps: 'rateEmpty' })).toBe(true);
  });
});

describe('amounts and counts as typed', () => {
  it('reads rupees to paise, zero included, with grouping and ₹', () => {
    expect(parseThresholdPaise('0')).toEqual({ ok: true, value: 0 });
    expect(parseThresholdPaise('0.00')).toEqual({ ok: true, value: 0 });
    expect(parseThresholdPaise('₹ 1,000.5')).toEqual({ ok: true, value: 100_050 });
    expect(parseThresholdPaise('12345678.9')).toEqual({ ok: true, value: 1_234_567_890 });
    expect(parseThresholdPaise('₹9,99,99,99,999.99')).toEqual({ ok: true, value: 999_999_999_999 });
    expect(parseThresholdPaise(' ₹ 1,00,00,000.5 ')).toEqual({ ok: true, value: 1_000_000_050 });
    expect(parseThresholdPaise('20000000')).toEqual({ ok: true, value: 2_000_000_000 });
  });
  it('names what is wrong with a threshold', () => {
    expect(parseThresholdPaise('')).toEqual({ ok: false, issue: 'termEmpty' });
    expect(parseThresholdPaise('1.234')).toEqual({ ok: false, issue: 'termNotWhole' });
    expect(parseThresholdPaise('-0.5')).toEqual({ ok: false, issue: 'termNegative' });
    expect(parseThresholdPaise('1e5')).toEqual({ ok: false, issue: 'termNotNumber' });
  });
  it('reads counts as digits', () => {
    expect(parseCount(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseCount('007')).toEqual({ ok: true, value: 7 });
    expect(parseCount('12.00')).toEqual({ ok: true, value: 12 });
    expect(parseCount('12.')).toEqual({ ok: true, value: 12 });
    expect(parseCount('12.01')).toEqual({ ok: false, issue: 'termNotWhole' });
    expect(parseCount('+3')).toEqual({ ok: false, issue: 'termNotNumber' });
    expect(parseCount('1-2')).toEqual({ ok: false, issue: 'termNotNumber' });
    expect(parseCount('-0')).toEqual({ ok: false, issue: 'termNegative' });
    expect(parseCount('')).toEqual({ ok: false, issue: 'termEmpty' });
  });
});

describe('one intended offer, one key', () => {
  it('is the same offer when the terms are the same, however they were typed', () => {
    const typed = parseDraft('realtimeSalary', { singleBetPaise: '100.00', profitRateBps: '0.80', lossRateBps: '0.6' }, REALTIME_OWN).terms;
    expect(sameTerms(typed, REALTIME)).toBe(true);
    expect(sameTerms(REALTIME, { ...REALTIME, lossRateBps: 59 })).toBe(false);
    expect(sameTerms(REALTIME, { ...REALTIME, singleBetPaise: 10_001 })).toBe(false);
    expect(sameTerms(DIVIDEND, { ...DIVIDEND, period: 'weekly' })).toBe(false);
    expect(sameTerms(null, REALTIME)).toBe(false);
    expect(sameTerms(REALTIME, null)).toBe(false);
    expect(sameTerms({ kind: 'dailySalary', dailyBetPaise: 0, rateBps: 1 }, { kind: 'hourlySalary', hourlyBetPaise: 0, rateBps: 1 })).toBe(false);
    // Another kind is another offer even where the values happen to match.
    const lookalike = { kind: 'hourlySalary', dailyBetPaise: 0, hourlyBetPaise: 0, rateBps: 1 } as unknown as ContractTerms;
    expect(sameTerms({ kind: 'dailySalary', dailyBetPaise: 0, rateBps: 1 }, lookalike)).toBe(false);
  });
});

describe("a cut of the receiver's current rate (the confirm step says so)", () => {
  it('is any rate lower than the current one', () => {
    expect(cutsCurrentTerms({ ...REALTIME, lossRateBps: 59 }, REALTIME)).toBe(true);
    expect(cutsCurrentTerms({ ...REALTIME, profitRateBps: 81, lossRateBps: 61 }, REALTIME)).toBe(false);
    expect(cutsCurrentTerms(REALTIME, REALTIME)).toBe(false);
    expect(cutsCurrentTerms(REALTIME, null)).toBe(false);
    expect(cutsCurrentTerms(null, REALTIME)).toBe(false);
  });
});

describe('the lifecycle a screen follows (SPEC 4)', () => {
  it('leads a pending offer to its answers, its expiry or its end, never back', () => {
    expect([...followsFrom('pending')].sort()).toEqual(['active', 'expired', 'rejected', 'terminated']);
    expect(followsFrom('active')).toEqual(['terminated']);
    expect([...followsFrom('expired')].sort()).toEqual(['active', 'rejected', 'terminated']);
    expect(followsFrom('rejected')).toEqual([]);
    expect(followsFrom('terminated')).toEqual([]);
  });
  it('counts what is left of an offer, none once its expiry passed', () => {
    expect(offerLeftMs(10_000, 4_000)).toBe(6_000);
    expect(offerLeftMs(10_000, 10_000)).toBe(0);
    expect(offerLeftMs(10_000, 10_001)).toBe(0);
  });
  it('ticks at each whole second of what is left, the last tick at the expiry', () => {
    expect(nextTickMs(48 * 3_600_000)).toBe(1_000);
    expect(nextTickMs(2_000)).toBe(1_000);
    expect(nextTickMs(1_001)).toBe(1);
    expect(nextTickMs(1_000)).toBe(1_000);
    expect(nextTickMs(999)).toBe(999);
    expect(nextTickMs(1)).toBe(1);
    expect(nextTickMs(0)).toBe(0);
    expect(nextTickMs(-1)).toBe(0);
  });
  it('counts a tick as its length, or as what the clock says passed when that is more', () => {
    // On time, or a clock that stood still or went back: the tick's own length.
    expect(tickPassedMs(1_000, 5_000, 6_000)).toBe(1_000);
    expect(tickPassedMs(1_000, 5_000, 5_000)).toBe(1_000);
    expect(tickPassedMs(1_000, 5_000, 4_000)).toBe(1_000);
    // Late by 1 ms, by a minute (a tab in the background).
    expect(tickPassedMs(1_000, 5_000, 6_001)).toBe(1_001);
    expect(tickPassedMs(1_000, 5_000, 65_000)).toBe(60_000);
  });
});
