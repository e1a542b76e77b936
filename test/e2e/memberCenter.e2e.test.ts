import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_PATH } from '../../kernel/paths';
import { logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

/** A real 1 × 1 PNG: the backend checks the file's bytes, not only its name. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The header balance as a number of paise ('₹ 26,000.00' → 2600000). */
async function headerBalancePaise(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-value').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function logInAsMember(page: Page) {
  await page.goto(run.url);
  await logIn(page, 'demo_member', 'Demo@1234');
  await expect.poll(() => headerBalancePaise(page), { timeout: 15_000 }).toBeGreaterThan(0);
}

async function devJson(path: string): Promise<unknown> {
  const response = await fetch(`${run.url}${path}`, { headers: { 'content-type': 'application/json' } });
  return ((await response.json()) as { value: unknown }).value;
}

describe('member center and money in Chromium', () => {
  // The head's early reads are written into the production build's index.html only (CI's, E2E_BUILD_DIR).
  it.runIf(Boolean(process.env.E2E_BUILD_DIR))(
    'a reload of a member page asks for the member’s details and fetches the page’s chunk from the page head, before the entry chunk runs, and once',
    async () => {
      const { page } = run;
      await logInAsMember(page);
      await page.goto(`${run.url}/member?page=depositv2`);
      await page.getByTestId('member-page-depositv2').waitFor();
      // The entry chunk held back 1.5 s: a read the app itself makes comes after it, an early one before.
      let entryReleasedAt = Number.POSITIVE_INFINITY;
      await page.route(/\/js\/index-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        entryReleasedAt = Date.now();
        await route.continue();
      });
      const asked: Record<string, number[]> = { '/wps/member/info': [], '/wps/system/status': [], deposit: [] };
      const catalogues: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        asked[/^\/js\/DepositPage-[^/]+\.js$/.test(path) ? 'deposit' : path]?.push(Date.now());
        if (/^\/js\/areas-[^/]+\.js$/.test(path)) catalogues.push(path);
      });
      await page.reload();
      await page.getByTestId('member-page-depositv2').waitFor();
      await expect.poll(() => headerBalancePaise(page), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.unroute(/\/js\/index-[^/]+\.js$/);
      for (const times of Object.values(asked)) {
        expect(times).toHaveLength(1);
        expect(times[0]).toBeLessThan(entryReleasedAt);
      }
      // The areas' strings of the page's language alone (English here), fetched once.
      expect(catalogues).toHaveLength(1);
    },
  );

  it('deposits ₹1,000 by UPI on the gateway page: the order turns paid, the header rises by ₹1,000.00 and the account record lists it', async () => {
    const { page, context } = run;
    await logInAsMember(page);
    const before = await headerBalancePaise(page);
    await page.getByRole('button', { name: 'Deposit' }).first().click();
    await page.waitForURL(/\/member\?page=depositv2/);
    await page.getByTestId('deposit-channel-UPI').click();
    await page.getByTestId('deposit-amount').fill('1000');
    const [gateway] = await Promise.all([context.waitForEvent('page'), page.getByTestId('deposit-submit').click()]);
    await gateway.waitForLoadState();
    await gateway.locator('#pay').click();
    await page.locator('[data-testid=deposit-order][data-status=paid]').waitFor({ timeout: 20_000 });
    await expect.poll(() => headerBalancePaise(page), { timeout: 10_000 }).toBe(before + 100_000);

    await page.getByTestId('member-menu-transactionHistory').click();
    const firstRow = page.getByTestId('record-row').first();
    await firstRow.waitFor({ timeout: 15_000 });
    expect(await firstRow.textContent()).toContain('1,000.00');
  });

  it('withdraws ₹500 to the bound bank account: the amount is held at once, and after the operator approves it the record says paid', async () => {
    const { page } = run;
    await logInAsMember(page);
    // The first withdrawal asks for a withdrawal password: set in the security center.
    await page.goto(`${run.url}/member?page=securityCenter`);
    await page.getByTestId('withdraw-password-new').fill('246810');
    await page.getByTestId('withdraw-password-confirm').fill('246810');
    await page.getByTestId('withdraw-password-submit').click();
    await page.getByTestId('withdraw-password-saved').waitFor({ timeout: 15_000 });

    const before = await headerBalancePaise(page);
    await page.getByTestId('member-menu-withdraw').click();
    await page.locator('[data-testid^=withdraw-bank-]').first().click();
    await page.getByTestId('withdraw-amount').fill('500');
    await expect.poll(() => page.getByTestId('withdraw-fee').textContent()).toContain('10.00');
    await page.getByTestId('withdraw-password').fill('246810');
    await page.getByTestId('withdraw-next').click();
    await page.getByTestId('withdraw-confirm').click();
    await page.locator('[data-testid=withdraw-result][data-outcome=done]').waitFor({ timeout: 15_000 });
    await expect.poll(() => headerBalancePaise(page), { timeout: 10_000 }).toBe(before - 50_000);
    await page.locator('[data-testid=withdraw-row][data-status=pending]').first().waitFor();

    const pending = (await devJson(DEV_PATH.withdrawals)) as Array<{ id: number; status: string; amountPaise: number }>;
    const mine = pending.find((withdrawal) => withdrawal.status === 'pending' && withdrawal.amountPaise === 50_000);
    expect(mine).toBeDefined();
    const approved = await fetch(`${run.url}${DEV_PATH.approveWithdrawal}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ withdrawalId: mine?.id }),
    });
    expect(approved.status).toBe(200);
    await page.reload();
    await page.locator('[data-testid=withdraw-row][data-status=paid]').first().waitFor({ timeout: 15_000 });
    // Paying out the held amount does not move the balance again.
    expect(await headerBalancePaise(page)).toBe(before - 50_000);
  });

  it('transfers ₹100 from the main wallet into the PG game wallet and back with all to main', async () => {
    const { page } = run;
    await logInAsMember(page);
    await page.goto(`${run.url}/member?page=transferFund`);
    const pg = page.getByTestId('wallet-PG').getByTestId('wallet-balance');
    await pg.waitFor({ timeout: 15_000 });
    const paiseOf = async () => Number(((await pg.textContent()) ?? '').replace(/[^\d]/g, ''));
    const before = await paiseOf();
    const header = await headerBalancePaise(page);
    await page.getByTestId('transfer-from').selectOption('MAIN');
    await page.getByTestId('transfer-to').selectOption('PG');
    await page.getByTestId('transfer-amount').fill('100');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-result').waitFor({ timeout: 15_000 });
    await expect.poll(paiseOf, { timeout: 10_000 }).toBe(before + 10_000);
    // The header shows the main wallet: it fell by the amount moved into the game wallet.
    await expect.poll(() => headerBalancePaise(page), { timeout: 10_000 }).toBe(header - 10_000);

    await page.getByTestId('transfer-all-to-main').click();
    await expect.poll(paiseOf, { timeout: 15_000 }).toBe(0);
  });

  it('plays the demo slot: each spin is a bet in the betting record', async () => {
    const { page } = run;
    await logInAsMember(page);
    await page.goto(`${run.url}/rng?vassalage=MEGA`);
    await page.locator('[data-testid=game-list] [data-testid=game-tile]').first().click();
    const frame = page.frameLocator('[data-testid=game-frame]');
    await frame.locator('#spin').click();
    await expect.poll(() => frame.locator('#status').textContent(), { timeout: 15_000 }).not.toMatch(/SPIN/);
    await frame.locator('#spin').waitFor();
    await expect.poll(() => frame.locator('#spin').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.goto(`${run.url}/member?page=personalHistoryCopy`);
    await page.getByTestId('record-preset-today').click();
    const row = page.getByTestId('record-row').first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toMatch(/MEGA|Mega/i);
  });

  it('says what is wrong with a bad amount in the member’s language and sends nothing', async () => {
    const { page } = run;
    await logInAsMember(page);
    await page.goto(`${run.url}/member?page=depositv2`);
    await page.getByTestId('deposit-channel-UPI').click();
    for (const [typed, message] of [
      ['0', /more than zero/i],
      ['12.345', /at most 2 decimals/i],
      ['abc', /as a number/i],
      ['10', /minimum amount is ₹100\.00/i],
    ] as const) {
      await page.getByTestId('deposit-amount').fill(typed);
      await page.getByTestId('deposit-submit').click();
      await expect.poll(() => page.getByTestId('deposit-page').textContent()).toMatch(message);
    }
    expect(await page.getByTestId('deposit-order').count()).toBe(0);
  });

  it('answers the seeded withdrawal confirmation with Not received and a real PNG as proof', async () => {
    const { page } = run;
    await logInAsMember(page);
    await page.goto(`${run.url}/member?page=depositv2`);
    const panel = page.getByTestId('pending-confirmations');
    await panel.waitFor({ timeout: 15_000 });
    await panel.getByTestId('confirm-not-received').click();
    await panel.getByTestId('proof-input').setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await panel.getByTestId('proof-file').first().waitFor();
    await panel.getByTestId('confirm-submit').click();
    await panel.getByTestId('confirmation-done').waitFor({ timeout: 15_000 });
    const withdrawals = (await devJson(DEV_PATH.withdrawals)) as Array<{ status: string }>;
    // Disputed: the operator decides; nothing was auto-received.
    expect(withdrawals.length).toBeGreaterThan(0);
  });

  it('opens every member page from the left menu, with the address in the bar and back working', async () => {
    const { page } = run;
    await logInAsMember(page);
    await page.goto(`${run.url}/member`);
    await page.getByTestId('member-page-securityCenter').waitFor();
    await page.getByTestId('member-menu-personalHistoryCopy').click();
    await page.getByTestId('member-page-personalHistoryCopy').waitFor();
    expect(page.url()).toContain('/member?page=personalHistoryCopy');
    await page.goBack();
    await page.getByTestId('member-page-securityCenter').waitFor();
    // A page that does not exist goes to the default page.
    await page.goto(`${run.url}/member?page=nothingHere`);
    await page.getByTestId('member-page-securityCenter').waitFor();
    expect(page.url()).toContain('/member?page=securityCenter');
  });

  it('warns a trial player away from deposits and the member center with a confirm button', async () => {
    const { page } = run;
    await page.goto(run.url);
    await page.getByTestId('header-free-play').click();
    // Signed in as a trial account once its (demo) balance shows.
    await page.getByTestId('balance-value').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Deposit' }).first().click();
    const warning = page.getByTestId('trial-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/registered account/i);
    expect(new URL(page.url()).pathname).toBe('/');
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await warning.waitFor({ state: 'detached' });
  });
});
