import type { SnapshotFrom } from 'xstate';
import type { gameLaunchMachine, LaunchTarget } from './gameLaunch.machine';

type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;

/** SPEC 2: the vendor group whose games the launcher lists in a popup, or null. */
export const shownVendorGroup = (snapshot: GameLaunchSnapshot): LaunchTarget | null => (snapshot.matches('groupList') ? snapshot.context.target : null);
