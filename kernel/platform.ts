/** Platform constants of SPEC sections 3 and 9 shared by the client and the reference backend. */

export const PLATFORM = 'WEB';
export const PLATFORM_SHORT = 'W';
export const DEVICE = 'web';
export const CLIENT_TYPE = 3;
export const GAME_PLATFORM = 'html5-desktop';

/** SPEC 3: member types that make a user an agent, and the trial (free play) type. */
export const AGENT_USER_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_USER_TYPES = [4] as const;
export const isAgentType = (type: number) => (AGENT_USER_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => (TRIAL_USER_TYPES as readonly number[]).includes(type);

/** SPEC 2: category codes in the order of the side menu; then SPEC 1's mini games, a category of their own. */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT', 'BGS', 'MINI'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** SPEC 2: the route path of each category page. */
export const CATEGORY_PATH: Record<GameCategory, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  ELOTT: '/elott',
  LOTT: '/lott',
  COCKFIGHT: '/cockfight',
  BGS: '/bgs',
  MINI: '/mini',
};

/** SPEC 9: category label keys. */
export const CATEGORY_LABEL_KEY: Record<GameCategory, string> = {
  ELOTT: 'con_lott',
  LOTT: 'con_lott',
  BGS: 'in_house',
  LIVE: 'con_live',
  SPORTS: 'con_sports',
  FISH: 'con_fish',
  RNG: 'con_rng',
  PVP: 'con_pvp',
  ESPORTS: 'compete_game',
  COCKFIGHT: 'con_cock',
  MINI: 'con_mini',
};

/** SPEC 3 vendor lists: e-sports vendors, cockfight vendors and excluded slot vendors (empty here). */
export const VENDOR_LISTS: { readonly esports: readonly string[]; readonly cockfight: readonly string[]; readonly excludedSlots: readonly string[] } = {
  esports: ['AV', 'IMES', 'IA', 'AI', 'TF'],
  cockfight: [],
  excludedSlots: [],
};

/**
 * SPEC 3 icon vendors: where the lobby and the game lists show vendors, these are shown by their
 * icon (the logo art, which carries the vendor's name) instead of a logo beside a written name.
 */
export const ICON_VENDORS: readonly string[] = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
export const isIconVendor = (vassalage: string) => ICON_VENDORS.includes(vassalage);

/** SPEC 9 lobby and list limits. */
export const LIMITS = {
  gamePageSize: 20,
  favouritePageSize: 999,
  recentPageSize: 20,
  winnerBoard: 20,
  announcementPageSize: 9,
  vendorRowCap: 12,
} as const;

/** SPEC 9: announcement types and popup executions. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];

/** SPEC 3: lottery prize modes (the VN lottery menu is asked for one of them). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/**
 * SPEC 3 brand config: the platform, and the lottery type "Lott", the prize mode the lotto page
 * launches with (machines/lottery.rules.ts). The merchant code is configuration (src/api/config.ts).
 */
export const BRAND_CONFIG = { platform: PLATFORM, lotteryType: 'LOTT' } as const satisfies { platform: string; lotteryType: PrizeMode };

/** SPEC 2: banner groups. */
export const BANNER_GROUPS = ['w_home', 'w_promotion', 'w_leftmenu', 'w_login', 'w_register'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Request headers every platform call carries (ARCHITECTURE: the platform API). */
export const HEADER = {
  merchant: 'Merchant',
  language: 'Language',
  device: 'Device',
  authorization: 'Authorization',
  /**
   * Reference backend addition: the captcha call answers with the id of the captcha it drew in
   * this response header; a login may send it back in the same request header to name the
   * captcha it answers (without it the backend checks the client's latest captcha).
   */
  captchaId: 'Captcha-Id',
} as const;

/** SPEC 4: system status codes. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

/** SPEC 9: the platform's default weak password; logging in with it forces a change. */
export const DEFAULT_WEAK_PASSWORD = 'aa123456';
