import type { AnnouncementType, BannerGroup, PopupExecution } from '../../kernel/platform';
import type { Db } from '../types';

export type BannerRow = {
  id: number;
  groupName: BannerGroup;
  titleEn: string;
  titleHi: string;
  linkage: string;
  linkageType: 'NONE' | 'URL' | 'ROUTE' | 'VIDEO';
};

export type AnnouncementRow = {
  id: number;
  type: AnnouncementType;
  execution: PopupExecution | null;
  titleEn: string;
  titleHi: string;
  contentEn: string;
  contentHi: string;
  publishedAt: number;
};

/** Banners and announcements (notices, popups, promotions) in both languages. */
export function createContentStore(db: Db) {
  const banners = db.prepare<[], BannerRow>(
    `SELECT id, group_name AS groupName, title_en AS titleEn, title_hi AS titleHi, linkage, linkage_type AS linkageType
     FROM banner ORDER BY group_name, sort`,
  );
  const bannerById = db.prepare<[number], BannerRow>(
    `SELECT id, group_name AS groupName, title_en AS titleEn, title_hi AS titleHi, linkage, linkage_type AS linkageType
     FROM banner WHERE id = ?`,
  );
  const announcements = db.prepare<[], AnnouncementRow>(
    `SELECT id, type, execution, title_en AS titleEn, title_hi AS titleHi, content_en AS contentEn,
       content_hi AS contentHi, published_at AS publishedAt
     FROM announcement ORDER BY type, sort`,
  );

  return {
    banners: () => banners.all(),
    bannerById: (id: number) => bannerById.get(id) ?? null,
    announcements: () => announcements.all(),
  };
}
export type ContentStore = ReturnType<typeof createContentStore>;
