import { type DeviceSession, LOGIN_HISTORY_SIZE, type LoginAttempt } from '@kernel/deviceSessions';

/** A session another device holds (listed, not this device): the only kind one signs out from the list. */
export const isOtherSession = (sessions: readonly DeviceSession[], id: string) => sessions.some((session) => session.id === id && !session.current);

/** How many other devices are signed in. */
export const otherSessionCount = (sessions: readonly DeviceSession[]) => sessions.filter((session) => !session.current).length;

/** This device first, then the others by last seen, newest first (whatever order an answer came in). */
export const sessionsInOrder = (sessions: readonly DeviceSession[]): DeviceSession[] =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt);

/** The newest LOGIN_HISTORY_SIZE logins, newest first (an answer with more keeps the newest). */
export const newestLogins = (history: readonly LoginAttempt[]): LoginAttempt[] => [...history].sort((a, b) => b.at - a.at).slice(0, LOGIN_HISTORY_SIZE);
