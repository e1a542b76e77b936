import { REGISTRATION_DETAIL_FIELDS, type RegistrationDetailField } from '../../kernel/account';
import type { Db } from '../types';
import { UNREAD_MESSAGES_SQL } from './messages';

export type MemberRow = {
  id: number;
  username: string;
  passwordHash: string | null;
  type: number;
  parentId: number | null;
  nickname: string;
  vipLevel: number;
  firstLoginPending: number;
  firstLoginSticky: number;
  passwordChangedAt: number;
  createdAt: number;
  lastLoginAt: number | null;
  email: string | null;
  /** Digits only; its dialling code is countryDialingCode. */
  mobile: string | null;
  countryDialingCode: string | null;
  bankAccountName: string | null;
  authenticatorSecret: string | null;
  /** The invitation code: an agent's affiliate code, or a member's own code for inviting friends. */
  invitationCode: string | null;
  /** The member whose invitation code the registration named (server/store/referrals.ts). */
  referrerId: number | null;
  /** The avatar icon chosen in the member center (kernel/memberIcon.ts); null: the default avatar. */
  avatarIcon: number | null;
};

/** What a registration may give besides the account (SPEC 3 'other registration labels seen'); null when not given. */
export type RegistrationDetails = Record<RegistrationDetailField, string | null>;

// Balances are not here: they live in the journal (server/ledger, migration 004).
const COLUMNS = `id, username, password_hash AS passwordHash, type, parent_id AS parentId, nickname,
  vip_level AS vipLevel, first_login_pending AS firstLoginPending,
  first_login_sticky AS firstLoginSticky, password_changed_at AS passwordChangedAt,
  created_at AS createdAt, last_login_at AS lastLoginAt, email, mobile, country_dialing_code AS countryDialingCode,
  bank_account_name AS bankAccountName, authenticator_secret AS authenticatorSecret, invitation_code AS invitationCode,
  referrer_id AS referrerId, avatar_icon AS avatarIcon`;

/** The columns of the registration details, by field (migration 016). */
const DETAIL_COLUMN: Record<RegistrationDetailField, string> = {
  fullName: 'full_name',
  telegram: 'telegram',
  zalo: 'zalo',
  birthday: 'birthday',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'source_of_income',
};

export type NewMember = {
  username: string;
  passwordHash: string | null;
  type: number;
  parentId: number | null;
  nickname: string;
  vipLevel: number;
  now: number;
  email?: string | null;
  mobile?: string | null;
  countryDialingCode?: string | null;
  bankAccountName?: string | null;
  /** 1: the first login reports firstTimeLogin (a new registration); default 0. */
  firstLoginPending?: 0 | 1;
  /** The member who invited this one (its invitation code was given at registration). */
  referrerId?: number | null;
  /** What the registration gave besides the account. */
  details?: Partial<RegistrationDetails>;
};

/** Member accounts: lookups, trial creation and the bookkeeping a login does. */
export function createMemberStore(db: Db) {
  const byId = db.prepare<[number], MemberRow>(`SELECT ${COLUMNS} FROM member WHERE id = ?`);
  const byUsername = db.prepare<[string], MemberRow>(`SELECT ${COLUMNS} FROM member WHERE username = ?`);
  const byMobile = db.prepare<[string, string], MemberRow>(`SELECT ${COLUMNS} FROM member WHERE country_dialing_code = ? AND mobile = ?`);
  const byInvitationCode = db.prepare<[string], MemberRow>(`SELECT ${COLUMNS} FROM member WHERE invitation_code = ? COLLATE NOCASE`);
  const insert = db.prepare(
    `INSERT INTO member (username, password_hash, type, parent_id, nickname, vip_level, password_changed_at, created_at,
       email, mobile, country_dialing_code, bank_account_name, first_login_pending, referrer_id,
       ${REGISTRATION_DETAIL_FIELDS.map((field) => DETAIL_COLUMN[field]).join(', ')})
     VALUES (@username, @passwordHash, @type, @parentId, @nickname, @vipLevel, @now, @now,
       @email, @mobile, @countryDialingCode, @bankAccountName, @firstLoginPending, @referrerId,
       ${REGISTRATION_DETAIL_FIELDS.map((field) => `@${field}`).join(', ')})`,
  );
  const details = db.prepare<[number], RegistrationDetails>(
    `SELECT ${REGISTRATION_DETAIL_FIELDS.map((field) => `${DETAIL_COLUMN[field]} AS ${field}`).join(', ')} FROM member WHERE id = ?`,
  );
  const setAvatarIcon = db.prepare('UPDATE member SET avatar_icon = ? WHERE id = ?');
  const setPassword = db.prepare('UPDATE member SET password_hash = ?, password_changed_at = ? WHERE id = ?');
  const setMobile = db.prepare('UPDATE member SET country_dialing_code = ?, mobile = ? WHERE id = ?');
  const setEmail = db.prepare('UPDATE member SET email = ? WHERE id = ?');
  const byEmail = db.prepare<[string], MemberRow>(`SELECT ${COLUMNS} FROM member WHERE email = ? COLLATE NOCASE ORDER BY id LIMIT 1`);
  const hasIp = db.prepare<[number, string], { one: number }>('SELECT 1 AS one FROM member_ip WHERE member_id = ? AND ip = ?');
  const addIp = db.prepare('INSERT OR IGNORE INTO member_ip (member_id, ip, created_at) VALUES (?, ?, ?)');
  const withAuthenticator = db.prepare<[], { username: string; authenticatorSecret: string }>(
    'SELECT username, authenticator_secret AS authenticatorSecret FROM member WHERE authenticator_secret IS NOT NULL ORDER BY id',
  );
  const markLogin = db.prepare(
    // The first-login flag is spent by the login that reports it, unless the account keeps it on purpose.
    `UPDATE member SET last_login_at = ?, first_login_pending = first_login_pending * first_login_sticky WHERE id = ?`,
  );
  // The inbox's own count (server/store/messages.ts): a deleted message is never counted.
  const unread = db.prepare<[number], { count: number }>(UNREAD_MESSAGES_SQL);

  return {
    byId: (id: number) => byId.get(id) ?? null,
    byUsername: (username: string) => byUsername.get(username) ?? null,
    byMobile: (countryDialingCode: string, mobile: string) => byMobile.get(countryDialingCode, mobile) ?? null,
    byInvitationCode: (code: string) => byInvitationCode.get(code) ?? null,
    create({ details: given = {}, ...member }: NewMember): MemberRow {
      const { lastInsertRowid } = insert.run({
        email: null,
        mobile: null,
        countryDialingCode: null,
        bankAccountName: null,
        firstLoginPending: 0,
        referrerId: null,
        ...Object.fromEntries(REGISTRATION_DETAIL_FIELDS.map((field) => [field, given[field] ?? null])),
        ...member,
      });
      const created = byId.get(Number(lastInsertRowid));
      if (!created) throw new Error('member insert did not persist');
      return created;
    },
    recordLogin: (id: number, now: number) => void markLogin.run(now, id),
    /** A new password hash; the change time (password expiry is measured from it) is `now`. */
    setPassword: (id: number, passwordHash: string, now: number) => void setPassword.run(passwordHash, now, id),
    /** Binds a mobile (the unique index refuses one another account has: SQLITE_CONSTRAINT_UNIQUE). */
    setMobile: (id: number, countryDialingCode: string, mobile: string) => void setMobile.run(countryDialingCode, mobile, id),
    setEmail: (id: number, email: string) => void setEmail.run(email, id),
    /** What the member's registration gave besides the account (null for an unknown id). */
    registrationDetails: (id: number) => details.get(id) ?? null,
    /** The avatar icon (kernel/memberIcon.ts), or null for the default avatar. */
    setAvatarIcon: (id: number, icon: number | null) => void setAvatarIcon.run(icon, id),
    /** The first account with this email address (case-insensitive), if any. */
    byEmail: (email: string) => byEmail.get(email) ?? null,
    isRegisteredIp: (id: number, ip: string) => hasIp.get(id, ip) !== undefined,
    registerIp: (id: number, ip: string, now: number) => void addIp.run(id, ip, now),
    /** Accounts with an authenticator bound (for the dev controls). */
    withAuthenticator: () => withAuthenticator.all(),
    unreadMessageCount: (id: number) => unread.get(id)?.count ?? 0,
  };
}
export type MemberStore = ReturnType<typeof createMemberStore>;
