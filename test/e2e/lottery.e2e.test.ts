import { describe, expect, it } from 'vitest';
import { DEV_PATH } from '@kernel/paths';
import { devControl, logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

async function logInAsMember() {
  await run.page.goto(run.url);
  await logIn(run.page, 'demo_member', 'Demo@1234');
  await run.page.getByTestId('balance-value').waitFor();
}

const pathOf = () => new URL(run.page.url()).pathname;
/** The countdown without spaces: '08:58:45', or '1d08:58:45' a day or more ahead. */
const clockPattern = /^(\d+d)?\d{2}:\d{2}:\d{2}$/;

describe('lottery pages (SPEC 2, 7)', () => {
  it('shows a member the VN draws by region, a prize table and a running countdown, and plays it', async () => {
    await logInAsMember();
    await run.page.goto(`${run.url}/vnLottery?gameCode=VN_HN`);
    await expect.poll(() => run.page.getByTestId('lottery-selected-name').textContent(), { timeout: 15_000 }).toBe('Hà Nội');

    // The three regions, the North listed with its daily draw time and its provinces.
    expect(await run.page.locator('[data-testid=lottery-regions] [role=tab]').allTextContents()).toEqual(['North', 'Central', 'South']);
    const north = run.page.getByTestId('lottery-region-NORTH');
    expect(await north.textContent()).toContain('18:15');
    expect(await north.getByTestId('lottery-game').count()).toBeGreaterThanOrEqual(6);
    // Exactly one North province draws on any day.
    expect(await north.getByTestId('lottery-today').count()).toBe(1);

    // The prize table: special prize first, then the first to seventh prizes (North draws have no G8).
    const table = run.page.getByTestId('lottery-prize-table');
    await table.waitFor();
    expect(await table.locator('tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-prize')))).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(await table.locator('tr[data-prize=DB] td').textContent()).toMatch(/^\d{5}$/);

    // The countdown runs.
    const clock = run.page.getByTestId('lottery-countdown-clock');
    const before = (await clock.textContent())?.replace(/\s+/g, '') ?? '';
    expect(before).toMatch(clockPattern);
    await expect.poll(async () => (await clock.textContent())?.replace(/\s+/g, ''), { timeout: 5000 }).not.toBe(before);

    // Switching to a Central province shows its draw (18 numbers, an eighth prize).
    await run.page.getByTestId('lottery-region-tab-CENTRAL').click();
    await run.page.locator('[data-testid=lottery-game][data-code=VN_DNG]').click();
    await expect.poll(() => run.page.getByTestId('lottery-selected').getAttribute('data-code')).toBe('VN_DNG');
    await expect.poll(() => table.locator('tr').last().getAttribute('data-prize'), { timeout: 10_000 }).toBe('G8');
    // Opening it put it on top of the recent lotteries.
    await expect.poll(() => run.page.getByTestId('lottery-recent-game').first().textContent()).toContain('Đà Nẵng');

    // Play opens the game page without the side menu, with the game inside it.
    await run.page.getByTestId('lottery-play').click();
    await expect.poll(pathOf).toBe('/vnlottery');
    const frame = run.page.getByTestId('lottery-game-frame');
    await frame.waitFor({ timeout: 15_000 });
    expect(await frame.getAttribute('src')).toMatch(/\/assets-gen\/play\/\d+\.html/);
    expect(await run.page.getByTestId('side-menu').count()).toBe(0);
    await run.page.getByTestId('lottery-back').click();
    await expect.poll(pathOf).toBe('/vnLottery');
  });

  it('sends a guest on /lottery to the login popup', async () => {
    await run.page.goto(`${run.url}/lottery?gameCode=TCG0001`);
    await run.page.getByTestId('login-popup').waitFor({ timeout: 15_000 });
    expect(pathOf()).toBe('/');
  });

  it('opens a LOTT game from its tile on /lottery, with its countdown and latest numbers; an unknown code is told', async () => {
    await logInAsMember();
    await run.page.goto(`${run.url}/lott?vassalage=TCG`);
    const tile = run.page.locator('[data-testid=game-list] [data-testid=game-tile]').first();
    await tile.waitFor({ timeout: 15_000 });
    const name = (await tile.locator(':scope > span').nth(1).textContent()) ?? '';
    await tile.click();
    await expect.poll(pathOf).toBe('/lottery');
    const gameCode = new URL(run.page.url()).searchParams.get('gameCode');
    expect(gameCode).toMatch(/^TCG\d{4}$/);
    await expect.poll(() => run.page.getByTestId('lottery-selected-name').textContent(), { timeout: 15_000 }).toBe(name);
    expect((await run.page.getByTestId('lottery-countdown-clock').textContent())?.replace(/\s+/g, '')).toMatch(clockPattern);
    expect(await run.page.getByTestId('lottery-latest-numbers').locator('span').count()).toBeGreaterThan(0);
    expect(await run.page.getByTestId('lottery-draw-table').locator('tbody tr').count()).toBe(9);

    await run.page.getByTestId('lottery-play').click();
    await expect.poll(pathOf).toBe('/lottert');
    await run.page.getByTestId('lottery-game-frame').waitFor({ timeout: 15_000 });

    await run.page.goto(`${run.url}/lottery?gameCode=NO_SUCH_GAME`);
    await run.page.getByTestId('lottery-unknown-game').waitFor({ timeout: 15_000 });
    await run.page.getByTestId('lottery-browse').click();
    await expect.poll(pathOf).toBe('/lott');
  });

  it('opens the SEA page from a TCG_SEA game code, and retries after a failure', async () => {
    await logInAsMember();
    await devControl(run.url, DEV_PATH.fault, 'POST', { path: '/lgw/vn/games/game_menu', kind: 'http500', times: 12 });
    await run.page.goto(`${run.url}/seaLottery?gameCode=TCG_SEA0001`);
    await run.page.getByTestId('lottery-menus-error').waitFor({ timeout: 30_000 });
    await devControl(run.url, DEV_PATH.fault, 'DELETE');
    await run.page.getByTestId('lottery-retry').click();
    await run.page.getByTestId('lottery-prize-table').waitFor({ timeout: 15_000 });
    expect(await run.page.getByTestId('lottery-lobby-game').textContent()).toBeTruthy();
    expect(await run.page.getByTestId('lottery-unknown-code').count()).toBe(0);
  });
});
