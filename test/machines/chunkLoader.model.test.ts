import { expect } from 'vitest';
import { CHUNK_RETRIES, chunkLoaderMachine, classifyChunkError } from '@machines/chunkLoader.machine';
import { testMachineModel } from './legacyModelHarness';

let reloads = 0;
testMachineModel(chunkLoaderMachine, {
  fixtures: {
    outputs: { loadChunk: [{ default: () => null }] },
    errors: {
      loadChunk: [
        new TypeError('Failed to fetch dynamically imported module: /js/Promotions-abc.js'),
        new Error('Unable to preload CSS for /css/Promotions-abc.css'),
        new Error('boom'),
      ],
    },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.attempts],
  provide: { actions: { reloadPage: () => void reloads++ } },
  check: (snapshot, event) => {
    expect(snapshot.context.attempts).toBeLessThanOrEqual(CHUNK_RETRIES + 1);
    if (snapshot.matches('failed')) expect(snapshot.context.failure).not.toBeNull();
    if (event.type.startsWith('xstate.after.chunkTimeout')) expect(snapshot.context.failure).toBe('timeout');
    if (event.type === 'RELOAD_PAGE') expect(reloads).toBeGreaterThan(0);
  },
});

// The reasons SPEC 8 names, read from what browsers and Vite actually throw.
import { it } from 'vitest';
it('classifies chunk failures as SPEC 8 names them', () => {
  expect(classifyChunkError(new TypeError('Failed to fetch dynamically imported module: /js/a.js'))).toBe('missing');
  expect(classifyChunkError(new Error('Unable to preload CSS for /css/a.css'))).toBe('CSS_CHUNK_LOAD_FAILED');
  expect(classifyChunkError(new Error('Unexpected token <'))).toBe('error');
});
