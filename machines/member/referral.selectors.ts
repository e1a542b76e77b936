import type { SnapshotFrom } from 'xstate';
import type { referralMachine } from './referral.machine';
import { type CopyTarget, commissionRateOf, inviteLink } from './referral.rules';

type ReferralSnapshot = SnapshotFrom<typeof referralMachine>;

/** The invite link (the site's /register with the member's code), once the programme is known. */
export const inviteLinkOf = (snapshot: ReferralSnapshot): string | null =>
  snapshot.context.programme ? inviteLink(snapshot.context.origin, snapshot.context.programme) : null;

/** Where the copy of `target` stands: under way, done (for a while), refused by the browser, or nothing to say. */
export function copyStatus(snapshot: ReferralSnapshot, target: CopyTarget): 'copying' | 'copied' | 'refused' | null {
  if (snapshot.context.copyTarget !== target) return null;
  if (snapshot.matches({ copy: 'copying' })) return 'copying';
  if (snapshot.matches({ copy: 'copied' })) return 'copied';
  if (snapshot.matches({ copy: 'refused' })) return 'refused';
  return null;
}

/** The first load failed: the page offers to try again. */
export const loadFailed = (snapshot: ReferralSnapshot) => snapshot.matches({ data: 'failed' });

/** Another page of friends is on its way: the list shown is dimmed. */
export const friendsBusy = (snapshot: ReferralSnapshot) => snapshot.matches({ data: 'paging' });

/** The page asked for could not be loaded: the list shown stays, with a Try again. */
export const pageFailed = (snapshot: ReferralSnapshot) => snapshot.matches({ data: 'ready' }) && snapshot.context.pageError !== null;

/** The page the pager marks: the one asked for while it loads, else the one shown. */
export const pagerPage = (snapshot: ReferralSnapshot) => (friendsBusy(snapshot) ? snapshot.context.pageNo : (snapshot.context.friends?.pageNo ?? 1));

/** The commission rate as a fraction (0.005 for 0.5 %), once the programme is known. */
export const commissionRate = (snapshot: ReferralSnapshot): number | null => (snapshot.context.programme ? commissionRateOf(snapshot.context.programme) : null);
