import type { SnapshotFrom } from 'xstate';
import type { uplineTransferMachine } from './uplineTransfer.machine';
import { balanceAfterTransfer, canSendAny } from './uplineTransfer.rules';

type Snapshot = SnapshotFrom<typeof uplineTransferMachine>;

/** The step the page shows. */
export type UplineStep = 'loading' | 'loadFailed' | 'noUpline' | 'noPassword' | 'form' | 'confirm' | 'writing' | 'unknown' | 'done';

export function uplineStep(snapshot: Snapshot): UplineStep {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('noUpline')) return 'noUpline';
  if (snapshot.matches('noPassword')) return 'noPassword';
  if (snapshot.matches('editing')) return 'form';
  if (snapshot.matches('confirming')) return 'confirm';
  if (snapshot.matches('unknown') || snapshot.matches('rechecking')) return 'unknown';
  if (snapshot.matches('done')) return 'done';
  return 'writing';
}

/** The balance once the amount on the confirm step is sent. */
export function balanceAfter(snapshot: Snapshot): number | null {
  const { info, amountPaise } = snapshot.context;
  return info && amountPaise !== null ? balanceAfterTransfer(info, amountPaise) : null;
}

/** The balance is below the minimum transfer: say so before the member types. */
export const balanceTooLow = (snapshot: Snapshot) => snapshot.context.info !== null && !canSendAny(snapshot.context.info);
