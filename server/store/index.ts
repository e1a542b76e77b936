import { createJournal } from '../ledger/journal';
import type { Db } from '../types';
import { createAccountGameStore } from './accountGames';
import { createBankAccountStore } from './bankAccounts';
import { createCaptchaStore } from './captchas';
import { createConfirmationStore } from './confirmations';
import { createContentStore } from './content';
import { createDepositStore } from './deposits';
import { createFeedbackStore } from './feedback';
import { createGameStore } from './games';
import { createHelpStore } from './help';
import { createIdempotentRequestStore } from './idempotentRequests';
import { createLoginChallengeStore } from './loginChallenges';
import { createLoginTicketStore } from './loginTickets';
import { createLotteryRecentStore } from './lotteryRecent';
import { createMailStore } from './mail';
import { createMailCodeStore } from './mailCodes';
import { createMemberRewardStore } from './memberRewards';
import { createMemberStore } from './members';
import { createMerchantStore } from './merchant';
import { createMessageStore } from './messages';
import { createMissionStore } from './missions';
import { createPlacedBetStore } from './placedBets';
import { createPlayTicketStore } from './playTickets';
import { createPointStore } from './points';
import { createPromotionStore } from './promotions';
import { createPvpRoomStore } from './pvpRooms';
import { createRebateStore } from './rebates';
import { createRecordStore } from './records';
import { createReferralStore } from './referrals';
import { createSessionStore } from './sessions';
import { createSmsCodeStore } from './smsCodes';
import { createTwoFactorStore } from './twoFactor';
import { createVipLevelStore } from './vipLevels';
import { createWageringStore } from './wagering';
import { createWalletSettingsStore } from './walletSettings';
import { createWinnerStore } from './winners';
import { createWithdrawalStore } from './withdrawals';
import { createWithdrawPasswordStore } from './withdrawPasswords';

/** Every table's prepared statements, built once per database (after it is migrated). */
export function createStores(db: Db) {
  return {
    merchant: createMerchantStore(db),
    members: createMemberStore(db),
    sessions: createSessionStore(db),
    captchas: createCaptchaStore(db),
    loginChallenges: createLoginChallengeStore(db),
    games: createGameStore(db),
    content: createContentStore(db),
    winners: createWinnerStore(db),
    smsCodes: createSmsCodeStore(db),
    mail: createMailStore(db),
    loginTickets: createLoginTicketStore(db),
    twoFactor: createTwoFactorStore(db),
    feedback: createFeedbackStore(db),
    accountGames: createAccountGameStore(db),
    pvpRooms: createPvpRoomStore(db),
    lotteryRecent: createLotteryRecentStore(db),
    help: createHelpStore(db),
    // money (004_wallet_ledger)
    journal: createJournal(db),
    walletSettings: createWalletSettingsStore(db),
    idempotentRequests: createIdempotentRequestStore(db),
    bankAccounts: createBankAccountStore(db),
    withdrawPasswords: createWithdrawPasswordStore(db),
    deposits: createDepositStore(db),
    withdrawals: createWithdrawalStore(db),
    confirmations: createConfirmationStore(db),
    // the wagering ledger (015_wagering)
    wagering: createWageringStore(db),
    // play and records (005_play_records)
    playTickets: createPlayTicketStore(db),
    placedBets: createPlacedBetStore(db),
    records: createRecordStore(db),
    // security center (006_profile)
    mailCodes: createMailCodeStore(db),
    // message inbox (008_inbox)
    messages: createMessageStore(db),
    // invite friends (009_referral)
    referrals: createReferralStore(db),
    // reward center and VIP (013_rewards_vip)
    vipLevels: createVipLevelStore(db),
    memberRewards: createMemberRewardStore(db),
    // points mall (012_points)
    points: createPointStore(db),
    // missions and the manual rebate (014_missions_rebate)
    missions: createMissionStore(db),
    rebates: createRebateStore(db),
    // promotions (011_promotions)
    promotions: createPromotionStore(db),
  };
}
export type Stores = ReturnType<typeof createStores>;
