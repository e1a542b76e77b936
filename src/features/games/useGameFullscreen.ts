import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { fullscreenMachine } from '@machines/fullscreen.machine';
import { fullscreenUnavailable, isFullscreen } from '@machines/fullscreen.selectors';
import { type Implementations, useProvidedMachine } from '@/ui/useProvidedMachine';

/**
 * Issue 26, item 5: the game window's fullscreen, its effects bound to the game's container: the
 * browser's Fullscreen API, and its fullscreenchange (Escape included) told to the machine.
 */
export function useGameFullscreen(container: RefObject<HTMLElement | null>) {
  const actor = useActorRef(
    useProvidedMachine(fullscreenMachine, {
      actors: {
        enterFullscreen: fromPromise(async () => {
          await container.current?.requestFullscreen();
        }),
        exitFullscreen: fromPromise(async () => {
          if (document.fullscreenElement) await document.exitFullscreen();
        }),
      },
    } satisfies Implementations<typeof fullscreenMachine>),
    { input: { supported: document.fullscreenEnabled === true } },
  );
  useEffect(() => {
    const told = () => actor.send({ type: 'CHANGED', active: document.fullscreenElement !== null && document.fullscreenElement === container.current });
    document.addEventListener('fullscreenchange', told);
    return () => document.removeEventListener('fullscreenchange', told);
  }, [actor, container]);
  return {
    active: useSelector(actor, isFullscreen),
    unavailable: useSelector(actor, fullscreenUnavailable),
    toggle: () => actor.send({ type: 'TOGGLE' }),
  };
}
