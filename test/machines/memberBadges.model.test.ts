import { describe, expect, it } from 'vitest';
import { memberBadgesMachine } from '../../machines/member/memberBadges.machine';
import { badgeText, memberMenu, resolveMemberPage } from '../../machines/member/memberCenter.rules';
import type { ModuleNode } from '../../src/contract/modules';
import { apiFailure } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const COUNTS = { missions: 2, messages: 3, rewards: 120 };

testMachineModel(memberBadgesMachine, {
  fixtures: { outputs: { loadBadges: [COUNTS] }, errors: { loadBadges: [apiFailure('network')] } },
  stateKey: (snapshot) => [snapshot.value, Math.min(3, snapshot.context.failures), snapshot.context.badges === COUNTS],
  check: (snapshot, event, previous) => {
    if (snapshot.matches('shown')) {
      expect(snapshot.context.badges).toEqual(COUNTS);
      expect(snapshot.context.failures).toBe(0);
    }
    // A failed load keeps the counts the member already saw.
    if (snapshot.matches('waiting')) {
      expect(snapshot.context.badges).toEqual(previous.context.badges);
      expect(snapshot.context.failures).toBe(previous.context.failures + 1);
    }
    if (event.type === 'REFRESH' && !previous.matches('loading')) expect(snapshot.matches('loading')).toBe(true);
    if (event.type === 'xstate.after.retryDelay.memberBadges.waiting') expect(snapshot.matches('loading')).toBe(true);
  },
});

describe('member center retry delay', () => {
  it('waits 5 s after the first failure, doubling up to a minute', () => {
    const delay = memberBadgesMachine.implementations.delays.retryDelay as (args: { context: { failures: number } }) => number;
    expect([1, 2, 3, 4, 5, 9].map((failures) => delay({ context: { failures } }))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
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

  it('shows a badge only for unread items, capped at 99+', () => {
    expect([0, 1, 99, 100].map(badgeText)).toEqual([null, '1', '99', '99+']);
  });
});
