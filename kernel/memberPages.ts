import { isModuleEnabled, type ModuleId, type ModuleNode } from './modules';

/** SPEC 2 Member center: the left-menu pages, by the `page` query value of /member. */
export const MEMBER_PAGE_IDS = [
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
  /** Issue 26: the member's deposit, loss and wager limits. */
  'saferGambling',
  'messageV2',
] as const;
export type MemberPageId = (typeof MEMBER_PAGE_IDS)[number];

/** SPEC 2: the member center opens on securityCenter (my account). */
export const DEFAULT_MEMBER_PAGE: MemberPageId = 'securityCenter';

/** The module flag that gates a page (SPEC 6 server module flags); a page not listed is always there. */
export const MEMBER_PAGE_MODULE: Partial<Record<MemberPageId, ModuleId>> = {
  transferUpline: 'MEMTRANS3',
  bonusDetails: 'MANREBATE3',
  rewardCenter: 'REWCEN3',
  referral: 'REFERRAL3',
  messageV2: 'INBOX3',
};

export const isMemberPageId = (value: string | null | undefined): value is MemberPageId => (MEMBER_PAGE_IDS as readonly string[]).includes(value ?? '');

/** A member page is offered when its module (if any) is on. */
export function isMemberPageEnabled(modules: readonly ModuleNode[], page: MemberPageId): boolean {
  const module = MEMBER_PAGE_MODULE[page];
  return module === undefined || isModuleEnabled(modules, module);
}

/**
 * The one place a member-center address is built: /member?page=<id> (the default page too). It
 * lives here, not in the page registry, so the header can link to pages without loading the
 * registry (with every page's chunk reference) into the lobby's first download.
 */
export const memberPageHref = (id: MemberPageId = DEFAULT_MEMBER_PAGE): string => `/member?page=${id}`;
