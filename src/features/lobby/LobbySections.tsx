import type { LaunchTarget } from '@machines/gameLaunch.machine';
import { LOBBY_SECTIONS, lobbyGameLists } from '@machines/lobby.rules';
import type { PlatformCalls } from '@/api/calls';
import type { Game, GameMenu } from '@/contract/games';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import { useRemoteData } from '@/ui/useRemoteData';
import { CategorySection } from './CategorySection';

/** SPEC 2 lobby sections (RNG, live, fish, PVP, sports, e-sports, cockfight) with the SPEC 9 game lists. */
export function LobbySections({ calls, menus, language, startLabel, onLaunch, onLaunchVendor }: {
  calls: Pick<PlatformCalls, 'getGameList'>;
  menus: GameMenu[];
  language: string;
  startLabel: string;
  onLaunch: (game: Game) => void;
  onLaunchVendor: (target: LaunchTarget) => void;
}) {
  const categoryLabel = useCategoryLabel();
  const lists = useRemoteData('lobbyGameLists', () =>
    Promise.all(lobbyGameLists(menus).map((pick) => calls.getGameList({ gameType: pick.gameType, vassalage: pick.vassalage, pageNo: 1 }))),
    language,
  );
  const gamesOf = (category: string) => (lists.data ?? []).flatMap((list) => list.games).filter((game) => game.gameType === category);
  return (
    <>
      {LOBBY_SECTIONS.map((category) => {
        const menu = menus.find((entry) => entry.gameCategory === category);
        if (!menu || menu.vendors.length === 0) return null;
        return (
          <CategorySection
            key={category}
            menu={menu}
            label={categoryLabel(category)}
            games={gamesOf(category)}
            startLabel={startLabel}
            onLaunch={onLaunch}
            onLaunchVendor={onLaunchVendor}
          />
        );
      })}
    </>
  );
}
