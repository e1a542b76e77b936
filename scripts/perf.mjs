#!/usr/bin/env node
// `npm run perf`: the performance budget of the production build, measured against a floor.
//
// Builds production (dist/, dist-server/) and the hello-world React 19 floor (perf/floor/, same Vite),
// serves both with the product's own production server (same compression, caching and headers), runs
// Lighthouse (desktop preset, headless Chromium) several times on the floor and on each measured
// page, interleaved so machine load falls on all of them alike, and prints the medians side by side.
// The pages (issue 22, item 6): the lobby, a game list and the login popup as a first-time visitor;
// the deposit page (demo_member) and the agency overview (demo_agent) signed in through a stored
// session (one real login through the product's forms per account, then the token seeded into
// session storage by an init script before each run, as test/e2e/surfaces.ts does); and the lobby
// again with Lighthouse's 4x CPU slowdown (a slower laptop) next to the floor at 4x.
// Fails (exit 1) when a page misses its budget (PAGES below): the lobby's score < 90, its LCP
// > 1.5 x the floor's, its TBT > 50 ms (at 1x and at 4x CPU) or CLS > 0.02; the game list, the
// deposit page and the agency overview LCP > 2 x the floor's. PERF_MAX_LCP_RATIO=R (CI, whose shared
// cores are noisy) loosens every LCP ratio by the same factor R / 2 (the 2x the figure used to
// mean): R=2.3 holds the lobby at 1.73x and the others at 2.3x. The raw Lighthouse reports are
// written to a temporary folder (printed at the end).
//
// Options (all optional):
//   --runs N        runs per page (default 3)
//   --side-runs N   runs of the pages that are reported or signed in (the login popup, the deposit
//                   page, the agency overview) and of the floor at 4x (default: --runs); CI runs
//                   them once to keep the step short (a miss there still fails)
//   --root DIR      build into and serve from DIR/dist and DIR/dist-server instead of the project's
//                   (a private build, so a running dev server or another build is not disturbed)
//   --no-build      measure the build already in the root
//   --only A,B      measure only the named pages (and their floors), e.g. --only "lobby 4x"
//   --report-only A,B  measure and print the named pages' budgets, but do not fail on them (for a
//                   budget not met yet, so CI keeps holding the others)
// Environment: CHROME_PATH (default /usr/bin/chromium).
//
// The visitor pages are measured as a first-time visitor sees them: fresh storage, the default
// language (Hindi), and the announcement popup the lobby shows to a new visitor left open.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

/** Lighthouse's desktop preset with its CPU slowed down 4x (simulated, as the preset's network is). */
const slowCpuConfig = {
  ...desktopConfig,
  settings: { ...desktopConfig.settings, throttling: { ...desktopConfig.settings.throttling, cpuSlowdownMultiplier: 4 } },
};

/** The demo accounts of the reference backend's seed (test/e2e/surfaces.ts DEMO_LOGINS). */
const DEMO_LOGINS = {
  member: { username: 'demo_member', password: 'Demo@1234' },
  agent: { username: 'demo_agent', password: 'Agent@1234' },
};
/** The session token's key in session storage (src/api/sessionToken.ts). */
const SESSION_TOKEN_KEY = 'token';
/**
 * An init script (runs in the page before its scripts): the session storage of a tab where the
 * account logged in and closed its announcement popups (test/e2e/harness.ts skipAnnouncementPopups);
 * `token` null for the login itself.
 */
const seedSession = (token) => {
  sessionStorage.setItem('popupMarkers', JSON.stringify(['anonymous', 'USER']));
  // Issue 26, item 6: a returning player answered the storage notice (kernel/storageKeys.ts CONSENT_KEY); a first-time visitor's pages show it.
  if (localStorage.getItem('storageConsent') === null) localStorage.setItem('storageConsent', 'all');
  if (token) sessionStorage.setItem('token', token);
};

/**
 * The budget of issue 22, item 6, per page: LCP as a ratio of the floor's (the floor measured at
 * the same CPU speed), TBT in ms, score, CLS. A page without a figure is reported, not held.
 */
const LCP_RATIO_TARGET = 2;
const lcpSlack = process.env.PERF_MAX_LCP_RATIO ? Number(process.env.PERF_MAX_LCP_RATIO) / LCP_RATIO_TARGET : 1;
if (!(lcpSlack > 0)) throw new Error(`PERF_MAX_LCP_RATIO wants a positive ratio, not ${process.env.PERF_MAX_LCP_RATIO}`);

/** The floors and the pages measured against them; `side` pages run --side-runs times. */
const FLOORS = [
  { name: 'floor', floor: true },
  { name: 'floor 4x', floor: true, cpu: 4, side: true },
];
const PAGES = [
  { name: 'lobby', path: '/', budget: { minScore: 90, maxLcpOverFloor: 1.5, maxTbtMs: 50, maxCls: 0.02 } },
  { name: 'game list', path: '/rng?vassalage=MEGA', budget: { maxLcpOverFloor: 2 } },
  // A visitor sent to /login lands on the lobby with the login popup open (src/rules/navigation.rules.ts).
  { name: 'login popup', path: '/login', side: true },
  { name: 'deposit', path: '/member?page=depositv2', account: 'member', side: true, budget: { maxLcpOverFloor: 2 } },
  { name: 'agency', path: '/agentHome?page=agentTeamOverview', account: 'agent', side: true, budget: { maxLcpOverFloor: 2 } },
  // A slower laptop: Lighthouse's 4x CPU slowdown; the main thread must stay as free as on desktop.
  { name: 'lobby 4x', path: '/', cpu: 4, budget: { maxTbtMs: 50 } },
];
/** A page's budget with the LCP slack applied. */
const budgetOf = (page) =>
  page.budget && { ...page.budget, ...(page.budget.maxLcpOverFloor ? { maxLcpOverFloor: Number((page.budget.maxLcpOverFloor * lcpSlack).toFixed(2)) } : {}) };

const projectRoot = process.cwd();
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of runs, not ${option('--runs')}`);
const sideRuns = Number(option('--side-runs') ?? runs);
if (!Number.isInteger(sideRuns) || sideRuns < 1) throw new Error(`--side-runs wants a whole number of runs, not ${option('--side-runs')}`);
const only = option('--only')
  ?.split(',')
  .map((name) => name.trim());
if (only) for (const name of only) if (!PAGES.some((page) => page.name === name)) throw new Error(`--only: no page named ${name}`);
const reportOnly = (option('--report-only') ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of reportOnly) if (!PAGES.some((page) => page.name === name)) throw new Error(`--report-only: no page named ${name}`);
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
  const scripts = lhr.audits['bootup-time']?.details?.items ?? [];
  const topScript = [...scripts].sort((a, b) => b.total - a.total)[0];
  return {
    bootupMs: audit('bootup-time'),
    mainThreadMs: audit('mainthread-work-breakdown'),
    topScript: topScript ? `${String(topScript.url).replace(/^https?:\/\/[^/]+/, '')} ${topScript.total.toFixed(0)} ms (${topScript.scripting.toFixed(0)})` : '(none)',
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
  const pages = PAGES.filter((page) => !only || only.includes(page.name));
  const floors = FLOORS.filter((floorPage) => pages.some((page) => (page.cpu ?? 1) === (floorPage.cpu ?? 1)));
  const targets = [...floors.map((floorPage) => ({ ...floorPage, url: `${floor.url}/` })), ...pages.map((page) => ({ ...page, url: `${product.url}${page.path}` }))].map(
    (target) => ({ ...target, runs: target.side ? sideRuns : runs }),
  );
  const results = new Map(targets.map((target) => [target.name, []]));
  let browser;
  try {
    // The signed-in pages: one real login per account, then every run starts from its token.
    const accounts = [...new Set(targets.map((target) => target.account).filter(Boolean))];
    const tokens = {};
    browser = await connectPuppeteer(chrome.port);
    for (const account of accounts) tokens[account] = await logIn(browser, product.url, account);
    for (let run = 1; run <= Math.max(runs, sideRuns); run += 1) {
      for (const target of targets) {
        if (run > target.runs) continue;
        const started = Date.now();
        // Every run in a context of its own: no storage, cache or service worker of an earlier run
        // (the lite app's worker and its IndexedDB outlived Lighthouse's storage reset and made it warn).
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        if (target.account) await page.evaluateOnNewDocument(seedSession, tokens[target.account]);
        const result = await lighthouse(
          target.url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true },
          target.cpu === 4 ? slowCpuConfig : desktopConfig,
          page,
        ).finally(() => context.close());
        if (!result?.lhr) throw new Error(`Lighthouse gave no report for ${target.url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${target.url}: ${result.lhr.runtimeError.message}`);
        if (target.account && !new URL(result.lhr.finalDisplayedUrl).search.includes('page='))
          throw new Error(`${target.name}: the stored session did not hold (landed on ${result.lhr.finalDisplayedUrl})`);
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
    await browser?.disconnect();
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
      cpu: target.cpu ?? 1,
      runs: all.length,
      budget: budgetOf(target),
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      bootupMs: pick('bootupMs'),
      mainThreadMs: pick('mainThreadMs'),
      jsKb: pick('jsKb'),
      fontKb: pick('fontKb'),
      allKb: pick('allKb'),
      lcpElements: [...new Set(all.map((measured) => measured.lcpElement))],
      worstShifts: all.map((measured) => measured.worstShift),
      topScripts: all.map((measured) => measured.topScript),
      warnings: [...new Set(all.flatMap((measured) => measured.runWarnings))],
    };
  });
  // Each page against the floor measured at its CPU speed.
  const floorAt = (cpu) => summary.find((row) => row.name === FLOORS.find((floorPage) => (floorPage.cpu ?? 1) === cpu)?.name);
  for (const page of summary) page.floorLcp = floorAt(page.cpu)?.lcp ?? Number.NaN;
  printTable(summary);
  writeFileSync(join(work, 'summary.json'), JSON.stringify({ runs, sideRuns, lcpSlack, summary }, null, 2));
  console.log(`\nRaw Lighthouse reports: ${reports}\n`);

  if (lcpSlack !== 1) console.log(`LCP ratios loosened by ${lcpSlack.toFixed(2)} (PERF_MAX_LCP_RATIO=${process.env.PERF_MAX_LCP_RATIO}); at the targets:`);
  const failures = [];
  for (const page of summary.filter((row) => row.budget)) {
    if (lcpSlack !== 1) {
      const target = PAGES.find((row) => row.name === page.name).budget;
      if (target.maxLcpOverFloor) {
        const ratio = page.lcp / page.floorLcp;
        console.log(
          `  ${page.name.padEnd(12)} LCP ${ratio.toFixed(2)}x floor: ${ratio <= target.maxLcpOverFloor ? 'meets' : 'misses'} the ${target.maxLcpOverFloor}x target`,
        );
      }
    }
    const misses = budgetMisses(page);
    if (misses.length && reportOnly.includes(page.name)) console.log(`  ${page.name.padEnd(12)} misses its budget, reported only (--report-only): ${misses.join(', ')}`);
    else if (misses.length) failures.push(`${page.name}: ${misses.join(', ')}`);
  }
  if (failures.length) {
    console.error(`Pages miss the performance budget: ${failures.join('; ')}.`);
    process.exitCode = 1;
  } else {
    console.log('Every page holds its performance budget.');
  }
}

/** Puppeteer, as Lighthouse itself resolves it (a dependency of Lighthouse's), connected to the launched Chromium. */
async function connectPuppeteer(port) {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  const puppeteer = await import(fromLighthouse.resolve('puppeteer-core'));
  return (puppeteer.default ?? puppeteer).connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
}

/** Logs the demo account in through the product's own forms (the header popup; /agent for an agent) and returns its session token. */
async function logIn(browser, url, account) {
  const { username, password } = DEMO_LOGINS[account];
  const page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  try {
    await page.evaluateOnNewDocument(seedSession, null);
    // A visitor sent to /login lands on the lobby with the login popup open.
    await page.goto(account === 'agent' ? `${url}/agent` : `${url}/login`);
    const form = account === 'agent' ? '[data-testid=agent-login-page] form:has(input[name=password])' : '[data-testid=login-popup]';
    await (await page.waitForSelector(`${form} input[name=username]`)).type(username);
    await (await page.waitForSelector(`${form} input[name=password]`)).type(password);
    await (await page.waitForSelector(`${form} button[type=submit]`)).click();
    await page.waitForSelector('[data-testid=balance-value]');
    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_TOKEN_KEY);
    if (!token) throw new Error(`logging in ${username} left no session token`);
    return token;
  } finally {
    await page.close();
  }
}

/** What the budget asks that `page` does not give, in words. */
function budgetMisses(page) {
  const budget = page.budget;
  const misses = [];
  if (!budget) return misses;
  if (budget.minScore !== undefined && page.score < budget.minScore) misses.push(`score ${page.score} < ${budget.minScore}`);
  if (budget.maxLcpOverFloor !== undefined && page.lcp > budget.maxLcpOverFloor * page.floorLcp)
    misses.push(`LCP ${page.lcp.toFixed(0)} ms > ${budget.maxLcpOverFloor} x floor (${(budget.maxLcpOverFloor * page.floorLcp).toFixed(0)} ms)`);
  if (budget.maxTbtMs !== undefined && page.tbt > budget.maxTbtMs) misses.push(`TBT ${page.tbt.toFixed(0)} ms > ${budget.maxTbtMs} ms`);
  if (budget.maxCls !== undefined && page.cls > budget.maxCls) misses.push(`CLS ${page.cls.toFixed(3)} > ${budget.maxCls}`);
  return misses;
}

function printTable(summary) {
  const columns = [
    ['page', (page) => page.name, 12],
    ['runs', (page) => String(page.runs), 4],
    ['score', (page) => String(page.score), 5],
    ['FCP ms', (page) => page.fcp.toFixed(0), 7],
    ['LCP ms', (page) => page.lcp.toFixed(0), 7],
    ['LCP/floor', (page) => `${(page.lcp / page.floorLcp).toFixed(2)}x`, 9],
    ['TBT ms', (page) => page.tbt.toFixed(0), 6],
    ['CLS', (page) => page.cls.toFixed(3), 6],
    ['JS boot ms', (page) => page.bootupMs.toFixed(0), 10],
    ['main ms', (page) => page.mainThreadMs.toFixed(0), 7],
    ['JS KB', (page) => page.jsKb.toFixed(1), 7],
    ['font KB', (page) => page.fontKb.toFixed(1), 7],
    ['all KB', (page) => page.allKb.toFixed(1), 7],
  ];
  const line = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(columns[index][2]) : cell.padStart(columns[index][2]))).join('  ');
  console.log(
    `\nMedians of the Lighthouse runs (desktop preset, simulated throttling; "4x" pages with a 4x CPU slowdown, next to the floor at 4x; JS boot: bootup-time's script time; main: mainthread-work-breakdown; transfer sizes as sent, compressed):\n`,
  );
  console.log(line(columns.map(([title]) => title)));
  for (const page of summary) console.log(line(columns.map(([, value]) => value(page))));

  console.log('\nMargins to the budget (positive = inside it):');
  for (const page of summary.filter((row) => !FLOORS.some((f) => f.name === row.name))) {
    const budget = page.budget ?? {};
    const margins = [
      budget.minScore !== undefined && `score ${signed(page.score - budget.minScore, 0)} (>= ${budget.minScore})`,
      budget.maxLcpOverFloor !== undefined && `LCP ${signed(budget.maxLcpOverFloor * page.floorLcp - page.lcp, 0)} ms (<= ${budget.maxLcpOverFloor}x floor)`,
      budget.maxTbtMs !== undefined && `TBT ${signed(budget.maxTbtMs - page.tbt, 0)} ms (<= ${budget.maxTbtMs})`,
      budget.maxCls !== undefined && `CLS ${signed(budget.maxCls - page.cls, 3)} (<= ${budget.maxCls})`,
    ].filter(Boolean);
    const verdict = page.budget ? (budgetMisses(page).length ? (reportOnly.includes(page.name) ? 'misses, reported only' : 'FAILS') : 'holds') : 'reported';
    console.log(`  ${page.name.padEnd(12)} ${margins.join('  ') || '-'}  (${verdict})`);
  }
  console.log('\nLargest contentful paint element:');
  for (const page of summary) console.log(`  ${page.name.padEnd(12)} ${page.lcpElements.join(' | ')}`);
  console.log('\nLargest layout shift of each run (score, element):');
  for (const page of summary) console.log(`  ${page.name.padEnd(12)} ${page.worstShifts.join(' | ')}`);
  console.log('\nThe script with the most main-thread time, each run (bootup-time: total, of it script evaluation):');
  for (const page of summary) console.log(`  ${page.name.padEnd(12)} ${page.topScripts.join(' | ')}`);
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
