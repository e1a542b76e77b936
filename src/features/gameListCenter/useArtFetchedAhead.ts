import { useEffect, useRef } from 'react';
import type { Game } from '@kernel/games';
import { tileArtUrl } from '@/ui/GameTile';
import { onIdle } from '@/ui/idle';

/** How many fetched-ahead images are held (the rows loaded ahead of the screen, and more). */
export const ART_HELD = 120;
/** How long the next image waits for an idle moment before it is fetched anyway. */
const ART_IDLE_TIMEOUT_MS = 2000;

const decoded = (image: HTMLImageElement) => (typeof image.decode === 'function' ? image.decode() : Promise.resolve());

/**
 * The art of games loaded but not yet on screen is fetched and decoded ahead, one image per idle
 * moment, the next only once the last is decoded: a tile that scrolls into view finds its image
 * ready, and no burst of twenty image decodes (a page's worth) lands inside a scroll's frame.
 */
export function useArtFetchedAhead(items: readonly Game[]) {
  const held = useRef(new Map<string, HTMLImageElement>());
  const queue = useRef<string[]>([]);
  // Pages are appended to a list, which a new query starts again: only the new games are queued.
  const queued = useRef<{ list: Game | undefined; count: number }>({ list: undefined, count: 0 });
  useEffect(() => {
    if (items[0] !== queued.current.list) {
      queued.current = { list: items[0], count: 0 };
      queue.current = [];
    }
    queue.current.push(...items.slice(queued.current.count).map(tileArtUrl).filter(Boolean));
    queued.current.count = items.length;

    let stopped = false;
    let cancel = () => {};
    const next = () => {
      if (!stopped) cancel = onIdle(fetchNext, { timeoutMs: ART_IDLE_TIMEOUT_MS });
    };
    const fetchNext = () => {
      const url = queue.current.shift();
      if (stopped || url === undefined) return;
      if (held.current.has(url)) return next();
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
      held.current.set(url, image);
      // Oldest first out: a map keeps insertion order.
      for (const old of held.current.keys()) {
        if (held.current.size <= ART_HELD) break;
        held.current.delete(old);
      }
      decoded(image).then(next, next);
    };
    next();
    return () => {
      stopped = true;
      cancel();
    };
  }, [items]);
}
