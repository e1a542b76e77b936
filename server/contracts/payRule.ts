import type { ContractTerms } from '../../kernel/agencyContracts';
import { type PeriodTotals, shareOf } from './teamBets';

export type PeriodOutcome = { qualified: boolean; amountPaise: number };

/**
 * What a contract pays for one period of its team's bets (SPEC 3 terms):
 * real-time salary the per-bet salaries of the counted bets; hourly and daily salary a share of the
 * valid bets once they reach the threshold; a dividend a share of the team's profit once the valid
 * bets, the profit and the active members all reach theirs.
 */
export function periodOutcome(terms: ContractTerms, totals: PeriodTotals): PeriodOutcome {
  switch (terms.kind) {
    case 'realtimeSalary': {
      const qualified = totals.activeMembers > 0;
      return { qualified, amountPaise: qualified ? totals.realtimePaise : 0 };
    }
    case 'hourlySalary':
    case 'dailySalary': {
      const threshold = terms.kind === 'hourlySalary' ? terms.hourlyBetPaise : terms.dailyBetPaise;
      const qualified = totals.validPaise > 0 && totals.validPaise >= threshold;
      return { qualified, amountPaise: qualified ? shareOf(totals.validPaise, terms.rateBps) : 0 };
    }
    case 'dividend': {
      const qualified =
        totals.validPaise > 0 &&
        totals.validPaise >= terms.periodValidBetPaise &&
        totals.profitPaise >= terms.periodProfitLossPaise &&
        totals.activeMembers >= terms.activeMembers;
      return { qualified, amountPaise: qualified ? shareOf(totals.profitPaise, terms.rateBps) : 0 };
    }
  }
}
