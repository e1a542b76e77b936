import { FULL_RATE_BPS, inviteLinkOf, type ReferralProgramme } from '@kernel/referral';
import type { DomainRoute } from '@kernel/system';

/** What a copy button copies: the invitation code, or the invite link built on the site's own address. */
export type CopyTarget = 'code' | 'link';

/** A page the pager may go to: one of the list's pages, other than the one shown. */
export const isOtherPage = (page: { pageNo: number; totalPages: number } | null, pageNo: number): boolean =>
  page !== null && Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= page.totalPages && pageNo !== page.pageNo;

/**
 * SPEC 7 Domain routing: the invite link goes to the domain the platform routes the site to, on
 * the site's own scheme; a route the platform says is not valid, or a domain that is not a bare
 * host (with a port at most), leaves the site's own address.
 */
export function routedOrigin(siteOrigin: string, route: DomainRoute): string {
  if (!route.valid) return siteOrigin;
  try {
    const routed = new URL(`${new URL(siteOrigin).protocol}//${route.domain}`);
    return routed.host === route.domain.toLowerCase() && routed.pathname === '/' && routed.search === '' && routed.hash === '' ? routed.origin : siteOrigin;
  } catch {
    return siteOrigin;
  }
}

/** SPEC 2: /register reads the referralCode query; the link is the site's address with it. */
export const inviteLink = (origin: string, programme: ReferralProgramme): string => inviteLinkOf(origin, programme.code);

/** The text a copy of `target` puts on the clipboard. */
export const copyTextOf = (origin: string, programme: ReferralProgramme, target: CopyTarget): string =>
  target === 'code' ? programme.code : inviteLink(origin, programme);

/** The commission rate as a fraction of the valid bet (50 basis points: 0.005), for a percent format. */
export const commissionRateOf = (programme: ReferralProgramme): number => programme.commissionRateBps / FULL_RATE_BPS;
