#!/usr/bin/env node
// `npm run soak -- [--minutes 30] [--sample-seconds 30] [--build-dir DIR] [--url URL]`: the lobby
// of the production build, logged in as demo_member, left running with every ticker, carousel and
// poll active; every sample forces a garbage collection and reads the JS heap and the DOM node
// count through the DevTools protocol. Prints the samples and fails when the heap grows more than
// 2 MB after the first minute or the DOM node count is not flat.
//
// The build: --build-dir (or SOAK_BUILD_DIR) names a folder with dist/ and dist-server/ (a private
// `npm run build`); without one, `npm run build` builds the project's dist/ first. --url soaks a
// product that is already running instead.
//
// test/e2e/soak.e2e.test.ts runs the same code for about two minutes in CI.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

/** What the issue allows: heap growth after the first minute, and how far the DOM node count may move. */
export const SOAK_BUDGET = {
  warmupMs: 60_000,
  heapGrowthBytes: 2 * 1024 * 1024,
  /** Flat: the spread (max - min) of the node counts after the warm-up, as a share of their median. */
  domSpreadShare: 0.02,
};

const MB = 1024 * 1024;

/**
 * One sample of a page's memory, after a forced garbage collection (twice: the first one frees
 * what finalizers then release): the JS heap in use, the DOM nodes the renderer holds (detached
 * ones included, so a leak of removed nodes shows), the elements in the document, the listeners.
 */
export async function sampleMemory(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.getElementsByTagName("*").length', returnByValue: true });
  return {
    heapUsedBytes: usedSize,
    nodes: metric('Nodes'),
    elements: Number(result.value),
    listeners: metric('JSEventListeners'),
    documents: metric('Documents'),
  };
}

/** demo_member's password on the seeded reference backend (server/demoAccounts.ts). */
const MEMBER = { username: 'demo_member', password: 'Demo@1234' };

/**
 * Opens the lobby in a fresh context as demo_member (announcement popups already seen, so
 * nothing covers the page) and returns the page with its DevTools session.
 */
export async function openLobbyAsMember(browser, url) {
  // Every ticker and carousel running, as for a player who did not ask for reduced motion (the browser tests' default is reduced).
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });
  await context.addInitScript(() => sessionStorage.setItem('popupMarkers', JSON.stringify(['anonymous', 'USER'])));
  // Issue 26, item 6: a player who answered the storage notice with Accept all (kernel/storageKeys.ts CONSENT_KEY).
  await context.addInitScript(() => {
    if (localStorage.getItem('storageConsent') === null) localStorage.setItem('storageConsent', 'all');
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('lobby').waitFor({ timeout: 60_000 });
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-popup');
  await dialog.locator('input[name=username]').fill(MEMBER.username);
  await dialog.locator('input[name=password]').fill(MEMBER.password);
  await dialog.locator('button[type=submit]').click();
  await page.getByTestId('balance-value').waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}

/**
 * What keeps moving on the lobby, so a soak is never of a still page: the calls made (polls,
 * balance refreshes) and how often the text of the tickers changed between samples.
 */
async function movingParts(page) {
  return page.evaluate(() => {
    const text = (selector) => document.querySelector(selector)?.textContent ?? '';
    return {
      jackpot: text('[data-testid=jackpot-value]'),
      winners: text('[data-testid=winners-board]').slice(0, 200),
      marquee: document.querySelector('[data-testid=notice-marquee] *[style]')?.getAttribute('style') ?? '',
      banner: document.querySelector('[data-testid=banner-carousel] [style*=transform]')?.getAttribute('style') ?? '',
      hot: document.querySelector('[data-testid=hot-games] [style*=transform]')?.getAttribute('style') ?? '',
      // CSS-driven tickers (the notice marquee, the winners board) change no text: count their running animations.
      animations: String(document.getAnimations().filter((animation) => animation.playState === 'running').length),
    };
  });
}

/**
 * Leaves the lobby running for `minutes`, sampling every `sampleSeconds`. Before each sample the
 * tab 'comes back' (visibilitychange), which refreshes the balance the way returning to the tab
 * does, so the balance call runs all along beside the status poll. `onSample` sees each sample.
 */
export async function soakLobby({ page, cdp, minutes, sampleSeconds, onSample = () => {} }) {
  const calls = new Map();
  page.on('request', (request) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    const path = new URL(request.url()).pathname;
    calls.set(path, (calls.get(path) ?? 0) + 1);
  });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const started = Date.now();
  const samples = [];
  const changes = { jackpot: 0, winners: 0, marquee: 0, banner: 0, hot: 0 };
  const runningAnimations = [];
  let previous = await movingParts(page);
  for (let index = 1; ; index++) {
    const sample = { atMs: Date.now() - started, ...(await sampleMemory(cdp)) };
    samples.push(sample);
    onSample(sample);
    if (Date.now() - started >= minutes * 60_000 - 1_000) break;
    // Samples on a fixed schedule (every sampleSeconds from the start), whatever a sample took.
    const nextAt = Math.min(index * sampleSeconds * 1000, minutes * 60_000);
    await page.waitForTimeout(Math.max(0, nextAt - (Date.now() - started) - 1_000));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(1_000);
    const now = await movingParts(page);
    for (const key of Object.keys(changes)) if (now[key] !== previous[key]) changes[key] += 1;
    runningAnimations.push(Number(now.animations));
    previous = now;
  }
  return { samples, calls: Object.fromEntries(calls), changes, runningAnimations, pageErrors };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The verdict on a soak's samples. Heap growth: the median of the last three samples (one sample
 * can catch work in flight) less the first sample after the warm-up. DOM: the spread of the node
 * counts after the warm-up, against the budget's share of their median.
 */
export function judgeSoak(samples, budget = SOAK_BUDGET) {
  const measured = samples.filter((sample) => sample.atMs >= budget.warmupMs);
  if (measured.length < 2)
    return { passed: false, reasons: ['fewer than two samples after the warm-up'], heapGrowthBytes: Number.NaN, nodeSpread: Number.NaN, nodeBound: Number.NaN };
  const baseline = measured[0];
  const heapGrowthBytes = median(measured.slice(-3).map((sample) => sample.heapUsedBytes)) - baseline.heapUsedBytes;
  const nodes = measured.map((sample) => sample.nodes);
  const nodeSpread = Math.max(...nodes) - Math.min(...nodes);
  const nodeBound = Math.ceil(median(nodes) * budget.domSpreadShare);
  const reasons = [];
  if (heapGrowthBytes > budget.heapGrowthBytes)
    reasons.push(`the JS heap grew ${(heapGrowthBytes / MB).toFixed(2)} MB after the warm-up (at most ${(budget.heapGrowthBytes / MB).toFixed(2)} MB)`);
  if (nodeSpread > nodeBound) reasons.push(`the DOM node count moved by ${nodeSpread} after the warm-up (flat: at most ${nodeBound})`);
  return { passed: reasons.length === 0, reasons, heapGrowthBytes, nodeSpread, nodeBound };
}

/** The samples as a fixed-width table. */
export function formatSamples(samples) {
  const rows = [['time', 'heap used (MB)', 'DOM nodes', 'elements', 'listeners', 'documents']];
  for (const sample of samples) {
    const seconds = Math.round(sample.atMs / 1000);
    rows.push([
      `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
      (sample.heapUsedBytes / MB).toFixed(2),
      String(sample.nodes),
      String(sample.elements),
      String(sample.listeners),
      String(sample.documents),
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => `  ${row.map((cell, column) => cell.padStart(widths[column])).join('   ')}`).join('\n');
}

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the production server of a build folder (dist/ and dist-server/) on a free port. */
async function serveBuild(buildDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist-server/main.js'], { cwd: buildDir, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  // Up once it answers and has seeded the demo accounts (it prints them).
  while (!/demo_member/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the production server did not start:\n${output}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

async function main() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '30' },
      'sample-seconds': { type: 'string', default: '30' },
      'build-dir': { type: 'string' },
      url: { type: 'string' },
    },
  });
  const minutes = Number(values.minutes);
  const sampleSeconds = Number(values['sample-seconds']);
  if (!(minutes > 1) || !(sampleSeconds > 0)) throw new Error('--minutes must be more than 1 (the first minute is the warm-up), --sample-seconds more than 0');

  let product = values.url ? { url: values.url, stop: () => {} } : null;
  if (!product) {
    let buildDir = values['build-dir'] ?? process.env.SOAK_BUILD_DIR;
    if (!buildDir) {
      console.log('Building the production bundle (npm run build)…');
      const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
      if (build.status !== 0) throw new Error('npm run build failed');
      buildDir = process.cwd();
    }
    buildDir = resolve(buildDir);
    if (!existsSync(resolve(buildDir, 'dist-server/main.js'))) throw new Error(`${buildDir} has no dist-server/main.js`);
    product = await serveBuild(buildDir);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const { page, cdp } = await openLobbyAsMember(browser, product.url);
    console.log(`Soaking ${product.url} for ${minutes} min as ${MEMBER.username}, a sample every ${sampleSeconds} s (forced GC before each):\n`);
    console.log(formatSamples([]).split('\n')[0]);
    const result = await soakLobby({ page, cdp, minutes, sampleSeconds, onSample: (sample) => console.log(formatSamples([sample]).split('\n')[1]) });
    const verdict = judgeSoak(result.samples);
    console.log(
      `\nCalls made: ${Object.entries(result.calls)
        .map(([path, count]) => `${path} ×${count}`)
        .join(', ')}`,
    );
    console.log(
      `Ticker changes between samples: ${Object.entries(result.changes)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
    console.log(`Running CSS animations at each sample: ${result.runningAnimations.join(' ')}`);
    console.log(`Heap growth after the first minute: ${(verdict.heapGrowthBytes / MB).toFixed(2)} MB (budget ${(SOAK_BUDGET.heapGrowthBytes / MB).toFixed(0)} MB)`);
    console.log(
      `DOM node spread after the first minute: ${verdict.nodeSpread} (flat: at most ${verdict.nodeBound}, ${SOAK_BUDGET.domSpreadShare * 100} % of the median)`,
    );
    if (result.pageErrors.length > 0) verdict.reasons.push(`uncaught page errors: ${result.pageErrors.join(' | ')}`);
    if (verdict.reasons.length > 0) {
      console.log(`\nSoak FAILED:\n  ${verdict.reasons.join('\n  ')}`);
      return 1;
    }
    console.log('\nSoak passed.');
    return 0;
  } finally {
    await browser.close();
    product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(`soak: ${error.message}`);
      process.exitCode = 2;
    },
  );
}
