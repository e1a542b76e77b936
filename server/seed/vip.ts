import { vipStandingOf } from '../rewards/vipStanding';
import { createStores } from '../store/index';
import type { Db } from '../types';

const rupees = (amount: number) => amount * 100;

/** The demo merchant's VIP levels (module VIP3): both thresholds must be reached; amounts in rupees, rebate in basis points. */
export const VIP_LEVELS: readonly {
  level: number;
  deposit: number;
  validBet: number;
  upgradeBonus: number;
  monthlyBonus: number;
  birthdayBonus: number;
  rebateBps: number;
  dailyWithdrawLimit: number;
  dailyWithdrawCount: number;
}[] = [
  { level: 0, deposit: 0, validBet: 0, upgradeBonus: 0, monthlyBonus: 0, birthdayBonus: 0, rebateBps: 30, dailyWithdrawLimit: 50_000, dailyWithdrawCount: 3 },
  {
    level: 1,
    deposit: 1_000,
    validBet: 5_000,
    upgradeBonus: 100,
    monthlyBonus: 50,
    birthdayBonus: 100,
    rebateBps: 40,
    dailyWithdrawLimit: 1_00_000,
    dailyWithdrawCount: 5,
  },
  {
    level: 2,
    deposit: 3_000,
    validBet: 15_000,
    upgradeBonus: 500,
    monthlyBonus: 150,
    birthdayBonus: 300,
    rebateBps: 50,
    dailyWithdrawLimit: 2_00_000,
    dailyWithdrawCount: 5,
  },
  {
    level: 3,
    deposit: 10_000,
    validBet: 50_000,
    upgradeBonus: 1_000,
    monthlyBonus: 300,
    birthdayBonus: 500,
    rebateBps: 60,
    dailyWithdrawLimit: 3_00_000,
    dailyWithdrawCount: 8,
  },
  {
    level: 4,
    deposit: 25_000,
    validBet: 1_00_000,
    upgradeBonus: 2_500,
    monthlyBonus: 600,
    birthdayBonus: 1_000,
    rebateBps: 70,
    dailyWithdrawLimit: 5_00_000,
    dailyWithdrawCount: 10,
  },
  {
    level: 5,
    deposit: 50_000,
    validBet: 2_50_000,
    upgradeBonus: 5_000,
    monthlyBonus: 1_200,
    birthdayBonus: 2_000,
    rebateBps: 80,
    dailyWithdrawLimit: 8_00_000,
    dailyWithdrawCount: 10,
  },
  {
    level: 6,
    deposit: 1_00_000,
    validBet: 5_00_000,
    upgradeBonus: 10_000,
    monthlyBonus: 2_500,
    birthdayBonus: 3_000,
    rebateBps: 90,
    dailyWithdrawLimit: 10_00_000,
    dailyWithdrawCount: 15,
  },
  {
    level: 7,
    deposit: 2_50_000,
    validBet: 10_00_000,
    upgradeBonus: 15_000,
    monthlyBonus: 5_000,
    birthdayBonus: 5_000,
    rebateBps: 100,
    dailyWithdrawLimit: 15_00_000,
    dailyWithdrawCount: 15,
  },
  {
    level: 8,
    deposit: 5_00_000,
    validBet: 25_00_000,
    upgradeBonus: 20_000,
    monthlyBonus: 8_000,
    birthdayBonus: 8_000,
    rebateBps: 110,
    dailyWithdrawLimit: 20_00_000,
    dailyWithdrawCount: 20,
  },
  {
    level: 9,
    deposit: 10_00_000,
    validBet: 50_00_000,
    upgradeBonus: 25_000,
    monthlyBonus: 12_000,
    birthdayBonus: 10_000,
    rebateBps: 120,
    dailyWithdrawLimit: 30_00_000,
    dailyWithdrawCount: 20,
  },
];

/** Privileges beyond the figures, from the level named on (each level keeps those below it). */
const PERKS: readonly { from: number; EN: string; HI: string }[] = [
  { from: 1, EN: 'VIP customer service line', HI: 'VIP ग्राहक सेवा लाइन' },
  { from: 3, EN: 'Priority withdrawals', HI: 'प्राथमिकता वाली निकासी' },
  { from: 5, EN: 'Personal VIP desk', HI: 'निजी VIP डेस्क' },
  { from: 7, EN: 'Invitations to exclusive events', HI: 'विशेष आयोजनों के निमंत्रण' },
  { from: 9, EN: 'Dedicated account manager', HI: 'समर्पित खाता प्रबंधक' },
];

/** The VIP levels with their benefits and privileges. */
export function seedVipLevels(db: Db): void {
  const level = db.prepare(
    `INSERT INTO vip_level (level, deposit_paise, valid_bet_paise, upgrade_bonus_paise, monthly_bonus_paise, birthday_bonus_paise,
       rebate_bps, daily_withdraw_limit_paise, daily_withdraw_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const perk = db.prepare('INSERT INTO vip_perk (level, sort, text_en, text_hi) VALUES (?, ?, ?, ?)');
  for (const row of VIP_LEVELS) {
    level.run(
      row.level,
      rupees(row.deposit),
      rupees(row.validBet),
      rupees(row.upgradeBonus),
      rupees(row.monthlyBonus),
      rupees(row.birthdayBonus),
      row.rebateBps,
      rupees(row.dailyWithdrawLimit),
      row.dailyWithdrawCount,
    );
    for (const [sort, entry] of PERKS.filter((candidate) => candidate.from <= row.level).entries()) perk.run(row.level, sort, entry.EN, entry.HI);
  }
}

/**
 * Every seeded member's reached level set to what its seeded deposits and bets give by the VIP
 * rule (the accounts' own vipLevel is only a starting value), without granting the level-up
 * rewards of the past: a member's rewards are seeded as such (seed/rewardCenter.ts). Runs last,
 * when every deposit and bet of the seed is in.
 */
export function seedVipStandings(db: Db): void {
  const ctx = { db, stores: createStores(db) };
  const members = db.prepare<[], { id: number }>('SELECT id FROM member ORDER BY id').all();
  const update = db.prepare<[number, number]>('UPDATE member SET vip_level = ? WHERE id = ?');
  for (const { id } of members) {
    const member = ctx.stores.members.byId(id);
    if (member) update.run(vipStandingOf(ctx, member).level, id);
  }
}
