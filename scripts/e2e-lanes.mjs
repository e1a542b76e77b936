#!/usr/bin/env node
// The browser tests in two lanes side by side, for CI on a 2-core machine (issue 22, item 1):
// - the waiting lane: files whose time is mostly the product's own timers and delays (the soak's two
//   minutes, the late and failing calls of the fault sweeps, the rebate's countdowns), one at a time:
//   measured alone on a production build, the soak used 10 s of CPU in 129 s, the login's faults 38 s
//   in 168 s, the lobby's 25 s in 120 s;
// - the busy lane: every other file, two at a time, as the two cores allow.
// In one pool of two workers a waiting file held a worker, and so half the machine, for its whole
// length; beside the pool it costs the busy files only the CPU it really uses.
//
//   node scripts/e2e-lanes.mjs [extra vitest arguments for both lanes]
//
// The environment (E2E_BUILD_DIR, A11Y_COMBOS, CSP_MODES) reaches both lanes. The waiting lane's
// output is printed when both are done, so the two logs do not interleave; the run fails when either
// lane fails.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The files of the waiting lane, by name under test/e2e/. */
export const WAITING_FILES = ['soak', 'faults.login', 'faults.lobby', 'rewardsRebate'].map((name) => `test/e2e/${name}.e2e.test.ts`);

const vitest = join(process.cwd(), 'node_modules', 'vitest', 'vitest.mjs');
const extra = process.argv.slice(2);

function lane(name, args, output) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', '--project', 'e2e', ...args, ...extra], {
      stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    if (output) {
      child.stdout.pipe(output, { end: false });
      child.stderr.pipe(output, { end: false });
    }
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const logDir = mkdtempSync(join(tmpdir(), 'e2e-waiting-'));
const waitingLog = join(logDir, 'waiting.log');
const waitingOutput = createWriteStream(waitingLog);
const [waiting, busy] = await Promise.all([
  lane('waiting', ['--no-file-parallelism', '--maxWorkers=1', ...WAITING_FILES], waitingOutput),
  lane('busy', ['--fileParallelism', '--maxWorkers=2', ...WAITING_FILES.map((file) => `--exclude=${file}`)], null),
]);
waitingOutput.end();
await new Promise((resolve) => waitingOutput.on('close', resolve));
console.log(`\n::: the waiting lane (${WAITING_FILES.join(', ')}):\n`);
process.stdout.write(readFileSync(waitingLog, 'utf8'));
for (const { name, code, seconds } of [busy, waiting]) console.log(`::: the ${name} lane ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
process.exit(busy.code !== 0 ? busy.code : waiting.code);
