import { PATH } from '../../kernel/paths';
import { announcementsQuery, popupAnnouncementsQuery, type Query } from './firstScreenReads';

type FirstScreenRead = { path: string; query?: Query };

/** What every first screen reads, a visitor's or a member's: the status, the brand's settings, the menus and the banners. */
const SETTINGS_READS: readonly FirstScreenRead[] = [
  { path: PATH.systemStatus },
  { path: PATH.whitelabel },
  { path: PATH.gameMenus },
  { path: PATH.registerSettings },
  { path: PATH.announcements, query: announcementsQuery() },
];

/**
 * The reads a visitor's first screen waits for (the settings above and the anonymous popups).
 * public/first-paint.js starts them from the page's head, beside the entry chunk's download,
 * instead of after it has run: the lobby's banner, its largest paint, then waits for the slower of
 * the two, not for both one after the other.
 * Read by vite.config.ts only (its own file, so the list never ships in the app).
 */
export const FIRST_SCREEN_READS: readonly FirstScreenRead[] = [...SETTINGS_READS, { path: PATH.announcements, query: popupAnnouncementsQuery(['B']) }];

/**
 * The reads a tab with a session makes as it opens (a reload, a link opened in the tab): the same
 * settings and banners asked as the member (its popups come later, by their own rules), and the
 * member's own details, which every signed-in page waits for. Started from the head too, with the
 * session's token, so a member's page is not one entry chunk's run later than a visitor's.
 */
export const SIGNED_IN_FIRST_SCREEN_READS: readonly FirstScreenRead[] = [...SETTINGS_READS, { path: PATH.memberInfo }];
