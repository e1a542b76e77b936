import type { SnapshotFrom } from 'xstate';
import type { LeaderboardEntry, Mission } from '@kernel/missions';
import type { missionsMachine } from './missions.machine';

type MissionsSnapshot = SnapshotFrom<typeof missionsMachine>;

export type MissionsStage = 'loading' | 'failed' | 'shown';

/** What the page shows: a spinner, the failure with Try again, or the board. */
export function missionsStage(snapshot: MissionsSnapshot): MissionsStage {
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.context.board ? 'shown' : 'loading';
}

export const missionsOf = (snapshot: MissionsSnapshot): Mission[] => snapshot.context.board?.summary.missions ?? [];

/** The mission whose claim is under way (its button shows busy; the others wait). */
export const claimingMission = (snapshot: MissionsSnapshot): { missionId: number; periodStart: number } | null =>
  snapshot.matches('claiming') ? snapshot.context.target : null;

/** A claim is under way: no other claim starts meanwhile. */
export const isClaiming = (snapshot: MissionsSnapshot) => snapshot.matches('claiming');

/** The prize just paid, for the status line. */
export const paidClaim = (snapshot: MissionsSnapshot) => (snapshot.matches('claimed') ? snapshot.context.lastClaim : null);

/** Why the last claim was refused (or got no answer), for the status line. */
export const claimRefusal = (snapshot: MissionsSnapshot): unknown => (snapshot.matches('refused') ? snapshot.context.error : null);

/** The leaderboard's rows, and the member's own row below them when it is not among them. */
export function leaderboardRows(snapshot: MissionsSnapshot): { entries: LeaderboardEntry[]; ownBelow: LeaderboardEntry | null } {
  const leaderboard = snapshot.context.board?.leaderboard;
  if (!leaderboard) return { entries: [], ownBelow: null };
  const listed = leaderboard.entries.some((entry) => entry.self);
  return { entries: leaderboard.entries, ownBelow: listed ? null : leaderboard.own };
}
