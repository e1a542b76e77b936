import { balanceAfterTransfer, canSendAny, type PeerTransferLimits } from './peerTransfer.rules';

/** What the selectors read of either direction's snapshot (both machines are flat: the value is the state's name). */
type PeerSnapshot = { value: unknown; context: { info: PeerTransferLimits | null; amountPaise: number | null } };

/** The step the page or the dialog shows. */
export type PeerStep = 'loading' | 'loadFailed' | 'noUpline' | 'noPassword' | 'form' | 'confirm' | 'writing' | 'unknown' | 'done';

const STEPS: Record<string, PeerStep> = {
  loading: 'loading',
  loadFailed: 'loadFailed',
  noUpline: 'noUpline',
  noPassword: 'noPassword',
  editing: 'form',
  confirming: 'confirm',
  unknown: 'unknown',
  rechecking: 'unknown',
  done: 'done',
};

/** The step shown for a state; the transfer under way (sending) is 'writing'. */
export const peerStep = (snapshot: PeerSnapshot): PeerStep => STEPS[String(snapshot.value)] ?? 'writing';

/** The sender's balance once the amount on the confirm step is sent. */
export function balanceAfter(snapshot: PeerSnapshot): number | null {
  const { info, amountPaise } = snapshot.context;
  return info && amountPaise !== null ? balanceAfterTransfer(info, amountPaise) : null;
}

/** The balance is below the minimum transfer: say so before the sender types. */
export const balanceTooLow = (snapshot: PeerSnapshot) => snapshot.context.info !== null && !canSendAny(snapshot.context.info);
