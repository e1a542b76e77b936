import { useKeenSlider } from 'keen-slider/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Game } from '@kernel/games';
import { HOT_CAROUSEL, showsCarouselArrows } from '@/rules/lobby.rules';
import { type TileDetails, tileDetailsProps } from '@/ui/GameDetails';
import { GameTile } from '@/ui/GameTile';
import { useMayMove } from '@/ui/useMayMove';
import { useReadsRightToLeft } from '@/ui/useReadingDirection';
import styles from './Lobby.module.css';

/** SPEC 9 hot games carousel: 4 per view, autoplay every 1200 ms at speed 1100, arrows above 7 games. */
export function HotCarousel({
  games,
  startLabel,
  previousLabel,
  nextLabel,
  onLaunch,
  tile,
}: {
  games: Game[];
  startLabel: string;
  previousLabel: string;
  nextLabel: string;
  onLaunch: (game: Game) => void;
  /** Issue 26, item 5: the (i) and Try demo, as on the game lists' tiles. */
  tile: TileDetails;
}) {
  const box = useRef<HTMLDivElement>(null);
  const mayMove = useMayMove(box);
  const readsRightToLeft = useReadsRightToLeft();
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    // Slides run in the reading direction (issue 25, item 4).
    rtl: readsRightToLeft,
    loop: games.length > HOT_CAROUSEL.perView,
    slides: { perView: HOT_CAROUSEL.perView, spacing: 16 },
    defaultAnimation: { duration: HOT_CAROUSEL.speedMs },
  });
  useEffect(() => {
    if (!mayMove || games.length <= HOT_CAROUSEL.perView) return;
    const timer = setInterval(() => slider.current?.next(), HOT_CAROUSEL.autoplayMs + HOT_CAROUSEL.speedMs);
    return () => clearInterval(timer);
  }, [mayMove, games.length, slider]);
  const arrows = showsCarouselArrows(games.length, HOT_CAROUSEL.arrowsAbove);
  return (
    <div ref={box} className={styles.carousel} data-testid="hot-games">
      <div ref={ref} className="keen-slider">
        {games.map((game) => (
          <div key={game.nodeId} className="keen-slider__slide">
            <GameTile game={game} startLabel={startLabel} onLaunch={onLaunch} {...tileDetailsProps(tile, game)} />
          </div>
        ))}
      </div>
      {arrows && (
        <>
          <button type="button" className={styles.arrowLeft} aria-label={previousLabel} onClick={() => slider.current?.prev()}>
            <ChevronLeft className="flip-in-rtl" size={20} />
          </button>
          <button type="button" className={styles.arrowRight} aria-label={nextLabel} onClick={() => slider.current?.next()}>
            <ChevronRight className="flip-in-rtl" size={20} />
          </button>
        </>
      )}
    </div>
  );
}
