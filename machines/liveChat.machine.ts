import { assign, fromPromise, setup } from 'xstate';

/** A live chat desk (SPEC 7 CBS_modelList): it answers in one platform language. */
export type ChatDesk = { modelId: string; name: string; language: string };

/** SPEC 7: the desk of the current language, else the first one; none when there are no desks. */
export function pickChatDesk(desks: readonly ChatDesk[], language: string): ChatDesk | null {
  return desks.find((desk) => desk.language === language) ?? desks[0] ?? null;
}

export type LiveChatEvent = { type: 'OPEN'; language: string } | { type: 'RETRY' } | { type: 'EMBED' } | { type: 'CLOSE' };

export type LiveChatFailure = 'noDesk' | 'call';

export type LiveChatContext = {
  language: string;
  desk: ChatDesk | null;
  chatUrl: string | null;
  failure: LiveChatFailure | null;
  /** The failed call's error, for its message. */
  error: unknown;
};

const opened = (event: unknown) => event as Extract<LiveChatEvent, { type: 'OPEN' }>;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/**
 * SPEC 7 Other: live chat. Opening loads the desks (CBS_modelList), launches a chat with the desk
 * of the current language (CBS_launchChat) and shows its chatUrl in a popup window. A blocked
 * popup says so ('Popup blocked. Please allow popups and try again.', SPEC 8) and offers the chat
 * inside the page instead. The window is reserved on the click itself, when browsers allow
 * popups, and released when the launch fails.
 */
export const liveChatMachine = setup({
  types: { context: {} as LiveChatContext, events: {} as LiveChatEvent },
  actors: {
    loadDesks: fromPromise<ChatDesk[]>(async () => {
      throw new Error('loadDesks not provided');
    }),
    launchChat: fromPromise<{ chatUrl: string }, { modelId: string }>(async () => {
      throw new Error('launchChat not provided');
    }),
    /** Shows the chat in the reserved window, or a new one; resolves whether a window showed it. */
    showInWindow: fromPromise<boolean, { chatUrl: string }>(async () => {
      throw new Error('showInWindow not provided');
    }),
  },
  guards: {
    hasDesk: ({ context, event }) => pickChatDesk(outputOf<ChatDesk[]>(event), context.language) !== null,
    shown: ({ event }) => outputOf<boolean>(event) === true,
  },
  actions: {
    /** Opens an empty window during the click, so the chat can show there once launched. */
    reserveWindow: () => {},
    releaseWindow: () => {},
    start: assign({ language: ({ event }) => opened(event).language, desk: null, chatUrl: null, failure: null, error: null }),
    restart: assign({ desk: null, chatUrl: null, failure: null, error: null }),
    chooseDesk: assign({ desk: ({ context, event }) => pickChatDesk(outputOf<ChatDesk[]>(event), context.language) }),
    keepUrl: assign({ chatUrl: ({ event }) => outputOf<{ chatUrl: string }>(event).chatUrl }),
    noteNoDesk: assign({ failure: 'noDesk' as const, error: null }),
    noteError: assign({ failure: 'call' as const, error: ({ event }) => (event as { error?: unknown }).error ?? null }),
  },
}).createMachine({
  id: 'liveChat',
  meta: { spec: '7 Other: live chat' },
  context: { language: '', desk: null, chatUrl: null, failure: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: { target: 'loadingModels', actions: ['start', 'reserveWindow'] } },
    },
    loadingModels: {
      meta: { spec: '7 Other: live chat models (CBS_modelList)' },
      invoke: {
        id: 'loadDesks',
        src: 'loadDesks',
        onDone: [
          { guard: 'hasDesk', target: 'launching', actions: 'chooseDesk' },
          { target: 'failed', actions: ['noteNoDesk', 'releaseWindow'] },
        ],
        onError: { target: 'failed', actions: ['noteError', 'releaseWindow'] },
      },
      on: { OPEN: {}, CLOSE: { target: 'idle', actions: 'releaseWindow' } },
    },
    launching: {
      meta: { spec: '7 Other: live chat launch (CBS_launchChat, chatUrl)' },
      invoke: {
        id: 'launchChat',
        src: 'launchChat',
        // Stryker disable next-line OptionalChaining,StringLiteral: launching is only entered through hasDesk + chooseDesk, so the desk is always set
        input: ({ context }) => ({ modelId: context.desk?.modelId ?? '' }),
        onDone: { target: 'presenting', actions: 'keepUrl' },
        onError: { target: 'failed', actions: ['noteError', 'releaseWindow'] },
      },
      on: { OPEN: {}, CLOSE: { target: 'idle', actions: 'releaseWindow' } },
    },
    presenting: {
      meta: { spec: '7 Other: live chat opens chatUrl in a popup window' },
      invoke: {
        id: 'showInWindow',
        src: 'showInWindow',
        // Stryker disable next-line StringLiteral: presenting is only entered after keepUrl (from launching) or from blocked, so chatUrl is always set
        input: ({ context }) => ({ chatUrl: context.chatUrl ?? '' }),
        onDone: [{ guard: 'shown', target: 'open' }, { target: 'blocked' }],
        onError: { target: 'blocked' },
      },
      on: { OPEN: {} },
    },
    open: {
      meta: { spec: '7 Other: live chat open in its window' },
      on: { OPEN: { target: 'loadingModels', actions: ['start', 'reserveWindow'] }, CLOSE: 'idle' },
    },
    blocked: {
      meta: { spec: "8 'Popup blocked. Please allow popups and try again.'" },
      on: {
        // The retry click is a user gesture: the window opens straight away if popups are now allowed.
        RETRY: 'presenting',
        EMBED: 'embedded',
        OPEN: { target: 'loadingModels', actions: ['start', 'reserveWindow'] },
        CLOSE: 'idle',
      },
    },
    embedded: {
      meta: { spec: '7 Other: live chat shown inside the page' },
      on: { OPEN: {}, CLOSE: 'idle' },
    },
    failed: {
      meta: { spec: '7 Other: live chat failure with retry' },
      on: {
        RETRY: { target: 'loadingModels', actions: ['restart', 'reserveWindow'] },
        OPEN: { target: 'loadingModels', actions: ['start', 'reserveWindow'] },
        CLOSE: 'idle',
      },
    },
  },
});
