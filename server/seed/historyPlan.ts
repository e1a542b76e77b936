import type { DepositChannelCode } from '../../kernel/deposit';
import type { GameCategory } from '../../kernel/platform';
import { chance, pickOne, type RandomSource, randomIntBetween } from '../random';
import { startOfIndianDay } from '../walletRules';
import { SEED_MISSIONS } from './missions';

/**
 * What demo_member did over the last 90 days, planned before anything is posted: which day holds
 * which deposits, withdrawals, bonuses, rebates, game-wallet sessions and bets, with every amount
 * and game drawn from the seed's random stream. Only the bets' outcomes are left open: the run
 * (history.ts) decides them so the balance ends where the demo account documents it.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const rupees = (amount: number) => amount * 100;

export const HISTORY_DAYS = 90;

export type SeedGame = { nodeId: number; category: GameCategory; vendorCode: string };

export type BetPlan = {
  kind: 'bet';
  game: SeedGame;
  stakePaise: number;
  /** What a win pays, in tenths of the stake (20: twice the stake). */
  winTenths: number;
  /** From placing to settling. */
  durationMs: number;
};

export type Activity =
  | BetPlan
  | { kind: 'deposit'; channel: DepositChannelCode; amountPaise: number; bonusId: string | null }
  | { kind: 'failedDeposit'; channel: DepositChannelCode; amountPaise: number }
  | { kind: 'withdrawal'; amountPaise: number; outcome: 'paid' | 'rejected' }
  | { kind: 'bonus'; amountPaise: number; promotion: string }
  /** The manual rebate claimed: the amount is the plan's guess, the claim pays what the bets since the last one earned. */
  | { kind: 'rebate'; amountPaise: number }
  /** A mission's prize claimed (seed/missions.ts), when the day's bets completed it. */
  | { kind: 'missionClaim'; mission: string; amountPaise: number }
  /** Money into a vendor's game wallet, a few bets from it, and everything back to main. */
  | { kind: 'gameWalletSession'; walletCode: string; transferPaise: number; bets: BetPlan[] };

/** A day's activities in order, and the part of the day they happen in. */
export type DayPlan = { daysAgo: number; windowStart: number; windowEnd: number; activities: Activity[] };

/** How each category's bets go: a win pays one of these multiples (tenths), and takes this long to settle. */
const OUTCOMES: Record<GameCategory, { winTenths: readonly number[]; durationMs: readonly [number, number] }> = {
  RNG: { winTenths: [15, 20, 20, 30, 50, 100, 200], durationMs: [10_000, 60_000] },
  FISH: { winTenths: [15, 20, 30, 50, 80], durationMs: [30_000, 3 * MINUTE_MS] },
  BGS: { winTenths: [15, 20, 25, 30], durationMs: [20_000, 2 * MINUTE_MS] },
  LIVE: { winTenths: [20, 20, 20, 195, 195, 90], durationMs: [MINUTE_MS, 2 * MINUTE_MS] },
  SPORTS: { winTenths: [16, 18, 19, 21, 25, 32], durationMs: [20 * MINUTE_MS, 40 * MINUTE_MS] },
  ESPORTS: { winTenths: [15, 18, 22, 27], durationMs: [15 * MINUTE_MS, 40 * MINUTE_MS] },
  PVP: { winTenths: [18, 20, 25], durationMs: [3 * MINUTE_MS, 8 * MINUTE_MS] },
  LOTT: { winTenths: [90, 95, 180], durationMs: [5 * MINUTE_MS, 15 * MINUTE_MS] },
  ELOTT: { winTenths: [50, 90], durationMs: [3 * MINUTE_MS, 10 * MINUTE_MS] },
  COCKFIGHT: { winTenths: [19, 19, 20], durationMs: [3 * MINUTE_MS, 6 * MINUTE_MS] },
  MINI: { winTenths: [15, 20, 30, 50], durationMs: [10_000, MINUTE_MS] },
};

/** How often each category is played (slots most, cockfight least). */
const CATEGORY_WEIGHTS: readonly [GameCategory, number][] = [
  ['RNG', 30],
  ['LIVE', 15],
  ['SPORTS', 12],
  ['FISH', 10],
  ['PVP', 8],
  ['BGS', 7],
  ['ESPORTS', 5],
  ['LOTT', 5],
  ['ELOTT', 4],
  ['COCKFIGHT', 4],
];

/** Stakes from ₹10 to ₹2,000, small ones most often. */
const STAKE_WEIGHTS: readonly [number, number][] = [
  [10, 15],
  [20, 15],
  [50, 20],
  [100, 20],
  [200, 12],
  [500, 10],
  [1_000, 5],
  [2_000, 3],
];

function weighted<T>(random: RandomSource, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (options[options.length - 1] as readonly [T, number])[0];
}

/** The money events, by days ago. Withdrawals come well after a deposit, so its turnover is met by then. */
const DEPOSITS: readonly { daysAgo: number; channel: DepositChannelCode; rupees: number; bonusId?: string }[] = [
  { daysAgo: 86, channel: 'UPI', rupees: 1_000, bonusId: 'FIRST10' },
  { daysAgo: 70, channel: 'PAYTM', rupees: 2_000 },
  { daysAgo: 58, channel: 'BANK', rupees: 3_000 },
  { daysAgo: 44, channel: 'UPI', rupees: 5_000 },
  { daysAgo: 30, channel: 'PHONEPE', rupees: 2_000 },
  { daysAgo: 18, channel: 'UPI', rupees: 2_000 },
];
const FAILED_DEPOSITS: readonly { daysAgo: number; channel: DepositChannelCode; rupees: number }[] = [{ daysAgo: 65, channel: 'UPI', rupees: 1_500 }];
const WITHDRAWALS: readonly { daysAgo: number; rupees: number; outcome: 'paid' | 'rejected' }[] = [
  { daysAgo: 50, rupees: 3_000, outcome: 'rejected' },
  { daysAgo: 36, rupees: 5_000, outcome: 'paid' },
  { daysAgo: 9, rupees: 4_000, outcome: 'paid' },
];
const BONUSES: readonly { daysAgo: number; rupees: number; promotion: string }[] = [
  { daysAgo: 64, rupees: 500, promotion: 'VIP_UPGRADE' },
  { daysAgo: 25, rupees: 300, promotion: 'FESTIVAL_RELOAD' },
  // a reward whose turnover (x30) the last two days' bets meet, with yesterday's catch-up (bonus details)
  { daysAgo: 2, rupees: 100, promotion: 'WEEKLY_LOYALTY' },
];
/** Today's mission: three different slot games, then its prize claimed (the other missions are left as play leaves them). */
const TODAYS_MISSION = 'daily_slot_games';
const TODAYS_MISSION_STAKE_PAISE = rupees(50);
/** A weekly rebate on the week's bets. */
const REBATE_DAYS = Array.from({ length: 12 }, (_, index) => 84 - index * 7);
const GAME_WALLET_SESSIONS: readonly { daysAgo: number; walletCode: string }[] = [
  { daysAgo: 80, walletCode: 'PG' },
  { daysAgo: 55, walletCode: 'PG' },
  { daysAgo: 35, walletCode: 'EVO' },
  { daysAgo: 22, walletCode: 'PG' },
  { daysAgo: 12, walletCode: 'PG' },
  { daysAgo: 3, walletCode: 'PG' },
];

export type SeedGames = {
  /** Games played from the main wallet: of vendors without a game wallet. */
  main: ReadonlyMap<GameCategory, readonly SeedGame[]>;
  /** Games of the vendors that have a game wallet, by wallet code. */
  byWallet: ReadonlyMap<string, readonly SeedGame[]>;
};

function planBet(random: RandomSource, game: SeedGame, maxStakePaise = Number.POSITIVE_INFINITY): BetPlan {
  const outcome = OUTCOMES[game.category];
  return {
    kind: 'bet',
    game,
    stakePaise: Math.min(rupees(weighted(random, STAKE_WEIGHTS)), maxStakePaise),
    winTenths: pickOne(random, outcome.winTenths),
    durationMs: randomIntBetween(random, outcome.durationMs[0], outcome.durationMs[1]),
  };
}

function planMainBet(random: RandomSource, games: SeedGames): BetPlan {
  const category = weighted(random, CATEGORY_WEIGHTS);
  return planBet(random, pickOne(random, games.main.get(category) ?? []));
}

/**
 * The plan, oldest day first. Each day's activities happen between 10:00 and 23:30 India time;
 * today's in the three hours before `lastMomentToday`, after India midnight (the seed's later postings come after it;
 * the run starts them no earlier than yesterday's end). Today and yesterday always have bets, so
 * every date preset finds some (unless `now` is within minutes of India midnight).
 */
export function planHistory(random: RandomSource, games: SeedGames, now: number, lastMomentToday: number): DayPlan[] {
  const todayStart = startOfIndianDay(now);
  const days: DayPlan[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = todayStart - daysAgo * DAY_MS;
    const activities: Activity[] = [];
    const betCount = daysAgo <= 1 ? randomIntBetween(random, 2, 4) : chance(random, 0.15) ? 0 : randomIntBetween(random, 1, 6);
    for (let index = 0; index < betCount; index++) activities.push(planMainBet(random, games));
    for (const bonus of BONUSES.filter((entry) => entry.daysAgo === daysAgo)) {
      activities.push({ kind: 'bonus', amountPaise: rupees(bonus.rupees), promotion: bonus.promotion });
    }
    if (REBATE_DAYS.includes(daysAgo)) activities.push({ kind: 'rebate', amountPaise: rupees(randomIntBetween(random, 40, 300)) });
    for (const session of GAME_WALLET_SESSIONS.filter((entry) => entry.daysAgo === daysAgo)) {
      const sessionGames = games.byWallet.get(session.walletCode) ?? [];
      const transferPaise = rupees(randomIntBetween(random, 10, 30) * 100);
      const bets = Array.from({ length: randomIntBetween(random, 3, 8) }, () => planBet(random, pickOne(random, sessionGames), rupees(500)));
      activities.push({ kind: 'gameWalletSession', walletCode: session.walletCode, transferPaise, bets });
    }
    for (const withdrawal of WITHDRAWALS.filter((entry) => entry.daysAgo === daysAgo)) {
      activities.push({ kind: 'withdrawal', amountPaise: rupees(withdrawal.rupees), outcome: withdrawal.outcome });
    }
    shuffle(random, activities);
    if (daysAgo === 0) activities.push(...planTodaysMission(random, games));
    // money comes in before it is played
    const deposits: Activity[] = [
      ...FAILED_DEPOSITS.filter((entry) => entry.daysAgo === daysAgo).map((entry) => ({
        kind: 'failedDeposit' as const,
        channel: entry.channel,
        amountPaise: rupees(entry.rupees),
      })),
      ...DEPOSITS.filter((entry) => entry.daysAgo === daysAgo).map((entry) => ({
        kind: 'deposit' as const,
        channel: entry.channel,
        amountPaise: rupees(entry.rupees),
        bonusId: entry.bonusId ?? null,
      })),
    ];
    // today's window never reaches back past India midnight: today's mission is played and claimed today
    const todaysWindowStart = Math.min(Math.max(lastMomentToday - 3 * 60 * MINUTE_MS, dayStart + MINUTE_MS), lastMomentToday);
    const windowStart = daysAgo === 0 ? todaysWindowStart : dayStart + 10 * 60 * MINUTE_MS;
    const windowEnd = daysAgo === 0 ? lastMomentToday : dayStart + (23 * 60 + 30) * MINUTE_MS;
    days.push({ daysAgo, windowStart, windowEnd, activities: [...deposits, ...activities] });
  }
  return days;
}

/** Bets on three different slot games, then the claim of the mission they complete (after the day's other play). */
function planTodaysMission(random: RandomSource, games: SeedGames): Activity[] {
  const slots = [...(games.main.get('RNG') ?? [])];
  const bets: Activity[] = [];
  for (let count = 0; count < 3 && slots.length > 0; count++) {
    const [game] = slots.splice(Math.floor(random() * slots.length), 1);
    if (game) bets.push(planBet(random, game, TODAYS_MISSION_STAKE_PAISE));
  }
  const prize = SEED_MISSIONS.find((mission) => mission.code === TODAYS_MISSION)?.prizeRupees ?? 0;
  return [...bets, { kind: 'missionClaim', mission: TODAYS_MISSION, amountPaise: rupees(prize) }];
}

function shuffle<T>(random: RandomSource, items: T[]): void {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
}

/** A planned closing bet on a sports game: the run sets its outcome to land the balance exactly. */
export const closingGame = (games: SeedGames): SeedGame => {
  const sports = games.main.get('SPORTS') ?? [];
  const game = sports[0];
  if (!game) throw new Error('the seed has no sports game for the history to close on');
  return game;
};
