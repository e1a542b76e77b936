import { helpCenterResponse } from '../../kernel/help';
import { PATH } from '../../kernel/paths';
import { PLATFORM } from '../../kernel/platform';
import { chatModelsResponse, launchChatResponse, unreadCountResponse } from '../../kernel/support';
import type { ApiClient } from './client';

/** SPEC 7: the help centre (System) and live chat (Other) calls, bound to the current language. */
export function createSupportCalls(api: ApiClient, language: () => string) {
  return {
    /** Help centre topics in the given language (query lang, device WEB). */
    getHelpCenter: async () => (await api.get(PATH.helpCenter, helpCenterResponse, { lang: language(), device: PLATFORM })).value,
    /** Live chat desks (module CBS3), one per language. */
    getChatModels: async () => (await api.get(PATH.chatModels, chatModelsResponse)).value,
    /** Starts a chat with a desk; the platform answers with the chat page to open. */
    launchChat: async (modelId: string) => (await api.send('POST', PATH.launchChat, launchChatResponse, { modelId })).value,
    /** Unread internal messages (T, module INBOX3). */
    getUnreadCount: async () => (await api.get(PATH.unreadCount, unreadCountResponse)).value.count,
  };
}

export type SupportCalls = ReturnType<typeof createSupportCalls>;
