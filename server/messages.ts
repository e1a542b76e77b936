import type { Localised } from './i18n';

/** Messages the backend puts in `message` of a failed envelope (SPEC 8 texts where it gives them). */
export const MESSAGE = {
  notLoggedIn: {
    EN: 'You are not logged in, please login',
    HI: 'आप लॉग इन नहीं हैं, कृपया लॉग इन करें',
  },
  invalidUrl: {
    EN: 'Invalid URL, please contact customer service',
    HI: 'अमान्य URL, कृपया ग्राहक सेवा से संपर्क करें',
  },
  badCredentials: {
    EN: 'Account or password is incorrect',
    HI: 'खाता या पासवर्ड गलत है',
  },
  captchaRequired: {
    EN: 'Please enter the captcha',
    HI: 'कृपया कैप्चा दर्ज करें',
  },
  captchaWrong: {
    EN: 'The captcha is incorrect or has expired, please try a new one',
    HI: 'कैप्चा गलत है या उसकी समय-सीमा समाप्त हो गई है, कृपया नया कैप्चा आज़माएँ',
  },
  nonAgent: {
    EN: 'Non-agents cannot log in',
    HI: 'गैर-एजेंट लॉग इन नहीं कर सकते',
  },
  nonMember: {
    EN: 'Non-member account unable to login',
    HI: 'गैर-सदस्य खाते से लॉग इन नहीं किया जा सकता',
  },
  badEncryption: {
    EN: 'The request body is not correctly encrypted',
    HI: 'अनुरोध का मुख्य भाग सही ढंग से एन्क्रिप्ट नहीं किया गया है',
  },
  invalidInput: {
    EN: 'Invalid input',
    HI: 'अमान्य इनपुट',
  },
  moduleDisabled: {
    EN: 'This feature is not available, please contact customer service',
    HI: 'यह सुविधा उपलब्ध नहीं है, कृपया ग्राहक सेवा से संपर्क करें',
  },
  notFound: {
    EN: 'The requested address does not exist',
    HI: 'अनुरोधित पता मौजूद नहीं है',
  },
  unknownError: {
    EN: 'Unknown error',
    HI: 'अज्ञात त्रुटि',
  },
} as const satisfies Record<string, Localised>;
export type MessageKey = keyof typeof MESSAGE;
