#!/usr/bin/env node
// `npm run test:mutation`: the mutation score of machines/, held at Stryker's break threshold.
//
// Stryker's incremental results (test/mutation/stryker-incremental.json) are committed, and with them
// a fingerprint of everything they were computed from (test/mutation/inputs.sha256): the machines,
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
const RESULTS = 'test/mutation/stryker-incremental.json';
const FINGERPRINT = 'test/mutation/inputs.sha256';
/** What the results depend on: folders (every file below) and single files. */
const INPUTS = [
  'machines',
  'kernel',
  'test/machines',
  'test/model',
  // The model tests' random walks come from the walker.
  'test/walker',
  'test/unit',
  'test/mutation/xstateSetupIgnorer.mjs',
  'test/mutation/unloadableFileAsFailedTest.ts',
  'stryker.config.mjs',
  'vitest.config.ts',
  'vitest.mutation.config.ts',
  'package-lock.json',
];

const filesOf = (path) =>
  statSync(join(root, path)).isDirectory()
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

/** Stryker's score: detected (killed, timed out) over detected and undetected (survived, not covered). */
function scoreOf(results) {
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const file of Object.values(results.files)) for (const mutant of file.mutants) if (mutant.status in count) count[mutant.status] += 1;
  const detected = count.Killed + count.Timeout;
  const undetected = count.Survived + count.NoCoverage;
  return { score: (100 * detected) / (detected + undetected), detected, undetected };
}

const { default: config } = await import(join(root, 'stryker.config.mjs'));
const current = fingerprint();
if (process.argv.includes('--fingerprint')) {
  console.log(current);
  process.exit(0);
}
const committed = existsSync(join(root, FINGERPRINT)) ? readFileSync(join(root, FINGERPRINT), 'utf8').trim() : null;

if (current === committed && existsSync(join(root, RESULTS)) && !process.argv.includes('--force')) {
  const { score, detected, undetected } = scoreOf(JSON.parse(readFileSync(join(root, RESULTS), 'utf8')));
  console.log(`Mutation results are current (inputs ${current.slice(0, 12)}): ${detected} mutants detected, ${undetected} not: score ${score.toFixed(2)} %.`);
  if (score < config.thresholds.break) {
    console.error(`Mutation score ${score.toFixed(2)} % is below the break threshold ${config.thresholds.break} %.`);
    process.exit(1);
  }
  process.exit(0);
}

console.log(
  committed
    ? 'Machines, their tests or the set-up changed since the committed mutation results: Stryker runs.'
    : 'No fingerprint of the mutation results yet: Stryker runs.',
);
const run = spawnSync(process.execPath, [join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'), 'run'], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(join(root, FINGERPRINT), `${current}\n`);
console.log(`Wrote ${FINGERPRINT}: commit it with ${RESULTS}.`);
