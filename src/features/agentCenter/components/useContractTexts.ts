import { useLingui } from '@lingui/react/macro';
import {
  type ContractKind,
  type ContractStatus,
  formatBps,
  type OwnRates,
  type RateIssue,
  type SalaryPeriod,
  type TermIssue,
  type TerminationReason,
} from '@kernel/agencyContracts';
import type { TermsInput } from '@/rules/agent/contractBook.rules';

/** SPEC 3, 4 Contracts in the user's language: kinds, statuses, why a contract ended, periods, terms and their issues. */
export function useContractTexts() {
  const { t } = useLingui();
  const kind: Record<ContractKind, string> = {
    dividend: t`Dividend`,
    dailySalary: t`Daily salary`,
    hourlySalary: t`Hourly salary`,
    realtimeSalary: t`Real-time salary`,
  };
  const status: Record<ContractStatus, string> = {
    pending: t`Pending`,
    active: t`Active`,
    rejected: t`Rejected`,
    expired: t`Expired`,
    terminated: t`Terminated`,
  };
  const reason: Record<TerminationReason, string> = {
    receiver: t`Ended by the agent`,
    upline: t`Ended by the upline`,
    replaced: t`Replaced by a newer contract`,
    lowerRate: t`Ended by the lower-rate rule`,
  };
  const period: Record<SalaryPeriod, string> = { daily: t`Daily`, weekly: t`Weekly`, semimonthly: t`Semimonthly`, monthly: t`Monthly` };
  const field: Record<string, string> = {
    period: t`Settlement period`,
    periodValidBetPaise: t`Period valid bet`,
    periodProfitLossPaise: t`Period profit and loss`,
    activeMembers: t`Active members`,
    rateBps: t`Rate`,
    dailyBetPaise: t`Daily bet amount`,
    hourlyBetPaise: t`Bet amount per hour`,
    profitRateBps: t`Profit salary rate`,
    lossRateBps: t`Loss salary rate`,
    singleBetPaise: t`Single bet amount`,
  };
  /** SPEC 9 amounts of rates: 2 decimals and a percent sign ('1.50 %'). */
  const rate = (bps: number) => `${formatBps(bps)} %`;

  function issue(problem: RateIssue | TermIssue, input: TermsInput, fieldName: string, ownRates: OwnRates | null): string {
    switch (problem) {
      case 'rateEmpty':
        return t`Please enter a rate`;
      case 'rateNotNumber':
        return t`Please enter the rate as a number, like 1.5`;
      case 'rateTooManyDecimals':
        return t`A rate can have at most 2 decimals`;
      case 'rateOutOfRange':
        return t`A rate must be between 0 % and 100 %`;
      case 'rateAboveOwn': {
        const own = ownRates?.[fieldName as keyof OwnRates];
        const limit = rate(own ?? 0);
        return t`This is above your own rate: at most ${limit}`;
      }
      case 'termEmpty':
        return t`Please enter a value`;
      case 'termNotNumber':
        return input === 'money' ? t`Please enter the amount as a number, like 1000 or 1000.50` : t`Please enter a number`;
      case 'termNotWhole':
        return input === 'money' ? t`An amount can have at most 2 decimals` : t`Please enter a whole number`;
      case 'termNegative':
        return t`This cannot be negative`;
      case 'termTooLarge':
        return t`This number is too large`;
    }
  }

  return { kind, status, reason, period, field, rate, issue };
}
export type ContractTexts = ReturnType<typeof useContractTexts>;
