import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests that judge machines/ under mutation (`npm run test:mutation`): the model tests and the
 * unit tests, in one project (the mutation runner runs one vitest project), with a reporter that
 * counts a test file that fails to load as a failed test.
 */
export default mergeConfig(
  { plugins: base.plugins, resolve: base.resolve },
  defineConfig({
    test: {
      include: ['test/machines/**/*.model.test.ts', 'test/unit/**/*.test.ts'],
      exclude: ['test/machines/inventory.model.test.ts'],
      environment: 'node',
      // Instrumented code on two shared cores: a 600-step random walk may take longer than vitest's 5 s.
      testTimeout: 30_000,
      reporters: ['default', './test/mutation/unloadableFileAsFailedTest.ts'],
    },
  }),
);
