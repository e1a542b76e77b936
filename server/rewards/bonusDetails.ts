import { type BonusGrant, type BonusGrantsPage, isTurnoverReleased, turnoverRequiredPaise } from '../../src/contract/bonusDetails';
import type { Lang } from '../i18n';
import type { MoneyContext } from '../wallet/context';
import { bonusGrantsOf } from './bonusGrants';

/**
 * SPEC 2 bonusDetails: a page of the bonuses the member received, newest first, each with its
 * turnover: the valid bets (real money, every category) settled since the grant against its amount
 * x multiplier; released when they reach it. Each grant counts every bet since it on its own.
 */
export function bonusDetailsPage(ctx: MoneyContext, memberId: number, pageNo: number, pageSize: number, lang: Lang): BonusGrantsPage {
  const validSince = ctx.db.prepare<[number, number], { done: number }>(
    `SELECT COALESCE(SUM(valid_paise), 0) AS done FROM bet
     WHERE member_id = ? AND currency = 'INR' AND settled_at IS NOT NULL AND settled_at >= ?`,
  );
  const { total } = bonusGrantsOf(ctx.db, memberId, 0, 0);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const shownPage = Math.min(pageNo, totalPages);
  const { rows } = bonusGrantsOf(ctx.db, memberId, (shownPage - 1) * pageSize, pageSize);
  const items = rows.map((row): BonusGrant => {
    const requiredPaise = turnoverRequiredPaise(row.amountPaise, row.turnoverMultiplier);
    const donePaise = validSince.get(memberId, row.grantedAt)?.done ?? 0;
    return {
      id: row.id,
      source: row.source,
      title: lang === 'EN' ? row.titleEn : row.titleHi,
      amountPaise: row.amountPaise,
      turnoverMultiplier: row.turnoverMultiplier,
      requiredPaise,
      donePaise,
      released: isTurnoverReleased(donePaise, requiredPaise),
      grantedAt: row.grantedAt,
    };
  });
  return { items, pageNo: shownPage, pageSize, totalPages, totalCount: total };
}
