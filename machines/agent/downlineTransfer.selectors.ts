import type { SnapshotFrom } from 'xstate';
import type { downlineTransferMachine } from './downlineTransfer.machine';
import { balanceAfterTransfer, canSendAny } from './downlineTransfer.rules';

type Snapshot = SnapshotFrom<typeof downlineTransferMachine>;

/** The step the transfer dialog shows. */
export type DownlineStep = 'loading' | 'loadFailed' | 'noPassword' | 'form' | 'confirm' | 'writing' | 'unknown' | 'done';

export function downlineStep(snapshot: Snapshot): DownlineStep {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('noPassword')) return 'noPassword';
  if (snapshot.matches('editing')) return 'form';
  if (snapshot.matches('confirming')) return 'confirm';
  if (snapshot.matches('unknown') || snapshot.matches('rechecking')) return 'unknown';
  if (snapshot.matches('done')) return 'done';
  return 'writing';
}

/** The agent's balance once the amount on the confirm step is sent. */
export function balanceAfter(snapshot: Snapshot): number | null {
  const { info, amountPaise } = snapshot.context;
  return info && amountPaise !== null ? balanceAfterTransfer(info, amountPaise) : null;
}

/** The balance is below the minimum transfer: say so before the agent types. */
export const balanceTooLow = (snapshot: Snapshot) => snapshot.context.info !== null && !canSendAny(snapshot.context.info);
