import { assign, fromPromise, setup } from 'xstate';
import type { Consolidated } from '../kernel/agencyContracts';

export type ConsolidatedEvent =
  /** The account whose consolidated info is wanted now (null: none, a guest, a trial account or the agent policy off). */
  | { type: 'FOLLOW'; account: string | null }
  /** Fetch again (an offer was accepted or rejected); nothing when no account is followed. */
  | { type: 'RELOAD' };

export type ConsolidatedContext = {
  /** The account followed; the data belongs to it only. */
  account: string | null;
  /** The last answer for this account: null before it arrives, when it failed, or when none is followed. */
  data: Consolidated | null;
  error: unknown;
};

const followed = (event: unknown) => (event as Extract<ConsolidatedEvent, { type: 'FOLLOW' }>).account;

/**
 * SPEC 4 Login: the consolidated contract info of the signed-in account (GCS_consolidated). A
 * non-trial account with the agent policy on fetches it once (the same account again changes
 * nothing); signing out forgets it, and another account starts over from nothing, so the next
 * account never sees the last one's offers (an answer still on its way for the last account is
 * dropped with its call). The agent center reads `data` and asks for RELOAD after an answer to an offer.
 */
export const consolidatedMachine = setup({
  types: { context: {} as ConsolidatedContext, events: {} as ConsolidatedEvent },
  actors: {
    load: fromPromise<Consolidated, { account: string }>(async () => {
      throw new Error('consolidated: load not provided');
    }),
  },
  guards: {
    /** Signing out (or the policy off) while an account is followed. */
    signsOut: ({ context, event }) => followed(event) === null && context.account !== null,
    /** An account other than the one followed (none is signsOut's, checked first; the same account again matches nothing: it changes nothing). */
    followsAnother: ({ context, event }) => followed(event) !== context.account,
  },
  actions: {
    /** Another account: nothing of the last one is kept. */
    follow: assign(({ event }) => ({ account: followed(event), data: null, error: null })),
    forget: assign({ account: null, data: null, error: null }),
    store: assign({ data: ({ event }) => (event as unknown as { output: Consolidated }).output, error: null }),
    /** Failed: the account's last answer (if any) stays shown. */
    noteError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
  },
}).createMachine({
  id: 'consolidated',
  meta: { spec: '4 Login: the consolidated contract info of a non-trial account with the agent policy on' },
  context: { account: null, data: null, error: null },
  initial: 'none',
  // Whatever the state: none forgets, another account starts over, the same account again changes nothing.
  on: {
    FOLLOW: [
      { guard: 'signsOut', target: '.none', actions: 'forget' },
      { guard: 'followsAnother', target: '.loading', actions: 'follow', reenter: true },
    ],
  },
  states: {
    none: {
      meta: { spec: '4 Login: no account needs it (a guest, a trial account, the agent policy off): nothing fetched' },
      on: { RELOAD: {} },
    },
    loading: {
      meta: { spec: '4 Login: fetched once for the account followed' },
      invoke: {
        src: 'load',
        input: ({ context }) => ({ account: context.account as string }),
        onDone: { target: 'loaded', actions: 'store' },
        onError: { target: 'failed', actions: 'noteError' },
      },
      // A reload asked for mid-flight starts over: the answer on its way may predate what changed.
      on: { RELOAD: { target: 'loading', reenter: true } },
    },
    loaded: {
      meta: { spec: '4 Login: the consolidated info of the account, shown until it changes' },
      on: { RELOAD: 'loading' },
    },
    failed: {
      meta: { spec: '8 Handling: the consolidated info could not be read; fetched again on RELOAD or for another account' },
      on: { RELOAD: 'loading' },
    },
  },
});
