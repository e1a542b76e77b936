import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

/** Paise in a money text ('₹25,031.32' → 2503132). */
const paiseIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const headerBalance = async (page: Page) => paiseIn(await page.getByTestId('balance-value').first().textContent());

/** The figure on the missions entry of the member menu; 0 when the badge is gone. */
async function missionsBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('member-badge-missionLeaderboard');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden=true]').textContent()) ?? 'NaN');
}

async function openMemberPage(page: Page, id: string, ready: string) {
  await page.goto(`${run.url}/member?page=${id}`);
  // the first visit compiles the page's chunk on the dev server: slow on a busy machine
  await page.getByTestId(ready).waitFor({ timeout: 45_000 });
}

/** Each test has a tab of its own: demo_member logs in to it. */
async function logInAsDemoMember(page: Page) {
  await page.goto(run.url);
  await logIn(page, 'demo_member', 'Demo@1234');
  await page.getByTestId('balance-value').waitFor({ timeout: 15_000 });
}

describe('rewards: manual rebate and missions in Chromium', () => {
  it('claims the rebate: the header balance rises by it and the account record shows it as a rebate', async () => {
    const { page } = run;
    await logInAsDemoMember(page);
    await openMemberPage(page, 'bonusDetails', 'rebate-total');
    const due = paiseIn(await page.getByTestId('rebate-total').textContent());
    expect(due).toBeGreaterThan(0);
    const before = await headerBalance(page);
    const claimsBefore = await page.getByTestId('rebate-claim-row').count();
    // the bonuses received, with their turnover
    expect(await page.getByTestId('bonus-grant').count()).toBeGreaterThanOrEqual(4);

    await page.getByTestId('rebate-claim').click();
    await expect.poll(() => page.getByTestId('rebate-paid').textContent(), { timeout: 10_000 }).toContain('rebate was added to your main wallet');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before + due);
    await expect.poll(() => page.getByTestId('rebate-claim-row').count()).toBe(Math.min(claimsBefore + 1, 10));
    // nothing left: the button is disabled with the reason
    expect(await page.getByTestId('rebate-claim').isDisabled()).toBe(true);
    expect(await page.getByTestId('rebate-block').textContent()).toContain('Nothing to claim yet');

    await openMemberPage(page, 'transactionHistory', 'record-table');
    const newest = page.getByTestId('record-row').first();
    await expect.poll(() => newest.locator('[data-column=type]').textContent(), { timeout: 10_000 }).toBe('Rebate');
    expect(paiseIn(await newest.locator('[data-column=amount]').textContent())).toBe(due);
  });

  it("claims a mission's prize: the missions badge drops and the balance rises by the prize", async () => {
    const { page } = run;
    await logInAsDemoMember(page);
    await openMemberPage(page, 'missionLeaderboard', 'missions');
    await expect.poll(() => missionsBadge(page), { timeout: 10_000 }).toBe(1);
    const before = await headerBalance(page);
    const claimable = page.locator('[data-testid=mission][data-state=claimable]');
    expect(await claimable.count()).toBe(1);
    expect(await page.locator('[data-testid=mission][data-state=inProgress]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=mission][data-state=claimed]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('mission-rank-own').count()).toBe(1);

    await claimable.getByTestId('mission-claim').click();
    await expect.poll(() => page.getByTestId('mission-paid').textContent(), { timeout: 10_000 }).toContain('₹10.00 was added to your main wallet');
    await expect.poll(() => missionsBadge(page), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(before + 1_000);
    expect(await page.locator('[data-testid=mission][data-state=claimable]').count()).toBe(0);

    // what the backend holds: after a reload the mission stays claimed and the badge gone
    await page.reload();
    await page.getByTestId('missions').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid=mission][data-state=claimable]').count()).toBe(0);
    await expect.poll(() => missionsBadge(page), { timeout: 10_000 }).toBe(0);
  });
});
