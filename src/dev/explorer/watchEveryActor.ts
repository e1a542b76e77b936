import { Actor, type AnyActorRef } from 'xstate';
import type { InspectRegistry } from './inspectRegistry';

/**
 * Hands every root actor the app starts to the registry, from the one place they all pass through.
 * The app creates actors in many places (the root actors, and a `useActorRef` in each page's hook),
 * each root actor with a system of its own; giving each of those an `inspect` option would spread a
 * development tool through production code. `Actor.prototype.start` is that one place: a root actor
 * is watched just before it starts, so its first snapshot is seen. Development only (installExplorer.ts).
 */
export function watchEveryActor(registry: InspectRegistry): () => void {
  const prototype = Actor.prototype as unknown as { start: (this: AnyActorRef) => AnyActorRef };
  const start = prototype.start;
  prototype.start = function startWatched(this: AnyActorRef) {
    if (!(this as unknown as { _parent?: unknown })._parent) registry.watch(this);
    return start.call(this);
  };
  return () => {
    prototype.start = start;
  };
}
