import { tablesInDeleteOrder } from '../db/migrate';
import { mulberry32 } from '../random';
import type { Db } from '../types';
import { seedAccountGames } from './accountGames';
import { hashSeedPasswords, seedAccounts } from './accounts';
import { hashNewTeamPlayerPasswords, seedAgencyHistory } from './agencyHistory';
import { seedAgentNotices } from './agentNotices';
import { seedAnnouncements } from './announcements';
import { seedBanners } from './banners';
import { seedContracts } from './contracts';
import { seedGames } from './games';
import { seedHelpCentre } from './helpCentre';
import { seedHistory } from './history';
import { seedLotteryRecent } from './lotteryRecent';
import { seedMerchant } from './merchant';
import { seedMissionLeaderboard, seedMissionsAndRebateRates } from './missions';
import { seedPoints } from './points';
import { seedPromotions } from './promotions';
import { seedPvpRooms } from './pvpRooms';
import { seedReferralCodes } from './referralCodes';
import { hashReferralFriendPasswords, seedReferralFriends } from './referralFriends';
import { seedRewardCenter } from './rewardCenter';
import { SEED } from './seedNumber';
import { seedVipLevels, seedVipStandings } from './vip';
import { seedWallets } from './wallets';
import { seedWinners } from './winners';

export const isSeeded = (db: Db) => db.prepare('SELECT 1 FROM merchant LIMIT 1').get() !== undefined;

/**
 * Fills a migrated database with the demo merchant. Password hashes are computed first (async, in
 * parallel); everything else is written in one transaction with prepared statements, so a reset
 * (`replaceExisting`) swaps old data for new without a moment where the tables are empty.
 * `now` anchors every seeded time (password ages, notice dates) to the injected clock.
 */
export async function seedDatabase(db: Db, options: { merchant: string; now: number; replaceExisting?: boolean }): Promise<void> {
  const [hashes, playerHashes, friendHashes] = await Promise.all([hashSeedPasswords(), hashNewTeamPlayerPasswords(), hashReferralFriendPasswords()]);
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
    seedAgentNotices(db, options.now);
    // Its own random stream, so adding rooms never changes the games or winners drawn above.
    seedPvpRooms(db, mulberry32(SEED + 1));
    seedAccountGames(db, options.now);
    seedLotteryRecent(db, options.now);
    seedHelpCentre(db);
    // before demo_member's history: their bets earn it the commission its history is paid day by day
    seedReferralFriends(db, friendHashes, options.now);
    // before demo_member's history: it claims missions and rebates
    seedMissionsAndRebateRates(db);
    // before the wallets: the history's journal entries come before the withdrawal they hold
    seedHistory(db, options.now);
    seedAgencyHistory(db, playerHashes, options.now);
    seedWallets(db, options.now);
    // after the history: its bets earn demo_member the points its redeems spend
    seedPoints(db, options.now);
    // last: it settles the contracts' past from the team's bets seeded above
    seedContracts(db, options.now);
    // when every member exists: the ones without an invitation code get theirs
    seedReferralCodes(db);
    // when every deposit and bet is in: the VIP levels, each member's level by them, demo_member's rewards
    seedVipLevels(db);
    seedVipStandings(db);
    seedRewardCenter(db, options.now);
    // when the players exist: this week's mission points of the others
    seedMissionLeaderboard(db, options.now);
    // after the history: demo_member's paid promotions point at its bonus postings
    seedPromotions(db, options.now);
  })();
}
