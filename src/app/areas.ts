/** SPEC 2 lazily loaded areas, each its own chunk. */
export const AREAS = {
  Promotions: () => import('../features/promotions/PromotionsArea'),
  Seamless: () => import('../features/seamless/SeamlessArea'),
  Lottery: () => import('../features/lottery/LotteryArea'),
  MemberCenter: () => import('../features/memberCenter/MemberCenterArea'),
  PointMall: () => import('../features/pointMall/PointMallArea'),
  AccountGame: () => import('../features/accountGame/AccountGameArea'),
  GameListCenter: () => import('../features/gameListCenter/GameListCenterArea'),
  AgentCenter: () => import('../features/agentCenter/AgentCenterArea'),
  HelpCenter: () => import('../features/helpCenter/HelpCenterArea'),
  DownloadApp: () => import('../features/downloadApp/DownloadAppArea'),
  /** The agent login page composes the agent promotion with the login form (two features). */
  AgentLogin: () => import('./AgentLoginRoute'),
};
