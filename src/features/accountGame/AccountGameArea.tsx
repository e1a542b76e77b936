import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CircleAlert, Heart, History } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { Game, GameMenu, GameSort } from '@kernel/games';
import { CATEGORY_PATH, type GameCategory } from '@kernel/platform';
import type { Page } from '@machines/pagedList.machine';
import { type AccountGameList, type AccountGameQuery, accountGameHref, accountGameTabs, shownAccountGames } from '@/rules/accountGames.rules';
import { Button } from '@/ui/Button';
import { GameSortSelect } from '@/ui/GameSortSelect';
import { GameTile } from '@/ui/GameTile';
import { InlineRetry } from '@/ui/InlineRetry';
import { PageTitle } from '@/ui/PageTitle';
import { Panel } from '@/ui/Panel';
import { pillClassName } from '@/ui/PillGroup';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useStableCallback } from '@/ui/useStableCallback';
import styles from './AccountGame.module.css';
import { useAccountGameMachines } from './useAccountGameMachines';

export type AccountGameProps = {
  list: AccountGameList;
  /** The category tab (SPEC 7 query gameType); null for all categories. */
  gameType: GameCategory | null;
  /** Issue 26, item 5: the order the address asks for (?sort=; null: the list's own, newest first). */
  sort?: GameSort | null | undefined;
  onSortChange?: ((sort: GameSort | null) => void) | undefined;
  menus: GameMenu[] | null;
  /** One page of the list: favourites come whole (page size 999), recent games 20 a page. */
  loadPage: (query: AccountGameQuery, pageNo: number) => Promise<Page<Game>>;
  onLaunch: (game: Game) => void;
  favourites: number[];
  /** The member's favourites have been fetched (SPEC 4: at login). */
  favouritesKnown: boolean;
  onToggleFavourite: (game: Game) => void;
};

/** SPEC 2 account game lists (/favorite, /recent): the member's favourite and recent games by category. */
export default function AccountGameArea(props: AccountGameProps) {
  const { t } = useLingui();
  const categoryLabel = useCategoryLabel();
  // The list calls the latest loader; the list and category change through SET_QUERY.
  const sort = props.sort ?? null;
  const { list } = useAccountGameMachines(props.loadPage, { list: props.list, gameType: props.gameType, sort });
  const snapshot = useSelector(list, (state) => state);
  const send = list.send;
  const { query, items, moreFailed } = snapshot.context;

  useEffect(() => {
    if (query.list !== props.list || query.gameType !== props.gameType) send({ type: 'SET_QUERY', query: { list: props.list, gameType: props.gameType, sort } });
  }, [props.list, props.gameType, sort, query, send]);
  // The address's order (the sort control, back and forward) reaches the list; the same order again is ignored.
  useEffect(() => send({ type: 'SORT_CHANGED', sort }), [sort, send]);

  // Stable handlers keep the memoised tiles from re-rendering when the favourites change.
  const launch = useStableCallback(props.onLaunch);
  const toggleFavourite = useStableCallback(props.onToggleFavourite);

  const games = shownAccountGames(props.list, items, props.favourites, props.favouritesKnown);
  const count = games.length;
  const tabs = accountGameTabs(props.menus, props.gameType);
  const ready = snapshot.matches('ready');
  const canLoadMore = snapshot.can({ type: 'LOAD_MORE' });
  const favouritesPage = props.list === 'favorite';
  const category = props.gameType ? categoryLabel(props.gameType) : null;
  const startLabel = t({ id: 'in_immediate_game', message: 'Play now' });

  return (
    <Stack gap="l" data-testid="account-games" data-list={props.list}>
      <div className={styles.head}>
        <PageTitle>
          {favouritesPage ? <Heart size={26} /> : <History size={26} />}
          {favouritesPage ? <Trans>Favourite games</Trans> : <Trans>Recent games</Trans>}
        </PageTitle>
        <nav className={styles.switch} aria-label={t`My games`}>
          <Link
            href={accountGameHref('favorite', props.gameType, sort)}
            className={favouritesPage ? styles.switchActive : styles.switchLink}
            aria-current={favouritesPage ? 'page' : undefined}
            data-testid="account-games-favorite"
          >
            <Heart size={15} /> <Trans>Favourites</Trans>
          </Link>
          <Link
            href={accountGameHref('recent', props.gameType, sort)}
            className={favouritesPage ? styles.switchLink : styles.switchActive}
            aria-current={favouritesPage ? undefined : 'page'}
            data-testid="account-games-recent"
          >
            <History size={15} /> <Trans>Recent</Trans>
          </Link>
        </nav>
      </div>

      <div className={styles.toolbar}>
        <nav className={styles.tabs} aria-label={t`Categories`}>
          <Link
            href={accountGameHref(props.list, null, sort)}
            className={pillClassName(props.gameType === null, { size: 'm' })}
            aria-current={props.gameType === null ? 'page' : undefined}
            data-testid="category-ALL"
          >
            <Trans>All</Trans>
          </Link>
          {tabs.map((tab) => (
            <Link
              key={tab}
              href={accountGameHref(props.list, tab, sort)}
              className={pillClassName(props.gameType === tab, { size: 'm' })}
              aria-current={props.gameType === tab ? 'page' : undefined}
              data-testid={`category-${tab}`}
            >
              {categoryLabel(tab)}
            </Link>
          ))}
        </nav>
        <GameSortSelect value={sort} onChange={(chosen) => props.onSortChange?.(chosen)} />
        {ready && !canLoadMore && count > 0 && (
          <span className={styles.count} data-testid="account-games-count">
            <Plural value={count} one="# game" other="# games" />
          </span>
        )}
      </div>

      {snapshot.matches('failed') && (
        <Panel
          tone="danger"
          icon={<CircleAlert size={44} />}
          title={<Trans>Network link is abnormal, please try again</Trans>}
          actions={
            <Button onClick={() => send({ type: 'RETRY' })}>
              <Trans>Try again</Trans>
            </Button>
          }
          testId="account-games-failed"
        >
          {favouritesPage ? <Trans>Your favourite games could not be loaded.</Trans> : <Trans>Your recent games could not be loaded.</Trans>}
        </Panel>
      )}

      {snapshot.matches('loading') && <Spinner label={t`Loading`} size={36} area="row" />}

      {games.length > 0 && (
        <div className={styles.grid}>
          {games.map((game) => (
            <GameTile
              key={game.nodeId}
              game={game}
              startLabel={startLabel}
              onLaunch={launch}
              favourite={props.favourites.includes(game.nodeId)}
              favouriteLabel={t`Favourite`}
              onToggleFavourite={toggleFavourite}
            />
          ))}
        </div>
      )}

      {ready && games.length === 0 && (
        <Panel
          icon={favouritesPage ? <Heart size={44} /> : <History size={44} />}
          title={
            favouritesPage ? (
              category ? (
                <Trans>No favourite {category} games yet</Trans>
              ) : (
                <Trans>No favourite games yet</Trans>
              )
            ) : category ? (
              <Trans>No recent {category} games yet</Trans>
            ) : (
              <Trans>No recent games yet</Trans>
            )
          }
          actions={
            <>
              {props.gameType && (
                <Link href={CATEGORY_PATH[props.gameType]} className={styles.linkOutline}>
                  <Trans>Browse {category}</Trans>
                </Link>
              )}
              <Link href="/" className={styles.linkGold} data-testid="account-games-lobby">
                <Trans>Go to the lobby</Trans>
              </Link>
            </>
          }
          testId="account-games-empty"
        >
          {favouritesPage ? <Trans>Tap the heart on any game to keep it here.</Trans> : <Trans>The games you play appear here, newest first.</Trans>}
        </Panel>
      )}

      {snapshot.matches('loadingMore') && <Spinner label={t`Loading`} area="row" />}
      {moreFailed && ready && (
        <InlineRetry onRetry={() => send({ type: 'LOAD_MORE' })}>
          <Trans>More games could not be loaded.</Trans>
        </InlineRetry>
      )}
      {ready && canLoadMore && !moreFailed && (
        <div className={styles.more}>
          <Button variant="outline" onClick={() => send({ type: 'LOAD_MORE' })} data-testid="account-games-more">
            <Trans>Show more</Trans>
          </Button>
        </div>
      )}
    </Stack>
  );
}
