import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { createRemoteDataMachine } from '@machines/remoteData.machine';
import { useStableCallback } from './useStableCallback';

/**
 * Runs one remote-data machine for a view: what it loaded, whether it failed, and retry. A new
 * reloadKey (the language, the favourites) reloads it in place.
 */
export function useRemoteData<T>(id: string, load: () => Promise<T>, reloadKey?: unknown) {
  // One machine per id; it calls the latest loader, and a new reloadKey says when to call it again.
  const latestLoad = useStableCallback(load);
  const machine = useMemo(() => createRemoteDataMachine<T>(id).provide({ actors: { load: fromPromise(() => latestLoad()) } }), [id]);
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
