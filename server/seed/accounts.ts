import { DEFAULT_COUNTRY_DIALING_CODE } from '../../kernel/account';
import { demoPassword, TEAM_PASSWORD } from '../demoAccounts';
import { createJournal } from '../ledger/journal';
import { postOpeningBalance } from '../ledger/postings';
import { hashPassword } from '../passwords';
import type { Db } from '../types';
import { INBOX_MESSAGES } from './inboxMessages';

const DAY_MS = 24 * 60 * 60 * 1000;

type AccountPlan = {
  id: number;
  username: string;
  password: string;
  type: number;
  parent?: string;
  nickname: string;
  balanceRupees: number;
  vipLevel: number;
  /** Days since the password was last changed. */
  passwordAgeDays?: number;
  /** Kept on at every login so the first-login demo can be repeated (see first_login_sticky). */
  stickyFirstLogin?: boolean;
  unreadMessages: number;
  readMessages: number;
  /** Bound contact data (SPEC 4: the unregistered-IP answers); the mobile is an Indian (+91) one. */
  email?: string;
  mobile?: string;
  bankAccountName?: string;
  authenticatorSecret?: string;
  /**
   * An invitation code: registering with an agent's makes the new member its downline, with a
   * member's its invited friend. Members seeded without one get one (seedReferralCodes).
   */
  invitationCode?: string;
  /** IPs the account has already logged in from; default: this machine (127.0.0.1 and ::1). */
  registeredIps?: readonly string[];
};

/** The addresses a demo on this machine comes from, registered for every account but demo_verify. */
export const LOCAL_IPS: readonly string[] = ['127.0.0.1', '::1'];

/** RFC 4648 base32 secret of demo_verify's authenticator (see server/authenticator.ts). */
export const DEMO_VERIFY_AUTHENTICATOR_SECRET = 'DEMOVERIFYAUTHENTICATORKEY234567';

/**
 * Every seeded account. demo_agent heads a downline: a type-2 sub-agent, agents of types 41 and
 * 42, and members below each, linked by parent id the way team management reads them.
 */
const ACCOUNTS: readonly AccountPlan[] = [
  // ₹2,000 of demo_member's ₹27,000 is held by its peer-paid withdrawal (seed/wallets.ts): ₹25,000 shows.
  {
    id: 10001,
    username: 'demo_member',
    password: demoPassword('demo_member'),
    type: 0,
    nickname: 'Demo Member',
    balanceRupees: 27_000,
    vipLevel: 3,
    // 12 messages: the inbox (10 a page) shows two pages.
    unreadMessages: 3,
    readMessages: 9,
    email: 'demo.member@example.com',
    mobile: '9876543210',
    // its invite link: /register?referralCode=DEMOREF1 (14 friends are seeded: seed/referralFriends.ts)
    invitationCode: 'DEMOREF1',
  },
  {
    id: 10002,
    username: 'demo_agent',
    password: demoPassword('demo_agent'),
    type: 1,
    nickname: 'Demo Agent',
    balanceRupees: 150_000,
    vipLevel: 5,
    unreadMessages: 4,
    readMessages: 1,
    email: 'demo.agent@example.com',
    mobile: '9876543211',
    invitationCode: 'AGENT01',
  },
  {
    id: 10003,
    username: 'demo_subagent',
    password: TEAM_PASSWORD,
    type: 2,
    parent: 'demo_agent',
    nickname: 'Sub-agent Asha',
    balanceRupees: 40_000,
    vipLevel: 2,
    unreadMessages: 1,
    readMessages: 0,
    email: 'demo.subagent@example.com',
    invitationCode: 'SUB02',
  },
  {
    id: 10004,
    username: 'demo_agent41',
    password: TEAM_PASSWORD,
    type: 41,
    parent: 'demo_agent',
    nickname: 'Agent Vikram',
    balanceRupees: 12_500,
    vipLevel: 1,
    unreadMessages: 0,
    readMessages: 1,
  },
  {
    id: 10005,
    username: 'demo_agent42',
    password: TEAM_PASSWORD,
    type: 42,
    parent: 'demo_subagent',
    nickname: 'Agent Priya',
    balanceRupees: 8_000,
    vipLevel: 1,
    unreadMessages: 2,
    readMessages: 0,
  },
  {
    id: 10006,
    username: 'team_rohan',
    password: TEAM_PASSWORD,
    type: 0,
    parent: 'demo_agent',
    nickname: 'Rohan',
    balanceRupees: 3_250.5,
    vipLevel: 1,
    unreadMessages: 1,
    readMessages: 0,
  },
  {
    id: 10007,
    username: 'team_meera',
    password: TEAM_PASSWORD,
    type: 0,
    parent: 'demo_agent',
    nickname: 'Meera',
    balanceRupees: 780.25,
    vipLevel: 0,
    unreadMessages: 0,
    readMessages: 0,
  },
  {
    id: 10008,
    username: 'team_arjun',
    password: TEAM_PASSWORD,
    type: 0,
    parent: 'demo_subagent',
    nickname: 'Arjun',
    balanceRupees: 15_400,
    vipLevel: 2,
    unreadMessages: 1,
    readMessages: 1,
  },
  {
    id: 10009,
    username: 'team_kavya',
    password: TEAM_PASSWORD,
    type: 0,
    parent: 'demo_agent41',
    nickname: 'Kavya',
    balanceRupees: 99.99,
    vipLevel: 0,
    unreadMessages: 0,
    readMessages: 0,
  },
  {
    id: 10010,
    username: 'team_dev',
    password: TEAM_PASSWORD,
    type: 0,
    parent: 'demo_agent42',
    nickname: 'Dev',
    balanceRupees: 5_600,
    vipLevel: 1,
    unreadMessages: 2,
    readMessages: 0,
  },
  {
    id: 10011,
    username: 'demo_first',
    password: demoPassword('demo_first'),
    type: 0,
    nickname: 'First Timer',
    balanceRupees: 0,
    vipLevel: 0,
    stickyFirstLogin: true,
    unreadMessages: 1,
    readMessages: 0,
    email: 'demo.first@example.com',
  },
  {
    id: 10012,
    username: 'demo_expired',
    password: demoPassword('demo_expired'),
    type: 0,
    nickname: 'Old Password',
    balanceRupees: 1_200,
    vipLevel: 1,
    passwordAgeDays: 200,
    unreadMessages: 0,
    readMessages: 3,
    email: 'demo.expired@example.com',
    mobile: '9876543212',
  },
  {
    id: 10013,
    username: 'demo_default',
    password: demoPassword('demo_default'),
    type: 0,
    nickname: 'Default Password',
    balanceRupees: 1_000,
    vipLevel: 0,
    unreadMessages: 1,
    readMessages: 0,
    email: 'demo.default@example.com',
    mobile: '9876543213',
  },
  {
    id: 10014,
    username: 'demo_admin',
    password: demoPassword('demo_admin'),
    type: 9,
    nickname: 'Administrator',
    balanceRupees: 0,
    vipLevel: 0,
    unreadMessages: 0,
    readMessages: 0,
    email: 'demo.admin@example.com',
  },
  {
    id: 10015,
    username: 'demo_verify',
    password: demoPassword('demo_verify'),
    type: 0,
    nickname: 'Verify Me',
    balanceRupees: 5_000,
    vipLevel: 1,
    unreadMessages: 1,
    readMessages: 0,
    email: 'demo.verify@example.com',
    mobile: '9123456789',
    bankAccountName: 'RAHUL SHARMA',
    authenticatorSecret: DEMO_VERIFY_AUTHENTICATOR_SECRET,
    registeredIps: [],
  },
];

/**
 * Scrypt is slow on purpose (~80 ms a hash), so each account's hash is computed once per process
 * and reused by later seeds (dev reset, one server per test). Each account still has its own salt.
 */
const hashCache = new Map<string, Promise<string>>();
const hashOnce = (username: string, password: string) => {
  const key = `${username}\u0000${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(key, hash);
  }
  return hash;
};

export type HashedAccounts = ReadonlyMap<string, string>;

/** Hashes every seeded password in parallel (scrypt runs on libuv's thread pool). */
export async function hashSeedPasswords(): Promise<HashedAccounts> {
  const hashes = await Promise.all(ACCOUNTS.map((account) => hashOnce(account.username, account.password)));
  return new Map(ACCOUNTS.map((account, index) => [account.username, hashes[index] ?? '']));
}

export function seedAccounts(db: Db, hashes: HashedAccounts, now: number): void {
  const insert = db.prepare(
    `INSERT INTO member (id, username, password_hash, type, parent_id, nickname, vip_level,
       first_login_pending, first_login_sticky, password_changed_at, created_at,
       email, mobile, country_dialing_code, bank_account_name, authenticator_secret, invitation_code)
     VALUES (@id, @username, @passwordHash, @type, @parentId, @nickname, @vipLevel,
       @firstLogin, @firstLogin, @passwordChangedAt, @createdAt,
       @email, @mobile, @countryDialingCode, @bankAccountName, @authenticatorSecret, @invitationCode)`,
  );
  const registerIp = db.prepare('INSERT INTO member_ip (member_id, ip, created_at) VALUES (?, ?, ?)');
  const message = db.prepare(
    `INSERT INTO member_message (member_id, title, title_hi, content_en, content_hi, created_at, read_at)
     VALUES (@memberId, @titleEn, @titleHi, @contentEn, @contentHi, @createdAt, @readAt)`,
  );
  const idOf = new Map(ACCOUNTS.map((account) => [account.username, account.id]));
  const journal = createJournal(db);

  for (const account of ACCOUNTS) {
    const passwordHash = hashes.get(account.username);
    if (!passwordHash) throw new Error(`no password hash for ${account.username}`);
    insert.run({
      id: account.id,
      username: account.username,
      passwordHash,
      type: account.type,
      parentId: account.parent === undefined ? null : (idOf.get(account.parent) ?? null),
      nickname: account.nickname,
      vipLevel: account.vipLevel,
      firstLogin: account.stickyFirstLogin ? 1 : 0,
      passwordChangedAt: now - (account.passwordAgeDays ?? 10) * DAY_MS,
      createdAt: now - 120 * DAY_MS,
      email: account.email ?? null,
      mobile: account.mobile ?? null,
      countryDialingCode: account.mobile === undefined ? null : DEFAULT_COUNTRY_DIALING_CODE,
      bankAccountName: account.bankAccountName ?? null,
      authenticatorSecret: account.authenticatorSecret ?? null,
      invitationCode: account.invitationCode ?? null,
    });
    // The balance is an opening entry of the journal, against the house's equity.
    postOpeningBalance(journal, account.id, Math.round(account.balanceRupees * 100), now - 120 * DAY_MS);
    for (const ip of account.registeredIps ?? LOCAL_IPS) registerIp.run(account.id, ip, now - 120 * DAY_MS);
    const total = account.unreadMessages + account.readMessages;
    for (let index = 0; index < total; index++) {
      const createdAt = now - (index + 1) * DAY_MS;
      const readAt = index < account.unreadMessages ? null : createdAt + 60_000;
      const plan = INBOX_MESSAGES[index % INBOX_MESSAGES.length];
      if (!plan) throw new Error('no inbox messages to seed');
      message.run({
        memberId: account.id,
        titleEn: plan.title.EN,
        titleHi: plan.title.HI,
        contentEn: plan.content.EN,
        contentHi: plan.content.HI,
        createdAt,
        readAt,
      });
    }
  }
}
