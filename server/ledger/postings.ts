import { HOUSE, memberAccount } from './accounts';
import type { Journal, Posting } from './journal';

/**
 * The postings that open money on an account: a seeded opening balance (against the house's
 * equity) and a trial account's free-play credit (DEMO currency, so it can never be transferred,
 * withdrawn or mixed with real money). Both are keyed by the member, so they happen once.
 */
export function postOpeningBalance(journal: Journal, memberId: number, amountPaise: number, now: number): Posting | null {
  if (amountPaise === 0) return null;
  return journal.post({
    idempotencyKey: `opening:${memberId}`,
    kind: 'opening',
    reference: `member:${memberId}`,
    lines: [
      { account: HOUSE.opening, amountPaise: -amountPaise },
      { account: memberAccount.main(memberId), amountPaise },
    ],
    now,
  });
}

export function postTrialCredit(journal: Journal, memberId: number, amountPaise: number, now: number): Posting {
  return journal.post({
    idempotencyKey: `trial-credit:${memberId}`,
    kind: 'trialCredit',
    reference: `member:${memberId}`,
    lines: [
      { account: HOUSE.demo, amountPaise: -amountPaise },
      { account: memberAccount.demo(memberId), amountPaise },
    ],
    now,
  });
}
