import { describe, expect, it } from 'vitest';
import type { ModuleNode } from '@kernel/modules';
import { badgeText, memberMenu, resolveMemberPage } from '@/rules/member/memberCenter.rules';

describe('the page /member?page=… shows (SPEC 2 Member center: securityCenter is the default page)', () => {
  it('treats an empty page like a missing one: the default page, with no redirect', () => {
    expect(resolveMemberPage(null, [])).toEqual({ page: 'securityCenter', redirected: false });
    expect(resolveMemberPage('', [])).toEqual({ page: 'securityCenter', redirected: false });
  });
  it('redirects an unknown or switched-off page to the default page', () => {
    expect(resolveMemberPage('nowhere', [])).toEqual({ page: 'securityCenter', redirected: true });
    expect(resolveMemberPage('rewardCenter', [])).toEqual({ page: 'securityCenter', redirected: true });
    expect(resolveMemberPage('withdraw', [])).toEqual({ page: 'withdraw', redirected: false });
  });
});

const node = (modId: string, enabled: boolean): ModuleNode => ({ modId, enabled, childrenNodes: [] });

describe('member center pages (SPEC 2 Member center)', () => {
  it('opens securityCenter by default and any enabled page by name', () => {
    expect(resolveMemberPage(null, [])).toEqual({ page: 'securityCenter', redirected: false });
    expect(resolveMemberPage('depositv2', [])).toEqual({ page: 'depositv2', redirected: false });
  });

  it('sends an unknown page or one whose module is off to the default page', () => {
    expect(resolveMemberPage('nope', [])).toEqual({ page: 'securityCenter', redirected: true });
    expect(resolveMemberPage('transferUpline', [node('MEMTRANS3', false)])).toEqual({ page: 'securityCenter', redirected: true });
    expect(resolveMemberPage('transferUpline', [node('MEMTRANS3', true)])).toEqual({ page: 'transferUpline', redirected: false });
  });

  it('lists the menu in SPEC order without switched-off pages', () => {
    const menu = memberMenu([node('MEMTRANS3', false), node('INBOX3', true), node('REWCEN3', true), node('REFERRAL3', true), node('MANREBATE3', true)]);
    expect(menu[0]).toBe('securityCenter');
    expect(menu).not.toContain('transferUpline');
    expect(menu.indexOf('depositv2')).toBeLessThan(menu.indexOf('withdraw'));
    expect(menu.at(-1)).toBe('messageV2');
  });

  it('shows a badge only for unread items, capped at 99+ (1 under, on and 1 over each limit)', () => {
    expect([-1, 0, 1, 98, 99, 100].map(badgeText)).toEqual([null, null, '1', '98', '99', '99+']);
  });
});
