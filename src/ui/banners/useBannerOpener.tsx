import { type ReactNode, useCallback, useState } from 'react';
import type { Banner } from '@kernel/announcements';
import { bannerTarget } from '@/rules/banner.rules';
import { LazyArea } from '../LazyArea';

const loadVideoDialog = () => import('./VideoDialog').then((module) => ({ default: module.VideoDialog }));

/**
 * SPEC 2 Banners: clicking one opens its linked target: a page of the site, an address in a new
 * window, or a YouTube video in a player over the page; any other video link is logged as 'Not
 * youtube link' and not shown. Returns the opener and the player to render (null when closed).
 */
export function useBannerOpener(navigate: (path: string) => void): { openBanner: (banner: Banner) => void; videoPlayer: ReactNode } {
  const [video, setVideo] = useState<string | null>(null);
  const openBanner = useCallback(
    (banner: Banner) => {
      const target = bannerTarget(banner);
      if (target.kind === 'route') navigate(target.path);
      else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
      else if (target.kind === 'video') setVideo(target.url);
      else if (target.kind === 'rejectedVideo') console.warn('Not youtube link', target.url);
    },
    [navigate],
  );
  const videoPlayer = video ? <LazyArea quiet load={loadVideoDialog} props={{ video, onClose: () => setVideo(null) }} /> : null;
  return { openBanner, videoPlayer };
}
