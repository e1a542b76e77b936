import { APPLICATION_ISSUE_EN, APPLICATION_RULES, type ApplicationIssue } from '../kernel/promotions';
import { fillLocalised, type Localised } from './i18n';

/** Messages of the promotion calls (server/routes/promotions.ts; merged into MESSAGE). */
export const PROMOTION_MESSAGE = {
  promotionNotFound: { EN: 'This promotion does not exist', HI: 'यह प्रमोशन मौजूद नहीं है' },
  promotionNotStarted: { EN: 'This promotion has not started yet', HI: 'यह प्रमोशन अभी शुरू नहीं हुआ है' },
  promotionEnded: { EN: 'This promotion has ended', HI: 'यह प्रमोशन समाप्त हो चुका है' },
  promotionAlreadyJoined: { EN: 'You have already joined this promotion', HI: 'आप इस प्रमोशन में पहले ही शामिल हो चुके हैं' },
  promotionNeedsApplication: { EN: 'This promotion is joined by sending an application', HI: 'इस प्रमोशन में आवेदन भेजकर शामिल हुआ जाता है' },
  promotionTakesNoApplication: { EN: 'This promotion takes no application, please join it instead', HI: 'इस प्रमोशन के लिए आवेदन नहीं लिया जाता, कृपया इसमें शामिल हों' },
  promotionNotJoined: { EN: 'Please join this promotion first', HI: 'कृपया पहले इस प्रमोशन में शामिल हों' },
  promotionTurnoverNotMet: {
    EN: 'The valid bets this bonus needs are not reached yet',
    HI: 'इस बोनस के लिए आवश्यक मान्य दांव अभी पूरे नहीं हुए हैं',
  },
  promotionNothingToClaim: { EN: 'There is nothing to claim in this promotion', HI: 'इस प्रमोशन में क्लेम करने के लिए कुछ नहीं है' },
  promotionApplicationPending: { EN: 'Your application is being reviewed', HI: 'आपके आवेदन की समीक्षा की जा रही है' },
  promotionApplicationRejected: { EN: 'Your application to this promotion was rejected', HI: 'इस प्रमोशन के लिए आपका आवेदन अस्वीकार कर दिया गया' },
  promotionAlreadyPaid: { EN: 'The bonus of this promotion has already been paid', HI: 'इस प्रमोशन का बोनस पहले ही दिया जा चुका है' },
  promotionImageNotFound: { EN: 'This image does not exist', HI: 'यह छवि मौजूद नहीं है' },
  applicationNotFound: { EN: 'No application waits for review under this id', HI: 'इस आईडी से कोई आवेदन समीक्षा के लिए लंबित नहीं है' },
  applicationCommentEmpty: { EN: APPLICATION_ISSUE_EN.commentEmpty, HI: 'कृपया एक टिप्पणी दर्ज करें' },
  applicationCommentTooLong: fillLocalised(
    { EN: 'The comment can be at most {max} characters', HI: 'टिप्पणी अधिकतम {max} अक्षरों की हो सकती है' },
    { max: APPLICATION_RULES.commentMaxLength },
  ),
  applicationAgeNotConfirmed: fillLocalised(
    { EN: 'Please confirm you are {age} years old', HI: 'कृपया पुष्टि करें कि आपकी आयु {age} वर्ष है' },
    { age: APPLICATION_RULES.birthdayAge },
  ),
  applicationImageTooMany: fillLocalised(
    { EN: 'At most {count} images can be sent', HI: 'अधिकतम {count} छवियाँ भेजी जा सकती हैं' },
    { count: APPLICATION_RULES.images.maxFiles },
  ),
  applicationImageBadType: { EN: APPLICATION_ISSUE_EN.imageBadType, HI: 'केवल PNG या JPG छवियाँ भेजी जा सकती हैं' },
  applicationImageNotImage: { EN: APPLICATION_ISSUE_EN.imageNotImage, HI: 'यह फ़ाइल असली PNG या JPG छवि नहीं है' },
  applicationImageEmpty: { EN: APPLICATION_ISSUE_EN.imageEmpty, HI: 'फ़ाइल खाली है' },
  applicationImageTooLarge: { EN: APPLICATION_ISSUE_EN.imageTooLarge, HI: 'प्रत्येक छवि 5 MB या उससे छोटी होनी चाहिए' },
  /** The reason a review gives when the operator names none. */
  applicationRejectedByDefault: {
    EN: 'Your application does not meet the terms of this promotion',
    HI: 'आपका आवेदन इस प्रमोशन की शर्तों को पूरा नहीं करता है',
  },
} as const satisfies Record<string, Localised>;

/** The message of each application issue. */
export const APPLICATION_ISSUE_MESSAGE = {
  commentEmpty: 'applicationCommentEmpty',
  commentTooLong: 'applicationCommentTooLong',
  ageNotConfirmed: 'applicationAgeNotConfirmed',
  imageTooMany: 'applicationImageTooMany',
  imageBadType: 'applicationImageBadType',
  imageNotImage: 'applicationImageNotImage',
  imageEmpty: 'applicationImageEmpty',
  imageTooLarge: 'applicationImageTooLarge',
} as const satisfies Record<ApplicationIssue, keyof typeof PROMOTION_MESSAGE>;
