import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { DEFAULT_MEMBER_PAGE, isMemberPageId, MEMBER_PAGE_MODULE, type MemberPageId } from '@kernel/memberPages';
import type { ModuleId } from '@kernel/modules';
import type { MemberPageProps } from './memberPageProps';

/** Which unread count a page's menu entry shows (SPEC 2: missions, messages, rewards). */
export type MemberPageBadge = 'missions' | 'messages' | 'rewards';

export type MemberPage = {
  /** The module that gates the page (from kernel/memberPages.ts, shared with the machines' rules). */
  module?: ModuleId;
  badge?: MemberPageBadge;
  title: MessageDescriptor;
  /** The page's own chunk. */
  load: () => Promise<{ default: ComponentType<MemberPageProps> }>;
};

/** Adds each page's module gate from the contract (the machines' rules read the same gates). */
const withModules = (pages: Record<MemberPageId, Omit<MemberPage, 'module'>>) =>
  Object.fromEntries(
    Object.entries(pages).map(([id, page]) => {
      const module = MEMBER_PAGE_MODULE[id as MemberPageId];
      return [id, module ? { ...page, module } : page];
    }),
  ) as Record<MemberPageId, MemberPage>;

/** SPEC 2 Member center: the pages of the left menu, in menu order. */
// Pure: the header needs only memberPageHref, so the table stays out of the lobby's first load until a page uses it.
export const MEMBER_PAGES: Record<MemberPageId, MemberPage> = /* @__PURE__ */ withModules({
  securityCenter: { title: msg`Security center`, load: () => import('./pages/security/SecurityCenterPage') },
  transferFund: { title: msg`Wallet`, load: () => import('./pages/transferFund/TransferFundPage') },
  depositv2: { title: msg`Deposit`, load: () => import('./pages/deposit/DepositPage') },
  withdraw: { title: msg`Withdraw`, load: () => import('./pages/withdraw/WithdrawPage') },
  transferUpline: { title: msg`Transfer to upline`, load: () => import('./pages/transferUpline/TransferUplinePage') },
  personalHistoryCopy: { title: msg`Betting record`, load: () => import('./pages/bettingRecord/BettingRecordPage') },
  transactionHistory: { title: msg`Account record`, load: () => import('./pages/accountRecord/AccountRecordPage') },
  personalProfit: { title: msg`Personal profit and loss`, load: () => import('./pages/profit/ProfitPage') },
  bonusDetails: { title: msg`Bonus details`, load: () => import('./pages/bonusDetails/BonusDetailsPage') },
  rewardCenter: { title: msg`Reward center`, badge: 'rewards', load: () => import('./pages/rewardCenter/RewardCenterPage') },
  referral: { title: msg`Invite friends`, load: () => import('./pages/referral/ReferralPage') },
  missionLeaderboard: { title: msg`Mission leaderboard`, badge: 'missions', load: () => import('./pages/missions/MissionsPage') },
  saferGambling: { title: msg`Safer gambling`, load: () => import('./pages/saferGambling/SaferGamblingPage') },
  messageV2: { title: msg`Internal messages`, badge: 'messages', load: () => import('./pages/messages/MessagesPage') },
});

/**
 * Starts loading the chunk of the page an address names (`?page=`, or the default page), for a tab
 * that lands on it: beside the center's own chunk and the session's answer, not after them. A page
 * its modules switch off costs one unused chunk; a failure is left to the page's own LazyArea.
 */
export function preloadMemberPage(search: string): void {
  const requested = new URLSearchParams(search).get('page') || DEFAULT_MEMBER_PAGE;
  if (isMemberPageId(requested)) MEMBER_PAGES[requested].load().catch(() => undefined);
}
