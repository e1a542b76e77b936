import { loadAreaCatalogue } from '../i18n/catalogues';

/** An area whose strings are in the areas' catalogue (lingui.config.ts): both load together. */
const withAreaStrings =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadAreaCatalogue()]).then(([module]) => module);

/** SPEC 2 lazily loaded areas, each its own chunk. */
export const AREAS = {
  /** The promotions with their props from the root actors (the route and the area in one chunk). */
  Promotions: withAreaStrings(() => import('./routes/PromotionsRoute')),
  /** The seamless game page with its game from the launcher (the route and the area in one chunk). */
  Seamless: () => import('./routes/SeamlessRoute'),
  /** The lottery pages with their props from the root actors (the route and the area in one chunk). */
  Lottery: withAreaStrings(() => import('./routes/LotteryRoute')),
  /** The member center with its effects from the root actors (the route and the area in one chunk; each page its own). */
  MemberCenter: withAreaStrings(() => import('./routes/MemberCenterRoute')),
  /** The points mall with its props from the root actors (the route and the area in one chunk). */
  PointMall: withAreaStrings(() => import('./routes/PointMallRoute')),
  /** The account game lists with their props from the root actors (the route and the area in one chunk). */
  AccountGame: () => import('./routes/AccountGameRoute'),
  /** The game lists and game centres with their props from the root actors (the route and the area in one chunk). */
  GameListCenter: () => import('./routes/GameListRoute'),
  /** The agency center with its effects from the root actors (the route and the area in one chunk; each page its own). */
  AgentCenter: withAreaStrings(() => import('./routes/AgentCenterRoute')),
  HelpCenter: () => import('../features/helpCenter/HelpCenterArea'),
  DownloadApp: () => import('../features/downloadApp/DownloadAppArea'),
  /** The agent login page composes the agent promotion with the login form (two features). */
  AgentLogin: () => import('./routes/AgentLoginRoute'),
};
