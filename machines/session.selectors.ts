import type { SnapshotFrom } from 'xstate';
import { isAgentType, isTrialType } from '../kernel/platform';
import type { PopupAudience } from './popupAnnouncements.machine';
import type { SessionNotice, sessionMachine } from './session.machine';
import type { SessionKind } from './sessionKind';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The kind of visitor the rest of the app reasons about (SPEC 3 login state flags). */
export function sessionKind(snapshot: SessionSnapshot): SessionKind {
  if (snapshot.matches('guest')) return 'guest';
  const { member } = snapshot.context;
  if (!member || !(snapshot.matches('signedIn') || snapshot.matches('confirmingLogout'))) return 'pending';
  if (isTrialType(member.type)) return 'trial';
  return isAgentType(member.type) ? 'agent' : 'member';
}

/** The avatar the signed-in member chose (SPEC 7 /wps/member/info/icon), or null for the default (the header then shows the initial). */
export const memberAvatarUrl = (snapshot: SessionSnapshot): string | null => snapshot.context.member?.avatarUrl ?? null;

/**
 * SPEC 4: the account signed in, whose data (favourites) is fetched: the login's user name, or the
 * member's account for a session restored from its token (a reload knows the member, not the login
 * result); null for a guest and while the session is not yet known.
 */
export function signedInAccount(snapshot: SessionSnapshot): string | null {
  const kind = sessionKind(snapshot);
  if (kind === 'guest' || kind === 'pending') return null;
  return snapshot.context.user?.userName ?? snapshot.context.member?.account ?? null;
}

/**
 * SPEC 4 Login: for non-trial users with agent policy (AGENTPOLICY3) on, logging in also fetches the
 * consolidated contract info; a trial account skips it (SPEC 6), and so does anyone not signed in.
 */
export const needsConsolidated = (kind: SessionKind, agentPolicyOn: boolean): boolean => agentPolicyOn && (kind === 'member' || kind === 'agent');

/** Logged in as far as the header is concerned: a balance and an account menu to show. */
export const isSignedIn = (snapshot: SessionSnapshot) => snapshot.matches('signedIn') || snapshot.matches('confirmingLogout');

/** Logged in, the member info still on its way (after the login, or a reload with a token): the header says it is signing in. */
export const isSigningIn = (snapshot: SessionSnapshot) => snapshot.matches('loadingMember') || snapshot.matches('restoring');

/** SPEC 4: who the popup announcements are for; null while the session is not yet known. */
export function popupAudience(snapshot: SessionSnapshot): PopupAudience | null {
  if (snapshot.matches('guest')) return 'anonymous';
  if (snapshot.matches({ signedIn: 'firstLogin' })) return 'firstLogin';
  return sessionKind(snapshot) === 'pending' ? null : 'member';
}

/** SPEC 4 Login: a first login is welcomed before playing. */
export const asksFirstLoginWelcome = (snapshot: SessionSnapshot) => snapshot.matches({ signedIn: 'firstLogin' });

/** SPEC 4 Login: a default weak password, or an expired one with the policy on, must be changed first. */
export const asksPasswordChange = (snapshot: SessionSnapshot) => snapshot.matches({ signedIn: 'defaultPassword' }) || snapshot.matches({ signedIn: 'passwordExpired' });

/** SPEC 4 Session: logging out asks for confirmation. */
export const asksLogoutConfirmation = (snapshot: SessionSnapshot) => snapshot.matches('confirmingLogout');

/** The session is asking the user something (welcome, password change, logout): other popups wait. */
export const sessionAsksUser = (snapshot: SessionSnapshot) => asksFirstLoginWelcome(snapshot) || asksPasswordChange(snapshot) || asksLogoutConfirmation(snapshot);

/** Logging out or starting free play: the page waits behind a loader. */
export const sessionBusy = (snapshot: SessionSnapshot) => snapshot.matches('loggingOut') || snapshot.matches('startingFreePlay');

/** SPEC 8: the member info could not be loaded ('Network link is abnormal', with a retry). */
export const memberUnavailable = (snapshot: SessionSnapshot) => snapshot.matches('memberUnavailable');

/** A visitor: the login, register and forgot-password popups are for guests only. */
export const isGuest = (snapshot: SessionSnapshot) => snapshot.matches('guest');

/** What a guest is told about the session that just ended or failed to start, or null. */
export const guestNotice = (snapshot: SessionSnapshot): SessionNotice => (snapshot.matches('guest') ? snapshot.context.notice : null);

/** The name the user is greeted by: the nickname, else the user name. */
export const displayName = (snapshot: SessionSnapshot) => snapshot.context.member?.nickname ?? snapshot.context.user?.userName ?? '';

/** Who feedback is sent by: the user name, or 'guest'. */
export const feedbackSender = (snapshot: SessionSnapshot) => snapshot.context.user?.userName ?? 'guest';

/**
 * SPEC 3 account display: the VIP flag with its label and rank level, and how many promotions the
 * member can act on now (the header shows both beside the account); null until the member is known.
 */
export type AccountBadges = { vip: { label: string; level: number } | null; promotionsAvailable: number };
export const accountBadges = (snapshot: SessionSnapshot): AccountBadges | null => {
  const member = snapshot.context.member;
  if (!member) return null;
  return { vip: member.vip ? { label: member.vipLabel, level: member.vipLevel } : null, promotionsAvailable: member.availablePromoCount };
};
