import type { SnapshotFrom } from 'xstate';
import type { ApplicationIssue } from '@kernel/promotions';
import { applicationFormIssues, commentCounter, imageRoom } from './applicationForm.rules';
import type { promotionActionMachine } from './promotionAction.machine';

type PromotionActionSnapshot = SnapshotFrom<typeof promotionActionMachine>;

export type ActionPhase = 'idle' | 'joining' | 'claiming' | 'editing' | 'inspecting' | 'sending' | 'done' | 'refused';

export function actionPhase(snapshot: PromotionActionSnapshot): ActionPhase {
  if (snapshot.matches({ applying: 'editing' })) return 'editing';
  if (snapshot.matches({ applying: 'inspecting' })) return 'inspecting';
  if (snapshot.matches({ applying: 'sending' })) return 'sending';
  for (const phase of ['joining', 'claiming', 'done', 'refused'] as const) if (snapshot.matches(phase)) return phase;
  return 'idle';
}

/** The promotion a join or claim is under way for: its card's button waits. */
export const busyPromotionId = (snapshot: PromotionActionSnapshot): number | null =>
  snapshot.matches('joining') || snapshot.matches('claiming') ? (snapshot.context.promotion?.id ?? null) : null;

/** The application form is open (editing, reading files, or sending). */
export const applicationOpen = (snapshot: PromotionActionSnapshot) => snapshot.matches('applying');

/** The form's fields wait while files are read or the application is sent. */
export const formLocked = (snapshot: PromotionActionSnapshot) => snapshot.matches({ applying: 'sending' });

/** The comment's counter (length against 140, over or not). */
export const commentCount = (snapshot: PromotionActionSnapshot) => commentCounter(snapshot.context.comment);

/** How many more images may be chosen. */
export const imagesLeft = (snapshot: PromotionActionSnapshot) => imageRoom(snapshot.context.images);

/**
 * The form's issues to show: a comment over 140 characters at once, as it is typed; an empty
 * comment and a missing age confirmation once a send was tried.
 */
export function visibleFormIssues(snapshot: PromotionActionSnapshot): ApplicationIssue[] {
  const { context } = snapshot;
  const issues = applicationFormIssues(context, context.promotion?.requiresAgeConfirmation ?? false);
  return context.showIssues ? issues : issues.filter((issue) => issue === 'commentTooLong');
}
