import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { type InstallOutcome, liteAppInstallMachine } from '@machines/liteAppInstall.machine';
import { liteAppOffer } from '@machines/liteAppInstall.selectors';

/** What the app kept of the browser's install offer before this page showed (src/app/liteApp/installPrompt.ts). */
export type InstallOffer = { prompt: Event | null; installed: boolean };
type InstallPromptEvent = Event & { prompt: () => Promise<unknown>; userChoice: Promise<{ outcome: InstallOutcome }> };

/** A browser that never offers a prompt (and tests that give none): the how-to only. */
const NO_OFFER: InstallOffer = { prompt: null, installed: false };

/**
 * Binds the browser's install offer to the lite app's install machine: what was kept at start,
 * the browser's later beforeinstallprompt and appinstalled as AVAILABLE and INSTALLED, and its
 * prompt as the machine's `showInstallPrompt`. Returns what the card shows and the Install action.
 */
export function useLiteAppInstall(offer: InstallOffer = NO_OFFER) {
  const actor = useActorRef(
    liteAppInstallMachine.provide({
      actors: {
        showInstallPrompt: fromPromise(async () => {
          // A prompt serves once: the offer forgets it before it opens.
          const event = offer.prompt as InstallPromptEvent | null;
          offer.prompt = null;
          if (!event) throw new Error('No install prompt kept');
          await event.prompt();
          return (await event.userChoice).outcome;
        }),
      },
    }),
    {
      input: {
        available: offer.prompt !== null,
        installed: offer.installed || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches),
      },
    },
  );
  useEffect(() => {
    // The app's own listeners keep the event (installPrompt.ts); these only tell the machine.
    const available = () => actor.send({ type: 'AVAILABLE' });
    const installed = () => actor.send({ type: 'INSTALLED' });
    addEventListener('beforeinstallprompt', available);
    addEventListener('appinstalled', installed);
    return () => {
      removeEventListener('beforeinstallprompt', available);
      removeEventListener('appinstalled', installed);
    };
  }, [actor]);
  return { offer: useSelector(actor, liteAppOffer), onInstall: () => actor.send({ type: 'INSTALL' }) };
}
