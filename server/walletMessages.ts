import type { Localised } from './i18n';

/**
 * Messages of the money calls (merged into MESSAGE). The amount keys are also the issue names of
 * kernel/money.ts, so a refused amount is worded by its issue.
 */
export const WALLET_MESSAGE = {
  amountEmpty: { EN: 'Please enter an amount', HI: 'कृपया राशि दर्ज करें' },
  amountNotNumber: { EN: 'The amount must be a number', HI: 'राशि एक संख्या होनी चाहिए' },
  amountTooManyDecimals: { EN: 'The amount can have at most 2 decimal places', HI: 'राशि में अधिकतम 2 दशमलव स्थान हो सकते हैं' },
  amountNotWholePaise: { EN: 'The amount must be a whole number of paise', HI: 'राशि पूरे पैसे में होनी चाहिए' },
  amountNotPositive: { EN: 'The amount must be greater than zero', HI: 'राशि शून्य से अधिक होनी चाहिए' },
  amountTooLarge: { EN: 'The amount is too large', HI: 'राशि बहुत बड़ी है' },
  amountBelowMin: { EN: 'The amount is below the minimum', HI: 'राशि न्यूनतम से कम है' },
  amountAboveMax: { EN: 'The amount is above the maximum', HI: 'राशि अधिकतम से अधिक है' },
  insufficientBalance: { EN: 'Insufficient balance', HI: 'अपर्याप्त शेष राशि' },
  idempotencyConflict: {
    EN: 'This request was already made with different details, please start again',
    HI: 'यह अनुरोध पहले ही अलग विवरण के साथ किया जा चुका है, कृपया फिर से शुरू करें',
  },
  singleWallet: {
    EN: 'This site keeps all money in the main wallet: there is nothing to transfer',
    HI: 'यह साइट सारा पैसा मुख्य वॉलेट में रखती है: स्थानांतरित करने के लिए कुछ नहीं है',
  },
  walletNotFound: { EN: 'This wallet does not exist', HI: 'यह वॉलेट मौजूद नहीं है' },
  walletPairInvalid: {
    EN: 'Transfers go between the main wallet and one game wallet',
    HI: 'स्थानांतरण मुख्य वॉलेट और किसी एक गेम वॉलेट के बीच होता है',
  },
  depositChannelNotFound: { EN: 'This deposit method is not available', HI: 'यह जमा विधि उपलब्ध नहीं है' },
  bonusUnavailable: { EN: 'This bonus is not available', HI: 'यह बोनस उपलब्ध नहीं है' },
  paymentProviderMissing: {
    EN: 'Deposits are not available: no payment provider is configured',
    HI: 'जमा अभी उपलब्ध नहीं है: कोई भुगतान प्रदाता कॉन्फ़िगर नहीं है',
  },
  orderNotFound: { EN: 'This order does not exist', HI: 'यह ऑर्डर मौजूद नहीं है' },
  orderClosed: { EN: 'This order is no longer waiting for payment', HI: 'यह ऑर्डर अब भुगतान की प्रतीक्षा में नहीं है' },
  orderExpired: { EN: 'This order has expired, please create a new one', HI: 'इस ऑर्डर की समय-सीमा समाप्त हो गई है, कृपया नया बनाएँ' },
  bankHolderNameInvalid: {
    EN: "Enter the account holder's name as the bank prints it (2-50 letters)",
    HI: 'खाताधारक का नाम वैसे ही दर्ज करें जैसे बैंक में है (2-50 अक्षर)',
  },
  ifscInvalid: { EN: 'Enter a valid IFSC code, e.g. SBIN0001234', HI: 'मान्य IFSC कोड दर्ज करें, जैसे SBIN0001234' },
  accountNumberInvalid: { EN: 'The account number must be 9 to 18 digits', HI: 'खाता संख्या 9 से 18 अंकों की होनी चाहिए' },
  bankAccountLimit: { EN: 'You can add at most 3 bank accounts', HI: 'आप अधिकतम 3 बैंक खाते जोड़ सकते हैं' },
  bankAccountDuplicate: { EN: 'This bank account is already added', HI: 'यह बैंक खाता पहले से जोड़ा गया है' },
  bankAccountNotFound: { EN: 'This bank account does not exist', HI: 'यह बैंक खाता मौजूद नहीं है' },
  withdrawPasswordInvalid: { EN: 'The withdrawal password must be 6 digits', HI: 'निकासी पासवर्ड 6 अंकों का होना चाहिए' },
  withdrawPasswordMismatch: { EN: 'The two passwords do not match', HI: 'दोनों पासवर्ड मेल नहीं खाते' },
  withdrawPasswordNotSet: { EN: 'Please set a withdrawal password first', HI: 'कृपया पहले निकासी पासवर्ड सेट करें' },
  withdrawPasswordAlreadySet: {
    EN: 'A withdrawal password is already set: change it with the old one',
    HI: 'निकासी पासवर्ड पहले से सेट है: पुराने पासवर्ड से इसे बदलें',
  },
  withdrawPasswordWrong: { EN: 'The withdrawal password is incorrect', HI: 'निकासी पासवर्ड गलत है' },
  withdrawPasswordLocked: {
    EN: 'Too many wrong withdrawal passwords, please try again after 15 minutes',
    HI: 'बहुत अधिक गलत निकासी पासवर्ड, कृपया 15 मिनट बाद पुनः प्रयास करें',
  },
  withdrawDailyLimit: { EN: 'You have reached the number of withdrawals allowed today', HI: 'आप आज की अनुमत निकासी संख्या तक पहुँच गए हैं' },
  turnoverNotMet: {
    EN: 'Your deposits and bonuses must be bet before a withdrawal. Still to bet: {detail}',
    HI: 'निकासी से पहले आपकी जमा राशि और बोनस पर दांव लगना ज़रूरी है। अभी इतना दांव बाकी है: {detail}',
  },
  noUpline: { EN: 'Your account has no upline agent', HI: 'आपके खाते का कोई अपलाइन एजेंट नहीं है' },
  confirmationNotFound: { EN: 'This confirmation does not exist', HI: 'यह पुष्टि मौजूद नहीं है' },
  confirmationClosed: { EN: 'This withdrawal is already confirmed', HI: 'इस निकासी की पुष्टि पहले ही हो चुकी है' },
  proofRequired: {
    EN: 'Please upload at least one image as proof first',
    HI: 'कृपया पहले प्रमाण के रूप में कम से कम एक छवि अपलोड करें',
  },
  proofTooMany: { EN: 'At most 3 images can be uploaded', HI: 'अधिकतम 3 छवियाँ अपलोड की जा सकती हैं' },
  proofTooLarge: { EN: 'Each image must be 5 MB or smaller', HI: 'प्रत्येक छवि 5 MB या उससे छोटी होनी चाहिए' },
  proofBadType: { EN: 'Only PNG or JPG images can be uploaded', HI: 'केवल PNG या JPG छवियाँ अपलोड की जा सकती हैं' },
  proofMissing: { EN: 'Please choose an image to upload', HI: 'कृपया अपलोड करने के लिए एक छवि चुनें' },
  withdrawalNotFound: { EN: 'This withdrawal does not exist', HI: 'यह निकासी मौजूद नहीं है' },
  withdrawalClosed: { EN: 'This withdrawal is already settled', HI: 'यह निकासी पहले ही सेटल हो चुकी है' },
} as const satisfies Record<string, Localised>;
