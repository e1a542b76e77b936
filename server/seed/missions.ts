import type { MissionGoal, MissionPeriod } from '../../kernel/missions';
import type { GameCategory } from '../../kernel/platform';
import { periodOf } from '../rewards/missionPeriods';
import type { Db } from '../types';
import { DEMO_MEMBER_ID } from './wallets';

const rupees = (amount: number) => amount * 100;

type SeedMission = {
  code: string;
  period: MissionPeriod;
  goal: MissionGoal;
  category: GameCategory | null;
  target: number;
  titleEn: string;
  titleHi: string;
  prizeRupees: number;
  turnoverMultiplier: number;
  points: number;
};

/**
 * The DEMO merchant's missions (SPEC 7 mission calls). demo_member's history (seed/rewardHistory.ts)
 * leaves each kind of state: today's first bet waits to be claimed (the badge shows 1) and
 * yesterday's expired unclaimed, the three slot games are claimed, the rest are in progress.
 */
export const SEED_MISSIONS: readonly SeedMission[] = [
  {
    code: 'daily_first_bet',
    period: 'daily',
    goal: 'betCount',
    category: null,
    target: 1,
    titleEn: 'Place a bet today',
    titleHi: 'आज एक दांव लगाएँ',
    prizeRupees: 10,
    turnoverMultiplier: 5,
    points: 10,
  },
  {
    code: 'daily_slot_games',
    period: 'daily',
    goal: 'distinctGames',
    category: 'RNG',
    target: 3,
    titleEn: 'Play 3 different slot games today',
    titleHi: 'आज 3 अलग-अलग स्लॉट गेम खेलें',
    prizeRupees: 25,
    turnoverMultiplier: 5,
    points: 20,
  },
  {
    code: 'daily_valid_bets',
    period: 'daily',
    goal: 'validBet',
    category: null,
    target: rupees(5_000),
    titleEn: 'Place valid bets of ₹5,000 today',
    titleHi: 'आज ₹5,000 के वैध दांव लगाएँ',
    prizeRupees: 50,
    turnoverMultiplier: 10,
    points: 30,
  },
  {
    code: 'weekly_deposit',
    period: 'weekly',
    goal: 'deposit',
    category: null,
    target: rupees(1_000),
    titleEn: 'Deposit ₹1,000 this week',
    titleHi: 'इस सप्ताह ₹1,000 जमा करें',
    prizeRupees: 100,
    turnoverMultiplier: 10,
    points: 50,
  },
  {
    code: 'weekly_valid_bets',
    period: 'weekly',
    goal: 'validBet',
    category: null,
    target: rupees(25_000),
    titleEn: 'Place valid bets of ₹25,000 this week',
    titleHi: 'इस सप्ताह ₹25,000 के वैध दांव लगाएँ',
    prizeRupees: 200,
    turnoverMultiplier: 10,
    points: 100,
  },
];

/** The manual rebate's rates (basis points, SPEC 6 MANREBATE3), in the order the page lists them. */
export const SEED_REBATE_RATES: readonly { category: GameCategory; rateBps: number }[] = [
  { category: 'RNG', rateBps: 80 },
  { category: 'LIVE', rateBps: 50 },
  { category: 'SPORTS', rateBps: 60 },
  { category: 'FISH', rateBps: 60 },
  { category: 'PVP', rateBps: 40 },
  { category: 'BGS', rateBps: 50 },
  { category: 'ESPORTS', rateBps: 50 },
  { category: 'LOTT', rateBps: 20 },
  { category: 'ELOTT', rateBps: 20 },
  { category: 'COCKFIGHT', rateBps: 30 },
];

/** The merchant's missions and rebate rates. Runs before demo_member's history, which claims both. */
export function seedMissionsAndRebateRates(db: Db): void {
  const mission = db.prepare(
    `INSERT INTO mission (code, period, goal, category, target, title_en, title_hi, prize_paise, turnover_multiplier, points, sort)
     VALUES (@code, @period, @goal, @category, @target, @titleEn, @titleHi, @prizePaise, @turnoverMultiplier, @points, @sort)`,
  );
  for (const [sort, { prizeRupees, ...entry }] of SEED_MISSIONS.entries()) mission.run({ ...entry, prizePaise: rupees(prizeRupees), sort });
  const rate = db.prepare('INSERT INTO rebate_rate (category, rate_bps, sort) VALUES (?, ?, ?)');
  for (const [sort, entry] of SEED_REBATE_RATES.entries()) rate.run(entry.category, entry.rateBps, sort);
}

/** How many other members the leaderboard seeds (demo_member's own claim makes the list 20). */
const LEADERBOARD_OTHERS = 19;

/**
 * This week's leaderboard: 19 other registered players (the agency's team and the invited friends)
 * with the mission points of their own claims, earned between Monday and now; demo_member's come
 * from its claim in the history. Only points are seeded for them: their money is not touched.
 */
export function seedMissionLeaderboard(db: Db, now: number): void {
  const week = periodOf('weekly', now);
  const players = db
    .prepare<[number, number], { id: number }>(
      `SELECT id FROM member WHERE type = 0 AND password_hash IS NOT NULL AND id <> ? AND substr(username, 1, 5) <> 'demo_' ORDER BY id LIMIT ?`,
    )
    .all(DEMO_MEMBER_ID, LEADERBOARD_OTHERS);
  const points = db.prepare('INSERT INTO mission_points (member_id, points, earned_at, mission_claim_id) VALUES (?, ?, ?, NULL)');
  const span = Math.max(1, now - 15 * 60_000 - week.start);
  players.forEach(({ id }, index) => {
    // Claims of 10 to 100 points each, more for the first players; times spread over the week so far.
    const claims = 1 + ((index * 7) % 9);
    for (let claim = 0; claim < claims; claim++) {
      const value = [10, 20, 30, 50, 100][(index + claim * 3) % 5] as number;
      points.run(id, value, week.start + Math.floor((span * (claim + 1)) / (claims + 1)));
    }
  });
}
