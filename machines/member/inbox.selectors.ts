import type { SnapshotFrom } from 'xstate';
import type { InboxMessage } from '@kernel/inbox';
import type { inboxMachine } from './inbox.machine';
import { messageOnPage } from './inbox.rules';

type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;

/** The message opened to read, while it is on the page shown. */
export const openMessage = (snapshot: InboxSnapshot): InboxMessage | null =>
  snapshot.context.openId === null ? null : (messageOnPage(snapshot.context.page, snapshot.context.openId) ?? null);

/** The message whose deletion is asked about or under way. */
export const messageToDelete = (snapshot: InboxSnapshot): InboxMessage | null =>
  snapshot.context.deleting === null ? null : (messageOnPage(snapshot.context.page, snapshot.context.deleting) ?? null);

/** A write or a page load is under way: the list's buttons wait. */
export const inboxBusy = (snapshot: InboxSnapshot) => !snapshot.matches('ready') && !snapshot.matches('failed');

/** Mark all read is offered while something is unread. */
export const canMarkAllRead = (snapshot: InboxSnapshot) => snapshot.matches('ready') && (snapshot.context.page?.unreadCount ?? 0) > 0;

export const unreadCount = (snapshot: InboxSnapshot) => snapshot.context.page?.unreadCount ?? 0;
