import type { SnapshotFrom } from 'xstate';
import type { liteAppInstallMachine } from './liteAppInstall.machine';

/** What the lite app's card shows: the Install button (busy while the browser's dialog is open), the how-to, or that it is installed. */
export type LiteAppOffer = 'install' | 'installing' | 'howTo' | 'installed';
export const liteAppOffer = (snapshot: SnapshotFrom<typeof liteAppInstallMachine>): LiteAppOffer => {
  if (snapshot.matches('installed')) return 'installed';
  if (snapshot.matches('available')) return 'install';
  if (snapshot.matches('prompting')) return 'installing';
  return 'howTo';
};
