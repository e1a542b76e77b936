#!/usr/bin/env node
// `npm run test:mutation`: two mutation scores, each held at its break threshold: the combined one
// (model tests and unit tests, over machines/ and the views' rules in src/rules/) and the model
// tests' alone over machines/ (stryker.models.config.mjs), so what the models miss cannot hide
// behind a rule's unit test.
//
// Each score's incremental results (test/mutation/stryker[-models]-incremental.json) are committed, and with them
// a fingerprint of everything they were computed from (test/mutation/inputs[-models].sha256): the machines,
// the tests and harness that judge them, the configurations and the locked dependencies. When the
// fingerprint matches, the committed results are the results of these very inputs: the score is
// read from them and held at the threshold, without the minutes of Stryker's first run of every
// model test. When anything changed, Stryker runs (incrementally: only the mutants whose code or
// tests changed are tested again) and the fingerprint is written anew, to be committed with the results.
//   --force         run Stryker even when the fingerprint matches
//   --fingerprint   print the inputs' fingerprint and stop
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
/** The two runs: the mutants of machines/ and src/rules/ judged by all the tests that guard them, then those of machines/ by the model tests alone. */
const RUNS = [
  {
    name: 'model and unit tests',
    config: 'stryker.config.mjs',
    results: 'test/mutation/stryker-incremental.json',
    fingerprint: 'test/mutation/inputs.sha256',
  },
  {
    name: 'model tests alone',
    config: 'stryker.models.config.mjs',
    results: 'test/mutation/stryker-models-incremental.json',
    fingerprint: 'test/mutation/inputs-models.sha256',
    // Issue 23: held at 85 % over all of machines/ (the views' rules no machine runs live in
    // src/rules, judged by the combined run), over the code the models run, and over the machine files.
    holds: { covered: 85, machineFiles: 85, all: 85 },
  },
];
/** What the results depend on: folders (every file below) and single files. */
const INPUTS = [
  'machines',
  'src/rules',
  'kernel',
  'test/machines',
  'test/model',
  // The model tests' random walks come from the walker.
  'test/walker',
  'test/unit',
  // The unit tests' shared fixtures (the API client as tests build it).
  'test/support',
  'test/mutation/xstateSetupIgnorer.mjs',
  'test/mutation/unloadableFileAsFailedTest.ts',
  'stryker.config.mjs',
  'stryker.models.config.mjs',
  'vitest.config.ts',
  'vitest.mutation.config.ts',
  'vitest.mutation.models.config.ts',
  'package-lock.json',
];

/** Below the inputs, but judged by no model or unit test: the browser drivers of the walker. */
const NOT_INPUTS = new Set(['test/walker/browser']);

const filesOf = (path) =>
  NOT_INPUTS.has(path)
    ? []
    : statSync(join(root, path)).isDirectory()
      ? readdirSync(join(root, path))
          .sort()
          .flatMap((name) => filesOf(`${path}/${name}`))
      : [path];

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.filter((path) => existsSync(join(root, path))).flatMap(filesOf)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Stryker's score: detected (killed, timed out) over detected and undetected (survived, not
 * covered); of the files `only` keeps (all by default); `covered` leaves the mutants no test runs out.
 */
function scoreOf(results, { only = () => true, covered = false } = {}) {
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const [path, file] of Object.entries(results.files)) if (only(path)) for (const mutant of file.mutants) if (mutant.status in count) count[mutant.status] += 1;
  const detected = count.Killed + count.Timeout;
  const undetected = count.Survived + (covered ? 0 : count.NoCoverage);
  return { score: (100 * detected) / (detected + undetected), detected, undetected };
}
const isMachineFile = (path) => /\.(machine|fragment)\.ts$/.test(path);

const current = fingerprint();
if (process.argv.includes('--fingerprint')) {
  console.log(current);
  process.exit(0);
}
const only = process.argv.includes('--models-only') ? [RUNS[1]] : process.argv.includes('--combined-only') ? [RUNS[0]] : RUNS;

let failed = false;
for (const run of only) {
  const { default: config } = await import(join(root, run.config));
  const committed = existsSync(join(root, run.fingerprint)) ? readFileSync(join(root, run.fingerprint), 'utf8').trim() : null;
  if (current !== committed || !existsSync(join(root, run.results)) || process.argv.includes('--force')) {
    console.log(
      committed
        ? `${run.name}: machines, their tests or the set-up changed since the committed mutation results: Stryker runs.`
        : `${run.name}: no fingerprint of the mutation results yet: Stryker runs.`,
    );
    const stryker = spawnSync(process.execPath, [join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'), 'run', run.config], {
      stdio: 'inherit',
    });
    if (stryker.status !== 0) process.exit(stryker.status ?? 1);
    writeFileSync(join(root, run.fingerprint), `${current}\n`);
    console.log(`Wrote ${run.fingerprint}: commit it with ${run.results}.`);
  }
  const results = JSON.parse(readFileSync(join(root, run.results), 'utf8'));
  const { score, detected, undetected } = scoreOf(results);
  console.log(`Mutation score, ${run.name} (inputs ${current.slice(0, 12)}): ${detected} mutants detected, ${undetected} not: ${score.toFixed(2)} %.`);
  const held = run.holds
    ? [
        ['all of machines/', score, run.holds.all],
        ['the code they run', scoreOf(results, { covered: true }).score, run.holds.covered],
        ['the machine files', scoreOf(results, { only: isMachineFile }).score, run.holds.machineFiles],
      ]
    : [['machines/ and src/rules/', score, config.thresholds.break]];
  if (run.holds) console.log(`  ${held.map(([what, value]) => `${what} ${value.toFixed(2)} %`).join(', ')}`);
  for (const [what, value, floor] of held) {
    if (value >= floor) continue;
    console.error(`Mutation score of the ${run.name} over ${what}, ${value.toFixed(2)} %, is below its floor ${floor} %.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
