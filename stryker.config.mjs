// @ts-check
/**
 * Mutation testing of the machines and their rules (`npm run test:mutation`). The incremental file
 * is committed, so a run tests again only the mutants whose code or tests changed; CI holds the
 * floor with `break`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './test/mutation/xstateSetupIgnorer.mjs'],
  ignorers: ['xstate-setup'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // The machines and their rules, and the views' pure rules (src/rules, judged by their unit tests).
  mutate: ['machines/**/*.ts', '!machines/**/*.selectors.ts', 'src/rules/**/*.ts'],
  coverageAnalysis: 'perTest',
  // A static mutant (the machine's shape: states, targets, events, meta) is caught by the drawing
  // check of every model test, and costs a full rerun of every related test file: left out of the score.
  ignoreStatic: true,
  checkers: [],
  // TypeScript 7 has no JS API to rewrite a tsconfig with; the sandbox needs none (vite resolves the aliases).
  tsconfigFile: 'no-tsconfig-rewrite.json',
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  concurrency: 2,
  timeoutMS: 20_000,
  // The first run of every model test under coverage: minutes on two shared cores.
  dryRunTimeoutMinutes: 20,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
