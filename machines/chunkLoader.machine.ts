import { assign, fromPromise, setup } from 'xstate';

/** SPEC 8: why a lazily loaded chunk failed. */
export type ChunkFailure = 'missing' | 'timeout' | 'error' | 'CSS_CHUNK_LOAD_FAILED';

/** Reads a dynamic-import failure the way SPEC 8 names it. */
export function classifyChunkError(error: unknown): ChunkFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (/preload CSS|CSS_CHUNK_LOAD_FAILED/i.test(message)) return 'CSS_CHUNK_LOAD_FAILED';
  if (/failed to fetch dynamically imported module|404|not found|error loading dynamically imported/i.test(message)) return 'missing';
  return 'error';
}

export const CHUNK_RETRIES = 2;

export type ChunkLoaderEvent = { type: 'RETRY' } | { type: 'RELOAD_PAGE' };
export type ChunkLoaderContext = { attempts: number; failure: ChunkFailure | null; module: unknown };

/** Loads a lazy area: retried on failure, then a clear error with a reload button (never a white screen). */
export const chunkLoaderMachine = setup({
  types: { context: {} as ChunkLoaderContext, events: {} as ChunkLoaderEvent },
  actors: {
    loadChunk: fromPromise<unknown>(async () => {
      throw new Error('loadChunk not provided');
    }),
  },
  guards: { canRetry: ({ context }) => context.attempts < CHUNK_RETRIES },
  actions: {
    noteFailure: assign(({ context, event }) => ({
      attempts: context.attempts + 1,
      failure: classifyChunkError((event as { error?: unknown }).error),
    })),
    noteTimeout: assign(({ context }) => ({ attempts: context.attempts + 1, failure: 'timeout' as ChunkFailure })),
    resetAttempts: assign({ attempts: 0, failure: null }),
    storeModule: assign({ module: ({ event }) => (event as unknown as { output: unknown }).output }),
    reloadPage: () => {},
  },
  delays: {
    chunkTimeout: 120_000,
    retryDelay: ({ context }) => 500 * 2 ** context.attempts,
  },
}).createMachine({
  id: 'chunkLoader',
  meta: { spec: '2 Lazily loaded areas' },
  context: { attempts: 0, failure: null, module: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '9 Chunk load timeout 120 s' },
      invoke: {
        src: 'loadChunk',
        onDone: { target: 'loaded', actions: 'storeModule' },
        onError: [
          { guard: 'canRetry', target: 'retrying', actions: 'noteFailure' },
          { target: 'failed', actions: 'noteFailure' },
        ],
      },
      after: {
        chunkTimeout: [
          { guard: 'canRetry', target: 'retrying', actions: 'noteTimeout' },
          { target: 'failed', actions: 'noteTimeout' },
        ],
      },
    },
    retrying: { meta: { spec: '8 Chunk load failure' }, after: { retryDelay: 'loading' } },
    failed: {
      meta: { spec: '8 Chunk load failure' },
      on: { RETRY: { target: 'loading', actions: 'resetAttempts' }, RELOAD_PAGE: { actions: 'reloadPage' } },
    },
    loaded: { type: 'final', meta: { spec: '2 Lazily loaded areas' } },
  },
});
