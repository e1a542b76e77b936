import type { SnapshotFrom } from 'xstate';
import { isAgentType, isTrialType } from '../src/contract/platform';
import type { SessionKind } from './navigation.rules';
import type { PopupAudience } from './popupAnnouncements.machine';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The kind of visitor the rest of the app reasons about (SPEC 3 login state flags). */
export function sessionKind(snapshot: SessionSnapshot): SessionKind {
  if (snapshot.matches('guest')) return 'guest';
  const { member } = snapshot.context;
  if (!member || !(snapshot.matches('signedIn') || snapshot.matches('confirmingLogout'))) return 'pending';
  if (isTrialType(member.type)) return 'trial';
  return isAgentType(member.type) ? 'agent' : 'member';
}

/** Logged in as far as the header is concerned: a balance and an account menu to show. */
export const isSignedIn = (snapshot: SessionSnapshot) =>
  snapshot.matches('signedIn') || snapshot.matches('confirmingLogout');

/** SPEC 4: who the popup announcements are for; null while the session is not yet known. */
export function popupAudience(snapshot: SessionSnapshot): PopupAudience | null {
  if (snapshot.matches('guest')) return 'anonymous';
  if (snapshot.matches({ signedIn: 'firstLogin' })) return 'firstLogin';
  return sessionKind(snapshot) === 'pending' ? null : 'member';
}

/** The session is asking the user something (welcome, password change, logout): other popups wait. */
export const sessionAsksUser = (snapshot: SessionSnapshot) =>
  snapshot.matches({ signedIn: 'firstLogin' }) ||
  snapshot.matches({ signedIn: 'defaultPassword' }) ||
  snapshot.matches({ signedIn: 'passwordExpired' }) ||
  snapshot.matches('confirmingLogout');
