import { createContext } from 'react';

/**
 * Where in the agent layout's header the agency center puts the agent's strip (clock, name,
 * balance, sign out). The strip is filled in by the center, so its clock machine and parts load
 * with the center's chunk, not with every visitor's first download.
 */
export const AgentHeaderSlot = createContext<HTMLElement | null>(null);
