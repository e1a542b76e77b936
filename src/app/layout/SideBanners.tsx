import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { bannerShelves } from '@/rules/banner.rules';
import { ArtImage } from '@/ui/ArtImage';
import { useBannerOpener } from '@/ui/banners/useBannerOpener';
import { sameJson } from '@/ui/sameJson';
import { useRootActors } from '../RootActorsContext';
import styles from './SideBanners.module.css';

/**
 * SPEC 2 Banners, group w_leftmenu: the side menu's own banners (invite friends, the app), each
 * opening its linked target like any banner. Its own chunk, drawn after the menu (not on the first screen).
 */
export function SideBanners() {
  const { announcements } = useRootActors();
  const [, navigate] = useLocation();
  const { openBanner, videoPlayer } = useBannerOpener(navigate);
  const banners = useSelector(announcements, (snapshot) => bannerShelves(snapshot.context.data?.banners ?? [], 'w_leftmenu').slides, sameJson);
  if (banners.length === 0) return null;
  return (
    <>
      <ul className={styles.banners} data-testid="side-banners">
        {banners.map((banner) => (
          <li key={banner.id}>
            <button type="button" className={styles.banner} onClick={() => openBanner(banner)} data-testid="side-banner">
              <ArtImage kind="art" src={banner.url} loading="lazy" />
              <span className={styles.title}>{banner.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {videoPlayer}
    </>
  );
}
