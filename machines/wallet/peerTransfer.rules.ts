import { type AmountIssue, checkAmountRange, parseRupeesToPaise, type RangeIssue } from '@kernel/money';

/**
 * Sending money to a peer, up or down the agency tree: a member to its upline agent (SPEC 6 Member
 * 'transfers to the upline', module MEMTRANS3) or an agent to a downline (SPEC 3 Wallet transfer,
 * SPEC 6 Agent 'transfer to downlines'). An amount within the transfer limits and the sender's main
 * balance (never below zero), confirmed with the withdrawal password. Amounts are integer paise; all
 * arithmetic is here and in kernel/money.ts.
 */

/** What both directions' info carries: the limits per transfer and the sender's main balance. */
export type PeerTransferLimits = { minPaise: number; maxPaise: number; balancePaise: number };

export type PeerAmountIssue = AmountIssue | RangeIssue;
export type PeerPasswordIssue = 'passwordEmpty';

export type PeerCheck =
  | { ok: true; amountPaise: number; amountIssue: null; passwordIssue: null }
  | { ok: false; amountIssue: PeerAmountIssue | null; passwordIssue: PeerPasswordIssue | null };

/** The typed amount against the limits and the balance, and a withdrawal password typed at all. */
export function checkPeerTransfer(info: PeerTransferLimits, amountText: string, password: string): PeerCheck {
  const parsed = parseRupeesToPaise(amountText);
  const amountIssue: PeerAmountIssue | null = parsed.ok
    ? checkAmountRange(parsed.paise, { minPaise: info.minPaise, maxPaise: info.maxPaise }, info.balancePaise)
    : parsed.issue;
  const passwordIssue: PeerPasswordIssue | null = password === '' ? 'passwordEmpty' : null;
  if (parsed.ok && amountIssue === null && passwordIssue === null) return { ok: true, amountPaise: parsed.paise, amountIssue, passwordIssue };
  return { ok: false, amountIssue, passwordIssue };
}

/** The sender's main balance once the transfer is made (shown on the confirm step). */
export const balanceAfterTransfer = (info: PeerTransferLimits, amountPaise: number) => info.balancePaise - amountPaise;

/** The info after a transfer: the backend's new balance of the sender. */
export const infoAfterTransfer = <Info extends PeerTransferLimits>(info: Info, balancePaise: number): Info => ({ ...info, balancePaise });

/** Whether the sender can send anything at all: not when the balance is below the minimum. */
export const canSendAny = (info: PeerTransferLimits) => info.balancePaise >= info.minPaise && info.maxPaise >= info.minPaise;
