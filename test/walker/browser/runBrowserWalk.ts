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
import { driverOfWalk } from './drivers';
import { type BrowserSession, StepSkipped } from './types';

export type BrowserWalkOptions = {
  baseUrl: string;
  screenshots: string;
  headed?: boolean;
  browserPath?: string;
  /** Where the one line per step goes (default: stderr, so a long walk shows its progress as it runs). */
  progress?: (line: string) => void;
};
export type BrowserWalkResult = { passed: boolean; report: string; coverage: Coverage };

/** The page's text as a person reads it, trimmed to its last ~2,000 characters (what the failure left on screen). */
async function pageText(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => document.body?.innerText ?? '')
    .then((raw) => raw.replace(/\n{2,}/g, '\n').trim())
    .catch((error: Error) => `(the page text could not be read: ${error.message.split('\n')[0]})`);
  return text.length > 2_000 ? `…${text.slice(-2_000)}` : text;
}

/** An error's first line, and the last lines of a Playwright call log (what it was waiting for). */
function errorText(error: unknown): string {
  const message = String((error as Error)?.message ?? error)
    .split('\n')
    .map((line) => stripVTControlCharacters(line).trim())
    .filter(Boolean);
  const detail = message.length > 1 ? ` [${message.slice(-2).join(' / ')}]` : '';
  return `${message[0] ?? 'unknown error'}${detail}`;
}

/** The expected state after a step, as the progress line names it ('order.payment.waiting', 'editing'). */
function stateName(snapshot: AnyMachineSnapshot): string {
  const flat = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flat(child).map((rest) => `${key}.${rest}`));
  return snapshot.status === 'done' ? `${flat(snapshot.value).join(', ')} (final)` : flat(snapshot.value).join(', ');
}

/**
 * Plays a walk in Chromium against a running product: each step done in the page by the machine's
 * driver, each state checked in the page, one progress line per step. A failure leaves a
 * screenshot and the page's last text in the report; the report gives the states and transitions
 * covered in the browser.
 */
export async function runBrowserWalk(walk: Walk, options: BrowserWalkOptions): Promise<BrowserWalkResult> {
  const driver = driverOfWalk(walk);
  const progress = options.progress ?? ((line: string) => process.stderr.write(`${line}\n`));
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
  let unopened: string | null = null;
  // Steps are numbered as in the walk's plan, where each restart is a step too.
  const totalSteps = walk.steps.length;
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    for (const [runIndex, run] of runs.entries()) {
      // Steps are numbered as in the walk's plan, where each restart is a step too.
      if (runIndex > 0) stepNumber += 1;
      let page: Page;
      try {
        page = await driver.open(session);
      } catch (error) {
        // A page that cannot even be opened fails the walk like any step, with where and why (it used to say 'Failed: 0 of 0 steps').
        passed = false;
        unopened = `the ${walk.machine} page at ${baseUrl} could not be opened (run ${runIndex + 1}): ${errorText(error)}`;
        lines.push(`  FAILED: ${unopened}`);
        // What the half-opened page showed, when there is one (the driver's newest context).
        const stuck = browser.contexts().at(-1)?.pages()[0];
        if (stuck) {
          mkdirSync(options.screenshots, { recursive: true });
          const shot = join(options.screenshots, `${walk.machine}-open-${runIndex + 1}.png`);
          const taken = await stuck
            .screenshot({ path: shot, fullPage: true })
            .then(() => true)
            .catch(() => false);
          lines.push(
            `  The page (${stuck.url()}; screenshot ${taken ? shot : 'could not be taken'}) showed (last text, trimmed):`,
            ...(await pageText(stuck)).split('\n').map((line) => `    | ${line}`),
          );
          await stuck.context().close();
        }
        progress(`  ${walk.machine}: FAILED opening the page at ${baseUrl} (run ${runIndex + 1}), ${elapsed()}`);
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
          // WALK_TRACE=1 also prints each step before it is done in the page (for a walk that hangs).
          if (process.env.WALK_TRACE) progress(`  step ${stepNumber}/${totalSteps}: ${describeEntry({ ...entry, name: '', state: null })} ...`);
          try {
            await driver.perform(page, entry.step, before, session);
          } catch (error) {
            if (error instanceof StepSkipped) {
              lines.push(`  run ${runIndex + 1}: stopped before step ${stepNumber} (${describeEntry({ ...entry, name: '', state: null })}): ${error.message}`);
              progress(
                `  ${walk.machine} step ${stepNumber}/${totalSteps}: ${describeEntry({ ...entry, name: '', state: null })}  skipped (${error.message}), ${elapsed()}`,
              );
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
          progress(`  ${walk.machine} step ${stepNumber}/${totalSteps}: ${describeEntry({ ...entry, name: '', state: null })} -> ${stateName(before)}  ok, ${elapsed()}`);
          current = null;
        }
      } catch (error) {
        passed = false;
        mkdirSync(options.screenshots, { recursive: true });
        const shot = join(options.screenshots, `${walk.machine}-step-${stepNumber}.png`);
        const shotTaken = await page
          .screenshot({ path: shot, fullPage: true })
          .then(() => true)
          .catch(() => false);
        const what = current ? ` (${describeEntry({ ...current, name: '', state: null })})` : ' (checking the initial state)';
        lines.push(
          `  FAILED at step ${stepNumber}${what}: ${errorText(error)} (screenshot ${shotTaken ? shot : 'could not be taken'}; page ${page.url()})`,
          '  The page showed (last text, trimmed):',
          ...(await pageText(page)).split('\n').map((line) => `    | ${line}`),
        );
        progress(
          `  ${walk.machine} step ${stepNumber}/${totalSteps}: ${current ? describeEntry({ ...current, name: '', state: null }) : 'the initial state'}  FAILED, ${elapsed()}`,
        );
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
  const planned = runs.reduce((sum, run) => sum + run.length, 0);
  lines.push(
    // Restarts are no steps of a run (each run opens a fresh page): they are not counted on either side.
    unopened
      ? `  Failed: ${unopened}; ${performed} of ${planned} steps done.`
      : `  ${passed ? 'Passed' : 'Failed'}: ${performed} of ${planned} steps in ${runs.length} run(s)${planned === 0 ? ' (the walk planned no step: only the initial state was checked)' : ''}, ${elapsed()}.`,
    `  Covered in the browser: states ${statesCovered}/${states.length}, transitions ${transitionsCovered}/${transitions.length}.`,
  );
  return { passed, report: lines.join('\n'), coverage };
}
