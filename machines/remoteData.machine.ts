import { assign, fromPromise, setup } from 'xstate';

export type RemoteDataEvent = { type: 'RELOAD' } | { type: 'RETRY' };

/**
 * One read of server data that a view shows (lobby banners, categories, hot games, winners):
 * loading, shown, or failed with a retry, so a failing server never blanks the page.
 */
export function createRemoteDataMachine<T>(id: string) {
  return setup({
    types: { context: {} as { data: T | null; error: string | null }, events: {} as RemoteDataEvent },
    actors: {
      load: fromPromise<T>(async () => {
        throw new Error(`${id}: load not provided`);
      }),
    },
    actions: {
      store: assign({ data: ({ event }) => (event as unknown as { output: T }).output, error: null }),
      noteError: assign({ error: ({ event }) => String((event as { error?: { message?: string } }).error?.message ?? 'Unknown error') }),
    },
  }).createMachine({
    id,
    meta: { spec: '8 Handling' },
    context: { data: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        meta: { spec: '8 Handling' },
        invoke: { src: 'load', onDone: { target: 'ready', actions: 'store' }, onError: { target: 'failed', actions: 'noteError' } },
        // A reload asked for mid-flight (a language change) starts over, so the old answer is dropped.
        on: { RELOAD: { target: 'loading', reenter: true } },
      },
      ready: { meta: { spec: '8 Handling' }, on: { RELOAD: 'loading' } },
      failed: { meta: { spec: '8 Handling' }, on: { RETRY: 'loading', RELOAD: 'loading' } },
    },
  });
}

export const remoteDataMachine = createRemoteDataMachine<unknown>('remoteData');
