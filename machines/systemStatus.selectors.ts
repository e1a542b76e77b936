import type { SnapshotFrom } from 'xstate';
import type { systemStatusMachine } from './systemStatus.machine';

type SystemStatusSnapshot = SnapshotFrom<typeof systemStatusMachine>;

/** SPEC 2 customer service: the live chat entry's address, or null when the platform lists none. */
export const liveChatPath = (snapshot: SystemStatusSnapshot): string | null =>
  snapshot.context.status?.customerService.find((entry) => entry.csType === 'LIVECHAT')?.path ?? null;

/** Which whole-app screen the status calls for (SPEC 2); a poll that changes nothing changes none of it. */
export type StatusScreen = 'splash' | 'unreachable' | 'retrying' | 'invalidUrl' | 'maintenance' | 'regionRestricted' | 'product';
export const statusScreen = (snapshot: SystemStatusSnapshot): StatusScreen => {
  if (snapshot.matches('checking')) return 'splash';
  if (snapshot.matches({ unreachable: 'retrying' })) return 'retrying';
  if (snapshot.matches('unreachable')) return 'unreachable';
  if (snapshot.matches('invalidUrl')) return 'invalidUrl';
  if (snapshot.matches('maintenance')) return 'maintenance';
  if (snapshot.matches('regionRestricted')) return 'regionRestricted';
  return 'product';
};

/** The status a blocking screen shows (maintenance, region); null on the product, so its polls re-render nothing. */
export const blockingStatus = (snapshot: SystemStatusSnapshot) =>
  snapshot.matches('maintenance') || snapshot.matches('regionRestricted') ? snapshot.context.status : null;
