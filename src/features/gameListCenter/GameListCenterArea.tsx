import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { filterNeedsAccount, type GameListQuery, QUICK_FILTERS, type QuickFilter, type TypeFilter, typeFilters } from '@machines/gameFilters.rules';
import { createPagedListMachine, type Page } from '@machines/pagedList.machine';
import type { Game, GameMenu } from '@/contract/games';
import { CATEGORY_PATH, type GameCategory } from '@/contract/platform';
import { Button } from '@/ui/Button';
import { CategoryIcon } from '@/ui/CategoryIcon';
import { GameTile } from '@/ui/GameTile';
import { Panel } from '@/ui/Panel';
import { Spinner } from '@/ui/Spinner';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { VirtualGameGrid } from '@/ui/VirtualGameGrid';
import styles from './GameList.module.css';
import { useStableCallback } from '@/ui/useStableCallback';

export type GameListProps = {
  category: GameCategory;
  vassalage: string | null;
  menus: GameMenu[] | null;
  languages: string[];
  signedIn: boolean;
  loadPage: (query: GameListQuery, pageNo: number) => Promise<Page<Game>>;
  onNeedLogin: () => void;
  onLaunch: (game: Game) => void;
  favourites: number[];
  onToggleFavourite: (game: Game) => void;
  /** A section between the providers and the filters (the /pvp page's tables). */
  aside?: ReactNode;
};

const gameListMachine = createPagedListMachine<Game, GameListQuery>('gameList');
const gameKey = (game: Game) => `${game.nodeId}`;

/** SPEC 2 game list centre (/fish, /rng, /pvp, /bgs): vendors, quick and type filters, 20 games a page. */
export default function GameListCenterArea(props: GameListProps) {
  const { t } = useLingui();
  const categoryLabel = useCategoryLabel();
  const machine = useMemo(
    () => gameListMachine.provide({ actors: { loadPage: fromPromise(({ input }) => props.loadPage(input.query, input.pageNo)) } }),
    // The loader is bound once; queries change through SET_QUERY.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const initialQuery: GameListQuery = { category: props.category, vassalage: props.vassalage, filter: 'ALL', classify: null };
  const [snapshot, send] = useMachine(machine, { input: { query: initialQuery } });
  const { query, items, totalCount, moreFailed } = snapshot.context;
  const sentinel = useRef<HTMLDivElement>(null);
  // Stable handlers keep the memoised tiles from re-rendering on every page.
  const launch = useStableCallback(props.onLaunch);
  const toggleFavourite = useStableCallback(props.onToggleFavourite);
  const sentinelVisible = useRef(false);
  const ready = snapshot.matches('ready');

  useEffect(() => {
    if (query.category !== props.category || query.vassalage !== props.vassalage) {
      send({ type: 'SET_QUERY', query: { ...query, category: props.category, vassalage: props.vassalage } });
    }
  }, [props.category, props.vassalage, query, send]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        sentinelVisible.current = entries.some((entry) => entry.isIntersecting);
        if (sentinelVisible.current) send({ type: 'LOAD_MORE' });
      },
      { rootMargin: '600px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [send]);

  // The end of the list may still be in view once a page has arrived: keep filling the screen.
  useEffect(() => {
    if (ready && sentinelVisible.current) send({ type: 'LOAD_MORE' });
  }, [ready, items.length, send]);

  const setFilter = (filter: QuickFilter) => {
    if (filterNeedsAccount(filter) && !props.signedIn) return props.onNeedLogin();
    send({ type: 'SET_QUERY', query: { ...query, filter } });
  };
  const setClassify = (classify: TypeFilter | null) => send({ type: 'SET_QUERY', query: { ...query, classify: query.classify === classify ? null : classify } });
  const filterLabel: Record<QuickFilter, string> = { NEW: t`New`, FAV: t`Favourites`, ALL: t`All`, HOT: t`Hot`, RECENT: t`Recent` };
  const typeLabel: Record<TypeFilter, string> = { JP: t`Jackpot`, TG: t`Table games`, AC: t`Arcade`, BG: t`Bingo` };
  const vendors = props.menus?.find((menu) => menu.gameCategory === props.category)?.vendors ?? [];
  const path = CATEGORY_PATH[props.category];
  const startLabel = t({ id: 'in_immediate_game', message: 'Play now' });
  const favouriteLabel = t`Favourite`;
  const favouriteIds = useMemo(() => new Set(props.favourites), [props.favourites]);

  return (
    <div className={styles.page} data-testid="game-list">
      <h1 className={styles.title}>
        <CategoryIcon category={props.category} size={26} /> {categoryLabel(props.category)}
      </h1>
      <nav className={styles.vendors} aria-label={t`Providers`}>
        <Link href={path} className={props.vassalage === null ? styles.vendorActive : styles.vendor}>
          <Trans>All providers</Trans>
        </Link>
        {vendors.map((vendor) => (
          <Link
            key={vendor.vassalage}
            href={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
            className={props.vassalage === vendor.vassalage ? styles.vendorActive : styles.vendor}
          >
            <img src={vendor.iconUrl} alt="" />
            {vendor.name}
          </Link>
        ))}
      </nav>
      {props.aside}
      <div className={styles.filters}>
        <div className={styles.filterGroup} role="group" aria-label={t`Quick filters`}>
          {QUICK_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              className={query.filter === filter ? styles.chipActive : styles.chip}
              aria-pressed={query.filter === filter}
              onClick={() => setFilter(filter)}
              data-testid={`filter-${filter}`}
            >
              {filterLabel[filter]}
            </button>
          ))}
        </div>
        <div className={styles.filterGroup} role="group" aria-label={t`Game types`}>
          {typeFilters(props.languages).map((classify) => (
            <button
              key={classify}
              type="button"
              className={query.classify === classify ? styles.chipActive : styles.chip}
              aria-pressed={query.classify === classify}
              onClick={() => setClassify(classify)}
              data-testid={`type-${classify}`}
            >
              {typeLabel[classify]}
            </button>
          ))}
        </div>
        {(snapshot.matches('ready') || snapshot.matches('loadingMore')) && (
          <span className={styles.count} data-testid="game-count">
            <Trans>{totalCount} games</Trans>
          </span>
        )}
      </div>
      {snapshot.matches('failed') ? (
        <Panel tone="danger" title={<Trans>Network link is abnormal, please try again</Trans>} actions={<Button onClick={() => send({ type: 'RETRY' })}><Trans>Try again</Trans></Button>} />
      ) : (
        <>
          <VirtualGameGrid
            items={items}
            itemKey={gameKey}
            renderItem={(game) => (
              <GameTile
                game={game}
                startLabel={startLabel}
                onLaunch={launch}
                favourite={favouriteIds.has(game.nodeId)}
                favouriteLabel={favouriteLabel}
                onToggleFavourite={toggleFavourite}
              />
            )}
          />
          {snapshot.matches('ready') && items.length === 0 && <Panel title={<Trans>No games here yet</Trans>} />}
          {(snapshot.matches('loading') || snapshot.matches('loadingMore')) && (
            <div className={styles.loader}>
              <Spinner label={t`Loading`} />
            </div>
          )}
          {moreFailed && (
            <div className={styles.loader}>
              <Button variant="outline" onClick={() => send({ type: 'LOAD_MORE' })}>
                <Trans>Load more</Trans>
              </Button>
            </div>
          )}
          <div ref={sentinel} aria-hidden="true" />
        </>
      )}
    </div>
  );
}
