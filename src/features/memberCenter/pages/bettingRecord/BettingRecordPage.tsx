import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BetRecord, BetTotals } from '@kernel/records';
import { splitCategories } from '@/rules/lobby.rules';
import { vendorsOfMenus } from '@/rules/member/recordFilters.rules';
import { SignedAmount, Tag, TwoLines } from '@/ui/records/RecordCells';
import { RecordPage, type RecordPageConfig } from '@/ui/records/RecordPage';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useRemoteData } from '@/ui/useRemoteData';
import type { MemberPageProps } from '../../memberPageProps';

/**
 * personalHistoryCopy (betting record, SPEC 2 Member center): the member's bets by date range,
 * category and provider, 20 a page, with the totals (bet, valid bet, win/loss) of the whole range.
 */
export default function BettingRecordPage(props: MemberPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const categoryLabel = useCategoryLabel();
  // The provider filter lists the categories' vendors; without them the other filters still work.
  const vendorList = useRemoteData('recordVendors', async () => vendorsOfMenus(splitCategories(await props.calls.records.getCategoryVendors())));
  const vendors = useMemo(() => vendorList.data ?? [], [vendorList.data]);

  const config: RecordPageConfig<BetRecord, BetTotals> = {
    id: 'betRecords',
    caption: t`Your bets`,
    rowKey: (bet) => bet.id,
    filters: { category: true, vendor: true },
    load: ({ from, to, gameType, vendor }, pageNo) => props.calls.records.getBetRecords({ from, to, gameType, vendor }, pageNo),
    columns: [
      { id: 'placedAt', header: t`Time`, cell: (bet) => format.dateTime(bet.placedAt) },
      { id: 'game', header: t`Game`, cell: (bet) => <TwoLines main={bet.gameName} sub={`${bet.vendorName} · ${categoryLabel(bet.category)}`} /> },
      { id: 'stake', header: t`Bet`, align: 'end', cell: (bet) => format.money(bet.stakePaise) },
      { id: 'valid', header: t`Valid bet`, align: 'end', cell: (bet) => format.money(bet.validPaise) },
      { id: 'payout', header: t`Payout`, align: 'end', cell: (bet) => (bet.payoutPaise === null ? '—' : format.money(bet.payoutPaise)) },
      {
        id: 'winLoss',
        header: t`Win/loss`,
        align: 'end',
        cell: (bet) =>
          bet.status === 'unsettled' || bet.winLossPaise === null ? (
            <Tag tone="pending">
              <Trans>Unsettled</Trans>
            </Tag>
          ) : (
            <SignedAmount {...format.signed(bet.winLossPaise)} />
          ),
      },
    ],
    totals: (totals) => [
      { id: 'count', label: <Trans>Bets</Trans>, value: format.count(totals.count) },
      { id: 'stake', label: <Trans>Total bet</Trans>, value: format.money(totals.stakePaise) },
      { id: 'valid', label: <Trans>Valid bet</Trans>, value: format.money(totals.validPaise) },
      { id: 'winLoss', label: <Trans>Win/loss</Trans>, value: format.signed(totals.winLossPaise).text, tone: format.signed(totals.winLossPaise).tone },
    ],
    countText: (count) => t`${count} bets`,
    empty: <Trans>No bets in this period. Try a longer period or another category.</Trans>,
  };
  return <RecordPage config={config} vendors={vendors} currencySymbol={props.currencySymbol} />;
}
