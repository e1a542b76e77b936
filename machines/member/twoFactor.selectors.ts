import type { SnapshotFrom } from 'xstate';
import type { twoFactorMachine } from './twoFactor.machine';

type TwoFactorSnapshot = SnapshotFrom<typeof twoFactorMachine>;

/** A call is under way: the buttons wait. */
export const twoFactorBusy = (snapshot: TwoFactorSnapshot) =>
  snapshot.matches('loading') || snapshot.matches('starting') || snapshot.matches('confirming') || snapshot.matches('submittingDisable');

/** The secret and its QR code are on screen (with the code that confirms them). */
export const twoFactorEnrolling = (snapshot: TwoFactorSnapshot) => snapshot.matches('showingSecret') || snapshot.matches('confirming');

/** The turn-off form is on screen. */
export const twoFactorDisabling = (snapshot: TwoFactorSnapshot) => snapshot.matches('disabling') || snapshot.matches('submittingDisable');

/** The recovery codes are on screen (also while they are being copied). */
export const twoFactorShowingCodes = (snapshot: TwoFactorSnapshot) => snapshot.matches('showingRecoveryCodes') || snapshot.matches('copyingCodes');

/** Two-factor is on (also while the recovery codes are shown, and while turning it off). */
export const twoFactorIsOn = (snapshot: TwoFactorSnapshot) => snapshot.context.status?.enabled === true;
