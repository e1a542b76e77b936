import { describe, expect, it } from 'vitest';
import { logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

async function logInAsMember() {
  await run.page.goto(run.url);
  await logIn(run.page, 'demo_member', 'Demo@1234');
  await run.page.getByTestId('balance-value').waitFor();
}
const pathOf = () => {
  const address = new URL(run.page.url());
  return `${address.pathname}${address.search}`;
};
const vendorCard = (section: string, vendor: string) => run.page.locator(`[data-testid=section-${section}] [data-testid=vendor-card][data-vendor=${vendor}]`);

describe('launching where SPEC 2 puts it (issue 24)', () => {
  it('launches a live vendor card directly, in the game popup (SPEC 2 Other vendors launch directly)', async () => {
    await logInAsMember();
    await vendorCard('LIVE', 'SEXY').click();
    const frame = run.page.getByTestId('game-popup').getByTestId('game-frame');
    await frame.waitFor({ timeout: 30_000 });
    expect(await frame.getAttribute('src')).toMatch(/^\/assets-gen\/play\/\d+\.html\?lang=EN&ticket=/);
    expect(pathOf()).toBe('/');
  });

  it('opens a sports game on /seamless with the header and no side menu; Back returns to where the player was', async () => {
    await logInAsMember();
    await run.page.goto(`${run.url}/sports?vassalage=SABA`);
    await run.page.getByTestId('side-menu').waitFor();
    await run.page.locator('[data-testid=game-list] [data-testid=game-tile]').first().click();
    await run.page.getByTestId('game-seamless').waitFor({ timeout: 30_000 });
    expect(pathOf()).toBe('/seamless');
    expect(await run.page.getByTestId('account-menu-button').isVisible()).toBe(true);
    expect(await run.page.getByTestId('side-menu').count()).toBe(0);
    expect(await run.page.getByTestId('game-popup').count()).toBe(0);
    expect(await run.page.getByTestId('area-seamless').getByTestId('game-frame').getAttribute('src')).toMatch(/^\/assets-gen\/play\/\d+\.html/);
    await run.page.getByTestId('game-seamless').getByRole('button', { name: 'Back' }).click();
    await expect.poll(pathOf).toBe('/sports?vassalage=SABA');
    expect(await run.page.getByTestId('game-frame').count()).toBe(0);

    // From the lobby's sports vendor card; the browser's Back ends the game too.
    await run.page.goto(run.url);
    await vendorCard('SPORTS', 'SBO').click();
    await run.page.getByTestId('game-seamless').waitFor({ timeout: 30_000 });
    await run.page.goBack();
    await expect.poll(pathOf).toBe('/');
    expect(await run.page.getByTestId('game-frame').count()).toBe(0);
  });

  it('says so on /seamless without a game', async () => {
    await run.page.goto(`${run.url}/seamless`);
    await expect.poll(() => run.page.getByTestId('area-seamless').textContent()).toContain('No game is open');
  });
});
