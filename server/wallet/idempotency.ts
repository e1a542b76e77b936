import { createHash } from 'node:crypto';
import { ErrorCode } from '../../kernel/errorCodes';
import type { MoneyContext } from './context';
import { refusal } from './errors';

export type IdempotentScope = {
  memberId: number;
  /** The key the client sent with the write. */
  key: string;
  /** The call, e.g. 'withdraw'; a key is the member's for one call and one request only. */
  operation: string;
  /** What identifies the request (without the key and without passwords). */
  request: unknown;
};

/**
 * Runs a member's money write at most once per idempotency key, in one SQLite transaction: the
 * first run's answer is stored with the key, a retry with the same request gets that answer again
 * (identical, whatever changed since), and the same key with another request is refused. A
 * refused write stores nothing, so a retry is judged afresh.
 */
export function runIdempotent<T>(ctx: MoneyContext, scope: IdempotentScope, now: number, work: () => T): T {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([scope.operation, scope.request]))
    .digest('hex');
  return ctx.db.transaction(() => {
    const existing = ctx.stores.idempotentRequests.find(scope.memberId, scope.key);
    if (existing) {
      if (existing.operation !== scope.operation || existing.fingerprint !== fingerprint) {
        throw refusal(ErrorCode.idempotencyConflict, 'idempotencyConflict');
      }
      return JSON.parse(existing.response) as T;
    }
    const result = work();
    ctx.stores.idempotentRequests.save(scope.memberId, scope.key, { operation: scope.operation, fingerprint, response: JSON.stringify(result) }, now);
    return result;
  })();
}
