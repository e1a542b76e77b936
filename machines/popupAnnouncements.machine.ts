import { assign, fromPromise, setup } from 'xstate';
import type { Announcement } from '../kernel/announcements';
import type { PopupExecution } from '../kernel/platform';
import { ANNOUNCEMENT_PAGE_SIZE, pageCount } from './pagination.rules';

/** SPEC 4: the session marker of the popup: USER when logged in, anonymous otherwise. */
export type PopupMarker = 'USER' | 'anonymous';
export type PopupAudience = 'anonymous' | 'member' | 'firstLogin';

/** SPEC 4: A logged in, B anonymous, F first-time login (also shown to logged-in users). */
export const executionsFor = (audience: PopupAudience): PopupExecution[] => (audience === 'anonymous' ? ['B'] : audience === 'firstLogin' ? ['F', 'A'] : ['A']);
export const markerFor = (audience: PopupAudience): PopupMarker => (audience === 'anonymous' ? 'anonymous' : 'USER');

export type PopupAnnouncementsEvent =
  | { type: 'AUDIENCE'; audience: PopupAudience }
  | { type: 'GO_TO_PAGE'; page: number }
  | { type: 'CLOSE' }
  | { type: 'LANGUAGE_CHANGED' };

export type PopupAnnouncementsContext = {
  audience: PopupAudience | null;
  /** Markers already shown (and closed) in this browser session. */
  closedMarkers: PopupMarker[];
  items: Announcement[];
  page: number;
};

/**
 * SPEC 4 popup announcements: for the current audience, fetched once per session per marker;
 * once closed, that marker's popup does not come back in the session. Paged 9 per page.
 */
export const popupAnnouncementsMachine = setup({
  types: {
    context: {} as PopupAnnouncementsContext,
    events: {} as PopupAnnouncementsEvent,
    input: {} as { closedMarkers: PopupMarker[] },
  },
  actors: {
    fetchPopups: fromPromise<Announcement[], { executions: PopupExecution[] }>(async () => {
      throw new Error('fetchPopups not provided');
    }),
  },
  guards: {
    markerClosed: ({ context }) => context.audience !== null && context.closedMarkers.includes(markerFor(context.audience)),
    hasItems: ({ event }) => (event as unknown as { output: Announcement[] }).output.length > 0,
    audienceChanges: ({ context, event }) => (event as Extract<PopupAnnouncementsEvent, { type: 'AUDIENCE' }>).audience !== context.audience,
    pageExists: ({ context, event }) => {
      const { page } = event as Extract<PopupAnnouncementsEvent, { type: 'GO_TO_PAGE' }>;
      return page >= 1 && page <= pageCount(context.items.length, ANNOUNCEMENT_PAGE_SIZE) && page !== context.page;
    },
  },
  actions: {
    setAudience: assign({ audience: ({ event }) => (event as Extract<PopupAnnouncementsEvent, { type: 'AUDIENCE' }>).audience }),
    store: assign({ items: ({ event }) => (event as unknown as { output: Announcement[] }).output, page: 1 }),
    goToPage: assign({ page: ({ event }) => (event as Extract<PopupAnnouncementsEvent, { type: 'GO_TO_PAGE' }>).page }),
    closeMarker: assign({
      closedMarkers: ({ context }) => (context.audience ? [...new Set([...context.closedMarkers, markerFor(context.audience)])] : context.closedMarkers),
    }),
    persistMarkers: () => {},
  },
}).createMachine({
  id: 'popupAnnouncements',
  meta: { spec: '4 Popup announcements' },
  context: ({ input }) => ({ audience: null, closedMarkers: input.closedMarkers, items: [], page: 1 }),
  initial: 'waitingForAudience',
  on: { AUDIENCE: { guard: 'audienceChanges', target: '.checking', actions: 'setAudience' } },
  states: {
    waitingForAudience: {},
    checking: { always: [{ guard: 'markerClosed', target: 'idle' }, { target: 'loading' }] },
    loading: {
      meta: { spec: '7 Announcements: execution' },
      invoke: {
        src: 'fetchPopups',
        input: ({ context }) => ({ executions: executionsFor(context.audience ?? 'anonymous') }),
        onDone: [{ guard: 'hasItems', target: 'showing', actions: 'store' }, { target: 'idle' }],
        // Announcements are a courtesy: a failure shows nothing rather than an error over the lobby.
        onError: 'idle',
      },
    },
    showing: {
      meta: { spec: '2 publicModal: 9 per page' },
      on: {
        GO_TO_PAGE: { guard: 'pageExists', actions: 'goToPage' },
        CLOSE: { target: 'idle', actions: ['closeMarker', 'persistMarkers'] },
        // SPEC 4: a language change refreshes the announcements.
        LANGUAGE_CHANGED: 'loading',
      },
    },
    idle: {},
  },
});
