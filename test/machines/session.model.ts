import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { AGENT_USER_TYPES, TRIAL_USER_TYPES } from '@kernel/platform';
import { sessionMachine } from '@machines/session.machine';
import type { MachineModel, Observation } from '../model/types';
import type { WalkerModel } from '../walker/walkerMeta';
import { apiFailure, member, user } from './fixtures';

const FREE_PLAY_USER = user({ userName: 'trial_1', token: 'trial-token' });

/** SPEC 3 type lists: what a signed-in user is, by member type and the login's flags (SPEC 4 Login). */
type Role = 'trial' | 'firstLogin' | 'defaultPassword' | 'passwordExpired' | 'agent' | 'member';
function roleOf(context: AnyMachineSnapshot['context']): Role {
  const type = context.member.type as number;
  if ((TRIAL_USER_TYPES as readonly number[]).includes(type)) return 'trial';
  if (context.user?.firstTimeLogin === true) return 'firstLogin';
  if (context.passwordChange === 'default') return 'defaultPassword';
  if (context.passwordChange === 'expired') return 'passwordExpired';
  return (AGENT_USER_TYPES as readonly number[]).includes(type) ? 'agent' : 'member';
}

const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const errorKind = ({ step }: Observation) => (step?.kind === 'settle' ? (step.value as { kind?: string }).kind : undefined);

/** The session's effects on storage and navigation, from SPEC 4, for the step just taken. */
function expectedEffects(o: Observation): string[] {
  const { event, previous } = o;
  if (event.type === 'LOGGED_IN') return ['storeToken']; // login stores the token in session storage
  if (settled(o, 'startFreePlay', 'done')) return ['storeToken'];
  // A 401 anywhere clears the session (while logging out it is the logout's own answer: ignored).
  if (event.type === 'SESSION_EXPIRED' && !previous?.matches('loggingOut')) return ['clearSession'];
  if (settled(o, 'fetchMemberInfo', 'error') && errorKind(o) === 'expired') return ['clearSession'];
  // Logout clears session storage and goes home whether or not the server answered.
  if (settled(o, 'logout', 'done') || settled(o, 'logout', 'error')) return ['clearSession', 'goHome'];
  return [];
}

const unchangedContext = ({ snapshot, previous }: Observation) => expect(snapshot.context).toEqual(previous?.context);
const invokedSrcs = ({ invoked }: Observation) => invoked.map((call) => call.src);

/** A signed-in leaf: the role follows SPEC 3 type lists and the login's flags; nothing else happens. */
const signedInAs =
  (role: Role) =>
  (o: Observation): void => {
    const { snapshot, event, previous } = o;
    expect(roleOf(snapshot.context)).toBe(role);
    expect(invokedSrcs(o)).toEqual([]);
    if (event.type === 'FIRST_LOGIN_DONE') {
      expect(previous?.matches({ signedIn: 'firstLogin' })).toBe(true);
      expect(snapshot.context.user.firstTimeLogin).toBe(false);
    }
  };

/** SPEC 4 Session (login, logout, 401), 6 roles, 7 free play, 8 'Network link is abnormal'. */
const base: Omit<MachineModel, 'input'> = {
  machine: sessionMachine,
  fixtures: {
    outputs: {
      fetchMemberInfo: [member(0), member(1), member(42), member(4)],
      startFreePlay: [FREE_PLAY_USER],
      logout: [undefined],
    },
    errors: {
      fetchMemberInfo: [apiFailure('expired'), apiFailure('network')],
      startFreePlay: [apiFailure('http')],
      logout: [apiFailure('network')],
    },
    events: {
      LOGGED_IN: [
        { type: 'LOGGED_IN', user: user(), passwordChange: null },
        { type: 'LOGGED_IN', user: user({ firstTimeLogin: true }), passwordChange: null },
        { type: 'LOGGED_IN', user: user(), passwordChange: 'default', password: 'typed-pass1' },
        { type: 'LOGGED_IN', user: user({ passwordExpired: true }), passwordChange: 'expired' },
      ],
      // The member chose an avatar in the security center, then went back to the default one.
      AVATAR_CHANGED: [
        { type: 'AVATAR_CHANGED', avatarUrl: '/assets-gen/avatar/2.svg' },
        { type: 'AVATAR_CHANGED', avatarUrl: null },
      ],
    },
  },
  stateKey: (snapshot) => {
    const type = snapshot.context.member?.type as number | undefined;
    const kind =
      type === undefined
        ? null
        : (TRIAL_USER_TYPES as readonly number[]).includes(type)
          ? 'trial'
          : (AGENT_USER_TYPES as readonly number[]).includes(type)
            ? 'agent'
            : 'member';
    return [snapshot.value, kind, snapshot.context.passwordChange, snapshot.context.user?.firstTimeLogin ?? null, snapshot.context.notice];
  },
  delays: { memberRetryDelay: 3_000 }, // not in SPEC: the retry pace of 'Network link is abnormal'
  oracles: {
    '*': (o) => {
      const { snapshot, event } = o;
      expect(o.effects.map((effect) => effect.name)).toEqual(expectedEffects(o));
      // A member is only ever known for a session that has a token.
      if (snapshot.context.member !== null) expect(snapshot.context.token).not.toBeNull();
      // SPEC 4: a 401 anywhere returns to guest with 'You are not logged in, please login'; while
      // logging out, a 401 is the logout call's own answer for a dropped token: the logout goes on.
      if (event.type === 'SESSION_EXPIRED') {
        if (o.previous?.matches('loggingOut')) {
          expect(snapshot.matches('loggingOut')).toBe(true);
          unchangedContext(o);
        } else {
          expect(snapshot.matches('guest')).toBe(true);
          expect(snapshot.context.notice).toBe('sessionExpired');
        }
      }
    },
    // Passed through at start only: a token kept in session storage is resumed, nothing else is known.
    restoring: ({ snapshot, event }) => {
      expect(event.type).toBe('xstate.init');
      expect(snapshot.context).toMatchObject({ user: null, member: null, passwordChange: null, knownPassword: null, notice: null });
    },
    guest: (o) => {
      const { snapshot, previous, event } = o;
      // A guest holds no session: no token, user, member or password in memory.
      expect(snapshot.context).toMatchObject({ token: null, user: null, member: null, passwordChange: null, knownPassword: null });
      expect(invokedSrcs(o)).toEqual([]);
      let notice: unknown;
      if (event.type === 'xstate.init') notice = null;
      else if (event.type === 'SESSION_EXPIRED' || (settled(o, 'fetchMemberInfo', 'error') && errorKind(o) === 'expired')) notice = 'sessionExpired';
      else if (settled(o, 'startFreePlay', 'error')) notice = 'freePlayFailed';
      else if (event.type === 'DISMISS_NOTICE') notice = null;
      else if (settled(o, 'logout', 'done') || settled(o, 'logout', 'error')) {
        expect(previous?.matches('loggingOut')).toBe(true);
        notice = null;
      } else throw new Error(`guest reached by ${event.type}`);
      expect(snapshot.context.notice).toBe(notice);
      if (event.type === 'xstate.init') expect(o.now).toBe(0);
    },
    startingFreePlay: (o) => {
      // SPEC 7: free play asks the server for a trial account; the page waits behind a loader.
      expect(o.event.type).toBe('FREE_PLAY');
      expect(o.previous?.matches('guest')).toBe(true);
      expect(invokedSrcs(o)).toEqual(['startFreePlay']);
      expect(o.snapshot.context.token).toBeNull();
    },
    loadingMember: (o) => {
      const { snapshot, previous, event, step } = o;
      // SPEC 4: member info is fetched once the session has a token (login, free play, restore, retry).
      expect(invokedSrcs(o)).toEqual(['fetchMemberInfo']);
      expect(snapshot.context.token).not.toBeNull();
      expect(snapshot.context.member).toBeNull();
      if (event.type === 'xstate.init') expect(snapshot.context.token).toBe('stored-token');
      if (event.type === 'LOGGED_IN') {
        const login = event as unknown as { user: { token: string }; passwordChange: unknown; password?: string };
        expect(previous?.matches('guest')).toBe(true);
        expect(snapshot.context).toMatchObject({
          user: login.user,
          token: login.user.token,
          passwordChange: login.passwordChange,
          knownPassword: login.password ?? null,
          notice: null,
        });
      }
      if (settled(o, 'startFreePlay', 'done')) {
        expect(snapshot.context).toMatchObject({ user: FREE_PLAY_USER, token: 'trial-token', passwordChange: null, knownPassword: null, notice: null });
      }
      if (step?.kind === 'wait') {
        expect(previous?.matches('memberUnavailable')).toBe(true);
        expect(step.delay).toBe('memberRetryDelay');
      }
      if (event.type === 'RETRY') expect(previous?.matches('memberUnavailable')).toBe(true);
      // SPEC 4 change-password success reloads login info; the typed password is forgotten.
      if (event.type === 'PASSWORD_CHANGED') {
        expect(previous?.matches({ signedIn: 'defaultPassword' }) || previous?.matches({ signedIn: 'passwordExpired' })).toBe(true);
        expect(snapshot.context).toMatchObject({ passwordChange: null, knownPassword: null });
      }
    },
    memberUnavailable: (o) => {
      const { snapshot, previous, event } = o;
      // SPEC 8 'Network link is abnormal': the session is kept (token), the member is not known.
      expect(snapshot.context.token).not.toBeNull();
      expect(snapshot.context.member).toBeNull();
      expect(invokedSrcs(o)).toEqual([]);
      if (event.type === 'LOGOUT_CANCELLED') {
        expect(previous?.matches('confirmingLogout')).toBe(true);
        unchangedContext(o);
      } else {
        expect(settled(o, 'fetchMemberInfo', 'error')).toBe(true);
        expect(errorKind(o)).not.toBe('expired');
      }
    },
    signedIn: (o) => {
      const { snapshot, previous, event } = o;
      expect(snapshot.context.member).not.toBeNull();
      expect(snapshot.context.notice).toBeNull();
      if (settled(o, 'fetchMemberInfo', 'done')) expect(snapshot.context.member).toEqual(o.step?.kind === 'settle' && o.step.value);
      if (event.type === 'LOGOUT_CANCELLED') {
        // Back where the session was: nothing forgotten.
        expect(previous?.matches('confirmingLogout')).toBe(true);
        unchangedContext(o);
      }
      // SPEC 7 /wps/member/info/icon: the avatar chosen is the member info's at once (the header shows it);
      // nothing else changes, and nothing is read again.
      if (event.type === 'AVATAR_CHANGED') {
        const { avatarUrl } = event as unknown as { avatarUrl: string | null };
        expect(snapshot.value).toEqual(previous?.value);
        expect(snapshot.context).toEqual({ ...previous?.context, member: { ...previous?.context.member, avatarUrl } });
        expect(invokedSrcs(o)).toEqual([]);
      }
    },
    // Passed through whenever the role is to be derived again: a member read, a first login done, a logout cancelled.
    'signedIn.classifying': (o) => {
      expect(o.snapshot.context.member).not.toBeNull();
      expect(settled(o, 'fetchMemberInfo', 'done') || ['FIRST_LOGIN_DONE', 'LOGOUT_CANCELLED'].includes(o.event.type)).toBe(true);
    },
    'signedIn.trial': signedInAs('trial'),
    'signedIn.firstLogin': signedInAs('firstLogin'),
    'signedIn.defaultPassword': signedInAs('defaultPassword'),
    'signedIn.passwordExpired': signedInAs('passwordExpired'),
    'signedIn.agent': signedInAs('agent'),
    'signedIn.member': signedInAs('member'),
    confirmingLogout: (o) => {
      // SPEC 4: logout asks for confirmation first; nothing is cleared yet.
      expect(o.event.type).toBe('LOGOUT_REQUESTED');
      expect(o.previous?.matches('signedIn') || o.previous?.matches('memberUnavailable')).toBe(true);
      unchangedContext(o);
      expect(invokedSrcs(o)).toEqual([]);
    },
    loggingOut: (o) => {
      // SPEC 4: once confirmed, a loader while logout is dispatched; storage is cleared on its answer.
      unchangedContext(o);
      if (!o.previous?.matches('loggingOut')) {
        expect(o.event.type).toBe('LOGOUT_CONFIRMED');
        expect(o.previous?.matches('confirmingLogout')).toBe(true);
        expect(invokedSrcs(o)).toEqual(['logout']);
      } else {
        // Still waiting for the one logout call: only its own 401 can arrive meanwhile, and it starts nothing.
        expect(o.event.type).toBe('SESSION_EXPIRED');
        expect(invokedSrcs(o)).toEqual([]);
      }
    },
  },
};

/** From a fresh visit and from a reload with a token in session storage. */
export const sessionModels: WalkerModel[] = [
  // The signed-in member is login's `succeeded` (a GraphWalker shared state): a walk of both models jumps between them there.
  { ...base, variant: 'no stored token', input: { storedToken: null }, meta: { shared: { 'signedIn.member': 'SignedInMember' } } },
  { ...base, variant: 'stored token', input: { storedToken: 'stored-token' } },
];
