import { describe, expect, it } from 'vitest';
import { DEV_PATH } from '@kernel/paths';
import {
  captchaAfterFailedLogin,
  checkSlowCalls,
  clearFaults,
  eachCall,
  firstVisit,
  HINDI,
  logInAsMember,
  recordHealthy,
  run,
  setFault,
  setUpFaultRun,
  sweepFailures,
  TRY_AGAIN,
  watch,
} from './faultKit';
import { devControl } from './harness';

/** Logging in, the captcha after a failed login and the register popup, each of their calls failing in every way and late (test/e2e/faultKit.ts says how). The two files run side by side, each with its own product and browser. */
setUpFaultRun();

describe('faults on every call of the login (Chromium)', () => {
  it('logging in holds when any of its calls fails or is late, and recovers in place', async () => {
    const watchers = watch(run.page);
    const recorded = await recordHealthy(run.page, logInAsMember, watchers);
    // The system status poll (every 30 s) may fall within the login; the lobby sweep covers it.
    const signedIn = { ...recorded, calls: recorded.calls.filter((path) => path !== '/wps/system/status') };
    console.info(`The login's calls: ${signedIn.calls.join(', ')}`);
    expect(signedIn.calls).toContain('/wps/session/login');
    const beforeTheSession = signedIn.calls.slice(0, signedIn.calls.indexOf('/wps/session/login') + 1);
    const ofTheSession = signedIn.calls.filter((path) => !beforeTheSession.includes(path));
    await eachCall(signedIn.calls, async (path) => {
      // Demo data back to the seed: no login counted from the call before (at most 50 in 5 minutes).
      await devControl(run.url, DEV_PATH.reset, 'POST');
      await sweepFailures(run.page, logInAsMember, path, signedIn, watchers);
    });
    // Late: the key and the login one at a time (the popup waits); the signed-in session's calls all
    // at once (each part waits for its own while the others show).
    await eachCall(
      [...beforeTheSession.map((path) => [path]), ofTheSession].map((paths) => paths.join(' ')),
      (paths) => checkSlowCalls(run.page, logInAsMember, paths.split(' '), signedIn, watchers),
    );
  }, 600_000);

  it('the captcha after a failed login says when it cannot be loaded, and loads on a click', async () => {
    const watchers = watch(run.page);
    const withCaptcha = await recordHealthy(run.page, captchaAfterFailedLogin, watchers);
    expect(withCaptcha.calls).toContain('/wps/captcha');
    await devControl(run.url, DEV_PATH.reset, 'POST');
    await sweepFailures(run.page, captchaAfterFailedLogin, '/wps/captcha', withCaptcha, watchers);
    await checkSlowCalls(run.page, captchaAfterFailedLogin, ['/wps/captcha'], withCaptcha, watchers);
  }, 300_000);

  it('the register popup says when its settings could not be loaded, and opens once they load', async () => {
    const watchers = watch(run.page);
    await setFault({ path: '/wps/system/setting/register', kind: 'http500' });
    await firstVisit(run.page);
    await run.page.getByTestId('lobby').waitFor();
    await run.page.getByTestId('header-register').click();
    const alert = run.page.getByTestId('platform-data-failed');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toMatch(HINDI);
    await clearFaults();
    await alert.getByRole('button', { name: TRY_AGAIN }).click();
    await run.page.getByTestId('register-popup').waitFor({ timeout: 15_000 });
    expect(watchers.errors.take()).toEqual([]);
  });
});
