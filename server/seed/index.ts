import type { Db } from '../context';
import { tablesInDeleteOrder } from '../db/migrate';
import { mulberry32 } from '../random';
import { hashSeedPasswords, seedAccounts } from './accounts';
import { seedAnnouncements } from './announcements';
import { seedBanners } from './banners';
import { seedGames } from './games';
import { seedMerchant } from './merchant';
import { seedWinners } from './winners';

/** The one seed number: the same data on every machine and every run. */
const SEED = 20_240_601;

export const isSeeded = (db: Db) => db.prepare('SELECT 1 FROM merchant LIMIT 1').get() !== undefined;

/**
 * Fills a migrated database with the demo merchant. Password hashes are computed first (async, in
 * parallel); everything else is written in one transaction with prepared statements, so a reset
 * (`replaceExisting`) swaps old data for new without a moment where the tables are empty.
 * `now` anchors every seeded time (password ages, notice dates) to the injected clock.
 */
export async function seedDatabase(db: Db, options: { merchant: string; now: number; replaceExisting?: boolean }): Promise<void> {
  const hashes = await hashSeedPasswords();
  const random = mulberry32(SEED);
  db.transaction(() => {
    if (options.replaceExisting) {
      for (const table of tablesInDeleteOrder()) db.prepare(`DELETE FROM ${table}`).run();
    }
    seedMerchant(db, options.merchant);
    seedAccounts(db, hashes, options.now);
    const games = seedGames(db, random);
    seedWinners(db, random, games, options.now);
    seedBanners(db);
    seedAnnouncements(db, options.now);
  })();
}
