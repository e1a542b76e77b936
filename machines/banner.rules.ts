import type { Banner } from '../src/contract/announcements';

/** SPEC 2 Banners: only YouTube links are accepted as video. */
export function isYoutubeLink(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return /(^|\.)youtube\.com$|(^|\.)youtube-nocookie\.com$|^youtu\.be$/.test(hostname);
  } catch {
    return false;
  }
}

export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'video'; url: string }
  | { kind: 'rejectedVideo'; url: string };

/** What clicking a banner opens (SPEC 2: its linked target). */
export function bannerTarget(banner: Banner): BannerTarget {
  switch (banner.linkageType) {
    case 'ROUTE':
      return banner.linkage.startsWith('/') ? { kind: 'route', path: banner.linkage } : { kind: 'none' };
    case 'URL':
      return /^https?:\/\//.test(banner.linkage) ? { kind: 'external', url: banner.linkage } : { kind: 'none' };
    case 'VIDEO':
      return isYoutubeLink(banner.linkage) ? { kind: 'video', url: banner.linkage } : { kind: 'rejectedVideo', url: banner.linkage };
    default:
      return { kind: 'none' };
  }
}
