import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useRef } from 'react';
import type { Game } from '@kernel/games';
import { pagedListItems, pagedListStatus } from '@machines/pagedList.selectors';
import { Button } from '@/ui/Button';
import { GameDetails, useGameDetails } from '@/ui/GameDetails';
import { GameTile } from '@/ui/GameTile';
import { onIdle } from '@/ui/idle';
import { Panel } from '@/ui/Panel';
import { Spinner } from '@/ui/Spinner';
import { VirtualGameGrid } from '@/ui/VirtualGameGrid';
import styles from './GameList.module.css';
import type { GameListActor } from './gameListMachine';
import { useArtFetchedAhead } from './useArtFetchedAhead';

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

/**
 * How far below the screen the end of the list asks for the next page: two screens, so a page-down
 * finds its games loaded and their art decoded (useArtFetchedAhead) instead of waiting for them.
 */
export const LOAD_AHEAD_MARGIN = '200% 0px';
/** How long the next page waits for an idle moment before it is asked for anyway. */
const LOAD_IDLE_TIMEOUT_MS = 500;

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
  onTryDemo,
  currencySymbol,
}: {
  list: GameListActor;
  favouriteIds: ReadonlySet<number>;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** Issue 26, item 5: trial play of a game with a demo; absent where the player may not try one (a member plays for real). */
  onTryDemo?: ((game: Game) => void) | undefined;
  /** The currency the details panel writes bets in. */
  currencySymbol: string;
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
  const tryDemoLabel = t`Try demo`;
  // Issue 26, item 5: which game's details are open is the details machine's; its Play and Try demo launch.
  const details = useGameDetails(onLaunch, (game) => onTryDemo?.(game));
  const openDetails = useCallback((game: Game) => details.send({ type: 'OPEN', game }), [details]);
  // One function for every tile while the favourites and language stay: rows whose games did not
  // change are not redrawn, and the memoised tiles compare equal.
  const renderTile = useCallback(
    (game: Game) => {
      const name = game.gameName;
      return (
        <GameTile
          game={game}
          startLabel={startLabel}
          onLaunch={onLaunch}
          favourite={favouriteIds.has(game.nodeId)}
          favouriteLabel={favouriteLabel}
          onToggleFavourite={onToggleFavourite}
          detailsLabel={t`Details of ${name}`}
          onDetails={openDetails}
          tryDemoLabel={tryDemoLabel}
          onTryDemo={onTryDemo}
        />
      );
    },
    [t, startLabel, onLaunch, favouriteIds, favouriteLabel, onToggleFavourite, openDetails, tryDemoLabel, onTryDemo],
  );

  // The next page is asked for in an idle moment, not in the frame of the scroll that brought the
  // end of the list near: its answer and its tiles then land between page-downs, not inside one.
  const cancelLoad = useRef(() => {});
  const loadMoreWhenIdle = useCallback(() => {
    cancelLoad.current();
    cancelLoad.current = onIdle(() => list.send({ type: 'LOAD_MORE' }), { timeoutMs: LOAD_IDLE_TIMEOUT_MS });
  }, [list]);
  useEffect(() => () => cancelLoad.current(), []);

  // A callback ref: the sentinel is observed whenever it is (re)drawn, after a failure's retry too.
  const observeSentinel = useCallback(
    (target: HTMLDivElement | null) => {
      if (!target) return;
      const observer = new IntersectionObserver(
        (entries) => {
          sentinelVisible.current = entries.some((entry) => entry.isIntersecting);
          if (sentinelVisible.current) loadMoreWhenIdle();
        },
        { rootMargin: LOAD_AHEAD_MARGIN },
      );
      observer.observe(target);
      return () => {
        sentinelVisible.current = false;
        observer.disconnect();
      };
    },
    [loadMoreWhenIdle],
  );

  // The end of the list may still be near once a page has arrived: keep loading ahead. Every page
  // arrives with a step into 'ready' (from loading or loadingMore), so the status is the trigger.
  useEffect(() => {
    if (status === 'ready' && sentinelVisible.current) loadMoreWhenIdle();
  }, [status, loadMoreWhenIdle]);

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
      {(loading || status === 'loadingMore') && <Spinner label={t`Loading`} area="row" />}
      {moreFailed && (
        <div className={styles.loader}>
          <Button variant="outline" onClick={() => list.send({ type: 'LOAD_MORE' })}>
            <Trans>Load more</Trans>
          </Button>
        </div>
      )}
      <div ref={observeSentinel} aria-hidden="true" />
      <GameDetails details={details} currencySymbol={currencySymbol} mayTryDemo={onTryDemo !== undefined} />
    </>
  );
});
