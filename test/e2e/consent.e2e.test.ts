import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPerFile } from './harness';

// Issue 26, item 6: a first visit, without the storage choice every other test context starts with.
const run = productPerFile({ language: 'EN', firstVisit: true });

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

async function openLobby(page: Page) {
  await page.goto(run.url);
  await page.getByTestId('theme-toggle').waitFor();
}

describe('the storage notice (issue 26, item 6)', () => {
  it('on a first visit is drawn in the same frame as the page, not popped in over a page already shown', async () => {
    const { page } = run;
    // Records, at the first change that puts the header into the page, whether the notice came with it
    // (React inserts a commit's nodes in one task; an observer's callback runs after that task).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid=theme-toggle]')) return;
        observer.disconnect();
        (window as unknown as { noticeWithHeader?: boolean }).noticeWithHeader = document.querySelector('[data-testid=consent-notice]') !== null;
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await openLobby(page);
    await page.getByTestId('consent-notice').waitFor();
    expect(await page.evaluate(() => (window as unknown as { noticeWithHeader?: boolean }).noticeWithHeader)).toBe(true);
  });

  it('asks on a first visit; after Necessary only a theme change holds for the visit but is not kept', async () => {
    const { page } = run;
    await openLobby(page);
    const notice = page.getByTestId('consent-notice');
    await notice.waitFor();
    // Not a modal: the page behind it stays usable while it asks.
    await page.getByTestId('theme-toggle').click();
    expect(await shownTheme(page)).toBe('light');
    expect(await stored(page, 'theme')).toBeNull();
    // Answered from the keyboard.
    await page.getByTestId('consent-necessary').focus();
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'detached' });
    expect(await stored(page, 'storageConsent')).toBe('necessary');
    await page.getByTestId('theme-toggle').click();
    await page.getByTestId('theme-toggle').click();
    expect(await shownTheme(page)).toBe('light');
    expect(await stored(page, 'theme')).toBeNull();
    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    expect(await shownTheme(page)).toBe('dark');
    expect(await stored(page, 'theme')).toBeNull();
    expect(await page.getByTestId('consent-notice').count()).toBe(0);
  });

  it('after Accept all keeps the theme picked before the answer, and the footer’s Cookie settings takes it back', async () => {
    const { page } = run;
    await openLobby(page);
    await page.getByTestId('consent-notice').waitFor();
    await page.getByTestId('theme-toggle').click();
    expect(await stored(page, 'theme')).toBeNull();
    await page.getByTestId('consent-accept').click();
    await expect.poll(() => stored(page, 'theme')).toBe('light');
    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    expect(await shownTheme(page)).toBe('light');
    expect(await page.getByTestId('consent-notice').count()).toBe(0);
    // Cookie settings: the dialog opens on the choice kept (preferences on); switched off and saved, the theme kept is removed.
    // The footer's lazy parts (showcase, QR codes) may still arrive and move its links: wait for them, and press
    // again if the press landed while the link moved (a busy CI machine).
    await page.waitForLoadState('networkidle');
    const dialog = page.getByTestId('consent-dialog');
    for (let press = 1; press <= 3 && !(await dialog.isVisible()); press += 1) {
      await page.getByTestId('footer-cookie-settings').click();
      await dialog.waitFor({ timeout: 8_000 }).catch(() => undefined);
    }
    await dialog.waitFor();
    const preferences = dialog.getByTestId('consent-preferences');
    expect(await preferences.isChecked()).toBe(true);
    await preferences.uncheck();
    await dialog.getByTestId('consent-save').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await stored(page, 'storageConsent')).toBe('custom:necessary');
    expect(await stored(page, 'theme')).toBeNull();
    expect(await shownTheme(page)).toBe('light');
  });

  it('the agency pages, which have no player footer, keep Cookie settings at their foot', async () => {
    const { page } = run;
    await page.goto(`${run.url}/agent`);
    await page.getByTestId('consent-notice').waitFor();
    await page.getByTestId('consent-necessary').click();
    await page.getByTestId('consent-notice').waitFor({ state: 'detached' });
    expect(await stored(page, 'storageConsent')).toBe('necessary');
    await page.getByTestId('footer-cookie-settings').click();
    const dialog = page.getByTestId('consent-dialog');
    await dialog.waitFor();
    // The dialog opens on the choice kept: preferences off.
    expect(await dialog.getByTestId('consent-preferences').isChecked()).toBe(false);
  });
});
