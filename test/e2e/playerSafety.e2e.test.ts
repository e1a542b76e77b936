import { describe, expect, it } from 'vitest';
import { DEV_PATH } from '@kernel/paths';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { devControl, logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });
/** A team account (not demo_member, which other files use): a fresh one after each test's reset. */
const MEMBER = 'team_meera';
const SHOTS = process.env.PLAYER_SAFETY_SHOTS;
const THIRTY_MINUTES_MS = 30 * 60 * 1000;

/** Keeps a screenshot to look at when PLAYER_SAFETY_SHOTS names a folder. */
const shot = async (name: string) => {
  if (SHOTS) await run.page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function signedIn() {
  const { page } = run;
  await page.goto(run.url);
  await logIn(page, MEMBER, TEAM_PASSWORD);
  await page.getByTestId('balance-value').first().waitFor({ timeout: 15_000 });
}

describe('player safety in Chromium (issue 26)', () => {
  it('a 24-hour time-out signs the member out; logging in again is refused, saying until when', async () => {
    const { page } = run;
    await signedIn();
    await page.goto(`${run.url}/member?page=saferGambling`);
    await page.getByTestId('break-24h').click();
    await page.getByTestId('break-password').fill(TEAM_PASSWORD);
    await shot('take-break-en');
    await page.getByTestId('break-submit').click();
    // signed out at once: the header offers the login again
    await page.getByTestId('header-login').waitFor({ timeout: 15_000 });

    await logIn(page, MEMBER, TEAM_PASSWORD);
    const refusal = page.getByTestId('login-popup').getByText(/time-out until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);
    await refusal.waitFor({ timeout: 15_000 });
    await shot('login-refused-en');
  }, 40_000);

  it('HI: the reality check at 30 minutes on the clock shows time played and net result; Continue closes it', async () => {
    const { page, context } = run;
    await context.addInitScript(() => localStorage.setItem('lang', 'HI'));
    await signedIn();
    await page.goto(`${run.url}/member?page=saferGambling`);
    await page.getByTestId('reality-check-30').waitFor();
    // The page's clock from here on (the app's first paint waits on frames the fake clock would hold).
    await page.clock.install();
    await page.getByTestId('reality-check-30').click();
    await expect.poll(() => page.getByTestId('reality-check-30').getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await shot('safer-gambling-hi');
    // The backend's clock moves with the page's: the session's time played is the backend's.
    await devControl(run.url, DEV_PATH.clock, 'POST', { advanceMs: THIRTY_MINUTES_MS });
    await page.clock.fastForward('29:58');
    expect(await page.getByTestId('reality-check').count()).toBe(0);
    await page.clock.fastForward('00:02');
    const reminder = page.getByTestId('reality-check');
    await reminder.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('reality-check-played').textContent()).toBe('30 मिनट');
    expect(await page.getByTestId('reality-check-net').textContent()).toContain('₹0.00');
    await shot('reality-check-hi');
    await page.getByTestId('reality-check-continue').click();
    await reminder.waitFor({ state: 'detached' });
  }, 40_000);
});
