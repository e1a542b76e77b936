import type { SnapshotFrom } from 'xstate';
import type { WithdrawConfirmationContext, withdrawConfirmationMachine } from './withdrawConfirmation.machine';
import { proofMissing, proofRoom, secondsUntilDeadline } from './withdrawConfirmation.rules';

type ConfirmationSnapshot = SnapshotFrom<typeof withdrawConfirmationMachine>;

/** Where one confirmation stands, for its panel. */
export type ConfirmationPhase = 'choosing' | 'uploading' | 'confirming' | 'unknownOutcome' | 'checking' | 'answered' | 'autoReceived' | 'answeredElsewhere';

export function confirmationPhase(snapshot: ConfirmationSnapshot): ConfirmationPhase {
  if (snapshot.matches({ flow: { answering: 'choosing' } })) return 'choosing';
  if (snapshot.matches({ flow: { answering: 'uploading' } })) return 'uploading';
  if (snapshot.matches({ flow: 'confirming' })) return 'confirming';
  if (snapshot.matches({ flow: 'unknownOutcome' })) return 'unknownOutcome';
  if (snapshot.matches({ flow: 'answered' })) return 'answered';
  if (snapshot.matches({ flow: 'autoReceived' })) return 'autoReceived';
  if (snapshot.matches({ flow: 'answeredElsewhere' })) return 'answeredElsewhere';
  // rereading, awaitingSettlement, rereadFailed: the deadline has come, the backend is asked.
  return 'checking';
}

/** Answers are offered only before the deadline, while nothing is being sent. */
export const answersOffered = (snapshot: ConfirmationSnapshot) => snapshot.matches({ flow: { answering: 'choosing' } });

/** The answer's form shows while answering (choosing or uploading) and while it is being sent. */
export const answerFormShown = (snapshot: ConfirmationSnapshot) => snapshot.matches({ flow: 'answering' }) || snapshot.matches({ flow: 'confirming' });

/** Seconds left to answer (0 once the deadline has come). */
export const deadlineSecondsLeft = (context: WithdrawConfirmationContext) => secondsUntilDeadline(context.confirmation, context.now);

/** Why a submit did not go, once one was tried: no answer chosen, or Not received without proof. */
export function submitIssue(context: WithdrawConfirmationContext): 'chooseAnswer' | 'proofRequired' | null {
  if (!context.revealIssues) return null;
  if (context.outcome === null) return 'chooseAnswer';
  return proofMissing(context.outcome, context.files, context.confirmation.proofCount) ? 'proofRequired' : null;
}

/** How many more proof images may be chosen. */
export const proofRoomLeft = (context: WithdrawConfirmationContext) => proofRoom(context.files, context.confirmation.proofCount);

/** A read of the confirmation failed after the deadline: the page says it is reconnecting. */
export const rereadFailing = (snapshot: ConfirmationSnapshot) => snapshot.matches({ flow: 'rereadFailed' });
