import type { SocialChannel } from '../../kernel/socialLogin';
import type { Db } from '../types';

export type LinkTicketRow = { ticket: string; channel: SocialChannel; subject: string; displayName: string; expiresAt: number };

/** The social login's tables (migration 018): linked identities, link tickets, used nonces. */
export function createSocialStore(db: Db) {
  const memberOf = db.prepare<[string, string], { memberId: number }>('SELECT member_id AS memberId FROM social_identity WHERE channel = ? AND subject = ?');
  const channelOfMember = db.prepare<[number, string], { subject: string }>('SELECT subject FROM social_identity WHERE member_id = ? AND channel = ?');
  const insertLink = db.prepare<[string, string, number, number]>('INSERT INTO social_identity (channel, subject, member_id, linked_at) VALUES (?, ?, ?, ?)');
  const insertLinkIfFree = db.prepare<[string, string, number, number]>(
    'INSERT OR IGNORE INTO social_identity (channel, subject, member_id, linked_at) VALUES (?, ?, ?, ?)',
  );
  const insertTicket = db.prepare<[string, string, string, string, number]>(
    'INSERT INTO social_link_ticket (ticket, channel, subject, display_name, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const liveTicket = db.prepare<[string, number], LinkTicketRow>(
    `SELECT ticket, channel, subject, display_name AS displayName, expires_at AS expiresAt
     FROM social_link_ticket WHERE ticket = ? AND spent_at IS NULL AND expires_at > ?`,
  );
  const spendTicket = db.prepare<[number, string]>('UPDATE social_link_ticket SET spent_at = ? WHERE ticket = ? AND spent_at IS NULL');
  const spendNonce = db.prepare<[string, number]>('INSERT OR IGNORE INTO social_nonce (nonce, used_at) VALUES (?, ?)');

  return {
    memberIdOf: (channel: SocialChannel, subject: string): number | null => memberOf.get(channel, subject)?.memberId ?? null,
    hasChannel: (memberId: number, channel: SocialChannel): boolean => channelOfMember.get(memberId, channel) !== undefined,
    /** Throws on a unique violation: the identity or the member's channel is taken (the link never changes). */
    link: (channel: SocialChannel, subject: string, memberId: number, now: number) => void insertLink.run(channel, subject, memberId, now),
    /** The demo links of the seed: kept when already there. */
    linkIfFree: (channel: SocialChannel, subject: string, memberId: number, now: number) => void insertLinkIfFree.run(channel, subject, memberId, now),
    openTicket: (row: LinkTicketRow) => void insertTicket.run(row.ticket, row.channel, row.subject, row.displayName, row.expiresAt),
    liveTicket: (ticket: string, now: number): LinkTicketRow | null => liveTicket.get(ticket, now) ?? null,
    /** True for the one request that spends it. */
    spendTicket: (ticket: string, now: number): boolean => spendTicket.run(now, ticket).changes === 1,
    /** True the first time a nonce is seen: an id token is accepted once. */
    spendNonce: (nonce: string, now: number): boolean => spendNonce.run(nonce, now).changes === 1,
  };
}
export type SocialStore = ReturnType<typeof createSocialStore>;
