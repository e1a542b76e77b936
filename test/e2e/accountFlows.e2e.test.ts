import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserDriver } from '../walker/browser/drivers';
import { runBrowserWalk } from '../walker/browser/runBrowserWalk';
import { type Generator, walkModel } from '../walker/walk';
import { type RunningProduct, startProduct } from './harness';

/**
 * The account flows' models walked in Chromium against the reference backend: the browser drivers
 * (test/walker/browser/<machine>.driver.ts) know what a person can type there with real data and
 * what the backend answers, do each step in the page and check each state there; the models'
 * oracles judge every step. A walk sweeps the transitions not taken yet (shortest paths first),
 * so each flow reaches every state the real backend can lead to.
 */

const FLOWS: Array<{ machine: string; generator: Generator; seed: number; length: number; reaches: string[] }> = [
  // demo_member logs in; demo_verify verifies its device; other pairs are refused behind a captcha; SMS login.
  {
    machine: 'login',
    generator: 'shortest_all_paths',
    seed: 1,
    length: 60,
    reaches: ['login.verifying', 'login.submittingVerification', 'login.checkingSms', 'login.succeeded'],
  },
  // By email (a notice) or by phone (then logged in with the new password).
  {
    machine: 'forgotPassword',
    generator: 'shortest_all_paths',
    seed: 1,
    length: 60,
    reaches: ['forgotPassword.emailSent', 'forgotPassword.loggedIn', 'forgotPassword.passwordChanged'],
  },
  // The forced change after a login with the default password.
  { machine: 'changePassword', generator: 'quick_random', seed: 1, length: 30, reaches: ['changePassword.submitting', 'changePassword.changed'] },
  // By mobile or user name, with the SMS code and the captcha.
  { machine: 'register', generator: 'shortest_all_paths', seed: 1, length: 30, reaches: ['register.submitting', 'register.succeeded'] },
];

let product: RunningProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

describe('account flow models walked in Chromium', () => {
  for (const { machine, generator, seed, length, reaches } of FLOWS) {
    it(`${machine}: ${generator} walk to every transition the reference backend can take`, { timeout: 240_000 }, async () => {
      const driver = browserDriver(machine);
      const walk = walkModel(driver.model, { generator, seed, stop: `edge_coverage(100) or length(${length})`, limits: driver.limits });
      const result = await runBrowserWalk(walk, { baseUrl: product.url, screenshots: 'test-results/walks' });
      console.log(`${machine}: ${walk.steps.length} steps (${walk.ended.reason})\n${result.report}`);
      expect(result.passed, result.report).toBe(true);
      // Every transition the walk took on the model was taken in the page too.
      expect(result.coverage.transitions.size, result.report).toBeGreaterThanOrEqual(walk.coverage.transitions.covered);
      for (const state of reaches) expect([...result.coverage.states], `${state} in the browser`).toContain(state);
    });
  }
});
