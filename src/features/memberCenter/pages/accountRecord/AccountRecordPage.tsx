import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountRecord, AccountRecordType } from '@kernel/records';
import { MAIN_WALLET } from '@kernel/wallet';
import { SignedAmount, Tag } from '@/ui/records/RecordCells';
import { RecordPage, type RecordPageConfig } from '@/ui/records/RecordPage';
import { useRecordFormat } from '@/ui/records/useRecordFormat';
import type { MemberPageProps } from '../../memberPageProps';

/** The entry types a member filters by (the seeded opening balance and corrections show as adjustments). */
const FILTER_TYPES: readonly AccountRecordType[] = ['deposit', 'withdrawal', 'transfer', 'bonus', 'rebate', 'bet', 'payout'];

/**
 * transactionHistory (account record, SPEC 2 Member center): every movement of the member's main
 * and game wallets by type and date, paged, each with the wallet's balance after it.
 */
export default function AccountRecordPage(props: MemberPageProps) {
  const { t } = useLingui();
  const format = useRecordFormat(props.currencySymbol);
  const typeLabel: Record<AccountRecordType, string> = {
    deposit: t`Deposit`,
    withdrawal: t`Withdrawal`,
    transfer: t`Transfer`,
    bonus: t`Bonus`,
    rebate: t`Rebate`,
    bet: t`Bet`,
    payout: t`Payout`,
    adjustment: t`Adjustment`,
  };

  const config: RecordPageConfig<AccountRecord, never> = {
    id: 'accountRecords',
    caption: t`Your account entries`,
    rowKey: (entry) => entry.id,
    filters: { types: FILTER_TYPES.map((value) => ({ value, label: typeLabel[value] })) },
    load: ({ from, to, type }, pageNo) => props.calls.records.getAccountRecords({ from, to, type }, pageNo),
    columns: [
      { id: 'time', header: t`Time`, cell: (entry) => format.dateTime(entry.time) },
      { id: 'type', header: t`Type`, cell: (entry) => <Tag tone={entry.amountPaise < 0 ? 'loss' : 'win'}>{typeLabel[entry.type]}</Tag> },
      { id: 'wallet', header: t`Wallet`, cell: (entry) => (entry.wallet === MAIN_WALLET ? t`Main wallet` : entry.wallet) },
      { id: 'amount', header: t`Amount`, align: 'end', cell: (entry) => <SignedAmount {...format.signed(entry.amountPaise)} /> },
      { id: 'balanceAfter', header: t`Balance after`, align: 'end', cell: (entry) => format.money(entry.balanceAfterPaise) },
      { id: 'reference', header: t`Reference`, cell: (entry) => entry.reference ?? '—' },
    ],
    countText: (count) => t`${count} entries`,
    empty: <Trans>No account entries in this period.</Trans>,
  };
  return <RecordPage config={config} currencySymbol={props.currencySymbol} />;
}
