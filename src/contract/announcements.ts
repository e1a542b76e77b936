import * as v from 'valibot';
import { envelope } from './envelope';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, POPUP_EXECUTIONS } from './platform';

/** SPEC 3: banner. linkageType says what `linkage` opens. */
export const bannerSchema = v.object({
  id: v.number(),
  groupName: v.picklist(BANNER_GROUPS),
  url: v.string(),
  linkage: v.string(),
  linkageType: v.picklist(['NONE', 'URL', 'ROUTE', 'VIDEO']),
  title: v.string(),
});
export type Banner = v.InferOutput<typeof bannerSchema>;

/** SPEC 3: announcement or notice; content is server HTML (sanitised before it is shown). */
export const announcementSchema = v.object({
  id: v.number(),
  type: v.picklist(ANNOUNCEMENT_TYPES),
  title: v.string(),
  content: v.string(),
  timestamp: v.number(),
  execution: v.nullable(v.picklist(POPUP_EXECUTIONS)),
});
export type Announcement = v.InferOutput<typeof announcementSchema>;

export const announcementsSchema = v.object({
  banners: v.array(bannerSchema),
  playerNotices: v.array(announcementSchema),
  popup: v.array(announcementSchema),
  promotion: v.array(announcementSchema),
  homeNotices: v.array(announcementSchema),
});
export type Announcements = v.InferOutput<typeof announcementsSchema>;
export const announcementsResponse = envelope(announcementsSchema);
