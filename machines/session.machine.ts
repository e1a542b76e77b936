import { assign, fromPromise, setup } from 'xstate';
import type { MemberInfo } from '../kernel/member';
import { isAgentType, isTrialType } from '../kernel/platform';
import type { UserInfo } from '../kernel/session';

/** Why a signed-in user must change the password before playing (SPEC 4 Login). */
export type PasswordChangeReason = 'default' | 'expired' | null;

export type SessionNotice = 'sessionExpired' | 'freePlayFailed' | null;

export type SessionEvent =
  | { type: 'LOGGED_IN'; user: UserInfo; passwordChange: PasswordChangeReason; password?: string | null }
  | { type: 'FREE_PLAY' }
  | { type: 'FIRST_LOGIN_DONE' }
  | { type: 'PASSWORD_CHANGED' }
  | { type: 'LOGOUT_REQUESTED' }
  | { type: 'LOGOUT_CONFIRMED' }
  | { type: 'LOGOUT_CANCELLED' }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'RETRY' }
  | { type: 'DISMISS_NOTICE' }
  /** The member chose another avatar in the security center (null: the default): the header shows it at once. */
  | { type: 'AVATAR_CHANGED'; avatarUrl: string | null };

export type SessionContext = {
  token: string | null;
  user: UserInfo | null;
  member: MemberInfo | null;
  passwordChange: PasswordChangeReason;
  /** The password typed at this login, in memory only, so a forced change need not ask for it (SPEC 5). */
  knownPassword: string | null;
  notice: SessionNotice;
};

export type SessionInput = { storedToken: string | null };

type Done<T> = { output: T };
const output = <T>(event: unknown) => (event as Done<T>).output;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchMemberInfo: fromPromise<MemberInfo>(async () => {
      throw new Error('fetchMemberInfo not provided');
    }),
    startFreePlay: fromPromise<UserInfo>(async () => {
      throw new Error('startFreePlay not provided');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout not provided');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasMember: ({ context }) => context.member !== null,
    isTrial: ({ context }) => context.member !== null && isTrialType(context.member.type),
    isFirstLogin: ({ context }) => context.user?.firstTimeLogin === true,
    usesDefaultPassword: ({ context }) => context.passwordChange === 'default',
    passwordExpired: ({ context }) => context.passwordChange === 'expired',
    isAgent: ({ context }) => context.member !== null && isAgentType(context.member.type),
    isExpiredError: ({ event }) => (event as { error?: { kind?: string } }).error?.kind === 'expired',
  },
  actions: {
    storeToken: () => {},
    clearSession: () => {},
    goHome: () => {},
    acceptLogin: assign(({ event }) => {
      const { user, passwordChange, password } = event as Extract<SessionEvent, { type: 'LOGGED_IN' }>;
      return { user, token: user.token, passwordChange, knownPassword: password ?? null, notice: null };
    }),
    acceptFreePlay: assign(({ event }) => {
      const user = output<UserInfo>(event);
      return { user, token: user.token, passwordChange: null, knownPassword: null, notice: null };
    }),
    storeMember: assign({ member: ({ event }) => output<MemberInfo>(event) }),
    finishFirstLogin: assign({
      user: ({ context }) => (context.user ? { ...context.user, firstTimeLogin: false } : null),
    }),
    forget: assign({ token: null, user: null, member: null, passwordChange: null, knownPassword: null }),
    passwordChanged: assign({ passwordChange: null, knownPassword: null, member: null }),
    noteExpired: assign({ notice: 'sessionExpired' as SessionNotice }),
    noteFreePlayFailed: assign({ notice: 'freePlayFailed' as SessionNotice }),
    dismissNotice: assign({ notice: null }),
    changeAvatar: assign({
      member: ({ context, event }) => (context.member ? { ...context.member, avatarUrl: (event as Extract<SessionEvent, { type: 'AVATAR_CHANGED' }>).avatarUrl } : null),
    }),
  },
  delays: { memberRetryDelay: 3_000 },
}).createMachine({
  id: 'session',
  meta: { spec: '4 Session' },
  context: ({ input }) => ({
    token: input.storedToken,
    user: null,
    member: null,
    passwordChange: null,
    knownPassword: null,
    notice: null,
  }),
  initial: 'restoring',
  on: {
    // SPEC 4: a 401 anywhere returns to guest with 'You are not logged in, please login'.
    SESSION_EXPIRED: { target: '.guest', actions: ['clearSession', 'forget', 'noteExpired'] },
  },
  states: {
    restoring: {
      meta: { spec: '4 Session' },
      always: [{ guard: 'hasToken', target: 'loadingMember' }, { target: 'guest' }],
    },
    guest: {
      meta: { spec: '6 Visitor' },
      on: {
        LOGGED_IN: { target: 'loadingMember', actions: ['acceptLogin', 'storeToken'] },
        FREE_PLAY: 'startingFreePlay',
        DISMISS_NOTICE: { actions: 'dismissNotice' },
      },
    },
    startingFreePlay: {
      meta: { spec: '7 Free play' },
      invoke: {
        src: 'startFreePlay',
        onDone: { target: 'loadingMember', actions: ['acceptFreePlay', 'storeToken'] },
        onError: { target: 'guest', actions: 'noteFreePlayFailed' },
      },
    },
    loadingMember: {
      meta: { spec: '4 Session: fetch member info after login' },
      invoke: {
        src: 'fetchMemberInfo',
        onDone: { target: 'signedIn', actions: 'storeMember' },
        onError: [{ guard: 'isExpiredError', target: 'guest', actions: ['clearSession', 'forget', 'noteExpired'] }, { target: 'memberUnavailable' }],
      },
    },
    memberUnavailable: {
      meta: { spec: '8 Network link is abnormal' },
      after: { memberRetryDelay: 'loadingMember' },
      on: { RETRY: 'loadingMember', LOGOUT_REQUESTED: 'confirmingLogout' },
    },
    signedIn: {
      initial: 'classifying',
      on: {
        LOGOUT_REQUESTED: 'confirmingLogout',
        // The member info the session holds is the one source of the avatar the header shows (no second read).
        AVATAR_CHANGED: { actions: 'changeAvatar' },
      },
      states: {
        classifying: {
          meta: { spec: '4 Session: agent and trial types' },
          always: [
            { guard: 'isTrial', target: 'trial' },
            { guard: 'isFirstLogin', target: 'firstLogin' },
            { guard: 'usesDefaultPassword', target: 'defaultPassword' },
            { guard: 'passwordExpired', target: 'passwordExpired' },
            { guard: 'isAgent', target: 'agent' },
            { target: 'member' },
          ],
        },
        trial: { meta: { spec: '6 Trial user' } },
        firstLogin: {
          meta: { spec: '4 Login: first-login action' },
          on: { FIRST_LOGIN_DONE: { target: 'classifying', actions: 'finishFirstLogin' } },
        },
        defaultPassword: {
          meta: { spec: '4 Login: default weak password forces a change' },
          on: { PASSWORD_CHANGED: { target: '#session.loadingMember', actions: 'passwordChanged' } },
        },
        passwordExpired: {
          meta: { spec: '4 Login: expired password with the policy on' },
          on: { PASSWORD_CHANGED: { target: '#session.loadingMember', actions: 'passwordChanged' } },
        },
        agent: { meta: { spec: '6 Agent' } },
        member: { meta: { spec: '6 Member' } },
      },
    },
    confirmingLogout: {
      meta: { spec: '4 Session: logout asks for confirmation' },
      on: {
        LOGOUT_CONFIRMED: 'loggingOut',
        // Back where the session was: signed in states are derived again from the context.
        LOGOUT_CANCELLED: [{ guard: 'hasMember', target: 'signedIn' }, { target: 'memberUnavailable' }],
      },
    },
    loggingOut: {
      meta: { spec: '4 Session: logout shows a loader, clears storage, goes home' },
      // The logout call itself may answer 401 for a token the server already dropped.
      on: { SESSION_EXPIRED: {} },
      invoke: {
        src: 'logout',
        // The server may already have dropped the token; the client forgets it either way.
        onDone: { target: 'guest', actions: ['clearSession', 'forget', 'goHome'] },
        onError: { target: 'guest', actions: ['clearSession', 'forget', 'goHome'] },
      },
    },
  },
});
