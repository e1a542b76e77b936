import { beforeEach, describe, expect, it } from 'vitest';
import { memberAccount } from '../../server/ledger/accounts';
import { type BonusGrantRequest, bonusGrantsOf, grantBonus } from '../../server/rewards/bonusGrants';
import { createStores } from '../../server/store/index';
import type { MoneyContext } from '../../server/wallet/context';
import { manualClock, startServer, type TestServer } from './helpers';

const DEMO_MEMBER = 10001;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

describe('bonus grants', () => {
  let server: TestServer;
  let ctx: MoneyContext;
  beforeEach(async () => {
    // seeded on the same clock, so the seed's grants (demo_member's history) are older than NOW's
    server = await startServer({ clock: manualClock(NOW).now });
    ctx = { db: server.db, stores: createStores(server.db) };
  });

  const request = (key: string, amountPaise = 50_000): BonusGrantRequest => ({
    memberId: DEMO_MEMBER,
    source: 'promotion',
    reference: 'promotion:7',
    titleEn: 'Weekend reload',
    titleHi: 'सप्ताहांत रीलोड',
    amountPaise,
    turnoverMultiplier: 5,
    idempotencyKey: key,
    now: NOW,
  });
  const mainBalance = () => ctx.stores.journal.balanceOf(memberAccount.main(DEMO_MEMBER));

  it('pays the bonus into the main wallet as one bonus posting and records the grant', () => {
    const before = mainBalance();
    const { total: grantsBefore } = bonusGrantsOf(server.db, DEMO_MEMBER, 0, 10);
    const grant = grantBonus(ctx, request('grant-1'));
    expect(mainBalance()).toBe(before + 50_000);
    expect(grant).toMatchObject({ memberId: DEMO_MEMBER, source: 'promotion', amountPaise: 50_000, turnoverMultiplier: 5, grantedAt: NOW });
    const { rows, total } = bonusGrantsOf(server.db, DEMO_MEMBER, 0, 10);
    expect(total).toBe(grantsBefore + 1);
    expect(rows[0]?.id).toBe(grant.id);
  });

  it('pays a replayed grant once', () => {
    const before = mainBalance();
    const first = grantBonus(ctx, request('grant-2'));
    const again = grantBonus(ctx, request('grant-2'));
    expect(again.id).toBe(first.id);
    expect(mainBalance()).toBe(before + 50_000);
  });

  it('writes nothing when the posting is refused', () => {
    const { total } = bonusGrantsOf(server.db, DEMO_MEMBER, 0, 10);
    expect(() => grantBonus(ctx, request('grant-3', 0))).toThrow();
    expect(bonusGrantsOf(server.db, DEMO_MEMBER, 0, 10).total).toBe(total);
  });
});
