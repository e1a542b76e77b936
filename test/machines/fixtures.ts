import type { MemberInfo } from '@kernel/member';
import type { UserInfo } from '@kernel/session';
import type { SystemStatus } from '@kernel/system';

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

/** A registration config like the reference backend's (SPEC 3 field config). */
export const registerFieldConfig = {
  username: { enabled: true, required: true, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, patternId: 19, acceptedPattern: 'x', minLength: 6, maxLength: 20 },
  mobileNum: { enabled: true, required: false, patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 10 },
  verificationCode: { enabled: true, required: true, patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 },
  payeeName: { enabled: true, required: false, patternId: 21, acceptedPattern: 'x', minLength: 3, maxLength: 50 },
  email: { enabled: true, required: false, patternId: 3, acceptedPattern: 'x', minLength: 5, maxLength: 64 },
  affiliateCode: { enabled: true, required: false, patternId: 14, acceptedPattern: 'x', minLength: 4, maxLength: 20 },
  captcha: { enabled: false, required: true, patternId: 4, acceptedPattern: 'x', minLength: 4, maxLength: 4 },
};

export const business = (code: string, value?: unknown) => Object.assign(new Error(code), { kind: 'business', message: code, details: { code, value } });
