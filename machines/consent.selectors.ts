import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine';

type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;

/** The notice at the bottom of the page: a first visit, until the player chooses. */
export const noticeShown = (snapshot: ConsentSnapshot) => snapshot.matches('asked');
/** The settings dialog (from the notice, or from the footer's Cookie settings). */
export const settingsOpen = (snapshot: ConsentSnapshot) => snapshot.matches('settings');
/** The dialog's preferences switch. */
export const preferencesSwitch = (snapshot: ConsentSnapshot) => snapshot.context.preferences;
