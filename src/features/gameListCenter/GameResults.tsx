import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useRef } from 'react';
import { pagedListItems, pagedListStatus } from '@machines/pagedList.selectors';
import type { Game } from '@/contract/games';
import { Button } from '@/ui/Button';
import { GameTile, tileArtUrl } from '@/ui/GameTile';
import { Panel } from '@/ui/Panel';
import { Spinner } from '@/ui/Spinner';
import { VirtualGameGrid } from '@/ui/VirtualGameGrid';
import styles from './GameList.module.css';
import type { GameListActor } from './gameListMachine';

const gameKey = (game: Game) => `${game.nodeId}`;

/**
 * While a new query's first page loads, the grid keeps the result it shows (dimmed) and swaps to
 * the new one in a single commit when it arrives: no empty grid drawn in between, no jump.
 */
function useResultShownWhileLoading(items: Game[], loading: boolean): Game[] {
  const shown = useRef(items);
  if (!loading) shown.current = items;
  return shown.current;
}

/** How many fetched-ahead images are held (about two pages of rows beyond the screen and more). */
const ART_HELD = 120;

/**
 * The art of games loaded but not yet on screen is fetched when the browser is idle: a tile that
 * scrolls into view then finds its image parsed, instead of parsing it inside the scroll's frame.
 */
function useArtFetchedAhead(items: Game[]) {
  const held = useRef(new Map<string, HTMLImageElement>());
  // Pages are appended to a list, which a new query starts again: only the new games are fetched.
  const done = useRef<{ list: Game | undefined; count: number }>({ list: undefined, count: 0 });
  useEffect(() => {
    if (items[0] !== done.current.list) done.current = { list: items[0], count: 0 };
    const pending = items.slice(done.current.count).map(tileArtUrl).filter(Boolean);
    if (pending.length === 0) return;
    const fetchAhead = () => {
      // Counted once fetched: a page arriving before the browser was idle takes these along.
      done.current.count = items.length;
      for (const url of pending) {
        const image = new Image();
        image.decoding = 'async';
        image.src = url;
        held.current.set(url, image);
      }
      // Oldest first out: a map keeps insertion order.
      for (const url of held.current.keys()) {
        if (held.current.size <= ART_HELD) break;
        held.current.delete(url);
      }
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fetchAhead, { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(fetchAhead, 0);
    return () => clearTimeout(handle);
  }, [items]);
}

/**
 * SPEC 2 the game list's results: the virtual grid, its states (empty, failed, more failed) and
 * the sentinel that asks for the next page. Memoised with stable props, and subscribed to the
 * list's items and state only, so the page around it is not redrawn as pages arrive.
 */
export const GameResults = memo(function GameResults({
  list,
  favouriteIds,
  onLaunch,
  onToggleFavourite,
}: {
  list: GameListActor;
  favouriteIds: ReadonlySet<number>;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}) {
  const { t } = useLingui();
  const status = useSelector(list, pagedListStatus);
  const items = useSelector(list, pagedListItems);
  const moreFailed = useSelector(list, (snapshot) => snapshot.context.moreFailed);
  const loading = status === 'loading';
  const shown = useResultShownWhileLoading(items, loading);
  useArtFetchedAhead(items);
  const sentinelVisible = useRef(false);
  const startLabel = t({ id: 'in_immediate_game', message: 'Play now' });
  const favouriteLabel = t`Favourite`;
  // One function for every tile while the favourites and language stay: rows whose games did not
  // change are not redrawn, and the memoised tiles compare equal.
  const renderTile = useCallback(
    (game: Game) => (
      <GameTile
        game={game}
        startLabel={startLabel}
        onLaunch={onLaunch}
        favourite={favouriteIds.has(game.nodeId)}
        favouriteLabel={favouriteLabel}
        onToggleFavourite={onToggleFavourite}
      />
    ),
    [startLabel, onLaunch, favouriteIds, favouriteLabel, onToggleFavourite],
  );

  // A callback ref: the sentinel is observed whenever it is (re)drawn, after a failure's retry too.
  const observeSentinel = useCallback(
    (target: HTMLDivElement | null) => {
      if (!target) return;
      const observer = new IntersectionObserver(
        (entries) => {
          sentinelVisible.current = entries.some((entry) => entry.isIntersecting);
          if (sentinelVisible.current) list.send({ type: 'LOAD_MORE' });
        },
        { rootMargin: '600px' },
      );
      observer.observe(target);
      return () => {
        sentinelVisible.current = false;
        observer.disconnect();
      };
    },
    [list],
  );

  // The end of the list may still be in view once a page has arrived: keep filling the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length is the trigger (a page arrived), not a value the effect reads.
  useEffect(() => {
    if (status === 'ready' && sentinelVisible.current) list.send({ type: 'LOAD_MORE' });
  }, [status, items.length, list]);

  if (status === 'failed') {
    return (
      <Panel
        tone="danger"
        title={<Trans>Network link is abnormal, please try again</Trans>}
        actions={
          <Button onClick={() => list.send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <div className={loading && shown.length > 0 ? styles.stale : undefined} aria-busy={loading}>
        <VirtualGameGrid items={shown} itemKey={gameKey} renderItem={renderTile} />
      </div>
      {status === 'ready' && items.length === 0 && <Panel title={<Trans>No games here yet</Trans>} />}
      {(loading || status === 'loadingMore') && (
        <div className={styles.loader}>
          <Spinner label={t`Loading`} />
        </div>
      )}
      {moreFailed && (
        <div className={styles.loader}>
          <Button variant="outline" onClick={() => list.send({ type: 'LOAD_MORE' })}>
            <Trans>Load more</Trans>
          </Button>
        </div>
      )}
      <div ref={observeSentinel} aria-hidden="true" />
    </>
  );
});
