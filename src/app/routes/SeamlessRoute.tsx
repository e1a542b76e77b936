import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { SEAMLESS_PATH } from '@machines/gameLaunch.machine';
import SeamlessArea from '@/features/seamless/SeamlessArea';
import { useRootActors } from '../RootActorsContext';

/**
 * /seamless (SPEC 2): the launcher's seamless game on its page, in one lazy chunk with the area.
 * Leaving the page for another (a link, the header, the browser's Back) ends the game; Back on the
 * page asks the launcher, which returns to where the player was.
 */
export default function SeamlessRoute() {
  const { gameLaunch } = useRootActors();
  const game = useSelector(gameLaunch, (snapshot) => (snapshot.matches('seamless') ? snapshot.context.game : null));
  const name = useSelector(gameLaunch, (snapshot) => snapshot.context.target?.name ?? '');
  // Unmounted while the address is still /seamless (React's development double mount) is no leaving.
  useEffect(
    () => () => {
      if (window.location.pathname !== SEAMLESS_PATH) gameLaunch.send({ type: 'LEFT' });
    },
    [gameLaunch],
  );
  return <SeamlessArea game={game} name={name} onBack={() => gameLaunch.send({ type: 'CLOSE' })} />;
}
