import type { ActorRefFrom } from 'xstate';
import type { Consolidated } from '@kernel/agencyContracts';
import type { AgentPageId } from '@kernel/agentPages';
import type { ModuleNode } from '@kernel/modules';
import type { RegisterSettings } from '@kernel/system';
import type { walletMachine } from '@machines/wallet/wallet.machine';
import type { AgentCalls } from '@/api/agentCalls';

export type WalletRef = ActorRefFrom<typeof walletMachine>;

/** What every agency page gets from the area (effects provided once, by src/app/routes/AgentCenterRoute.tsx). */
export type AgentPageProps = {
  calls: AgentCalls;
  /** The root wallet actor: pages send it REFRESH after every money write; the header reads it. */
  wallet: WalletRef;
  /** The module tree: contract kinds and pages show only when their module is on. */
  modules: readonly ModuleNode[];
  /** The logged-in agent's account name and member type (SPEC 3 agent types 1, 2, 41, 42). */
  userName: string;
  agentType: number;
  currencySymbol: string;
  /** SPEC 4: the consolidated contract info fetched at login (null before it arrives or when not fetched). */
  consolidated: Consolidated | null;
  /** Fetch the consolidated info again (after accepting or rejecting an offer). */
  reloadConsolidated: () => void;
  /** Opens another agency page (its address comes from the page registry). */
  openPage: (page: AgentPageId) => void;
  /** Opens the security center of the member area (to set a withdrawal password). */
  openSecurity: () => void;
  /**
   * The registration field config the register popup validates with (SPEC 3, 5), for creating
   * downline accounts under the same rules: null until it arrives; `failed` with a retry.
   */
  registerSettings: { fields: RegisterSettings['fields'] | null; failed: boolean; retry: () => void };
};
