import { expect } from 'vitest';
import { browserDriver } from '../walker/browser/drivers';
import { runBrowserWalk } from '../walker/browser/runBrowserWalk';
import { type Generator, walkModel } from '../walker/walk';

export type BrowserWalk = { machine: string; seed: number; length: number; minTransitions: number; generator?: Generator };

/** Walks a machine's browser model in Chromium against the product at `baseUrl`: every step done and every state checked in the page. */
export async function walkInBrowser({ machine, seed, length, minTransitions, generator = 'random' }: BrowserWalk, baseUrl: string) {
  const driver = browserDriver(machine);
  const walk = walkModel(driver.model, { generator, seed, stop: `edge_coverage(100) or length(${length})`, limits: driver.limits });
  const result = await runBrowserWalk(walk, { baseUrl, screenshots: 'test-results/walks' });
  // The report names the failed step, its error and screenshot, and the coverage in the browser.
  console.log(`${walk.stop}: ${walk.steps.length} steps, model coverage ${walk.coverage.transitions.percent} %\n${result.report}`);
  expect(result.passed, result.report).toBe(true);
  expect(result.coverage.transitions.size, result.report).toBeGreaterThanOrEqual(minTransitions);
}
