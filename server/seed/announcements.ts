import type { AnnouncementType, PopupExecution } from '../../kernel/platform';
import type { Localised } from '../i18n';
import type { Db } from '../types';

type AnnouncementPlan = { type: AnnouncementType; execution?: PopupExecution; title: Localised; content: Localised };

const PLAYER_NOTICES: readonly AnnouncementPlan[] = [
  {
    type: 'PL',
    title: { EN: 'Welcome offer', HI: 'स्वागत ऑफ़र' },
    content: {
      EN: 'Welcome! Deposit ₹500 or more today and get a 100% first deposit bonus.',
      HI: 'स्वागत है! आज ₹500 या उससे अधिक जमा करें और 100% पहली जमा बोनस पाएँ।',
    },
  },
  {
    type: 'PL',
    title: { EN: 'Scheduled maintenance', HI: 'निर्धारित रखरखाव' },
    content: {
      EN: 'Playtech games will be under maintenance on Sunday from 02:00 to 04:00 IST.',
      HI: 'Playtech गेम रविवार को 02:00 से 04:00 IST तक रखरखाव में रहेंगे।',
    },
  },
  {
    type: 'PL',
    title: { EN: 'Fast withdrawals', HI: 'तेज़ निकासी' },
    content: {
      EN: 'Withdrawals are processed within 15 minutes, 24 hours a day.',
      HI: 'निकासी दिन के 24 घंटे, 15 मिनट के भीतर पूरी की जाती है।',
    },
  },
  {
    type: 'PL',
    title: { EN: 'Security reminder', HI: 'सुरक्षा अनुस्मारक' },
    content: {
      EN: 'Never share your password or OTP with anyone, not even with our staff.',
      HI: 'अपना पासवर्ड या OTP किसी के साथ साझा न करें, हमारे कर्मचारियों के साथ भी नहीं।',
    },
  },
];

/**
 * Popups: executions A (logged in), B (anonymous) and F (first login). Twelve for logged-in players,
 * so the announcement popup (9 a page) shows two pages. One carries a <script> and an onerror
 * attribute on purpose: the client must sanitise server HTML (ARCHITECTURE: DOMPurify).
 */
const POPUPS: readonly AnnouncementPlan[] = [
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Weekly cashback is here', HI: 'साप्ताहिक कैशबैक आ गया है' },
    content: { EN: '<p>Get up to <b>10%</b> cashback on your net losses every Monday.</p>', HI: '<p>हर सोमवार अपने शुद्ध नुकसान पर <b>10%</b> तक कैशबैक पाएँ।</p>' },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'VIP upgrade rewards', HI: 'VIP अपग्रेड पुरस्कार' },
    content: {
      EN: '<p>Reach a new VIP level and claim a one-time bonus of up to <strong>₹25,000</strong>.</p>',
      HI: '<p>नया VIP स्तर हासिल करें और <strong>₹25,000</strong> तक का एकमुश्त बोनस पाएँ।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Secure your account', HI: 'अपना खाता सुरक्षित करें' },
    content: {
      EN: '<p>Bind your mobile number in the <a href="/member">security center</a> to protect your withdrawals.</p>',
      HI: '<p>अपनी निकासी की सुरक्षा के लिए <a href="/member">सुरक्षा केंद्र</a> में अपना मोबाइल नंबर जोड़ें।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Cricket season special', HI: 'क्रिकेट सीज़न विशेष' },
    content: {
      EN: '<ul><li>Enhanced odds on every match</li><li>A free bet of ₹200 on your first parlay</li></ul>',
      HI: '<ul><li>हर मैच पर बढ़े हुए ऑड्स</li><li>आपके पहले पार्ले पर ₹200 की मुफ़्त बेट</li></ul>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'New payment channels', HI: 'नए भुगतान चैनल' },
    content: {
      EN: '<p>UPI and Paytm deposits are now credited instantly.</p><img src="/assets-gen/missing.png" onerror="alert(\'xss\')"><script>alert("xss")</script>',
      HI: '<p>UPI और Paytm से जमा राशि अब तुरंत जमा हो जाती है।</p><img src="/assets-gen/missing.png" onerror="alert(\'xss\')"><script>alert("xss")</script>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Weekend deposit bonus', HI: 'वीकेंड जमा बोनस' },
    content: {
      EN: '<p>Every Saturday and Sunday get a <b>20%</b> reload bonus of up to ₹5,000.</p>',
      HI: '<p>हर शनिवार और रविवार ₹5,000 तक का <b>20%</b> रीलोड बोनस पाएँ।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Live casino tournament', HI: 'लाइव कैसीनो टूर्नामेंट' },
    content: {
      EN: '<p>The top 50 players on the leaderboard share a prize pool of <b>₹10,00,000</b>.</p>',
      HI: '<p>लीडरबोर्ड के शीर्ष 50 खिलाड़ी <b>₹10,00,000</b> का पुरस्कार पूल साझा करेंगे।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Points mall restocked', HI: 'पॉइंट्स मॉल में नया स्टॉक' },
    content: {
      EN: '<p>Redeem your points for vouchers and gadgets. Points never expire.</p>',
      HI: '<p>अपने पॉइंट्स को वाउचर और गैजेट के लिए भुनाएँ। पॉइंट्स की कोई समय-सीमा नहीं होती।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Faster bank withdrawals', HI: 'तेज़ बैंक निकासी' },
    content: {
      EN: '<p>Bank withdrawals now arrive in under <i>15 minutes</i>.</p>',
      HI: '<p>बैंक निकासी अब <i>15 मिनट</i> से कम समय में पहुँच जाती है।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Daily mission rewards', HI: 'दैनिक मिशन पुरस्कार' },
    content: {
      EN: '<p>Complete 3 missions a day to earn free bonus spins.</p>',
      HI: '<p>मुफ़्त बोनस स्पिन पाने के लिए रोज़ 3 मिशन पूरे करें।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Favourites are one click away', HI: 'पसंदीदा गेम बस एक क्लिक दूर' },
    content: {
      EN: '<p>Tap the heart on any game tile to keep it in <a href="/favorite">your favourites</a>.</p>',
      HI: '<p>किसी भी गेम टाइल पर दिल का निशान दबाएँ और उसे <a href="/favorite">अपने पसंदीदा</a> में रखें।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { EN: 'Vietnam lottery draws daily', HI: 'वियतनाम लॉटरी के ड्रॉ रोज़ाना' },
    content: {
      EN: '<p>North, Central and South draws every evening, results within minutes on the <b>lottery</b> page.</p>',
      HI: '<p>उत्तर, मध्य और दक्षिण के ड्रॉ हर शाम, नतीजे कुछ ही मिनटों में <b>लॉटरी</b> पेज पर।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    title: { EN: 'Register and get ₹100 free', HI: 'रजिस्टर करें और ₹100 मुफ़्त पाएँ' },
    content: {
      EN: '<p>New players get <b>₹100</b> free credit after verifying their mobile number.</p>',
      HI: '<p>नए खिलाड़ियों को मोबाइल नंबर सत्यापित करने के बाद <b>₹100</b> का मुफ़्त क्रेडिट मिलता है।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    title: { EN: 'Try before you play', HI: 'खेलने से पहले आज़माएँ' },
    content: {
      EN: '<p>Use <em>Free play</em> to explore every slot with demo credit.</p>',
      HI: '<p>डेमो क्रेडिट के साथ हर स्लॉट आज़माने के लिए <em>फ़्री प्ले</em> का उपयोग करें।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    title: { EN: 'Download our app', HI: 'हमारा ऐप डाउनलोड करें' },
    content: {
      EN: '<p>Faster logins and instant notifications on iOS and Android.</p>',
      HI: '<p>iOS और Android पर तेज़ लॉगिन और तुरंत सूचनाएँ।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    title: { EN: 'Play responsibly', HI: 'ज़िम्मेदारी से खेलें' },
    content: {
      EN: '<p>You must be <b>18+</b> to play. Set deposit limits in your account settings.</p>',
      HI: '<p>खेलने के लिए आपकी आयु <b>18+</b> होनी चाहिए। अपनी खाता सेटिंग में जमा सीमा तय करें।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    title: { EN: 'Refer friends, earn rewards', HI: 'दोस्तों को रेफ़र करें, पुरस्कार कमाएँ' },
    content: {
      EN: '<p>Earn <b>₹500</b> for every friend who joins and makes a deposit.</p>',
      HI: '<p>जुड़ने और जमा करने वाले हर दोस्त के लिए <b>₹500</b> कमाएँ।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'F',
    title: { EN: 'Welcome aboard!', HI: 'आपका स्वागत है!' },
    content: {
      EN: '<p>Thanks for joining. Your welcome package is waiting on the <a href="/promotions">promotions</a> page.</p>',
      HI: '<p>जुड़ने के लिए धन्यवाद। आपका स्वागत पैकेज <a href="/promotions">प्रमोशन</a> पेज पर आपका इंतज़ार कर रहा है।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'F',
    title: { EN: 'Complete your profile', HI: 'अपनी प्रोफ़ाइल पूरी करें' },
    content: {
      EN: '<p>Add your payee name and mobile number to unlock withdrawals.</p>',
      HI: '<p>निकासी अनलॉक करने के लिए अपना प्राप्तकर्ता नाम और मोबाइल नंबर जोड़ें।</p>',
    },
  },
];

const PROMOTIONS: readonly AnnouncementPlan[] = [
  {
    type: 'PR',
    title: { EN: '100% First Deposit Bonus', HI: '100% पहली जमा बोनस' },
    content: {
      EN: '<h3>Double your first deposit</h3><p>Deposit ₹500 to ₹20,000 and receive the same amount as a bonus. Wagering 15×.</p>',
      HI: '<h3>अपनी पहली जमा राशि दोगुनी करें</h3><p>₹500 से ₹20,000 तक जमा करें और उतनी ही राशि बोनस के रूप में पाएँ। वेजरिंग 15×।</p>',
    },
  },
  {
    type: 'PR',
    title: { EN: 'Daily Cashback 10%', HI: 'रोज़ाना 10% कैशबैक' },
    content: {
      EN: '<p>Lost today? Get <b>10%</b> back tomorrow, credited at 10:00 IST, no wagering.</p>',
      HI: '<p>आज हार गए? कल <b>10%</b> वापस पाएँ, 10:00 IST पर जमा, बिना किसी वेजरिंग के।</p>',
    },
  },
  {
    type: 'PR',
    title: { EN: 'Slots Race', HI: 'स्लॉट्स रेस' },
    content: {
      EN: '<p>Spin any PG or JILI slot. The biggest multipliers of the week win a share of <b>₹5,00,000</b>.</p>',
      HI: '<p>कोई भी PG या JILI स्लॉट खेलें। सप्ताह के सबसे बड़े मल्टीप्लायर <b>₹5,00,000</b> का हिस्सा जीतते हैं।</p>',
    },
  },
  {
    type: 'PR',
    title: { EN: 'Refer & Earn', HI: 'रेफ़र करें और कमाएँ' },
    content: {
      EN: "<p>Share your invite link. You both get <b>₹500</b> after your friend's first deposit.</p>",
      HI: '<p>अपना आमंत्रण लिंक साझा करें। आपके दोस्त की पहली जमा के बाद आप दोनों को <b>₹500</b> मिलते हैं।</p>',
    },
  },
  {
    type: 'PR',
    title: { EN: 'Birthday Gift', HI: 'जन्मदिन का उपहार' },
    content: {
      EN: '<p>VIP members receive a birthday gift of up to <b>₹10,000</b>. Confirm you are 21 years old to claim it.</p>',
      HI: '<p>VIP सदस्यों को <b>₹10,000</b> तक का जन्मदिन उपहार मिलता है। इसे पाने के लिए पुष्टि करें कि आपकी आयु 21 वर्ष है।</p>',
    },
  },
];

const HOME_NOTICES: readonly AnnouncementPlan[] = [
  {
    type: 'H',
    title: { EN: 'New games every week', HI: 'हर हफ़्ते नए गेम' },
    content: {
      EN: '<p>Fresh slots from <b>PG</b>, <b>JILI</b> and <b>JDB</b> arrive every Friday.</p>',
      HI: '<p><b>PG</b>, <b>JILI</b> और <b>JDB</b> के नए स्लॉट हर शुक्रवार आते हैं।</p>',
    },
  },
  {
    type: 'H',
    title: { EN: 'Cricket betting is open', HI: 'क्रिकेट बेटिंग अब खुली है' },
    content: { EN: '<p>Pre-match and live markets for every T20 match.</p>', HI: '<p>हर T20 मैच के लिए प्री-मैच और लाइव मार्केट।</p>' },
  },
  {
    type: 'H',
    title: { EN: 'Customer service 24/7', HI: 'ग्राहक सेवा 24/7' },
    content: {
      EN: '<p>Our team answers on live chat, Telegram and WhatsApp around the clock.</p>',
      HI: '<p>हमारी टीम लाइव चैट, टेलीग्राम और व्हाट्सऐप पर चौबीसों घंटे जवाब देती है।</p>',
    },
  },
];

const HOUR_MS = 60 * 60 * 1000;

export function seedAnnouncements(db: Db, now: number): void {
  const insert = db.prepare(
    `INSERT INTO announcement (id, type, execution, title_en, title_hi, content_en, content_hi, published_at, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // newest first within a type: later items were published earlier
  for (const [index, item] of [...PLAYER_NOTICES, ...POPUPS, ...PROMOTIONS, ...HOME_NOTICES].entries())
    insert.run(index + 1, item.type, item.execution ?? null, item.title.EN, item.title.HI, item.content.EN, item.content.HI, now - (index + 1) * 7 * HOUR_MS, index);
}
