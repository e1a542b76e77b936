import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDriver } from '../walker/browser/drivers';
import { gotoApp } from '../walker/browser/pageKit';
import { runBrowserWalk } from '../walker/browser/runBrowserWalk';
import { type Generator, walkModel } from '../walker/walk';
import { launchBrowser, type RunningProduct, skipAnnouncementPopups, startProduct } from './harness';

/**
 * Model-based walks in Chromium against the product (`npm start`, with dev controls): for each
 * machine a person sees, a short random walk of its browser model (test/walker/browser), every
 * step done in the page and every state checked there and by the model's oracles. Seeds and
 * lengths are chosen so the walks cover much in little time (the whole file stays near 4 minutes).
 */

const WALKS: Array<{ machine: string; seed: number; length: number; minTransitions: number; generator?: Generator }> = [
  { machine: 'login', seed: 15, length: 25, minTransitions: 10 },
  { machine: 'register', seed: 21, length: 25, minTransitions: 6 },
  { machine: 'forgotPassword', seed: 12, length: 25, minTransitions: 7 },
  { machine: 'favourite', seed: 44, length: 20, minTransitions: 12 },
  { machine: 'popupAnnouncements', seed: 16, length: 12, minTransitions: 6 },
  { machine: 'gameLaunch', seed: 12, length: 18, minTransitions: 10 },
  { machine: 'language', seed: 3, length: 10, minTransitions: 6 },
  { machine: 'changePassword', seed: 29, length: 12, minTransitions: 5 },
  { machine: 'theme', seed: 1, length: 3, minTransitions: 2 },
  // Money and promotions (issue 23, item 4): an order lost and asked again, paid; the tabs, presets and details.
  { machine: 'deposit', seed: 20, length: 30, minTransitions: 25 },
  { machine: 'promotionsPage', seed: 1, length: 20, minTransitions: 8 },
  // A withdrawal lost and asked again, refused for a wrong password, back to the form, then held (~15 s).
  { machine: 'withdraw', seed: 69, length: 24, minTransitions: 15 },
  // A transfer of the whole main wallet, all to main with its answer lost and asked about twice, locked controls (~15 s).
  { machine: 'walletTransfer', seed: 3, length: 30, minTransitions: 20 },
  // Redeem pressed with fields missing, then a redeem made; another with its answer lost and sent again, the form locked
  // meanwhile (quick_random: a random walk spends its steps typing in the form; ~8 s).
  { machine: 'pointRedeem', seed: 3, length: 25, minTransitions: 15, generator: 'quick_random' },
  // Transfers to a downline and to the upline: the amount's limits, one made, a lost read tried again (~7 s each).
  { machine: 'downlineTransfer', seed: 3, length: 20, minTransitions: 14 },
  { machine: 'uplineTransfer', seed: 3, length: 20, minTransitions: 14 },
  // A contract offer: the terms checked, a lost preview tried again, reviewed and confirmed (~6 s).
  { machine: 'contractOffer', seed: 2, length: 20, minTransitions: 10 },
];

let product: RunningProduct;

beforeAll(async () => {
  // The dev server, always: the drivers name calls by their development paths (the language
  // catalogue is /locales/<lang>/messages.po there, a hashed chunk in the production build).
  product = await startProduct({ production: false });
  // The dev server bundles a dependency the first time a page needs it (and reloads that page):
  // one visit of the pages the walks use gets that done before they start.
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await skipAnnouncementPopups(context);
    const page = await context.newPage();
    for (const path of ['/', '/rng?vassalage=MEGA', '/live?vassalage=WM', '/promotions', '/']) {
      // Loaded again when the dev server answers 504 (Outdated Optimize Dep) while it re-bundles.
      await gotoApp(page, `${product.url}${path}`);
      await page.getByTestId('header-login').waitFor({ timeout: 60_000 });
    }
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-popup').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000);
  } finally {
    await browser.close();
  }
});
afterAll(async () => {
  await product?.stop();
});

describe('model walks replayed in Chromium (test/walker/browser drivers)', () => {
  for (const { machine, seed, length, minTransitions, generator = 'random' } of WALKS) {
    it(`${machine}: ${generator} walk, seed ${seed}, up to ${length} steps`, async () => {
      const driver = browserDriver(machine);
      const walk = walkModel(driver.model, { generator, seed, stop: `edge_coverage(100) or length(${length})`, limits: driver.limits });
      const result = await runBrowserWalk(walk, { baseUrl: product.url, screenshots: 'test-results/walks' });
      // The report names the failed step, its error and screenshot, and the coverage in the browser.
      console.log(`${walk.stop}: ${walk.steps.length} steps, model coverage ${walk.coverage.transitions.percent} %\n${result.report}`);
      expect(result.passed, result.report).toBe(true);
      expect(result.coverage.transitions.size, result.report).toBeGreaterThanOrEqual(minTransitions);
    });
  }
});
