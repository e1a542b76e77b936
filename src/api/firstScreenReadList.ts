import { PATH } from '../../kernel/paths';
import { announcementsQuery, popupAnnouncementsQuery, type Query } from './firstScreenReads';

/**
 * The reads a visitor's first screen waits for (system status, the brand's settings, the menus, the
 * banners and the anonymous popups). public/first-paint.js starts them from the page's head, beside
 * the entry chunk's download, instead of after it has run: the lobby's banner, its largest paint,
 * then waits for the slower of the two, not for both one after the other.
 * Read by vite.config.ts only (its own file, so the list never ships in the app).
 */
export const FIRST_SCREEN_READS: readonly { path: string; query?: Query }[] = [
  { path: PATH.systemStatus },
  { path: PATH.whitelabel },
  { path: PATH.gameMenus },
  { path: PATH.registerSettings },
  { path: PATH.announcements, query: announcementsQuery() },
  { path: PATH.announcements, query: popupAnnouncementsQuery(['B']) },
];
