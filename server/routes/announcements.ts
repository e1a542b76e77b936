import { Hono } from 'hono';
import { type Announcement, announcementsResponse } from '../../kernel/announcements';
import { PATH } from '../../kernel/paths';
import type { AnnouncementType, PopupExecution } from '../../kernel/platform';
import { announcementsQuerySchema } from '../../kernel/queries';
import type { AppEnv } from '../appEnv';
import { bannerImageUrl } from '../art/urls';
import type { ServerContext } from '../context';
import { type Lang, localise } from '../i18n';
import { ok } from '../respond';
import type { AnnouncementRow } from '../store/content';
import { readQuery } from '../validate';

const toAnnouncement = (row: AnnouncementRow, lang: Lang): Announcement => ({
  id: row.id,
  type: row.type,
  title: localise({ EN: row.titleEn, HI: row.titleHi }, lang),
  content: localise({ EN: row.contentEn, HI: row.contentHi }, lang),
  timestamp: row.publishedAt,
  execution: row.execution,
});

/**
 * Banners (B), player notices (PL), popups (PU), promotions (PR) and home notices (H), each only
 * when asked for; popups only of the executions named (one, or a comma list such as F,A).
 */
export function announcementRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH.announcements, (c) => {
    const query = readQuery(c, announcementsQuerySchema);
    const lang = c.get('lang');
    const wanted = new Set<AnnouncementType>(query.types);
    const executions = query.execution === undefined ? null : new Set<PopupExecution>(query.execution);
    const announcements = ctx.stores.content.announcements();
    const ofType = (type: AnnouncementType) => (wanted.has(type) ? announcements.filter((row) => row.type === type).map((row) => toAnnouncement(row, lang)) : []);

    return ok(c, announcementsResponse, {
      banners: wanted.has('B')
        ? ctx.stores.content.banners().map((banner) => ({
            id: banner.id,
            groupName: banner.groupName,
            url: bannerImageUrl(banner.id, lang),
            linkage: banner.linkage,
            linkageType: banner.linkageType,
            title: localise({ EN: banner.titleEn, HI: banner.titleHi }, lang),
          }))
        : [],
      playerNotices: ofType('PL'),
      popup: ofType('PU').filter((popup) => executions === null || (popup.execution !== null && executions.has(popup.execution))),
      promotion: ofType('PR'),
      homeNotices: ofType('H'),
    });
  });

  return routes;
}
