import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../server/app';
import { migrate, tablesInDeleteOrder } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/migrations/index';
import { openMemoryDatabase } from '../../server/db/open';
import { DEMO_ACCOUNTS, formatDemoAccounts } from '../../server/demoAccounts';
import { hashSeedPasswords } from '../../server/seed/accounts';
import { hashNewTeamPlayerPasswords } from '../../server/seed/agencyHistory';
import { seedDatabase } from '../../server/seed/index';
import { hashReferralFriendPasswords } from '../../server/seed/referralFriends';
import { maskCustomerName } from '../../server/seed/winners';

const snapshot = (db: Database.Database) => ({
  games: db.prepare('SELECT node_id, vendor_code, name, is_hot, is_new, classify FROM game ORDER BY node_id').all(),
  winners: db.prepare('SELECT customer_name, win_cents, node_id FROM winner ORDER BY id').all(),
  rooms: db.prepare('SELECT id, node_id, tier, min_bet_cents, max_bet_cents, players, max_players FROM pvp_room ORDER BY sort').all(),
  favourites: db.prepare('SELECT member_id, node_id, added_at FROM favourite_game ORDER BY member_id, added_at').all(),
  recent: db.prepare('SELECT member_id, node_id, played_at FROM recent_game ORDER BY member_id, played_at').all(),
});

describe('database and seed', () => {
  it('seeds in well under 1.5 s', async () => {
    // The scrypt hashes are computed once per process (about 0.3 s on two cores); warm them first
    // so the timing measures the seed itself, whatever else the machine is running.
    await Promise.all([hashSeedPasswords(), hashNewTeamPlayerPasswords(), hashReferralFriendPasswords()]);
    const db = openMemoryDatabase();
    migrate(db);
    const started = performance.now();
    await seedDatabase(db, { merchant: 'DEMO', now: Date.now() });
    expect(performance.now() - started).toBeLessThan(1500);
    expect((db.prepare('SELECT COUNT(*) AS count FROM game').get() as { count: number }).count).toBeGreaterThan(5000);
  });

  it('is deterministic: two seeds hold the same games, winners, rooms, favourites and recent games', async () => {
    const [first, second] = [openMemoryDatabase(), openMemoryDatabase()];
    for (const db of [first, second]) {
      migrate(db);
      await seedDatabase(db, { merchant: 'DEMO', now: Date.UTC(2025, 0, 1) });
    }
    expect(snapshot(first)).toEqual(snapshot(second));
  });

  it('wipes every table on a re-seed: tablesInDeleteOrder names them all', () => {
    const db = openMemoryDatabase();
    migrate(db);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name);
    expect([...tablesInDeleteOrder()].sort()).toEqual(tables.sort());
  });

  it('migrates once: user_version counts the migrations and a second run changes nothing', () => {
    const db = openMemoryDatabase();
    migrate(db);
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  });

  it('keeps a database it is given, without seeding it twice', async () => {
    const db = new Database(':memory:');
    await createServer({ db, devControls: false });
    const members = (db.prepare('SELECT COUNT(*) AS count FROM member').get() as { count: number }).count;
    await createServer({ db, devControls: false });
    expect((db.prepare('SELECT COUNT(*) AS count FROM member').get() as { count: number }).count).toBe(members);
  });

  it('stores salted scrypt hashes, never passwords', () => {
    const db = openMemoryDatabase();
    migrate(db);
    return seedDatabase(db, { merchant: 'DEMO', now: Date.now() }).then(() => {
      const hashes = db.prepare('SELECT password_hash AS hash FROM member').all() as { hash: string }[];
      for (const { hash } of hashes) expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(new Set(hashes.map(({ hash }) => hash)).size).toBe(hashes.length);
      for (const account of DEMO_ACCOUNTS) if (account.password) expect(hashes.some(({ hash }) => hash.includes(account.password ?? ''))).toBe(false);
    });
  });

  it('refuses a negative balance at the database level', async () => {
    const { db } = await createServer({ devControls: false });
    expect(() => db.prepare("UPDATE member SET balance_cents = -1 WHERE username = 'demo_member'").run()).toThrow(/CHECK/);
  });

  it('masks winner names as xx***yy', () => {
    expect(maskCustomerName('rahul1942')).toBe('ra***42');
  });

  it('prints the demo accounts as a table with every account', () => {
    const table = formatDemoAccounts();
    for (const account of DEMO_ACCOUNTS) expect(table).toContain(account.username);
    expect(table).toContain('Free play');
    expect(table.split('\n')[0]).toBe('Demo accounts (merchant DEMO):');
  });
});
