import * as v from 'valibot';
import { envelope } from './envelope';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, POPUP_EXECUTIONS } from './platform';
import { isHttpAddress, isSitePath, webAddressSchema } from './webAddress';

export const BANNER_LINKAGE_TYPES = ['NONE', 'URL', 'ROUTE', 'VIDEO'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

/** What a banner's linkage may be: a page of this site for ROUTE, an http(s) address for URL and VIDEO. */
export function isBannerLinkage(linkageType: BannerLinkageType, linkage: string): boolean {
  if (linkageType === 'NONE') return true;
  return linkageType === 'ROUTE' ? isSitePath(linkage) : isHttpAddress(linkage);
}

/** SPEC 3: banner. linkageType says what `linkage` opens. */
export const bannerSchema = v.pipe(
  v.object({
    id: v.number(),
    groupName: v.picklist(BANNER_GROUPS),
    url: webAddressSchema,
    linkage: v.string(),
    linkageType: v.picklist(BANNER_LINKAGE_TYPES),
    title: v.string(),
  }),
  v.check((banner) => isBannerLinkage(banner.linkageType, banner.linkage), 'a banner linkage must be a page of this site (ROUTE) or an http(s) address (URL, VIDEO)'),
);
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
