import type { Banner } from '@kernel/announcements';
import type { BannerGroup } from '@kernel/platform';
import { isHttpAddress, isSitePath } from '@kernel/webAddress';

/** SPEC 2 Banners: only YouTube links are accepted as video. */
export function isYoutubeLink(url: string): boolean {
  // 'javascript://www.youtube.com/%0a...' has a YouTube host too: the scheme is checked first.
  if (!isHttpAddress(url)) return false;
  try {
    const { hostname } = new URL(url);
    return /(^|\.)youtube\.com$|(^|\.)youtube-nocookie\.com$|^youtu\.be$/.test(hostname);
    // Stryker disable next-line BlockStatement: unreachable: isHttpAddress(url) above already parsed this same url with new URL, so it cannot throw here.
  } catch {
    // Stryker disable next-line BooleanLiteral: unreachable: isHttpAddress(url) above already parsed this same url with new URL, so it cannot throw here.
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
      return isSitePath(banner.linkage) ? { kind: 'route', path: banner.linkage } : { kind: 'none' };
    case 'URL':
      return isHttpAddress(banner.linkage) ? { kind: 'external', url: banner.linkage } : { kind: 'none' };
    case 'VIDEO':
      return isYoutubeLink(banner.linkage) ? { kind: 'video', url: banner.linkage } : { kind: 'rejectedVideo', url: banner.linkage };
    default:
      return { kind: 'none' };
  }
}

/** SPEC 9: the video carousel shows 1.8 slides with -30 spacing (the slides overlap). */
export const VIDEO_CAROUSEL = { perView: 1.8, spacing: -30 } as const;

/**
 * SPEC 2 Banners: a group's banners as a page shows them: image banners in the banner carousel,
 * YouTube videos in the video carousel, and any other video link refused (logged as 'Not youtube
 * link' and not shown).
 */
export function bannerShelves(banners: readonly Banner[], group: BannerGroup): { slides: Banner[]; videos: Banner[]; refused: Banner[] } {
  const shown = banners.filter((banner) => banner.groupName === group);
  const isVideo = (banner: Banner) => banner.linkageType === 'VIDEO';
  return {
    slides: shown.filter((banner) => !isVideo(banner)),
    videos: shown.filter((banner) => isVideo(banner) && isYoutubeLink(banner.linkage)),
    refused: shown.filter((banner) => isVideo(banner) && !isYoutubeLink(banner.linkage)),
  };
}

/** The lobby's banners (w_home). */
export const homeBannerShelves = (banners: readonly Banner[]) => bannerShelves(banners, 'w_home');

/** The promotions page's banners (w_promotion). */
export const promotionBannerShelves = (banners: readonly Banner[]) => bannerShelves(banners, 'w_promotion');
