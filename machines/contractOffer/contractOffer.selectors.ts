import type { SnapshotFrom } from 'xstate';
import type { ContractStatus } from '../../kernel/agencyContracts';
import type { contractOfferMachine, PreviewEnd } from './contractOffer.machine';
import { cutsCurrentTerms, type DraftIssue } from './contractOffer.rules';
import { expiryLeft } from './offerExpiry.rules';

type Snapshot = SnapshotFrom<typeof contractOfferMachine>;

/** What the screen shows of the contract: a draft not yet offered, or the contract's status (SPEC 4). */
export type OfferStatus = 'draft' | ContractStatus;

const STATUS_OF_STATE: Readonly<Record<string, OfferStatus>> = {
  opening: 'draft',
  draft: 'draft',
  previewing: 'draft',
  previewFailed: 'draft',
  confirming: 'draft',
  sending: 'draft',
  sendFailed: 'draft',
  pending: 'pending',
  active: 'active',
  confirmingTermination: 'active',
  terminating: 'active',
  terminateFailed: 'active',
  rejected: 'rejected',
  expired: 'expired',
  terminated: 'terminated',
};

const topState = (snapshot: Snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!);

export const statusOf = (snapshot: Snapshot): OfferStatus => STATUS_OF_STATE[topState(snapshot)] ?? 'draft';

/** A call is on its way: the controls wait. */
export const isBusy = (snapshot: Snapshot) =>
  snapshot.matches('previewing') ||
  snapshot.matches('sending') ||
  snapshot.matches({ pending: { answer: 'previewingAccept' } }) ||
  snapshot.matches({ pending: { answer: 'accepting' } }) ||
  snapshot.matches({ pending: { answer: 'rejecting' } }) ||
  snapshot.matches('terminating');

/** The issue of one terms field, from the last SUBMIT (cleared as the field is typed in). */
export const fieldIssue = (snapshot: Snapshot, field: string): DraftIssue | null => snapshot.context.issues[field] ?? null;

/** SPEC 4 lower-rate rule: the downline contracts confirming ends, shown on the confirm steps (empty elsewhere). */
export const lowerRateWarning = (snapshot: Snapshot): PreviewEnd[] =>
  snapshot.matches('confirming') || snapshot.matches({ pending: { answer: 'confirmingAccept' } }) ? snapshot.context.ends : [];

export const canAccept = (snapshot: Snapshot) => snapshot.can({ type: 'ACCEPT' });
export const canReject = (snapshot: Snapshot) => snapshot.can({ type: 'REJECT' });
export const canTerminate = (snapshot: Snapshot) => snapshot.can({ type: 'TERMINATE' });
/** After a failed call: the same call again. */
export const canRetry = (snapshot: Snapshot) => snapshot.can({ type: 'RETRY' });

/** Which confirm step is shown. */
export function isConfirming(snapshot: Snapshot): 'offer' | 'accept' | 'reject' | 'terminate' | null {
  if (snapshot.matches('confirming')) return 'offer';
  if (snapshot.matches({ pending: { answer: 'confirmingAccept' } })) return 'accept';
  if (snapshot.matches({ pending: { answer: 'confirmingReject' } })) return 'reject';
  if (snapshot.matches('confirmingTermination')) return 'terminate';
  return null;
}

/** The last call's failure (a typed API error), or null. */
export const lastError = (snapshot: Snapshot): unknown => snapshot.context.error ?? null;

/** The offer on the confirm step lowers a rate the receiver holds now. */
export const cutsReceiverRate = (snapshot: Snapshot) => cutsCurrentTerms(snapshot.context.terms, snapshot.context.currentTerms);

/** The contracts the last action ended by the lower-rate rule (their ids). */
export const endedByLastAction = (snapshot: Snapshot): number[] => snapshot.context.ended;

/**
 * A pending offer's time left as the card shows it, in whole days, hours and minutes, from the
 * countdown (it moves every second); null when nothing is left or the contract is not pending.
 * (expiryLeft counts from a moment to an expiry: here from 0 to what is left.)
 */
export const timeLeft = (snapshot: Snapshot) => (snapshot.matches('pending') ? expiryLeft(snapshot.context.leftMs, 0) : null);
