import { fromPromise, setup } from 'xstate';

/** What the browser's install prompt answered (BeforeInstallPromptEvent.userChoice). */
export type InstallOutcome = 'accepted' | 'dismissed';
export type LiteAppInstallEvent = { type: 'AVAILABLE' } | { type: 'INSTALLED' } | { type: 'INSTALL' };
/** What the browser said before the page showed: an install prompt kept for later, or the app already installed (or running as it). */
export type LiteAppInstallInput = { available: boolean; installed: boolean };

/**
 * Installing the lite app from the download page (SPEC 1 "plus a lite app", issue 24). Where the
 * browser offers an install prompt (Chromium's beforeinstallprompt, sent in as AVAILABLE) the page
 * shows an Install button that opens it; elsewhere (Safari, Firefox, a prompt already used) a short
 * how-to. Once installed (the prompt accepted, the browser's appinstalled, or the page running as
 * the installed app) it says so.
 */
export const liteAppInstallMachine = setup({
  types: {
    context: {} as LiteAppInstallInput,
    events: {} as LiteAppInstallEvent,
    input: {} as LiteAppInstallInput,
  },
  actors: {
    showInstallPrompt: fromPromise<InstallOutcome>(async () => {
      throw new Error('showInstallPrompt not provided');
    }),
  },
  guards: {
    startsInstalled: ({ context }) => context.installed,
    startsAvailable: ({ context }) => context.available,
    accepted: ({ event }) => (event as unknown as { output: InstallOutcome }).output === 'accepted',
  },
}).createMachine({
  id: 'liteAppInstall',
  meta: { spec: '1 mobile app downloads (plus a lite app)' },
  context: ({ input }) => input,
  initial: 'starting',
  on: { INSTALLED: '.installed' },
  states: {
    starting: {
      always: [{ guard: 'startsInstalled', target: 'installed' }, { guard: 'startsAvailable', target: 'available' }, { target: 'howTo' }],
    },
    // No prompt from this browser: the steps to install from its menu.
    howTo: { on: { AVAILABLE: 'available' } },
    available: { on: { INSTALL: 'prompting' } },
    // The browser's own dialog is open; a prompt serves once, so a dismissal leaves the how-to until the browser offers another.
    prompting: {
      invoke: {
        src: 'showInstallPrompt',
        onDone: [{ guard: 'accepted', target: 'installed' }, { target: 'howTo' }],
        onError: 'howTo',
      },
    },
    installed: { type: 'final' },
  },
});
