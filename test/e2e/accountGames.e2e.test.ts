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

async function logInAsMember() {
  await page.goto(product.url);
  await logIn(page, 'demo_member', 'Demo@1234');
  await page.getByTestId('balance-value').waitFor();
}

const tilesIn = (scope: string) => page.locator(`[data-testid=${scope}] [data-testid=game-tile]`);

describe('account game lists (SPEC 2 /favorite, /recent)', () => {
  it("shows demo_member's seeded favourites by category, and removing one takes it off the list for good", async () => {
    await logInAsMember();
    await page.goto(`${product.url}/favorite`);
    const tiles = tilesIn('account-games');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(6);
    expect(await page.getByTestId('account-games-count').textContent()).toBe('6 games');
    // The PVP tab asks for that category alone: the seeded Kaiyuan favourite.
    await page.getByTestId('category-PVP').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?gameType=PVP');
    await expect.poll(() => tiles.count()).toBe(1);
    expect(await tiles.first().textContent()).toContain('KY');
    await page.getByTestId('category-ALL').click();
    await expect.poll(() => tiles.count()).toBe(6);

    // After the reload (page.goto), the favourites are fetched again: every heart is filled.
    const hearts = page.locator('[data-testid=account-games] [data-testid=favourite-toggle]');
    await expect.poll(() => hearts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-pressed')))).toEqual(Array(6).fill('true'));
    const first = await tiles.first().textContent();
    await hearts.first().click();
    await expect.poll(() => tiles.count()).toBe(5);
    expect(await tiles.allTextContents()).not.toContain(first);
    await page.reload();
    await expect.poll(() => tilesIn('account-games').count(), { timeout: 15_000 }).toBe(5);
  });

  it('shows the recent games, launching one in the game popup', async () => {
    await logInAsMember();
    await page.goto(`${product.url}/recent`);
    const tiles = tilesIn('account-games');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(8);
    // The newest launch comes first: PG0002 (a PG Soft slot).
    expect(await tiles.first().textContent()).toContain('PG');
    await tiles.first().click();
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/\/assets-gen\/play\/\d+\.html/);
  });

  it('asks a guest to log in', async () => {
    await page.goto(`${product.url}/favorite`);
    await page.getByTestId('login-popup').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('vendor group popup (SPEC 2: a vendor group opens a popup game list)', () => {
  it("lists Evolution's games and launches the chosen one in the game popup", async () => {
    await logInAsMember();
    await page.locator('[data-testid=section-LIVE] [data-testid=vendor-card][data-vendor=EVO]').click();
    const popup = page.getByTestId('vendor-group-popup');
    await popup.waitFor();
    const tiles = popup.getByTestId('game-tile');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(20);
    await popup.getByTestId('vendor-group-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(20);
    await tiles.nth(2).click();
    await page.getByTestId('game-frame').waitFor();
    expect(await popup.count()).toBe(0);
  });

  it('closes with Escape', async () => {
    await logInAsMember();
    await page.locator('[data-testid=section-LIVE] [data-testid=vendor-card][data-vendor=EVO]').click();
    await page.getByTestId('vendor-group-popup').getByTestId('game-tile').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('vendor-group-popup').count()).toBe(0);
  });
});

describe('PVP rooms on /pvp (SPEC 7)', () => {
  it('shows a member the tables of a card-game vendor and joins one', async () => {
    await logInAsMember();
    await page.goto(`${product.url}/pvp?vassalage=V8`);
    const rooms = page.getByTestId('pvp-room');
    await expect.poll(() => rooms.count(), { timeout: 15_000 }).toBe(6);
    expect(await page.getByTestId('pvp-rooms-vendor-V8').getAttribute('aria-pressed')).toBe('true');
    const v8First = await rooms.first().textContent();
    expect(v8First).toMatch(/Min bet.*10\.00/);
    await page.getByTestId('pvp-rooms-vendor-KY').click();
    await expect.poll(() => rooms.first().textContent()).not.toBe(v8First);
    await expect.poll(() => rooms.count()).toBe(6);
    const join = page.locator('[data-testid=pvp-room-join]:not([disabled])').first();
    const name = (await join.getAttribute('aria-label'))?.replace(/^Join /, '') ?? '';
    await join.click();
    await page.getByTestId('game-frame').waitFor();
    expect(await page.getByTestId('game-popup').getByRole('heading').textContent()).toBe(name);
  });

  it('asks a guest to log in', async () => {
    await page.goto(`${product.url}/pvp`);
    const prompt = page.getByTestId('pvp-rooms-login');
    await prompt.waitFor();
    expect(await page.getByTestId('pvp-room').count()).toBe(0);
    await prompt.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-popup').waitFor();
  });
});
