import { useLingui } from '@lingui/react/macro';
import { type DownlineKind, downlineKind } from '@/rules/agent/team.rules';
import type { AccountRecordType, BET_STATUSES } from '@kernel/records';

type BetStatus = (typeof BET_STATUSES)[number];

/** The words the agency reports share: account kinds, entry types and bet statuses, translated. */
export function useReportTexts() {
  const { t } = useLingui();
  const kindLabel: Record<DownlineKind, string> = { member: t`Member`, agent: t`Agent`, subAgent: t`Sub-agent` };
  const entryType: Record<AccountRecordType, string> = {
    deposit: t`Deposit`,
    withdrawal: t`Withdrawal`,
    transfer: t`Transfer`,
    bonus: t`Bonus`,
    rebate: t`Rebate`,
    bet: t`Bet`,
    payout: t`Payout`,
    adjustment: t`Adjustment`,
  };
  const betStatus: Record<BetStatus, string> = { settled: t`Settled`, unsettled: t`Unsettled` };
  return {
    /** SPEC 3 type lists: Member, Agent or Sub-agent by the account's type. */
    accountKind: (type: number) => kindLabel[downlineKind(type)],
    entryType: (type: AccountRecordType) => entryType[type],
    betStatus: (status: BetStatus) => betStatus[status],
  };
}
