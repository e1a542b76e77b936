import { type Actor, createActor, fromPromise } from 'xstate';
import { createRemoteDataMachine } from '@machines/remoteData.machine';
import type { Consolidated } from '../../kernel/agencyContracts';

const consolidatedMachine = createRemoteDataMachine<Consolidated>('consolidated');

/**
 * SPEC 4 Login: the consolidated contract info of the signed-in account. Its remote-data actor
 * exists only while an account needs it: started at login (which fetches it once), stopped and
 * forgotten at sign-out, so a guest makes no agency call and the next account never sees the
 * last one's offers. Views read `data` (null before it arrives, when it failed, or when not fetched).
 */
export function createConsolidated(load: () => Promise<Consolidated>) {
  let owner: string | null = null;
  let actor: Actor<typeof consolidatedMachine> | null = null;
  let data: Consolidated | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: Consolidated | null) => {
    if (next === data) return;
    data = next;
    for (const listener of listeners) listener();
  };
  return {
    /** The account whose info is wanted (null: none). The same account again changes nothing. */
    follow(account: string | null) {
      if (account === owner) return;
      actor?.stop();
      actor = null;
      owner = account;
      publish(null);
      if (account === null) return;
      const started = createActor(consolidatedMachine.provide({ actors: { load: fromPromise(load) } }));
      started.subscribe((snapshot) => {
        // A stopped actor's last answer belongs to the account that signed out.
        if (actor === started) publish(snapshot.context.data);
      });
      actor = started;
      started.start();
    },
    /** Fetch again (after an offer was accepted or rejected); nothing when no account needs it. */
    reload() {
      actor?.send({ type: 'RELOAD' });
    },
    data: () => data,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ConsolidatedHolder = ReturnType<typeof createConsolidated>;
