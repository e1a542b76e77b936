import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { createRemoteDataMachine } from '../../machines/remoteData.machine';

/** Runs one remote-data machine for a view: what it loaded, whether it failed, and retry. */
export function useRemoteData<T>(id: string, load: () => Promise<T>) {
  const machine = useMemo(
    () => createRemoteDataMachine<T>(id).provide({ actors: { load: fromPromise(load) } }),
    // The loader is bound once per mount; a language change remounts the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id],
  );
  const [snapshot, send] = useMachine(machine);
  return {
    data: snapshot.context.data as T | null,
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    retry: () => send({ type: 'RETRY' }),
  };
}
