/** Call paths of SPEC section 7 (and the few the reference backend adds, marked). */
export const PATH = {
  login: '/wps/session/login',
  freePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  balance: '/wps/v2/wallets/balance',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  systemStatus: '/wps/system/status',
  /** SPEC 7 Language update (getUpdateLanguage, a language field): SPEC gives no path; the reference backend serves it here (POST). */
  updateLanguage: '/wps/system/getUpdateLanguage',
  domainRoute: '/wps/system/domainRoute',
  captcha: '/wps/captcha',
  /** Reference backend addition: a proof-of-work challenge for login, SMS codes and registration (contract/challenge.ts). */
  challenge: '/wps/verification/challenge',
  /** Reference backend addition: the RSA key (E) bodies are sealed with. */
  publicKey: '/wps/system/publicKey',
  gameMenus: '/lgw/games/game_menus',
  /** SPEC gives no path for the game vendor call; the reference backend serves it here. */
  gameVendor: '/lgw/games/game_vendor',
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  rankList: '/wps/relay/GCSGAME_getRankList',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  /** SPEC 7 Favourites (all T): the whole list, a page of it, add and remove. */
  favouriteGames: '/wps/relay/MCSFE_getFavoriteGames',
  favouriteGamesList: '/wps/relay/MCSFE_getFavoriteGamesList',
  addFavouriteGame: '/wps/relay/MCSFE_addFavoriteGameV2',
  removeFavouriteGame: '/wps/relay/MCSFE_removeFavoriteGameV2',
  /** SPEC 7 Recent (T): the games the member launched, newest first. */
  recentGames: '/wps/relay/GCS_recentGame',
  /** SPEC 7 Launch (T). */
  launchGame: '/wps/game/launchGame',
  /** SPEC 7 Launch for a variant: a PVP room (one table of a card game, its stakes). */
  gameLaunchFB: '/wps/relay/GCS_gameLaunchFB',
  /** SPEC 7 Vendor type (T): the game types each vendor serves. */
  vendorGameType: '/wps/relay/GCSGAME_getVassGameType',
  /** SPEC 7 New vendors. */
  newGameVendor: '/wps/relay/GCSGAME_newGameVendor',
  /** SPEC 7 PVP rooms (T). */
  pvpRoomList: '/wps/relay/GLS2_roomList',
  /** SPEC 7 Lottery: VN menus, recently played VN lotteries (T), opened numbers (T). */
  vnGameMenu: '/lgw/vn/games/game_menu',
  vnGameMenuRecent: '/lgw/vn/games/game_menu/recent',
  vnOpenedNumbers: '/lgw/vn/numeros/opened/game',
  lottoOpenedNumbers: '/lotto/lgw/games/opened/numero',
  /** SPEC 7 Other: live chat models and launch (module CBS3), unread messages (T). */
  chatModels: '/wps/relay/CBS_modelList',
  launchChat: '/wps/relay/CBS_launchChat',
  unreadCount: '/wps/relay/CSP_unreadCount',
  /** SPEC 7 System: help centre (query lang, device WEB). */
  helpCenter: '/wps/system/helpCenter',
  smsLoginCode: '/wps/verification/sms/noLogin',
  smsRegisterCode: '/wps/verification/sms/register',
  /** SPEC names no path for the forgot-password SMS; the reference backend serves it here. */
  smsForgotCode: '/wps/verification/sms/forgot',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  affiliate: '/wps/agent/affiliate',
  changePassword: '/wps/member/password',
  forgotByEmail: '/wps/member/password/email',
  forgotByPhone: '/wps/member/password/verification',
  /** SPEC names no path for the unregistered-IP check; the reference backend serves it here. */
  loginVerification: '/wps/session/login/verification',
  /** Reference backend addition (issue 26): the login's two-factor step, a TWO_FACTOR_REQUIRED ticket and a code (kernel/twoFactor.ts). */
  loginTwoFactor: '/wps/session/login/twoFactor',
  feedback: '/wps/feedback',
  /** SPEC: 'registration validators, country codes and icon: GET, paths not shown'. */
  countryCodes: '/wps/system/countryCodes',
  validators: '/wps/system/validators',
} as const;

/** The payment gateway page of a deposit order (served by the reference backend; the order's payUrl). */
export const payPagePath = (orderId: string) => `/assets-gen/pay/${encodeURIComponent(orderId)}.html`;

/** The demo game page a launch opens (its address carries a play ticket), and the spin its script posts (kernel/play.ts). */
export const playPagePath = (nodeId: number) => `/assets-gen/play/${nodeId}.html`;
export const playSpinPath = (nodeId: number) => `/assets-gen/play/${nodeId}/spin`;

/** Development controls of the reference backend (absent unless dev controls are on). */
export const DEV_PATH = {
  /** GET the backend clock; POST { advanceMs }: move it forward (contract expiry, settlements). */
  clock: '/__dev/clock',
  /** POST { agent, minutes }: the agent's team bets over the next minutes, the clock moves past them, due settlements run. */
  teamPlay: '/__dev/team-play',
  /** POST { modId, enabled }: switch a module of the merchant's flag tree (the agency gating). */
  modules: '/__dev/modules',
  status: '/__dev/status',
  fault: '/__dev/fault',
  reset: '/__dev/reset',
  /** POST { name, enabled, required? }: switch a field of the registration config (the register popup shows it after a reload); reset undoes it. */
  registerFields: '/__dev/register-fields',
  /** POST { set: 'all' | 'merchant' }: the demo merchant offers every registry language, or its own set again (HI and EN); reset goes back to its own. */
  languages: '/__dev/languages',
  /** The SMS codes the backend 'sent', newest first. */
  smsOutbox: '/__dev/sms',
  /** GET the merchant's SMS sender (on or off, the day's budget, codes sent today); POST { enabled?, dailyBudget? } changes it; DELETE (and reset) restores it. */
  smsSender: '/__dev/sms-sender',
  /** Unspent captcha answers, newest first, so browser tests can pass a captcha. */
  captchas: '/__dev/captchas',
  /** The mails the backend 'sent' (forgot password by email), newest first. */
  mailOutbox: '/__dev/mail',
  /** The current authenticator (TOTP) code of every account that has an authenticator bound. */
  authenticator: '/__dev/authenticator',
  /** Withdrawals waiting for the operator (pending) or for a peer confirmation (approved), oldest first. */
  withdrawals: '/__dev/withdrawals',
  /** POST { withdrawalId }: pay a pending withdrawal (approve, then paid), or settle a disputed peer-paid one as received. */
  approveWithdrawal: '/__dev/withdrawals/approve',
  /** POST { withdrawalId }: reject a pending or disputed withdrawal; the hold goes back to the member. */
  rejectWithdrawal: '/__dev/withdrawals/reject',
  /** POST { withdrawalId, depositor }: pay a pending withdrawal peer to peer from another member's deposit. */
  matchWithdrawal: '/__dev/withdrawals/match',
  /** POST { isSingle }: switch the merchant between single and multi wallet (single sweeps game wallets to main). */
  walletMode: '/__dev/wallet-mode',
  /** POST: every text the backend serves for pages to show (server HTML, titles, names) becomes script-bearing (server/routes/devHostileContent.ts); reset undoes it. */
  hostileContent: '/__dev/hostile-content',
  /** POST { username, kind, amountPaise, titleEn?, titleHi?, expiresInMinutes? }: a reward for the member to claim in the reward center. */
  grantReward: '/__dev/rewards/grant',
  /** Points redeems In Process (waiting for the operator), oldest first. */
  pointRedeems: '/__dev/point-redeems',
  /** POST { redeemId }: approve a redeem In Process (its points are spent for good). */
  approveRedeem: '/__dev/point-redeems/approve',
  /** POST { redeemId }: reject a redeem In Process; its points go back to the member and the reward to stock. */
  rejectRedeem: '/__dev/point-redeems/reject',
  /** GET: the merchant's missions with their current periods. */
  missions: '/__dev/missions',
  /** POST { username, mission }: that mission of the current day or week counts as complete for the member. */
  completeMission: '/__dev/missions/complete',
  /** Activity applications waiting for review (Applying), oldest first. */
  promotionApplications: '/__dev/promotion-applications',
  /** POST { applicationId }: approve it: the bonus is paid (grantBonus) and the promotion shows Issued. */
  approvePromotionApplication: '/__dev/promotion-applications/approve',
  /** POST { applicationId, reason? }: reject it (Rejected), with the reason the member is shown. */
  rejectPromotionApplication: '/__dev/promotion-applications/reject',
} as const;
