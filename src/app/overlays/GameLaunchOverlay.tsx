import { useSelector } from '@xstate/react';
import { shownVendorGroup } from '@machines/gameLaunch.selectors';
import { GameLaunchOverlays, type LaunchView } from '@/features/games/GameLaunchOverlays';
import { LazyArea } from '@/ui/LazyArea';
import { useRootActors } from '../RootActorsContext';

const loadVendorGroup = () => import('./VendorGroupOverlay');

/** What the game launcher shows over the page: prompts, the game, and a vendor group's games (its own chunk). */
export function GameLaunchOverlay() {
  const { gameLaunch } = useRootActors();
  const view = useSelector(gameLaunch, (snapshot) => snapshot.value as LaunchView);
  const context = useSelector(gameLaunch, (snapshot) => snapshot.context);
  const groupShown = useSelector(gameLaunch, (snapshot) => shownVendorGroup(snapshot) !== null);
  return (
    <>
      <GameLaunchOverlays
        view={view}
        context={context}
        onConfirm={() => gameLaunch.send({ type: 'CONFIRM' })}
        onClose={() => gameLaunch.send({ type: 'CLOSE' })}
      />
      {groupShown && <LazyArea quiet load={loadVendorGroup} />}
    </>
  );
}
