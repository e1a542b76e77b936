import type { SnapshotFrom } from 'xstate';
import type { systemStatusMachine } from './systemStatus.machine';

type SystemStatusSnapshot = SnapshotFrom<typeof systemStatusMachine>;

/** SPEC 2 customer service: the live chat entry's address, or null when the platform lists none. */
export const liveChatPath = (snapshot: SystemStatusSnapshot): string | null =>
  snapshot.context.status?.customerService.find((entry) => entry.csType === 'LIVECHAT')?.path ?? null;
