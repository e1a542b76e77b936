import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

/** The unread figure on the messages entry of the member menu; 0 when the badge is gone. */
async function menuBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('member-badge-messageV2');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden=true]').textContent()) ?? 'NaN');
}

async function openInbox(page: Page) {
  await page.goto(run.url);
  await logIn(page, 'demo_member', 'Demo@1234');
  await page.getByTestId('balance-value').waitFor({ timeout: 15_000 });
  await page.goto(`${run.url}/member?page=messageV2`);
  await page.getByTestId('inbox').waitFor({ timeout: 20_000 });
}

const unreadMessages = (page: Page) => page.locator('[data-testid^=inbox-message-][data-read=false]');

describe('the message inbox in Chromium', () => {
  it('reads a message: its text shows, it turns read, and the menu badge drops by one', async () => {
    const { page } = run;
    await openInbox(page);
    await expect.poll(() => menuBadge(page), { timeout: 10_000 }).toBe(3);
    expect(await unreadMessages(page).count()).toBe(3);
    expect(await page.getByTestId('inbox-summary').textContent()).toMatch(/^3 unread · \d+ messages$/);

    const first = unreadMessages(page).first();
    const title = (await first.locator('span span').first().textContent())?.replace('Unread:', '').trim();
    await first.click();
    await expect.poll(() => page.getByTestId('inbox-reader').getByRole('heading').textContent()).toBe(title);
    expect((await page.getByTestId('inbox-reader').textContent())?.length).toBeGreaterThan(40);
    await expect.poll(() => unreadMessages(page).count()).toBe(2);
    await expect.poll(() => menuBadge(page), { timeout: 10_000 }).toBe(2);

    // What the backend holds: after a reload the message is still read.
    await page.reload();
    await page.getByTestId('inbox').waitFor({ timeout: 20_000 });
    expect(await unreadMessages(page).count()).toBe(2);
    await expect.poll(() => menuBadge(page), { timeout: 10_000 }).toBe(2);
  });

  it('marks all read (the badge goes), pages to older messages and deletes one after a confirmation', async () => {
    const { page } = run;
    await openInbox(page);
    await page.getByTestId('inbox-read-all').click();
    await expect.poll(() => page.getByTestId('inbox-notice').textContent()).toBe('All messages are marked as read.');
    expect(await unreadMessages(page).count()).toBe(0);
    await expect.poll(() => menuBadge(page), { timeout: 10_000 }).toBe(0);

    const total = Number((await page.getByTestId('inbox-summary').textContent())?.match(/(\d+) messages/)?.[1]);
    expect(total).toBeGreaterThan(10);
    await page.getByTestId('page-2').click();
    await expect.poll(() => page.locator('[data-testid^=inbox-message-]').count()).toBe(total - 10);

    const last = page.locator('[data-testid^=inbox-message-]').last();
    const id = (await last.getAttribute('data-testid'))?.replace('inbox-message-', '');
    await last.click();
    await page.getByTestId(`inbox-delete-${id}`).click();
    await page.getByTestId('inbox-delete-confirm').click();
    await expect.poll(() => page.getByTestId('inbox-notice').textContent()).toBe('Message deleted.');
    await expect.poll(() => page.getByTestId('inbox-summary').textContent()).toBe(`All read · ${total - 1} messages`);
    expect(await page.getByTestId(`inbox-message-${id}`).count()).toBe(0);
  });

  it('shows the messages in Hindi for a Hindi visitor', async () => {
    const { page } = run;
    await page.goto(run.url);
    await page.evaluate(() => localStorage.setItem('lang', 'HI'));
    await openInbox(page);
    await expect.poll(() => page.getByTestId('inbox-summary').textContent()).toMatch(/अपठित/);
    const titles = await page.locator('[data-testid^=inbox-message-]').allTextContents();
    expect(titles.join(' ')).toMatch(/[\u0900-\u097F]/);
  });
});
