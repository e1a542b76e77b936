import type { Db } from '../types';

export type LoginTicketRow = {
  ticket: string;
  memberId: number;
  ip: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  wrongAttempts: number;
};

/** Password logins from an unregistered IP, waiting for their verification answer. */
export function createLoginTicketStore(db: Db) {
  const insert = db.prepare('INSERT INTO login_ticket (ticket, member_id, ip, created_at, expires_at) VALUES (@ticket, @memberId, @ip, @now, @expiresAt)');
  const byTicket = db.prepare<[string], LoginTicketRow>(
    `SELECT ticket, member_id AS memberId, ip, created_at AS createdAt, expires_at AS expiresAt, used_at AS usedAt,
       wrong_attempts AS wrongAttempts
     FROM login_ticket WHERE ticket = ?`,
  );
  const spend = db.prepare('UPDATE login_ticket SET used_at = ? WHERE ticket = ? AND used_at IS NULL');
  const wrong = db.prepare<[string], { wrongAttempts: number }>(
    'UPDATE login_ticket SET wrong_attempts = wrong_attempts + 1 WHERE ticket = ? RETURNING wrong_attempts AS wrongAttempts',
  );
  const purge = db.prepare('DELETE FROM login_ticket WHERE expires_at < ?');

  return {
    create(row: { ticket: string; memberId: number; ip: string; now: number; expiresAt: number }) {
      purge.run(row.now);
      insert.run(row);
    },
    byTicket: (ticket: string) => byTicket.get(ticket) ?? null,
    /** True when this call spent it. */
    spend: (ticket: string, now: number) => spend.run(now, ticket).changes > 0,
    recordWrong: (ticket: string) => wrong.get(ticket)?.wrongAttempts ?? 0,
  };
}
export type LoginTicketStore = ReturnType<typeof createLoginTicketStore>;
