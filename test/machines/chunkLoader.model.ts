import { expect } from 'vitest';
import { CHUNK_RETRIES, type ChunkFailure, chunkLoaderMachine } from '@machines/chunkLoader.machine';
import type { MachineModel, Observation } from '../model/types';

const MODULE = { default: () => null };
/** What browsers and Vite throw, with the reason SPEC 8 names for each. */
const FAILURES: Array<[Error, ChunkFailure]> = [
  [new TypeError('Failed to fetch dynamically imported module: /js/Promotions-abc.js'), 'missing'],
  [new Error('Unable to preload CSS for /css/Promotions-abc.css'), 'CSS_CHUNK_LOAD_FAILED'],
  [new Error('boom'), 'error'],
];
const CHUNK_TIMEOUT = 120_000; // SPEC 9: chunk load timeout is 120 seconds
/** Not in SPEC: the pause before retrying, doubling from 1 s; no retry after CHUNK_RETRIES failures. */
const retryPause = (attempts: number) => {
  const ms = [undefined, 1_000, 2_000][attempts];
  if (ms === undefined) throw new Error(`chunkLoader: no retry is due after ${attempts} failed attempts`);
  return ms;
};

/** The reason the step that led here gives, from SPEC 8 (a timeout, or what was thrown). */
function reasonOf({ step }: Observation): ChunkFailure | null {
  if (step?.kind === 'wait' && step.delay === 'chunkTimeout') return 'timeout';
  if (step?.kind === 'settle' && step.outcome === 'error') return FAILURES.find(([error]) => error === step.value)![1];
  return null;
}

/** After a failed load (an error or the 120 s timeout): one more attempt counted, with its reason. */
const afterFailure = (o: Observation) => {
  expect(o.previous?.matches('loading')).toBe(true);
  expect(o.snapshot.context.attempts).toBe(o.previous!.context.attempts + 1);
  expect(o.snapshot.context.failure).toBe(reasonOf(o));
  if (o.step?.kind === 'wait') expect(o.step.ms).toBe(CHUNK_TIMEOUT);
  expect(o.invoked).toEqual([]);
};

/** SPEC 2 lazily loaded areas; SPEC 8 chunk load failure; SPEC 9 chunk load timeout. */
export const chunkLoaderModel: MachineModel = {
  machine: chunkLoaderMachine,
  fixtures: { outputs: { loadChunk: [MODULE] }, errors: { loadChunk: FAILURES.map(([error]) => error) } },
  // Capped past the limit, so a machine that counts on stays a finite graph the oracles can judge.
  stateKey: (snapshot) => [snapshot.value, Math.min(snapshot.context.attempts, CHUNK_RETRIES + 2)],
  delays: { chunkTimeout: CHUNK_TIMEOUT, retryDelay: (snapshot) => retryPause(snapshot.context.attempts) },
  oracles: {
    '*': (o) => {
      // Retried a bounded number of times, never a white screen; the page reloads only when asked.
      expect(o.snapshot.context.attempts).toBeLessThanOrEqual(CHUNK_RETRIES + 1);
      expect(o.effects).toEqual(o.event.type === 'RELOAD_PAGE' ? [{ name: 'reloadPage', params: undefined }] : []);
    },
    loading: (o) => {
      const { snapshot, previous, event, step } = o;
      // Every attempt fetches the chunk again.
      expect(o.invoked.map((call) => call.src)).toEqual(['loadChunk']);
      expect(snapshot.context.module).toBeNull();
      if (event.type === 'xstate.init' || event.type === 'RETRY') {
        // A first load, or the user's retry after the error: a fresh count.
        expect(snapshot.context).toMatchObject({ attempts: 0, failure: null });
        if (event.type === 'RETRY') expect(previous?.matches('failed')).toBe(true);
      } else {
        expect(step?.kind === 'wait' && step.delay).toBe('retryDelay');
        expect(previous?.matches('retrying')).toBe(true);
        expect(snapshot.context).toEqual(previous?.context);
      }
    },
    retrying: (o) => {
      afterFailure(o);
      expect(o.snapshot.context.attempts).toBeLessThanOrEqual(CHUNK_RETRIES);
    },
    failed: (o) => {
      const { snapshot, previous, event } = o;
      // A clear error with its reason and a reload button, once the retries are spent.
      expect(snapshot.context.failure).not.toBeNull();
      expect(snapshot.context.attempts).toBe(CHUNK_RETRIES + 1);
      if (event.type === 'RELOAD_PAGE') expect(snapshot.context).toEqual(previous?.context);
      else afterFailure(o);
    },
    loaded: (o) => {
      // The area shows the module that loaded; nothing more happens.
      expect(o.step?.kind === 'settle' && o.step.outcome).toBe('done');
      expect(o.snapshot.context.module).toBe(MODULE);
      expect(o.snapshot.status).toBe('done');
    },
  },
};
