import { describe, expect, it } from 'vitest';
import { decideRoute } from '@/rules/navigation.rules';

describe('arriving before the session is known (SPEC 2 routes, SPEC 4)', () => {
  it('waits on every page that needs an account: lottery pages, member areas and /agentHome', () => {
    for (const path of ['/lottery', '/seaLottery', '/vnLottery', '/member', '/pointMall', '/favorite', '/recent', '/agentHome'])
      expect(decideRoute(path, '', 'pending')).toEqual({ kind: 'wait' });
  });
  it('shows public pages at once', () => {
    for (const path of ['/', '/home', '/promotions', '/help', '/rng', '/agent', '/seamless']) expect(decideRoute(path, '', 'pending')).toEqual({ kind: 'show' });
  });
});
