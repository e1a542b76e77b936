import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '@kernel/member';
import { sessionMachine } from '@machines/session.machine';
import { accountBadges } from '@machines/session.selectors';

const MEMBER: MemberInfo = {
  id: 7,
  account: 'demo_member',
  nickname: 'Demo',
  type: 1,
  vip: true,
  vipLabel: 'VIP 3',
  vipLevel: 3,
  availablePromoCount: 4,
  unreadMessageCount: 2,
};
const signedIn = (member: MemberInfo | null) =>
  sessionMachine.resolveState({
    value: { signedIn: 'member' },
    context: { token: 't', user: null, member, passwordChange: null, knownPassword: null, notice: null },
  });

describe('SPEC 3 account display: VIP flag, label and rank level, available promo count', () => {
  it('shows the VIP label and level of a VIP member, and the promotions it can act on', () => {
    expect(accountBadges(signedIn(MEMBER))).toEqual({ vip: { label: 'VIP 3', level: 3 }, promotionsAvailable: 4 });
  });
  it('shows no VIP badge to a member without the flag, and a count of 0 as 0', () => {
    expect(accountBadges(signedIn({ ...MEMBER, vip: false, vipLevel: 0, vipLabel: 'No VIP', availablePromoCount: 0 }))).toEqual({
      vip: null,
      promotionsAvailable: 0,
    });
  });
  it('shows nothing before the member info is known', () => {
    expect(accountBadges(signedIn(null))).toBeNull();
  });
});
