import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_PATH } from '@kernel/paths';
import { devControl, logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

/** The figure on the reward center's entry of the member menu; 0 when the badge is gone. */
async function menuBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('member-badge-rewardCenter');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden=true]').textContent()) ?? 'NaN');
}

/** The header balance in paise ('₹ 25,000.00' → 2500000). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-value').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

async function signIn(page: Page) {
  await page.goto(run.url);
  await logIn(page, 'demo_member', 'Demo@1234');
  await page.getByTestId('balance-value').filter({ hasText: /\d/ }).waitFor({ timeout: 15_000 });
}

/** A reward's card by its title (cards carry data-status; their buttons and figures do not). */
const card = (page: Page, title: string) => page.locator('[data-testid^=reward-][data-status]').filter({ hasText: title });

describe('the reward center in Chromium', () => {
  it('shows the badge, marks the new rewards seen, and a claim raises the header balance and drops the badge', async () => {
    const { page } = run;
    await signIn(page);
    await page.goto(`${run.url}/member`);
    await page.getByTestId('member-menu-rewardCenter').waitFor({ timeout: 20_000 });
    // Two to claim and one expired reward not seen yet.
    await expect.poll(() => menuBadge(page), { timeout: 10_000 }).toBe(3);

    await page.getByTestId('member-menu-rewardCenter').click();
    await page.getByTestId('rewards-list').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('rewards-claimable').textContent()).toBe('2 to claim');
    // New this visit, and seen now: the expired one leaves the badge.
    expect(await card(page, 'Monthly VIP bonus').getByText('New').count()).toBe(1);
    await expect.poll(() => menuBadge(page), { timeout: 10_000 }).toBe(2);
    expect(await card(page, 'Weekly VIP bonus').getAttribute('data-status')).toBe('expired');
    expect(await card(page, 'Weekly VIP bonus').getByRole('button').count()).toBe(0);
    expect(await card(page, 'VIP 2 level-up bonus').getAttribute('data-status')).toBe('claimed');

    const before = await headerBalance(page);
    const levelUp = card(page, 'VIP 3 level-up bonus');
    await levelUp.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => page.getByTestId('reward-notice').textContent()).toMatch(/^VIP 3 level-up bonus claimed: ₹1,000\.00 added to your main wallet/);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before + 100_000);
    await expect.poll(() => menuBadge(page), { timeout: 10_000 }).toBe(1);
    expect(await levelUp.getAttribute('data-status')).toBe('claimed');
    expect(await page.getByTestId('rewards-claimable').textContent()).toBe('1 to claim');

    // What the backend holds: after a reload it is still claimed, and paid once.
    await page.reload();
    await page.getByTestId('rewards-list').waitFor({ timeout: 20_000 });
    expect(await card(page, 'VIP 3 level-up bonus').getAttribute('data-status')).toBe('claimed');
    expect(await headerBalance(page)).toBe(before + 100_000);
    await expect.poll(() => menuBadge(page), { timeout: 10_000 }).toBe(1);
  });

  it('shows on the withdraw page, in English and Hindi, what a claimed reward still asks to be bet (x1: ₹1,000.00), and keeps withdrawing closed', async () => {
    const { page } = run;
    await signIn(page);
    await page.goto(`${run.url}/member?page=rewardCenter`);
    await page.getByTestId('rewards-list').waitFor({ timeout: 20_000 });
    await card(page, 'VIP 3 level-up bonus').getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => page.getByTestId('reward-notice').textContent()).toMatch(/^VIP 3 level-up bonus claimed/);
    await page.goto(`${run.url}/member?page=securityCenter`);
    await page.getByTestId('withdraw-password-new').fill('246810');
    await page.getByTestId('withdraw-password-confirm').fill('246810');
    await page.getByTestId('withdraw-password-submit').click();
    await page.getByTestId('withdraw-password-saved').waitFor({ timeout: 15_000 });
    await page.getByTestId('member-menu-withdraw').click();
    const left = page.getByTestId('withdraw-turnover-left');
    await left.waitFor({ timeout: 20_000 });
    expect(await left.textContent()).toBe('Your deposits and bonuses must be bet before a withdrawal. Still to bet: ₹1,000.00 (of ₹1,000.00).');
    expect(await page.getByTestId('withdraw-turnover').getAttribute('data-met')).toBe('false');
    expect(await page.getByTestId('withdraw-next').isDisabled()).toBe(true);

    await page.evaluate(() => localStorage.setItem('lang', 'HI'));
    await page.reload();
    await left.waitFor({ timeout: 20_000 });
    expect(await left.textContent()).toBe('निकासी से पहले आपकी जमा राशि और बोनस पर दांव लगना ज़रूरी है। अभी इतना दांव बाकी है: ₹1,000.00 (₹1,000.00 में से)।');
  });

  it("opens from the side menu's Bonus VIP: the VIP level, the amounts still needed and every level", async () => {
    const { page } = run;
    await signIn(page);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Bonus VIP' }).click();
    await page.waitForURL(/\/member\?page=rewardCenter$/);
    await page.getByTestId('vip-status').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('vip-level').textContent()).toBe('VIP 3');
    expect(await page.getByTestId('vip-progress').textContent()).toContain('On your way to VIP 4');
    expect(await page.getByTestId('vip-needed-deposit').textContent()).toBe('₹10,000.00 more');
    expect(await page.getByTestId('vip-needed-bet').textContent()).toMatch(/^₹[\d,]+\.\d{2} more$/);
    const share = Number(await page.getByRole('progressbar', { name: 'Progress to VIP 4' }).getAttribute('aria-valuenow'));
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(100);
    await page.getByText('All VIP levels and benefits').click();
    expect(await page.getByTestId('vip-levels-table').locator('tbody tr').count()).toBe(10);
    expect(await page.getByTestId('vip-level-3').textContent()).toContain('You');
    // The security center's profile (member info's rule) says the same level.
    await page.getByTestId('member-menu-securityCenter').click();
    await expect.poll(() => page.getByTestId('profile-vip').textContent(), { timeout: 20_000 }).toBe('VIP 3');
  });

  it('refuses a reward that expired while the page was open, with a clear message, and pays nothing', async () => {
    const { page } = run;
    await signIn(page);
    await devControl(run.url, DEV_PATH.grantReward, 'POST', { username: 'demo_member', kind: 'compensation', amountPaise: 25_000, expiresInMinutes: 1 });
    await page.goto(`${run.url}/member?page=rewardCenter`);
    const compensation = card(page, 'Compensation');
    await compensation.waitFor({ timeout: 20_000 });
    expect(await compensation.getAttribute('data-status')).toBe('claimable');
    const before = await headerBalance(page);
    await devControl(run.url, DEV_PATH.clock, 'POST', { advanceMs: 2 * 60_000 });
    await compensation.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => page.getByTestId('reward-notice').textContent()).toBe('This reward has expired and can no longer be claimed');
    await expect.poll(() => compensation.getAttribute('data-status')).toBe('expired');
    expect(await headerBalance(page)).toBe(before);
  });

  it("shows the backend's texts in Hindi for a Hindi visitor", async () => {
    const { page } = run;
    await page.goto(run.url);
    await page.evaluate(() => localStorage.setItem('lang', 'HI'));
    await signIn(page);
    await page.goto(`${run.url}/member?page=rewardCenter`);
    await page.getByTestId('rewards-list').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('rewards-list').textContent()).toContain('मासिक VIP बोनस');
    await page.getByTestId('vip-levels').locator('summary').click();
    expect(await page.getByTestId('vip-level-0').textContent()).toContain('सामान्य');
  });
});
