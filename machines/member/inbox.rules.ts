import type { InboxMessage, InboxPage } from '@kernel/inbox';

/** A page the pager may go to: one of the list's pages, other than the one shown. */
export const isOtherPage = (page: InboxPage | null, pageNo: number): boolean =>
  page !== null && Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= page.totalPages && pageNo !== page.pageNo;

export const messageOnPage = (page: InboxPage | null, id: number): InboxMessage | undefined => page?.items.find((message) => message.id === id);

/** One message read: marked on the page, and the unread count the backend answered with. */
export function withMessageRead(page: InboxPage, id: number, unreadCount: number): InboxPage {
  return { ...page, unreadCount, items: page.items.map((message) => (message.id === id ? { ...message, read: true } : message)) };
}

/** Every message read (the backend's count is 0 then, unless one arrived meanwhile). */
export function withAllRead(page: InboxPage, unreadCount: number): InboxPage {
  return { ...page, unreadCount, items: page.items.map((message) => (message.read ? message : { ...message, read: true })) };
}
