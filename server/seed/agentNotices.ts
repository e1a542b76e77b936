import { DOWNLINE_TRANSFER_RULES } from '../../kernel/agency';
import { formatPaise } from '../../kernel/format';
import { fill, LANGUAGES, type Lang, type Localised, localise, SERVED_LANGUAGES } from '../i18n';
import type { Db } from '../types';

const HOUR_MS = 60 * 60 * 1000;
const MIN = `₹${formatPaise(DOWNLINE_TRANSFER_RULES.minPaise)}`;
const MAX = `₹${formatPaise(DOWNLINE_TRANSFER_RULES.maxPaise)}`;

/**
 * The agent notices (agentAnnouncement), newest last here, each in both languages. The content is
 * HTML as the platform sends it (bold, lists, links); the client sanitises it before showing it.
 * Links point at example.com: nothing real is reached.
 */
type NoticePlan = { hoursAgo: number; title: Localised; content: Localised };
const NOTICES: readonly NoticePlan[] = [
  {
    hoursAgo: 40 * 24,
    title: { EN: 'Welcome to the agency center', HI: 'एजेंसी केंद्र में आपका स्वागत है' },
    content: {
      EN: '<p>Manage your team, create downline accounts and follow your income from one place.</p><ul><li><b>Team overview</b>: your team at a glance</li><li><b>Team management</b>: transfers and contracts</li><li><b>Reports</b>: bets, profit and loss, transactions</li></ul>',
      HI: '<p>अपनी टीम का प्रबंधन करें, डाउनलाइन खाते बनाएँ और अपनी आय एक ही जगह से देखें।</p><ul><li><b>टीम अवलोकन</b>: एक नज़र में आपकी टीम</li><li><b>टीम प्रबंधन</b>: ट्रांसफ़र और अनुबंध</li><li><b>रिपोर्ट</b>: दांव, लाभ और हानि, लेन-देन</li></ul>',
    },
  },
  {
    hoursAgo: 25 * 24,
    title: { EN: 'Commission is settled every India day', HI: 'कमीशन हर भारतीय दिन सेटल होता है' },
    content: {
      EN: '<p>Your commission on the team’s <b>valid bets</b> is paid into your main wallet after each India day ends (00:00 IST).</p><p>See it under <b>My income</b>.</p>',
      HI: '<p>टीम के <b>मान्य दांव</b> पर आपका कमीशन हर भारतीय दिन समाप्त होने के बाद (00:00 IST) आपके मुख्य वॉलेट में जमा किया जाता है।</p><p>इसे <b>मेरी आय</b> में देखें।</p>',
    },
  },
  {
    hoursAgo: 14 * 24,
    title: { EN: 'Salary contracts: how the lower-rate rule works', HI: 'सैलरी अनुबंध: कम दर का नियम कैसे काम करता है' },
    content: {
      EN: '<p>When you confirm a contract whose rate is <b>lower</b> than a contract your downline has already given below it, that downline contract ends automatically.</p><ol><li>Check the warning before confirming</li><li>Agree the new rates with your downline first</li></ol>',
      HI: '<p>जब आप ऐसे अनुबंध की पुष्टि करते हैं जिसकी दर आपकी डाउनलाइन द्वारा नीचे दिए गए अनुबंध से <b>कम</b> है, तो वह डाउनलाइन अनुबंध अपने आप समाप्त हो जाता है।</p><ol><li>पुष्टि से पहले चेतावनी देखें</li><li>पहले अपनी डाउनलाइन से नई दरों पर सहमति करें</li></ol>',
    },
  },
  {
    hoursAgo: 6 * 24,
    title: { EN: 'Transfers to downlines need your withdrawal password', HI: 'डाउनलाइन को ट्रांसफ़र के लिए निकासी पासवर्ड ज़रूरी है' },
    content: {
      EN: '<p>Set your <b>withdrawal password</b> in the member center before sending money to your team. Transfers never take your balance below zero.</p><p>Limits: <b>{min}</b> to <b>{max}</b> per transfer.</p>',
      HI: '<p>अपनी टीम को पैसे भेजने से पहले सदस्य केंद्र में अपना <b>निकासी पासवर्ड</b> सेट करें। ट्रांसफ़र कभी भी आपकी शेष राशि को शून्य से नीचे नहीं ले जाते।</p><p>सीमा: प्रति ट्रांसफ़र <b>{min}</b> से <b>{max}</b>।</p>',
    },
  },
  {
    hoursAgo: 2 * 24,
    title: { EN: 'Agent support hours', HI: 'एजेंट सहायता का समय' },
    content: {
      EN: '<p>Agent support answers <b>Monday to Friday, 12:00 to 21:00</b>.</p><p>Write to us through <a href="https://livechat.example.com/agents" target="_blank" rel="noopener">agent live chat</a>.</p>',
      HI: '<p>एजेंट सहायता <b>सोमवार से शुक्रवार, 12:00 से 21:00</b> तक उपलब्ध है।</p><p><a href="https://livechat.example.com/agents" target="_blank" rel="noopener">एजेंट लाइव चैट</a> के माध्यम से हमें लिखें।</p>',
    },
  },
  {
    hoursAgo: 3,
    title: { EN: 'Real-time salary now settles every 5 minutes', HI: 'रियल-टाइम सैलरी अब हर 5 मिनट में सेटल होती है' },
    content: {
      EN: '<p>Real-time salary contracts are settled <b>every 5 minutes</b> from your team’s bets.</p><ul><li>A profit salary rate on bets the player won, a loss salary rate on bets the player lost</li><li>Only single bets of at least the agreed amount count</li></ul>',
      HI: '<p>रियल-टाइम सैलरी अनुबंध आपकी टीम के दांवों से <b>हर 5 मिनट</b> में सेटल होते हैं।</p><ul><li>खिलाड़ी द्वारा जीते गए दांवों पर मुनाफ़ा सैलरी दर, हारे गए दांवों पर हानि सैलरी दर</li><li>केवल तय राशि या उससे बड़े एकल दांव गिने जाते हैं</li></ul>',
    },
  },
];

/** Seeds the agent notices in every language of the merchant, dated before `now`. */
export function seedAgentNotices(db: Db, now: number): void {
  const insert = db.prepare('INSERT INTO agent_notice (language, title, content, published_at) VALUES (?, ?, ?, ?)');
  const seed = (notice: NoticePlan, lang: Lang) =>
    insert.run(lang, localise(notice.title, lang), fill(localise(notice.content, lang), { min: MIN, max: MAX }), now - notice.hoursAgo * HOUR_MS);
  for (const notice of NOTICES) for (const lang of LANGUAGES) seed(notice, lang);
  // The languages with a catalogue come after HI and EN, so those keep their ids.
  const translated = SERVED_LANGUAGES.filter((lang) => lang !== 'HI' && lang !== 'EN');
  for (const notice of NOTICES) for (const lang of translated) seed(notice, lang);
}
