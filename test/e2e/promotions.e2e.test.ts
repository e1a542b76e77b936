import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DevPromotionApplication } from '@kernel/devControls';
import { DEV_PATH } from '@kernel/paths';
import { encodePng } from '../../server/captcha/png';
import { logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

/** A real PNG of a few pixels in one colour (the captcha's encoder): the backend reads the bytes. */
const realPng = (name: string, shade: number) => ({ name, mimeType: 'image/png', buffer: encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(shade)) });

/** The header balance as a number of paise ('₹ 26,000.00' → 2600000). */
async function headerBalancePaise(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-value').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function openPromotions(page: Page) {
  await page.goto(run.url);
  await logIn(page, 'demo_member', 'Demo@1234');
  await expect.poll(() => headerBalancePaise(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.goto(`${run.url}/promotions`);
  await page.getByTestId('promotion-list').waitFor({ timeout: 30_000 });
}

const stateOf = (page: Page, code: string) => page.getByTestId(`promotion-card-${code}`).getByTestId('promotion-state').getAttribute('data-state');

async function pendingApplications(): Promise<DevPromotionApplication[]> {
  const response = await fetch(`${run.url}${DEV_PATH.promotionApplications}`);
  return ((await response.json()) as { value: DevPromotionApplication[] }).value;
}

describe('promotions in Chromium', () => {
  it('applies with a comment and 2 images: Applying, then Issued once the operator approves, with the bonus in the balance and the account record', async () => {
    const { page } = run;
    await openPromotions(page);
    expect(await stateOf(page, 'FIRST_DEPOSIT_DOUBLE')).toBe('Join');
    const before = await headerBalancePaise(page);

    await page.getByTestId('promotion-action-FIRST_DEPOSIT_DOUBLE').click();
    const form = page.getByTestId('application-form');
    await form.getByTestId('application-comment').fill('Deposited ₹1,000 by UPI today, receipts attached.');
    await form.getByTestId('application-images-input').setInputFiles([realPng('receipt.png', 40), realPng('bank.png', 200)]);
    await expect.poll(() => form.getByTestId('application-image').count()).toBe(2);
    // The previews are the chosen images, read in the browser.
    await expect.poll(() => form.getByAltText('Preview of receipt.png').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await form.getByTestId('application-send').click();
    await page.getByTestId('promotion-result').waitFor();
    await page.getByTestId('promotion-result-ok').click();
    expect(await stateOf(page, 'FIRST_DEPOSIT_DOUBLE')).toBe('Applying');
    expect(await page.getByTestId('promotion-action-FIRST_DEPOSIT_DOUBLE').count()).toBe(0);

    // The operator's side: the application waits, with its comment and images; approving pays the bonus.
    const [application] = await pendingApplications();
    expect(application).toMatchObject({ username: 'demo_member', promotionCode: 'FIRST_DEPOSIT_DOUBLE', imageCount: 2, rewardPaise: 100_000 });
    const approved = await fetch(`${run.url}${DEV_PATH.approvePromotionApplication}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationId: application?.id }),
    });
    expect(approved.status).toBe(200);

    await page.reload();
    await page.getByTestId('promotion-list').waitFor({ timeout: 30_000 });
    expect(await stateOf(page, 'FIRST_DEPOSIT_DOUBLE')).toBe('Issued');
    await expect.poll(() => headerBalancePaise(page), { timeout: 15_000 }).toBe(before + 100_000);
    // The details show the application as sent, its images served back as images.
    await page.getByTestId('promotion-details-FIRST_DEPOSIT_DOUBLE').click();
    const detail = page.getByTestId('promotion-detail');
    expect(await detail.getByTestId('detail-application').textContent()).toContain('Deposited ₹1,000 by UPI today, receipts attached.');
    await expect.poll(() => detail.getByTestId('application-image').count(), { timeout: 15_000 }).toBe(2);
    expect(await detail.getByTestId('application-image').first().getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.keyboard.press('Escape');

    await page.goto(`${run.url}/member?page=transactionHistory`);
    const firstRow = page.getByTestId('record-row').first();
    await firstRow.waitFor({ timeout: 20_000 });
    const row = (await firstRow.textContent()) ?? '';
    expect(row).toContain('Bonus');
    expect(row).toContain('1,000.00');
    expect(row).toContain('promotion:FIRST_DEPOSIT_DOUBLE');
  });

  it('says what is wrong with a 141-character comment, a fourth image, a gif, a 6 MB png and a file that claims to be png, and sends nothing', async () => {
    const { page } = run;
    await openPromotions(page);
    await page.getByTestId('promotion-action-FIRST_DEPOSIT_DOUBLE').click();
    const form = page.getByTestId('application-form');
    const issues = form.getByTestId('application-image-issues');

    await form.getByTestId('application-comment').fill('x'.repeat(141));
    expect(await form.getByTestId('application-counter').textContent()).toBe('141/140');
    expect(await form.getByTestId('application-comment-issue').textContent()).toBe('The comment can be at most 140 characters');

    const sixMegabytes = Buffer.alloc(6 * 1024 * 1024);
    encodePng(2, 2, new Uint8Array(12)).copy(sixMegabytes);
    await form.getByTestId('application-images-input').setInputFiles([
      { name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\u0001\u0000\u0001\u0000') },
      { name: 'huge.png', mimeType: 'image/png', buffer: sixMegabytes },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>not a picture</body></html>') },
    ]);
    await expect
      .poll(() => issues.textContent())
      .toBe('party.gif: Only PNG or JPG images can be senthuge.png: Each image must be 5 MB or smallerfake.png: The file is not a real PNG or JPG image');
    expect(await form.getByTestId('application-image').count()).toBe(0);

    await form.getByTestId('application-images-input').setInputFiles([realPng('1.png', 10), realPng('2.png', 60), realPng('3.png', 120), realPng('4.png', 180)]);
    await expect.poll(() => issues.textContent()).toBe('4.png: At most 3 images can be sent');
    expect(await form.getByTestId('application-image').count()).toBe(3);
    expect(await form.getByTestId('application-images-input').isDisabled()).toBe(true);

    // Sending is refused while the comment is too long; nothing reaches the operator.
    await form.getByTestId('application-send').click();
    expect(await form.getByTestId('application-comment-issue').textContent()).toBe('The comment can be at most 140 characters');
    await form.getByRole('button', { name: 'Cancel' }).click();

    // A birthday application asks for the age of 21 first.
    await page.getByTestId('promotion-action-BIRTHDAY_GIFT').click();
    await form.getByTestId('application-comment').fill('My birthday is this month');
    await form.getByTestId('application-send').click();
    expect(await form.getByTestId('application-age-issue').textContent()).toBe('Please confirm you are 21 years old');
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await pendingApplications()).toEqual([]);
    expect(await stateOf(page, 'FIRST_DEPOSIT_DOUBLE')).toBe('Join');
  });

  it('claims the won raffle prize (MCS2_claimRafflePromotion): Claimed, the balance up by ₹1,000', async () => {
    const { page } = run;
    await openPromotions(page);
    const before = await headerBalancePaise(page);
    const claim = page.getByTestId('promotion-action-WEEKLY_JACKPOT_RAFFLE');
    expect(await claim.textContent()).toBe('Claim raffle prize');
    await claim.click();
    expect(await page.getByTestId('promotion-result').textContent()).toContain('₹1,000.00 was added to your main wallet.');
    await page.getByTestId('promotion-result-ok').click();
    expect(await stateOf(page, 'WEEKLY_JACKPOT_RAFFLE')).toBe('Claimed');
    await expect.poll(() => headerBalancePaise(page), { timeout: 15_000 }).toBe(before + 100_000);
  });

  it('lets a visitor browse, filter by dates and read the terms, and asks for a login to join', async () => {
    const { page } = run;
    await page.goto(`${run.url}/promotions`);
    await page.getByTestId('promotion-list').waitFor({ timeout: 30_000 });
    expect(await stateOf(page, 'SLOTS_WEEK')).toBe('Join');
    expect(await stateOf(page, 'DIWALI_MEGA_RAFFLE')).toBe('coming soon');
    await page.getByRole('tab', { name: 'Previous 30 days' }).click();
    expect(await page.getByTestId('promotion-card-DIWALI_MEGA_RAFFLE').count()).toBe(0);
    expect(await page.getByTestId('promotion-card-FESTIVAL_RELOAD').count()).toBe(1);
    await page.getByTestId('promotion-details-FESTIVAL_RELOAD').click();
    expect(await page.getByTestId('promotion-terms').textContent()).toContain('Reload with ₹3,000 or more');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'All dates' }).click();
    await page.getByTestId('promotion-action-SLOTS_WEEK').click();
    await page.getByTestId('login-popup').waitFor();
  });
});
