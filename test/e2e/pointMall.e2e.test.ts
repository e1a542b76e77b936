import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DevRedeem } from '@kernel/devControls';
import { DEV_PATH } from '@kernel/paths';
import { devControl, logIn, productPerFile } from './harness';
import { ensureWithdrawPassword } from './surfaces';

const run = productPerFile({ language: 'EN' });

const ADDRESS = 'Flat 12B, Sunrise Apartments, MG Road, Bengaluru 560001';
const WITHDRAW_PASSWORD = '246810';

/** demo_member signed in, on the points mall with its figures shown. */
async function openMall(page: Page) {
  await page.goto(run.url);
  await logIn(page, 'demo_member', 'Demo@1234');
  await page.getByTestId('balance-value').waitFor({ timeout: 15_000 });
  await page.goto(`${run.url}/pointMall`);
  await page.getByTestId('points-summary').waitFor({ timeout: 30_000 });
}

/** The first redeem or convert asks for a withdrawal password: the mall sends the member to the security center to set one. */
async function setPasswordFromTheMall(page: Page) {
  await page.getByTestId('points-no-password').getByRole('button').click();
  await page.waitForURL(/page=securityCenter/, { timeout: 15_000 });
  await ensureWithdrawPassword(page);
  await page.goto(`${run.url}/pointMall`);
  await page.getByTestId('points-summary').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.getByTestId('points-no-password').count()).toBe(0);
}

const figure = async (page: Page, testId: string) => Number((await page.getByTestId(testId).locator('dd').first().textContent())?.replace(/\D/g, ''));
const headerBalance = async (page: Page) => Number((await page.getByTestId('balance-value').textContent())?.replace(/[^\d.]/g, ''));

async function inProcessRedeems(): Promise<DevRedeem[]> {
  const response = await fetch(`${run.url}${DEV_PATH.pointRedeems}`);
  return ((await response.json()) as { value: DevRedeem[] }).value;
}

describe('the points mall in Chromium', () => {
  it('redeems a reward with points: the history shows it In Process, then Approved after the dev control', async () => {
    const { page } = run;
    await openMall(page);
    await setPasswordFromTheMall(page);
    const before = await figure(page, 'points-current');
    expect(before).toBeGreaterThan(3000);

    const bottle = page.getByTestId('reward-2');
    expect(await bottle.getByRole('heading').textContent()).toBe('Steel water bottle');
    await bottle.getByTestId('reward-redeem').click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByTestId('redeem-address').fill(ADDRESS);
    await dialog.getByTestId('redeem-mobile').fill('9876543210');
    await dialog.getByTestId('redeem-password').fill(WITHDRAW_PASSWORD);
    await dialog.getByTestId('redeem-submit').click();
    await dialog.locator('[data-testid=redeem-result][data-outcome=done]').waitFor({ timeout: 15_000 });
    await dialog.getByTestId('redeem-close').click();

    // The points are taken at once; the history shows the redeem In Process at the top.
    await expect.poll(() => figure(page, 'points-current'), { timeout: 10_000 }).toBe(before - 900);
    const newest = page.getByTestId('redeem-row').first();
    await expect.poll(() => newest.locator('[data-column=reward]').textContent(), { timeout: 10_000 }).toBe('Steel water bottle');
    expect(await newest.locator('[data-status]').textContent()).toBe('In Process');

    // The operator approves it.
    const redeem = (await inProcessRedeems()).find((entry) => entry.reward === 'Steel water bottle');
    expect(redeem).toMatchObject({ username: 'demo_member', points: 900, status: 'inProcess' });
    await devControl(run.url, DEV_PATH.approveRedeem, 'POST', { redeemId: redeem?.id });
    await page.reload();
    await page.getByTestId('points-summary').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('redeem-row').first().locator('[data-status]').textContent(), { timeout: 10_000 }).toBe('Approved');
    expect(await figure(page, 'points-current')).toBe(before - 900);
  });

  it('converts points into the main wallet: the header balance rises by what the ratio pays', async () => {
    const { page } = run;
    await openMall(page);
    await setPasswordFromTheMall(page);
    const balance = await headerBalance(page);
    const points = await figure(page, 'points-current');
    const card = page.getByTestId('convert-card');
    await card.getByTestId('convert-points').fill('1000');
    expect(await card.getByTestId('convert-quote').textContent()).toBe('You get ₹10.00');
    await card.getByTestId('convert-password').fill(WITHDRAW_PASSWORD);
    await card.getByTestId('convert-submit').click();
    await card.locator('[data-testid=convert-result][data-outcome=done]').waitFor({ timeout: 15_000 });
    expect(await card.getByTestId('convert-done-text').textContent()).toBe('1,000 points became ₹10.00 in your main wallet.');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(balance + 10);
    await expect.poll(() => figure(page, 'points-current'), { timeout: 10_000 }).toBe(points - 1000);
    await expect
      .poll(() => page.getByTestId('point-transaction-row').first().locator('[data-column=kind]').textContent(), { timeout: 10_000 })
      .toBe('Converted to balance');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { page } = run;
    await openMall(page);
    await setPasswordFromTheMall(page);
    const points = await figure(page, 'points-current');
    const balance = await headerBalance(page);

    // More points than held: the button is disabled with the reason; out of stock likewise.
    const earphones = page.getByTestId('reward-7');
    expect(await earphones.getByTestId('reward-redeem').isDisabled()).toBe(true);
    expect(await earphones.getByTestId('reward-reason').textContent()).toMatch(/^Not enough points: [\d,]+ more needed$/);
    expect(await page.getByTestId('reward-10').getByTestId('reward-reason').textContent()).toBe('Out of stock');

    // The redeem form: the address, the mobile number and the password are required.
    await page.getByTestId('reward-1').getByTestId('reward-redeem').click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByTestId('redeem-submit').click();
    expect(await dialog.getByRole('alert').allTextContents()).toEqual([
      'Please enter the receiving address',
      'Please enter the mobile number',
      'Please enter your withdrawal password',
    ]);
    await dialog.getByTestId('redeem-address').fill('Flat 1');
    await dialog.getByTestId('redeem-mobile').fill('98765');
    await dialog.getByTestId('redeem-password').fill('12');
    await dialog.getByTestId('redeem-submit').click();
    expect(await dialog.getByRole('alert').allTextContents()).toEqual([
      'The receiving address must be 10 to 200 characters',
      'Please enter a valid mobile number of 10 digits',
      'The withdrawal password must be 6 digits',
    ]);
    // A wrong withdrawal password: the backend refuses, in the user's language.
    await dialog.getByTestId('redeem-address').fill(ADDRESS);
    await dialog.getByTestId('redeem-mobile').fill('9876543210');
    await dialog.getByTestId('redeem-password').fill('135790');
    await dialog.getByTestId('redeem-submit').click();
    expect(await dialog.getByTestId('redeem-error').textContent({ timeout: 15_000 })).toBe('The withdrawal password is incorrect');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The convert form: 0, a negative, a fraction of a point, below the minimum, not whole steps, more than held.
    const card = page.getByTestId('convert-card');
    await card.getByTestId('convert-password').fill(WITHDRAW_PASSWORD);
    const attempts: Array<[string, string]> = [
      ['0', 'The points must be more than zero'],
      ['-5', 'The points must be more than zero'],
      ['10.5', 'Points are whole numbers: a fraction of a point cannot be converted'],
      ['150', 'Convert at least 1,000 points'],
      ['1050', 'The ratio pays whole amounts only: convert a multiple of 100 points'],
      [String((Math.floor(points / 100) + 1) * 100), `You have only ${points.toLocaleString('en-IN')} points`],
    ];
    for (const [typed, message] of attempts) {
      await card.getByTestId('convert-points').fill(typed);
      await card.getByTestId('convert-submit').click();
      expect(await card.getByRole('alert').textContent()).toBe(message);
    }
    // A wrong password for a good conversion: the backend's refusal.
    await card.getByTestId('convert-points').fill('1000');
    await card.getByTestId('convert-password').fill('135790');
    await card.getByTestId('convert-submit').click();
    expect(await card.getByTestId('convert-error').textContent({ timeout: 15_000 })).toBe('The withdrawal password is incorrect');

    // Nothing changed: the points and the balance are as they were.
    await page.reload();
    await page.getByTestId('points-summary').waitFor({ timeout: 30_000 });
    expect(await figure(page, 'points-current')).toBe(points);
    expect(await headerBalance(page)).toBe(balance);
    // The history is a read of its own: its rows may come after the summary.
    await expect.poll(() => page.getByTestId('redeem-row').count(), { timeout: 15_000 }).toBe(3);
  });
});
