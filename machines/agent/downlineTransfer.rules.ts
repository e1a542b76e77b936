import type { DownlineTransferInfo } from '@kernel/agency';
import { type AmountIssue, checkAmountRange, parseRupeesToPaise, type RangeIssue } from '@kernel/money';

/**
 * An agent sending money to a downline (SPEC 3 Wallet transfer, SPEC 6 Agent 'transfer to
 * downlines'): an amount within the transfer limits and the agent's main balance (never below
 * zero), confirmed with the withdrawal password. Amounts are integer paise; all arithmetic is here
 * and in kernel/money.ts.
 */

export type DownlineAmountIssue = AmountIssue | RangeIssue;
export type DownlinePasswordIssue = 'passwordEmpty';

export type DownlineCheck =
  | { ok: true; amountPaise: number; amountIssue: null; passwordIssue: null }
  | { ok: false; amountIssue: DownlineAmountIssue | null; passwordIssue: DownlinePasswordIssue | null };

/** The typed amount against the limits and the balance, and a withdrawal password typed at all. */
export function checkDownlineTransfer(info: DownlineTransferInfo, amountText: string, password: string): DownlineCheck {
  const parsed = parseRupeesToPaise(amountText);
  const amountIssue: DownlineAmountIssue | null = parsed.ok
    ? checkAmountRange(parsed.paise, { minPaise: info.minPaise, maxPaise: info.maxPaise }, info.balancePaise)
    : parsed.issue;
  const passwordIssue: DownlinePasswordIssue | null = password === '' ? 'passwordEmpty' : null;
  if (parsed.ok && amountIssue === null && passwordIssue === null) return { ok: true, amountPaise: parsed.paise, amountIssue, passwordIssue };
  return { ok: false, amountIssue, passwordIssue };
}

/** The agent's main balance once the transfer is made (shown on the confirm step). */
export const balanceAfterTransfer = (info: DownlineTransferInfo, amountPaise: number) => info.balancePaise - amountPaise;

/** The info after a transfer: the backend's new balance of the agent. */
export const infoAfterTransfer = (info: DownlineTransferInfo, balancePaise: number): DownlineTransferInfo => ({ ...info, balancePaise });

/** Whether the agent can send anything at all: not when the balance is below the minimum. */
export const canSendAny = (info: DownlineTransferInfo) => info.balancePaise >= info.minPaise && info.maxPaise >= info.minPaise;
