import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import { memo, useEffect, useState } from 'react';
import type { Banner } from '@kernel/announcements';
import { useReadsRightToLeft } from '../useReadingDirection';
import { BannerSlide } from './BannerSlide';
import styles from './Banners.module.css';

/** SPEC 9: banners autoplay every 5000 ms with slide speed 1000 ms, looping only with more than one. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

export function BannerCarousel({ banners, brand, actionLabel, onOpen }: { banners: Banner[]; brand: string; actionLabel: string; onOpen: (banner: Banner) => void }) {
  const [current, setCurrent] = useState(0);
  const loop = banners.length > 1;
  const readsRightToLeft = useReadsRightToLeft();
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    // Slides run in the reading direction (issue 25, item 4).
    rtl: readsRightToLeft,
    loop,
    defaultAnimation: { duration: BANNER_SPEED_MS },
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  });

  useEffect(() => {
    if (!loop) return;
    const timer = setInterval(() => slider.current?.next(), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [loop, slider]);

  return (
    <div className={styles.banners} data-testid="banner-carousel">
      <div ref={ref} className="keen-slider">
        <BannerSlides banners={banners} brand={brand} actionLabel={actionLabel} onOpen={onOpen} />
      </div>
      {loop && (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              type="button"
              key={banner.id}
              aria-label={banner.title}
              className={index === current ? styles.dotActive : styles.dot}
              onClick={() => slider.current?.moveToIdx(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** The slides stay as they are while the carousel turns (only the dots follow the current slide). */
const BannerSlides = memo(function BannerSlides({
  banners,
  brand,
  actionLabel,
  onOpen,
}: {
  banners: Banner[];
  brand: string;
  actionLabel: string;
  onOpen: (banner: Banner) => void;
}) {
  return banners.map((banner) => <BannerSlide key={banner.id} banner={banner} brand={brand} actionLabel={actionLabel} className="keen-slider__slide" onOpen={onOpen} />);
});
