import { describe, expect, it } from 'vitest';
import type { Contract, ContractStatus, ContractTerms } from '@kernel/agencyContracts';
import type { ModuleNode } from '@kernel/modules';
import { expiryLeft } from '@machines/contractOffer/offerExpiry.rules';
import {
  activeTermsWith,
  contractsWith,
  enabledContractKinds,
  mayOfferKind,
  pendingFirst,
  settlesWithinDay,
  termsEntries,
  termsFields,
} from '@/rules/agent/contractBook.rules';

/** SPEC 3, 4 Contracts and SPEC 6 module gating, as the contract screens show them. */

const daily = (rateBps: number): ContractTerms => ({ kind: 'dailySalary', dailyBetPaise: 100_000, rateBps });
const contract = (id: number, receiver: string, status: ContractStatus, terms: ContractTerms = daily(100)): Contract => ({
  id,
  kind: terms.kind,
  status,
  offerer: 'demo_agent',
  receiver,
  terms,
  offeredAt: 1,
  expiresAt: 2,
  answeredAt: null,
  terminatedAt: null,
  terminationReason: null,
});
const flag = (modId: string, enabled: boolean, childrenNodes: ModuleNode[] = []): ModuleNode => ({ modId, enabled, childrenNodes });

describe('SPEC 6: the contract kinds whose module is on', () => {
  it('lists the kinds in their fixed order, each only while its module is on', () => {
    const all = [flag('SIGNCONDIV3', true), flag('DAILYSALCONT3', true), flag('HOURSAL3', true), flag('RTSALARY3', true)];
    expect(enabledContractKinds(all)).toEqual(['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary']);
    expect(enabledContractKinds([flag('RTSALARY3', true), flag('SIGNCONDIV3', false), flag('HOURSAL3', true)])).toEqual(['hourlySalary', 'realtimeSalary']);
    expect(enabledContractKinds([])).toEqual([]);
  });
});

describe('the contracts with one downline', () => {
  const sent = [
    contract(5, 'demo_agent41', 'pending'),
    contract(4, 'demo_subagent', 'active', daily(150)),
    contract(3, 'demo_subagent', 'terminated'),
    contract(2, 'demo_agent41', 'rejected'),
  ];
  it("lists only that downline's contracts, in the book's order", () => {
    expect(contractsWith(sent, 'demo_subagent').map((c) => c.id)).toEqual([4, 3]);
    expect(contractsWith(sent, 'demo_agent41').map((c) => c.id)).toEqual([5, 2]);
    expect(contractsWith(sent, 'team_rohan')).toEqual([]);
  });
  it("knows the terms the downline holds now (only an active contract's)", () => {
    expect(activeTermsWith(sent, 'demo_subagent')).toEqual(daily(150));
    expect(activeTermsWith(sent, 'demo_agent41')).toBeNull();
    expect(activeTermsWith([contract(9, 'x', 'active', daily(7))], 'demo_subagent')).toBeNull();
  });
});

describe('offers received: pending first', () => {
  it('puts offers waiting for an answer first and keeps the order within each group', () => {
    const list = [contract(6, 'me', 'rejected'), contract(5, 'me', 'pending'), contract(4, 'me', 'active'), contract(3, 'me', 'pending'), contract(2, 'me', 'expired')];
    expect(pendingFirst(list).map((c) => c.id)).toEqual([5, 3, 6, 4, 2]);
    expect(pendingFirst([])).toEqual([]);
  });
});

describe('whether an agent may offer a kind at all', () => {
  it('may when the book gives it rates to share, not when it has none', () => {
    expect(mayOfferKind({ ownRates: { rateBps: 200 } })).toBe(true);
    expect(mayOfferKind({ ownRates: {} })).toBe(true);
    expect(mayOfferKind({ ownRates: null })).toBe(false);
  });
});

describe('SPEC 4: how long a pending offer has left', () => {
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  it('splits the time left into whole days, hours and minutes', () => {
    expect(expiryLeft(2 * day, 0)).toEqual({ days: 2, hours: 0, minutes: 0 });
    expect(expiryLeft(2 * day, 1)).toEqual({ days: 1, hours: 23, minutes: 59 });
    expect(expiryLeft(1_000 + day + 3 * hour + 7 * minute + 59_999, 1_000)).toEqual({ days: 1, hours: 3, minutes: 7 });
    expect(expiryLeft(30_000, 0)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
  it('has nothing left at the moment it expires and after', () => {
    expect(expiryLeft(5_000, 4_999)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(expiryLeft(5_000, 5_000)).toBeNull();
    expect(expiryLeft(5_000, 9_000)).toBeNull();
  });
});

describe('SPEC 3: the terms of each kind', () => {
  it('lists each kind’s fields in the order of SPEC 3, with how each is typed', () => {
    expect(termsFields('dividend')).toEqual([
      { field: 'period', input: 'period' },
      { field: 'periodValidBetPaise', input: 'money' },
      { field: 'periodProfitLossPaise', input: 'money' },
      { field: 'activeMembers', input: 'count' },
      { field: 'rateBps', input: 'rate' },
    ]);
    expect(termsFields('dailySalary')).toEqual([
      { field: 'dailyBetPaise', input: 'money' },
      { field: 'rateBps', input: 'rate' },
    ]);
    expect(termsFields('hourlySalary')).toEqual([
      { field: 'hourlyBetPaise', input: 'money' },
      { field: 'rateBps', input: 'rate' },
    ]);
    expect(termsFields('realtimeSalary')).toEqual([
      { field: 'profitRateBps', input: 'rate' },
      { field: 'lossRateBps', input: 'rate' },
      { field: 'singleBetPaise', input: 'money' },
    ]);
  });
  it('gives the value of each field of a contract’s terms', () => {
    expect(termsEntries({ kind: 'realtimeSalary', profitRateBps: 80, lossRateBps: 50, singleBetPaise: 1_000 })).toEqual([
      { field: 'profitRateBps', input: 'rate', value: 80 },
      { field: 'lossRateBps', input: 'rate', value: 50 },
      { field: 'singleBetPaise', input: 'money', value: 1_000 },
    ]);
    expect(
      termsEntries({ kind: 'dividend', period: 'semimonthly', periodValidBetPaise: 5, periodProfitLossPaise: 6, activeMembers: 3, rateBps: 4_000 }).map(
        (entry) => entry.value,
      ),
    ).toEqual(['semimonthly', 5, 6, 3, 4_000]);
  });
  it('shows a missing value of a malformed terms object as zero', () => {
    expect(termsEntries({ kind: 'dailySalary', rateBps: 10 } as unknown as ContractTerms)).toEqual([
      { field: 'dailyBetPaise', input: 'money', value: 0 },
      { field: 'rateBps', input: 'rate', value: 10 },
    ]);
  });
});

describe('SPEC 9: settlement periods shorter than a day', () => {
  it('are those of the real-time (5 minutes) and hourly salaries', () => {
    expect(settlesWithinDay('realtimeSalary')).toBe(true);
    expect(settlesWithinDay('hourlySalary')).toBe(true);
    expect(settlesWithinDay('dailySalary')).toBe(false);
    expect(settlesWithinDay('dividend')).toBe(false);
  });
});
