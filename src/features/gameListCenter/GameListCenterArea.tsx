import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode, useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import type { Game, GameMenu, GameSort, Vendor, VendorGameType, VendorLane } from '@kernel/games';
import { CATEGORY_PATH, type GameCategory } from '@kernel/platform';
import type { Page } from '@machines/pagedList.machine';
import { type GameListQuery, typeFilters } from '@/rules/gameFilters.rules';
import { vendorListHref } from '@/rules/gameSort.rules';
import { laneTypeFilters, newVendorCodes } from '@/rules/gameVendors.rules';
import { CategoryIcon } from '@/ui/CategoryIcon';
import { PageTitle } from '@/ui/PageTitle';
import { Stack } from '@/ui/Stack';
import { StatusTag } from '@/ui/StatusTag';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useRemoteData } from '@/ui/useRemoteData';
import { useStableCallback } from '@/ui/useStableCallback';
import { VendorMark } from '@/ui/VendorMark';
import styles from './GameList.module.css';
import { GameListFilters } from './GameListFilters';
import { GameResults } from './GameResults';
import { useGameListCenterMachines } from './useGameListCenterMachines';
import { VendorGameTypes } from './VendorGameTypes';

export type GameListProps = {
  category: GameCategory;
  vassalage: string | null;
  /** Issue 26, item 5: the order the address asks for (null: the catalogue's). */
  sort: GameSort | null;
  onSortChange: (sort: GameSort | null) => void;
  menus: GameMenu[] | null;
  languages: string[];
  signedIn: boolean;
  loadPage: (query: GameListQuery, pageNo: number) => Promise<Page<Game>>;
  onNeedLogin: () => void;
  onLaunch: (game: Game) => void;
  /** Issue 26, item 5: trial play of a game with a demo, for a visitor or a trial account (absent for a member). */
  onTryDemo?: ((game: Game) => void) | undefined;
  /** The currency the details panel writes bets in. */
  currencySymbol: string;
  favourites: number[];
  onToggleFavourite: (game: Game) => void;
  /** A section between the providers and the filters (the /pvp page's tables). */
  aside?: ReactNode;
  /** SPEC 7 Game vendor: every category's lane; its gameClassify says which type filters the list offers. */
  loadLanes: () => Promise<VendorLane[]>;
  /** SPEC 7 New vendors: marked New among the providers. */
  loadNewVendors: () => Promise<Vendor[]>;
  /** SPEC 7 Vendor type (T): the game types of the vendor the list shows; asked for signed in only. */
  loadVendorGameTypes: (vassalage: string) => Promise<VendorGameType[]>;
};

const NO_VENDORS: Vendor[] = [];
const NO_CODES: ReadonlySet<string> = new Set();

/**
 * SPEC 2 game list centre (/fish, /rng, /pvp, /bgs): vendors, quick and type filters, 20 games a page.
 * The list's actor is held here but read by its parts (filters, results), each subscribed to
 * what it shows: a page arriving redraws the rows it adds, not the page around them.
 */
export default function GameListCenterArea(props: GameListProps) {
  const categoryLabel = useCategoryLabel();
  // The list calls the latest loader; queries change through SET_QUERY.
  const { list } = useGameListCenterMachines(props.loadPage, { category: props.category, vassalage: props.vassalage, filter: 'ALL', classify: null, sort: props.sort });
  // Stable handlers keep the memoised results and tiles from re-rendering when the route re-renders.
  const launch = useStableCallback(props.onLaunch);
  const toggleFavourite = useStableCallback(props.onToggleFavourite);
  const tryDemo = useStableCallback((game: Game) => props.onTryDemo?.(game));
  const mayTryDemo = props.onTryDemo !== undefined;
  const favouriteIds = useMemo(() => new Set(props.favourites), [props.favourites]);

  useEffect(() => {
    const { query } = list.getSnapshot().context;
    if (query.category !== props.category || query.vassalage !== props.vassalage) {
      list.send({ type: 'SET_QUERY', query: { ...query, category: props.category, vassalage: props.vassalage } });
    }
  }, [props.category, props.vassalage, list]);
  // The address's order (the sort control, back and forward) reaches the list; the same order again is ignored.
  useEffect(() => list.send({ type: 'SORT_CHANGED', sort: props.sort }), [props.sort, list]);
  const changeSort = useStableCallback(props.onSortChange);

  // Read when a list opens (from the session's cache after the first time), never by the lobby.
  const lanes = useRemoteData('vendorLanes', props.loadLanes);
  const newVendors = useRemoteData('newVendors', props.loadNewVendors);
  // While the lanes load, no type filter is shown (none offered and then taken back); failed, SPEC 2's own.
  const shownTypeFilters = useMemo(
    () => (lanes.loading ? null : laneTypeFilters(typeFilters(props.languages), lanes.data, props.category)),
    [lanes.loading, lanes.data, props.languages, props.category],
  );
  const newCodes = useMemo(() => (newVendors.data ? newVendorCodes(newVendors.data, props.category) : NO_CODES), [newVendors.data, props.category]);

  const vendors = props.menus?.find((menu) => menu.gameCategory === props.category)?.vendors ?? NO_VENDORS;
  return (
    <Stack gap="l" data-testid="game-list">
      <PageTitle>
        <CategoryIcon category={props.category} size={26} /> {categoryLabel(props.category)}
      </PageTitle>
      <ProviderLinks vendors={vendors} path={CATEGORY_PATH[props.category]} vassalage={props.vassalage} sort={props.sort} newCodes={newCodes} />
      {props.signedIn && props.vassalage !== null && (
        <VendorGameTypes key={props.vassalage} vassalage={props.vassalage} category={props.category} load={props.loadVendorGameTypes} />
      )}
      {props.aside}
      <GameListFilters list={list} typeFilters={shownTypeFilters} signedIn={props.signedIn} onNeedLogin={props.onNeedLogin} onSortChange={changeSort} />
      <GameResults
        list={list}
        favouriteIds={favouriteIds}
        onLaunch={launch}
        onToggleFavourite={toggleFavourite}
        onTryDemo={mayTryDemo ? tryDemo : undefined}
        currencySymbol={props.currencySymbol}
      />
    </Stack>
  );
}

/** SPEC 2 the category's providers, each a link to its own list, the new ones marked (SPEC 7 New vendors). Memoised: a long row of logos drawn once. */
const ProviderLinks = memo(function ProviderLinks({
  vendors,
  path,
  vassalage,
  sort,
  newCodes,
}: {
  vendors: Vendor[];
  path: string;
  vassalage: string | null;
  /** The order shown: a provider's list keeps it (issue 26, item 5). */
  sort: GameSort | null;
  newCodes: ReadonlySet<string>;
}) {
  const { t } = useLingui();
  return (
    <nav className={styles.vendors} aria-label={t`Providers`}>
      <Link href={vendorListHref(path, null, sort)} className={vassalage === null ? styles.vendorActive : styles.vendor}>
        <Trans>All providers</Trans>
      </Link>
      {vendors.map((vendor) => (
        <Link key={vendor.vassalage} href={vendorListHref(path, vendor.vassalage, sort)} className={vassalage === vendor.vassalage ? styles.vendorActive : styles.vendor}>
          <VendorMark vendor={vendor} />
          {newCodes.has(vendor.vassalage) && (
            <StatusTag tone="gold" data-testid={`vendor-new-${vendor.vassalage}`}>
              {t`New`}
            </StatusTag>
          )}
        </Link>
      ))}
    </nav>
  );
});
