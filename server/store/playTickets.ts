import type { Db } from '../types';

export type PlayTicketRow = { memberId: number; sessionToken: string; nodeId: number; expiresAt: number };

/** Play tickets by the hash of the ticket (server/play/tickets.ts makes and checks them). */
export function createPlayTicketStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO play_ticket (ticket_hash, member_id, session_token, node_id, created_at, expires_at)
     VALUES (@ticketHash, @memberId, @sessionToken, @nodeId, @createdAt, @expiresAt)`,
  );
  const byHash = db.prepare<[string], PlayTicketRow>(
    'SELECT member_id AS memberId, session_token AS sessionToken, node_id AS nodeId, expires_at AS expiresAt FROM play_ticket WHERE ticket_hash = ?',
  );
  const extend = db.prepare('UPDATE play_ticket SET expires_at = MAX(expires_at, ?) WHERE ticket_hash = ?');
  const prune = db.prepare('DELETE FROM play_ticket WHERE expires_at <= ?');

  return {
    create: (row: PlayTicketRow & { ticketHash: string; createdAt: number }) => void insert.run(row),
    byHash: (ticketHash: string) => byHash.get(ticketHash) ?? null,
    extend: (ticketHash: string, expiresAt: number) => void extend.run(expiresAt, ticketHash),
    /** Forgets tickets that can no longer be used, so the table holds only live ones. */
    pruneExpired: (now: number) => prune.run(now).changes,
  };
}
export type PlayTicketStore = ReturnType<typeof createPlayTicketStore>;
