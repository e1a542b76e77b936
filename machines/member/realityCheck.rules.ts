import type { RealityCheckMinutes, SessionSummary } from '@kernel/playerSafety';

/** The member's interval in minutes, as milliseconds. */
export const intervalMs = (intervalMinutes: RealityCheckMinutes): number => intervalMinutes * 60 * 1000;

/**
 * The wait before the next reminder: a whole interval, less what the session had already played
 * past its last whole interval when the wait started (a reload 45 minutes into a session with a
 * 30-minute interval waits 15 minutes: the reminders keep to the session's time, not the page's).
 */
export const reminderDelayMs = (intervalMinutes: RealityCheckMinutes, playedMs: number): number => {
  const interval = intervalMs(intervalMinutes);
  return interval - (Math.max(0, playedMs) % interval);
};

/** Time played in the session: from its login (kept by the backend) to the backend's time of the summary. */
export const timePlayedMs = (summary: SessionSummary): number => Math.max(0, summary.serverTime - summary.startedAt);

/** The session's net result: wins less stakes (negative is a loss). */
export const netResultPaise = (summary: SessionSummary): number => summary.winsPaise - summary.stakesPaise;
