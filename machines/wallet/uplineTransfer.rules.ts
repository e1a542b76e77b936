import { type AmountIssue, checkAmountRange, parseRupeesToPaise, type RangeIssue } from '../../kernel/money';
import type { UplineTransferInfo } from '../../kernel/transferUpline';

/**
 * Sending money to the upline agent (SPEC 6 Member: 'transfers to the upline'; module MEMTRANS3):
 * an amount within the transfer limits and the main wallet's balance, confirmed with the
 * withdrawal password. Amounts are integer paise; all arithmetic is here.
 */

export type UplineAmountIssue = AmountIssue | RangeIssue;
export type UplinePasswordIssue = 'passwordEmpty';

export type UplineCheck = { ok: true; amountPaise: number } | { ok: false; amountIssue: UplineAmountIssue | null; passwordIssue: UplinePasswordIssue | null };

/** The typed amount against the limits and the balance, and a withdrawal password typed at all. */
export function checkUplineTransfer(info: UplineTransferInfo, amountText: string, password: string): UplineCheck {
  const parsed = parseRupeesToPaise(amountText);
  const amountIssue: UplineAmountIssue | null = parsed.ok
    ? checkAmountRange(parsed.paise, { minPaise: info.minPaise, maxPaise: info.maxPaise }, info.balancePaise)
    : parsed.issue;
  const passwordIssue: UplinePasswordIssue | null = password === '' ? 'passwordEmpty' : null;
  if (parsed.ok && amountIssue === null && passwordIssue === null) return { ok: true, amountPaise: parsed.paise };
  return { ok: false, amountIssue, passwordIssue };
}

/** The main wallet's balance once the transfer is made (shown on the confirm step). */
export const balanceAfterTransfer = (info: UplineTransferInfo, amountPaise: number) => info.balancePaise - amountPaise;

/** The info after a transfer: the backend's new balance. */
export const infoAfterTransfer = (info: UplineTransferInfo, balancePaise: number): UplineTransferInfo => ({ ...info, balancePaise });

/** The limits a member can send at all: none when the balance is below the minimum. */
export const canSendAny = (info: UplineTransferInfo) => info.balancePaise >= info.minPaise && info.maxPaise >= info.minPaise;
