import { expect, it } from 'vitest';
import { classifyChunkError } from '@machines/chunkLoader.machine';
import { chunkLoaderModel } from './chunkLoader.model';
import { testMachineModel } from './modelHarness';

testMachineModel(chunkLoaderModel);

// The reasons SPEC 8 names, read from what browsers and Vite actually throw.
it('classifies chunk failures as SPEC 8 names them', () => {
  expect(classifyChunkError(new TypeError('Failed to fetch dynamically imported module: /js/a.js'))).toBe('missing');
  expect(classifyChunkError(new Error('Unable to preload CSS for /css/a.css'))).toBe('CSS_CHUNK_LOAD_FAILED');
  expect(classifyChunkError(new Error('Unexpected token <'))).toBe('error');
});
