import type { MemberInfo } from '../../src/contract/member';
import type { UserInfo } from '../../src/contract/session';
import type { SystemStatus } from '../../src/contract/system';

export const systemStatus = (status: 0 | 1 | 2, regionRestriction = false): SystemStatus => ({
  status,
  maintenance: status === 1 ? { startTime: '2026-11-21T20:00:00Z', endTime: '2026-11-22T02:00:00Z' } : null,
  regionRestriction,
  location: { ip: '203.0.113.7' },
  customerService: [],
  domainRoute: '/wps/system/domainRoute',
  resources: [],
  whitelabel: '/wps/system/whitelabel',
  register: '/wps/system/setting/register',
  mainDomain: 'demo.example',
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
});

export const user = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  userName: 'demo_member',
  token: 'token-1',
  firstTimeLogin: false,
  passwordExpired: false,
  expiresAt: 0,
  ...overrides,
});

export const member = (type: number): MemberInfo => ({
  id: 1,
  account: 'demo_member',
  nickname: 'Demo',
  type,
  vip: false,
  vipLabel: 'VIP0',
  vipLevel: 0,
  availablePromoCount: 0,
  unreadMessageCount: 0,
});

export const apiFailure = (kind: string, value?: unknown) => Object.assign(new Error(kind), { kind, details: { code: null, value } });
