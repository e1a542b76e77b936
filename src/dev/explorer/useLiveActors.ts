import { useSyncExternalStore } from 'react';
import type { InspectRegistry, LiveActor } from './inspectRegistry';

/** Every actor the registry has seen, re-read whenever an inspection event changes one. */
export function useLiveActors(registry: InspectRegistry): LiveActor[] {
  return useSyncExternalStore(registry.subscribe, registry.actors, registry.actors);
}
