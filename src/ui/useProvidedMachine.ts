import { useState } from 'react';
import type { AnyStateMachine } from 'xstate';

/**
 * `machine.provide(implementations)` for the hooks that bind a page's effects: the provided
 * machine is built once per mount (provide builds the whole state tree again, about a millisecond
 * for a large machine), and each render hands it the latest implementations, so they call the
 * latest props without a useMemo or a dependency list. The merge is provide's own (the machine's
 * implementations, then these); a running actor looks its actions and actors up when it uses them.
 * Write the implementations `satisfies Implementations<typeof machine>`: then they are typed as
 * `machine.provide` types them (a generic parameter alone loses the promise actors' types).
 */
export function useProvidedMachine<M extends AnyStateMachine>(machine: M, implementations: Implementations<M>): M {
  const [provided] = useState(() => machine.provide(implementations) as M);
  const base = machine.implementations;
  provided.implementations = {
    actions: { ...base.actions, ...implementations.actions },
    guards: { ...base.guards, ...implementations.guards },
    actors: { ...base.actors, ...implementations.actors },
    delays: { ...base.delays, ...implementations.delays },
  } as M['implementations'];
  return provided;
}

/** What `machine.provide` takes. */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];
