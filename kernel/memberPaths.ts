/**
 * Call paths of the member center (wallets, deposits, withdrawals, confirmations, upline transfer,
 * records, profile). Kept apart from PATH so the lobby's first download carries only the paths it
 * calls; the member pages load these with their own chunks.
 */
export const MEMBER_PATH = {
  /** Reference backend additions (T, issue 26): the member's signed-in devices, signing one or all others out, the recent logins (kernel/deviceSessions.ts). */
  deviceSessions: '/wps/session/devices',
  signOutSession: '/wps/session/devices/signOut',
  signOutOtherSessions: '/wps/session/devices/signOutOthers',
  loginHistory: '/wps/session/loginHistory',
  /** Reference backend additions (T, issue 26): two-factor authentication (kernel/twoFactor.ts): its status, enrolment, confirming it, turning it off. */
  twoFactorStatus: '/wps/member/twoFactor',
  twoFactorStart: '/wps/member/twoFactor/start',
  twoFactorConfirm: '/wps/member/twoFactor/confirm',
  twoFactorDisable: '/wps/member/twoFactor/disable',
  /** SPEC 7 Wallet (T): the main and game wallets, and transfers between them. */
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  /** Reference backend addition (T): every game wallet back to the main wallet. */
  walletTransferAll: '/wps/relay/GCS_walletTransferAll',
  /** Reference backend additions (T): deposits (kernel/deposit.ts). */
  depositOptions: '/wps/relay/PAY_depositChannels',
  createDepositOrder: '/wps/relay/PAY_createDepositOrder',
  depositOrder: '/wps/relay/PAY_depositOrder',
  depositOrders: '/wps/relay/PAY_depositOrders',
  /** Reference backend additions (T): withdrawals (kernel/withdraw.ts, bankAccount.ts); passwordCheck ones are (E). */
  bankAccounts: '/wps/relay/PAY_bankAccounts',
  addBankAccount: '/wps/relay/PAY_addBankAccount',
  removeBankAccount: '/wps/relay/PAY_removeBankAccount',
  withdrawLimits: '/wps/relay/PAY_withdrawLimits',
  setWithdrawPassword: '/wps/relay/passwordCheck/PAY_setWithdrawPassword',
  changeWithdrawPassword: '/wps/relay/passwordCheck/PAY_changeWithdrawPassword',
  withdraw: '/wps/relay/passwordCheck/PAY_withdraw',
  withdrawals: '/wps/relay/PAY_withdrawals',
  /** Reference backend additions (T): SPEC 4 withdrawal confirmation (kernel/withdrawConfirmation.ts). */
  withdrawConfirmations: '/wps/relay/PAY_withdrawConfirmations',
  confirmWithdrawal: '/wps/relay/PAY_confirmWithdrawal',
  uploadConfirmationProof: '/wps/relay/PAY_confirmationProof',
  /** Reference backend additions (T, module MEMTRANS3): send money to the upline agent; the transfer is (E). */
  uplineTransferInfo: '/wps/relay/MCSFE_uplineTransferInfo',
  transferUpline: '/wps/relay/passwordCheck/MCSFE_transferUpline',
  /** The member centre's records (T, kernel/records.ts); SPEC 7 names the transaction detail, the other two are added. */
  betRecords: '/wps/relay/ODSFE2_MemBetRecord',
  accountRecords: '/wps/relay/ODSFE2_MemTransDet',
  profitLoss: '/wps/relay/ODSFE2_MemProfitLoss',
  /** Reference backend additions (T): the security center's profile and contact binding (kernel/profile.ts). */
  profile: '/wps/member/info/profile',
  /** SPEC 7 Member (T): the avatar icons and the chosen one (kernel/memberIcon.ts); PUT, choosing one, is a reference backend addition. */
  memberIcon: '/wps/member/info/icon',
  smsBindCode: '/wps/verification/sms/bind',
  bindMobile: '/wps/member/info/mobile',
  mailBindCode: '/wps/verification/mail/bind',
  bindEmail: '/wps/member/info/email',
  /** Reference backend additions (T, module INBOX3): the message inbox (kernel/inbox.ts); SPEC 7 names CSP_unreadCount. */
  messages: '/wps/relay/CSP_messageList',
  readMessages: '/wps/relay/CSP_readMessages',
  readAllMessages: '/wps/relay/CSP_readAllMessages',
  deleteMessages: '/wps/relay/CSP_deleteMessages',
  /** Reference backend additions (T, module REFERRAL3): invite friends (kernel/referral.ts); SPEC 7 names no call for it. */
  referralProgramme: '/wps/relay/MCSFE_referralInfo',
  referralFriends: '/wps/relay/MCSFE_referralFriends',
  /** Reference backend additions (T): the reward center (module REWCEN3, kernel/rewardCenter.ts) and its VIP part (module VIP3, kernel/vip.ts). */
  vipInfo: '/wps/relay/MCSFE_vipInfo',
  rewardList: '/wps/relay/MCSFE_rewardList',
  rewardUnreadCount: '/wps/relay/MCSFE_rewardUnreadCount',
  markRewardsSeen: '/wps/relay/MCSFE_markRewardsSeen',
  claimReward: '/wps/relay/MCSFE_claimReward',
  /** SPEC 7 Points (all T, module PTSYS3; kernel/points.ts): redeem and convert are (E); the transactions are accountRecords?wallet=points. */
  pointBalance: '/wps/relay/MCS2_getPointBalance',
  pointRewards: '/wps/relay/MCS2_getPointReward',
  pointConfig: '/wps/relay/MCS2_getPointConfig',
  redeemList: '/wps/relay/MCS2_getRedeemPointList',
  redeemPointReward: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  convertPoint: '/wps/relay/passwordCheck/MCS2_convertPoint',
  /** SPEC 7 mission calls (T): the summary and the leaderboard; the claim and the badge count are reference backend additions (kernel/missions.ts). */
  missionSummary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  missionLeaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  claimMission: '/wps/relay/MCSFE_claimMission',
  missionCount: '/wps/relay/MCSFE_missionUnreadCount',
  /** Reference backend additions (T, module MANREBATE3): bonus details and the manual rebate (kernel/bonusDetails.ts). */
  bonusGrants: '/wps/relay/MCSFE_bonusDetails',
  rebateSummary: '/wps/relay/MCSFE_rebateSummary',
  claimRebate: '/wps/relay/MCSFE_claimRebate',
  rebateClaims: '/wps/relay/MCSFE_rebateHistory',
  /**
   * Promotions (kernel/promotions.ts): the list answers a visitor too, the rest are (T); SPEC 7
   * names the raffle claim, the others are reference backend additions.
   */
  promotions: '/wps/relay/MCSFE_promotionList',
  joinPromotion: '/wps/relay/MCSFE_joinPromotion',
  claimPromotion: '/wps/relay/MCSFE_claimPromotion',
  claimRafflePromotion: '/wps/relay/MCS2_claimRafflePromotion',
  applyPromotion: '/wps/relay/MCSFE_applyPromotion',
  promotionImage: '/wps/relay/MCSFE_promotionImage',
  /** Reference backend additions (T, issue 26): safer-gambling limits (kernel/saferGambling.ts); setting one is idempotent by key. */
  saferGamblingLimits: '/wps/relay/MCSFE_saferGamblingLimits',
  setSaferGamblingLimit: '/wps/relay/MCSFE_setSaferGamblingLimit',
  /** Reference backend additions (T, issue 26): the reality check's interval, this session's summary, and taking a break (E, with the login password) (kernel/playerSafety.ts). */
  realityCheck: '/wps/relay/MCSFE_realityCheck',
  setRealityCheck: '/wps/relay/MCSFE_setRealityCheck',
  sessionSummary: '/wps/relay/MCSFE_sessionSummary',
  takeBreak: '/wps/relay/passwordCheck/MCSFE_takeBreak',
} as const;
