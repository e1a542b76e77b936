import type { Context } from 'hono';
import { ErrorCode } from '../kernel/errorCodes';
import type { AppEnv } from './appEnv';
import { tooManyRequests } from './rateLimitGuard';
import { fail } from './respond';
import type { SendOutcome } from './sms';

/**
 * The answer to a code request the backend did not send: 429 TOO_MANY_REQUESTS with when to retry,
 * or (HTTP 200) the merchant's sender refusing it, SPEC 8 'function not enabled, contact customer
 * service' or 'quota not sufficient, contact customer service'.
 */
export function refuseSend(c: Context<AppEnv>, outcome: Extract<SendOutcome, { sent: false }>) {
  return 'retryAt' in outcome ? tooManyRequests(c, outcome.retryAt) : fail(c, ErrorCode[outcome.refusal], outcome.refusal);
}
