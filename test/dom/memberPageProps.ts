import { vi } from 'vitest';
import type { MemberCalls, MemberPageProps, WalletRef } from '@/features/memberCenter/memberPageProps';

/** What a member page gets from its area, with every effect a mock: the calls a test passes, the rest overridable. */
export function memberPageProps(calls: Partial<MemberCalls>, overrides: Partial<MemberPageProps> = {}): MemberPageProps {
  return {
    calls: calls as MemberCalls,
    wallet: { send: vi.fn() } as unknown as WalletRef,
    modules: [],
    userName: 'demo_member',
    currencySymbol: '₹',
    openPage: vi.fn(),
    openWindow: vi.fn(() => true),
    openChangePassword: vi.fn(),
    refreshBadges: vi.fn(),
    siteOrigin: 'https://play.example.test',
    copyText: vi.fn(async () => {}),
    ...overrides,
  };
}
