import type { Localised } from './i18n';

/** The refusals of two-factor authentication (issue 26 item 2; kernel/twoFactorErrorCodes.ts). */
export const TWO_FACTOR_MESSAGE = {
  twoFactorRequired: {
    EN: 'Enter the code from your authenticator app',
    HI: 'अपने ऑथेंटिकेटर ऐप से कोड दर्ज करें',
  },
  twoFactorCodeWrong: {
    EN: 'The two-factor code is incorrect',
    HI: 'दो-चरणीय सत्यापन कोड गलत है',
  },
  twoFactorExpired: {
    EN: 'The two-factor step has expired, please log in again',
    HI: 'दो-चरणीय सत्यापन की समय-सीमा समाप्त हो गई है, कृपया फिर से लॉग इन करें',
  },
  twoFactorAlreadyOn: {
    EN: 'Two-factor authentication is already on',
    HI: 'दो-चरणीय प्रमाणीकरण पहले से चालू है',
  },
  twoFactorNotStarted: {
    EN: 'Two-factor authentication has not been started',
    HI: 'दो-चरणीय प्रमाणीकरण शुरू नहीं किया गया है',
  },
} as const satisfies Record<string, Localised>;
