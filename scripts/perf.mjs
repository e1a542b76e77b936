#!/usr/bin/env node
// `npm run perf`: the performance budget of the production build, measured against a floor.
//
// Builds production (dist/, dist-server/) and the hello-world React 19 floor (perf/floor/, same Vite),
// serves both with the product's own production server (same compression, caching and headers), runs
// Lighthouse (desktop preset, headless Chromium) several times on the floor and on each measured
// page, interleaved so machine load falls on all of them alike, and prints the medians side by side.
// Fails (exit 1) when the lobby misses the budget: score < 90, LCP > 2 x the floor's, TBT > 50 ms or
// CLS > 0.02 (PERF_MAX_LCP_RATIO=2.3 holds the LCP at another ratio: CI, whose shared cores are noisy). The raw Lighthouse reports are written to a temporary folder (printed at the end).
//
// Options (all optional):
//   --runs N      runs per page (default 3)
//   --root DIR    build into and serve from DIR/dist and DIR/dist-server instead of the project's
//                 (a private build, so a running dev server or another build is not disturbed)
//   --no-build    measure the build already in the root
// Environment: CHROME_PATH (default /usr/bin/chromium).
//
// The pages are measured as a first-time visitor sees them: fresh storage, the default language
// (Hindi), and the announcement popup the lobby shows to a new visitor left open.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

/** The pages measured besides the floor. The lobby carries the budget; the others are reported against it. */
const PAGES = [
  { name: 'lobby', path: '/' },
  { name: 'game list', path: '/rng?vassalage=MEGA' },
  // A visitor sent to /login lands on the lobby with the login popup open (machines/navigation.rules.ts).
  { name: 'login popup', path: '/login' },
];

/**
 * The budget of issue 11. PERF_MAX_LCP_RATIO loosens the LCP ratio only: CI, whose shared cores
 * move single figures by a tenth or two, holds the lobby a little above the 2x it measures under.
 */
const LCP_RATIO_TARGET = 2;
const BUDGET = { minScore: 90, maxLcpOverFloor: Number(process.env.PERF_MAX_LCP_RATIO ?? LCP_RATIO_TARGET), maxTbtMs: 50, maxCls: 0.02 };
if (!(BUDGET.maxLcpOverFloor > 0)) throw new Error(`PERF_MAX_LCP_RATIO wants a positive ratio, not ${process.env.PERF_MAX_LCP_RATIO}`);

const projectRoot = process.cwd();
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of runs, not ${option('--runs')}`);
const root = resolve(option('--root') ?? projectRoot);
const build = !args.includes('--no-build');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const vite = (...viteArgs) => {
  const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', ...viteArgs], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build ${viteArgs.join(' ')} failed`);
};

async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port'))));
    });
  });
}

/** Starts the production server (dist-server/main.js of the root) serving `cwd`/dist; resolves once it answers. */
async function serve(cwd) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist-server/main.js')], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEV_CONTROLS: '0', DEMO_MONEY: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${cwd} exited:\n${errors}`);
    const answered = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server for ${cwd} did not answer within 60 s:\n${errors}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const describeNode = (node) => `${node.selector ?? ''} "${(node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60)}"`;

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const transferred = (type) => requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  // Lighthouse 13 names the LCP element and the layout shifts' culprits in its insight audits.
  const lcpElement = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  const shifts = lhr.audits['cls-culprits-insight']?.details?.items?.[0]?.items?.filter((item) => item.node?.type === 'node') ?? [];
  const worstShift = shifts.sort((a, b) => b.score - a.score)[0];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: transferred('Script') / 1024,
    fontKb: transferred('Font') / 1024,
    allKb: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    lcpElement: lcpElement ? describeNode(lcpElement) : '(none)',
    worstShift: worstShift ? `${worstShift.score.toFixed(3)} ${describeNode(worstShift.node)}` : '(none)',
    runWarnings: lhr.runWarnings ?? [],
  };
}

async function main() {
  if (root !== projectRoot && !existsSync(join(root, 'node_modules'))) {
    // The server bundle imports its packages; resolved from its own folder, so a private root needs them.
    mkdirSync(root, { recursive: true });
    symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'));
  }
  const work = mkdtempSync(join(tmpdir(), 'perf-'));
  const reports = join(work, 'reports');
  mkdirSync(reports);
  if (build) {
    console.log(`Building production into ${root} ...`);
    vite('--outDir', join(root, 'dist'));
    vite('--ssr', 'server/main.ts', '--outDir', join(root, 'dist-server'));
  }
  console.log('Building the hello-world floor (perf/floor) ...');
  vite('--config', 'perf/floor/vite.config.ts', '--outDir', join(work, 'floor/dist'));

  const product = await serve(root);
  const floor = await serve(join(work, 'floor'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run'],
  });
  const targets = [{ name: 'floor', url: `${floor.url}/` }, ...PAGES.map((page) => ({ name: page.name, url: `${product.url}${page.path}` }))];
  const results = new Map(targets.map((target) => [target.name, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const started = Date.now();
        const result = await lighthouse(
          target.url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true },
          desktopConfig,
        );
        if (!result?.lhr) throw new Error(`Lighthouse gave no report for ${target.url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${target.url}: ${result.lhr.runtimeError.message}`);
        const file = join(reports, `${target.name.replace(/\W+/g, '-')}-${run}.json`);
        writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
        const measured = figures(result.lhr);
        results.get(target.name).push(measured);
        console.log(
          `  run ${run} ${target.name.padEnd(11)} score ${String(measured.score).padStart(3)}  LCP ${measured.lcp.toFixed(0).padStart(5)} ms  TBT ${measured.tbt.toFixed(0).padStart(4)} ms  CLS ${measured.cls.toFixed(3)}  (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
  } finally {
    await chrome.kill();
    product.stop();
    floor.stop();
    // Only the reports are kept; the floor is rebuilt on every run.
    rmSync(join(work, 'floor'), { recursive: true, force: true });
  }

  const summary = targets.map((target) => {
    const all = results.get(target.name);
    const pick = (key) => median(all.map((measured) => measured[key]));
    return {
      name: target.name,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      jsKb: pick('jsKb'),
      fontKb: pick('fontKb'),
      allKb: pick('allKb'),
      lcpElements: [...new Set(all.map((measured) => measured.lcpElement))],
      worstShifts: all.map((measured) => measured.worstShift),
      warnings: [...new Set(all.flatMap((measured) => measured.runWarnings))],
    };
  });
  const floorLcp = summary[0].lcp;
  printTable(summary, floorLcp);
  writeFileSync(join(work, 'summary.json'), JSON.stringify({ runs, budget: BUDGET, summary }, null, 2));
  console.log(`\nRaw Lighthouse reports: ${reports}\n`);

  const lobby = summary.find((page) => page.name === 'lobby');
  const failures = budgetMisses(lobby, floorLcp);
  if (BUDGET.maxLcpOverFloor !== LCP_RATIO_TARGET) {
    const ratio = lobby.lcp / floorLcp;
    console.log(
      `LCP ratio held at ${BUDGET.maxLcpOverFloor}x (PERF_MAX_LCP_RATIO); the target is ${LCP_RATIO_TARGET}x, which the lobby ${ratio <= LCP_RATIO_TARGET ? 'meets' : `misses (${ratio.toFixed(2)}x)`}.`,
    );
  }
  if (failures.length) {
    console.error(`The lobby misses the performance budget: ${failures.join('; ')}.`);
    process.exitCode = 1;
  } else {
    console.log('The lobby holds the performance budget.');
  }
}

/** What the budget asks that `page` does not give, in words. */
function budgetMisses(page, floorLcp) {
  const misses = [];
  if (page.score < BUDGET.minScore) misses.push(`score ${page.score} < ${BUDGET.minScore}`);
  if (page.lcp > BUDGET.maxLcpOverFloor * floorLcp)
    misses.push(`LCP ${page.lcp.toFixed(0)} ms > ${BUDGET.maxLcpOverFloor} x floor (${(BUDGET.maxLcpOverFloor * floorLcp).toFixed(0)} ms)`);
  if (page.tbt > BUDGET.maxTbtMs) misses.push(`TBT ${page.tbt.toFixed(0)} ms > ${BUDGET.maxTbtMs} ms`);
  if (page.cls > BUDGET.maxCls) misses.push(`CLS ${page.cls.toFixed(3)} > ${BUDGET.maxCls}`);
  return misses;
}

function printTable(summary, floorLcp) {
  const columns = [
    ['page', (page) => page.name, 12],
    ['score', (page) => String(page.score), 5],
    ['FCP ms', (page) => page.fcp.toFixed(0), 7],
    ['LCP ms', (page) => page.lcp.toFixed(0), 7],
    ['LCP/floor', (page) => `${(page.lcp / floorLcp).toFixed(2)}x`, 9],
    ['TBT ms', (page) => page.tbt.toFixed(0), 6],
    ['CLS', (page) => page.cls.toFixed(3), 6],
    ['JS KB', (page) => page.jsKb.toFixed(1), 7],
    ['font KB', (page) => page.fontKb.toFixed(1), 7],
    ['all KB', (page) => page.allKb.toFixed(1), 7],
  ];
  const line = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(columns[index][2]) : cell.padStart(columns[index][2]))).join('  ');
  console.log(`\nMedians of ${runs} Lighthouse runs (desktop preset, simulated throttling; transfer sizes as sent, compressed):\n`);
  console.log(line(columns.map(([title]) => title)));
  for (const page of summary) console.log(line(columns.map(([, value]) => value(page))));

  console.log(
    `\nMargins to the budget (positive = inside it): score >= ${BUDGET.minScore}, LCP <= ${BUDGET.maxLcpOverFloor} x floor, TBT <= ${BUDGET.maxTbtMs} ms, CLS <= ${BUDGET.maxCls}`,
  );
  for (const page of summary.slice(1)) {
    const margins = [
      `score ${signed(page.score - BUDGET.minScore, 0)}`,
      `LCP ${signed(BUDGET.maxLcpOverFloor * floorLcp - page.lcp, 0)} ms`,
      `TBT ${signed(BUDGET.maxTbtMs - page.tbt, 0)} ms`,
      `CLS ${signed(BUDGET.maxCls - page.cls, 3)}`,
    ];
    const verdict = page.name === 'lobby' ? (budgetMisses(page, floorLcp).length ? 'FAILS' : 'holds') : 'reported';
    console.log(`  ${page.name.padEnd(12)} ${margins.join('  ')}  (${verdict})`);
  }
  console.log('\nLargest contentful paint element:');
  for (const page of summary) console.log(`  ${page.name.padEnd(12)} ${page.lcpElements.join(' | ')}`);
  console.log('\nLargest layout shift of each run (score, element):');
  for (const page of summary) console.log(`  ${page.name.padEnd(12)} ${page.worstShifts.join(' | ')}`);
  const warned = summary.filter((page) => page.warnings.length);
  if (warned.length) {
    console.log('\nLighthouse warnings:');
    for (const page of warned) for (const warning of page.warnings) console.log(`  ${page.name}: ${warning}`);
  }
}

const signed = (value, digits) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
