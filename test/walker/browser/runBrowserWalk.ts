import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { type Coverage, replayPath } from '../../model/replay';
import { allStateNodes, initialSnapshotOf } from '../../model/graph';
import { drawnTransitions } from '../../model/statechart';
import { describeEntry } from '../formats';
import { runsOf, type Walk } from '../walk';
import { browserDriver } from './drivers';
import { type BrowserSession, StepSkipped } from './types';

export type BrowserWalkOptions = { baseUrl: string; screenshots: string; headed?: boolean; browserPath?: string };
export type BrowserWalkResult = { passed: boolean; report: string; coverage: Coverage };

/**
 * Plays a walk in Chromium against a running product: each step done in the page by the machine's
 * driver, each state checked in the page. A failure leaves a screenshot; the report gives the
 * states and transitions covered in the browser.
 */
export async function runBrowserWalk(walk: Walk, options: BrowserWalkOptions): Promise<BrowserWalkResult> {
  const driver = browserDriver(walk.machine);
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: options.browserPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: !options.headed,
    args: ['--no-sandbox'],
  });
  const devControl = async (path: string, method: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`dev control ${method} ${path}: HTTP ${response.status}`);
    return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
  };
  let devControls = false;
  try {
    devControls = (await fetch(`${baseUrl}/__dev/sms`)).ok;
  } catch {
    devControls = false;
  }
  const session: BrowserSession = { browser, baseUrl, devControls, devControl };
  const coverage: Coverage = { states: new Set(), transitions: new Set() };
  const lines: string[] = [`Browser walk of ${walk.machine} against ${baseUrl} (dev controls ${devControls ? 'present' : 'absent: their steps are skipped'})`];
  let passed = true;
  const runs = runsOf(walk);
  let stepNumber = 0;
  try {
    for (const [runIndex, run] of runs.entries()) {
      const page = await driver.open(session);
      let before: AnyMachineSnapshot = initialSnapshotOf(driver.model);
      const done: typeof run = [];
      try {
        await driver.verify(page, before, session);
        for (const entry of run) {
          stepNumber += 1;
          try {
            await driver.perform(page, entry.step, before, session);
          } catch (error) {
            if (error instanceof StepSkipped) {
              lines.push(`  run ${runIndex + 1}: stopped before step ${stepNumber} (${describeEntry({ ...entry, name: '', state: null })}): ${error.message}`);
              break;
            }
            throw error;
          }
          done.push(entry);
          // The model's state after this step, from the machine itself (the oracles judge it there too).
          before = await replayPath(driver.model, done.map((e) => e.step), { expectedKeys: done.map((e) => e.key) });
          await driver.verify(page, before, session);
        }
      } catch (error) {
        passed = false;
        mkdirSync(options.screenshots, { recursive: true });
        const shot = join(options.screenshots, `${walk.machine}-step-${stepNumber}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
        lines.push(`  FAILED at step ${stepNumber}: ${(error as Error).message.split('\n')[0]} (screenshot ${shot})`);
        break;
      } finally {
        await replayPath(driver.model, done.map((e) => e.step), { expectedKeys: done.map((e) => e.key), coverage }).catch(() => {});
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
  const states = allStateNodes(driver.model.machine).filter((node) => node.path.length > 0);
  const transitions = drawnTransitions(driver.model.machine);
  const statesCovered = states.filter((node) => coverage.states.has(node.id)).length;
  const transitionsCovered = transitions.filter((t) => coverage.transitions.has(t.key)).length;
  lines.push(
    `  ${passed ? 'Passed' : 'Failed'}: ${stepNumber} of ${walk.steps.length} steps in ${runs.length} run(s).`,
    `  Covered in the browser: states ${statesCovered}/${states.length}, transitions ${transitionsCovered}/${transitions.length}.`,
  );
  return { passed, report: lines.join('\n'), coverage };
}
