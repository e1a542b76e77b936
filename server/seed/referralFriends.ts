import { MAIN_WALLET } from '../../kernel/wallet';
import { FRIEND_PASSWORD } from '../demoAccounts';
import { HOUSE, memberAccount } from '../ledger/accounts';
import { hashPassword } from '../passwords';
import { placeBet, settleBet } from '../play/betting';
import type { PlayWallet } from '../play/wallet';
import { chance, mulberry32, pickOne, type RandomSource, randomIntBetween } from '../random';
import type { DepositOrderRow } from '../store/deposits';
import { createStores } from '../store/index';
import type { Db } from '../types';
import type { MoneyContext } from '../wallet/context';
import { payDepositOrder } from '../wallet/deposits';
import { BASE_TURNOVER_MULTIPLIER, DEPOSIT_ORDER_LIFETIME_MINUTES, startOfIndianDay } from '../walletRules';
import { mainWalletGames, type SeedGame } from './agencyHistory';
import { SEED } from './seedNumber';
import { DEMO_MEMBER_ID } from './wallets';

/**
 * The friends demo_member invited (member center, Invite friends): members of type 0 who registered
 * with its code over the last two months, with real deposits and bets through the money code the
 * calls use, from their own random stream (the other seeds draw the same numbers as before). Their
 * bets earn demo_member its commission, which its history (history.ts) is paid day by day; so this
 * runs before it. The statuses are all there: two never deposited, four deposited but bet too
 * little in the last 30 days (two stopped playing, two barely started), eight are active.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const rupees = (amount: number) => amount * 100;

/** Play ends this long before the seed's `now` (as the team's does). */
const ACTIVITY_ENDS_BEFORE_NOW_MS = 10 * MINUTE_MS;
/** Stakes are whole tens of rupees, so every payout (tenths of the stake) is whole paise. */
const STAKE_UNIT_PAISE = rupees(10);
/** What a win pays, in tenths of the stake. */
const WIN_TENTHS = [15, 18, 20, 20, 25, 30] as const;
const WIN_CHANCE = 0.42;

/**
 * How a friend plays: `regular` bets every other day or so, ₹200 to ₹1,000 a bet (active: far above the
 * ₹1,000 minimum of the last 30 days); `stopped` played like that until `stoppedDaysAgo` (outside the
 * 30-day period); `light` placed a few ₹50 bets; `none` never deposited.
 */
type Play = { kind: 'regular' } | { kind: 'stopped'; stoppedDaysAgo: number } | { kind: 'light' } | { kind: 'none' };

export type ReferralFriend = { username: string; nickname: string; joinedHoursAgo: number; depositRupees: number; play: Play };

/** Newest last; log in with FRIEND_PASSWORD. */
export const REFERRAL_FRIENDS: readonly ReferralFriend[] = [
  { username: 'rahulverma24', nickname: 'Rahul', joinedHoursAgo: 62 * 24 + 5, depositRupees: 3_000, play: { kind: 'stopped', stoppedDaysAgo: 36 } },
  { username: 'priyasharma', nickname: 'Priya', joinedHoursAgo: 55 * 24 + 9, depositRupees: 5_000, play: { kind: 'regular' } },
  { username: 'amitkumar88', nickname: 'Amit', joinedHoursAgo: 49 * 24 + 2, depositRupees: 2_000, play: { kind: 'regular' } },
  { username: 'snehapatel', nickname: 'Sneha', joinedHoursAgo: 44 * 24 + 14, depositRupees: 1_500, play: { kind: 'stopped', stoppedDaysAgo: 33 } },
  { username: 'vikasyadav', nickname: 'Vikas', joinedHoursAgo: 40 * 24 + 7, depositRupees: 4_000, play: { kind: 'regular' } },
  { username: 'pooja786', nickname: 'Pooja', joinedHoursAgo: 33 * 24 + 11, depositRupees: 0, play: { kind: 'none' } },
  { username: 'arjunreddy', nickname: 'Arjun R', joinedHoursAgo: 28 * 24 + 3, depositRupees: 2_500, play: { kind: 'regular' } },
  { username: 'nehagupta91', nickname: 'Neha', joinedHoursAgo: 24 * 24 + 16, depositRupees: 1_000, play: { kind: 'light' } },
  { username: 'karan4321', nickname: 'Karan', joinedHoursAgo: 19 * 24 + 6, depositRupees: 3_000, play: { kind: 'regular' } },
  { username: 'divyamenon', nickname: 'Divya', joinedHoursAgo: 15 * 24 + 10, depositRupees: 2_000, play: { kind: 'regular' } },
  { username: 'manishjain', nickname: 'Manish', joinedHoursAgo: 11 * 24 + 4, depositRupees: 1_000, play: { kind: 'light' } },
  { username: 'ritusingh95', nickname: 'Ritu', joinedHoursAgo: 7 * 24 + 8, depositRupees: 1_500, play: { kind: 'regular' } },
  { username: 'sanjaypal88', nickname: 'Sanjay', joinedHoursAgo: 4 * 24 + 13, depositRupees: 2_000, play: { kind: 'regular' } },
  { username: 'anjali2007', nickname: 'Anjali', joinedHoursAgo: 5, depositRupees: 0, play: { kind: 'none' } },
];

const hashCache = new Map<string, Promise<string>>();

/** The friends' password hashes (scrypt is slow: computed once per process, each with its own salt). */
export async function hashReferralFriendPasswords(): Promise<ReadonlyMap<string, string>> {
  const hashes = await Promise.all(
    REFERRAL_FRIENDS.map((friend) => {
      let hash = hashCache.get(friend.username);
      if (!hash) {
        hash = hashPassword(FRIEND_PASSWORD);
        hashCache.set(friend.username, hash);
      }
      return hash;
    }),
  );
  return new Map(REFERRAL_FRIENDS.map((friend, index) => [friend.username, hashes[index] ?? '']));
}

const mainWallet = (memberId: number): PlayWallet => ({ code: MAIN_WALLET, purpose: 'main', account: memberAccount.main(memberId), house: HOUSE.games, currency: 'INR' });

class FriendRun {
  private depositCount = 0;

  constructor(
    private readonly ctx: MoneyContext,
    private readonly random: RandomSource,
    private readonly games: SeedGame[][],
  ) {}

  private balance(memberId: number) {
    return this.ctx.stores.journal.balanceOf(memberAccount.main(memberId));
  }

  /** A gateway deposit order paid a minute later, as a real payment posts it. */
  deposit(memberId: number, amountPaise: number, at: number) {
    this.depositCount += 1;
    const order: DepositOrderRow = {
      id: `DPSEEDREF${String(this.depositCount).padStart(4, '0')}`,
      memberId,
      channel: 'UPI',
      amountPaise,
      bonusId: null,
      bonusPaise: 0,
      turnoverMultiplier: BASE_TURNOVER_MULTIPLIER,
      status: 'pending',
      createdAt: at,
      expiresAt: at + DEPOSIT_ORDER_LIFETIME_MINUTES * MINUTE_MS,
      settledAt: null,
      peerWithdrawalId: null,
    };
    this.ctx.stores.deposits.create(order);
    payDepositOrder(this.ctx, order.id, at + MINUTE_MS);
  }

  /** A bet on a random main-wallet game of `stakeRupees` (at most a third of the balance, topped up first when short), settled within a minute and a half. */
  bet(memberId: number, stakeRupees: number, at: number) {
    if (this.balance(memberId) < rupees(stakeRupees) * 3) this.deposit(memberId, rupees(pickOne(this.random, [1_000, 1_500, 2_000])), at - 2 * MINUTE_MS);
    const stakePaise = Math.floor(Math.min(rupees(stakeRupees), this.balance(memberId) / 3) / STAKE_UNIT_PAISE) * STAKE_UNIT_PAISE;
    if (stakePaise < STAKE_UNIT_PAISE) return;
    const payoutPaise = this.random() < WIN_CHANCE ? (stakePaise * pickOne(this.random, WIN_TENTHS)) / 10 : 0;
    const game = pickOne(this.random, pickOne(this.random, this.games));
    const wallet = mainWallet(memberId);
    const betId = placeBet(this.ctx, { memberId, wallet, vendor: game.vendorCode, category: game.category, nodeId: game.nodeId, stakePaise, now: at });
    settleBet(this.ctx, { betId, wallet, stakePaise, payoutPaise, now: at + randomIntBetween(this.random, 20_000, 90_000) });
  }
}

/**
 * When a friend bets, in time order: between 10:00 and 23:30 India time (today until shortly before
 * `now`), from a quarter of an hour after it joined (and its deposit). A regular player bets three
 * times on each of its first two days (at least ₹1,200: active at once), then every other day or so;
 * each slot is at least 10 minutes long, so a bet (and a top-up before it) ends before the next begins.
 */
function betTimes(random: RandomSource, play: Play, joinedAt: number, now: number): { at: number; stakeRupees: number }[] {
  const todayStart = startOfIndianDay(now);
  const lastMoment = now - ACTIVITY_ENDS_BEFORE_NOW_MS;
  const since = joinedAt + 15 * MINUTE_MS;
  const times: { at: number; stakeRupees: number }[] = [];
  if (play.kind === 'none') return times;
  let daysPlayed = 0;
  for (let daysAgo = Math.round((todayStart - startOfIndianDay(since)) / DAY_MS); daysAgo >= 0; daysAgo--) {
    if (play.kind === 'stopped' && daysAgo < play.stoppedDaysAgo) break;
    const dayStart = todayStart - daysAgo * DAY_MS;
    const windowStart = Math.max(since, dayStart + 10 * HOUR_MS);
    const windowEnd = daysAgo === 0 ? lastMoment : dayStart + 23.5 * HOUR_MS;
    const count = play.kind === 'light' ? (daysAgo % 5 === 0 ? 1 : 0) : daysPlayed < 2 ? 3 : chance(random, 0.5) ? randomIntBetween(random, 1, 2) : 0;
    if (count === 0 || windowEnd - windowStart < count * 10 * MINUTE_MS) continue;
    daysPlayed += 1;
    const slotMs = (windowEnd - windowStart) / count;
    for (let index = 0; index < count; index++) {
      const stakeRupees = play.kind === 'light' ? 50 : pickOne(random, [200, 300, 500, 500, 1_000]);
      times.push({ at: Math.round(windowStart + index * slotMs + random() * (slotMs - 5 * MINUTE_MS)), stakeRupees });
    }
  }
  // a light player stops at four bets
  return play.kind === 'light' ? times.slice(0, 4) : times;
}

/** Seeds demo_member's invited friends and their play; runs after the accounts and games, before demo_member's history. */
export function seedReferralFriends(db: Db, friendHashes: ReadonlyMap<string, string>, now: number): void {
  const ctx: MoneyContext = { db, stores: createStores(db) };
  const random = mulberry32(SEED + 4);
  const run = new FriendRun(ctx, random, mainWalletGames(db));
  for (const friend of REFERRAL_FRIENDS) {
    const passwordHash = friendHashes.get(friend.username);
    if (!passwordHash) throw new Error(`no password hash for ${friend.username}`);
    const joinedAt = now - friend.joinedHoursAgo * HOUR_MS;
    const member = ctx.stores.members.create({
      username: friend.username,
      passwordHash,
      type: 0,
      parentId: null,
      nickname: friend.nickname,
      vipLevel: 0,
      now: joinedAt,
      referrerId: DEMO_MEMBER_ID,
    });
    if (friend.depositRupees > 0) run.deposit(member.id, rupees(friend.depositRupees), joinedAt + 5 * MINUTE_MS);
    for (const { at, stakeRupees } of betTimes(random, friend.play, joinedAt, now)) run.bet(member.id, stakeRupees, at);
  }
}
