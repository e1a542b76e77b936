import { assign, setup } from 'xstate';
import type { ConsentChoice } from '../kernel/storageKeys';
import { allowsPreferences } from './consent.rules';

export type ConsentEvent =
  | { type: 'ACCEPT_ALL' }
  | { type: 'NECESSARY_ONLY' }
  /** The notice's Settings, or the footer's Cookie settings once a choice is kept. */
  | { type: 'OPEN_SETTINGS' }
  | { type: 'TOGGLE_PREFERENCES' }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };
export type ConsentContext = {
  /** The choice kept; null until the player makes one. */
  choice: ConsentChoice | null;
  /** The settings dialog's preferences switch. */
  preferences: boolean;
};

const consentSetup = setup({
  types: { context: {} as ConsentContext, events: {} as ConsentEvent, input: {} as { stored: ConsentChoice | null } },
  guards: {
    keptAll: ({ context }) => context.choice === 'all',
    keptNecessary: ({ context }) => context.choice === 'necessary',
    keptCustom: ({ context }) => context.choice === 'custom:preferences' || context.choice === 'custom:necessary',
    nothingChosen: ({ context }) => context.choice === null,
    preferencesOn: ({ context }) => context.preferences,
  },
  actions: {
    choose: assign((_, params: { choice: ConsentChoice }) => ({ choice: params.choice })),
    /** The dialog opens on the choice kept (off when there is none yet). */
    openDialog: assign(({ context }) => ({ preferences: allowsPreferences(context.choice) })),
    toggle: assign(({ context }) => ({ preferences: !context.preferences })),
    keepChoice: (_, _params: { choice: ConsentChoice }) => {},
    allowPreferences: () => {},
    refusePreferences: () => {},
  },
});

/** The notice's and the dialog's two buttons: the choice is kept, then the gate told. */
const acceptAll = {
  target: 'acceptedAll',
  actions: [{ type: 'choose', params: { choice: 'all' } }, { type: 'keepChoice', params: { choice: 'all' } }, 'allowPreferences'],
} as const;
const necessaryOnly = {
  target: 'necessaryOnly',
  actions: [{ type: 'choose', params: { choice: 'necessary' } }, { type: 'keepChoice', params: { choice: 'necessary' } }, 'refusePreferences'],
} as const;

/**
 * Issue 26, item 6: on a first visit a notice says what the site stores (what is strictly
 * necessary, and preferences), with Accept all, Necessary only and Settings (a dialog with a
 * preferences switch); the choice is kept (keepChoice, a necessary key) and honoured:
 * allowPreferences lets the storage gate write preferences (and what the player set meanwhile),
 * refusePreferences keeps them in memory only and removes the stored ones. A stored choice skips
 * the notice; Cookie settings in the footer opens the dialog again, and a change is kept too.
 * Nothing is allowed before a choice: the switch starts off on a first visit (no default left on).
 */
export const consentMachine = consentSetup.createMachine({
  id: 'consent',
  meta: { spec: 'Issue 26 item 6 Storage consent' },
  context: ({ input }) => ({ choice: input.stored, preferences: false }),
  initial: 'unknown',
  states: {
    // Passed through at start: a stored choice skips the notice.
    unknown: {
      always: [
        { guard: 'keptAll', target: 'acceptedAll' },
        { guard: 'keptNecessary', target: 'necessaryOnly' },
        { guard: 'keptCustom', target: 'customised' },
        { target: 'asked' },
      ],
    },
    asked: {
      on: {
        ACCEPT_ALL: acceptAll,
        NECESSARY_ONLY: necessaryOnly,
        OPEN_SETTINGS: { target: 'settings', actions: 'openDialog' },
      },
    },
    settings: {
      on: {
        TOGGLE_PREFERENCES: { actions: 'toggle' },
        SAVE: [
          {
            guard: 'preferencesOn',
            target: 'customised',
            actions: [{ type: 'choose', params: { choice: 'custom:preferences' } }, { type: 'keepChoice', params: { choice: 'custom:preferences' } }, 'allowPreferences'],
          },
          {
            target: 'customised',
            actions: [{ type: 'choose', params: { choice: 'custom:necessary' } }, { type: 'keepChoice', params: { choice: 'custom:necessary' } }, 'refusePreferences'],
          },
        ],
        ACCEPT_ALL: acceptAll,
        NECESSARY_ONLY: necessaryOnly,
        // Closed without saving: back to the notice, or to the choice kept.
        CLOSE: [
          { guard: 'nothingChosen', target: 'asked' },
          { guard: 'keptAll', target: 'acceptedAll' },
          { guard: 'keptNecessary', target: 'necessaryOnly' },
          { target: 'customised' },
        ],
      },
    },
    acceptedAll: { on: { OPEN_SETTINGS: { target: 'settings', actions: 'openDialog' } } },
    necessaryOnly: { on: { OPEN_SETTINGS: { target: 'settings', actions: 'openDialog' } } },
    customised: { on: { OPEN_SETTINGS: { target: 'settings', actions: 'openDialog' } } },
  },
});
