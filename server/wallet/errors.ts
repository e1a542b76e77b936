import { ErrorCode } from '../../kernel/errorCodes';
import { formatPaise } from '../../kernel/format';
import type { RangeIssue } from '../../kernel/money';
import { LedgerError } from '../ledger/journal';
import type { MessageKey } from '../messages';
import { ApiError } from '../respond';

/** A business refusal (HTTP 200, success false) thrown from inside a money operation, so its transaction rolls back. */
export const refusal = (code: ErrorCode, key: MessageKey, detail?: string) => new ApiError(200, code, key, detail);

const RANGE_CODES: Record<RangeIssue, ErrorCode> = {
  amountBelowMin: ErrorCode.amountBelowMin,
  amountAboveMax: ErrorCode.amountAboveMax,
  insufficientBalance: ErrorCode.insufficientBalance,
};

/** The refusal of an amount outside its bounds, naming the bound ('₹100.00'). */
export function rangeRefusal(issue: RangeIssue, bounds: { minPaise: number; maxPaise: number }) {
  const detail = issue === 'amountBelowMin' ? `₹${formatPaise(bounds.minPaise)}` : issue === 'amountAboveMax' ? `₹${formatPaise(bounds.maxPaise)}` : undefined;
  return refusal(RANGE_CODES[issue], issue, detail);
}

/**
 * Runs a posting and turns the ledger's refusals a member can cause into business refusals; a
 * refusal that only a bug can cause (unbalanced lines, mixed currencies) stays an error (500).
 */
export function withLedgerRefusals<T>(post: () => T): T {
  try {
    return post();
  } catch (error) {
    if (error instanceof LedgerError) {
      if (error.reason === 'insufficientFunds') throw refusal(ErrorCode.insufficientBalance, 'insufficientBalance');
      if (error.reason === 'idempotencyConflict') throw refusal(ErrorCode.idempotencyConflict, 'idempotencyConflict');
    }
    throw error;
  }
}
