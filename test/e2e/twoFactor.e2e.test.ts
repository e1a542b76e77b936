import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

/**
 * A seeded member other than demo_member (the other browser tests log in as demo_member, and this
 * one turns two-factor on): one of the friends demo_member invited (server/seed/referralFriends.ts).
 * Each test starts from freshly seeded demo data (productPerFile resets it), so it starts off.
 */
const MEMBER = { username: 'priyasharma', password: 'Friend@1234' };

/**
 * What the member's authenticator app shows for the key written out on the page: the test is the
 * app (SHA-1, 6 digits, 30 s). `stepsAhead` 1 is the code the app shows next, which the backend
 * also takes (a step either side) — the one a member typing just after confirming would read.
 */
const appCode = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + stepsAhead * 30_000 });

async function logOut(page: Page) {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu').getByRole('menuitem').last().click();
  await page.getByTestId('logout-confirm').getByRole('button').last().click();
  await page.getByTestId('header-login').waitFor();
}

async function signedIn(page: Page) {
  await page.getByTestId('account-menu-button').waitFor({ timeout: 15_000 });
}

describe('two-factor authentication in Chromium (issue 26 item 2)', () => {
  it('turns two-factor on with a code from the shown key, then logs in with password and code (a wrong code refused), and links a Google identity with password and recovery code', {
    timeout: 60_000,
  }, async () => {
    const { page } = run;
    await page.goto(run.url);
    await logIn(page, MEMBER.username, MEMBER.password);
    await signedIn(page);

    await page.goto(`${run.url}/member?page=securityCenter`);
    const section = page.getByTestId('security-two-factor');
    await section.getByTestId('two-factor-start').click();
    const secretText = (await section.getByTestId('two-factor-secret').textContent()) ?? '';
    const secret = secretText.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The QR code is drawn for the authenticator app.
    expect(await section.getByTestId('two-factor-enrol').locator('svg[role=img]').count()).toBe(1);

    // 5 digits are refused before anything is sent; the app's code confirms.
    await section.locator('input[name=twoFactorCode]').fill('12345');
    await section.getByTestId('two-factor-confirm').click();
    await section.locator('input[name=twoFactorCode][aria-invalid=true]').waitFor();
    await section.locator('input[name=twoFactorCode]').fill(appCode(secret));
    await section.getByTestId('two-factor-confirm').click();

    const codes = section.getByTestId('two-factor-recovery-codes').locator('li');
    await expect.poll(() => codes.count(), { timeout: 10_000 }).toBe(10);
    const recoveryCode = ((await codes.first().textContent()) ?? '').trim();
    await section.getByTestId('two-factor-saved').click();
    await section.getByTestId('two-factor-on').waitFor();
    expect(await section.getByTestId('two-factor-on').textContent()).toContain('10');

    // Log out, then in: the password step asks for the code.
    await logOut(page);
    await logIn(page, MEMBER.username, MEMBER.password);
    const step = page.getByTestId('login-two-factor');
    await step.waitFor({ timeout: 15_000 });
    const field = step.locator('input[name=twoFactorCode]');
    // A code the app showed long ago: refused, and the step stays with the backend's reason.
    await field.fill(appCode(secret, -10));
    await step.locator('button[type=submit]').click();
    await step.getByText('The two-factor code is incorrect').waitFor({ timeout: 10_000 });
    await field.fill(appCode(secret, 1));
    await step.locator('button[type=submit]').click();
    await signedIn(page);

    // Linking a Google identity with the password asks for the second factor too, in the same step;
    // a recovery code answers it (an authenticator code is taken once, and the app's next is 30 s away).
    await logOut(page);
    await page.getByTestId('header-login').click();
    const dialog = page.getByTestId('login-popup');
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('social-google').click()]);
    await popup.locator('[data-identity=asha]').click();
    await dialog.getByTestId('social-link').click();
    const link = dialog.getByTestId('social-link-form');
    await link.locator('input[name=username]').fill(MEMBER.username);
    await link.locator('input[name=password]').fill(MEMBER.password);
    await link.getByTestId('social-submit').click();
    const socialStep = dialog.getByTestId('login-two-factor');
    await socialStep.waitFor({ timeout: 15_000 });
    await socialStep.getByTestId('login-two-factor-recovery').click();
    await socialStep.locator('input[name=twoFactorCode]').fill(recoveryCode);
    await socialStep.locator('button[type=submit]').click();
    await signedIn(page);
  });
});
