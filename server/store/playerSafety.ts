import type { BreakKind, BreakPeriod, RealityCheckMinutes } from '../../kernel/playerSafety';
import type { Db } from '../types';

/** A break row (021_player_safety). */
export type PlayerBreakRow = { kind: BreakKind; period: BreakPeriod; startsAt: number; endsAt: number };

/** The reality-check setting, the breaks, and what the reality check reads of a session: its start and its bets. */
export function createPlayerSafetyStore(db: Db) {
  const setting = db.prepare<[number], { intervalMinutes: RealityCheckMinutes }>(
    'SELECT interval_minutes AS intervalMinutes FROM reality_check_setting WHERE member_id = ?',
  );
  const saveSetting = db.prepare(
    `INSERT INTO reality_check_setting (member_id, interval_minutes, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET interval_minutes = excluded.interval_minutes, updated_at = excluded.updated_at`,
  );
  // The break in force: started, not yet lapsed (ends_at is the first moment allowed again); the latest-ending one.
  const inForce = db.prepare<[number, number, number], PlayerBreakRow>(
    `SELECT kind, period, starts_at AS startsAt, ends_at AS endsAt FROM player_break
     WHERE member_id = ? AND starts_at <= ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1`,
  );
  const insertBreak = db.prepare('INSERT INTO player_break (member_id, kind, period, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)');
  const sessionStart = db.prepare<[string, number], { createdAt: number }>('SELECT created_at AS createdAt FROM session WHERE token = ? AND member_id = ?');
  // Real-money bets only (the summary is of money); a bet not settled yet has won nothing so far.
  const betSums = db.prepare<[number, number], { staked: number; won: number }>(
    `SELECT COALESCE(SUM(stake_paise), 0) AS staked, COALESCE(SUM(COALESCE(payout_paise, 0)), 0) AS won FROM bet
     WHERE member_id = ? AND currency = 'INR' AND placed_at >= ?`,
  );

  return {
    /** The member's interval in minutes; no row is the default, off. */
    intervalOf: (memberId: number): RealityCheckMinutes => setting.get(memberId)?.intervalMinutes ?? 0,
    saveInterval: (memberId: number, minutes: RealityCheckMinutes, now: number) => void saveSetting.run(memberId, minutes, now),
    breakInForce: (memberId: number, now: number) => inForce.get(memberId, now, now) ?? null,
    addBreak: (memberId: number, row: PlayerBreakRow) => void insertBreak.run(memberId, row.kind, row.period, row.startsAt, row.endsAt),
    /** When the session of `token` started (its login), or null when the token is not this member's. */
    sessionStartedAt: (memberId: number, token: string) => sessionStart.get(token, memberId)?.createdAt ?? null,
    betsSince: (memberId: number, since: number) => betSums.get(memberId, since) ?? { staked: 0, won: 0 },
  };
}
export type PlayerSafetyStore = ReturnType<typeof createPlayerSafetyStore>;

const stores = new WeakMap<Db, PlayerSafetyStore>();

/** The store of a database, prepared once (kept beside the shared stores so this feature stays in its own files). */
export function playerSafetyOf(db: Db): PlayerSafetyStore {
  let store = stores.get(db);
  if (!store) {
    store = createPlayerSafetyStore(db);
    stores.set(db, store);
  }
  return store;
}
