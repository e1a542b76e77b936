import { assign, fromPromise, setup } from 'xstate';
import type { ReferralFriendsPage, ReferralProgramme } from '@kernel/referral';
import type { DomainRoute } from '@kernel/system';
import { type CopyTarget, copyTextOf, isOtherPage, routedOrigin } from './referral.rules';

export type ReferralEvent = { type: 'RETRY' } | { type: 'PAGE'; pageNo: number } | { type: 'COPY'; what: CopyTarget };

export type ReferralInput = {
  /** The site's own address (scheme, host and port): the invite link starts with it. */
  origin: string;
};

export type ReferralContext = {
  /** The site's own address, given. */
  siteOrigin: string;
  /** Where the invite link points: the site's own address until the domain route says another (SPEC 7 Domain routing). */
  origin: string;
  /** The member's code and the programme's terms, null until they come. */
  programme: ReferralProgramme | null;
  /** The page of friends shown (kept while another page loads), null until the first comes. */
  friends: ReferralFriendsPage | null;
  /** The page asked for. */
  pageNo: number;
  /** Why the first load failed (the page offers to try again). */
  loadError: unknown;
  /** Why the page asked for could not be loaded (the page shown stays, with a way to try again). */
  pageError: unknown;
  /** What the last copy was of: Copied (or could not copy) shows beside it. */
  copyTarget: CopyTarget | null;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const eventOf = <T extends ReferralEvent['type']>(event: unknown) => event as Extract<ReferralEvent, { type: T }>;

/** How long 'Copied' stays beside a copy button. */
export const COPIED_SHOWN_MS = 2_000;

/**
 * SPEC 1 'referral and invite', SPEC 2 referral (invite friends): the programme (the member's code
 * and the terms) and the first page of friends load together, with the domain the platform routes
 * the site to (SPEC 7 Domain routing), where the invite link points; a failure of the first two
 * offers to try again, the domain's leaves the link on the site's own address. The
 * friends are paged, the page shown staying until the next comes. Beside that, copying the code or
 * the invite link: 'Copied' for a while (copiedFor), or that the browser refused, until the next copy.
 */
export const referralMachine = setup({
  types: { context: {} as ReferralContext, events: {} as ReferralEvent, input: {} as ReferralInput },
  actors: {
    loadProgramme: fromPromise<ReferralProgramme>(async () => {
      throw new Error('loadProgramme not provided');
    }),
    loadFriends: fromPromise<ReferralFriendsPage, number>(async () => {
      throw new Error('loadFriends not provided');
    }),
    loadDomainRoute: fromPromise<DomainRoute>(async () => {
      throw new Error('loadDomainRoute not provided');
    }),
    copyText: fromPromise<void, string>(async () => {
      throw new Error('copyText not provided');
    }),
  },
  guards: {
    otherPage: ({ context, event }) => isOtherPage(context.friends, eventOf<'PAGE'>(event).pageNo),
    pageFailed: ({ context }) => context.pageError !== null,
    codeKnown: ({ context }) => context.programme !== null,
  },
  actions: {
    storeProgramme: assign({ programme: ({ event }) => outputOf<ReferralProgramme>(event) }),
    routeOrigin: assign({ origin: ({ context, event }) => routedOrigin(context.siteOrigin, outputOf<DomainRoute>(event)) }),
    // The page the backend answered with (the last one when the one asked for is past the end).
    storeFriends: assign(({ event }) => {
      const friends = outputOf<ReferralFriendsPage>(event);
      return { friends, pageNo: friends.pageNo };
    }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    // Nothing half-loaded is kept: the programme, the first page and the link's domain come again together.
    startOver: assign(({ context }) => ({ origin: context.siteOrigin, programme: null, friends: null, pageNo: 1, loadError: null })),
    goToPage: assign({ pageNo: ({ event }) => eventOf<'PAGE'>(event).pageNo, pageError: null }),
    clearPageError: assign({ pageError: null }),
    notePageError: assign({ pageError: ({ event }) => errorOf(event) }),
    aimCopy: assign({ copyTarget: ({ event }) => eventOf<'COPY'>(event).what }),
    forgetCopy: assign({ copyTarget: null }),
  },
  delays: { copiedFor: COPIED_SHOWN_MS },
}).createMachine({
  id: 'referral',
  meta: { spec: '2 Member center: referral (invite friends)' },
  type: 'parallel',
  context: ({ input }) => ({
    siteOrigin: input.origin,
    origin: input.origin,
    programme: null,
    friends: null,
    pageNo: 1,
    loadError: null,
    pageError: null,
    copyTarget: null,
  }),
  states: {
    data: {
      meta: { spec: '1 Referral and invite: the code, the terms and the friends invited' },
      initial: 'loading',
      states: {
        loading: {
          meta: { spec: '1 Referral and invite: the programme and the first page of friends, asked for together' },
          type: 'parallel',
          // Shown once both have come.
          onDone: 'ready',
          on: { PAGE: {} },
          states: {
            programme: {
              meta: { spec: "1 Referral and invite: the member's code and the terms" },
              initial: 'fetching',
              states: {
                fetching: {
                  meta: { spec: "1 Referral and invite: the member's code and the terms" },
                  invoke: {
                    id: 'loadProgramme',
                    src: 'loadProgramme',
                    onDone: { target: 'fetched', actions: 'storeProgramme' },
                    onError: { target: '#referral.data.failed', actions: 'noteLoadError' },
                  },
                },
                fetched: { meta: { spec: "1 Referral and invite: the member's code and the terms" }, type: 'final' },
              },
            },
            friends: {
              meta: { spec: '2 Member center: referral, the first page of friends' },
              initial: 'fetching',
              states: {
                fetching: {
                  meta: { spec: '2 Member center: referral, the first page of friends' },
                  invoke: {
                    id: 'loadFriends',
                    src: 'loadFriends',
                    input: ({ context }) => context.pageNo,
                    onDone: { target: 'fetched', actions: 'storeFriends' },
                    onError: { target: '#referral.data.failed', actions: 'noteLoadError' },
                  },
                },
                fetched: { meta: { spec: '2 Member center: referral, the first page of friends' }, type: 'final' },
              },
            },
            domain: {
              meta: { spec: '7 Domain routing: where the invite link points' },
              initial: 'fetching',
              states: {
                fetching: {
                  meta: { spec: '7 Domain routing: /wps/system/domainRoute' },
                  invoke: {
                    id: 'loadDomainRoute',
                    src: 'loadDomainRoute',
                    onDone: { target: 'fetched', actions: 'routeOrigin' },
                    // Not a reason to fail the page: the link stays on the site's own address.
                    onError: 'fetched',
                  },
                },
                fetched: { meta: { spec: '7 Domain routing: the invite link on the routed domain, or the site own' }, type: 'final' },
              },
            },
          },
        },
        failed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: { target: 'loading', actions: 'startOver' } } },
        ready: {
          meta: { spec: '2 Member center: referral, the friends invited ten a page' },
          on: {
            PAGE: { guard: 'otherPage', target: 'paging', actions: 'goToPage' },
            RETRY: { guard: 'pageFailed', target: 'paging', actions: 'clearPageError' },
          },
        },
        paging: {
          meta: { spec: '2 Member center: referral, another page of friends' },
          invoke: {
            id: 'loadFriends',
            src: 'loadFriends',
            input: ({ context }) => context.pageNo,
            onDone: { target: 'ready', actions: 'storeFriends' },
            // The page shown stays; the pager or Try again asks again.
            onError: { target: 'ready', actions: 'notePageError' },
          },
          on: { PAGE: {}, RETRY: {} },
        },
      },
    },
    copy: {
      meta: { spec: '1 Referral and invite: copy the code or the invite link' },
      initial: 'idle',
      states: {
        idle: { meta: { spec: '1 Referral and invite: copy buttons' }, on: { COPY: { guard: 'codeKnown', target: 'copying', actions: 'aimCopy' } } },
        copying: {
          meta: { spec: '1 Referral and invite: the text goes to the clipboard' },
          invoke: {
            src: 'copyText',
            input: ({ context }) => (context.programme && context.copyTarget ? copyTextOf(context.origin, context.programme, context.copyTarget) : ''),
            onDone: 'copied',
            onError: 'refused',
          },
          on: { COPY: {} },
        },
        copied: {
          meta: { spec: '1 Referral and invite: Copied, for a while' },
          after: { copiedFor: { target: 'idle', actions: 'forgetCopy' } },
          on: { COPY: { guard: 'codeKnown', target: 'copying', actions: 'aimCopy' } },
        },
        refused: {
          meta: { spec: '1 Referral and invite: the browser refused the clipboard, and the page says so' },
          on: { COPY: { guard: 'codeKnown', target: 'copying', actions: 'aimCopy' } },
        },
      },
    },
  },
});
