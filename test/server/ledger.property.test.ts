import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../kernel/errorCodes';
import { WITHDRAW_RULES, withdrawFeePaise } from '../../kernel/withdraw';
import { HOUSE, memberAccount } from '../../server/ledger/accounts';
import { ApiError } from '../../server/respond';
import { grantBonus } from '../../server/rewards/bonusGrants';
import { createStores } from '../../server/store/index';
import type { MoneyContext } from '../../server/wallet/context';
import { createDepositOrder, failDepositOrder, payDepositOrder } from '../../server/wallet/deposits';
import { turnoverOf } from '../../server/wallet/turnover';
import { applySettledBets } from '../../server/wallet/wagering';
import { transferBetweenWallets } from '../../server/wallet/wallets';
import { approveWithdrawal, rejectWithdrawal, requestWithdrawal } from '../../server/wallet/withdrawals';
import { startOfIndianDay } from '../../server/walletRules';
import { startServer } from './helpers';

const MEMBERS = [10006, 10007, 10008, 10009, 10010] as const;
const GAME_WALLETS = ['PG', 'EVO', 'SABA'] as const;
const HOUR_MS = 60 * 60 * 1000;

type Step =
  | { kind: 'deposit'; member: number; amountPaise: number; pays: boolean }
  | { kind: 'withdraw'; member: number; amountPaise: number }
  | { kind: 'decide'; pick: number; approve: boolean }
  | { kind: 'transfer'; member: number; wallet: string; into: boolean; amountPaise: number }
  | { kind: 'bet'; member: number; stakePaise: number; payoutPaise: number }
  | { kind: 'bonus'; member: number; amountPaise: number; multiplier: number }
  | { kind: 'wait'; hours: number };

const member = fc.constantFrom(...MEMBERS);
const amount = fc.oneof(fc.integer({ min: 1, max: 2_000_000 }), fc.constantFrom(10_000, 9_999, 5_000_000, 5_000_001));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), member, amountPaise: fc.integer({ min: 50_000, max: 5_000_000 }), pays: fc.boolean() }) },
  // mostly small withdrawals, so a member reaches the daily count; sometimes at or across the limits
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      member,
      amountPaise: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 10_000, max: 100_000 }) }, { weight: 1, arbitrary: amount }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), approve: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('transfer' as const), member, wallet: fc.constantFrom(...GAME_WALLETS), into: fc.boolean(), amountPaise: amount }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      member,
      stakePaise: amount,
      payoutPaise: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4_000_000 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }) },
  // a bonus paid with its turnover multiplier (0: none; 1 on, and above the common x30)
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('bonus' as const),
      member,
      amountPaise: fc.integer({ min: 1, max: 500_000 }),
      multiplier: fc.constantFrom(0, 1, 2, 5, 30, 31),
    }),
  },
);

/** What the test expects, kept apart from the backend: balances per account and what gates a withdrawal. */
type Model = {
  balances: Map<string, number>;
  /** Pending withdrawals: id -> member, amount, fee. */
  pending: Map<number, { member: number; amountPaise: number; feePaise: number }>;
  /**
   * Per member, the wagering ledger as the issue states it: each deposit (x1) and bonus (x its
   * multiplier) opens a requirement; valid bets fill the open ones oldest first, only those opened
   * before the bet; a withdrawal waits while any is open.
   */
  requirements: Map<number, { requiredPaise: number; donePaise: number; openedAt: number }[]>;
  /** Per member: the times of their withdrawals not rejected. */
  requests: Map<number, { at: number; id: number }[]>;
};

const codeOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
};

describe('the ledger and the wagering ledger under random sequences of money operations (fast-check)', () => {
  let ctx: MoneyContext;
  let now = Date.UTC(2025, 0, 15, 12, 0, 0);
  const bankOf = new Map<number, number>();

  beforeAll(async () => {
    const server = await startServer({ clock: () => now });
    ctx = { db: server.db, stores: createStores(server.db) };
    for (const id of MEMBERS) {
      bankOf.set(
        id,
        ctx.stores.bankAccounts.add({ memberId: id, holderName: 'Test', bankName: 'Test', ifsc: 'SBIN0000001', accountNumber: `90000${id}`, createdAt: now }).id,
      );
    }
  });

  const balance = (code: string) => ctx.stores.journal.balanceOf(code);

  /** The model of this run starts from what the database holds now (earlier runs leave their state). */
  function modelNow(): Model {
    const balances = new Map<string, number>();
    const requirements = new Map<number, { requiredPaise: number; donePaise: number; openedAt: number }[]>();
    const requests = new Map<number, { at: number; id: number }[]>();
    for (const id of MEMBERS) {
      for (const code of [memberAccount.main(id), memberAccount.hold(id), ...GAME_WALLETS.map((wallet) => memberAccount.game(id, wallet))])
        balances.set(code, balance(code));
      // an earlier run's state: what is still open (every step from here on is the model's own)
      applySettledBets(ctx, id);
      requirements.set(
        id,
        ctx.stores.wagering.openOf(id).map((row) => ({ requiredPaise: row.requiredPaise, donePaise: row.donePaise, openedAt: row.openedAt })),
      );
      const rows = ctx.db
        .prepare<[number], { at: number; id: number }>("SELECT created_at AS at, id FROM withdrawal WHERE member_id = ? AND status <> 'rejected'")
        .all(id);
      requests.set(id, rows);
    }
    const pending = new Map(
      ctx.db
        .prepare<[], { id: number; member: number; amountPaise: number; feePaise: number }>(
          "SELECT id, member_id AS member, amount_paise AS amountPaise, fee_paise AS feePaise FROM withdrawal WHERE status = 'pending' ORDER BY id",
        )
        .all()
        .map(({ id, ...row }) => [id, row] as const),
    );
    return { balances, pending, requirements, requests };
  }

  const get = (model: Model, code: string) => model.balances.get(code) ?? 0;
  const add = (model: Model, code: string, delta: number) => model.balances.set(code, get(model, code) + delta);

  function apply(model: Model, action: Step): void {
    now += 60_000;
    switch (action.kind) {
      case 'wait':
        now += action.hours * HOUR_MS;
        return;
      case 'deposit': {
        const order = createDepositOrder(ctx, action.member, { channel: 'BANK', amountPaise: action.amountPaise }, now);
        if (!action.pays) {
          failDepositOrder(ctx, order.id, now);
          return;
        }
        payDepositOrder(ctx, order.id, now);
        add(model, memberAccount.main(action.member), action.amountPaise);
        model.requirements.get(action.member)?.push({ requiredPaise: action.amountPaise, donePaise: 0, openedAt: now });
        return;
      }
      case 'bonus': {
        grantBonus(ctx, {
          memberId: action.member,
          source: 'reward',
          reference: `reward:property-${now}`,
          titleEn: 'Property bonus',
          titleHi: 'Property bonus',
          amountPaise: action.amountPaise,
          turnoverMultiplier: action.multiplier,
          idempotencyKey: `property-bonus:${action.member}:${now}`,
          now,
        });
        add(model, memberAccount.main(action.member), action.amountPaise);
        if (action.multiplier > 0) model.requirements.get(action.member)?.push({ requiredPaise: action.amountPaise * action.multiplier, donePaise: 0, openedAt: now });
        return;
      }
      case 'withdraw': {
        const main = memberAccount.main(action.member);
        const today = (model.requests.get(action.member) ?? []).filter((request) => request.at >= startOfIndianDay(now)).length;
        const stillOpen = (model.requirements.get(action.member) ?? []).some((requirement) => requirement.donePaise < requirement.requiredPaise);
        const expected =
          action.amountPaise < WITHDRAW_RULES.minPaise
            ? ErrorCode.amountBelowMin
            : action.amountPaise > WITHDRAW_RULES.maxPaise
              ? ErrorCode.amountAboveMax
              : action.amountPaise > get(model, main)
                ? ErrorCode.insufficientBalance
                : today >= WITHDRAW_RULES.dailyCount
                  ? ErrorCode.withdrawDailyLimit
                  : stillOpen
                    ? ErrorCode.turnoverNotMet
                    : null;
        let id = 0;
        const code = codeOf(() => {
          id = requestWithdrawal(ctx, action.member, { bankAccountId: bankOf.get(action.member) ?? 0, amountPaise: action.amountPaise }, now).id;
        });
        expect(code).toBe(expected);
        if (code === null) {
          // the withdrawable amount never exceeds the balance less what open requirements lock (all of it while one is open)
          expect(stillOpen).toBe(false);
          expect(action.amountPaise).toBeLessThanOrEqual(get(model, main));
          add(model, main, -action.amountPaise);
          add(model, memberAccount.hold(action.member), action.amountPaise);
          model.pending.set(id, { member: action.member, amountPaise: action.amountPaise, feePaise: withdrawFeePaise(action.amountPaise, WITHDRAW_RULES) });
          model.requests.get(action.member)?.push({ at: now, id });
        }
        return;
      }
      case 'decide': {
        const ids = [...model.pending.keys()];
        if (ids.length === 0) return;
        const id = ids[action.pick % ids.length] as number;
        const withdrawal = model.pending.get(id);
        if (!withdrawal) return;
        model.pending.delete(id);
        add(model, memberAccount.hold(withdrawal.member), -withdrawal.amountPaise);
        if (action.approve) {
          approveWithdrawal(ctx, id, now);
        } else {
          rejectWithdrawal(ctx, id, now);
          add(model, memberAccount.main(withdrawal.member), withdrawal.amountPaise);
          model.requests.set(
            withdrawal.member,
            (model.requests.get(withdrawal.member) ?? []).filter((request) => request.id !== id),
          );
        }
        return;
      }
      case 'transfer': {
        const main = memberAccount.main(action.member);
        const game = memberAccount.game(action.member, action.wallet);
        const [from, to] = action.into ? [main, game] : [game, main];
        const expected = action.amountPaise > get(model, from) ? ErrorCode.insufficientBalance : null;
        const code = codeOf(() =>
          transferBetweenWallets(
            ctx,
            action.member,
            { from: action.into ? 'MAIN' : action.wallet, to: action.into ? action.wallet : 'MAIN', amountPaise: action.amountPaise, idempotencyKey: `p-${now}` },
            now,
          ),
        );
        expect(code).toBe(expected);
        if (code === null) {
          add(model, from, -action.amountPaise);
          add(model, to, action.amountPaise);
        }
        return;
      }
      case 'bet': {
        // A bet and its payout as the betting records will post them: the stake to the games, the payout back.
        const main = memberAccount.main(action.member);
        const placed = ctx.db.transaction(() => {
          const { lastInsertRowid } = ctx.db
            .prepare(
              `INSERT INTO bet (member_id, vendor, game_type, stake_paise, valid_paise, payout_paise, currency, placed_at, settled_at)
               VALUES (?, 'PG', 'RNG', ?, ?, ?, 'INR', ?, ?)`,
            )
            .run(action.member, action.stakePaise, action.stakePaise, action.payoutPaise, now, now);
          const betId = Number(lastInsertRowid);
          ctx.stores.journal.post({
            idempotencyKey: `bet:${betId}`,
            kind: 'bet',
            reference: `bet:${betId}`,
            lines: [
              { account: main, amountPaise: -action.stakePaise },
              { account: HOUSE.games, amountPaise: action.stakePaise },
            ],
            now,
          });
          if (action.payoutPaise > 0) {
            ctx.stores.journal.post({
              idempotencyKey: `payout:${betId}`,
              kind: 'payout',
              reference: `bet:${betId}`,
              lines: [
                { account: HOUSE.games, amountPaise: -action.payoutPaise },
                { account: main, amountPaise: action.payoutPaise },
              ],
              now,
            });
          }
        });
        let refused = false;
        try {
          placed();
        } catch {
          refused = true;
        }
        expect(refused).toBe(action.stakePaise > get(model, main));
        if (!refused) {
          add(model, main, action.payoutPaise - action.stakePaise);
          let left = action.stakePaise;
          for (const requirement of model.requirements.get(action.member) ?? []) {
            if (requirement.openedAt > now) continue;
            const taken = Math.min(left, requirement.requiredPaise - requirement.donePaise);
            requirement.donePaise += taken;
            left -= taken;
          }
        }
        return;
      }
    }
  }

  function expectInvariants(model: Model) {
    const report = ctx.stores.journal.reconcile();
    expect(report).toMatchObject({ ok: true });
    const total = ctx.db.prepare('SELECT COALESCE(SUM(amount_paise), 0) AS total FROM journal_entry').get() as { total: number };
    expect(total.total).toBe(0);
    for (const [code, expected] of model.balances) {
      expect(expected).toBeGreaterThanOrEqual(0);
      expect(balance(code), code).toBe(expected);
    }
    // what the withdraw page shows and the withdrawal rule reads is the model's open requirements
    for (const id of MEMBERS) {
      const open = (model.requirements.get(id) ?? []).filter((requirement) => requirement.donePaise < requirement.requiredPaise);
      expect(turnoverOf(ctx, id), `member ${id}`).toEqual({
        requiredPaise: open.reduce((sum, requirement) => sum + requirement.requiredPaise, 0),
        donePaise: open.reduce((sum, requirement) => sum + requirement.donePaise, 0),
      });
    }
  }

  it('keeps every balance at zero or more, the journal summing to zero, and balances equal to their entries', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const model = modelNow();
        for (const action of steps) {
          apply(model, action);
          expectInvariants(model);
        }
      }),
      { numRuns: 80 },
    );
  });
});
