import type { Mission, MissionLeaderboard, MissionSummary } from '@kernel/missions';

/** The summary and the leaderboard, loaded together and shown together. */
export type MissionBoard = { summary: MissionSummary; leaderboard: MissionLeaderboard };

/** Which mission a claim is for: the mission and the period the member saw. */
export type MissionTarget = { missionId: number; periodStart: number };

/** The mission of the summary a claim names (one mission of one period), if listed. */
export const missionOf = (summary: MissionSummary | null | undefined, target: MissionTarget): Mission | undefined =>
  summary?.missions.find((mission) => mission.id === target.missionId && mission.periodStart === target.periodStart);

/** A claim is offered only for a listed mission whose target is reached and whose prize waits. */
export const isClaimable = (summary: MissionSummary | null | undefined, target: MissionTarget): boolean => missionOf(summary, target)?.state === 'claimable';

/** Two claims of the same mission and period (a retry may reuse the key). */
export const sameTarget = (a: MissionTarget | null, b: MissionTarget): boolean => a !== null && a.missionId === b.missionId && a.periodStart === b.periodStart;

/** What the bar shows done: the progress, at most the target. */
export const progressShown = (mission: Pick<Mission, 'progress' | 'target'>): number => Math.min(mission.progress, mission.target);

/** The bar's width in whole percent (0-100, rounded down so 99.9 % never shows full). */
export const progressPercent = (mission: Pick<Mission, 'progress' | 'target'>): number => Math.floor((progressShown(mission) * 100) / mission.target);
