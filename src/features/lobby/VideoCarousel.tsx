import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Banner } from '@kernel/announcements';
import { VIDEO_CAROUSEL } from '@/rules/banner.rules';
import { showsCarouselArrows } from '@/rules/lobby.rules';
import { ArtImage } from '@/ui/ArtImage';
import { useReadsRightToLeft } from '@/ui/useReadingDirection';
import styles from './Lobby.module.css';

/**
 * SPEC 9 video carousel: the YouTube banners (their art carries the play mark), 1.8 to a view with
 * -30 spacing, arrows above 12 videos; a click plays one.
 */
export function VideoCarousel({
  videos,
  playLabel,
  previousLabel,
  nextLabel,
  onPlay,
}: {
  videos: Banner[];
  playLabel: string;
  previousLabel: string;
  nextLabel: string;
  onPlay: (banner: Banner) => void;
}) {
  const readsRightToLeft = useReadsRightToLeft();
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    // Slides run in the reading direction (issue 25, item 4).
    rtl: readsRightToLeft,
    loop: videos.length > VIDEO_CAROUSEL.perView,
    slides: { perView: VIDEO_CAROUSEL.perView, spacing: VIDEO_CAROUSEL.spacing },
  });
  return (
    <div className={styles.carousel}>
      <div ref={ref} className={`keen-slider ${styles.videos}`} data-testid="video-carousel">
        {videos.map((video) => (
          <button
            type="button"
            key={video.id}
            className={`keen-slider__slide ${styles.video}`}
            onClick={() => onPlay(video)}
            aria-label={`${playLabel}: ${video.title}`}
            data-testid="video-slide"
          >
            <ArtImage kind="art" src={video.url} alt="" loading="lazy" />
            <span className={styles.videoTitle}>{video.title}</span>
          </button>
        ))}
      </div>
      {showsCarouselArrows(videos.length) && (
        <>
          <button type="button" className={styles.arrowLeft} aria-label={previousLabel} onClick={() => slider.current?.prev()} data-testid="video-previous">
            <ChevronLeft className="flip-in-rtl" size={20} />
          </button>
          <button type="button" className={styles.arrowRight} aria-label={nextLabel} onClick={() => slider.current?.next()} data-testid="video-next">
            <ChevronRight className="flip-in-rtl" size={20} />
          </button>
        </>
      )}
    </div>
  );
}
