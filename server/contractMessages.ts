import type { RateField, RateIssue, TermIssue } from '../kernel/agencyContracts';
import type { Localised } from './i18n';

/**
 * Messages of the contract calls (merged into MESSAGE). The rate and term keys are the issue names
 * of kernel/agencyContracts.ts, so a refused term is worded by its issue; the refused field
 * follows as the detail, in the same language (CONTRACT_FIELD_LABEL).
 */
export const CONTRACT_MESSAGE = {
  rateEmpty: { EN: 'Please enter a rate', HI: 'कृपया दर दर्ज करें' },
  rateNotNumber: { EN: 'The rate must be a number', HI: 'दर एक संख्या होनी चाहिए' },
  rateTooManyDecimals: { EN: 'The rate can have at most 2 decimal places', HI: 'दर में अधिकतम 2 दशमलव स्थान हो सकते हैं' },
  rateOutOfRange: { EN: 'The rate must be between 0 % and 100 %', HI: 'दर 0 % और 100 % के बीच होनी चाहिए' },
  rateAboveOwn: {
    EN: 'The rate is above your own; the most you can offer is: {detail}',
    HI: 'दर आपकी अपनी दर से अधिक है; आप अधिकतम यह दे सकते हैं: {detail}',
  },
  termEmpty: { EN: 'Please fill in every term', HI: 'कृपया हर शर्त भरें' },
  termNotNumber: { EN: 'The term must be a number', HI: 'शर्त एक संख्या होनी चाहिए' },
  termNotWhole: { EN: 'The term must be a whole number', HI: 'शर्त एक पूर्ण संख्या होनी चाहिए' },
  termNegative: { EN: 'The term cannot be negative', HI: 'शर्त ऋणात्मक नहीं हो सकती' },
  termTooLarge: { EN: 'The term is too large', HI: 'शर्त बहुत बड़ी है' },
  termsInvalid: { EN: 'The contract terms are not valid', HI: 'अनुबंध की शर्तें मान्य नहीं हैं' },
  contractKindMismatch: { EN: 'These terms are for another kind of contract', HI: 'ये शर्तें किसी अन्य प्रकार के अनुबंध की हैं' },
  notDirectDownline: {
    EN: 'Contracts can be offered to your direct downline agents only',
    HI: 'अनुबंध केवल आपके प्रत्यक्ष डाउनलाइन एजेंटों को दिए जा सकते हैं',
  },
  receiverNotAgent: { EN: 'Contracts can be offered to agents only, not to members', HI: 'अनुबंध केवल एजेंटों को दिए जा सकते हैं, सदस्यों को नहीं' },
  noOwnContract: {
    EN: 'You hold no contract of this kind, so you cannot offer one',
    HI: 'आपके पास इस प्रकार का कोई अनुबंध नहीं है, इसलिए आप इसे नहीं दे सकते',
  },
  offerPending: {
    EN: 'An offer of this kind to this agent is already waiting for an answer',
    HI: 'इस एजेंट को इस प्रकार का एक प्रस्ताव पहले से उत्तर की प्रतीक्षा में है',
  },
  contractNotFound: { EN: 'This contract does not exist', HI: 'यह अनुबंध मौजूद नहीं है' },
  contractClosed: {
    EN: 'This contract was already answered, has expired or has ended',
    HI: 'इस अनुबंध का उत्तर पहले ही दिया जा चुका है, यह समाप्त हो गया है या खत्म हो चुका है',
  },
  contractOfferOutdated: {
    EN: 'This offer is now above what your upline may give, so it cannot be accepted',
    HI: 'यह प्रस्ताव अब आपके अपलाइन द्वारा दी जा सकने वाली सीमा से अधिक है, इसलिए इसे स्वीकार नहीं किया जा सकता',
  },
  contractActionNotAllowed: { EN: 'You cannot do this with this contract', HI: 'आप इस अनुबंध के साथ यह नहीं कर सकते' },
} as const satisfies Record<RateIssue | TermIssue, Localised> & Record<string, Localised>;

/** The name of each term in a refusal's detail. */
export const CONTRACT_FIELD_LABEL: Readonly<Record<RateField | string, Localised>> = {
  rateBps: { EN: 'rate', HI: 'दर' },
  profitRateBps: { EN: 'profit salary rate', HI: 'मुनाफ़ा सैलरी दर' },
  lossRateBps: { EN: 'loss salary rate', HI: 'हानि सैलरी दर' },
  singleBetPaise: { EN: 'single bet amount', HI: 'एकल दांव राशि' },
  dailyBetPaise: { EN: 'daily bet amount', HI: 'दैनिक दांव राशि' },
  hourlyBetPaise: { EN: 'bet amount per hour', HI: 'प्रति घंटा दांव राशि' },
  periodValidBetPaise: { EN: 'period valid bet', HI: 'अवधि का वैध दांव' },
  periodProfitLossPaise: { EN: 'period profit and loss', HI: 'अवधि का लाभ और हानि' },
  activeMembers: { EN: 'active members', HI: 'सक्रिय सदस्य' },
  period: { EN: 'period', HI: 'अवधि' },
};
