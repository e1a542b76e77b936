import { isMemberPageEnabled, type MemberPageId } from '@kernel/memberPages';
import { isModuleEnabled, type ModuleNode } from '@kernel/modules';
import type { SessionKind } from '@machines/sessionKind';

/** SPEC 2 Header: account menu entries, gated by module flags and role. */
export type AccountMenuEntry =
  | 'bettingRecord'
  | 'accountRecord'
  | 'profitAndLoss'
  | 'rewardCenter'
  | 'points'
  | 'securityCenter'
  | 'agentCenter'
  | 'manualRebate'
  | 'signOut';

export function accountMenuEntries(options: { isAgent: boolean; modules: readonly ModuleNode[] }): AccountMenuEntry[] {
  const { isAgent, modules } = options;
  return [
    'bettingRecord',
    'accountRecord',
    'profitAndLoss',
    ...(isMemberPageEnabled(modules, 'rewardCenter') ? (['rewardCenter'] as const) : []),
    ...(isModuleEnabled(modules, 'PTSYS3') ? (['points'] as const) : []),
    'securityCenter',
    ...(isAgent ? (['agentCenter'] as const) : []),
    ...(isMemberPageEnabled(modules, 'bonusDetails') ? (['manualRebate'] as const) : []),
    'signOut',
  ];
}

/** Where an entry leads: a member-centre page (its address is built by the member-centre registry) or a path. */
export type AccountMenuTarget = { memberPage: MemberPageId } | { path: string };

/** Where each entry leads: member-centre pages by their SPEC 2 names. */
export const ACCOUNT_MENU_TARGET: Record<Exclude<AccountMenuEntry, 'signOut'>, AccountMenuTarget> = {
  bettingRecord: { memberPage: 'personalHistoryCopy' },
  accountRecord: { memberPage: 'transactionHistory' },
  profitAndLoss: { memberPage: 'personalProfit' },
  rewardCenter: { memberPage: 'rewardCenter' },
  points: { path: '/pointMall' },
  securityCenter: { memberPage: 'securityCenter' },
  agentCenter: { path: '/agentHome' },
  manualRebate: { memberPage: 'bonusDetails' },
};

/**
 * SPEC 2 Footer and SPEC 6: an agent's footer links the affiliate service; anyone else's links
 * invite friends, only while the referral module is on.
 */
export function footerInvite(kind: SessionKind, referralOn: boolean): 'affiliate' | 'invite' | null {
  if (kind === 'agent') return 'affiliate';
  return referralOn ? 'invite' : null;
}
