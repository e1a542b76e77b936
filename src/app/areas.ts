/** SPEC 2 lazily loaded areas, each its own chunk. */
export const AREAS = {
  Promotions: () => import('../features/promotions/PromotionsArea'),
  Seamless: () => import('../features/seamless/SeamlessArea'),
  /** The lottery pages with their props from the root actors (the route and the area in one chunk). */
  Lottery: () => import('./LotteryRoute'),
  MemberCenter: () => import('../features/memberCenter/MemberCenterArea'),
  PointMall: () => import('../features/pointMall/PointMallArea'),
  /** The account game lists with their props from the root actors (the route and the area in one chunk). */
  AccountGame: () => import('./AccountGameRoute'),
  GameListCenter: () => import('../features/gameListCenter/GameListCenterArea'),
  AgentCenter: () => import('../features/agentCenter/AgentCenterArea'),
  HelpCenter: () => import('../features/helpCenter/HelpCenterArea'),
  DownloadApp: () => import('../features/downloadApp/DownloadAppArea'),
  /** The agent login page composes the agent promotion with the login form (two features). */
  AgentLogin: () => import('./AgentLoginRoute'),
};
