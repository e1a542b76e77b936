import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_PATH, PATH } from '@kernel/paths';
import { logIn, productPerFile, skipAnnouncementPopups } from './harness';

const run = productPerFile({ language: 'EN' });

async function openReferral(page: Page) {
  await page.goto(run.url);
  await logIn(page, 'demo_member', 'Demo@1234');
  await page.getByTestId('balance-value').waitFor({ timeout: 15_000 });
  await page.goto(`${run.url}/member?page=referral`);
  await page.getByTestId('referral-friends').waitFor({ timeout: 20_000 });
}

/** A dev control's answer (SMS outbox, captcha answers). */
async function devRead<T>(path: string): Promise<T> {
  const response = await fetch(`${run.url}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return ((await response.json()) as { value: T }).value;
}

const friendsInvited = async (page: Page) => Number((await page.getByTestId('referral-total-invited').locator('dd').textContent())?.replace(/\D/g, ''));

describe('invite friends in Chromium', () => {
  it('shows demo_member its code, the invite link with it and its QR code, the terms, the totals and the friends', async () => {
    const { page, context } = run;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: run.url });
    await openReferral(page);

    const code = (await page.getByTestId('referral-code').textContent()) ?? '';
    expect(code).toBe('DEMOREF1');
    expect(await page.getByTestId('referral-link').inputValue()).toBe(`${run.url}/register?referralCode=${code}`);
    expect(await page.getByTestId('referral-qr').locator('svg').count()).toBe(1);
    expect(await page.getByTestId('referral-term-rate').textContent()).toContain('0.5%');
    expect(await page.getByTestId('referral-term-active').textContent()).toContain('₹1,000.00');

    // 14 seeded friends: 10 on the first page, masked names, all three statuses, commission paid.
    expect(await friendsInvited(page)).toBe(14);
    expect(Number((await page.getByTestId('referral-total-active').locator('dd').textContent()) ?? 'NaN')).toBe(8);
    expect(await page.getByTestId('referral-total-commission').locator('dd').textContent()).toMatch(/^₹[\d,]+\.\d{2}$/);
    const rows = page.getByTestId('referral-friend');
    expect(await rows.count()).toBe(10);
    for (const name of await rows.locator('[data-column=name]').allTextContents()) expect(name).toMatch(/^\S{2}\*\*\*\S{2}$/);
    expect(new Set(await rows.locator('[data-status]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-status'))))).toEqual(
      new Set(['registered', 'deposited', 'active']),
    );
    await page.getByTestId('page-2').click();
    await expect.poll(() => rows.count()).toBe(4);

    // Copying never passes silently: Copied (and the clipboard holds the code), or the refusal said.
    await page.getByTestId('referral-copy-code').click();
    await expect.poll(() => page.getByTestId('referral-copy-code-note').textContent()).toMatch(/^(Copied|Could not copy: .+)$/);
    if ((await page.getByTestId('referral-copy-code-note').textContent()) === 'Copied') {
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      // 'Copied' goes away after a while.
      await expect.poll(() => page.getByTestId('referral-copy-code-note').textContent(), { timeout: 5_000 }).toBe('');
    }
  });

  it('makes a visitor who registers through the link one more friend of demo_member', async () => {
    const { page, browser } = run;
    await openReferral(page);
    const before = await friendsInvited(page);
    const link = await page.getByTestId('referral-link').inputValue();

    // The visitor, in a browser of its own.
    const visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await skipAnnouncementPopups(visitorContext);
    await visitorContext.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const visitor = await visitorContext.newPage();
    try {
      let captchaId: string | null = null;
      visitor.on('response', (response) => {
        if (new URL(response.url()).pathname === PATH.captcha) captchaId = response.headers()['captcha-id'] ?? captchaId;
      });
      await visitor.goto(link);
      const popup = visitor.getByTestId('register-popup');
      await popup.locator('[name=password]').waitFor({ timeout: 30_000 });
      // A valid code in the link: once the affiliate check has answered, the invitation code field is not asked for.
      await expect.poll(() => popup.locator('[name=affiliateCode]').count(), { timeout: 10_000 }).toBe(0);

      const mobile = `9${String(Date.now() % 100_000_000).padStart(8, '0')}7`;
      await popup.locator('[name=mobileNum]').fill(mobile);
      const asked = Date.now() - 60_000;
      await popup.getByTestId('sms-send').click();
      let smsCode = '';
      await expect
        .poll(
          async () => {
            const sent = await devRead<Array<{ mobile: string; code: string; sentAt: number }>>(DEV_PATH.smsOutbox);
            smsCode = sent.find((sms) => sms.mobile === mobile && sms.sentAt >= asked)?.code ?? '';
            return smsCode;
          },
          { timeout: 10_000 },
        )
        .not.toBe('');
      await popup.locator('[name=verificationCode]').fill(smsCode);
      await popup.locator('[name=password]').fill('Secret@123');
      await popup.locator('[name=confirmPassword]').fill('Secret@123');
      await expect.poll(() => captchaId, { timeout: 10_000 }).not.toBeNull();
      const captchas = await devRead<Array<{ id: string; answer: string }>>(DEV_PATH.captchas);
      await popup.locator('[name=captcha]').fill(captchas.find((captcha) => captcha.id === captchaId)?.answer ?? '');
      await popup.locator('input[type=checkbox]').click();
      await popup.locator('button[type=submit]').click();
      // Registered and logged in: the popup closes, the header shows a balance.
      await popup.waitFor({ state: 'detached', timeout: 30_000 });
      await visitor.getByTestId('balance-value').waitFor({ timeout: 20_000 });
    } finally {
      await visitorContext.close();
    }

    // demo_member sees one more friend, the newest first: registered, nothing earned yet.
    await page.reload();
    await page.getByTestId('referral-friends').waitFor({ timeout: 20_000 });
    await expect.poll(() => friendsInvited(page)).toBe(before + 1);
    const newest = page.getByTestId('referral-friend').first();
    expect(await newest.locator('[data-column=name]').textContent()).toMatch(/^m\d\*\*\*\d{2}$/);
    expect(await newest.locator('[data-status]').getAttribute('data-status')).toBe('registered');
  });
});
