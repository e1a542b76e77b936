import { createHash, randomBytes } from 'node:crypto';
import type { ServerContext } from '../context';
import type { MemberRow } from '../store/members';

/** A ticket lasts this long after the launch or the last spin, and never beyond its session. */
export const PLAY_TICKET_LIFETIME_MS = 30 * 60 * 1000;

// Only the hash is stored: the table alone does not let anyone play.
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A launch's play ticket: the game page's iframe sends no Authorization header, so its address
 * carries this instead. 32 random bytes from the OS (never the injectable random: it must be
 * unguessable), bound to the member, the session that launched, and the game.
 */
export function issuePlayTicket(ctx: ServerContext, grant: { memberId: number; sessionToken: string; nodeId: number }, now: number): string {
  const ticket = randomBytes(32).toString('base64url');
  ctx.stores.playTickets.pruneExpired(now);
  ctx.stores.playTickets.create({ ticketHash: hashOf(ticket), ...grant, createdAt: now, expiresAt: now + PLAY_TICKET_LIFETIME_MS });
  return ticket;
}

/**
 * The member a ticket lets play game `nodeId` now, or null: unknown ticket, another game, past its
 * time, or its session ended (a logout ends play too).
 */
export function playerOfTicket(ctx: ServerContext, ticket: string, nodeId: number, now: number): MemberRow | null {
  const row = ctx.stores.playTickets.byHash(hashOf(ticket));
  if (!row || row.nodeId !== nodeId || row.expiresAt <= now) return null;
  if (ctx.stores.sessions.activeMemberId(row.sessionToken, now) !== row.memberId) return null;
  return ctx.stores.members.byId(row.memberId);
}

/** A spin keeps the ticket alive while the player plays. */
export const extendPlayTicket = (ctx: ServerContext, ticket: string, now: number) => ctx.stores.playTickets.extend(hashOf(ticket), now + PLAY_TICKET_LIFETIME_MS);
