import { useSelector } from '@xstate/react';
import { shownVendorGroup } from '@machines/gameLaunch.selectors';
import type { LaunchView } from '@/features/games/GameLaunchOverlays';
import { LazyArea } from '@/ui/LazyArea';
import { useRootActors } from '../RootActorsContext';

const loadVendorGroup = () => import('./VendorGroupOverlay');
// The prompts and the game frame load with the first launch: the lobby's first download stays small.
const loadLaunchOverlays = () => import('@/features/games/GameLaunchOverlays').then((module) => ({ default: module.GameLaunchOverlays }));

/** What the game launcher shows over the page: prompts, the game popup, and a vendor group's games (its own chunk); seamless games have a page (/seamless). */
export function GameLaunchOverlay() {
  const { gameLaunch } = useRootActors();
  const view = useSelector(gameLaunch, (snapshot) => snapshot.value as LaunchView);
  const context = useSelector(gameLaunch, (snapshot) => snapshot.context);
  const groupShown = useSelector(gameLaunch, (snapshot) => shownVendorGroup(snapshot) !== null);
  return (
    <>
      {view !== 'idle' && view !== 'seamless' && (
        <LazyArea
          quiet
          load={loadLaunchOverlays}
          props={{ view, context, onConfirm: () => gameLaunch.send({ type: 'CONFIRM' }), onClose: () => gameLaunch.send({ type: 'CLOSE' }) }}
        />
      )}
      {groupShown && <LazyArea quiet load={loadVendorGroup} failedAs="dialog" onCloseFailed={() => gameLaunch.send({ type: 'CLOSE' })} />}
    </>
  );
}
