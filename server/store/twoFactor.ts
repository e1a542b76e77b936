import type { Db } from '../types';

export type TwoFactorRow = { memberId: number; secret: string; createdAt: number; enabledAt: number | null };
export type TwoFactorTicketRow = {
  memberId: number;
  ip: string;
  expiresAt: number;
  usedAt: number | null;
  wrongAttempts: number;
  /** The social link ticket this login finishes once the code is given (linking an identity with a password), else null. */
  socialLinkTicket: string | null;
};

/**
 * Two-factor authentication (022_two_factor): the member's secret (pending until confirmed), the
 * recovery codes' hashes, and the login's second-step tickets by hash. Hashing is the caller's
 * (server/twoFactor/twoFactor.ts): this store never sees a recovery code or a ticket in the clear.
 */
export function createTwoFactorStore(db: Db) {
  const byMember = db.prepare<[number], TwoFactorRow>(
    'SELECT member_id AS memberId, secret, created_at AS createdAt, enabled_at AS enabledAt FROM two_factor WHERE member_id = ?',
  );
  const upsertPending = db.prepare(
    `INSERT INTO two_factor (member_id, secret, created_at, enabled_at) VALUES (?, ?, ?, NULL)
     ON CONFLICT (member_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at, enabled_at = NULL
     WHERE two_factor.enabled_at IS NULL`,
  );
  const enable = db.prepare('UPDATE two_factor SET enabled_at = ?, last_step = ? WHERE member_id = ? AND enabled_at IS NULL');
  // Only forward: of two requests with the same code, one moves it; a code of an older step moves nothing.
  const acceptStep = db.prepare('UPDATE two_factor SET last_step = ? WHERE member_id = ? AND (last_step IS NULL OR last_step < ?)');
  const remove = db.prepare('DELETE FROM two_factor WHERE member_id = ?');
  const removeCodes = db.prepare('DELETE FROM two_factor_recovery_code WHERE member_id = ?');
  const insertCode = db.prepare('INSERT INTO two_factor_recovery_code (member_id, code_hash) VALUES (?, ?)');
  const spendCode = db.prepare('UPDATE two_factor_recovery_code SET used_at = ? WHERE member_id = ? AND code_hash = ? AND used_at IS NULL');
  const codesLeft = db.prepare<[number], { left: number }>('SELECT COUNT(*) AS left FROM two_factor_recovery_code WHERE member_id = ? AND used_at IS NULL');
  const insertTicket = db.prepare('INSERT INTO two_factor_ticket (ticket_hash, member_id, ip, created_at, expires_at, social_link_ticket) VALUES (?, ?, ?, ?, ?, ?)');
  const purgeTickets = db.prepare('DELETE FROM two_factor_ticket WHERE expires_at < ?');
  const ticket = db.prepare<[string], TwoFactorTicketRow>(
    `SELECT member_id AS memberId, ip, expires_at AS expiresAt, used_at AS usedAt, wrong_attempts AS wrongAttempts, social_link_ticket AS socialLinkTicket
     FROM two_factor_ticket WHERE ticket_hash = ?`,
  );
  const spendTicket = db.prepare('UPDATE two_factor_ticket SET used_at = ? WHERE ticket_hash = ? AND used_at IS NULL');
  const wrongTicket = db.prepare<[string], { wrongAttempts: number }>(
    'UPDATE two_factor_ticket SET wrong_attempts = wrong_attempts + 1 WHERE ticket_hash = ? RETURNING wrong_attempts AS wrongAttempts',
  );

  return {
    byMember: (memberId: number) => byMember.get(memberId) ?? null,
    /** A new pending secret (replacing a pending one); false when two-factor is already on. */
    startPending: (memberId: number, secret: string, now: number) => upsertPending.run(memberId, secret, now).changes > 0,
    /**
     * Turns the pending secret on with these recovery code hashes, replacing any old ones; false when
     * nothing was pending. `step`: the time step of the code that confirmed it (used, as a login's is).
     */
    enable: db.transaction((memberId: number, codeHashes: readonly string[], now: number, step: number) => {
      if (enable.run(now, step, memberId).changes === 0) return false;
      removeCodes.run(memberId);
      for (const hash of codeHashes) insertCode.run(memberId, hash);
      return true;
    }),
    disable: db.transaction((memberId: number) => {
      removeCodes.run(memberId);
      remove.run(memberId);
    }),
    /** True when `step` is later than the newest accepted code's, and is now the newest: a code is taken once. */
    acceptStep: (memberId: number, step: number) => acceptStep.run(step, memberId, step).changes > 0,
    /** True when this call spent an unused code of the member's. */
    spendRecoveryCode: (memberId: number, codeHash: string, now: number) => spendCode.run(now, memberId, codeHash).changes > 0,
    recoveryCodesLeft: (memberId: number) => codesLeft.get(memberId)?.left ?? 0,
    createTicket(row: { ticketHash: string; memberId: number; ip: string; now: number; expiresAt: number; socialLinkTicket: string | null }) {
      purgeTickets.run(row.now);
      insertTicket.run(row.ticketHash, row.memberId, row.ip, row.now, row.expiresAt, row.socialLinkTicket);
    },
    ticket: (ticketHash: string) => ticket.get(ticketHash) ?? null,
    /** True when this call spent it. */
    spendTicket: (ticketHash: string, now: number) => spendTicket.run(now, ticketHash).changes > 0,
    recordWrong: (ticketHash: string) => wrongTicket.get(ticketHash)?.wrongAttempts ?? 0,
  };
}
export type TwoFactorStore = ReturnType<typeof createTwoFactorStore>;
