import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { chromiumPath } from '../../chromiumPath';
import { allStateNodes, initialSnapshotOf } from '../../model/graph';
import { type Coverage, replayPath } from '../../model/replay';
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
    executablePath: options.browserPath ?? chromiumPath(),
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
  let performed = 0;
  try {
    for (const [runIndex, run] of runs.entries()) {
      // Steps are numbered as in the walk's plan, where each restart is a step too.
      if (runIndex > 0) stepNumber += 1;
      let page: Page;
      try {
        page = await driver.open(session);
      } catch (error) {
        // A page that cannot even be opened fails the walk like any step (it used to end the CLI with no report).
        passed = false;
        lines.push(`  FAILED opening run ${runIndex + 1}: ${(error as Error).message.split('\n')[0]}`);
        break;
      }
      let before: AnyMachineSnapshot = initialSnapshotOf(driver.model);
      const done: typeof run = [];
      let current: (typeof run)[number] | null = null;
      try {
        await driver.verify(page, before, session);
        for (const entry of run) {
          stepNumber += 1;
          current = entry;
          // WALK_TRACE=1 prints each step as it is done in the page (for a walk that hangs).
          if (process.env.WALK_TRACE) process.stderr.write(`  step ${stepNumber}: ${describeEntry({ ...entry, name: '', state: null })}\n`);
          try {
            await driver.perform(page, entry.step, before, session);
          } catch (error) {
            if (error instanceof StepSkipped) {
              lines.push(`  run ${runIndex + 1}: stopped before step ${stepNumber} (${describeEntry({ ...entry, name: '', state: null })}): ${error.message}`);
              stepNumber += run.length - done.length - 1;
              break;
            }
            throw error;
          }
          done.push(entry);
          performed += 1;
          // The model's state after this step, from the machine itself (the oracles judge it there too).
          before = await replayPath(
            driver.model,
            done.map((e) => e.step),
            { expectedKeys: done.map((e) => e.key) },
          );
          await driver.verify(page, before, session);
        }
      } catch (error) {
        passed = false;
        mkdirSync(options.screenshots, { recursive: true });
        const shot = join(options.screenshots, `${walk.machine}-step-${stepNumber}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
        const what = current ? ` (${describeEntry({ ...current, name: '', state: null })})` : ' (checking the initial state)';
        // The error's first line, and the last lines of a Playwright call log (what it was waiting for).
        const message = (error as Error).message
          .split('\n')
          .map((line) => stripVTControlCharacters(line).trim())
          .filter(Boolean);
        const detail = message.length > 1 ? ` [${message.slice(-2).join(' / ')}]` : '';
        lines.push(`  FAILED at step ${stepNumber}${what}: ${message[0]}${detail} (screenshot ${shot})`);
        break;
      } finally {
        await replayPath(
          driver.model,
          done.map((e) => e.step),
          { expectedKeys: done.map((e) => e.key), coverage },
        ).catch(() => {});
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
    // Restarts are no steps of a run (each run opens a fresh page): they are not counted on either side.
    `  ${passed ? 'Passed' : 'Failed'}: ${performed} of ${runs.reduce((sum, run) => sum + run.length, 0)} steps in ${runs.length} run(s).`,
    `  Covered in the browser: states ${statesCovered}/${states.length}, transitions ${transitionsCovered}/${transitions.length}.`,
  );
  return { passed, report: lines.join('\n'), coverage };
}
