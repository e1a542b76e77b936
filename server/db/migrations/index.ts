import { initialSchema } from './001_initial_schema';
import { accountFlowsSchema } from './002_account_flows';
import { gamePlaySchema } from './003_game_play';
import { walletLedgerSchema } from './004_wallet_ledger';
import { playRecordsSchema } from './005_play_records';
import { profileTablesSchema } from './006_profile';
import { agencySchema } from './007_agency';
import { inboxSchema } from './008_inbox';
import { referralSchema } from './009_referral';
import { bonusGrantsSchema } from './010_bonus_grants';
import { promotionsSchema } from './011_promotions';
import { pointsSchema } from './012_points';
import { rewardsVipSchema } from './013_rewards_vip';
import { missionsRebateSchema } from './014_missions_rebate';
import { wageringSchema } from './015_wagering';
import { memberDetailsSchema } from './016_member_details';
import { deviceSessionsSchema } from './017_device_sessions';
import { socialIdentitiesSchema } from './018_social_identities';
import { saferGamblingSchema } from './019_safer_gambling';
import { gameDetailsSchema } from './020_game_details';
import { playerSafetySchema } from './021_player_safety';
import { twoFactorSchema } from './022_two_factor';

/**
 * Migrations in order. Kept as TypeScript strings (not .sql files) so the bundled production
 * server (vite build --ssr) carries them without copying files next to it. Append, never edit.
 */
export const MIGRATIONS: readonly { readonly name: string; readonly sql: string }[] = [
  { name: '001_initial_schema', sql: initialSchema },
  { name: '002_account_flows', sql: accountFlowsSchema },
  { name: '003_game_play', sql: gamePlaySchema },
  { name: '004_wallet_ledger', sql: walletLedgerSchema },
  { name: '005_play_records', sql: playRecordsSchema },
  { name: '006_profile', sql: profileTablesSchema },
  { name: '007_agency', sql: agencySchema },
  { name: '008_inbox', sql: inboxSchema },
  { name: '009_referral', sql: referralSchema },
  { name: '010_bonus_grants', sql: bonusGrantsSchema },
  { name: '011_promotions', sql: promotionsSchema },
  { name: '012_points', sql: pointsSchema },
  { name: '013_rewards_vip', sql: rewardsVipSchema },
  { name: '014_missions_rebate', sql: missionsRebateSchema },
  { name: '015_wagering', sql: wageringSchema },
  { name: '016_member_details', sql: memberDetailsSchema },
  { name: '017_device_sessions', sql: deviceSessionsSchema },
  { name: '018_social_identities', sql: socialIdentitiesSchema },
  { name: '019_safer_gambling', sql: saferGamblingSchema },
  { name: '020_game_details', sql: gameDetailsSchema },
  { name: '021_player_safety', sql: playerSafetySchema },
  { name: '022_two_factor', sql: twoFactorSchema },
];
