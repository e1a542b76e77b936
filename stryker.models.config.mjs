// @ts-check
import base from './stryker.config.mjs';

/**
 * The mutation score of the model tests alone (`npm run test:mutation` prints it beside the combined
 * score): the same mutants of machines/, judged only by test/machines. Its incremental file is its own.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  // machines/ only: the views' rules (src/rules) are no machine's, out of the models' reach by construction.
  mutate: ['machines/**/*.ts', '!machines/**/*.selectors.ts'],
  vitest: { configFile: 'vitest.mutation.models.config.ts', related: true },
  incrementalFile: 'test/mutation/stryker-models-incremental.json',
  jsonReporter: { fileName: 'reports/mutation/mutation-models.json' },
  tempDirName: '.stryker-tmp-models',
  // Held by scripts/mutation.mjs on the code the model tests run, the machine files and the whole (see there).
  thresholds: { high: 90, low: 85, break: null },
};
