import { DEFAULT_WEAK_PASSWORD } from '../kernel/platform';
import { DEFAULT_MERCHANT } from './seed/merchant';

/** A ready-made account of the seeded DEMO merchant, shown on the console so people can log in. */
export type DemoAccount = {
  readonly kind: string;
  readonly username: string;
  /** null for free play: the trial route needs no password. */
  readonly password: string | null;
  readonly description: string;
};

/** The password of every downline account below demo_agent (sub-agents and team members). */
export const TEAM_PASSWORD = 'Team@1234';

/** The password of the friends demo_member invited (server/seed/referralFriends.ts). */
export const FRIEND_PASSWORD = 'Friend@1234';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    kind: 'member',
    username: 'demo_member',
    password: 'Demo@1234',
    description:
      'Member (type 0), ₹25,000.00 balance, VIP 3; mobile +91 9876543210 (SMS login, forgot by phone), demo.member@example.com; invitation code DEMOREF1 with 14 invited friends (they log in with Friend@1234)',
  },
  { kind: 'agent', username: 'demo_agent', password: 'Agent@1234', description: 'Agent (type 1) with a downline; log in at /agent; invitation code AGENT01' },
  { kind: 'sub-agent', username: 'demo_subagent', password: TEAM_PASSWORD, description: 'Sub-agent (type 2) under demo_agent; invitation code SUB02' },
  { kind: 'agent-41', username: 'demo_agent41', password: TEAM_PASSWORD, description: 'Agent of type 41 under demo_agent' },
  { kind: 'agent-42', username: 'demo_agent42', password: TEAM_PASSWORD, description: 'Agent of type 42 under demo_subagent' },
  { kind: 'first-login', username: 'demo_first', password: 'First@1234', description: 'Reports firstTimeLogin on every login (kept on so the demo repeats)' },
  { kind: 'expired-password', username: 'demo_expired', password: 'Expired@1234', description: 'Password older than 90 days: passwordExpired' },
  { kind: 'default-password', username: 'demo_default', password: DEFAULT_WEAK_PASSWORD, description: 'Uses the default weak password: the client forces a change' },
  { kind: 'admin', username: 'demo_admin', password: 'Admin@1234', description: 'Admin label (type 9): refused on the member site and the agent page' },
  {
    kind: 'ip-verification',
    username: 'demo_verify',
    password: 'Verify@1234',
    description:
      'No registered IP: its login asks to verify the device by SMS code to +91 9123456789 (/__dev/sms), email demo.verify@example.com, bank account name RAHUL SHARMA or authenticator code (/__dev/authenticator); verified IPs stay registered until /__dev/reset',
  },
  { kind: 'trial', username: 'Free play', password: null, description: 'No password: POST freeplay makes a trial_xxxxxx account (type 4, ₹2,000.00 demo credit)' },
];

/** The password a seeded demo account logs in with (throws for a name that is not a demo account). */
export function demoPassword(username: string): string {
  const password = DEMO_ACCOUNTS.find((account) => account.username === username)?.password;
  if (!password) throw new Error(`${username} is not a demo account with a password`);
  return password;
}

/** The demo accounts as a fixed-width text table, for the console of the dev and production servers. */
export function formatDemoAccounts(merchant: string = DEFAULT_MERCHANT): string {
  const header = { kind: 'Kind', username: 'Username', password: 'Password', description: 'Notes' };
  const rows = [header, ...DEMO_ACCOUNTS.map((account) => ({ ...account, password: account.password ?? '(none)' }))];
  const width = (key: 'kind' | 'username' | 'password') => Math.max(...rows.map((row) => row[key].length));
  const widths = { kind: width('kind'), username: width('username'), password: width('password') };
  const line = (row: (typeof rows)[number]) =>
    `  ${row.kind.padEnd(widths.kind)}  ${row.username.padEnd(widths.username)}  ${row.password.padEnd(widths.password)}  ${row.description}`;
  const rule = `  ${'-'.repeat(widths.kind)}  ${'-'.repeat(widths.username)}  ${'-'.repeat(widths.password)}  ${'-'.repeat(5)}`;
  return [`Demo accounts (merchant ${merchant}):`, line(header), rule, ...rows.slice(1).map(line)].join('\n');
}
