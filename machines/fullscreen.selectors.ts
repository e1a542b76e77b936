import type { SnapshotFrom } from 'xstate';
import type { fullscreenMachine } from './fullscreen.machine';

type FullscreenSnapshot = SnapshotFrom<typeof fullscreenMachine>;

/** The game fills the screen (or is being taken out of it): the button reads Exit fullscreen. */
export const isFullscreen = (snapshot: FullscreenSnapshot): boolean => snapshot.matches('fullscreen') || snapshot.matches('leaving');

/** The browser allows no fullscreen here: the button is disabled, its title says why. */
export const fullscreenUnavailable = (snapshot: FullscreenSnapshot): boolean => snapshot.matches('unsupported');
