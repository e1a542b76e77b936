import { creditEarnedPoints } from '../points/earning';
import { decideRedeem, requestRedeem } from '../points/redeems';
import { createStores } from '../store/index';
import type { NewReward } from '../store/points';
import type { Db } from '../types';
import { DEMO_MEMBER_ID } from './wallets';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reward catalogue, cheapest first: some within demo_member's points, some above them, one out of stock. */
export const POINT_REWARDS: readonly Omit<NewReward, 'sort'>[] = [
  {
    nameEn: 'Mobile recharge ₹50',
    nameHi: 'मोबाइल रिचार्ज ₹50',
    descriptionEn: 'A ₹50 prepaid recharge sent to the mobile number you give.',
    descriptionHi: 'आपके दिए गए मोबाइल नंबर पर ₹50 का प्रीपेड रिचार्ज।',
    art: 'phone',
    points: 600,
    stock: 500,
  },
  {
    nameEn: 'Steel water bottle',
    nameHi: 'स्टील पानी की बोतल',
    descriptionEn: 'An insulated 750 ml steel bottle that keeps drinks cold for a day.',
    descriptionHi: '750 मिली की इंसुलेटेड स्टील बोतल, जो पेय को दिन भर ठंडा रखती है।',
    art: 'bottle',
    points: 900,
    stock: 120,
  },
  {
    nameEn: 'Cricket cap',
    nameHi: 'क्रिकेट कैप',
    descriptionEn: 'A cotton cap in the club colours, one size with an adjustable strap.',
    descriptionHi: 'क्लब के रंगों में सूती कैप, एडजस्टेबल पट्टे के साथ एक ही साइज़।',
    art: 'cap',
    points: 1200,
    stock: 80,
  },
  {
    nameEn: 'Movie tickets for two',
    nameHi: 'दो लोगों के लिए मूवी टिकट',
    descriptionEn: 'Two tickets for any show at a partner cinema, valid for three months.',
    descriptionHi: 'किसी भी पार्टनर सिनेमा में किसी भी शो के दो टिकट, तीन महीने तक मान्य।',
    art: 'ticket',
    points: 2000,
    stock: 60,
  },
  {
    nameEn: 'Shopping voucher ₹250',
    nameHi: 'शॉपिंग वाउचर ₹250',
    descriptionEn: 'A ₹250 voucher for a partner online store, sent by SMS.',
    descriptionHi: 'पार्टनर ऑनलाइन स्टोर के लिए ₹250 का वाउचर, SMS से भेजा जाता है।',
    art: 'voucher',
    points: 2800,
    stock: 200,
  },
  {
    nameEn: 'Team jersey',
    nameHi: 'टीम जर्सी',
    descriptionEn: 'The home jersey of the season, in the size you write with the address.',
    descriptionHi: 'इस सीज़न की होम जर्सी, पते के साथ लिखे गए साइज़ में।',
    art: 'apparel',
    points: 3000,
    stock: 40,
  },
  {
    nameEn: 'Wireless earphones',
    nameHi: 'वायरलेस ईयरफ़ोन',
    descriptionEn: 'Bluetooth earphones with a charging case and 20 hours of play.',
    descriptionHi: 'चार्जिंग केस और 20 घंटे की बैटरी वाले ब्लूटूथ ईयरफ़ोन।',
    art: 'audio',
    points: 4500,
    stock: 25,
  },
  {
    nameEn: 'Smart watch',
    nameHi: 'स्मार्ट घड़ी',
    descriptionEn: 'A fitness smart watch with heart-rate tracking and a week of battery.',
    descriptionHi: 'हार्ट-रेट ट्रैकिंग और एक हफ़्ते की बैटरी वाली फ़िटनेस स्मार्ट घड़ी।',
    art: 'watch',
    points: 12000,
    stock: 10,
  },
  {
    nameEn: '10-inch tablet',
    nameHi: '10 इंच टैबलेट',
    descriptionEn: 'A 10-inch Android tablet with 64 GB of storage.',
    descriptionHi: '64 GB स्टोरेज वाला 10 इंच का एंड्रॉयड टैबलेट।',
    art: 'tablet',
    points: 45000,
    stock: 3,
  },
  {
    nameEn: 'Gold coin 1 g',
    nameHi: 'सोने का सिक्का 1 ग्राम',
    descriptionEn: 'A 24-carat gold coin of one gram, hallmarked.',
    descriptionHi: 'एक ग्राम का 24 कैरेट सोने का सिक्का, हॉलमार्क के साथ।',
    art: 'coin',
    points: 60000,
    stock: 0,
  },
];

export const SEEDED_DELIVERY = { receiverAddress: 'Flat 12B, Sunrise Apartments, MG Road, Bengaluru 560001', mobile: '9876543210' } as const;

/** demo_member's redeems: one Approved, one Rejected (its points came back), one still In Process. */
export const SEEDED_REDEEMS = [
  { reward: 'Cricket cap', daysAgo: 45, decision: 'approved', decidedDaysLater: 2 },
  { reward: 'Movie tickets for two', daysAgo: 20, decision: 'rejected', decidedDaysLater: 1 },
  { reward: 'Mobile recharge ₹50', daysAgo: 3, decision: null, decidedDaysLater: 0 },
] as const;

/**
 * The points mall's data: the catalogue, and demo_member's points history. Its seeded bets (90
 * days, about ₹60,000 of valid bets) earn it about 6,000 points, credited bet by bet as they
 * settled; between them it redeemed three rewards. Runs after the history's bets.
 */
export function seedPoints(db: Db, now: number): void {
  const ctx = { db, stores: createStores(db) };
  const ids = new Map<string, number>();
  for (const [index, reward] of POINT_REWARDS.entries()) ids.set(reward.nameEn, ctx.stores.points.addReward({ ...reward, sort: index }));
  for (const [index, plan] of SEEDED_REDEEMS.entries()) {
    const at = now - plan.daysAgo * DAY_MS;
    creditEarnedPoints(ctx, DEMO_MEMBER_ID, at);
    const rewardId = ids.get(plan.reward);
    if (rewardId === undefined) throw new Error(`no seeded reward ${plan.reward}`);
    const redeem = requestRedeem(ctx, DEMO_MEMBER_ID, { rewardId, ...SEEDED_DELIVERY }, `seed-${index + 1}`, at);
    if (plan.decision) decideRedeem(ctx, redeem.id, plan.decision, at + plan.decidedDaysLater * DAY_MS);
  }
  creditEarnedPoints(ctx, DEMO_MEMBER_ID, now);
}
