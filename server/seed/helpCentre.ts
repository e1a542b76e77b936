import type { HelpTopicId } from '../../kernel/help';
import type { Localised } from '../i18n';
import type { Db } from '../types';

type TopicPlan = { id: HelpTopicId; title: Localised; content: Localised };

/** The help centre (SPEC 2: /help, /help#term): plain HTML the client sanitises before showing it. */
export const HELP_TOPICS: readonly TopicPlan[] = [
  {
    id: 'about',
    title: { EN: 'About us', HI: 'हमारे बारे में' },
    content: {
      EN: [
        '<p>We are an online gaming and betting platform built for players in India. One account gives you slots, live casino tables, sports and e-sports betting, card games, fishing games, lotteries and our own in-house games, all in Hindi and English.</p>',
        "<p>Our games come from licensed studios such as PG Soft, JILI, Playtech, Evolution and SABA Sports. Every result is produced by the studio's certified random number generator or, at the live tables, by a real dealer on camera.</p>",
        '<p>Deposits and withdrawals are made in Indian rupees (₹) through UPI, bank transfer and popular wallets. Most withdrawals arrive within 15 minutes, at any hour of the day.</p>',
        '<p>Our customer service team is online 24 hours a day on live chat, Telegram and WhatsApp. If anything is unclear, just ask.</p>',
      ].join(''),
      HI: [
        '<p>हम भारत के खिलाड़ियों के लिए बनाया गया एक ऑनलाइन गेमिंग और बेटिंग प्लेटफ़ॉर्म हैं। एक ही खाते में आपको स्लॉट्स, लाइव कैसीनो टेबल, स्पोर्ट्स और ई-स्पोर्ट्स बेटिंग, कार्ड गेम्स, फ़िशिंग गेम्स, लॉटरी और हमारे अपने इन-हाउस गेम्स मिलते हैं, सब कुछ हिन्दी और अंग्रेज़ी में।</p>',
        '<p>हमारे गेम PG Soft, JILI, Playtech, Evolution और SABA Sports जैसे लाइसेंस प्राप्त स्टूडियो से आते हैं। हर नतीजा स्टूडियो के प्रमाणित रैंडम नंबर जनरेटर से तय होता है, और लाइव टेबल पर कैमरे के सामने असली डीलर खेल चलाते हैं।</p>',
        '<p>जमा और निकासी भारतीय रुपये (₹) में UPI, बैंक ट्रांसफ़र और लोकप्रिय वॉलेट के ज़रिए होती है। ज़्यादातर निकासी दिन के किसी भी समय 15 मिनट के भीतर पहुँच जाती है।</p>',
        '<p>हमारी ग्राहक सेवा टीम लाइव चैट, टेलीग्राम और व्हाट्सऐप पर 24 घंटे ऑनलाइन रहती है। कुछ भी स्पष्ट न हो तो बेझिझक पूछें।</p>',
      ].join(''),
    },
  },
  {
    id: 'term',
    title: { EN: 'Terms and conditions', HI: 'नियम और शर्तें' },
    content: {
      EN: [
        '<p>By opening an account you confirm that you are at least 18 years old and that online gaming is legal where you live. Respecting the laws of your place of residence is your responsibility; we are not responsible for any violation of local online-gaming laws.</p>',
        '<ol>',
        "<li>Each person may hold one account only. The account must be registered in the holder's own name, and the payee name of every withdrawal must match it.</li>",
        '<li>Keep your password and one-time codes secret. Everything done with your login details is treated as done by you.</li>',
        '<li>Bonuses carry the wagering requirements shown with each promotion. Abuse of promotions, collusion or the use of automated software may lead to bonuses and winnings being removed.</li>',
        '<li>If a game malfunctions, the affected rounds are void and their stakes are returned.</li>',
        '<li>We may update these terms. Material changes are announced on the site before they take effect.</li>',
        '</ol>',
      ].join(''),
      HI: [
        '<p>खाता खोलकर आप पुष्टि करते हैं कि आपकी आयु कम से कम 18 वर्ष है और आपके निवास स्थान पर ऑनलाइन गेमिंग वैध है। अपने निवास स्थान के क़ानूनों का पालन करना आपकी ज़िम्मेदारी है; स्थानीय ऑनलाइन-गेमिंग क़ानूनों के किसी भी उल्लंघन के लिए हम ज़िम्मेदार नहीं हैं।</p>',
        '<ol>',
        '<li>हर व्यक्ति केवल एक खाता रख सकता है। खाता धारक के अपने नाम पर पंजीकृत होना चाहिए, और हर निकासी में प्राप्तकर्ता का नाम उसी से मेल खाना चाहिए।</li>',
        '<li>अपना पासवर्ड और वन-टाइम कोड गुप्त रखें। आपके लॉगिन विवरण से की गई हर गतिविधि आपकी अपनी मानी जाती है।</li>',
        '<li>बोनस पर हर प्रमोशन के साथ बताई गई वेजरिंग शर्तें लागू होती हैं। प्रमोशन के दुरुपयोग, मिलीभगत या स्वचालित सॉफ़्टवेयर के इस्तेमाल पर बोनस और जीत की राशि हटाई जा सकती है।</li>',
        '<li>किसी गेम में ख़राबी आने पर प्रभावित राउंड रद्द माने जाते हैं और उनके दांव की राशि लौटा दी जाती है।</li>',
        '<li>हम इन शर्तों को अपडेट कर सकते हैं। महत्वपूर्ण बदलाव लागू होने से पहले साइट पर घोषित किए जाते हैं।</li>',
        '</ol>',
      ].join(''),
    },
  },
  {
    id: 'privacy',
    title: { EN: 'Privacy policy', HI: 'गोपनीयता नीति' },
    content: {
      EN: [
        '<p>We collect only what we need to run your account: your user name, your contact details (mobile number and e-mail), the payment details of your deposits and withdrawals, and the devices and IP addresses you log in from.</p>',
        '<p>We use this information to verify your identity, to process payments, to protect your account against fraud (for example by asking for a verification when you log in from a new device) and to meet our legal obligations. We never sell your personal data.</p>',
        '<p>Passwords are stored only as salted hashes, and all traffic between your browser and our servers is encrypted. Sensitive forms such as login and registration are encrypted once more before they are sent.</p>',
        '<p>You may ask customer service for a copy of your data, or for its correction, at any time. Data we must keep by law is deleted when the legal retention period ends.</p>',
      ].join(''),
      HI: [
        '<p>हम केवल वही जानकारी लेते हैं जो आपका खाता चलाने के लिए ज़रूरी है: आपका उपयोगकर्ता नाम, आपके संपर्क विवरण (मोबाइल नंबर और ई-मेल), आपकी जमा और निकासी के भुगतान विवरण, और वे डिवाइस व IP पते जिनसे आप लॉग इन करते हैं।</p>',
        '<p>इस जानकारी का उपयोग हम आपकी पहचान सत्यापित करने, भुगतान पूरे करने, आपके खाते को धोखाधड़ी से बचाने (जैसे नए डिवाइस से लॉग इन करने पर सत्यापन माँगकर) और अपने क़ानूनी दायित्व निभाने के लिए करते हैं। हम आपका निजी डेटा कभी नहीं बेचते।</p>',
        '<p>पासवर्ड केवल सॉल्ट किए गए हैश के रूप में रखे जाते हैं, और आपके ब्राउज़र और हमारे सर्वर के बीच का पूरा ट्रैफ़िक एन्क्रिप्टेड रहता है। लॉगिन और पंजीकरण जैसे संवेदनशील फ़ॉर्म भेजे जाने से पहले एक बार और एन्क्रिप्ट किए जाते हैं।</p>',
        '<p>आप कभी भी ग्राहक सेवा से अपने डेटा की प्रति या उसमें सुधार माँग सकते हैं। जो डेटा क़ानूनन रखना ज़रूरी है, वह क़ानूनी अवधि पूरी होने पर हटा दिया जाता है।</p>',
      ].join(''),
    },
  },
  {
    id: 'responsible',
    title: { EN: 'Responsible gaming', HI: 'ज़िम्मेदारी से खेलें' },
    content: {
      EN: [
        '<p>Gaming should be entertainment, never a way to make money or to escape problems. Play only with money you can afford to lose.</p>',
        '<ul>',
        '<li>Set a budget and a time limit before you start, and stop when you reach either of them.</li>',
        '<li>Do not chase losses: a losing streak does not make a win more likely.</li>',
        '<li>Take regular breaks, and never play when you are upset, tired or under the influence of alcohol.</li>',
        '<li>Keep your account details away from minors. Nobody under 18 may play.</li>',
        '</ul>',
        '<p>If gaming stops being fun, customer service can set a deposit limit, a cooling-off period or a self-exclusion on your account. The change takes effect at once and cannot be reversed before its end date.</p>',
      ].join(''),
      HI: [
        '<p>गेमिंग मनोरंजन होना चाहिए, पैसा कमाने या समस्याओं से भागने का ज़रिया कभी नहीं। केवल उतने पैसों से खेलें जिन्हें खोना आप सह सकें।</p>',
        '<ul>',
        '<li>शुरू करने से पहले बजट और समय-सीमा तय करें, और दोनों में से किसी के भी पूरा होते ही रुक जाएँ।</li>',
        '<li>नुकसान की भरपाई के पीछे न भागें: लगातार हार से जीत की संभावना नहीं बढ़ती।</li>',
        '<li>नियमित अंतराल पर ब्रेक लें, और परेशान, थके हुए या शराब के असर में होने पर कभी न खेलें।</li>',
        '<li>अपने खाते का विवरण नाबालिगों से दूर रखें। 18 वर्ष से कम आयु का कोई भी व्यक्ति नहीं खेल सकता।</li>',
        '</ul>',
        '<p>अगर गेमिंग मज़ेदार न रहे, तो ग्राहक सेवा आपके खाते पर जमा सीमा, कूलिंग-ऑफ़ अवधि या सेल्फ़-एक्सक्लूज़न लगा सकती है। यह बदलाव तुरंत लागू होता है और अपनी अंतिम तिथि से पहले वापस नहीं लिया जा सकता।</p>',
      ].join(''),
    },
  },
  {
    id: 'faq',
    title: { EN: 'Frequently asked questions', HI: 'अक्सर पूछे जाने वाले प्रश्न' },
    content: {
      EN: [
        '<h3>How do I make a deposit?</h3><p>Log in, press <b>Deposit</b> in the header and choose UPI, bank transfer or a wallet. Deposits are usually credited within a minute.</p>',
        '<h3>How long does a withdrawal take?</h3><p>Most withdrawals arrive within 15 minutes. The first withdrawal to a new bank account may take a little longer while the account is verified.</p>',
        '<h3>I forgot my password. What should I do?</h3><p>Use <b>Forgot password</b> in the login window. You can set a new password with a code sent to your mobile number, or by e-mail.</p>',
        '<h3>Why was I asked to verify my device?</h3><p>When you log in from a device or network we have not seen before, we ask for a verification to keep your account safe. After one successful verification the device is remembered.</p>',
        '<h3>Can I try the games for free?</h3><p>Yes. <b>Free play</b> gives you demo credit to explore the games. To play for real money, register an account.</p>',
      ].join(''),
      HI: [
        '<h3>मैं पैसे कैसे जमा करूँ?</h3><p>लॉग इन करें, हेडर में <b>जमा करें</b> दबाएँ और UPI, बैंक ट्रांसफ़र या वॉलेट चुनें। जमा राशि आमतौर पर एक मिनट के भीतर खाते में आ जाती है।</p>',
        '<h3>निकासी में कितना समय लगता है?</h3><p>ज़्यादातर निकासी 15 मिनट के भीतर पहुँच जाती है। किसी नए बैंक खाते में पहली निकासी में, खाते के सत्यापन के कारण, थोड़ा अधिक समय लग सकता है।</p>',
        '<h3>मैं अपना पासवर्ड भूल गया हूँ। मुझे क्या करना चाहिए?</h3><p>लॉगिन विंडो में <b>पासवर्ड भूल गए</b> का उपयोग करें। आप अपने मोबाइल नंबर पर भेजे गए कोड से, या ई-मेल से, नया पासवर्ड सेट कर सकते हैं।</p>',
        '<h3>मुझसे डिवाइस सत्यापित करने को क्यों कहा गया?</h3><p>जब आप किसी ऐसे डिवाइस या नेटवर्क से लॉग इन करते हैं जिसे हमने पहले नहीं देखा, तो आपके खाते की सुरक्षा के लिए हम सत्यापन माँगते हैं। एक बार सफल सत्यापन के बाद वह डिवाइस याद रखा जाता है।</p>',
        '<h3>क्या मैं गेम मुफ़्त में आज़मा सकता हूँ?</h3><p>हाँ। <b>फ़्री प्ले</b> से आपको गेम आज़माने के लिए डेमो क्रेडिट मिलता है। असली पैसों से खेलने के लिए खाता पंजीकृत करें।</p>',
      ].join(''),
    },
  },
];

export function seedHelpCentre(db: Db): void {
  const insert = db.prepare('INSERT INTO help_topic (id, title_en, title_hi, content_en, content_hi, sort) VALUES (?, ?, ?, ?, ?, ?)');
  for (const [index, topic] of HELP_TOPICS.entries()) insert.run(topic.id, topic.title.EN, topic.title.HI, topic.content.EN, topic.content.HI, index);
}
