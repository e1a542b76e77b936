import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { linguiMacroSwcPlugin } from '@lingui/swc-plugin/options';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/longestFirst';

const plugins = [react({ plugins: [linguiMacroSwcPlugin({ useLinguiV5IdGeneration: true })] }), lingui()];
/** The import aliases of vite.config.ts and tsconfig.json, for every project: `@/` is src, `@machines/` is machines, `@kernel/` is kernel. */
const resolve = {
  alias: {
    '@': fileURLToPath(new URL('./src', import.meta.url)),
    '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
    '@kernel': fileURLToPath(new URL('./kernel', import.meta.url)),
  },
};

export default defineConfig({
  plugins,
  resolve,
  test: {
    // Vitest runs on all cores but one by default, which on this 2-core machine is one worker for
    // everything: the main process mostly waits while workers run, so every core gets a worker
    // (`npm test` 290 s -> 188 s here).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { plugins, resolve, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        plugins,
        resolve,
        test: {
          name: 'dom',
          include: ['test/dom/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/dom/setup.ts'],
        },
      },
      // The random walks (600 steps a machine) may take longer than 5 s on two busy cores.
      // Model files share no state but the coverage each suite writes for its own machine
      // (test/machines/modelHarness.ts), so a worker imports xstate and the harness once, not per file.
      {
        plugins,
        resolve,
        test: { name: 'machines', include: ['test/machines/**/*.model.test.ts'], environment: 'node', testTimeout: 20_000, isolate: false },
      },
      {
        plugins,
        resolve,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          // Server test files share nothing but module caches (every test builds its own server and
          // database), so they need no fresh module graph each: the seed's scrypt hashes are then
          // computed once per worker instead of once per file, which halves the suite's time.
          isolate: false,
        },
      },
      {
        plugins,
        resolve,
        test: {
          name: 'bench',
          include: ['test/bench/**/*.bench.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        plugins,
        resolve,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
