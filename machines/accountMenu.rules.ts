import { isModuleEnabled, type ModuleNode } from '../src/contract/modules';

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
    ...(isModuleEnabled(modules, 'REWCEN3') ? (['rewardCenter'] as const) : []),
    ...(isModuleEnabled(modules, 'PTSYS3') ? (['points'] as const) : []),
    'securityCenter',
    ...(isAgent ? (['agentCenter'] as const) : []),
    ...(isModuleEnabled(modules, 'MANREBATE3') ? (['manualRebate'] as const) : []),
    'signOut',
  ];
}

/** Where each entry leads: member-centre pages by their SPEC 2 names. */
export const ACCOUNT_MENU_TARGET: Record<Exclude<AccountMenuEntry, 'signOut'>, string> = {
  bettingRecord: '/member?page=personalHistoryCopy',
  accountRecord: '/member?page=transactionHistory',
  profitAndLoss: '/member?page=personalProfit',
  rewardCenter: '/member?page=rewardCenter',
  points: '/pointMall',
  securityCenter: '/member?page=securityCenter',
  agentCenter: '/agentHome',
  manualRebate: '/member?page=bonusDetails',
};
