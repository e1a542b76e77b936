import { describe, expect, it } from 'vitest';
import {
  checkSlowCalls,
  clearFaults,
  eachCall,
  expectNoWhiteScreen,
  expectRecovered,
  lobbyAsVisitor,
  messages,
  recordHealthy,
  run,
  SLOW_CALL_MS,
  setFault,
  setUpFaultRun,
  sweepFailures,
  watch,
} from './faultKit';

/** The lobby as a visitor, each of its calls failing in every way and late (test/e2e/faultKit.ts says how). The two files run side by side, each with its own product and browser. */
setUpFaultRun();

describe('faults on every call of the lobby (Chromium)', () => {
  it('the lobby as a visitor holds when any of its calls fails, and recovers in place', async () => {
    const watchers = watch(run.page);
    const healthy = await recordHealthy(run.page, lobbyAsVisitor, watchers);
    console.info(`The lobby's calls: ${healthy.calls.join(', ')}`);
    expect(healthy.calls.length, 'the lobby made almost no backend call').toBeGreaterThan(3);
    expect(healthy.parts).toContain('lobby');
    await eachCall(healthy.calls, (path) => sweepFailures(run.page, lobbyAsVisitor, path, healthy, watchers));
  }, 900_000);

  it('the lobby shows loading while any one call is late, and all of them 15 s late fill in without a reload when they answer', async () => {
    const watchers = watch(run.page);
    const healthy = await recordHealthy(run.page, lobbyAsVisitor, watchers);
    await eachCall(healthy.calls, (path) => checkSlowCalls(run.page, lobbyAsVisitor, [path], healthy, watchers));

    // Every data call late at once (the system status aside: it decides whether there is a lobby at
    // all, and its splash is its loading), then answering: everything fills in without a reload.
    const dataCalls = healthy.calls.filter((path) => path !== '/wps/system/status');
    for (const path of dataCalls) await setFault({ path, kind: 'none', latencyMs: SLOW_CALL_MS });
    const since = Date.now();
    await lobbyAsVisitor.act(run.page);
    await run.page.getByTestId('lobby').waitFor();
    await expectNoWhiteScreen(run.page, 'the lobby with every data call late');
    expect((await messages(run.page)).alerts).toEqual([]);
    await clearFaults();
    await expectRecovered(run.page, 'the lobby with every data call late', healthy, watchers.errors);
    expect(Date.now() - since, 'the late calls were not late').toBeGreaterThan(SLOW_CALL_MS - 1_000);
  }, 600_000);
});
