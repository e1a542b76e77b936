import type { Context } from 'hono';
import type { ErrorCode } from '../../kernel/errorCodes';
import type { AppEnv } from '../appEnv';
import { DEFAULT_LANGUAGE, type Localised, localise } from '../i18n';

/** The social login's refusals (server/messages.ts holds the others). */
export const SOCIAL_MESSAGE = {
  notLinked: { EN: 'This account is not linked yet: link an existing account or register a new one', HI: 'यह खाता अभी जुड़ा नहीं है: मौजूदा खाता जोड़ें या नया खाता पंजीकृत करें' },
  tokenInvalid: { EN: 'Login failure. Please try again.', HI: 'लॉगिन विफल। कृपया पुनः प्रयास करें।' },
  ticketExpired: { EN: 'This sign-in has expired, please start again', HI: 'यह साइन-इन समाप्त हो गया है, कृपया फिर से शुरू करें' },
  alreadyLinked: {
    EN: 'This account is already linked to another login of this kind; the link cannot be changed',
    HI: 'यह खाता पहले से इस प्रकार के दूसरे लॉगिन से जुड़ा है; लिंक बदला नहीं जा सकता',
  },
  channelOff: { EN: 'This feature is not available, please contact customer service', HI: 'यह सुविधा उपलब्ध नहीं है, कृपया ग्राहक सेवा से संपर्क करें' },
} as const satisfies Record<string, Localised>;

/** A failure envelope of the social login, its message in the request's language. */
export function socialFail(c: Context<AppEnv>, code: ErrorCode, key: keyof typeof SOCIAL_MESSAGE, value: unknown = null) {
  return c.json({ success: false, code, message: localise(SOCIAL_MESSAGE[key], c.get('lang') ?? DEFAULT_LANGUAGE), value });
}
