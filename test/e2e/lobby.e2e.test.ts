import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_PATH, PATH } from '../../src/contract/paths';
import { devControl, launchBrowser, logIn, type RunningProduct, skipAnnouncementPopups, startProduct } from './harness';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});
beforeEach(async () => {
  await devControl(product.url, DEV_PATH.reset, 'POST');
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipAnnouncementPopups(context);
  await context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
  });
  page = await context.newPage();
});

describe('the lobby (SPEC 2)', () => {
  it('shows a guest a login prompt for their games, deposit and withdraw', async () => {
    await page.goto(product.url);
    await page.getByTestId('my-games-login').waitFor();
    await page.getByTestId('lobby-deposit').click();
    await page.getByTestId('login-popup').waitFor();
  });

  it("shows a member's recent and favourite games and opens the deposit page", async () => {
    await page.goto(product.url);
    await logIn(page, 'demo_member', 'Demo@1234');
    const recent = page.locator('[data-testid=my-games-recent] [data-testid=game-tile]');
    await expect.poll(() => recent.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.locator('[data-testid=my-games] [data-testid=tab-favourite]').click();
    const favourites = page.locator('[data-testid=my-games-favourite] [data-testid=game-tile]');
    await expect.poll(() => favourites.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByTestId('lobby-deposit').click();
    await expect.poll(() => new URL(page.url()).search).toContain('page=depositv2');
  });

  it('launches a single-vendor category from the header directly', async () => {
    await page.goto(product.url);
    // A guest is asked to log in first.
    await page.getByTestId('nav-COCKFIGHT').click();
    await page.getByTestId('login-popup').waitFor();
    await page.keyboard.press('Escape');
    await logIn(page, 'demo_member', 'Demo@1234');
    await page.getByTestId('balance-value').waitFor();
    await page.getByTestId('nav-COCKFIGHT').click();
    await page.getByTestId('game-frame').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // A category with several vendors opens its page.
    await page.keyboard.press('Escape');
    await page.getByTestId('nav-LIVE').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/live');
  });

  it('reloads hot games and winners in the new language without rebuilding the lobby', async () => {
    await page.goto(product.url);
    await page.locator('[data-testid=hot-games] [data-testid=game-tile]').first().waitFor({ state: 'attached', timeout: 15_000 });
    const lobby = await page.getByTestId('lobby').elementHandle();
    const reloads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === PATH.hotGames || url.pathname === PATH.rankList) reloads.push(`${url.pathname} ${url.searchParams.get('language')}`);
    });
    await page.getByRole('banner').getByTestId('language-selector').selectOption('HI');
    await expect.poll(() => reloads.sort()).toEqual([`${PATH.hotGames} HI`, `${PATH.rankList} HI`].sort());
    // The same lobby element: its banners and carousels keep their place.
    expect(await lobby?.evaluate((element) => element.isConnected)).toBe(true);
  });
});
