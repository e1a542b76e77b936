import { expect } from 'vitest';
import { liteAppInstallMachine } from '@machines/liteAppInstall.machine';
import type { MachineModel, Observation } from '../model/types';

// SPEC 1 "plus a lite app" (issue 24): the download page's Install button opens the browser's own
// prompt where the browser offers one (beforeinstallprompt: AVAILABLE), a how-to otherwise, and
// says so once the app is installed (the prompt accepted, appinstalled: INSTALLED, or running as the app).

const PROMPT_ERROR = new DOMException('The prompt() method must be called with a user gesture', 'NotAllowedError');

type Start = { available: boolean; installed: boolean };

/** The prompt's answer that led here, if the step was its settling. */
const promptAnswer = ({ step }: Observation) => (step?.kind === 'settle' ? (step.outcome === 'done' ? step.value : 'failed') : null);

const oracles = (start: Start): MachineModel['oracles'] => ({
  '*': ({ snapshot, invoked, effects }) => {
    // What the browser said at start stays as given; the machine runs no effect of its own.
    expect(snapshot.context).toEqual(start);
    expect(effects).toEqual([]);
    // The browser's dialog opens only on the visitor's INSTALL, once per click.
    expect(invoked.map((call) => call.src)).toEqual(snapshot.matches('prompting') && invoked.length > 0 ? ['showInstallPrompt'] : []);
  },
  starting: ({ previous }) => expect(previous).toBeNull(),
  howTo: (o) => {
    const { previous, event } = o;
    if (previous === null) {
      // No prompt kept and not installed: the steps from the browser's menu.
      expect(start).toEqual({ available: false, installed: false });
      return;
    }
    // A prompt serves once: a dismissal or a failed prompt leaves the how-to.
    expect(previous.matches('prompting')).toBe(true);
    expect(['dismissed', 'failed']).toContain(promptAnswer(o));
    expect(event.type).not.toBe('INSTALLED');
  },
  available: ({ previous, event }) => {
    if (previous === null) {
      expect(start).toEqual({ available: true, installed: false });
      return;
    }
    // The browser offered its prompt while the page was open.
    expect(event.type).toBe('AVAILABLE');
    expect(previous.matches('howTo')).toBe(true);
  },
  prompting: ({ previous, event, invoked }) => {
    expect(event.type).toBe('INSTALL');
    expect(previous?.matches('available')).toBe(true);
    expect(invoked.map((call) => call.src)).toEqual(['showInstallPrompt']);
  },
  installed: (o) => {
    const { previous, event, snapshot } = o;
    // Nothing more to offer: the card says it is installed, for good.
    expect(snapshot.status).toBe('done');
    if (previous === null) {
      expect(start.installed).toBe(true);
      return;
    }
    if (event.type === 'INSTALLED') return;
    expect(previous.matches('prompting')).toBe(true);
    expect(promptAnswer(o)).toBe('accepted');
  },
});

const fixtures = { outputs: { showInstallPrompt: ['accepted', 'dismissed'] }, errors: { showInstallPrompt: [PROMPT_ERROR] } };

export const liteAppInstallModels: MachineModel[] = [
  {
    machine: liteAppInstallMachine,
    variant: 'no prompt yet',
    input: { available: false, installed: false },
    fixtures,
    oracles: oracles({ available: false, installed: false }),
  },
  {
    machine: liteAppInstallMachine,
    variant: 'prompt kept',
    input: { available: true, installed: false },
    fixtures,
    oracles: oracles({ available: true, installed: false }),
  },
  {
    machine: liteAppInstallMachine,
    variant: 'already installed',
    input: { available: false, installed: true },
    fixtures,
    oracles: oracles({ available: false, installed: true }),
  },
];
