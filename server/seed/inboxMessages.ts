import type { Localised } from '../i18n';

export type InboxMessagePlan = { title: Localised; content: Localised };

/**
 * The platform's messages to its members (the message inbox, module INBOX3), newest first: an
 * account with n messages gets the first n, a day apart, its unread ones the newest. Content is
 * HTML (paragraphs, lists, bold words, links to the site's own pages); the client shows it only
 * through DOMPurify. No amounts that the account's records would contradict.
 */
export const INBOX_MESSAGES: readonly InboxMessagePlan[] = [
  {
    title: { EN: 'Your weekly cashback has been credited', HI: 'आपका साप्ताहिक कैशबैक जमा कर दिया गया है' },
    content: {
      EN: '<p>Good news! Your cashback for last week has been credited to your main wallet. You can see the amount in your <a href="/member?page=transactionHistory">account record</a>.</p><p>Cashback carries only a <b>1x</b> turnover requirement and can be played on any game.</p>',
      HI: '<p>अच्छी ख़बर! पिछले सप्ताह का आपका कैशबैक आपके मुख्य वॉलेट में जमा कर दिया गया है। राशि आप अपने <a href="/member?page=transactionHistory">खाता रिकॉर्ड</a> में देख सकते हैं।</p><p>कैशबैक पर केवल <b>1x</b> टर्नओवर की शर्त है और इसे किसी भी गेम में खेला जा सकता है।</p>',
    },
  },
  {
    title: { EN: 'Security tip: never share your OTP', HI: 'सुरक्षा सुझाव: अपना OTP कभी साझा न करें' },
    content: {
      EN: '<p>Our staff will <b>never</b> ask for your OTP, your password or your withdrawal password, whether by phone, SMS, WhatsApp or live chat.</p><ul><li>Do not share the codes we send you with anyone.</li><li>Do not log in through links sent by strangers.</li><li>Bind your mobile number and email in the <a href="/member?page=securityCenter">security center</a>.</li></ul>',
      HI: '<p>हमारे कर्मचारी फ़ोन, SMS, WhatsApp या लाइव चैट पर आपसे आपका OTP, पासवर्ड या निकासी पासवर्ड <b>कभी नहीं</b> माँगेंगे।</p><ul><li>हमारे भेजे गए कोड किसी के साथ साझा न करें।</li><li>अनजान लोगों के भेजे गए लिंक से लॉग इन न करें।</li><li><a href="/member?page=securityCenter">सुरक्षा केंद्र</a> में अपना मोबाइल नंबर और ईमेल जोड़ें।</li></ul>',
    },
  },
  {
    title: { EN: 'New slots from PG and JILI this week', HI: 'इस सप्ताह PG और JILI के नए स्लॉट' },
    content: {
      EN: '<p>Fresh reels have landed! PG Soft and JILI have added new slot games to the lobby this week, with free spin features and bigger multipliers.</p><p>Find them in the <a href="/rng">slots</a> section under <b>New</b>.</p>',
      HI: '<p>नए रील आ गए हैं! PG Soft और JILI ने इस सप्ताह लॉबी में नए स्लॉट गेम जोड़े हैं, जिनमें फ़्री स्पिन फ़ीचर और बड़े मल्टीप्लायर हैं।</p><p>इन्हें <a href="/rng">स्लॉट</a> सेक्शन में <b>नए</b> टैब में देखें।</p>',
    },
  },
  {
    title: { EN: 'Your VIP level was reviewed', HI: 'आपके VIP स्तर की समीक्षा पूरी हुई' },
    content: {
      EN: "<p>We have completed this month's VIP review. Your level is set by your valid bets and deposits over the last 30 days.</p><p>Higher levels bring <b>larger withdrawal limits</b>, faster payouts and a personal VIP desk. Keep playing to reach the next level!</p>",
      HI: '<p>हमने इस महीने की VIP समीक्षा पूरी कर ली है। आपका स्तर पिछले 30 दिनों के आपके मान्य दांव और जमा राशि के आधार पर तय होता है।</p><p>ऊँचे स्तर पर <b>अधिक निकासी सीमा</b>, तेज़ भुगतान और निजी VIP डेस्क मिलती है। अगले स्तर तक पहुँचने के लिए खेलते रहें!</p>',
    },
  },
  {
    title: { EN: 'Deposit received', HI: 'जमा राशि प्राप्त हुई' },
    content: {
      EN: '<p>Your deposit has been received and added to your main wallet. Thank you for playing with us.</p><p>Every deposit is listed in your <a href="/member?page=transactionHistory">account record</a>.</p>',
      HI: '<p>आपकी जमा राशि प्राप्त हो गई है और आपके मुख्य वॉलेट में जोड़ दी गई है। हमारे साथ खेलने के लिए धन्यवाद।</p><p>आपकी हर जमा राशि आपके <a href="/member?page=transactionHistory">खाता रिकॉर्ड</a> में दर्ज है।</p>',
    },
  },
  {
    title: { EN: 'Your withdrawal has been processed', HI: 'आपकी निकासी प्रोसेस कर दी गई है' },
    content: {
      EN: '<p>Your withdrawal request has been approved and sent to your bank account. Most banks credit it within <b>15 minutes</b>; some take up to 24 hours.</p><p>If the money has not arrived after 24 hours, see the <a href="/help">help centre</a> or contact us on live chat.</p>',
      HI: '<p>आपका निकासी अनुरोध स्वीकृत हो गया है और राशि आपके बैंक खाते में भेज दी गई है। अधिकांश बैंक इसे <b>15 मिनट</b> के भीतर जमा कर देते हैं; कुछ बैंकों में 24 घंटे तक लग सकते हैं।</p><p>अगर 24 घंटे बाद भी पैसा नहीं पहुँचा है, तो <a href="/help">सहायता केंद्र</a> देखें या लाइव चैट पर हमसे संपर्क करें।</p>',
    },
  },
  {
    title: { EN: 'Weekend reload bonus: 20% extra', HI: 'वीकेंड रीलोड बोनस: 20% अतिरिक्त' },
    content: {
      EN: '<p>This weekend only, get a <b>20% reload bonus</b> of up to ₹5,000 on your first deposit of each day.</p><ul><li>Minimum deposit ₹500</li><li>10x turnover on the bonus</li><li>Valid on Saturday and Sunday, India time</li></ul><p>Claim it on the <a href="/promotions">promotions</a> page.</p>',
      HI: '<p>केवल इस वीकेंड, हर दिन की अपनी पहली जमा पर ₹5,000 तक का <b>20% रीलोड बोनस</b> पाएँ।</p><ul><li>न्यूनतम जमा ₹500</li><li>बोनस पर 10x टर्नओवर</li><li>शनिवार और रविवार को मान्य, भारतीय समय के अनुसार</li></ul><p>इसे <a href="/promotions">प्रमोशन</a> पेज पर क्लेम करें।</p>',
    },
  },
  {
    title: { EN: 'Scheduled maintenance on Sunday', HI: 'रविवार को निर्धारित रखरखाव' },
    content: {
      EN: '<p>Playtech games will be under maintenance on Sunday from <b>02:00 to 04:00 IST</b>. Your balance is safe, and a round in progress is settled when the maintenance ends.</p><p>All other games stay open as usual.</p>',
      HI: '<p>Playtech गेम रविवार को <b>02:00 से 04:00 IST</b> तक रखरखाव में रहेंगे। आपकी शेष राशि सुरक्षित है, और चल रहा राउंड रखरखाव ख़त्म होने पर सेटल कर दिया जाएगा।</p><p>बाकी सभी गेम हमेशा की तरह खुले रहेंगे।</p>',
    },
  },
  {
    title: { EN: 'Cricket season: enhanced odds every match day', HI: 'क्रिकेट सीज़न: हर मैच के दिन बढ़े हुए ऑड्स' },
    content: {
      EN: '<p>The cricket season is on! Enjoy <b>enhanced odds</b> on every match and a free bet of ₹200 on your first parlay.</p><p>Head to <a href="/sports">sports</a> and place your bets before the first ball.</p>',
      HI: '<p>क्रिकेट सीज़न शुरू हो गया है! हर मैच पर <b>बढ़े हुए ऑड्स</b> का आनंद लें और अपने पहले पार्ले पर ₹200 की मुफ़्त बेट पाएँ।</p><p><a href="/sports">स्पोर्ट्स</a> पर जाएँ और पहली गेंद से पहले अपनी बेट लगाएँ।</p>',
    },
  },
  {
    title: { EN: 'Play responsibly', HI: 'ज़िम्मेदारी से खेलें' },
    content: {
      EN: '<p>Gaming should always be fun. Set yourself a budget before you play, take regular breaks and <b>never chase your losses</b>.</p><p>Read more in our <a href="/help">help centre</a>, or ask our live chat to pause your account for a while.</p>',
      HI: '<p>गेमिंग हमेशा मनोरंजन के लिए होनी चाहिए। खेलने से पहले अपना बजट तय करें, बीच-बीच में ब्रेक लें और <b>हारी हुई रकम वापस पाने के पीछे कभी न भागें</b>।</p><p>अधिक जानकारी के लिए हमारा <a href="/help">सहायता केंद्र</a> पढ़ें, या कुछ समय के लिए अपना खाता रोकने के लिए लाइव चैट पर हमसे कहें।</p>',
    },
  },
  {
    title: { EN: 'Set your withdrawal password', HI: 'अपना निकासी पासवर्ड सेट करें' },
    content: {
      EN: '<p>Protect your winnings: set a 6-digit <b>withdrawal password</b> and add your bank account before your first withdrawal.</p><p>It takes a minute on the <a href="/member?page=withdraw">withdraw</a> page.</p>',
      HI: '<p>अपनी जीत सुरक्षित रखें: पहली निकासी से पहले 6 अंकों का <b>निकासी पासवर्ड</b> सेट करें और अपना बैंक खाता जोड़ें।</p><p><a href="/member?page=withdraw">निकासी</a> पेज पर इसमें बस एक मिनट लगता है।</p>',
    },
  },
  {
    title: { EN: 'Welcome aboard!', HI: 'आपका स्वागत है!' },
    content: {
      EN: '<p>Thank you for joining us! Your account is ready.</p><ul><li>Make your first deposit on the <a href="/member?page=depositv2">deposit</a> page.</li><li>Claim your welcome package on the <a href="/promotions">promotions</a> page.</li><li>Try thousands of slots, live casino tables and sports markets.</li></ul>',
      HI: '<p>हमसे जुड़ने के लिए धन्यवाद! आपका खाता तैयार है।</p><ul><li><a href="/member?page=depositv2">जमा</a> पेज पर अपनी पहली जमा करें।</li><li><a href="/promotions">प्रमोशन</a> पेज पर अपना स्वागत पैकेज क्लेम करें।</li><li>हज़ारों स्लॉट, लाइव कैसीनो टेबल और स्पोर्ट्स मार्केट आज़माएँ।</li></ul>',
    },
  },
];
