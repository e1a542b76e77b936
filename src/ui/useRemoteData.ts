import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { createRemoteDataMachine } from '@machines/remoteData.machine';

/**
 * Runs one remote-data machine for a view: what it loaded, whether it failed, and retry. A new
 * reloadKey (the language, the favourites) reloads it in place.
 */
export function useRemoteData<T>(id: string, load: () => Promise<T>, reloadKey?: unknown) {
  const machine = useMemo(
    () => createRemoteDataMachine<T>(id).provide({ actors: { load: fromPromise(load) } }),
    // The loader is bound once per mount; what it reads changes through reloadKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id],
  );
  const [snapshot, send] = useMachine(machine);
  const shownKey = useRef(reloadKey);
  useEffect(() => {
    if (Object.is(shownKey.current, reloadKey)) return;
    shownKey.current = reloadKey;
    send({ type: 'RELOAD' });
  }, [reloadKey, send]);
  return {
    data: snapshot.context.data as T | null,
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    retry: () => send({ type: 'RETRY' }),
  };
}
