import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode, useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import type { Game, GameMenu, Vendor } from '@kernel/games';
import { CATEGORY_PATH, type GameCategory } from '@kernel/platform';
import type { GameListQuery } from '@machines/gameFilters.rules';
import type { Page } from '@machines/pagedList.machine';
import { CategoryIcon } from '@/ui/CategoryIcon';
import { PageTitle } from '@/ui/PageTitle';
import { Stack } from '@/ui/Stack';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useStableCallback } from '@/ui/useStableCallback';
import { VendorMark } from '@/ui/VendorMark';
import styles from './GameList.module.css';
import { GameListFilters } from './GameListFilters';
import { GameResults } from './GameResults';
import { useGameListCenterMachines } from './useGameListCenterMachines';

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

const NO_VENDORS: Vendor[] = [];

/**
 * SPEC 2 game list centre (/fish, /rng, /pvp, /bgs): vendors, quick and type filters, 20 games a page.
 * The list's actor is held here but read by its parts (filters, results), each subscribed to
 * what it shows: a page arriving redraws the rows it adds, not the page around them.
 */
export default function GameListCenterArea(props: GameListProps) {
  const categoryLabel = useCategoryLabel();
  // The list calls the latest loader; queries change through SET_QUERY.
  const { list } = useGameListCenterMachines(props.loadPage, { category: props.category, vassalage: props.vassalage, filter: 'ALL', classify: null });
  // Stable handlers keep the memoised results and tiles from re-rendering when the route re-renders.
  const launch = useStableCallback(props.onLaunch);
  const toggleFavourite = useStableCallback(props.onToggleFavourite);
  const favouriteIds = useMemo(() => new Set(props.favourites), [props.favourites]);

  useEffect(() => {
    const { query } = list.getSnapshot().context;
    if (query.category !== props.category || query.vassalage !== props.vassalage) {
      list.send({ type: 'SET_QUERY', query: { ...query, category: props.category, vassalage: props.vassalage } });
    }
  }, [props.category, props.vassalage, list]);

  const vendors = props.menus?.find((menu) => menu.gameCategory === props.category)?.vendors ?? NO_VENDORS;
  return (
    <Stack gap="l" data-testid="game-list">
      <PageTitle>
        <CategoryIcon category={props.category} size={26} /> {categoryLabel(props.category)}
      </PageTitle>
      <ProviderLinks vendors={vendors} path={CATEGORY_PATH[props.category]} vassalage={props.vassalage} />
      {props.aside}
      <GameListFilters list={list} languages={props.languages} signedIn={props.signedIn} onNeedLogin={props.onNeedLogin} />
      <GameResults list={list} favouriteIds={favouriteIds} onLaunch={launch} onToggleFavourite={toggleFavourite} />
    </Stack>
  );
}

/** SPEC 2 the category's providers, each a link to its own list. Memoised: a long row of logos drawn once. */
const ProviderLinks = memo(function ProviderLinks({ vendors, path, vassalage }: { vendors: Vendor[]; path: string; vassalage: string | null }) {
  const { t } = useLingui();
  return (
    <nav className={styles.vendors} aria-label={t`Providers`}>
      <Link href={path} className={vassalage === null ? styles.vendorActive : styles.vendor}>
        <Trans>All providers</Trans>
      </Link>
      {vendors.map((vendor) => (
        <Link
          key={vendor.vassalage}
          href={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
          className={vassalage === vendor.vassalage ? styles.vendorActive : styles.vendor}
        >
          <VendorMark vendor={vendor} />
        </Link>
      ))}
    </nav>
  );
});
