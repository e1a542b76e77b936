import type { Context } from 'hono';
import { ErrorCode } from '../kernel/errorCodes';
import type { AppEnv } from './appEnv';
import type { ServerContext } from './context';
import type { RateLimitName } from './rateLimit';
import { fail } from './respond';

/** HTTP 429 TOO_MANY_REQUESTS with the SPEC 8 text and `value.retryAt` (smsRateLimitValueSchema). */
export const tooManyRequests = (c: Context<AppEnv>, retryAt: number) => fail(c, ErrorCode.tooManyRequests, 'tooManyRequests', { status: 429, value: { retryAt } });

/**
 * Counts the request against each limit in turn (the narrowest first, so one noisy client does
 * not spend the overall budget once it is refused) and answers 429 at the first that is full;
 * null when every limit let it through.
 */
export function refuseOverLimit(c: Context<AppEnv>, ctx: ServerContext, limits: readonly (readonly [RateLimitName, string])[]) {
  for (const [name, key] of limits) {
    const verdict = ctx.rateLimiter.take(name, key);
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAt);
  }
  return null;
}
