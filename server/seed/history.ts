import { depositBonusPaise } from '../../kernel/deposit';
import { GAME_CATEGORIES, type GameCategory } from '../../kernel/platform';
import { indianDateOf } from '../../kernel/records';
import { MAIN_WALLET } from '../../kernel/wallet';
import { turnoverMet } from '../../kernel/withdraw';
import { HOUSE, memberAccount } from '../ledger/accounts';
import { placeBet, settleBet } from '../play/betting';
import type { PlayWallet } from '../play/wallet';
import { mulberry32, type RandomSource } from '../random';
import { dueReferralDays, payReferralDay, type ReferralDay } from '../referral/commission';
import type { DepositOrderRow } from '../store/deposits';
import { createStores } from '../store/index';
import type { Db } from '../types';
import type { MoneyContext } from '../wallet/context';
import { failDepositOrder, payDepositOrder } from '../wallet/deposits';
import { turnoverOf } from '../wallet/turnover';
import { approveWithdrawal, rejectWithdrawal, requestWithdrawal } from '../wallet/withdrawals';
import { BASE_TURNOVER_MULTIPLIER, bankNameOf, bonusPlan, DEPOSIT_ORDER_LIFETIME_MINUTES } from '../walletRules';
import { type Activity, type BetPlan, closingGame, type DayPlan, planHistory, type SeedGame, type SeedGames } from './historyPlan';
import { seedBonusGrant, seedMissionClaim, seedRebateClaim } from './rewardHistory';
import { SEED } from './seedNumber';
import { DEMO_MEMBER_ID, GAME_WALLETS } from './wallets';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const rupees = (amount: number) => amount * 100;

/** The history ends this long before the seed's `now`: seedWallets posts demo_member's withdrawal hold 10 minutes before it. */
const HISTORY_ENDS_BEFORE_NOW_MS = 11 * MINUTE_MS;
/** The closing bets' stake cap: the largest stake of the plan. */
const MAX_STAKE_PAISE = rupees(2_000);
/** When yesterday's catch-up bets start, before its window ends. */
const TURNOVER_CATCH_UP_BEFORE_END_MS = 10 * 60_000;

/** A few games of every vendor of each category, none under maintenance. */
function seedGames(db: Db): SeedGames {
  const rows = db
    .prepare<[], SeedGame & { rank: number }>(
      `SELECT nodeId, category, vendorCode FROM (
         SELECT g.node_id AS nodeId, g.category, g.vendor_code AS vendorCode,
           ROW_NUMBER() OVER (PARTITION BY g.category, g.vendor_code ORDER BY g.sort) AS rank
         FROM game g JOIN vendor v ON v.category = g.category AND v.code = g.vendor_code
         WHERE g.maintenance = 0 AND v.maintenance = 0)
       WHERE rank <= 3 ORDER BY category, vendorCode, rank`,
    )
    .all();
  const walletCodes = new Set(GAME_WALLETS.map((wallet) => wallet.code));
  const main = new Map<GameCategory, SeedGame[]>();
  const byWallet = new Map<string, SeedGame[]>();
  for (const { nodeId, category, vendorCode } of rows) {
    const game = { nodeId, category, vendorCode };
    if (walletCodes.has(vendorCode)) byWallet.set(vendorCode, [...(byWallet.get(vendorCode) ?? []), game]);
    else main.set(category, [...(main.get(category) ?? []), game]);
  }
  for (const category of GAME_CATEGORIES) {
    if (!main.get(category)?.length) throw new Error(`the seed has no ${category} game for the history`);
  }
  return { main, byWallet };
}

const walletOf = (memberId: number, code: string): PlayWallet =>
  code === MAIN_WALLET
    ? { code, purpose: 'main', account: memberAccount.main(memberId), house: HOUSE.games, currency: 'INR' }
    : { code, purpose: 'game', account: memberAccount.game(memberId, code), house: HOUSE.games, currency: 'INR' };

/** What the plan still brings into the wallets (deposits, bonuses, rebates) less what it takes out (paid withdrawals). */
function plannedFlowPaise(activity: Activity): number {
  switch (activity.kind) {
    case 'deposit': {
      const bonus = activity.bonusId === null ? null : bonusPlan(activity.bonusId);
      return activity.amountPaise + (bonus ? depositBonusPaise(activity.amountPaise, bonus) : 0);
    }
    case 'bonus':
    case 'rebate':
    case 'missionClaim':
      return activity.amountPaise;
    case 'withdrawal':
      return activity.outcome === 'paid' ? -activity.amountPaise : 0;
    default:
      return 0;
  }
}
const plannedBets = (activity: Activity) => (activity.kind === 'bet' ? 1 : activity.kind === 'gameWalletSession' ? activity.bets.length : 0);

/**
 * Seeds demo_member's last 90 days: paid (and one failed) deposits with a first-deposit bonus,
 * withdrawals paid and rejected, promotion bonuses, weekly rebates, game-wallet sessions, and a
 * few hundred settled bets on games of every category, all through the same money code the calls
 * use, in time order (so each journal entry's running balance reads right). The bets' outcomes
 * are steered so the main wallet ends exactly where it began (the documented ₹25,000.00 once
 * seedWallets holds ₹2,000), and a few closing sports bets settle the last paise. The commission
 * its invited friends' bets earned (seed/referralFriends.ts) is paid as the programme pays it, at
 * the end of each India day, between two days' activities; a day ending inside today's window is
 * left for the first settlement after the seed. Runs after the accounts, games and friends, before
 * seedWallets.
 */
export function seedHistory(db: Db, now: number): void {
  const ctx: MoneyContext = { db, stores: createStores(db) };
  const random = mulberry32(SEED + 2);
  const games = seedGames(db);
  const lastMoment = now - HISTORY_ENDS_BEFORE_NOW_MS;
  const days = planHistory(random, games, now, lastMoment);
  new HistoryRun(ctx, random, DEMO_MEMBER_ID, days, closingGame(games), dueReferralDays(db, lastMoment)).run(now);
}

class HistoryRun {
  private readonly main: PlayWallet;
  private readonly targetPaise: number;
  private remainingFlowPaise: number;
  private remainingBets: number;
  private depositCount = 0;
  private transferCount = 0;
  private bankAccountId = 0;
  private lastWithdrawalAt = 0;
  /** The referral days still to pay, oldest first: those that end before today's window begins. */
  private readonly commissions: ReferralDay[];

  constructor(
    private readonly ctx: MoneyContext,
    private readonly random: RandomSource,
    private readonly memberId: number,
    private readonly days: readonly DayPlan[],
    private readonly closingGame: SeedGame,
    referralDays: readonly ReferralDay[],
  ) {
    this.main = walletOf(memberId, MAIN_WALLET);
    this.targetPaise = this.balance(this.main);
    const activities = days.flatMap((day) => day.activities);
    const today = days.at(-1);
    const todayStarts = today ? Math.max(today.windowStart, days.at(-2)?.windowEnd ?? 0) : 0;
    this.commissions = referralDays.filter((day) => day.endsAt <= todayStarts);
    this.remainingFlowPaise =
      activities.reduce((sum, activity) => sum + plannedFlowPaise(activity), 0) + this.commissions.reduce((sum, day) => sum + this.commissionOf(day), 0);
    this.remainingBets = activities.reduce((sum, activity) => sum + plannedBets(activity), 0);
  }

  /** What the member's friends earned it on a referral day. */
  private commissionOf(day: ReferralDay) {
    return day.friends.filter((friend) => friend.referrerId === this.memberId).reduce((sum, friend) => sum + friend.commissionPaise, 0);
  }

  /** Pays every referral day that ended by `until`, each at its end (between two days' windows: in time order). */
  private payCommissions(until: number) {
    while (this.commissions.length > 0 && (this.commissions[0]?.endsAt ?? Infinity) <= until) {
      const day = this.commissions.shift() as ReferralDay;
      payReferralDay(this.ctx, day, day.endsAt);
      this.remainingFlowPaise -= this.commissionOf(day);
    }
  }

  private balance(wallet: PlayWallet) {
    return this.ctx.stores.journal.balanceOf(wallet.account);
  }

  run(now: number) {
    const firstDay = this.days[0];
    if (!firstDay) return;
    this.bankAccountId = this.ctx.stores.bankAccounts.add({
      memberId: this.memberId,
      holderName: 'DEMO MEMBER',
      bankName: bankNameOf('HDFC0001234'),
      ifsc: 'HDFC0001234',
      accountNumber: '50100234567890',
      createdAt: firstDay.windowStart - 5 * DAY_MS,
    }).id;
    let carried: Activity[] = [];
    let previousEnd = 0;
    for (const day of this.days) {
      const activities = [...carried, ...day.activities];
      carried = [];
      const today = day.daysAgo === 0;
      // today keeps a last slot for the closing bets
      const slots = activities.length + (today ? 1 : 0);
      // postings go in time order: today's window (the hours before now) never reaches back into yesterday's
      const windowStart = Math.max(day.windowStart, previousEnd);
      previousEnd = day.windowEnd;
      this.payCommissions(windowStart);
      const slotMs = (day.windowEnd - windowStart) / Math.max(1, slots);
      activities.forEach((activity, index) => {
        const start = Math.round(windowStart + index * slotMs + this.random() * slotMs * 0.25);
        const budget = Math.floor(slotMs * 0.6);
        if (!this.perform(activity, start, budget)) carried.push(activity);
      });
      if (today) this.close(Math.round(windowStart + activities.length * slotMs), Math.floor(slotMs * 0.9));
      // the older credits' turnover met by the end of yesterday, so today's own bets (and missions) stay as drawn
      if (day.daysAgo === 1) this.meetTurnover(day.windowEnd - TURNOVER_CATCH_UP_BEFORE_END_MS, 10_000);
    }
    // the account the history's withdrawals went to, replaced since by the one seedWallets adds
    this.ctx.stores.bankAccounts.remove(this.memberId, this.bankAccountId, Math.min(now - HISTORY_ENDS_BEFORE_NOW_MS, this.lastWithdrawalAt + 60 * MINUTE_MS));
  }

  /** Carries out one activity; false when it cannot happen yet (a withdrawal waiting for its turnover). */
  private perform(activity: Activity, start: number, budget: number): boolean {
    switch (activity.kind) {
      case 'bet':
        this.bet(activity, this.main, start, budget);
        return true;
      case 'deposit':
        this.deposit(activity.channel, activity.amountPaise, activity.bonusId, start, Math.min(2 * MINUTE_MS, budget));
        this.remainingFlowPaise -= plannedFlowPaise(activity);
        return true;
      case 'failedDeposit': {
        const id = this.deposit(activity.channel, activity.amountPaise, null, start, null);
        failDepositOrder(this.ctx, id, start + Math.min(5 * MINUTE_MS, budget));
        return true;
      }
      case 'withdrawal':
        if (!this.withdraw(activity.amountPaise, activity.outcome, start, Math.min(30 * MINUTE_MS, budget))) return false;
        this.remainingFlowPaise -= plannedFlowPaise(activity);
        return true;
      case 'bonus':
        seedBonusGrant(this.ctx, this.memberId, activity.promotion, activity.amountPaise, start);
        this.remainingFlowPaise -= activity.amountPaise;
        return true;
      case 'rebate':
        seedRebateClaim(this.ctx, this.memberId, `seed-${indianDateOf(start)}`, start);
        this.remainingFlowPaise -= activity.amountPaise;
        return true;
      case 'missionClaim':
        seedMissionClaim(this.ctx, this.memberId, activity.mission, start);
        this.remainingFlowPaise -= activity.amountPaise;
        return true;
      case 'gameWalletSession':
        this.gameWalletSession(activity.walletCode, activity.transferPaise, activity.bets, start, budget);
        return true;
    }
  }

  /**
   * A bet whose outcome keeps the history on course: the chance of a win is set so the bet's
   * expected result takes its share of what still separates the projected end balance from the
   * target (the plan's stakes and prizes stay as drawn).
   */
  private bet(plan: BetPlan, wallet: PlayWallet, start: number, budget: number) {
    const stakePaise = Math.min(plan.stakePaise, this.balance(wallet));
    this.remainingBets -= 1;
    if (stakePaise < rupees(10)) return;
    const projected = this.totalBalance() + this.remainingFlowPaise;
    const wantedResult = (this.targetPaise - projected) / (this.remainingBets + 1);
    const winChance = Math.min(0.9, Math.max(0.02, (wantedResult + stakePaise) / ((stakePaise * plan.winTenths) / 10)));
    const payoutPaise = this.random() < winChance ? (stakePaise * plan.winTenths) / 10 : 0;
    this.placeAndSettle(plan.game, wallet, stakePaise, payoutPaise, start, Math.min(plan.durationMs, budget));
  }

  private placeAndSettle(game: SeedGame, wallet: PlayWallet, stakePaise: number, payoutPaise: number, placedAt: number, durationMs: number) {
    const betId = placeBet(this.ctx, {
      memberId: this.memberId,
      wallet,
      vendor: game.vendorCode,
      category: game.category,
      nodeId: game.nodeId,
      stakePaise,
      now: placedAt,
    });
    settleBet(this.ctx, { betId, wallet, stakePaise, payoutPaise, now: placedAt + Math.max(1_000, durationMs) });
  }

  /** The main wallet and every game wallet (the history leaves nothing held). */
  private totalBalance() {
    return this.ctx.stores.journal
      .memberAccounts(this.memberId)
      .filter((account) => account.purpose === 'main' || account.purpose === 'game')
      .reduce((sum, account) => sum + account.balancePaise, 0);
  }

  /** A gateway order, paid through the deposit code (credit and bonus posted as a real payment posts them), or left for failing. */
  private deposit(channel: DepositOrderRow['channel'], amountPaise: number, bonusId: string | null, createdAt: number, payAfterMs: number | null): string {
    this.depositCount += 1;
    const bonus = bonusId === null ? null : bonusPlan(bonusId);
    const order: DepositOrderRow = {
      id: `DPSEEDHIST${String(this.depositCount).padStart(4, '0')}`,
      memberId: this.memberId,
      channel,
      amountPaise,
      bonusId: bonus ? bonus.id : null,
      bonusPaise: bonus ? depositBonusPaise(amountPaise, bonus) : 0,
      turnoverMultiplier: bonus ? bonus.turnoverMultiplier : BASE_TURNOVER_MULTIPLIER,
      status: 'pending',
      createdAt,
      expiresAt: createdAt + DEPOSIT_ORDER_LIFETIME_MINUTES * MINUTE_MS,
      settledAt: null,
      peerWithdrawalId: null,
    };
    this.ctx.stores.deposits.create(order);
    if (payAfterMs !== null) payDepositOrder(this.ctx, order.id, createdAt + payAfterMs);
    return order.id;
  }

  /** A withdrawal through the withdrawal code, then paid or rejected; false while its turnover (or balance) falls short. */
  private withdraw(amountPaise: number, outcome: 'paid' | 'rejected', requestedAt: number, decideAfterMs: number): boolean {
    if (!turnoverMet(turnoverOf(this.ctx, this.memberId)) || this.balance(this.main) < amountPaise) return false;
    const row = requestWithdrawal(this.ctx, this.memberId, { bankAccountId: this.bankAccountId, amountPaise }, requestedAt);
    const decidedAt = requestedAt + decideAfterMs;
    if (outcome === 'paid') approveWithdrawal(this.ctx, row.id, decidedAt);
    else rejectWithdrawal(this.ctx, row.id, decidedAt);
    this.lastWithdrawalAt = decidedAt;
    return true;
  }

  /** A wallet transfer as the transfer call posts it (kind, key shape and reference). */
  private transfer(from: PlayWallet, to: PlayWallet, amountPaise: number, now: number) {
    this.transferCount += 1;
    this.ctx.stores.journal.post({
      idempotencyKey: `transfer:${this.memberId}:seed-history-${this.transferCount}`,
      kind: from.code === MAIN_WALLET ? 'transferIn' : 'transferOut',
      reference: `member:${this.memberId}`,
      lines: [
        { account: from.account, amountPaise: -amountPaise },
        { account: to.account, amountPaise },
      ],
      now,
    });
  }

  private gameWalletSession(walletCode: string, transferPaise: number, bets: readonly BetPlan[], start: number, budget: number) {
    const wallet = walletOf(this.memberId, walletCode);
    const step = Math.floor(budget / (bets.length + 2));
    const amountPaise = Math.min(transferPaise, this.balance(this.main));
    if (amountPaise > 0) this.transfer(this.main, wallet, amountPaise, start);
    for (const [index, plan] of bets.entries()) this.bet(plan, wallet, start + (index + 1) * step, Math.floor(step * 0.8));
    const left = this.balance(wallet);
    if (left > 0) this.transfer(wallet, this.main, left, start + (bets.length + 1) * step);
  }

  /**
   * The last bets of the history: sports bets settled (some cashed out) so the main wallet ends
   * exactly at its target. A loss or a cash-out below the stake takes money, a win brings it.
   */
  /**
   * Bets that return their stake until the wagering ledger has nothing open, so demo_member can
   * withdraw as documented (a bet counts only once settled after what it meets). Returns the time after them.
   */
  private meetTurnover(start: number, stepMs: number): number {
    let at = start;
    for (let turnover = turnoverOf(this.ctx, this.memberId); !turnoverMet(turnover); turnover = turnoverOf(this.ctx, this.memberId)) {
      const stakePaise = Math.min(MAX_STAKE_PAISE, Math.max(rupees(10), turnover.requiredPaise - turnover.donePaise), this.balance(this.main));
      this.placeAndSettle(this.closingGame, this.main, stakePaise, stakePaise, at, Math.floor(stepMs * 0.8));
      at += stepMs;
    }
    return at;
  }

  private close(start: number, budget: number) {
    const step = Math.max(1_000, Math.floor(budget / 12));
    let at = start;
    // what today's own credits (a mission prize) still ask of the wagering ledger
    at = this.meetTurnover(at, step);
    for (let gap = this.targetPaise - this.totalBalance(); gap !== 0; gap = this.targetPaise - this.totalBalance()) {
      const wantedStake = gap < 0 ? Math.ceil(-gap / 100) * 100 : Math.ceil(gap / 200) * 100;
      const stakePaise = Math.min(MAX_STAKE_PAISE, Math.max(rupees(10), wantedStake));
      const payoutPaise = gap < 0 ? stakePaise + Math.max(gap, -stakePaise) : stakePaise + Math.min(gap, 3 * stakePaise);
      this.placeAndSettle(this.closingGame, this.main, stakePaise, payoutPaise, at, Math.floor(step * 0.8));
      at += step;
    }
  }
}
