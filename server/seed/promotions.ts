import type { PromotionCategory, PromotionKind } from '../../kernel/promotions';
import type { Localised } from '../i18n';
import type { EntryStatus } from '../store/promotions';
import type { Db } from '../types';
import { DEMO_MEMBER_ID } from './wallets';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const rupees = (amount: number) => amount * 100;

/** demo_member's part in a seeded promotion, `daysAgo` before the seed's now. */
type EntryPlan =
  | { status: 'joined'; daysAgo: number }
  | { status: 'won' | 'lost'; daysAgo: number }
  | { status: 'rejected'; daysAgo: number; reviewedDaysAgo: number; comment: string; reason: Localised }
  /** Paid by the history (seed/history.ts): the entry points at that bonus posting. */
  | { status: 'issued' | 'claimed'; daysAgo: number; comment?: string; historyBonus: string };

export type PromotionPlan = {
  code: string;
  category: PromotionCategory;
  kind: PromotionKind;
  title: Localised;
  summary: Localised;
  /** HTML: paragraphs, lists, bold words and links to the site's own pages only. */
  terms: Localised;
  /** The period in days from the seed's now (negative: in the past). */
  startsInDays: number;
  endsInDays: number;
  drawInDays?: number;
  rewardRupees: number;
  turnoverMultiplier: number;
  requiredTurnoverRupees?: number;
  requiresAgeConfirmation?: boolean;
  demoMember?: EntryPlan;
};

/**
 * The merchant's promotions, in the page's order: current ones first. demo_member takes part in
 * several, so the page shows every activity state of SPEC 4 but Applying (which its own
 * application makes): Join (apply) with and without the birthday check, Join, Claim (bets met),
 * Process, Claim raffle prize, signed, Joined, coming soon, Rejected, Issued, Close, Claimed, closed.
 * The Issued and Claimed ones were paid by the history's promotion bonuses (₹300 and ₹500).
 */
export const PROMOTION_PLANS: readonly PromotionPlan[] = [
  {
    code: 'FIRST_DEPOSIT_DOUBLE',
    category: 'DEPOSIT',
    kind: 'application',
    title: { EN: 'First Deposit Double-Up: 100% up to ₹1,000', HI: 'पहली जमा डबल: ₹1,000 तक 100%' },
    summary: {
      EN: 'Deposit, then send us your receipt: we match it with a ₹1,000 bonus.',
      HI: 'जमा करें, फिर हमें अपनी रसीद भेजें: हम ₹1,000 बोनस देंगे।',
    },
    terms: {
      EN: '<p>Make your first deposit of <b>₹1,000 or more</b>, then apply here with a short comment and up to 3 screenshots of the payment.</p><ul><li>Bonus: ₹1,000, paid into your main wallet once approved</li><li>Turnover: 10x the bonus before withdrawal</li><li>One application per member</li></ul><p>Deposit from the <a href="/member?page=depositv2">deposit page</a>.</p>',
      HI: '<p><b>₹1,000 या उससे अधिक</b> की अपनी पहली जमा करें, फिर एक छोटी टिप्पणी और भुगतान के अधिकतम 3 स्क्रीनशॉट के साथ यहाँ आवेदन करें।</p><ul><li>बोनस: ₹1,000, स्वीकृति के बाद आपके मुख्य वॉलेट में</li><li>टर्नओवर: निकासी से पहले बोनस का 10 गुना</li><li>प्रति सदस्य एक आवेदन</li></ul><p><a href="/member?page=depositv2">जमा पेज</a> से जमा करें।</p>',
    },
    startsInDays: -10,
    endsInDays: 20,
    rewardRupees: 1_000,
    turnoverMultiplier: 10,
  },
  {
    code: 'BIRTHDAY_GIFT',
    category: 'BIRTHDAY',
    kind: 'application',
    title: { EN: 'Birthday Gift: ₹2,100 on Your Day', HI: 'जन्मदिन का तोहफ़ा: आपके ख़ास दिन पर ₹2,100' },
    summary: { EN: 'Celebrate with us: apply in your birthday month for a ₹2,100 gift.', HI: 'हमारे साथ जश्न मनाएँ: अपने जन्मदिन के महीने में ₹2,100 के तोहफ़े के लिए आवेदन करें।' },
    terms: {
      EN: '<p>In the month of your birthday, apply with a comment and a photo of an ID that shows your date of birth.</p><ul><li>Gift: <b>₹2,100</b></li><li>Turnover: 3x the gift</li><li>Members must be <b>21 years or older</b></li></ul><p>See the <a href="/help">help centre</a> for accepted IDs.</p>',
      HI: '<p>अपने जन्मदिन के महीने में एक टिप्पणी और जन्मतिथि दिखाने वाले पहचान पत्र की फ़ोटो के साथ आवेदन करें।</p><ul><li>तोहफ़ा: <b>₹2,100</b></li><li>टर्नओवर: तोहफ़े का 3 गुना</li><li>सदस्य की आयु <b>21 वर्ष या उससे अधिक</b> होनी चाहिए</li></ul><p>मान्य पहचान पत्रों के लिए <a href="/help">सहायता केंद्र</a> देखें।</p>',
    },
    startsInDays: -30,
    endsInDays: 335,
    rewardRupees: 2_100,
    turnoverMultiplier: 3,
    requiresAgeConfirmation: true,
  },
  {
    code: 'SLOTS_WEEK',
    category: 'SLOTS',
    kind: 'turnover',
    title: { EN: 'Slots Week: Bet ₹5,000, Get ₹250', HI: 'स्लॉट सप्ताह: ₹5,000 का दांव, ₹250 पाएँ' },
    summary: {
      EN: 'Join, spin your favourite slots and claim ₹250 once your bets reach ₹5,000.',
      HI: 'शामिल हों, अपने पसंदीदा स्लॉट खेलें और ₹5,000 के दांव पूरे होते ही ₹250 क्लेम करें।',
    },
    terms: {
      EN: '<p>Join first: only valid bets placed <b>after joining</b> and before the end of the week count.</p><ul><li>Valid bets needed: ₹5,000</li><li>Bonus: ₹250, turnover 5x</li></ul><p>Find the games in <a href="/rng">slots</a>.</p>',
      HI: '<p>पहले शामिल हों: केवल <b>शामिल होने के बाद</b> और सप्ताह ख़त्म होने से पहले लगाए गए मान्य दांव गिने जाते हैं।</p><ul><li>आवश्यक मान्य दांव: ₹5,000</li><li>बोनस: ₹250, टर्नओवर 5 गुना</li></ul><p>गेम <a href="/rng">स्लॉट</a> में देखें।</p>',
    },
    startsInDays: -2,
    endsInDays: 5,
    rewardRupees: 250,
    turnoverMultiplier: 5,
    requiredTurnoverRupees: 5_000,
  },
  {
    code: 'LIVE_CASINO_CASHBACK',
    category: 'CASINO',
    kind: 'turnover',
    title: { EN: 'Live Casino Cashback ₹300', HI: 'लाइव कैसीनो कैशबैक ₹300' },
    summary: { EN: 'Play ₹2,000 at the live tables this fortnight and take ₹300 back.', HI: 'इस पखवाड़े लाइव टेबल पर ₹2,000 खेलें और ₹300 वापस पाएँ।' },
    terms: {
      EN: '<p>After joining, valid bets of <b>₹2,000</b> unlock a cashback of ₹300.</p><ul><li>Any game counts</li><li>Turnover: 1x the cashback</li><li>Claim before the promotion ends</li></ul><p>Play at the <a href="/live">live casino</a>.</p>',
      HI: '<p>शामिल होने के बाद <b>₹2,000</b> के मान्य दांव ₹300 का कैशबैक खोलते हैं।</p><ul><li>हर गेम गिना जाता है</li><li>टर्नओवर: कैशबैक का 1 गुना</li><li>प्रमोशन ख़त्म होने से पहले क्लेम करें</li></ul><p><a href="/live">लाइव कैसीनो</a> में खेलें।</p>',
    },
    startsInDays: -7,
    endsInDays: 7,
    rewardRupees: 300,
    turnoverMultiplier: 1,
    requiredTurnoverRupees: 2_000,
    demoMember: { status: 'joined', daysAgo: 6 },
  },
  {
    code: 'CRICKET_POWERPLAY',
    category: 'SPORTS',
    kind: 'turnover',
    title: { EN: 'Cricket Powerplay: Bet ₹50,000, Get ₹1,500', HI: 'क्रिकेट पावरप्ले: ₹50,000 का दांव, ₹1,500 पाएँ' },
    summary: { EN: 'Back your team all season: ₹1,500 when your bets reach ₹50,000.', HI: 'पूरे सीज़न अपनी टीम का साथ दें: ₹50,000 के दांव पर ₹1,500।' },
    terms: {
      EN: '<p>Every valid bet after joining counts toward <b>₹50,000</b>. Your progress shows on this card.</p><ul><li>Bonus: ₹1,500</li><li>Turnover: 8x the bonus</li></ul><p>Bet on <a href="/sports">sports</a>.</p>',
      HI: '<p>शामिल होने के बाद हर मान्य दांव <b>₹50,000</b> की ओर गिना जाता है। आपकी प्रगति इस कार्ड पर दिखती है।</p><ul><li>बोनस: ₹1,500</li><li>टर्नओवर: बोनस का 8 गुना</li></ul><p><a href="/sports">खेल</a> पर दांव लगाएँ।</p>',
    },
    startsInDays: -3,
    endsInDays: 11,
    rewardRupees: 1_500,
    turnoverMultiplier: 8,
    requiredTurnoverRupees: 50_000,
    demoMember: { status: 'joined', daysAgo: 2 },
  },
  {
    code: 'WEEKLY_JACKPOT_RAFFLE',
    category: 'RAFFLE',
    kind: 'raffle',
    title: { EN: 'Weekly Jackpot Raffle: ₹1,000 Prizes', HI: 'साप्ताहिक जैकपॉट रैफ़ल: ₹1,000 के इनाम' },
    summary: {
      EN: 'Enter for free; winners are drawn after the week and claim their prize here.',
      HI: 'मुफ़्त में भाग लें; सप्ताह के बाद विजेता चुने जाते हैं और यहीं अपना इनाम क्लेम करते हैं।',
    },
    terms: {
      EN: '<p>Join to enter the draw. Winners are drawn <b>the day after the raffle ends</b>.</p><ul><li>Prize: ₹1,000 per winner</li><li>Turnover: 1x the prize</li><li>Winners claim their prize on this page</li></ul>',
      HI: '<p>ड्रॉ में भाग लेने के लिए शामिल हों। विजेता <b>रैफ़ल ख़त्म होने के अगले दिन</b> चुने जाते हैं।</p><ul><li>इनाम: प्रति विजेता ₹1,000</li><li>टर्नओवर: इनाम का 1 गुना</li><li>विजेता इसी पेज पर अपना इनाम क्लेम करते हैं</li></ul>',
    },
    startsInDays: -20,
    endsInDays: -3,
    drawInDays: -2,
    rewardRupees: 1_000,
    turnoverMultiplier: 1,
    demoMember: { status: 'won', daysAgo: 15 },
  },
  {
    code: 'WEEKEND_LUCKY_DRAW',
    category: 'RAFFLE',
    kind: 'raffle',
    title: { EN: 'Weekend Lucky Draw: Win ₹5,000', HI: 'वीकेंड लकी ड्रॉ: ₹5,000 जीतें' },
    summary: { EN: 'One free entry per member; the draw is the day after the weekend.', HI: 'प्रति सदस्य एक मुफ़्त प्रविष्टि; ड्रॉ वीकेंड के अगले दिन है।' },
    terms: {
      EN: '<p>Join to be entered in the draw. <b>One entry</b> per member.</p><ul><li>Prize: ₹5,000</li><li>Turnover: 1x the prize</li></ul>',
      HI: '<p>ड्रॉ में शामिल होने के लिए जुड़ें। प्रति सदस्य <b>एक प्रविष्टि</b>।</p><ul><li>इनाम: ₹5,000</li><li>टर्नओवर: इनाम का 1 गुना</li></ul>',
    },
    startsInDays: -3,
    endsInDays: 4,
    drawInDays: 5,
    rewardRupees: 5_000,
    turnoverMultiplier: 1,
    demoMember: { status: 'joined', daysAgo: 1 },
  },
  {
    code: 'TEEN_PATTI_TOURNAMENT',
    category: 'CASINO',
    kind: 'join',
    title: { EN: 'Teen Patti Tournament: ₹10,000 Prize Pool', HI: 'तीन पत्ती टूर्नामेंट: ₹10,000 का इनाम पूल' },
    summary: { EN: 'Join the leaderboard; the top players share ₹10,000.', HI: 'लीडरबोर्ड में शामिल हों; शीर्ष खिलाड़ी ₹10,000 बाँटते हैं।' },
    terms: {
      EN: '<p>Join, then play Teen Patti at the <a href="/pvp">card tables</a>. The <b>top 10</b> by winnings share the pool when the week ends.</p><ul><li>Prize pool: ₹10,000</li><li>Prizes are paid automatically</li></ul>',
      HI: '<p>शामिल हों, फिर <a href="/pvp">कार्ड टेबल</a> पर तीन पत्ती खेलें। सप्ताह ख़त्म होने पर जीत के अनुसार <b>शीर्ष 10</b> खिलाड़ी पूल बाँटते हैं।</p><ul><li>इनाम पूल: ₹10,000</li><li>इनाम अपने आप दिए जाते हैं</li></ul>',
    },
    startsInDays: -1,
    endsInDays: 6,
    rewardRupees: 10_000,
    turnoverMultiplier: 1,
    demoMember: { status: 'joined', daysAgo: 1 },
  },
  {
    code: 'DIWALI_MEGA_RAFFLE',
    category: 'RAFFLE',
    kind: 'raffle',
    title: { EN: 'Diwali Mega Raffle: ₹11,000', HI: 'दिवाली मेगा रैफ़ल: ₹11,000' },
    summary: { EN: 'Lights, luck and a ₹11,000 prize: entries open soon.', HI: 'रोशनी, किस्मत और ₹11,000 का इनाम: प्रविष्टियाँ जल्द खुलेंगी।' },
    terms: {
      EN: '<p>Entries open when the festival week begins. The draw follows the day after it ends.</p><ul><li>Prize: <b>₹11,000</b></li><li>Turnover: 1x the prize</li></ul>',
      HI: '<p>त्योहार का सप्ताह शुरू होते ही प्रविष्टियाँ खुलेंगी। ड्रॉ उसके ख़त्म होने के अगले दिन होगा।</p><ul><li>इनाम: <b>₹11,000</b></li><li>टर्नओवर: इनाम का 1 गुना</li></ul>',
    },
    startsInDays: 5,
    endsInDays: 20,
    drawInDays: 21,
    rewardRupees: 11_000,
    turnoverMultiplier: 1,
  },
  {
    code: 'VIP_HIGH_ROLLER',
    category: 'VIP',
    kind: 'application',
    title: { EN: 'VIP High Roller Reload ₹5,000', HI: 'VIP हाई रोलर रीलोड ₹5,000' },
    summary: { EN: 'For VIP members depositing ₹50,000 or more this month.', HI: 'इस महीने ₹50,000 या उससे अधिक जमा करने वाले VIP सदस्यों के लिए।' },
    terms: {
      EN: '<p>VIP members whose deposits this month reach <b>₹50,000</b> apply with their deposit receipts.</p><ul><li>Bonus: ₹5,000</li><li>Turnover: 10x the bonus</li></ul>',
      HI: '<p>जिन VIP सदस्यों की इस महीने की जमा राशि <b>₹50,000</b> तक पहुँचती है, वे अपनी जमा रसीदों के साथ आवेदन करें।</p><ul><li>बोनस: ₹5,000</li><li>टर्नओवर: बोनस का 10 गुना</li></ul>',
    },
    startsInDays: -14,
    endsInDays: 16,
    rewardRupees: 5_000,
    turnoverMultiplier: 10,
    demoMember: {
      status: 'rejected',
      daysAgo: 5,
      reviewedDaysAgo: 4,
      comment: 'Deposited ₹20,000 by UPI this month, please check.',
      reason: {
        EN: 'Your deposits this month have not reached ₹50,000 yet. You may apply again in a later month.',
        HI: 'इस महीने आपकी जमा राशि अभी ₹50,000 तक नहीं पहुँची है। आप अगले किसी महीने फिर से आवेदन कर सकते हैं।',
      },
    },
  },
  {
    code: 'FESTIVAL_RELOAD',
    category: 'DEPOSIT',
    kind: 'application',
    title: { EN: 'Festival Reload Bonus ₹300', HI: 'त्योहार रीलोड बोनस ₹300' },
    summary: { EN: 'A festive ₹300 on a reload deposit of ₹3,000.', HI: '₹3,000 की रीलोड जमा पर त्योहार का ₹300।' },
    terms: {
      EN: '<p>Reload with <b>₹3,000 or more</b> during the festival and apply with your receipt.</p><ul><li>Bonus: ₹300</li><li>Turnover: 5x the bonus</li></ul>',
      HI: '<p>त्योहार के दौरान <b>₹3,000 या उससे अधिक</b> की रीलोड जमा करें और अपनी रसीद के साथ आवेदन करें।</p><ul><li>बोनस: ₹300</li><li>टर्नओवर: बोनस का 5 गुना</li></ul>',
    },
    startsInDays: -35,
    endsInDays: -18,
    rewardRupees: 300,
    turnoverMultiplier: 5,
    demoMember: { status: 'issued', daysAgo: 27, comment: 'Reloaded ₹3,000 by UPI on Sunday.', historyBonus: 'FESTIVAL_RELOAD' },
  },
  {
    code: 'LUCKY_SEVEN_DRAW',
    category: 'RAFFLE',
    kind: 'raffle',
    title: { EN: 'Lucky Seven Draw: ₹7,777', HI: 'लकी सेवन ड्रॉ: ₹7,777' },
    summary: { EN: 'One lucky member won ₹7,777.', HI: 'एक भाग्यशाली सदस्य ने ₹7,777 जीते।' },
    terms: {
      EN: '<p>One winner drawn from every entry. <b>Thank you</b> to everyone who took part.</p><ul><li>Prize: ₹7,777</li></ul>',
      HI: '<p>सभी प्रविष्टियों में से एक विजेता चुना गया। भाग लेने वाले सभी लोगों का <b>धन्यवाद</b>।</p><ul><li>इनाम: ₹7,777</li></ul>',
    },
    startsInDays: -16,
    endsInDays: -9,
    drawInDays: -8,
    rewardRupees: 7_777,
    turnoverMultiplier: 1,
    demoMember: { status: 'lost', daysAgo: 14 },
  },
  {
    code: 'VIP_UPGRADE',
    category: 'VIP',
    kind: 'turnover',
    title: { EN: 'VIP Upgrade Bonus ₹500', HI: 'VIP अपग्रेड बोनस ₹500' },
    summary: { EN: 'Reach ₹20,000 of valid bets in the month for ₹500.', HI: 'महीने में ₹20,000 के मान्य दांव पूरे करें और ₹500 पाएँ।' },
    terms: {
      EN: '<p>Valid bets of <b>₹20,000</b> after joining unlock ₹500.</p><ul><li>Turnover: 1x the bonus</li></ul>',
      HI: '<p>शामिल होने के बाद <b>₹20,000</b> के मान्य दांव ₹500 खोलते हैं।</p><ul><li>टर्नओवर: बोनस का 1 गुना</li></ul>',
    },
    startsInDays: -90,
    endsInDays: -60,
    rewardRupees: 500,
    turnoverMultiplier: 1,
    requiredTurnoverRupees: 20_000,
    demoMember: { status: 'claimed', daysAgo: 88, historyBonus: 'VIP_UPGRADE' },
  },
  {
    code: 'MONSOON_SLOTS_RACE',
    category: 'SLOTS',
    kind: 'turnover',
    title: { EN: 'Monsoon Slots Race ₹500', HI: 'मानसून स्लॉट रेस ₹500' },
    summary: { EN: 'The rainy-season race is over; new races are coming.', HI: 'बारिश के मौसम की रेस ख़त्म हो गई है; नई रेस आ रही हैं।' },
    terms: {
      EN: '<p>Valid bets of <b>₹10,000</b> on slots after joining unlocked ₹500.</p><ul><li>Turnover: 5x the bonus</li></ul>',
      HI: '<p>शामिल होने के बाद स्लॉट पर <b>₹10,000</b> के मान्य दांव ₹500 खोलते थे।</p><ul><li>टर्नओवर: बोनस का 5 गुना</li></ul>',
    },
    startsInDays: -45,
    endsInDays: -15,
    rewardRupees: 500,
    turnoverMultiplier: 5,
    requiredTurnoverRupees: 10_000,
  },
];

/** The history's promotion bonus posting (seed/history.ts keys it seed-bonus:<member>:<promotion>). */
function historyBonus(db: Db, promotion: string): { id: number; createdAt: number } {
  const row = db
    .prepare<[string], { id: number; createdAt: number }>('SELECT id, created_at AS createdAt FROM journal_transaction WHERE idempotency_key = ?')
    .get(`seed-bonus:${DEMO_MEMBER_ID}:${promotion}`);
  if (!row) throw new Error(`the history has no ${promotion} bonus for the seeded promotion to point at`);
  return row;
}

/** The promotions and demo_member's entries in them. Runs after the history (it points at its bonus postings). */
export function seedPromotions(db: Db, now: number): void {
  const at = (days: number) => now + Math.round(days * DAY_MS);
  const insertPromotion = db.prepare(
    `INSERT INTO promotion (code, category, kind, title_en, title_hi, summary_en, summary_hi, terms_en, terms_hi, starts_at, ends_at, draw_at,
       reward_paise, turnover_multiplier, required_turnover_paise, requires_age_confirmation, sort)
     VALUES (@code, @category, @kind, @titleEn, @titleHi, @summaryEn, @summaryHi, @termsEn, @termsHi, @startsAt, @endsAt, @drawAt,
       @rewardPaise, @turnoverMultiplier, @requiredTurnoverPaise, @requiresAgeConfirmation, @sort)`,
  );
  const insertEntry = db.prepare(
    `INSERT INTO promotion_entry (promotion_id, member_id, status, entered_at, comment, reviewed_at, reject_reason_en, reject_reason_hi, paid_at, bonus_transaction_id)
     VALUES (@promotionId, @memberId, @status, @enteredAt, @comment, @reviewedAt, @reasonEn, @reasonHi, @paidAt, @transactionId)`,
  );
  for (const [index, plan] of PROMOTION_PLANS.entries()) {
    const promotionId = Number(
      insertPromotion.run({
        code: plan.code,
        category: plan.category,
        kind: plan.kind,
        titleEn: plan.title.EN,
        titleHi: plan.title.HI,
        summaryEn: plan.summary.EN,
        summaryHi: plan.summary.HI,
        termsEn: plan.terms.EN,
        termsHi: plan.terms.HI,
        startsAt: at(plan.startsInDays),
        endsAt: at(plan.endsInDays),
        drawAt: plan.drawInDays === undefined ? null : at(plan.drawInDays),
        rewardPaise: rupees(plan.rewardRupees),
        turnoverMultiplier: plan.turnoverMultiplier,
        requiredTurnoverPaise: plan.requiredTurnoverRupees === undefined ? null : rupees(plan.requiredTurnoverRupees),
        requiresAgeConfirmation: plan.requiresAgeConfirmation ? 1 : 0,
        sort: index,
      }).lastInsertRowid,
    );
    const entry = plan.demoMember;
    if (!entry) continue;
    const paid = entry.status === 'issued' || entry.status === 'claimed' ? historyBonus(db, entry.historyBonus) : null;
    const status: EntryStatus = entry.status;
    insertEntry.run({
      promotionId,
      memberId: DEMO_MEMBER_ID,
      status,
      enteredAt: at(-entry.daysAgo),
      comment: 'comment' in entry ? (entry.comment ?? null) : null,
      reviewedAt: entry.status === 'rejected' ? at(-entry.reviewedDaysAgo) : entry.status === 'issued' ? (paid?.createdAt ?? null) : null,
      reasonEn: entry.status === 'rejected' ? entry.reason.EN : null,
      reasonHi: entry.status === 'rejected' ? entry.reason.HI : null,
      paidAt: paid?.createdAt ?? null,
      transactionId: paid?.id ?? null,
    });
  }
}
