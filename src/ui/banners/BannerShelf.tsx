import { memo } from 'react';
import type { Banner } from '@kernel/announcements';
import { AfterFirstPaint } from '../AfterFirstPaint';
import { LazyArea } from '../LazyArea';
import { BannerSlide } from './BannerSlide';
import styles from './Banners.module.css';

const loadBannerCarousel = () => import('./BannerCarousel').then((module) => ({ default: module.BannerCarousel }));

/**
 * SPEC 9 banner carousel (its own chunk, with keen-slider), rendered when the banners change only;
 * the first banner stands in its place, as it will look, in the first frame and while the chunk loads. The lobby shows
 * w_home through it, the promotions page w_promotion.
 */
export const BannerShelf = memo(function BannerShelf({
  slides,
  brand,
  actionLabel,
  onOpen,
}: {
  slides: Banner[];
  brand: string;
  actionLabel: string;
  onOpen: (banner: Banner) => void;
}) {
  const firstSlide = (
    <div className={styles.banners}>
      <BannerSlide banner={slides[0]!} brand={brand} actionLabel={actionLabel} onOpen={onOpen} />
    </div>
  );
  // The carousel replaces the first slide only once its paint is on screen and the page is idle
  // (and its chunk is asked for only then, never competing with what that paint needs).
  return (
    <AfterFirstPaint fallback={firstSlide} untilIdle>
      <LazyArea load={loadBannerCarousel} fallback={firstSlide} props={{ banners: slides, brand, actionLabel, onOpen }} />
    </AfterFirstPaint>
  );
});
