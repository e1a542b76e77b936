import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamProfitLossRow, TeamProfitLossTotals } from '@kernel/agency';
import { SignedAmount } from '@/ui/records/RecordCells';
import { RecordPage, type RecordPageConfig } from '@/ui/records/RecordPage';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import type { AgentPageProps } from '../../agentPageProps';
import { reportParams } from './reportParams';
import { useReportTexts } from './useReportTexts';

/**
 * palStatementsAgentCopy (user profit and loss, SPEC 2 Agent center): one row per team member
 * with bets or money in the range (by user name and level), 20 a page, with the team's totals;
 * export to CSV. Win/loss is the player's side: what the team lost is the agency's profit.
 */
export default function TeamProfitLossPage(props: AgentPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const texts = useReportTexts();
  const headers = {
    user: t`User`,
    level: t`Level`,
    type: t`Type`,
    bets: t`Bets`,
    valid: t`Valid bet`,
    winLoss: t`Win/loss`,
    deposits: t`Deposits`,
    withdrawals: t`Withdrawals`,
    bonuses: t`Bonuses`,
  };

  const config: RecordPageConfig<TeamProfitLossRow, TeamProfitLossTotals> = {
    id: 'teamProfitLoss',
    caption: t`Profit and loss of your team's users`,
    rowKey: (row) => row.userName,
    filters: { user: true, level: true },
    load: (query, pageNo, pageSize) => props.calls.getTeamProfitLoss(reportParams(query, pageNo, pageSize)),
    columns: [
      { id: 'user', header: headers.user, cell: (row) => row.userName },
      { id: 'level', header: headers.level, align: 'end', cell: (row) => format.count(row.level) },
      { id: 'type', header: headers.type, cell: (row) => texts.accountKind(row.type) },
      { id: 'bets', header: headers.bets, align: 'end', cell: (row) => format.count(row.betCount) },
      { id: 'valid', header: headers.valid, align: 'end', cell: (row) => format.money(row.validPaise) },
      { id: 'winLoss', header: headers.winLoss, align: 'end', cell: (row) => <SignedAmount {...format.signed(row.winLossPaise)} /> },
      { id: 'deposits', header: headers.deposits, align: 'end', cell: (row) => format.money(row.depositPaise) },
      { id: 'withdrawals', header: headers.withdrawals, align: 'end', cell: (row) => format.money(row.withdrawalPaise) },
      { id: 'bonuses', header: headers.bonuses, align: 'end', cell: (row) => format.money(row.bonusPaise) },
    ],
    totals: (totals) => [
      { id: 'bets', label: <Trans>Bets</Trans>, value: format.count(totals.betCount) },
      { id: 'valid', label: <Trans>Valid bet</Trans>, value: format.money(totals.validPaise) },
      { id: 'winLoss', label: <Trans>Team win/loss</Trans>, value: format.signed(totals.winLossPaise).text, tone: format.signed(totals.winLossPaise).tone },
      { id: 'deposits', label: <Trans>Deposits</Trans>, value: format.money(totals.depositPaise) },
      { id: 'withdrawals', label: <Trans>Withdrawals</Trans>, value: format.money(totals.withdrawalPaise) },
      { id: 'bonuses', label: <Trans>Bonuses</Trans>, value: format.money(totals.bonusPaise) },
    ],
    footer: (totals) => ({
      user: <Trans>Total</Trans>,
      bets: format.count(totals.betCount),
      valid: format.money(totals.validPaise),
      winLoss: <SignedAmount {...format.signed(totals.winLossPaise)} />,
      deposits: format.money(totals.depositPaise),
      withdrawals: format.money(totals.withdrawalPaise),
      bonuses: format.money(totals.bonusPaise),
    }),
    csv: {
      fileName: 'user-profit-loss',
      columns: [
        { header: headers.user, value: (row) => row.userName },
        { header: headers.level, value: (row) => row.level },
        { header: headers.type, value: (row) => texts.accountKind(row.type) },
        { header: headers.bets, value: (row) => row.betCount },
        { header: headers.valid, value: (row) => ({ paise: row.validPaise }) },
        { header: headers.winLoss, value: (row) => ({ paise: row.winLossPaise }) },
        { header: headers.deposits, value: (row) => ({ paise: row.depositPaise }) },
        { header: headers.withdrawals, value: (row) => ({ paise: row.withdrawalPaise }) },
        { header: headers.bonuses, value: (row) => ({ paise: row.bonusPaise }) },
      ],
    },
    countText: (count) => t`${count} users`,
    empty: <Trans>No team member bet or moved money in this period.</Trans>,
  };
  return <RecordPage config={config} currencySymbol={props.currencySymbol} />;
}
