import { type BonusGrant, type BonusGrantsPage, isTurnoverReleased, turnoverRequiredPaise } from '../../kernel/bonusDetails';
import { type Lang, localiseColumns } from '../i18n';
import type { MoneyContext } from '../wallet/context';
import { requirementsOf } from '../wallet/wagering';
import { bonusGrantRequirementKey, bonusGrantsOf } from './bonusGrants';

/**
 * SPEC 2 bonusDetails: a page of the bonuses the member received, newest first, each with its
 * turnover from the wagering ledger (server/wallet/wagering.ts): the valid bets that settled its
 * requirement (amount x multiplier), the older requirements first; released when they reach it.
 */
export function bonusDetailsPage(ctx: MoneyContext, memberId: number, pageNo: number, pageSize: number, lang: Lang): BonusGrantsPage {
  const { total } = bonusGrantsOf(ctx.db, memberId, 0, 0);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const shownPage = Math.min(pageNo, totalPages);
  const { rows } = bonusGrantsOf(ctx.db, memberId, (shownPage - 1) * pageSize, pageSize);
  // the bets are applied once for the page, then each grant's requirement is read
  const requirements = requirementsOf(
    ctx,
    memberId,
    rows.map((row) => bonusGrantRequirementKey(row.id)),
  );
  const items = rows.map((row): BonusGrant => {
    // the grant's own requirement in the wagering ledger, as the withdrawal rule reads it
    const requirement = requirements.get(bonusGrantRequirementKey(row.id)) ?? null;
    const requiredPaise = requirement?.requiredPaise ?? turnoverRequiredPaise(row.amountPaise, row.turnoverMultiplier);
    const donePaise = requirement ? requirement.donePaise : requiredPaise;
    return {
      id: row.id,
      source: row.source,
      title: localiseColumns(lang, row.titleEn, row.titleHi),
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
