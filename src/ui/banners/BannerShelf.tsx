import { memo } from 'react';
import type { Banner } from '@/contract/announcements';
import { LazyArea } from '../LazyArea';
import { BannerSlide } from './BannerSlide';
import styles from './Banners.module.css';

const loadBannerCarousel = () => import('./BannerCarousel').then((module) => ({ default: module.BannerCarousel }));

/**
 * SPEC 9 banner carousel (its own chunk, with keen-slider), rendered when the banners change only;
 * the first banner stands in its place, as it will look, while the chunk loads. The lobby shows
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
  return (
    <LazyArea
      load={loadBannerCarousel}
      fallback={
        <div className={styles.banners}>
          <BannerSlide banner={slides[0]!} first brand={brand} actionLabel={actionLabel} onOpen={onOpen} />
        </div>
      }
      props={{ banners: slides, brand, actionLabel, onOpen }}
    />
  );
});
