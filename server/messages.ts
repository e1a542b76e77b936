import { VALIDATION_MESSAGES } from '../kernel/validation';
import { AGENCY_MESSAGE } from './agencyMessages';
import { CONTRACT_MESSAGE } from './contractMessages';
import type { Localised } from './i18n';
import { INBOX_MESSAGE } from './inboxMessages';
import { MISSION_MESSAGE } from './missionMessages';
import { PLAY_MESSAGE } from './playMessages';
import { POINT_MESSAGE } from './pointsMessages';
import { PROFILE_MESSAGE } from './profileMessages';
import { PROMOTION_MESSAGE } from './promotionMessages';
import { REBATE_MESSAGE } from './rebateMessages';
import { REFERRAL_MESSAGE } from './referralMessages';
import { REWARD_CENTER_MESSAGE } from './rewardCenterMessages';
import { TWO_FACTOR_MESSAGE } from './twoFactorMessages';
import { WALLET_MESSAGE } from './walletMessages';

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
  challengeRequired: {
    EN: 'The security check is missing, please try again',
    HI: 'सुरक्षा जाँच नहीं मिली, कृपया फिर से प्रयास करें',
  },
  challengeInvalid: {
    EN: 'The security check failed, please try again',
    HI: 'सुरक्षा जाँच विफल रही, कृपया फिर से प्रयास करें',
  },
  challengeExpired: {
    EN: 'The security check has expired or was already used, please try again',
    HI: 'सुरक्षा जाँच की समय-सीमा समाप्त हो गई है या उसका उपयोग हो चुका है, कृपया फिर से प्रयास करें',
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
  staleRequest: {
    EN: 'The request is out of date, please try again',
    HI: 'अनुरोध पुराना हो गया है, कृपया पुनः प्रयास करें',
  },
  replayedRequest: {
    EN: 'This request has already been received',
    HI: 'यह अनुरोध पहले ही प्राप्त हो चुका है',
  },
  notSameOrigin: {
    EN: 'Only pages of this site may use this control',
    HI: 'इस नियंत्रण का उपयोग केवल इसी साइट के पेज कर सकते हैं',
  },
  payloadTooLarge: {
    EN: 'The request is too large',
    HI: 'अनुरोध बहुत बड़ा है',
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
  invalidPhone: {
    EN: 'Please enter a valid phone number.',
    HI: 'कृपया एक मान्य फ़ोन नंबर दर्ज करें।',
  },
  tooManyRequests: {
    EN: 'Too many requests, please try again after 5 minutes.',
    HI: 'बहुत अधिक अनुरोध, कृपया 5 मिनट बाद पुनः प्रयास करें।',
  },
  accountNotFound: {
    EN: 'Username/Email does not exist',
    HI: 'उपयोगकर्ता नाम/ईमेल मौजूद नहीं है',
  },
  /** The message of a forgot-by-email success: the same whether or not the name and email match. */
  resetMailMaybeSent: {
    EN: 'If this account exists, a mail is on its way.',
    HI: 'यदि यह खाता मौजूद है, तो उसके ईमेल पर एक मेल भेजा जा रहा है।',
  },
  smsCodeWrong: {
    EN: 'Invalid verification code',
    HI: 'अमान्य सत्यापन कोड',
  },
  smsCodeExpired: {
    EN: 'Code expired, send again',
    HI: 'कोड की समय-सीमा समाप्त हो गई, फिर से भेजें',
  },
  /** SPEC 8 phone authentication: the merchant's SMS sender has sent its day's budget. */
  smsQuotaExceeded: {
    EN: 'Quota not sufficient, contact customer service',
    HI: 'कोटा पर्याप्त नहीं है, ग्राहक सेवा से संपर्क करें',
  },
  /** SPEC 8 phone authentication: the merchant's SMS sender is switched off. */
  smsNotEnabled: {
    EN: 'Function not enabled, contact customer service',
    HI: 'यह सुविधा सक्रिय नहीं है, ग्राहक सेवा से संपर्क करें',
  },
  usernameTaken: {
    EN: 'This username is already taken',
    HI: 'यह उपयोगकर्ता नाम पहले से लिया जा चुका है',
  },
  mobileTaken: {
    EN: 'This mobile number is already registered',
    HI: 'यह मोबाइल नंबर पहले से पंजीकृत है',
  },
  invalidAffiliate: {
    EN: 'Invalid invitation code',
    HI: 'अमान्य आमंत्रण कोड',
  },
  termsRequired: {
    EN: VALIDATION_MESSAGES.termsRequired,
    HI: 'कृपया नियमों और गोपनीयता नीति से सहमत हों और पुष्टि करें कि आपकी आयु 18 वर्ष या उससे अधिक है',
  },
  oldPasswordWrong: {
    EN: 'Old password is incorrect',
    HI: 'पुराना पासवर्ड गलत है',
  },
  verificationRequired: {
    EN: 'Please verify this new device',
    HI: 'कृपया इस नए डिवाइस को सत्यापित करें',
  },
  verificationWrong: {
    EN: 'The verification answer is incorrect',
    HI: 'सत्यापन उत्तर गलत है',
  },
  verificationExpired: {
    EN: 'The verification has expired, please log in again',
    HI: 'सत्यापन की समय-सीमा समाप्त हो गई है, कृपया फिर से लॉग इन करें',
  },
  trialNotAllowed: {
    EN: 'Please register an account first',
    HI: 'कृपया पहले एक खाता पंजीकृत करें',
  },
  gameMaintenance: {
    EN: 'This game is under maintenance, please try other games',
    HI: 'यह गेम रखरखाव में है, कृपया अन्य गेम आज़माएँ',
  },
  gameNotFound: {
    EN: 'This game does not exist',
    HI: 'यह गेम मौजूद नहीं है',
  },
  vendorNotFound: {
    EN: 'This game vendor does not exist',
    HI: 'यह गेम विक्रेता मौजूद नहीं है',
  },
  chatModelNotFound: {
    EN: 'This customer service desk does not exist',
    HI: 'यह ग्राहक सेवा डेस्क मौजूद नहीं है',
  },
  ...WALLET_MESSAGE,
  ...AGENCY_MESSAGE,
  ...CONTRACT_MESSAGE,
  ...PLAY_MESSAGE,
  ...PROFILE_MESSAGE,
  ...INBOX_MESSAGE,
  ...REFERRAL_MESSAGE,
  ...REWARD_CENTER_MESSAGE,
  ...POINT_MESSAGE,
  ...MISSION_MESSAGE,
  ...REBATE_MESSAGE,
  ...PROMOTION_MESSAGE,
  ...TWO_FACTOR_MESSAGE,
} as const satisfies Record<string, Localised>;
export type MessageKey = keyof typeof MESSAGE;
