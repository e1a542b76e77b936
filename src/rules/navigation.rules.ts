/** SPEC 2 route rules, kept out of the views. */
import { CATEGORY_PATH, type GameCategory } from '@kernel/platform';
import type { SessionKind } from '@machines/sessionKind';

/** Game pages hide the side menu (SPEC 2). */
export const GAME_PAGE_PATHS = ['/seamless', '/lottert', '/vnlottery', '/sealottery'] as const;
export const LOBBY_PATHS = ['/', '/index', '/index.html', '/home'] as const;
export const LOGIN_REQUIRED_PATHS = ['/lottery', '/seaLottery', '/vnLottery'] as const;
export const AGENT_LAYOUT_PATHS = ['/agent', '/agentHome'] as const;
/** Areas that need an account; a guest is asked to log in (SPEC 4 Game and navigation). */
export const ACCOUNT_PATHS = ['/member', '/pointMall', '/favorite', '/recent'] as const;

const includes = (list: readonly string[], path: string) => list.includes(path);

export const hidesSideMenu = (path: string) => includes(GAME_PAGE_PATHS, path);
export const usesAgentLayout = (path: string) => includes(AGENT_LAYOUT_PATHS, path);

export type RouteDecision =
  | { kind: 'show' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; popup?: 'login' | 'register' | 'trialWarning'; referralCode?: string | null };

/**
 * What the app does on arriving at a path: show it, wait for the session to be known, or go
 * elsewhere (opening a popup there).
 */
export function decideRoute(path: string, search: string, session: SessionKind): RouteDecision {
  const query = new URLSearchParams(search);
  if (path === '/login') return { kind: 'redirect', to: '/', popup: 'login' };
  if (path === '/register') return { kind: 'redirect', to: '/', popup: 'register', referralCode: query.get('referralCode') };
  const needsAccount = includes(LOGIN_REQUIRED_PATHS, path) || includes(ACCOUNT_PATHS, path) || path === '/agentHome';
  if (needsAccount && session === 'pending') return { kind: 'wait' };
  if (path === '/agentHome') return session === 'agent' ? { kind: 'show' } : { kind: 'redirect', to: '/agent' };
  if (includes(LOGIN_REQUIRED_PATHS, path) && session === 'guest') return { kind: 'redirect', to: '/login' };
  if (includes(ACCOUNT_PATHS, path) && session === 'guest') return { kind: 'redirect', to: '/', popup: 'login' };
  // SPEC 4: a trial account is not fully registered: the account areas warn (in_need_true_account).
  if (includes(ACCOUNT_PATHS, path) && session === 'trial') return { kind: 'redirect', to: '/', popup: 'trialWarning' };
  return { kind: 'show' };
}

/** SPEC 4: the current game type: the category whose page is shown, and HOME (the default) elsewhere. */
export type CurrentGameType = GameCategory | 'HOME';
const CATEGORY_OF_PATH = new Map<string, GameCategory>([
  ...Object.entries(CATEGORY_PATH).map(([category, path]) => [path, category as GameCategory] as const),
  // The lottery pages belong to the lottery category.
  ...LOGIN_REQUIRED_PATHS.map((path) => [path, 'LOTT' as GameCategory] as const),
]);
export const currentGameType = (path: string): CurrentGameType => CATEGORY_OF_PATH.get(path) ?? 'HOME';
/** The header's Home entry is current on the lobby itself, not on every page without a category. */
export const isLobbyPath = (path: string) => includes(LOBBY_PATHS, path);
