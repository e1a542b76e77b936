import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVENUE_KINDS, teamOverviewResponse } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { teamOf } from '../../server/agency/team';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { NEW_TEAM_PLAYERS } from '../../server/seed/agencyHistory';
import { ID } from './agencyHelpers';
import { loginToken, manualClock, startServer, type TestServer } from './helpers';

const HOUR_MS = 60 * 60 * 1000;

/** The main wallets server/seed/accounts.ts opens (and the money tests and demo descriptions rely on). */
const OPENING: Record<number, number> = {
  [ID.agent]: 15_000_000,
  [ID.subagent]: 4_000_000,
  [ID.agent41]: 1_250_000,
  [ID.agent42]: 800_000,
  [ID.rohan]: 325_050,
  [ID.meera]: 78_025,
  [ID.arjun]: 1_540_000,
  [ID.kavya]: 9_999,
  [ID.dev]: 560_000,
};

const betsOf = (server: TestServer) =>
  server.db
    .prepare(
      'SELECT member_id AS memberId, vendor, game_type AS gameType, stake_paise AS stake, payout_paise AS payout, placed_at AS placedAt, settled_at AS settledAt FROM bet ORDER BY id',
    )
    .all() as { memberId: number; stake: number; payout: number | null; placedAt: number; settledAt: number | null }[];

describe("the team's seeded history (agencyHistory)", () => {
  let server: TestServer;
  const clock = manualClock();

  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
  });

  it('leaves every documented account at its opening balance (plus the agency income the contract seed pays), with empty game wallets', () => {
    const journal = createJournal(server.db);
    const income = server.db.prepare<[string, string], { paise: number }>(
      `SELECT COALESCE(SUM(e.amount_paise), 0) AS paise FROM journal_entry e
       JOIN ledger_account a ON a.id = e.account_id JOIN journal_transaction t ON t.id = e.transaction_id
       WHERE a.code = ? AND t.kind IN (SELECT value FROM json_each(?))`,
    );
    for (const [id, paise] of Object.entries(OPENING)) {
      const main = memberAccount.main(Number(id));
      expect(journal.balanceOf(main) - (income.get(main, JSON.stringify(REVENUE_KINDS))?.paise ?? 0), `member ${id}`).toBe(paise);
      expect(
        journal
          .memberAccounts(Number(id))
          .filter((account) => account.purpose !== 'main')
          .every((account) => account.balancePaise === 0),
      ).toBe(true);
    }
    expect(journal.reconcile()).toMatchObject({ ok: true });
    // demo_member's documented ₹25,000.00 (its history and held withdrawal are seeded apart)
    expect(journal.balanceOf(memberAccount.main(ID.member))).toBe(2_500_000);
  });

  it('plays every team account but team_arjun and team_kavya (whose bets other tests count from zero), all settled before now', () => {
    const team = teamOf(server.db, ID.agent);
    const bets = betsOf(server);
    const players = new Set(bets.map((bet) => bet.memberId));
    for (const member of team) expect(players.has(member.id), member.username).toBe(member.id !== ID.arjun && member.id !== ID.kavya);
    expect(bets.every((bet) => bet.settledAt !== null && bet.settledAt <= clock.now() && bet.payout !== null)).toBe(true);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM journal_transaction WHERE created_at > ?').get(clock.now())).toEqual({ n: 0 });
  });

  it("keeps each account's entries of play and payments in time order, so the running balances read right", () => {
    // the contract seed pays the agents' past income after this history: its kinds are its own concern
    const outOfOrder = server.db
      .prepare(
        `SELECT COUNT(*) AS n FROM (
           SELECT e.account_id, t.created_at AS time, LAG(t.created_at) OVER (PARTITION BY e.account_id ORDER BY e.id) AS previous
           FROM journal_entry e JOIN journal_transaction t ON t.id = e.transaction_id JOIN ledger_account a ON a.id = e.account_id
           WHERE a.owner = 'member' AND t.kind NOT IN (SELECT value FROM json_each(?)))
         WHERE previous > time`,
      )
      .get(JSON.stringify(REVENUE_KINDS));
    expect(outOfOrder).toEqual({ n: 0 });
  });

  it('gives the overview chart content: bets on most of the 30 days, new players, deposits and withdrawals', async () => {
    const token = await loginToken(server, 'demo_agent');
    const overview = (await server.expectBody(teamOverviewResponse, AGENT_PATH.teamOverview, { token })).body.value;
    expect(overview.daily.filter((day) => day.validBetPaise > 0).length).toBeGreaterThanOrEqual(20);
    expect(overview.daily.reduce((sum, day) => sum + day.newMembers, 0)).toBe(NEW_TEAM_PLAYERS.length);
    expect(overview.daily.reduce((sum, day) => sum + day.depositPaise, 0)).toBeGreaterThan(0);
    expect(overview.daily.reduce((sum, day) => sum + day.withdrawalPaise, 0)).toBeGreaterThan(0);
    expect(overview.periods.today.activeMembers).toBeGreaterThanOrEqual(4);
  });

  it("has demo_subagent's team playing in the last hours (the real-time salary settles on it)", () => {
    const subTeam = new Set([ID.subagent, ...teamOf(server.db, ID.subagent).map((member) => member.id)]);
    const recent = betsOf(server).filter((bet) => subTeam.has(bet.memberId) && bet.placedAt >= clock.now() - 3 * HOUR_MS);
    expect(recent.length).toBeGreaterThanOrEqual(20);
    expect(recent.some((bet) => bet.placedAt >= clock.now() - 15 * 60_000)).toBe(true);
  });

  it('lets the new players log in with the team password', async () => {
    for (const player of NEW_TEAM_PLAYERS) await expect(loginToken(server, player.username, TEAM_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('is the same on every run for the same moment', async () => {
    const again = await startServer({ clock: clock.now });
    const digest = (rows: unknown) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');
    expect(digest(betsOf(again))).toBe(digest(betsOf(server)));
  });
});
