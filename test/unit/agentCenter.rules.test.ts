import { describe, expect, it } from 'vitest';
import type { Consolidated } from '@kernel/agencyContracts';
import type { ModuleNode } from '@kernel/modules';
import { needsConsolidated } from '@machines/session.selectors';
import { agentMenu, CONTRACT_PAGE, contractBadge, contractKindOfPage, resolveAgentPage } from '@/rules/agent/agentCenter.rules';

const node = (modId: string, enabled: boolean, childrenNodes: ModuleNode[] = []) => ({ modId, enabled, childrenNodes }) as ModuleNode;
const ALWAYS = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
];
const ALL_ON = [node('SIGNCONDIV3', true), node('DAILYSALCONT3', true), node('HOURSAL3', true), node('RTSALARY3', true)];

describe('SPEC 2 Agent center: the agency menu', () => {
  it('lists every page in order when the dividend and salary modules are on', () => {
    expect(agentMenu(ALL_ON)).toEqual([...ALWAYS, 'agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary']);
  });
  it('leaves out a contract page whose module is off or missing, each by its own module', () => {
    expect(agentMenu([])).toEqual(ALWAYS);
    expect(agentMenu([node('SIGNCONDIV3', false), node('DAILYSALCONT3', true), node('HOURSAL3', false), node('RTSALARY3', true)])).toEqual([
      ...ALWAYS,
      'agentDailyWages2',
      'agentRealtimeSalary',
    ]);
    expect(agentMenu([node('HOURSAL3', true)])).toEqual([...ALWAYS, 'agentHourSalary']);
  });
});

describe('the page /agentHome?page=… shows (agentTeamOverview is the default)', () => {
  it('shows the default page without a redirect when no page is named', () => {
    expect(resolveAgentPage(null, ALL_ON)).toEqual({ page: 'agentTeamOverview', redirected: false });
    expect(resolveAgentPage('', ALL_ON)).toEqual({ page: 'agentTeamOverview', redirected: false });
  });
  it('shows a named page that exists and is switched on', () => {
    expect(resolveAgentPage('registerCenter', [])).toEqual({ page: 'registerCenter', redirected: false });
    expect(resolveAgentPage('agentRealtimeSalary', ALL_ON)).toEqual({ page: 'agentRealtimeSalary', redirected: false });
  });
  it('redirects an unknown or switched-off page to the default page', () => {
    expect(resolveAgentPage('nowhere', ALL_ON)).toEqual({ page: 'agentTeamOverview', redirected: true });
    expect(resolveAgentPage('securityCenter', ALL_ON)).toEqual({ page: 'agentTeamOverview', redirected: true });
    expect(resolveAgentPage('agentRealtimeSalary', [node('RTSALARY3', false)])).toEqual({ page: 'agentTeamOverview', redirected: true });
  });
});

describe('SPEC 4 consolidated info: a badge on a contract page while an offer waits', () => {
  const consolidated: Consolidated = { divtypereq: 'pending', dailysalreqtype: 'active', contracthoursalreq: 'none', realtimesalreqtype: 'pending' };
  it('flags the kinds with a pending offer, by the platform field of each kind', () => {
    expect(contractBadge(consolidated, 'dividend')).toBe('pending');
    expect(contractBadge(consolidated, 'realtimeSalary')).toBe('pending');
    expect(contractBadge(consolidated, 'dailySalary')).toBeNull();
    expect(contractBadge(consolidated, 'hourlySalary')).toBeNull();
    expect(contractBadge({ ...consolidated, contracthoursalreq: 'pending', divtypereq: 'none' }, 'hourlySalary')).toBe('pending');
    expect(contractBadge({ ...consolidated, dailysalreqtype: 'pending', divtypereq: 'none' }, 'dailySalary')).toBe('pending');
    expect(contractBadge({ ...consolidated, divtypereq: 'none' }, 'dividend')).toBeNull();
  });
  it('flags nothing before the info is fetched (or when it is not fetched at all)', () => {
    expect(contractBadge(null, 'dividend')).toBeNull();
  });
  it('knows the page of each contract kind, and which pages are not contract pages', () => {
    expect(CONTRACT_PAGE).toEqual({
      dividend: 'agentDividendRecordCopy2',
      dailySalary: 'agentDailyWages2',
      hourlySalary: 'agentHourSalary',
      realtimeSalary: 'agentRealtimeSalary',
    });
    expect(contractKindOfPage('agentHourSalary')).toBe('hourlySalary');
    expect(contractKindOfPage('agentDividendRecordCopy2')).toBe('dividend');
    expect(contractKindOfPage('agentTeamOverview')).toBeNull();
  });
});

describe('SPEC 4 Login: who fetches the consolidated contract info', () => {
  it('is fetched for signed-in members and agents when the agent policy is on', () => {
    expect(needsConsolidated('member', true)).toBe(true);
    expect(needsConsolidated('agent', true)).toBe(true);
  });
  it('is skipped by trial accounts (SPEC 6), by anyone not signed in, and when the policy is off', () => {
    expect(needsConsolidated('trial', true)).toBe(false);
    expect(needsConsolidated('guest', true)).toBe(false);
    expect(needsConsolidated('pending', true)).toBe(false);
    expect(needsConsolidated('member', false)).toBe(false);
    expect(needsConsolidated('agent', false)).toBe(false);
  });
});
