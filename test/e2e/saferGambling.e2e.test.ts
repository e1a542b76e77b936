import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

async function headerBalancePaise(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-value').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

describe('safer gambling in Chromium (issue 26)', () => {
  it('sets a ₹1,000 daily deposit limit; a ₹1,500 deposit is then refused naming the daily limit and when it resets', async () => {
    const { page } = run;
    await page.goto(run.url);
    await logIn(page, 'demo_member', 'Demo@1234');
    await expect.poll(() => headerBalancePaise(page), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.goto(`${run.url}/member?page=saferGambling`);
    await page.getByTestId('limit-deposit-day-edit').click();
    await page.getByTestId('limit-amount').fill('1000');
    await page.getByTestId('limit-save').click();
    // a first limit applies at once
    await page.getByTestId('safer-gambling-saved').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('limit-deposit-day-amount').textContent()).toContain('1,000.00');

    await page.getByTestId('member-menu-depositv2').click();
    await page.getByTestId('deposit-channel-UPI').click();
    await page.getByTestId('deposit-amount').fill('1500');
    await page.getByTestId('deposit-submit').click();
    const refusal = page.getByText(/daily deposit limit of ₹1,000\.00/);
    await refusal.waitFor({ timeout: 15_000 });
    expect(await refusal.textContent()).toMatch(/The limit resets on \d{1,2} \w{3} \d{4}, 12:00/);
  });
});
