import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamBet, TeamBetTotals } from '@kernel/agency';
import { SignedAmount, Tag, TwoLines } from '@/ui/records/RecordCells';
import { RecordPage, type RecordPageConfig } from '@/ui/records/RecordPage';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import type { AgentPageProps } from '../../agentPageProps';
import { reportParams } from './reportParams';
import { useReportTexts } from './useReportTexts';

/**
 * personalHistoryCopy (team betting, SPEC 2 Agent center): the bets of everyone below the agent
 * by date range, user name and level, 20 a page, with the totals of the whole range; export to CSV.
 */
export default function TeamBettingPage(props: AgentPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const categoryLabel = useCategoryLabel();
  const texts = useReportTexts();
  const headers = {
    time: t`Time`,
    user: t`User`,
    level: t`Level`,
    game: t`Game`,
    provider: t`Provider`,
    category: t`Category`,
    stake: t`Bet`,
    valid: t`Valid bet`,
    payout: t`Payout`,
    winLoss: t`Win/loss`,
    status: t`Status`,
  };

  const config: RecordPageConfig<TeamBet, TeamBetTotals> = {
    id: 'teamBets',
    caption: t`Your team's bets`,
    rowKey: (bet) => bet.id,
    filters: { user: true, level: true },
    load: (query, pageNo, pageSize) => props.calls.getTeamBets(reportParams(query, pageNo, pageSize)),
    columns: [
      { id: 'placedAt', header: headers.time, cell: (bet) => format.dateTime(bet.placedAt) },
      { id: 'user', header: headers.user, cell: (bet) => bet.userName },
      { id: 'level', header: headers.level, align: 'end', cell: (bet) => format.count(bet.level) },
      { id: 'game', header: headers.game, cell: (bet) => <TwoLines main={bet.gameName} sub={bet.vendorName} /> },
      { id: 'category', header: headers.category, cell: (bet) => categoryLabel(bet.category) },
      { id: 'stake', header: headers.stake, align: 'end', cell: (bet) => format.money(bet.stakePaise) },
      { id: 'valid', header: headers.valid, align: 'end', cell: (bet) => format.money(bet.validPaise) },
      { id: 'payout', header: headers.payout, align: 'end', cell: (bet) => (bet.payoutPaise === null ? '—' : format.money(bet.payoutPaise)) },
      { id: 'winLoss', header: headers.winLoss, align: 'end', cell: (bet) => (bet.winLossPaise === null ? '—' : <SignedAmount {...format.signed(bet.winLossPaise)} />) },
      { id: 'status', header: headers.status, cell: (bet) => <Tag tone={bet.status === 'unsettled' ? 'pending' : 'even'}>{texts.betStatus(bet.status)}</Tag> },
    ],
    totals: (totals) => [
      { id: 'count', label: <Trans>Bets</Trans>, value: format.count(totals.count) },
      { id: 'stake', label: <Trans>Total bet</Trans>, value: format.money(totals.stakePaise) },
      { id: 'valid', label: <Trans>Valid bet</Trans>, value: format.money(totals.validPaise) },
      { id: 'payout', label: <Trans>Payout</Trans>, value: format.money(totals.payoutPaise) },
      { id: 'winLoss', label: <Trans>Team win/loss</Trans>, value: format.signed(totals.winLossPaise).text, tone: format.signed(totals.winLossPaise).tone },
    ],
    footer: (totals) => ({
      placedAt: <Trans>Total</Trans>,
      stake: format.money(totals.stakePaise),
      valid: format.money(totals.validPaise),
      payout: format.money(totals.payoutPaise),
      winLoss: <SignedAmount {...format.signed(totals.winLossPaise)} />,
    }),
    csv: {
      fileName: 'team-betting',
      columns: [
        { header: headers.time, value: (bet) => ({ at: bet.placedAt }) },
        { header: headers.user, value: (bet) => bet.userName },
        { header: headers.level, value: (bet) => bet.level },
        { header: headers.game, value: (bet) => bet.gameName },
        { header: headers.provider, value: (bet) => bet.vendorName },
        { header: headers.category, value: (bet) => categoryLabel(bet.category) },
        { header: headers.stake, value: (bet) => ({ paise: bet.stakePaise }) },
        { header: headers.valid, value: (bet) => ({ paise: bet.validPaise }) },
        { header: headers.payout, value: (bet) => (bet.payoutPaise === null ? null : { paise: bet.payoutPaise }) },
        { header: headers.winLoss, value: (bet) => (bet.winLossPaise === null ? null : { paise: bet.winLossPaise }) },
        { header: headers.status, value: (bet) => texts.betStatus(bet.status) },
      ],
    },
    countText: (count) => t`${count} bets`,
    empty: <Trans>No team bets in this period. Try a longer period, another user or another level.</Trans>,
  };
  return <RecordPage config={config} currencySymbol={props.currencySymbol} />;
}
