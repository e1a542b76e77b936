import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { InboxCount, InboxPage } from '@kernel/inbox';
import { isOtherPage, messageOnPage, withAllRead, withMessageRead } from './inbox.rules';

export type InboxEvent =
  | { type: 'RETRY' }
  | { type: 'PAGE'; pageNo: number }
  | { type: 'OPEN'; id: number }
  | { type: 'CLOSE' }
  | { type: 'MARK_ALL_READ' }
  | { type: 'DELETE'; id: number }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' };

/** What the last write did, for a status line: all read, deleted, or why it was refused or unanswered. */
export type InboxNotice = { kind: 'allRead' } | { kind: 'deleted' } | { kind: 'error'; error: unknown };

export type InboxContext = {
  /** The page of messages shown (kept while another page loads), null before the first answer. */
  page: InboxPage | null;
  /** The page asked for. */
  pageNo: number;
  /** The message opened to read. */
  openId: number | null;
  /** The message being marked read. */
  marking: number | null;
  /** The message whose deletion waits for the member's confirmation (or is under way). */
  deleting: number | null;
  notice: InboxNotice | null;
  loadError: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const kindOf = (event: unknown) => (errorOf(event) as { kind?: unknown } | null)?.kind;
const codeOf = (event: unknown) => (errorOf(event) as { details?: { code?: unknown } } | null)?.details?.code;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const eventOf = <T extends InboxEvent['type']>(event: unknown) => event as Extract<InboxEvent, { type: T }>;

/**
 * SPEC 1 'a player message inbox', SPEC 2 messageV2 with its unread badge: a page of platform
 * messages at a time, newest first. Opening an unread message marks it read; all can be marked read
 * at once; a message is deleted after a confirmation. Every write answers with the unread count,
 * and `unreadChanged` tells the menu badge. A write that got no answer reads the page again, so
 * what is shown is what the backend holds.
 */
export const inboxMachine = setup({
  types: { context: {} as InboxContext, events: {} as InboxEvent },
  actors: {
    loadPage: fromPromise<InboxPage, number>(async () => {
      throw new Error('loadPage not provided');
    }),
    markRead: fromPromise<InboxCount, number>(async () => {
      throw new Error('markRead not provided');
    }),
    markAllRead: fromPromise<InboxCount>(async () => {
      throw new Error('markAllRead not provided');
    }),
    deleteMessage: fromPromise<InboxCount, number>(async () => {
      throw new Error('deleteMessage not provided');
    }),
  },
  guards: {
    otherPage: ({ context, event }) => isOtherPage(context.page, eventOf<'PAGE'>(event).pageNo),
    unreadMessage: ({ context, event }) => messageOnPage(context.page, eventOf<'OPEN'>(event).id)?.read === false,
    listedMessage: ({ context, event }) => messageOnPage(context.page, eventOf<'OPEN' | 'DELETE'>(event).id) !== undefined,
    hasUnread: ({ context }) => (context.page?.unreadCount ?? 0) > 0,
    refused: ({ event }) => kindOf(event) === 'business' || kindOf(event) === 'expired',
    alreadyGone: ({ event }) => codeOf(event) === ErrorCode.messageNotFound,
  },
  actions: {
    /** The menu badge follows the count (the area refreshes it). */
    unreadChanged: () => {},
    store: assign(({ context, event }) => {
      const page = outputOf<InboxPage>(event);
      // An opened message stays open only while it is on the page shown.
      const openId = context.openId !== null && messageOnPage(page, context.openId) ? context.openId : null;
      return { page, pageNo: page.pageNo, openId, loadError: null };
    }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    goToPage: assign({ pageNo: ({ event }) => eventOf<'PAGE'>(event).pageNo, openId: null, notice: null }),
    open: assign({ openId: ({ event }) => eventOf<'OPEN'>(event).id, notice: null }),
    openUnread: assign(({ event }) => ({ openId: eventOf<'OPEN'>(event).id, marking: eventOf<'OPEN'>(event).id, notice: null })),
    close: assign({ openId: null }),
    noteRead: assign(({ context, event }) => ({
      page: context.page && withMessageRead(context.page, context.marking ?? 0, outputOf<InboxCount>(event).unreadCount),
      marking: null,
    })),
    noteAllRead: assign(({ context, event }) => ({
      page: context.page && withAllRead(context.page, outputOf<InboxCount>(event).unreadCount),
      notice: { kind: 'allRead' } as InboxNotice,
    })),
    askDelete: assign({ deleting: ({ event }) => eventOf<'DELETE'>(event).id, notice: null }),
    cancelDelete: assign({ deleting: null }),
    noteDeleted: assign(({ context }) => ({
      openId: context.openId === context.deleting ? null : context.openId,
      deleting: null,
      notice: { kind: 'deleted' } as InboxNotice,
    })),
    noteWriteError: assign({ notice: ({ event }) => ({ kind: 'error', error: errorOf(event) }) as InboxNotice, marking: null, deleting: null }),
  },
}).createMachine({
  id: 'inbox',
  meta: { spec: '2 Member center: messageV2 (internal message)' },
  context: { page: null, pageNo: 1, openId: null, marking: null, deleting: null, notice: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '1 A player message inbox: a page of messages, newest first' },
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.pageNo,
        onDone: { target: 'ready', actions: 'store' },
        onError: { target: 'failed', actions: 'noteLoadError' },
      },
      // The page shown stays (dimmed) while the next one loads; nothing is done to it meanwhile.
      on: { PAGE: {}, OPEN: {}, DELETE: {}, MARK_ALL_READ: {}, CLOSE: { actions: 'close' } },
    },
    failed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: 'loading' } },
    ready: {
      meta: { spec: '2 Member center: messageV2, read and unread messages with the unread badge' },
      on: {
        PAGE: { guard: 'otherPage', target: 'loading', actions: 'goToPage' },
        OPEN: [
          { guard: 'unreadMessage', target: 'reading', actions: 'openUnread' },
          { guard: 'listedMessage', actions: 'open' },
        ],
        CLOSE: { actions: 'close' },
        MARK_ALL_READ: { guard: 'hasUnread', target: 'markingAllRead' },
        DELETE: { guard: 'listedMessage', target: 'confirmingDelete', actions: 'askDelete' },
      },
    },
    reading: {
      meta: { spec: '2 Member center: opening an unread message marks it read, the badge drops by one' },
      invoke: {
        src: 'markRead',
        input: ({ context }) => context.marking ?? 0,
        onDone: { target: 'ready', actions: ['noteRead', 'unreadChanged'] },
        onError: [
          // Deleted meanwhile (another window): the page is read again.
          { guard: 'alreadyGone', target: 'loading', actions: 'noteWriteError' },
          // Reading is safe to repeat: the message stays open and unread, opening it again tries again.
          { target: 'ready', actions: 'noteWriteError' },
        ],
      },
      on: { CLOSE: { actions: 'close' }, OPEN: {}, PAGE: {}, DELETE: {}, MARK_ALL_READ: {} },
    },
    markingAllRead: {
      meta: { spec: '2 Member center: mark all messages read, the badge clears' },
      invoke: {
        src: 'markAllRead',
        onDone: { target: 'ready', actions: ['noteAllRead', 'unreadChanged'] },
        onError: [
          { guard: 'refused', target: 'ready', actions: 'noteWriteError' },
          // No answer: some may be read; the page is read again.
          { target: 'loading', actions: 'noteWriteError' },
        ],
      },
      on: { MARK_ALL_READ: {}, OPEN: {}, PAGE: {}, DELETE: {}, CLOSE: { actions: 'close' } },
    },
    confirmingDelete: {
      meta: { spec: '2 Member center: delete a message after a confirmation' },
      on: { CONFIRM_DELETE: 'deleting', CANCEL_DELETE: { target: 'ready', actions: 'cancelDelete' }, DELETE: {}, OPEN: {}, PAGE: {}, MARK_ALL_READ: {} },
    },
    deleting: {
      meta: { spec: '2 Member center: a deleted message leaves the list and the unread count' },
      invoke: {
        src: 'deleteMessage',
        input: ({ context }) => context.deleting ?? 0,
        // The page is read again: the next message moves up into it, an emptied last page goes back one.
        onDone: { target: 'loading', actions: ['noteDeleted', 'unreadChanged'] },
        onError: [
          // Deleted already (another window): it is gone either way.
          { guard: 'alreadyGone', target: 'loading', actions: ['noteDeleted', 'unreadChanged'] },
          { guard: 'refused', target: 'ready', actions: 'noteWriteError' },
          { target: 'loading', actions: 'noteWriteError' },
        ],
      },
      on: { CONFIRM_DELETE: {}, DELETE: {}, OPEN: {}, PAGE: {}, MARK_ALL_READ: {} },
    },
  },
});
