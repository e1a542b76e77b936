import type { Localised } from './i18n';

/**
 * Messages of the points mall's calls (server/routes/points.ts; merged into MESSAGE). The points
 * and field keys are also the issue names of kernel/points.ts, so a refused input is
 * worded by its issue, as the client words it.
 */
export const POINT_MESSAGE = {
  pointsEmpty: { EN: 'Please enter the points to convert', HI: 'कृपया बदलने के लिए अंक दर्ज करें' },
  pointsNotNumber: { EN: 'The points must be a number', HI: 'अंक एक संख्या होने चाहिए' },
  pointsNotWhole: { EN: 'Points are whole numbers: a fraction of a point cannot be converted', HI: 'अंक पूर्ण संख्या होते हैं: अंक का कोई भाग नहीं बदला जा सकता' },
  pointsNotPositive: { EN: 'The points must be more than zero', HI: 'अंक शून्य से अधिक होने चाहिए' },
  pointsTooLarge: { EN: 'That is more points than can be converted', HI: 'इतने अंक नहीं बदले जा सकते' },
  pointsBelowMin: { EN: 'One conversion takes at least this many points', HI: 'एक बार में कम से कम इतने अंक बदलने होंगे' },
  pointsNotStep: {
    EN: 'The ratio pays whole amounts only: convert a multiple of this many points',
    HI: 'अनुपात केवल पूरी राशि देता है: इतने अंकों के गुणज में ही बदलें',
  },
  pointsInsufficient: { EN: 'You do not have enough points', HI: 'आपके पास पर्याप्त अंक नहीं हैं' },
  addressEmpty: { EN: 'Please enter the receiving address', HI: 'कृपया प्राप्ति का पता दर्ज करें' },
  addressLength: { EN: 'The receiving address must be 10 to 200 characters', HI: 'प्राप्ति का पता 10 से 200 अक्षरों का होना चाहिए' },
  mobileEmpty: { EN: 'Please enter the mobile number', HI: 'कृपया मोबाइल नंबर दर्ज करें' },
  mobileInvalid: { EN: 'Please enter a valid mobile number of 10 digits', HI: 'कृपया 10 अंकों का मान्य मोबाइल नंबर दर्ज करें' },
  passwordEmpty: { EN: 'Please enter your withdrawal password', HI: 'कृपया अपना निकासी पासवर्ड दर्ज करें' },
  pointRewardNotFound: { EN: 'This reward does not exist', HI: 'यह इनाम मौजूद नहीं है' },
  rewardOutOfStock: { EN: 'This reward is out of stock', HI: 'यह इनाम स्टॉक में नहीं है' },
  redeemNotFound: { EN: 'This redeem does not exist', HI: 'यह रिडीम मौजूद नहीं है' },
  redeemClosed: { EN: 'This redeem is already approved or rejected', HI: 'यह रिडीम पहले ही स्वीकृत या अस्वीकृत हो चुका है' },
} as const satisfies Record<string, Localised>;
