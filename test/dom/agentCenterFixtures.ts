import { vi } from 'vitest';
import { OVERVIEW_CHART_DAYS, type TeamFigures, type TeamOverview } from '@kernel/agency';
import type { ModuleId, ModuleNode } from '@kernel/modules';
import { addDays } from '@kernel/records';
import type { FieldConfig } from '@kernel/system';
import type { AgentCalls } from '@/api/agentCalls';
import type { AgentPageProps, WalletRef } from '@/features/agentCenter/agentPageProps';

/** A module tree with exactly these modules on (every other module reads as off). */
export const modulesOn = (...ids: ModuleId[]): ModuleNode[] => ids.map((modId) => ({ modId, enabled: true, childrenNodes: [] }));

const figures = (over: Partial<TeamFigures> = {}): TeamFigures => ({
  newMembers: 0,
  activeMembers: 0,
  depositPaise: 0,
  withdrawalPaise: 0,
  validBetPaise: 0,
  profitPaise: 0,
  ...over,
});

/** The last day of the overview's chart (an India day). */
const OVERVIEW_TODAY = '2025-01-30';
const FIRST_DAY = addDays(OVERVIEW_TODAY, -(OVERVIEW_CHART_DAYS - 1));

/** 30 quiet days, with a few that moved: the day before yesterday the team won; today it lost. */
export function teamOverview(): TeamOverview {
  const busy: Record<string, Partial<TeamFigures>> = {
    [FIRST_DAY]: { newMembers: 2, validBetPaise: 50_000, profitPaise: 10_000, depositPaise: 100_000 },
    '2025-01-28': { activeMembers: 1, validBetPaise: 200_000, profitPaise: -75_050 },
    [OVERVIEW_TODAY]: { newMembers: 1, activeMembers: 3, validBetPaise: 1_234_567, profitPaise: 123_400, depositPaise: 500_000, withdrawalPaise: 20_000 },
  };
  const daily = Array.from({ length: OVERVIEW_CHART_DAYS }, (_, index) => {
    const date = addDays(FIRST_DAY, index);
    return { date, ...figures(busy[date]) };
  });
  return {
    teamSize: 7,
    directCount: 4,
    periods: {
      today: { from: OVERVIEW_TODAY, to: OVERVIEW_TODAY, ...figures(busy[OVERVIEW_TODAY]) },
      yesterday: { from: '2025-01-29', to: '2025-01-29', ...figures() },
      thisWeek: {
        from: '2025-01-27',
        to: OVERVIEW_TODAY,
        ...figures({ newMembers: 1, activeMembers: 4, validBetPaise: 1_434_567, profitPaise: 48_350, depositPaise: 500_000, withdrawalPaise: 20_000 }),
      },
      thisMonth: {
        from: '2025-01-01',
        to: OVERVIEW_TODAY,
        ...figures({ newMembers: 3, activeMembers: 5, validBetPaise: 1_484_567, profitPaise: 58_350, depositPaise: 600_000, withdrawalPaise: 20_000 }),
      },
    },
    daily,
  };
}

/** The register popup's field config as the demo merchant sends it: user name pattern 1 (6–16), password pattern 5 (6–20). */
export const REGISTER_FIELDS: Record<string, FieldConfig> = {
  username: { enabled: true, required: true, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, patternId: 5, acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', minLength: 6, maxLength: 20 },
  confirmPassword: { enabled: true, required: true, patternId: 5, acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', minLength: 6, maxLength: 20 },
};

/** Every agency call fails unless a test gives it an answer. */
export function agentCalls(over: Partial<AgentCalls> = {}): AgentCalls {
  const unexpected = (name: string) =>
    vi.fn(async () => {
      throw new Error(`${name} was not expected`);
    });
  const names = [
    'getConsolidated',
    'getNotices',
    'getTeamOverview',
    'registerDownline',
    'getDownlines',
    'getTeamTree',
    'getDownlineTransferInfo',
    'transferDownline',
    'getTeamBets',
    'getTeamProfitLoss',
    'getRevenue',
    'getTeamTransactions',
    'getContractBook',
    'previewContract',
    'actOnContract',
    'getSettlements',
  ] as const;
  return { ...(Object.fromEntries(names.map((name) => [name, unexpected(name)])) as unknown as AgentCalls), ...over };
}

export function agentPageProps(over: Partial<AgentPageProps> = {}): AgentPageProps {
  return {
    calls: agentCalls(),
    wallet: { send: vi.fn() } as unknown as WalletRef,
    modules: [],
    userName: 'demo_agent',
    agentType: 1,
    currencySymbol: '₹',
    consolidated: null,
    reloadConsolidated: vi.fn(),
    openPage: vi.fn(),
    openSecurity: vi.fn(),
    registerSettings: { fields: REGISTER_FIELDS, failed: false, retry: vi.fn() },
    ...over,
  };
}
