import type { SnapshotFrom } from 'xstate';
import type { DeviceSession } from '@kernel/deviceSessions';
import type { deviceSessionsMachine } from './deviceSessions.machine';
import { otherSessionCount } from './deviceSessions.rules';

type DeviceSessionsSnapshot = SnapshotFrom<typeof deviceSessionsMachine>;

/** The lists are shown once read (also while they are read again or a sign-out is under way). */
export const listsShown = (snapshot: DeviceSessionsSnapshot) => snapshot.context.loaded;

/** The lists are being read (first time or again). */
export const readingLists = (snapshot: DeviceSessionsSnapshot) => snapshot.matches('loading');

/** A sign-out is asked or under way: the buttons wait. */
export const signOutBusy = (snapshot: DeviceSessionsSnapshot) => !snapshot.matches('ready');

/** How many other devices 'sign out all others' would end. */
export const othersSignedIn = (snapshot: DeviceSessionsSnapshot) => otherSessionCount(snapshot.context.sessions);

/** The sign-out asked about (then under way): one device (its session), all others, or none. */
export const signOutAsked = (snapshot: DeviceSessionsSnapshot): { kind: 'one'; session: DeviceSession } | { kind: 'others'; count: number } | null => {
  if (!snapshot.matches('confirming') && !snapshot.matches('signingOutOne') && !snapshot.matches('signingOutOthers')) return null;
  const pending = snapshot.context.pending;
  if (pending?.kind === 'others') return { kind: 'others', count: otherSessionCount(snapshot.context.sessions) };
  const session = snapshot.context.sessions.find((entry) => entry.id === (pending?.kind === 'one' ? pending.id : null));
  return session ? { kind: 'one', session } : null;
};

/** The sign-out asked about is being sent: the dialog waits for the answer. */
export const signingOut = (snapshot: DeviceSessionsSnapshot) => snapshot.matches('signingOutOne') || snapshot.matches('signingOutOthers');
