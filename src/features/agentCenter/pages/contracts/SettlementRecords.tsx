import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ContractKind, Settlement, SettlementTotals } from '@kernel/agencyContracts';
import { formatterFor } from '@kernel/format';
import { indianDateOf } from '@kernel/records';
import type { AgentCalls } from '@/api/agentCalls';
import { settlesWithinDay } from '@/rules/agent/contractBook.rules';
import { Pill, PillGroup } from '@/ui/PillGroup';
import { SignedAmount, Tag } from '@/ui/records/RecordCells';
import { RecordPage, type RecordPageConfig } from '@/ui/records/RecordPage';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import { Stack } from '@/ui/Stack';

type Scope = 'mine' | 'team';

/**
 * The settlement records of a kind (SPEC 9 settlement periods): what was paid to the agent under
 * its own contract (mine) or to its downlines under the contracts it gave (team), per period,
 * with the team figures the period was judged on. A record page: filters, paging and totals are
 * RecordPage's.
 */
export function SettlementRecords({ calls, kind, currencySymbol }: { calls: AgentCalls; kind: ContractKind; currencySymbol: string }) {
  const { t, i18n } = useLingui();
  const format = useRecordFormat(currencySymbol);
  const [scope, setScope] = useState<Scope>('mine');

  const periodText = (row: Settlement) => {
    if (settlesWithinDay(kind)) return `${format.dateTime(row.periodStart)} – ${formatterFor(i18n.locale).time(row.periodEnd, 'Asia/Kolkata')}`;
    // A period ends at the start of the next day: its last day is the one before.
    const first = indianDateOf(row.periodStart);
    const last = indianDateOf(row.periodEnd - 1);
    return first === last ? format.date(first) : `${format.date(first)} – ${format.date(last)}`;
  };

  const config: RecordPageConfig<Settlement, SettlementTotals> = {
    id: `settlements-${kind}-${scope}`,
    caption: scope === 'mine' ? t`Settlements paid to you` : t`Settlements paid to your downlines`,
    rowKey: (row) => row.id,
    filters: {},
    load: ({ from, to }, pageNo) => calls.getSettlements({ kind, scope, from, to, pageNo }),
    columns: [
      { id: 'period', header: t`Period`, cell: periodText },
      ...(scope === 'team' ? [{ id: 'receiver', header: t`Agent`, cell: (row: Settlement) => row.receiver }] : []),
      { id: 'teamValid', header: t`Team valid bets`, align: 'end', cell: (row) => format.money(row.teamValidPaise) },
      { id: 'teamProfit', header: t`Team profit`, align: 'end', cell: (row) => <SignedAmount {...format.signed(row.teamProfitPaise)} /> },
      { id: 'activeMembers', header: t`Active members`, align: 'end', cell: (row) => format.count(row.activeMembers) },
      { id: 'qualified', header: t`Qualified`, cell: (row) => (row.qualified ? <Tag tone="win">{t`Yes`}</Tag> : <Tag tone="even">{t`No`}</Tag>) },
      { id: 'amount', header: t`Amount`, align: 'end', cell: (row) => format.money(row.amountPaise) },
    ],
    totals: (totals) => [
      { id: 'count', label: t`Settlements`, value: format.count(totals.count) },
      { id: 'teamValid', label: t`Team valid bets`, value: format.money(totals.teamValidPaise) },
      { id: 'amount', label: t`Amount paid`, value: format.money(totals.amountPaise), tone: totals.amountPaise > 0 ? 'win' : 'even' },
    ],
    footer: (totals) => ({ period: t`Total`, teamValid: format.money(totals.teamValidPaise), amount: format.money(totals.amountPaise) }),
    countText: (count) => t`${count} settlements`,
    empty: scope === 'mine' ? <Trans>Nothing was settled to you in this period.</Trans> : <Trans>Nothing was settled to your downlines in this period.</Trans>,
  };

  return (
    <Stack gap="s">
      <PillGroup label={t`Whose settlements`}>
        {(['mine', 'team'] as const).map((option) => (
          <Pill key={option} active={option === scope} onClick={() => setScope(option)} data-testid={`settlement-scope-${option}`}>
            {option === 'mine' ? t`Paid to me` : t`Paid to my team`}
          </Pill>
        ))}
      </PillGroup>
      <RecordPage key={scope} config={config} currencySymbol={currencySymbol} />
    </Stack>
  );
}
