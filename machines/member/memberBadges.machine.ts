import { assign, fromPromise, setup } from 'xstate';
import { type MemberBadges, NO_BADGES } from './memberBadges.rules';

/** Sent on entering the member center, on return to the tab and after a message or reward is read. */
export type MemberBadgesEvent = { type: 'REFRESH' };
export type MemberBadgesContext = { badges: MemberBadges; failures: number };

/**
 * SPEC 2 Member center: the unread badges on missionLeaderboard, messageV2 and rewardCenter
 * (CSP_unreadCount and the member info counts). A failed load keeps the last counts on screen and
 * tries again after a named delay that grows with each failure; a REFRESH meanwhile goes at once.
 */
export const memberBadgesMachine = setup({
  types: { context: {} as MemberBadgesContext, events: {} as MemberBadgesEvent },
  actors: {
    loadBadges: fromPromise<MemberBadges>(async () => {
      throw new Error('loadBadges not provided');
    }),
  },
  actions: {
    store: assign({ badges: ({ event }) => (event as unknown as { output: MemberBadges }).output, failures: 0 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  delays: {
    /** 5 s, 10 s, 20 s, then every 60 s. */
    retryDelay: ({ context }) => Math.min(60_000, 5_000 * 2 ** Math.max(0, context.failures - 1)),
  },
}).createMachine({
  id: 'memberBadges',
  meta: { spec: '2 Member center: unread count badges' },
  context: { badges: NO_BADGES, failures: 0 },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '2 Member center: unread count badges (CSP_unreadCount, member info)' },
      invoke: { src: 'loadBadges', onDone: { target: 'shown', actions: 'store' }, onError: { target: 'waiting', actions: 'countFailure' } },
      // The load under way answers the refresh.
      on: { REFRESH: {} },
    },
    shown: {
      meta: { spec: '2 Member center: unread count badges' },
      on: { REFRESH: 'loading' },
    },
    waiting: {
      meta: { spec: '8 Network link is abnormal: the last counts stay, a retry follows' },
      after: { retryDelay: 'loading' },
      on: { REFRESH: 'loading' },
    },
  },
});
