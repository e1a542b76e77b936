import type { Localised } from './i18n';

/** Messages of the message inbox's calls (server/routes/inbox.ts; merged into MESSAGE). */
export const INBOX_MESSAGE = {
  messageNotFound: {
    EN: 'This message does not exist or has been deleted, please refresh your messages',
    HI: 'यह संदेश मौजूद नहीं है या हटा दिया गया है, कृपया अपने संदेश रीफ़्रेश करें',
  },
} as const satisfies Record<string, Localised>;
