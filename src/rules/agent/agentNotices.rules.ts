import type { AgentNotice } from '@kernel/agency';

/**
 * agentAnnouncement (SPEC 2 Agent center): the agent notices, newest first whatever order the
 * platform sends; two of the same moment keep the later-created (higher id) on top.
 */
export const newestFirst = (notices: readonly AgentNotice[]): AgentNotice[] => [...notices].sort((a, b) => b.timestamp - a.timestamp || b.id - a.id);
