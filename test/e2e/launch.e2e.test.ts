import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_PATH } from '../../src/contract/paths';
import { devControl, launchBrowser, logIn, type RunningProduct, skipAnnouncementPopups, startProduct } from './harness';

let product: RunningProduct;
let browser: Browser;
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
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipAnnouncementPopups(context);
  await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
  page = await context.newPage();
});

const firstTile = (scope: string) => page.locator(`[data-testid=${scope}] [data-testid=game-tile]`).first();

describe('game launching (SPEC 2)', () => {
  it('asks a guest to log in', async () => {
    await page.goto(`${product.url}/rng`);
    await firstTile('game-list').click();
    await page.getByTestId('login-popup').waitFor();
  });

  it("gives a trial player 'Please register an account first'", async () => {
    await page.goto(product.url);
    await page.getByTestId('header-free-play').click();
    await page.getByTestId('balance-value').waitFor();
    await page.goto(`${product.url}/rng`);
    await firstTile('game-list').click();
    await expect.poll(() => page.getByTestId('warning-dialog').textContent()).toContain('Please register an account first');
  });

  it('launches a game for a member in the game popup', async () => {
    await page.goto(product.url);
    await logIn(page, 'demo_member', 'Demo@1234');
    await page.getByTestId('balance-value').waitFor();
    await page.goto(`${product.url}/rng?vassalage=MEGA`);
    await firstTile('game-list').click();
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/\/assets-gen\/play\/\d+\.html/);
  });

  it('sends a lottery game to /lottery with its gameCode', async () => {
    await page.goto(product.url);
    await logIn(page, 'demo_member', 'Demo@1234');
    await page.getByTestId('balance-value').waitFor();
    const hot = page.locator('[data-testid=hot-games] [data-testid=game-tile]');
    await expect.poll(() => hot.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The seeded hot list holds an e-lottery game (vendor TCG_ELOTT).
    const names = await hot.allTextContents();
    const index = names.findIndex((name) => name.includes('TCG_ELOTT'));
    expect(index).toBeGreaterThanOrEqual(0);
    // The tile may sit on a carousel slide out of view: click it as the carousel's own arrows would reveal it.
    await hot.nth(index).dispatchEvent('click');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/lottery');
    expect(new URL(page.url()).searchParams.get('gameCode')).toBeTruthy();
  });

  it('toggles a favourite for a member, and asks a guest to log in', async () => {
    await page.goto(`${product.url}/rng?vassalage=MEGA`);
    const tile = page.locator('[data-testid=game-list] [data-testid=game-tile]').first();
    await tile.hover();
    await page.locator('[data-testid=game-list] [data-testid=favourite-toggle]').first().click();
    await page.getByTestId('login-popup').waitFor();
    await page.keyboard.press('Escape');
    await logIn(page, 'demo_member', 'Demo@1234');
    await page.getByTestId('balance-value').waitFor();
    await tile.hover();
    const heart = page.locator('[data-testid=game-list] [data-testid=favourite-toggle]').first();
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
  });
});
