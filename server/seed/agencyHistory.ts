import { GAME_CATEGORIES, type GameCategory } from '../../kernel/platform';
import { MAIN_WALLET } from '../../kernel/wallet';
import { turnoverMet } from '../../kernel/withdraw';
import { TEAM_PASSWORD } from '../demoAccounts';
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
import { turnoverOf } from '../wallet/turnover';
import { approveWithdrawal, requestWithdrawal } from '../wallet/withdrawals';
import { BASE_TURNOVER_MULTIPLIER, bankNameOf, DEPOSIT_ORDER_LIFETIME_MINUTES, startOfIndianDay } from '../walletRules';
import { SEED } from './seedNumber';
import { GAME_WALLETS } from './wallets';

/**
 * The agency's demo data: 30 days of the team below demo_agent playing, so the team overview's
 * chart and the agency reports have something to show. Everything goes through the money code the
 * calls use (placeBet and settleBet, deposit orders, withdrawals), in time order per account, from
 * its own random stream (the other seeds draw the same numbers as before).
 *
 * The documented accounts keep their balances: their bets are steered (like demo_member's in
 * history.ts) and a few closing bets land each main wallet exactly where it began. team_arjun and
 * team_kavya get no bets: the records and play tests count theirs from zero. Four players who
 * joined in the last 30 days bring new members, deposits and withdrawals; demo_subagent's team
 * plays in the last hours too, for the real-time salary to settle on.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const rupees = (amount: number) => amount * 100;

const HISTORY_DAYS = 30;
/** Planned activity ends this long before the seed's `now`; the closing bets follow it. */
const ACTIVITY_ENDS_BEFORE_NOW_MS = 10 * MINUTE_MS;
const CLOSING_STEP_MS = 30_000;
/** Stakes are whole tens of rupees, so every payout (tenths of the stake) is whole paise. */
const STAKE_UNIT_PAISE = rupees(10);
const STAKE_RUPEES = [10, 10, 20, 20, 50, 50, 100, 100, 200, 500] as const;
/** What a win pays, in tenths of the stake. */
const WIN_TENTHS = [15, 18, 20, 20, 25, 30, 50] as const;
const MAX_CLOSING_STAKE_PAISE = rupees(5_000);
const MAX_CLOSING_BETS = (ACTIVITY_ENDS_BEFORE_NOW_MS - MINUTE_MS) / CLOSING_STEP_MS;
/** The days (ago) a new player tries its withdrawal. */
const WITHDRAWAL_DAYS_AGO = [4, 3, 2, 1];

type Account = { username: string; lastLoginHoursAgo: number | null };
type Steered = Account & { recent: boolean };

/** Documented accounts that play: their main wallets end where server/seed/accounts.ts opens them. */
const STEERED: readonly Steered[] = [
  { username: 'demo_subagent', recent: true, lastLoginHoursAgo: 5 },
  { username: 'demo_agent41', recent: false, lastLoginHoursAgo: 20 * 24 },
  { username: 'demo_agent42', recent: true, lastLoginHoursAgo: 3 * 24 },
  { username: 'team_rohan', recent: false, lastLoginHoursAgo: 26 },
  { username: 'team_meera', recent: false, lastLoginHoursAgo: 12 * 24 },
  { username: 'team_dev', recent: true, lastLoginHoursAgo: 2 },
];
/** Documented accounts that do not play here, with a last login so the team table shows both statuses. */
const IDLE: readonly Account[] = [
  { username: 'team_arjun', lastLoginHoursAgo: 4 },
  { username: 'team_kavya', lastLoginHoursAgo: null },
];

export type NewTeamPlayer = Account & { nickname: string; parent: string; joinedHoursAgo: number; depositRupees: number; recent: boolean; withdrawRupees: number | null };

/** Players who joined the team in the last 30 days (log in with TEAM_PASSWORD). */
export const NEW_TEAM_PLAYERS: readonly NewTeamPlayer[] = [
  {
    username: 'team_isha',
    nickname: 'Isha',
    parent: 'demo_agent',
    joinedHoursAgo: 26 * 24,
    depositRupees: 2_000,
    recent: false,
    withdrawRupees: 1_500,
    lastLoginHoursAgo: 30,
  },
  {
    username: 'team_kabir',
    nickname: 'Kabir',
    parent: 'demo_subagent',
    joinedHoursAgo: 17 * 24,
    depositRupees: 1_500,
    recent: true,
    withdrawRupees: 1_000,
    lastLoginHoursAgo: 1,
  },
  {
    username: 'team_nisha',
    nickname: 'Nisha',
    parent: 'demo_agent42',
    joinedHoursAgo: 9 * 24,
    depositRupees: 1_000,
    recent: true,
    withdrawRupees: null,
    lastLoginHoursAgo: 3,
  },
  { username: 'team_aarav', nickname: 'Aarav', parent: 'demo_agent', joinedHoursAgo: 5, depositRupees: 1_000, recent: true, withdrawRupees: null, lastLoginHoursAgo: 5 },
];

const hashCache = new Map<string, Promise<string>>();

/** The new players' password hashes (scrypt is slow: computed once per process, each with its own salt). */
export async function hashNewTeamPlayerPasswords(): Promise<ReadonlyMap<string, string>> {
  const hashes = await Promise.all(
    NEW_TEAM_PLAYERS.map((player) => {
      let hash = hashCache.get(player.username);
      if (!hash) {
        hash = hashPassword(TEAM_PASSWORD);
        hashCache.set(player.username, hash);
      }
      return hash;
    }),
  );
  return new Map(NEW_TEAM_PLAYERS.map((player, index) => [player.username, hashes[index] ?? '']));
}

export type SeedGame = { nodeId: number; category: GameCategory; vendorCode: string };

/** One game of every vendor played from the main wallet (none with a game wallet of its own), by category. */
export function mainWalletGames(db: Db): SeedGame[][] {
  const rows = db
    .prepare<[string], SeedGame>(
      `SELECT nodeId, category, vendorCode FROM (
         SELECT g.node_id AS nodeId, g.category, g.vendor_code AS vendorCode,
           ROW_NUMBER() OVER (PARTITION BY g.category, g.vendor_code ORDER BY g.sort) AS rank
         FROM game g JOIN vendor v ON v.category = g.category AND v.code = g.vendor_code
         WHERE g.maintenance = 0 AND v.maintenance = 0 AND g.vendor_code NOT IN (SELECT value FROM json_each(?)))
       WHERE rank = 1 ORDER BY category, vendorCode`,
    )
    .all(JSON.stringify(GAME_WALLETS.map((wallet) => wallet.code)));
  const byCategory = GAME_CATEGORIES.map((category) => rows.filter((game) => game.category === category)).filter((games) => games.length > 0);
  if (byCategory.length === 0) throw new Error('the seed has no main-wallet game for the team history');
  return byCategory;
}

type Activity = { kind: 'bet' } | { kind: 'deposit'; amountPaise: number } | { kind: 'withdraw'; amountPaise: number };
type Slot = { at: number; budgetMs: number; activity: Activity };

/**
 * When an account does what: some bets on most days between 10:00 and 23:30 India time (many in
 * the last three hours for a `recent` one), from `since` on, one slot each in time order, every
 * slot long enough for its bet to settle before the next begins.
 */
function planSlots(random: RandomSource, now: number, since: number, recent: boolean, extra: ReadonlyMap<number, Activity[]>): Slot[] {
  const todayStart = startOfIndianDay(now);
  const lastMoment = now - ACTIVITY_ENDS_BEFORE_NOW_MS;
  const slots: Slot[] = [];
  let previousEnd = since;
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = todayStart - daysAgo * DAY_MS;
    const today = daysAgo === 0;
    const windowStart = Math.max(previousEnd, today ? lastMoment - 3 * HOUR_MS : dayStart + 10 * HOUR_MS);
    const windowEnd = today ? lastMoment : dayStart + 23.5 * HOUR_MS;
    const betCount = today && recent ? randomIntBetween(random, 5, 8) : chance(random, 0.4) ? 0 : randomIntBetween(random, 1, 2);
    const activities: Activity[] = [...(extra.get(daysAgo) ?? []), ...Array.from({ length: betCount }, () => ({ kind: 'bet' as const }))];
    if (windowEnd <= windowStart || activities.length === 0) continue;
    previousEnd = windowEnd;
    const slotMs = (windowEnd - windowStart) / activities.length;
    activities.forEach((activity, index) => {
      slots.push({ at: Math.round(windowStart + index * slotMs + random() * slotMs * 0.25), budgetMs: Math.floor(slotMs * 0.5), activity });
    });
  }
  return slots;
}

const mainWallet = (memberId: number): PlayWallet => ({ code: MAIN_WALLET, purpose: 'main', account: memberAccount.main(memberId), house: HOUSE.games, currency: 'INR' });

class TeamRun {
  private depositCount = 0;

  constructor(
    private readonly ctx: MoneyContext,
    private readonly random: RandomSource,
    private readonly games: SeedGame[][],
  ) {}

  balance(memberId: number) {
    return this.ctx.stores.journal.balanceOf(memberAccount.main(memberId));
  }

  /** A stake of the plan, at most a third of the balance (so a run of losses never empties the wallet), in whole tens of rupees. */
  private stakeFor(memberId: number): number {
    const planned = rupees(pickOne(this.random, STAKE_RUPEES));
    return Math.floor(Math.min(planned, this.balance(memberId) / 3) / STAKE_UNIT_PAISE) * STAKE_UNIT_PAISE;
  }

  /** A bet on a random main-wallet game, settled within its budget; `winChance` steers it. */
  bet(memberId: number, at: number, budgetMs: number, winChance: (stakePaise: number, winTenths: number) => number) {
    const stakePaise = this.stakeFor(memberId);
    if (stakePaise < STAKE_UNIT_PAISE) return;
    const winTenths = pickOne(this.random, WIN_TENTHS);
    const payoutPaise = this.random() < winChance(stakePaise, winTenths) ? (stakePaise * winTenths) / 10 : 0;
    const game = pickOne(this.random, pickOne(this.random, this.games));
    this.placeAndSettle(memberId, game, stakePaise, payoutPaise, at, Math.max(1_000, Math.min(randomIntBetween(this.random, 20_000, 90_000), budgetMs)));
  }

  placeAndSettle(memberId: number, game: SeedGame, stakePaise: number, payoutPaise: number, at: number, durationMs: number) {
    const wallet = mainWallet(memberId);
    const betId = placeBet(this.ctx, { memberId, wallet, vendor: game.vendorCode, category: game.category, nodeId: game.nodeId, stakePaise, now: at });
    settleBet(this.ctx, { betId, wallet, stakePaise, payoutPaise, now: at + durationMs });
  }

  /**
   * Plays the account's slots with each bet's chance of a win set so its expected result takes its
   * share of what still separates the balance from the target, then closes the gap exactly with
   * bets settled to the paisa just before `now`.
   */
  steer(memberId: number, slots: readonly Slot[], now: number) {
    const targetPaise = this.balance(memberId);
    let remaining = slots.length;
    for (const slot of slots) {
      remaining -= 1;
      this.bet(memberId, slot.at, slot.budgetMs, (stakePaise, winTenths) => {
        const wanted = (targetPaise - this.balance(memberId)) / (remaining + 1);
        return Math.min(0.9, Math.max(0.05, (wanted + stakePaise) / ((stakePaise * winTenths) / 10)));
      });
    }
    const closing = this.games[0]?.[0];
    if (!closing) throw new Error('no game to close the team history on');
    let at = now - ACTIVITY_ENDS_BEFORE_NOW_MS + MINUTE_MS;
    for (let count = 0; this.balance(memberId) !== targetPaise; count++) {
      const gap = targetPaise - this.balance(memberId);
      // a loss (or part of the stake back) takes money; a win brings up to three stakes
      const wanted = gap < 0 ? Math.ceil(-gap / 100) * 100 : Math.ceil(gap / 300) * 100;
      const stakePaise = Math.min(MAX_CLOSING_STAKE_PAISE, this.balance(memberId), Math.max(STAKE_UNIT_PAISE, wanted));
      if (count >= MAX_CLOSING_BETS || stakePaise < STAKE_UNIT_PAISE) throw new Error(`the team history of member ${memberId} cannot close on its balance`);
      const payoutPaise = gap < 0 ? stakePaise + Math.max(gap, -stakePaise) : stakePaise + Math.min(gap, 3 * stakePaise);
      this.placeAndSettle(memberId, closing, stakePaise, payoutPaise, at, CLOSING_STEP_MS / 2);
      at += CLOSING_STEP_MS;
    }
  }

  /** A gateway deposit order paid a minute later, as a real payment posts it. */
  deposit(memberId: number, amountPaise: number, at: number) {
    this.depositCount += 1;
    const order: DepositOrderRow = {
      id: `DPSEEDTEAM${String(this.depositCount).padStart(4, '0')}`,
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

  /** A withdrawal paid to the player's bank account, when its turnover is met and the balance allows; false when not. */
  withdraw(memberId: number, bankAccountId: number, amountPaise: number, at: number, budgetMs: number): boolean {
    if (!turnoverMet(turnoverOf(this.ctx, memberId)) || this.balance(memberId) < amountPaise) return false;
    const row = requestWithdrawal(this.ctx, memberId, { bankAccountId, amountPaise }, at);
    approveWithdrawal(this.ctx, row.id, at + Math.min(30 * MINUTE_MS, budgetMs));
    return true;
  }
}

/** Seeds the team's history; runs after the accounts and games (and demo_member's history). */
export function seedAgencyHistory(db: Db, playerHashes: ReadonlyMap<string, string>, now: number): void {
  const ctx: MoneyContext = { db, stores: createStores(db) };
  const random = mulberry32(SEED + 3);
  const run = new TeamRun(ctx, random, mainWalletGames(db));
  const idOf = (username: string) => {
    const member = ctx.stores.members.byUsername(username);
    if (!member) throw new Error(`the team history needs ${username}`);
    return member.id;
  };
  const historyStart = startOfIndianDay(now) - (HISTORY_DAYS - 1) * DAY_MS;

  for (const account of STEERED) run.steer(idOf(account.username), planSlots(random, now, historyStart, account.recent, new Map()), now);

  for (const player of NEW_TEAM_PLAYERS) {
    const passwordHash = playerHashes.get(player.username);
    if (!passwordHash) throw new Error(`no password hash for ${player.username}`);
    const joinedAt = now - player.joinedHoursAgo * HOUR_MS;
    const member = ctx.stores.members.create({
      username: player.username,
      passwordHash,
      type: 0,
      parentId: idOf(player.parent),
      nickname: player.nickname,
      vipLevel: 0,
      now: joinedAt,
    });
    const bankAccountId = ctx.stores.bankAccounts.add({
      memberId: member.id,
      holderName: player.nickname.toUpperCase(),
      bankName: bankNameOf('ICIC0002345'),
      ifsc: 'ICIC0002345',
      accountNumber: `0001${String(member.id).padStart(8, '0')}`,
      createdAt: joinedAt,
    }).id;
    run.deposit(member.id, rupees(player.depositRupees), joinedAt);
    // one withdrawal in the last days of the history, on the first of them the deposit has been played through
    const withdrawal: Activity[] = player.withdrawRupees === null ? [] : [{ kind: 'withdraw', amountPaise: rupees(player.withdrawRupees) }];
    const extra = new Map(WITHDRAWAL_DAYS_AGO.map((daysAgo) => [daysAgo, withdrawal]));
    let withdrawn = false;
    for (const slot of planSlots(random, now, joinedAt + 10 * MINUTE_MS, player.recent, extra)) {
      if (slot.activity.kind === 'withdraw') {
        if (!withdrawn) withdrawn = run.withdraw(member.id, bankAccountId, slot.activity.amountPaise, slot.at, slot.budgetMs);
      } else if (run.balance(member.id) < rupees(30)) {
        // out of money: the player tops up instead of betting
        run.deposit(member.id, rupees(1_000), slot.at);
      } else run.bet(member.id, slot.at, slot.budgetMs, () => 0.38);
    }
  }

  const setLastLogin = db.prepare('UPDATE member SET last_login_at = ? WHERE username = ?');
  for (const account of [...STEERED, ...IDLE, ...NEW_TEAM_PLAYERS]) {
    if (account.lastLoginHoursAgo !== null) setLastLogin.run(now - account.lastLoginHoursAgo * HOUR_MS, account.username);
  }
}
