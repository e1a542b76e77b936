import type { Banner } from '@kernel/announcements';
import { ArtImage } from '../ArtImage';
import styles from './Banners.module.css';

/**
 * One banner: its art with the title set in the page's own fonts. The carousel shows every slide
 * through it, and the lobby shows the first one through it while the carousel's chunk loads, so
 * the lobby's largest paint never waits for keen-slider.
 */
export function BannerSlide({
  banner,
  brand,
  actionLabel,
  className,
  onOpen,
}: {
  banner: Banner;
  brand: string;
  actionLabel: string;
  className?: string;
  onOpen: (banner: Banner) => void;
}) {
  return (
    <button type="button" className={className ? `${className} ${styles.banner}` : styles.banner} onClick={() => onOpen(banner)}>
      {/* The art behind the title is decoration and carries no text: it never competes with what the
          first paint needs (the title, in the page's own fonts, is the banner's content). */}
      <ArtImage kind="art" src={banner.url} alt="" fetchPriority="low" />
      <span className={styles.bannerText}>
        <span className={styles.bannerBrand}>{brand}</span>
        <span className={styles.bannerTitle}>{banner.title}</span>
        {banner.linkageType !== 'VIDEO' && <span className={styles.bannerAction}>{actionLabel}</span>}
      </span>
    </button>
  );
}
