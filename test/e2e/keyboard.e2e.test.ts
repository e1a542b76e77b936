import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPerFile } from './harness';
import { DEMO_LOGINS } from './surfaces';

/**
 * Issue 11 point 8: every flow works with the keyboard alone. Nothing here clicks or fills: only
 * Tab, Shift+Tab, Enter, Space, Escape and typed keys, as a person without a mouse would.
 */
const run = productPerFile({ language: 'EN' });

/** What has focus, described for the failure messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}${element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : ''}${element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
  });

const focusMatches = (page: Page, selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, { max = 150, backwards = false } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await focusMatches(page, selector)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab never reached ${selector}; focus is on ${await focused(page)}`);
}

/** The focused element shows a visible focus ring: it matches :focus-visible and draws an outline or a ring shadow. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { focusVisible: false, outline: 'none', shadow: 'none' };
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline:
        style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      shadow: style.boxShadow,
    };
  });

async function expectVisibleFocus(page: Page) {
  const ring = await focusRing(page);
  expect(ring.focusVisible, `focus on ${await focused(page)}`).toBe(true);
  expect(ring.outline !== 'none' || ring.shadow !== 'none', `no focus ring on ${await focused(page)}`).toBe(true);
}

const focusIsIn = (page: Page, testId: string) => page.evaluate((id) => Boolean(document.activeElement?.closest(`[data-testid=${id}]`)), testId);

describe('keyboard only (Chromium)', () => {
  it('logs in from the header, opens a game list, launches a game and closes it with Escape, with focus always visible', { timeout: 240_000 }, async () => {
    const { page } = run;
    await page.goto(run.url);
    await page.getByTestId('header-login').waitFor({ timeout: 60_000 });

    // Log in from the header: the popup takes focus, the fields take typing, Enter submits.
    await tabTo(page, '[data-testid=header-login]');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByTestId('login-popup').waitFor();
    await expect.poll(() => focusIsIn(page, 'login-popup')).toBe(true);
    await tabTo(page, '[data-testid=login-popup] input[name=username]', { max: 20 });
    await expectVisibleFocus(page);
    await page.keyboard.type(DEMO_LOGINS.member.username);
    await tabTo(page, '[data-testid=login-popup] input[name=password]', { max: 5 });
    await page.keyboard.type(DEMO_LOGINS.member.password);
    await page.keyboard.press('Enter');
    await page.getByTestId('balance-value').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('login-popup').waitFor({ state: 'detached' });
    // The Log in button is gone: focus waits on the main content, just below the header.
    await expect.poll(() => focusMatches(page, 'main')).toBe(true);

    // Open the slots list from the header's nav link (Shift+Tab: the nav is just above the main content).
    await tabTo(page, '[data-testid=nav-RNG]', { max: 60, backwards: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rng/);
    await page.locator('[data-testid=game-list] [data-testid=game-tile]').first().waitFor({ timeout: 30_000 });

    // Launch the first game with Enter; Escape closes the game and gives focus back to its tile.
    const tile = '[data-testid=game-list] [data-testid=game-tile]';
    await tabTo(page, tile, { max: 300 });
    await expectVisibleFocus(page);
    const tileName = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('Enter');
    await page.getByTestId('game-frame').waitFor({ timeout: 30_000 });
    await expect.poll(() => focusIsIn(page, 'game-popup')).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('game-popup').waitFor({ state: 'detached' });
    await expect.poll(() => focusMatches(page, tile)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(tileName);
  });

  it('keeps focus inside an open dialog (Tab and Shift+Tab wrap) and gives it back to the opener on Escape', { timeout: 120_000 }, async () => {
    const { page } = run;
    await page.goto(run.url);
    await page.getByTestId('header-register').waitFor({ timeout: 60_000 });
    await tabTo(page, '[data-testid=header-register]');
    await page.keyboard.press('Enter');
    await page.getByTestId('register-popup').waitFor();
    await expect.poll(() => focusIsIn(page, 'register-popup')).toBe(true);

    const stops = await page
      .getByTestId('register-popup')
      .locator('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])')
      .count();
    // Twice round the dialog forwards, then backwards: focus never leaves it.
    for (let presses = 0; presses < stops * 2 + 2; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(page, 'register-popup'), `Tab ${presses + 1} left the dialog for ${await focused(page)}`).toBe(true);
    }
    for (let presses = 0; presses < stops + 2; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsIn(page, 'register-popup'), `Shift+Tab ${presses + 1} left the dialog for ${await focused(page)}`).toBe(true);
    }
    await expectVisibleFocus(page);

    await page.keyboard.press('Escape');
    await page.getByTestId('register-popup').waitFor({ state: 'detached' });
    await expect.poll(() => focusMatches(page, '[data-testid=header-register]')).toBe(true);
  });

  it('opens the account menu with the keyboard and walks its entries with the arrow keys; Escape closes it', { timeout: 120_000 }, async () => {
    const { page } = run;
    await page.goto(run.url);
    await page.getByTestId('header-login').waitFor({ timeout: 60_000 });
    await tabTo(page, '[data-testid=header-login]');
    await page.keyboard.press('Enter');
    // The popup's chunk may still be on its way: Tab only once the dialog has taken focus.
    await page.getByTestId('login-popup').waitFor();
    await expect.poll(() => focusIsIn(page, 'login-popup')).toBe(true);
    await tabTo(page, '[data-testid=login-popup] input[name=username]', { max: 20 });
    await page.keyboard.type(DEMO_LOGINS.member.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_LOGINS.member.password);
    await page.keyboard.press('Enter');
    await page.getByTestId('balance-value').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('login-popup').waitFor({ state: 'detached' });
    await expect.poll(() => focusMatches(page, 'main')).toBe(true);

    await tabTo(page, '[data-testid=account-menu-button]', { max: 60, backwards: true });
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('account-menu');
    await menu.waitFor();
    await expect.poll(() => focusIsIn(page, 'account-menu')).toBe(true);
    const first = await focused(page);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).not.toBe(first);
    expect(await focusIsIn(page, 'account-menu')).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe(first);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => focusMatches(page, '[data-testid=account-menu-button]')).toBe(true);
  });
});
