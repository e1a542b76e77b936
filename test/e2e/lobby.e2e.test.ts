import { describe, expect, it } from 'vitest';
import { DEV_PATH, PATH } from '@kernel/paths';
import { devControl, logIn, productPerFile } from './harness';

const run = productPerFile({ language: 'EN' });

describe('the lobby (SPEC 2)', () => {
  it('opens every player notice of the marquee in the notice popup', async () => {
    await run.page.goto(run.url);
    await run.page.getByTestId('notice-open').click();
    const popup = run.page.getByTestId('notice-popup');
    await popup.waitFor();
    expect(await popup.locator('li').count()).toBeGreaterThan(0);
    // Each notice shows its title and its sanitised HTML content.
    expect(await popup.locator('li h3').first().textContent()).toBeTruthy();
    expect(await popup.locator('script').count()).toBe(0);
    await run.page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
  });

  it('plays only YouTube videos from the video carousel and logs any other link', async () => {
    const warnings: string[] = [];
    run.page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await run.page.goto(run.url);
    const slides = run.page.getByTestId('video-slide');
    await expect.poll(() => slides.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => warnings.some((text) => text.startsWith('Not youtube link') && text.includes('vimeo.com'))).toBe(true);
    expect(await slides.allTextContents()).not.toContain('Watch: Fishing Games Trailer');
    await slides.first().click();
    const player = run.page.locator('iframe[src*="youtube.com/embed/"]');
    await player.waitFor();
  });

  it('shows a guest a login prompt for their games, deposit and withdraw', async () => {
    await run.page.goto(run.url);
    await run.page.getByTestId('my-games-login').waitFor();
    await run.page.getByTestId('lobby-deposit').click();
    await run.page.getByTestId('login-popup').waitFor();
  });

  it("shows a member's recent and favourite games and opens the deposit page", async () => {
    await run.page.goto(run.url);
    await logIn(run.page, 'demo_member', 'Demo@1234');
    const recent = run.page.locator('[data-testid=my-games-recent] [data-testid=game-tile]');
    await expect.poll(() => recent.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await run.page.locator('[data-testid=my-games] [data-testid=tab-favourite]').click();
    const favourites = run.page.locator('[data-testid=my-games-favourite] [data-testid=game-tile]');
    await expect.poll(() => favourites.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await run.page.getByTestId('lobby-deposit').click();
    await expect.poll(() => new URL(run.page.url()).search).toContain('page=depositv2');
  });

  it('launches a single-vendor category from the header directly', async () => {
    await run.page.goto(run.url);
    // A guest is asked to log in first.
    await run.page.getByTestId('nav-COCKFIGHT').click();
    await run.page.getByTestId('login-popup').waitFor();
    await run.page.keyboard.press('Escape');
    await logIn(run.page, 'demo_member', 'Demo@1234');
    await run.page.getByTestId('balance-value').waitFor();
    await run.page.getByTestId('nav-COCKFIGHT').click();
    await run.page.getByTestId('game-frame').waitFor();
    expect(new URL(run.page.url()).pathname).toBe('/');
    // A category with several vendors opens its run.page.
    await run.page.keyboard.press('Escape');
    await run.page.getByTestId('nav-LIVE').click();
    await expect.poll(() => new URL(run.page.url()).pathname).toBe('/live');
  });

  it('reloads hot games and winners in the new language without rebuilding the lobby', async () => {
    await run.page.goto(run.url);
    await run.page.locator('[data-testid=hot-games] [data-testid=game-tile]').first().waitFor({ state: 'attached', timeout: 15_000 });
    const lobby = await run.page.getByTestId('lobby').elementHandle();
    const reloads: string[] = [];
    run.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === PATH.hotGames || url.pathname === PATH.rankList) reloads.push(`${url.pathname} ${url.searchParams.get('language')}`);
    });
    await run.page.getByRole('banner').getByTestId('language-selector').selectOption('HI');
    await expect.poll(() => reloads.sort()).toEqual([`${PATH.hotGames} HI`, `${PATH.rankList} HI`].sort());
    // The same lobby element: its banners and carousels keep their place.
    expect(await lobby?.evaluate((element) => element.isConnected)).toBe(true);
  });

  it('keeps the category nav to one row in every language: what does not fit is behind More, which lists it (issue 25)', async () => {
    await devControl(run.url, DEV_PATH.languages, 'POST', { set: 'all' });
    const nav = run.page.getByTestId('main-nav');
    const row = () =>
      nav.evaluate((element) => {
        const top = element.getBoundingClientRect().top;
        const items = [...element.querySelectorAll<HTMLElement>('[data-row-item]')];
        return {
          height: element.getBoundingClientRect().height,
          belowTheRow: items.filter((item) => item.getBoundingClientRect().top > top + 20).length,
          count: items.length,
        };
      });
    // English fits the row at 1440 px: no More.
    await run.page.goto(run.url);
    await run.page.getByTestId('lobby').waitFor();
    // Home, the categories (ten of SPEC 2 and mini games) and Promotions.
    await expect.poll(async () => (await row()).count).toBe(13);
    expect(await run.page.getByTestId('nav-more').count()).toBe(0);
    // Tamil's labels do not (they wrapped onto the banner before): the row keeps its 50 px, the rest is behind More.
    await run.page.evaluate(() => localStorage.setItem('lang', 'TA'));
    await run.page.reload();
    await run.page.getByTestId('lobby').waitFor();
    await run.page.getByTestId('nav-more').waitFor();
    const tamil = await row();
    expect(tamil).toMatchObject({ height: 50, belowTheRow: 0 });
    expect(tamil.count).toBeLessThan(13);
    await run.page.getByTestId('nav-more').hover();
    const behindMore = run.page.getByTestId('nav-more-list').locator('a, button');
    await expect.poll(() => behindMore.count()).toBe(13 - tamil.count);
    await behindMore.last().click();
    await run.page.waitForURL(/\/promotions$/);
  });
});
