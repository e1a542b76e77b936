import { describe, expect, it } from 'vitest';
import {
  type ContractLink,
  type ContractTerms,
  contractsEndedByLowerRate,
  formatBps,
  lowersAnyRate,
  ownRatesOf,
  parsePercentToBps,
  ratesAboveOwn,
} from '@kernel/agencyContracts';

/**
 * The contract rules both the client and the reference backend apply (SPEC 3 and 4 Contracts;
 * issue 10 bad input: rates outside 0 to 100 %, a rate above the offering agent's own).
 */

const daily = (rateBps: number): ContractTerms => ({ kind: 'dailySalary', dailyBetPaise: 0, rateBps });
const realtime = (profitRateBps: number, lossRateBps: number): ContractTerms => ({ kind: 'realtimeSalary', profitRateBps, lossRateBps, singleBetPaise: 0 });

describe('parsePercentToBps: a rate as typed, 0 to 100 % with at most 2 decimals', () => {
  it('reads percent text to basis points by string arithmetic', () => {
    expect(parsePercentToBps('1.5')).toEqual({ ok: true, bps: 150 });
    expect(parsePercentToBps('0.25 %')).toEqual({ ok: true, bps: 25 });
    expect(parsePercentToBps('  2.50%  ')).toEqual({ ok: true, bps: 250 });
    expect(parsePercentToBps('.5')).toEqual({ ok: true, bps: 50 });
    expect(parsePercentToBps('5.')).toEqual({ ok: true, bps: 500 });
    expect(parsePercentToBps('0')).toEqual({ ok: true, bps: 0 });
    expect(parsePercentToBps('0.07')).toEqual({ ok: true, bps: 7 });
    // 0.29 * 100 is 28.999... in floats: string arithmetic gives 29.
    expect(parsePercentToBps('0.29')).toEqual({ ok: true, bps: 29 });
    expect(parsePercentToBps('00012.3')).toEqual({ ok: true, bps: 1_230 });
  });
  it('takes 100 % and nothing above it', () => {
    expect(parsePercentToBps('100')).toEqual({ ok: true, bps: 10_000 });
    expect(parsePercentToBps('100.00')).toEqual({ ok: true, bps: 10_000 });
    expect(parsePercentToBps('0100')).toEqual({ ok: true, bps: 10_000 });
    expect(parsePercentToBps('100.01')).toEqual({ ok: false, issue: 'rateOutOfRange' });
    expect(parsePercentToBps('101')).toEqual({ ok: false, issue: 'rateOutOfRange' });
    expect(parsePercentToBps('999')).toEqual({ ok: false, issue: 'rateOutOfRange' });
    expect(parsePercentToBps('1000')).toEqual({ ok: false, issue: 'rateOutOfRange' });
    expect(parsePercentToBps('99999999999999999999')).toEqual({ ok: false, issue: 'rateOutOfRange' });
  });
  it('refuses a negative rate as out of range', () => {
    expect(parsePercentToBps('-0.5')).toEqual({ ok: false, issue: 'rateOutOfRange' });
    expect(parsePercentToBps(' -1')).toEqual({ ok: false, issue: 'rateOutOfRange' });
  });
  it('names an empty, a non-numeric and an over-precise rate', () => {
    expect(parsePercentToBps('')).toEqual({ ok: false, issue: 'rateEmpty' });
    expect(parsePercentToBps('   ')).toEqual({ ok: false, issue: 'rateEmpty' });
    expect(parsePercentToBps('%')).toEqual({ ok: false, issue: 'rateEmpty' });
    expect(parsePercentToBps('.')).toEqual({ ok: false, issue: 'rateNotNumber' });
    expect(parsePercentToBps('abc')).toEqual({ ok: false, issue: 'rateNotNumber' });
    expect(parsePercentToBps('1,5')).toEqual({ ok: false, issue: 'rateNotNumber' });
    expect(parsePercentToBps('1e2')).toEqual({ ok: false, issue: 'rateNotNumber' });
    expect(parsePercentToBps('1.5.2')).toEqual({ ok: false, issue: 'rateNotNumber' });
    expect(parsePercentToBps('-')).toEqual({ ok: false, issue: 'rateNotNumber' });
    expect(parsePercentToBps('1.234')).toEqual({ ok: false, issue: 'rateTooManyDecimals' });
    expect(parsePercentToBps('0.001')).toEqual({ ok: false, issue: 'rateTooManyDecimals' });
  });
  it('shows basis points as a percentage with 2 decimals', () => {
    expect(formatBps(150)).toBe('1.50');
    expect(formatBps(7)).toBe('0.07');
    expect(formatBps(10_000)).toBe('100.00');
    expect(formatBps(0)).toBe('0.00');
  });
});

describe('ratesAboveOwn: nobody shares more than its own rate', () => {
  it('names every rate field above its own, not one equal to it', () => {
    expect(ratesAboveOwn(daily(2_000), { rateBps: 2_000 })).toEqual([]);
    expect(ratesAboveOwn(daily(2_001), { rateBps: 2_000 })).toEqual(['rateBps']);
    expect(ratesAboveOwn(realtime(81, 80), { profitRateBps: 80, lossRateBps: 80 })).toEqual(['profitRateBps']);
    expect(ratesAboveOwn(realtime(80, 81), { profitRateBps: 80, lossRateBps: 80 })).toEqual(['lossRateBps']);
    expect(ratesAboveOwn(realtime(90, 90), { profitRateBps: 80, lossRateBps: 80 })).toEqual(['profitRateBps', 'lossRateBps']);
  });
  it('reads a rate the agent does not hold as 0 %', () => {
    expect(ratesAboveOwn(daily(1), {})).toEqual(['rateBps']);
    expect(ratesAboveOwn(daily(0), {})).toEqual([]);
    expect(ratesAboveOwn(realtime(0, 5), { profitRateBps: 80 })).toEqual(['lossRateBps']);
  });
  it('takes own rates from the terms an agent holds', () => {
    expect(ownRatesOf(realtime(80, 60))).toEqual({ profitRateBps: 80, lossRateBps: 60 });
    expect(ownRatesOf({ kind: 'dividend', period: 'weekly', periodValidBetPaise: 1, periodProfitLossPaise: 2, activeMembers: 3, rateBps: 2_500 })).toEqual({
      rateBps: 2_500,
    });
  });
});

describe('lowersAnyRate: a cut for the receiver', () => {
  it('is true when any rate of the same kind is lower', () => {
    expect(lowersAnyRate(daily(99), daily(100))).toBe(true);
    expect(lowersAnyRate(realtime(80, 59), realtime(80, 60))).toBe(true);
    expect(lowersAnyRate(realtime(79, 90), realtime(80, 60))).toBe(true);
  });
  it('is false for the same or higher rates, and across kinds', () => {
    expect(lowersAnyRate(daily(100), daily(100))).toBe(false);
    expect(lowersAnyRate(daily(101), daily(100))).toBe(false);
    expect(lowersAnyRate(realtime(81, 61), realtime(80, 60))).toBe(false);
    expect(lowersAnyRate(daily(1), { kind: 'hourlySalary', hourlyBetPaise: 0, rateBps: 100 })).toBe(false);
  });
});

describe('contractsEndedByLowerRate: SPEC 4 the lower-rate rule', () => {
  // demo_agent → demo_subagent → demo_agent42 → team_x, and demo_subagent → demo_agent43 → team_y.
  const link = (id: number, offerer: string, receiver: string, terms: ContractTerms): ContractLink => ({ id, offerer, receiver, terms });
  const SUB_TO_42 = link(1, 'demo_subagent', 'demo_agent42', daily(75));
  const A42_TO_X = link(2, 'demo_agent42', 'team_x', daily(30));
  const SUB_TO_43 = link(3, 'demo_subagent', 'demo_agent43', daily(40));
  const A43_TO_Y = link(4, 'demo_agent43', 'team_y', daily(30));
  const TEAM = [SUB_TO_42, A42_TO_X, SUB_TO_43, A43_TO_Y];

  it('ends the contracts the receiver gave above its new rate, and below them every contract of those who lose theirs', () => {
    expect(contractsEndedByLowerRate('demo_subagent', daily(50), TEAM)).toEqual([SUB_TO_42, A42_TO_X]);
  });
  it('keeps contracts at or below the new rate, and their teams', () => {
    expect(contractsEndedByLowerRate('demo_subagent', daily(75), TEAM)).toEqual([]);
    expect(contractsEndedByLowerRate('demo_subagent', daily(40), TEAM)).toEqual([SUB_TO_42, A42_TO_X]);
    expect(contractsEndedByLowerRate('demo_subagent', daily(39), TEAM)).toEqual([SUB_TO_42, A42_TO_X, SUB_TO_43, A43_TO_Y]);
  });
  it('looks only at contracts of the same kind given by the receiver', () => {
    const hourly = link(5, 'demo_subagent', 'demo_agent44', { kind: 'hourlySalary', hourlyBetPaise: 0, rateBps: 90 });
    const elsewhere = link(6, 'demo_agent', 'demo_agent41', daily(90));
    expect(contractsEndedByLowerRate('demo_subagent', daily(50), [hourly, elsewhere, ...TEAM])).toEqual([SUB_TO_42, A42_TO_X]);
    expect(contractsEndedByLowerRate('demo_agent42', daily(50), TEAM)).toEqual([]);
    expect(contractsEndedByLowerRate('demo_agent42', daily(29), TEAM)).toEqual([A42_TO_X]);
  });
  it('ends a real-time contract when either of its rates is above the new one', () => {
    const below = link(7, 'demo_subagent', 'demo_agent42', realtime(50, 70));
    expect(contractsEndedByLowerRate('demo_subagent', realtime(80, 60), [below])).toEqual([below]);
    expect(contractsEndedByLowerRate('demo_subagent', realtime(50, 70), [below])).toEqual([]);
  });
});
