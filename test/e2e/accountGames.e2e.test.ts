import { describe, expect, it } from 'vitest';
import { logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

async function logInAsMember() {
  await run.page.goto(run.url);
  await logIn(run.page, 'demo_member', 'Demo@1234');
  await run.page.getByTestId('balance-value').waitFor();
}

const tilesIn = (scope: string) => run.page.locator(`[data-testid=${scope}] [data-testid=game-tile]`);

describe('account game lists (SPEC 2 /favorite, /recent)', () => {
  it("shows demo_member's seeded favourites by category, and removing one takes it off the list for good", async () => {
    await logInAsMember();
    await run.page.goto(`${run.url}/favorite`);
    const tiles = tilesIn('account-games');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(6);
    expect(await run.page.getByTestId('account-games-count').textContent()).toBe('6 games');
    // The PVP tab asks for that category alone: the seeded Kaiyuan favourite.
    await run.page.getByTestId('category-PVP').click();
    await expect.poll(() => new URL(run.page.url()).search).toBe('?gameType=PVP');
    await expect.poll(() => tiles.count()).toBe(1);
    expect(await tiles.first().textContent()).toContain('KY');
    await run.page.getByTestId('category-ALL').click();
    await expect.poll(() => tiles.count()).toBe(6);

    // After the reload (run.page.goto), the favourites are fetched again: every heart is filled.
    const hearts = run.page.locator('[data-testid=account-games] [data-testid=favourite-toggle]');
    await expect.poll(() => hearts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-pressed')))).toEqual(Array(6).fill('true'));
    const first = await tiles.first().textContent();
    await hearts.first().click();
    await expect.poll(() => tiles.count()).toBe(5);
    expect(await tiles.allTextContents()).not.toContain(first);
    await run.page.reload();
    await expect.poll(() => tilesIn('account-games').count(), { timeout: 15_000 }).toBe(5);
  });

  it('shows the recent games, launching one in the game popup', async () => {
    await logInAsMember();
    await run.page.goto(`${run.url}/recent`);
    const tiles = tilesIn('account-games');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(8);
    // The newest launch comes first: PG0002 (a PG Soft slot), its vendor shown by PG's logo (SPEC 3 icon vendors).
    expect(await tiles.first().locator('img[alt="PG"]').count()).toBe(1);
    await tiles.first().click();
    const frame = run.page.getByTestId('game-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/\/assets-gen\/play\/\d+\.html/);
  });

  it('asks a guest to log in', async () => {
    await run.page.goto(`${run.url}/favorite`);
    await run.page.getByTestId('login-popup').waitFor();
    expect(new URL(run.page.url()).pathname).toBe('/');
  });
});

describe('vendor group popup (SPEC 2: a vendor group opens a popup game list)', () => {
  it("lists Evolution's games and launches the chosen one in the game popup", async () => {
    await logInAsMember();
    await run.page.locator('[data-testid=section-LIVE] [data-testid=vendor-card][data-vendor=EVO]').click();
    const popup = run.page.getByTestId('vendor-group-popup');
    await popup.waitFor();
    const tiles = popup.getByTestId('game-tile');
    await expect.poll(() => tiles.count(), { timeout: 15_000 }).toBe(20);
    await popup.getByTestId('vendor-group-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(20);
    await tiles.nth(2).click();
    await run.page.getByTestId('game-frame').waitFor();
    expect(await popup.count()).toBe(0);
  });

  it('closes with Escape', async () => {
    await logInAsMember();
    // The lobby's lazy sections may still arrive and move the card: wait for them, and press again if the press missed (a busy CI machine).
    await run.page.waitForLoadState('networkidle');
    const popup = run.page.getByTestId('vendor-group-popup');
    for (let press = 1; press <= 3 && !(await popup.isVisible()); press += 1) {
      await run.page.locator('[data-testid=section-LIVE] [data-testid=vendor-card][data-vendor=EVO]').click();
      await popup.waitFor({ timeout: 8_000 }).catch(() => undefined);
    }
    await popup.getByTestId('game-tile').first().waitFor();
    await run.page.keyboard.press('Escape');
    await expect.poll(() => run.page.getByTestId('vendor-group-popup').count()).toBe(0);
  });
});

describe('PVP rooms on /pvp (SPEC 7)', () => {
  it('shows a member the tables of a card-game vendor and joins one', async () => {
    await logInAsMember();
    await run.page.goto(`${run.url}/pvp?vassalage=V8`);
    const rooms = run.page.getByTestId('pvp-room');
    await expect.poll(() => rooms.count(), { timeout: 15_000 }).toBe(6);
    expect(await run.page.getByTestId('pvp-rooms-vendor-V8').getAttribute('aria-pressed')).toBe('true');
    const v8First = await rooms.first().textContent();
    expect(v8First).toMatch(/Min bet.*10\.00/);
    await run.page.getByTestId('pvp-rooms-vendor-KY').click();
    await expect.poll(() => rooms.first().textContent()).not.toBe(v8First);
    await expect.poll(() => rooms.count()).toBe(6);
    const join = run.page.locator('[data-testid=pvp-room-join]:not([disabled])').first();
    const name = (await join.getAttribute('aria-label'))?.replace(/^Join /, '') ?? '';
    await join.click();
    await run.page.getByTestId('game-frame').waitFor();
    expect(await run.page.getByTestId('game-popup').getByRole('heading').textContent()).toBe(name);
  });

  it('asks a guest to log in', async () => {
    await run.page.goto(`${run.url}/pvp`);
    const prompt = run.page.getByTestId('pvp-rooms-login');
    await prompt.waitFor();
    expect(await run.page.getByTestId('pvp-room').count()).toBe(0);
    await prompt.getByRole('button', { name: 'Log in' }).click();
    await run.page.getByTestId('login-popup').waitFor();
  });
});
