import { describe, expect, it } from 'vitest';
import { resolveMemberPage } from '@machines/member/memberCenter.rules';

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
