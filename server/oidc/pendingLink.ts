import type { Context } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import type { Db } from '../types';
import { socialFail } from './messages';
import { createSocialStore, type SocialStore } from './store';

const isUniqueViolation = (error: unknown) => error instanceof Error && 'code' in error && (error as { code: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Links the identity of a live link ticket to the member and spends the ticket; null when linked,
 * else the refusal (the ticket spent or expired, the member's channel or the identity taken).
 */
export function linkIdentity(c: Context<AppEnv>, store: SocialStore, linkTicket: string, memberId: number, now: number) {
  const ticket = store.liveTicket(linkTicket, now);
  if (!ticket) return socialFail(c, ErrorCode.socialTicketExpired, 'ticketExpired');
  if (store.hasChannel(memberId, ticket.channel)) return socialFail(c, ErrorCode.socialAlreadyLinked, 'alreadyLinked');
  if (!store.spendTicket(ticket.ticket, now)) return socialFail(c, ErrorCode.socialTicketExpired, 'ticketExpired');
  try {
    store.link(ticket.channel, ticket.subject, memberId, now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return socialFail(c, ErrorCode.socialAlreadyLinked, 'alreadyLinked');
  }
  return null;
}

const STORES = new WeakMap<Db, SocialStore>();

/**
 * Issue 26 item 2: an identity linked with the password of an account with two-factor on is linked
 * only when the login's second step is answered (server/routes/twoFactor.ts), never on the password
 * alone. Kept apart from socialLogin.ts so the two-factor route needs nothing else of the social login.
 */
export function finishPendingLink(c: Context<AppEnv>, ctx: ServerContext, linkTicket: string, memberId: number, now: number) {
  let store = STORES.get(ctx.db);
  if (!store) {
    store = createSocialStore(ctx.db);
    STORES.set(ctx.db, store);
  }
  return linkIdentity(c, store, linkTicket, memberId, now);
}
