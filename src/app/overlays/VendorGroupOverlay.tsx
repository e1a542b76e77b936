import { useSelector } from '@xstate/react';
import type { Game } from '@kernel/games';
import { shownVendorGroup } from '@machines/gameLaunch.selectors';
import { VendorGroupPopup } from '@/features/games/VendorGroupPopup';
import { launchTargetOf, loadGamePage } from '../gamePages';
import { useRootActors } from '../RootActorsContext';

/**
 * SPEC 2: the launcher's vendor-group state shows the group's games in a popup; a tile launches,
 * close returns. Loaded as its own chunk when a vendor group is opened.
 */
export default function VendorGroupOverlay() {
  const { gameLaunch, favourite } = useRootActors();
  const group = useSelector(gameLaunch, shownVendorGroup);
  const favourites = useSelector(favourite, (snapshot) => snapshot.context.favourites);
  if (!group) return null;
  return (
    <VendorGroupPopup
      name={group.name}
      gameType={group.gameType}
      vassalage={group.vassalage}
      loadPage={(query, pageNo) => loadGamePage({ category: query.gameType, vassalage: query.vassalage, filter: 'ALL', classify: null }, pageNo)}
      onLaunch={(game: Game) => gameLaunch.send({ type: 'LAUNCH', target: launchTargetOf(game) })}
      favourites={favourites}
      onToggleFavourite={(game: Game) => favourite.send({ type: 'TOGGLE', game: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } })}
      onClose={() => gameLaunch.send({ type: 'CLOSE' })}
    />
  );
}
