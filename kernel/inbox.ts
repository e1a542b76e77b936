import * as v from 'valibot';
import { envelope } from './envelope';
import { pageSchema, wholeNumberParam } from './paging';

/**
 * SPEC 1 'a player message inbox', SPEC 2 messageV2 (internal message) with its unread badge:
 * platform messages to one member, newest first, each read or unread; the member reads one, marks
 * them all read, or deletes some. SPEC 7 names only CSP_unreadCount; the list and the writes are
 * the reference backend's, in the same CSP_ family (all T, module INBOX3).
 */
export const INBOX_PAGE_SIZE = 10;
/** At most this many messages in one read or delete request (a page is 10). */
export const MAX_MESSAGE_IDS = 100;

export const inboxMessageSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML from the platform: shown only through DOMPurify (src/ui/SafeHtml.tsx). */
  content: v.string(),
  /** Epoch milliseconds. */
  createdAt: v.number(),
  read: v.boolean(),
});
export type InboxMessage = v.InferOutput<typeof inboxMessageSchema>;

/** GET the messages (T): a page, newest first, in the member's language; 10 a page unless the call says. */
export const inboxQuerySchema = v.object({
  pageNo: wholeNumberParam(1, 1_000_000, 1),
  pageSize: wholeNumberParam(1, 100, INBOX_PAGE_SIZE),
});
export const inboxPageSchema = v.object({ ...pageSchema(inboxMessageSchema).entries, unreadCount: v.number() });
export type InboxPage = v.InferOutput<typeof inboxPageSchema>;
export const inboxPageResponse = envelope(inboxPageSchema);

/** POST read or delete some messages (T): the member's own ids only, 1 to MAX_MESSAGE_IDS of them. */
export const messageIdsRequestSchema = v.object({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(MAX_MESSAGE_IDS)),
});
export type MessageIdsRequest = v.InferOutput<typeof messageIdsRequestSchema>;

/** Every inbox write answers with the unread count after it, so the badge follows at once. */
export const inboxCountSchema = v.object({ unreadCount: v.number() });
export type InboxCount = v.InferOutput<typeof inboxCountSchema>;
export const inboxCountResponse = envelope(inboxCountSchema);
