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
  domainRoute: '/wps/system/domainRoute',
  captcha: '/wps/captcha',
  /** Reference backend addition: the RSA key (E) bodies are sealed with. */
  publicKey: '/wps/system/publicKey',
  gameMenus: '/lgw/games/game_menus',
  /** SPEC gives no path for the game vendor call; the reference backend serves it here. */
  gameVendor: '/lgw/games/game_vendor',
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  rankList: '/wps/relay/GCSGAME_getRankList',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
} as const;

/** Development controls of the reference backend (absent unless dev controls are on). */
export const DEV_PATH = {
  status: '/__dev/status',
  fault: '/__dev/fault',
  reset: '/__dev/reset',
} as const;
