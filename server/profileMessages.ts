import { VALIDATION_MESSAGES } from '../kernel/validation';
import type { Localised } from './i18n';

/** Messages of the security center's calls (server/routes/profile.ts; merged into MESSAGE). */
export const PROFILE_MESSAGE = {
  emailTaken: {
    EN: 'This email address is already bound to another account',
    HI: 'यह ईमेल पता पहले से किसी अन्य खाते से जुड़ा है',
  },
  emailInvalid: { EN: VALIDATION_MESSAGES.emailFormat, HI: 'ईमेल प्रारूप गलत है' },
  verificationCodeInvalid: { EN: VALIDATION_MESSAGES.verificationCode, HI: 'कृपया एक मान्य सत्यापन कोड दर्ज करें' },
} as const satisfies Record<string, Localised>;

/** The mail carrying an email bind code (nothing is mailed: the dev mail outbox shows it). */
export const BIND_MAIL = {
  subject: { EN: 'Your verification code', HI: 'आपका सत्यापन कोड' },
  text: {
    EN: 'Hello {username}, your code to bind this email address to your {merchant} account is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this mail.',
    HI: 'नमस्ते {username}, इस ईमेल पते को अपने {merchant} खाते से जोड़ने का आपका कोड {code} है। यह {minutes} मिनट तक मान्य है। यदि आपने इसका अनुरोध नहीं किया है, तो इस मेल को अनदेखा करें।',
  },
} as const satisfies Record<string, Localised>;
