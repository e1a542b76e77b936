import type { Db } from '../context';

export type MemberRow = {
  id: number;
  username: string;
  passwordHash: string | null;
  type: number;
  parentId: number | null;
  nickname: string;
  balanceCents: number;
  vipLevel: number;
  firstLoginPending: number;
  firstLoginSticky: number;
  passwordChangedAt: number;
  createdAt: number;
  lastLoginAt: number | null;
};

const COLUMNS = `id, username, password_hash AS passwordHash, type, parent_id AS parentId, nickname,
  balance_cents AS balanceCents, vip_level AS vipLevel, first_login_pending AS firstLoginPending,
  first_login_sticky AS firstLoginSticky, password_changed_at AS passwordChangedAt,
  created_at AS createdAt, last_login_at AS lastLoginAt`;

export type NewMember = {
  username: string;
  passwordHash: string | null;
  type: number;
  parentId: number | null;
  nickname: string;
  balanceCents: number;
  vipLevel: number;
  now: number;
};

/** Member accounts: lookups, trial creation and the bookkeeping a login does. */
export function createMemberStore(db: Db) {
  const byId = db.prepare<[number], MemberRow>(`SELECT ${COLUMNS} FROM member WHERE id = ?`);
  const byUsername = db.prepare<[string], MemberRow>(`SELECT ${COLUMNS} FROM member WHERE username = ?`);
  const insert = db.prepare(
    `INSERT INTO member (username, password_hash, type, parent_id, nickname, balance_cents, vip_level, password_changed_at, created_at)
     VALUES (@username, @passwordHash, @type, @parentId, @nickname, @balanceCents, @vipLevel, @now, @now)`,
  );
  const markLogin = db.prepare(
    // The first-login flag is spent by the login that reports it, unless the account keeps it on purpose.
    `UPDATE member SET last_login_at = ?, first_login_pending = first_login_pending * first_login_sticky WHERE id = ?`,
  );
  const unread = db.prepare<[number], { count: number }>(
    'SELECT COUNT(*) AS count FROM member_message WHERE member_id = ? AND read_at IS NULL',
  );

  return {
    byId: (id: number) => byId.get(id) ?? null,
    byUsername: (username: string) => byUsername.get(username) ?? null,
    create(member: NewMember): MemberRow {
      const { lastInsertRowid } = insert.run(member);
      const created = byId.get(Number(lastInsertRowid));
      if (!created) throw new Error('member insert did not persist');
      return created;
    },
    recordLogin: (id: number, now: number) => void markLogin.run(now, id),
    unreadMessageCount: (id: number) => unread.get(id)?.count ?? 0,
  };
}
export type MemberStore = ReturnType<typeof createMemberStore>;
