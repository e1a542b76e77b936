import { memo, useDeferredValue, useMemo } from 'react';
import type { Game, GameMenu } from '@kernel/games';
import type { LaunchTarget } from '@machines/gameLaunch.machine';
import type { PlatformCalls } from '@/api/calls';
import { LOBBY_SECTIONS, lobbyGameLists, lobbyGamesByCategory } from '@/rules/lobby.rules';
import type { TileDetails } from '@/ui/GameDetails';
import { NearViewport } from '@/ui/NearViewport';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useRemoteData } from '@/ui/useRemoteData';
import { CategorySection } from './CategorySection';

const NO_GAMES: readonly Game[] = [];
/** About a section's height, with and without games: what its placeholder holds until it mounts. */
const SECTION_HEIGHT_PX = { withGames: 620, vendorsOnly: 100 };

/**
 * SPEC 2 lobby sections (RNG, live, fish, PVP, sports, e-sports, cockfight) with the SPEC 9 game lists.
 * Below the fold: each section mounts near the viewport or when the page is idle, one at a time.
 */
export const LobbySections = memo(function LobbySections({
  calls,
  menus,
  language,
  startLabel,
  onLaunch,
  onLaunchVendor,
  tile,
}: {
  calls: Pick<PlatformCalls, 'getGameList'>;
  menus: GameMenu[];
  language: string;
  startLabel: string;
  onLaunch: (game: Game) => void;
  onLaunchVendor: (target: LaunchTarget) => void;
  /** Issue 26, item 5: the tiles' (i) and Try demo. */
  tile: TileDetails;
}) {
  const categoryLabel = useCategoryLabel();
  const lists = useRemoteData(
    'lobbyGameLists',
    () => Promise.all(lobbyGameLists(menus).map((pick) => calls.getGameList({ gameType: pick.gameType, vassalage: pick.vassalage, pageNo: 1 }))),
    language,
  );
  // Deferred: the lists' arrival fills every mounted section as a transition (in slices), not in one task.
  const listed = useDeferredValue(lists.data);
  const gamesByCategory = useMemo(() => lobbyGamesByCategory(listed ?? []), [listed]);
  const withGames = useMemo(() => new Set<string>(lobbyGameLists(menus).map((pick) => pick.gameType)), [menus]);
  return (
    <>
      {LOBBY_SECTIONS.map((category) => {
        const menu = menus.find((entry) => entry.gameCategory === category);
        if (!menu || menu.vendors.length === 0) return null;
        return (
          <NearViewport
            key={category}
            reservedHeight={withGames.has(category) ? SECTION_HEIGHT_PX.withGames : SECTION_HEIGHT_PX.vendorsOnly}
            testId={`section-placeholder-${category}`}
          >
            <CategorySection
              menu={menu}
              label={categoryLabel(category)}
              games={gamesByCategory.get(category) ?? NO_GAMES}
              startLabel={startLabel}
              onLaunch={onLaunch}
              onLaunchVendor={onLaunchVendor}
              tile={tile}
            />
          </NearViewport>
        );
      })}
    </>
  );
});
