import type BetterSqlite3 from 'better-sqlite3';

/**
 * The two types nearly every server module names, in a leaf of their own so that naming them never
 * ties a module into the context's imports (server/context.ts imports the stores, which use these).
 */
export type Db = BetterSqlite3.Database;

/** Milliseconds since the epoch; injectable so tests can move time (token expiry, captcha expiry). */
export type Clock = () => number;
