import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import { useEffect, useState } from 'react';
import type { Banner } from '@/contract/announcements';
import styles from './Lobby.module.css';

/** SPEC 9: banners autoplay every 5000 ms with slide speed 1000 ms, looping only with more than one. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

export function BannerCarousel({
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
  const [current, setCurrent] = useState(0);
  const loop = banners.length > 1;
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
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
        {banners.map((banner) => (
          <button type="button" key={banner.id} className={`keen-slider__slide ${styles.banner}`} onClick={() => onOpen(banner)}>
            <img src={banner.url} alt="" />
            {/* The title is set in the page's own fonts; the art behind it carries no text. */}
            <span className={styles.bannerText}>
              <span className={styles.bannerBrand}>{brand}</span>
              <span className={styles.bannerTitle}>{banner.title}</span>
              {banner.linkageType !== 'VIDEO' && <span className={styles.bannerAction}>{actionLabel}</span>}
            </span>
          </button>
        ))}
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
