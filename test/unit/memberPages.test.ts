import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_PAGE, isMemberPageEnabled, isMemberPageId, MEMBER_PAGE_IDS, memberPageHref } from '@kernel/memberPages';
import type { ModuleNode } from '@kernel/modules';
import { MEMBER_PAGES } from '@/features/memberCenter/memberPages';
import { ACCOUNT_MENU_TARGET, accountMenuEntries } from '@/rules/accountMenu.rules';

const modules = (...on: string[]): ModuleNode[] => on.map((modId) => ({ modId, enabled: true, childrenNodes: [] }));

describe('member center pages (SPEC 2 Member center)', () => {
  it('lists the left-menu pages in order, securityCenter by default', () => {
    expect(Object.keys(MEMBER_PAGES)).toEqual([...MEMBER_PAGE_IDS]);
    expect(MEMBER_PAGE_IDS).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'saferGambling',
      'messageV2',
    ]);
    expect(DEFAULT_MEMBER_PAGE).toBe('securityCenter');
    expect(isMemberPageId('withdraw')).toBe(true);
    expect(isMemberPageId('agentTeamOverview')).toBe(false);
    expect(isMemberPageId(null)).toBe(false);
  });
  it('builds every member address from one place', () => {
    expect(memberPageHref('depositv2')).toBe('/member?page=depositv2');
    expect(memberPageHref('referral')).toBe('/member?page=referral');
    expect(memberPageHref()).toBe('/member?page=securityCenter');
  });
  it('puts unread badges on missionLeaderboard, messageV2 and rewardCenter only', () => {
    const badged = Object.entries(MEMBER_PAGES)
      .filter(([, page]) => page.badge)
      .map(([id, page]) => [id, page.badge]);
    expect(badged).toEqual([
      ['rewardCenter', 'rewards'],
      ['missionLeaderboard', 'missions'],
      ['messageV2', 'messages'],
    ]);
  });
  it('gates a page by its module; a page without one is always offered', () => {
    expect(MEMBER_PAGES.rewardCenter.module).toBe('REWCEN3');
    expect(MEMBER_PAGES.securityCenter.module).toBeUndefined();
    expect(isMemberPageEnabled([], 'securityCenter')).toBe(true);
    expect(isMemberPageEnabled([], 'rewardCenter')).toBe(false);
    expect(isMemberPageEnabled(modules('REWCEN3'), 'rewardCenter')).toBe(true);
    expect(isMemberPageEnabled(modules('REWCEN3'), 'bonusDetails')).toBe(false);
    expect(isMemberPageEnabled(modules('MANREBATE3'), 'bonusDetails')).toBe(true);
  });
  it('leads the account menu to member pages gated by the same modules', () => {
    expect(accountMenuEntries({ isAgent: false, modules: modules('REWCEN3', 'MANREBATE3') })).toEqual([
      'bettingRecord',
      'accountRecord',
      'profitAndLoss',
      'rewardCenter',
      'securityCenter',
      'manualRebate',
      'signOut',
    ]);
    expect(accountMenuEntries({ isAgent: false, modules: [] })).not.toContain('rewardCenter');
    expect(ACCOUNT_MENU_TARGET.bettingRecord).toEqual({ memberPage: 'personalHistoryCopy' });
    expect(ACCOUNT_MENU_TARGET.manualRebate).toEqual({ memberPage: 'bonusDetails' });
    expect(ACCOUNT_MENU_TARGET.points).toEqual({ path: '/pointMall' });
    for (const target of Object.values(ACCOUNT_MENU_TARGET)) if ('memberPage' in target) expect(isMemberPageId(target.memberPage)).toBe(true);
  });
});
