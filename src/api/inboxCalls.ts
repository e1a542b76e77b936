import { INBOX_PAGE_SIZE, inboxCountResponse, inboxPageResponse } from '@kernel/inbox';
import { MEMBER_PATH } from '@kernel/memberPaths';
import type { ApiClient } from './client';

/** The message inbox (all T, module INBOX3): a page of messages, read one, read all, delete one. */
export function createInboxCalls(api: ApiClient) {
  return {
    getMessages: async (pageNo: number) => (await api.get(MEMBER_PATH.messages, inboxPageResponse, { pageNo, pageSize: INBOX_PAGE_SIZE })).value,
    readMessage: async (id: number) => (await api.send('POST', MEMBER_PATH.readMessages, inboxCountResponse, { ids: [id] })).value,
    readAllMessages: async () => (await api.send('POST', MEMBER_PATH.readAllMessages, inboxCountResponse, {})).value,
    deleteMessage: async (id: number) => (await api.send('POST', MEMBER_PATH.deleteMessages, inboxCountResponse, { ids: [id] })).value,
  };
}
export type InboxCalls = ReturnType<typeof createInboxCalls>;
