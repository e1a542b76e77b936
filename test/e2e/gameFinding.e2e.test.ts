import { describe, expect, it } from 'vitest';
import { logIn, productPerFile } from './harness';

/**
 * Issue 26, item 5: finding a game. The sort control (A–Z in the language's order, kept in the
 * address), a game's details, Try demo as a visitor without leaving the list, and the game window's
 * fullscreen button. The list is Spribe's eight hand-named mini games (server/seed/catalogue.ts).
 */
const run = productPerFile({ language: 'EN' });

const LIST = '/mini?vassalage=SPRIBE';
/** Spribe's games A–Z, written out by hand (English and Hindi order agree for Latin names). */
const A_TO_Z = ['Gem Mines', 'Goal Rush', 'Hi-Lo Cards', 'Lucky Dice', 'Mini Keno', 'Mini Roulette', 'Peg Drop', 'Sky Pilot'];
const SHOTS = process.env.GAME_FINDING_SHOTS;

const tileNames = () => run.page.locator('[data-testid=game-list] [data-testid=game-tile] > span:nth-of-type(2)').allTextContents();
const shot = async (name: string) => {
  if (SHOTS) await run.page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function sortAToZ(language: 'EN' | 'HI') {
  await run.page.goto(`${run.url}${LIST}`);
  if (language === 'HI') {
    await run.page.evaluate(() => localStorage.setItem('lang', 'HI'));
    await run.page.reload();
  }
  await expect.poll(() => run.page.locator('html').getAttribute('lang')).toBe(language === 'HI' ? 'hi' : 'en');
  await expect.poll(tileNames, { timeout: 15_000 }).toHaveLength(8);
  await run.page.getByTestId('game-sort').selectOption('az');
  // The order is kept in the address, and the list follows it.
  await expect.poll(() => new URL(run.page.url()).searchParams.get('sort')).toBe('az');
  await expect.poll(tileNames, { timeout: 10_000 }).toEqual(A_TO_Z);
  await shot(`sorted-${language}`);
  // A reload keeps it.
  await run.page.reload();
  await expect.poll(tileNames, { timeout: 15_000 }).toEqual(A_TO_Z);
  expect(await run.page.getByTestId('game-sort').inputValue()).toBe('az');
}

describe('finding a game (issue 26, item 5)', () => {
  it('sorts A–Z in English and keeps the order across a reload', async () => {
    await sortAToZ('EN');
  });

  it('sorts A–Z in Hindi', async () => {
    await sortAToZ('HI');
  });

  it("opens a game's details from its tile", async () => {
    await run.page.goto(`${run.url}${LIST}`);
    await expect.poll(tileNames, { timeout: 15_000 }).toHaveLength(8);
    // Keyboard first: the tile's focus shows its buttons, the details button is the next stop.
    await run.page.locator('[data-testid=game-list] [data-testid=game-tile]').first().focus();
    await run.page.keyboard.press('Tab'); // the favourite heart
    await run.page.keyboard.press('Tab');
    expect(await run.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Details of Sky Pilot');
    await run.page.keyboard.press('Enter');
    const panel = run.page.getByTestId('game-details');
    await panel.waitFor();
    // Mini games publish their RTP (96 to 99 %) and a bet range in rupees.
    expect(await panel.getByTestId('game-details-rtp').textContent()).toMatch(/^9\d(\.\d{1,2})?%$/);
    expect(await panel.getByTestId('game-details-bets').textContent()).toMatch(/^₹[\d,]+\.\d\d – ₹[\d,]+\.\d\d$/);
    await shot('details-EN');
    await run.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('lets a visitor try a demo without leaving the list, and the game window goes fullscreen and back', async () => {
    await run.page.goto(`${run.url}${LIST}`);
    await expect.poll(tileNames, { timeout: 15_000 }).toHaveLength(8);
    await run.page.locator('[data-testid=game-list] [data-testid=game-tile]').first().focus();
    await run.page.getByTestId('game-try-demo').first().click();
    // Trial play starts (the header's Free play account) and the game opens over the list.
    const frame = run.page.getByTestId('game-frame');
    await frame.waitFor({ timeout: 15_000 });
    expect(await frame.getAttribute('src')).toMatch(/\/assets-gen\/play\/\d+\.html\?.*ticket=/);
    expect(new URL(run.page.url()).pathname).toBe('/mini');
    await run.page.getByTestId('balance-value').waitFor();
    const button = run.page.getByTestId('game-fullscreen');
    expect(await button.textContent()).toBe('Fullscreen');
    await button.click();
    await expect.poll(() => run.page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('[data-testid=game-frame]')) ?? false)).toBe(true);
    await expect.poll(() => button.textContent()).toBe('Exit fullscreen');
    await shot('fullscreen-EN');
    await button.click();
    await expect.poll(() => run.page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await expect.poll(() => button.textContent()).toBe('Fullscreen');
  });

  it("sorts a member's favourites A–Z, and opens a game's details from a lobby tile", async () => {
    await run.page.goto(run.url);
    // A lobby section's tile (below the fold: it mounts near the viewport) opens its game's details.
    const section = run.page.getByTestId('section-RNG');
    for (let tries = 0; tries < 10 && (await section.count()) === 0; tries++) await run.page.mouse.wheel(0, 900);
    const tile = section.locator('[data-testid=game-tile]').first();
    await tile.waitFor({ timeout: 15_000 });
    await tile.focus();
    await section.getByTestId('game-details-open').first().click();
    const panel = run.page.getByTestId('game-details');
    await panel.waitFor();
    expect(await panel.getByTestId('game-details-bets').textContent()).toMatch(/^₹[\d,]+\.\d\d – ₹[\d,]+\.\d\d$/);
    // A visitor may try the slot's demo from the panel.
    expect(await panel.getByTestId('game-details-demo').count()).toBe(1);
    await run.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // demo_member's six seeded favourites, A–Z by hand.
    await logIn(run.page, 'demo_member', 'Demo@1234');
    await run.page.getByTestId('balance-value').waitFor();
    // The My games strip's tiles open their details too; a member plays for real, so no demo there.
    const mine = run.page.getByTestId('my-games-recent');
    const mineFirst = mine.locator('[data-testid=game-tile]').first();
    await mineFirst.waitFor({ timeout: 15_000 });
    // The (i) shows on hover or focus, as on every tile.
    await mineFirst.focus();
    await mine.getByTestId('game-details-open').first().click();
    await panel.waitFor();
    expect(await panel.getByTestId('game-details-demo').count()).toBe(0);
    await run.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await run.page.goto(`${run.url}/favorite`);
    const names = () => run.page.locator('[data-testid=account-games] [data-testid=game-tile] > span:nth-of-type(2)').allTextContents();
    await expect.poll(names, { timeout: 15_000 }).toHaveLength(6);
    await run.page.getByTestId('game-sort').selectOption('az');
    await expect.poll(() => new URL(run.page.url()).searchParams.get('sort')).toBe('az');
    await expect
      .poll(names, { timeout: 10_000 })
      .toEqual(['Domino QQ Pro', 'Legendary Pharaoh Blitz', 'Lucky Bazaar Fortune', 'Ocean King', 'Silver Riches Rush', 'Teen Patti 3']);
    await shot('favourites-az-EN');
  });
});
