import { createRootActors, type RootActors } from './rootActors';
import { relayRootActors, showTheme } from './rootRelays';

/** The app's root actors, created, told what to relay to one another (before they start, so no first snapshot is missed), then started. */
export function startRootActors(navigate: (to: string) => void): RootActors {
  const actors = createRootActors(navigate);
  relayRootActors(actors);
  const { consolidated: _startedBySession, ...machines } = actors;
  for (const actor of Object.values(machines)) actor.start();
  showTheme(actors.theme.getSnapshot());
  return actors;
}
