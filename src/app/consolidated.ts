import { createActor, fromPromise } from 'xstate';
import { consolidatedMachine } from '@machines/consolidated.machine';
import type { Consolidated } from '../../kernel/agencyContracts';

/**
 * SPEC 4 Login: the consolidated contract info of the signed-in account, held by one actor of
 * machines/consolidated.machine.ts (FOLLOW the account, RELOAD after an answer to an offer). It
 * starts with nothing to follow, so a guest makes no agency call; the relays (rootRelays.ts) tell it
 * the account. Views read `data` (null before it arrives, or when no account is followed) through
 * `subscribe`, for useSyncExternalStore.
 */
export function createConsolidated(load: () => Promise<Consolidated>) {
  const actor = createActor(consolidatedMachine.provide({ actors: { load: fromPromise(() => load()) } }));
  actor.start();
  return {
    actor,
    /** The account whose info is wanted (null: none). The same account again changes nothing. */
    follow: (account: string | null) => actor.send({ type: 'FOLLOW', account }),
    /** Fetch again (after an offer was accepted or rejected); nothing when no account needs it. */
    reload: () => actor.send({ type: 'RELOAD' }),
    data: () => actor.getSnapshot().context.data,
    subscribe(listener: () => void) {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
  };
}

export type ConsolidatedHolder = ReturnType<typeof createConsolidated>;
