import { describe, expect, it } from 'vitest';
import { productPerFile } from './harness';

/** No language preset: each test picks its own before the first visit (HI is the merchant's default). */
const run = productPerFile();

const speak = (language: 'EN' | 'HI') =>
  run.context.addInitScript((lang) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
  }, language);

/**
 * Types "mega" into the header's search with the keyboard and waits for the grouped results. With
 * `viaShortcut`, the field is reached as a keyboard user would: the "/" key from the page.
 */
async function searchMega({ viaShortcut = false } = {}) {
  const field = run.page.getByTestId('game-search');
  if (viaShortcut) {
    await run.page.keyboard.press('/');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    // The key itself is not typed into the field.
    expect(await field.inputValue()).toBe('');
  } else await field.focus();
  await run.page.keyboard.type('mega', { delay: 30 });
  const listbox = run.page.getByTestId('game-search-listbox');
  await listbox.waitFor({ timeout: 10_000 });
  // Issue 26: results grouped by category; "mega" is in slot, live and fishing game names.
  for (const category of ['RNG', 'LIVE', 'FISH']) await run.page.getByTestId(`game-search-group-${category}`).waitFor();
  const combobox = run.page.getByTestId('game-search');
  expect(await combobox.getAttribute('role')).toBe('combobox');
  expect(await combobox.getAttribute('aria-expanded')).toBe('true');
  expect(await combobox.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
  const options = run.page.getByTestId('game-search-option');
  expect(await options.count()).toBeGreaterThan(3);
  for (const name of await options.allTextContents()) expect(name.toLowerCase()).toContain('mega');
  return combobox;
}

describe('the header game search (issue 26, item 5)', () => {
  it('EN: a free-play player types "mega", moves with ArrowDown and launches the game with Enter', async () => {
    await speak('EN');
    await run.page.goto(run.url);
    // Free play (SPEC 1: slots on demo credit) launches as a member's launch does, without the login's proof of work.
    await run.page.getByTestId('header-free-play').click();
    await run.page.getByTestId('balance-value').waitFor();
    const combobox = await searchMega();
    await run.page.keyboard.press('ArrowDown');
    await run.page.keyboard.press('ArrowDown');
    // The second option is active, announced through aria-activedescendant.
    const active = await combobox.getAttribute('aria-activedescendant');
    const second = run.page.getByTestId('game-search-option').nth(1);
    expect(active).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await run.page.keyboard.press('Enter');
    const frame = run.page.getByTestId('game-frame');
    await frame.waitFor({ timeout: 10_000 });
    expect(await frame.getAttribute('src')).toMatch(/\/assets-gen\/play\/\d+\.html/);
    // The search closed and cleared; "mega" is now a recent search, offered when the field is focused empty.
    await run.page.keyboard.press('Escape');
    await run.page.getByTestId('game-search').focus();
    await expect.poll(() => run.page.getByTestId('game-search-recent').allTextContents()).toEqual(['mega']);
  });

  it('HI: a visitor searches with the keyboard alone; launching asks for login, as a tile does', async () => {
    await speak('HI');
    await run.page.goto(run.url);
    await run.page.getByTestId('game-search').waitFor();
    expect(await run.page.getByTestId('game-search').getAttribute('aria-keyshortcuts')).toBe('/');
    await searchMega({ viaShortcut: true });
    await run.page.keyboard.press('ArrowDown');
    await run.page.keyboard.press('Enter');
    await run.page.getByTestId('login-popup').waitFor({ timeout: 10_000 });
  });

  it('sends no request for one letter and one for two', async () => {
    const searches: string[] = [];
    run.page.on('request', (request) => {
      if (request.url().includes('GCSGAME_searchGames')) searches.push(new URL(request.url()).searchParams.get('keyword') ?? '');
    });
    await run.page.goto(run.url);
    await run.page.getByTestId('game-search').focus();
    await run.page.keyboard.type('m');
    await run.page.waitForTimeout(600);
    expect(searches).toEqual([]);
    await run.page.keyboard.type('e');
    await run.page.getByTestId('game-search-listbox').waitFor({ timeout: 10_000 });
    expect(searches).toEqual(['me']);
  });
});
