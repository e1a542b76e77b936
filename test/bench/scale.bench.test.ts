import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@machines/gameSearch.rules';
import { launchBrowser, type RunningProduct, skipAnnouncementPopups, startProduct } from '../e2e/harness';

let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  // Speed is measured on the production build, as players get it (CI builds before the e2e run).
  // BENCH_BUILD_DIR: a private build (its dist/ and dist-server/), so a bench never needs the shared dist/.
  product = await startProduct({ production: true, cwd: process.env.BENCH_BUILD_DIR });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/**
 * Benchmark with a budget (run by `npm run bench`, not by CI, whose shared cores make timings
 * noisy): on a vendor with 5,000 games, filtering stays under 100 ms and paging down's p90 at
 * most 67 ms (the median of three passes).
 */
const INTERACTION_BUDGET_MS = 100;
/** Issue 22, item 6: a page-down's p90 at most 67 ms (four frames at 60 Hz): the median of three passes' p90s. */
const PAGE_DOWN_P90_BUDGET_MS = 67;
/** Page-down passes over the list (each 12 screens from the top), so one busy moment of the machine does not decide. */
const PAGE_DOWN_PASSES = 3;
/** Issue 26, item 5: a search keystroke's results on screen within the interaction budget, the median of three runs. */
const SEARCH_RUNS = 3;

describe('a 5,000-game vendor', () => {
  it('filters to HOT and scrolls within the interaction budget', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await skipAnnouncementPopups(context);
    const page = await context.newPage();
    await page.goto(`${product.url}/rng?vassalage=MEGA`);
    await expect.poll(() => page.getByTestId('game-count').textContent(), { timeout: 30_000 }).toMatch(/5000/);
    // Warm: the first HOT query compiles and caches on both sides; the figure is the second one.
    const measureFilter = () =>
      page.evaluate(async () => {
        const button = document.querySelector('[data-testid=filter-HOT]') as HTMLButtonElement;
        const all = document.querySelector('[data-testid=filter-ALL]') as HTMLButtonElement;
        // The count shows once a query's first page is on screen, so a new count means the new list is drawn.
        const first = () => document.querySelector('[data-testid=game-count]')?.textContent ?? '';
        const waitForChange = (before: string) =>
          new Promise<void>((resolve) => {
            const check = () => (first() !== before && first() !== '' ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check));
            check();
          });
        const before = first();
        const start = performance.now();
        button.click();
        await waitForChange(before);
        const elapsed = performance.now() - start;
        const hot = first();
        all.click();
        await waitForChange(hot);
        // Let the list settle (its next pages load) before the next interaction, as a person would.
        await new Promise((resolve) => setTimeout(resolve, 800));
        return elapsed;
      });
    await measureFilter();
    // The median of five filter interactions, so one busy moment of the machine does not decide.
    const filterRuns: number[] = [];
    for (let run = 0; run < 5; run++) filterRuns.push(await measureFilter());
    filterRuns.sort((a, b) => a - b);
    const filterMs = filterRuns[2] as number;
    const filterP90 = filterRuns[Math.floor(filterRuns.length * 0.9)] as number;

    await page.getByTestId('filter-HOT').click();
    await expect.poll(() => page.getByTestId('game-tile').count()).toBeGreaterThan(0);
    // Scrolling as a person pages down: each step is one screen; its figure is the time until the
    // frame after the scroll has been produced (new tiles laid out, images painted). Three passes
    // from the top, the later ones over rows already loaded once, as a person paging down again.
    const pageDown = () =>
      page.evaluate(async () => {
        const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))));
        window.scrollTo(0, 0);
        await frame();
        await new Promise((resolve) => setTimeout(resolve, 500));
        const steps: number[] = [];
        for (let step = 0; step < 12; step++) {
          const start = performance.now();
          window.scrollBy(0, window.innerHeight);
          steps.push((await frame()) - start);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        steps.sort((a, b) => a - b);
        return {
          steps: steps.length,
          median: steps[Math.floor(steps.length / 2)] ?? 0,
          p90: steps[Math.floor(steps.length * 0.9)] ?? 0,
          worst: steps.at(-1) ?? 0,
          tiles: document.querySelectorAll('[data-testid=game-tile]').length,
        };
      });
    const passes: Awaited<ReturnType<typeof pageDown>>[] = [];
    for (let pass = 0; pass < PAGE_DOWN_PASSES; pass++) passes.push(await pageDown());
    const byP90 = [...passes].sort((a, b) => a.p90 - b.p90);
    const scroll = byP90[Math.floor(byP90.length / 2)] as (typeof passes)[number];
    // A line to paste into the issue note: median and p90 of both interactions, and the budget.
    console.log(
      `| bench | filter to HOT median ${filterMs.toFixed(0)} ms, p90 ${filterP90.toFixed(0)} ms | page-down median ${scroll.median.toFixed(0)} ms, p90 ${scroll.p90.toFixed(0)} ms (passes ${passes.map((pass) => pass.p90.toFixed(0)).join(', ')}) | budget ${INTERACTION_BUDGET_MS} ms, page-down p90 ${PAGE_DOWN_P90_BUDGET_MS} ms |`,
    );
    console.log(
      `5,000-game vendor: filter to HOT median ${filterMs.toFixed(1)} ms (runs ${filterRuns.map((ms) => ms.toFixed(0)).join(', ')}); page-down scroll (${scroll.steps} screens) median ${scroll.median.toFixed(1)} ms, p90 ${scroll.p90.toFixed(1)} ms, worst ${scroll.worst.toFixed(1)} ms; ${scroll.tiles} tiles loaded`,
    );
    expect(filterMs).toBeLessThan(INTERACTION_BUDGET_MS);
    expect(scroll.p90).toBeLessThanOrEqual(PAGE_DOWN_P90_BUDGET_MS);
    expect(Math.max(...passes.map((pass) => pass.tiles))).toBeGreaterThan(20);
    await context.close();
  });
  /**
   * Issue 26, item 5: a keystroke in the header's search shows its results within the budget. The
   * figure runs from the last keystroke plus the debounce (SEARCH_DEBOUNCE_MS, the wait the search
   * makes on purpose so a word typed at speed is one request: not counted) to the frame after the
   * grouped results are drawn: the request, the server's search over the whole catalogue (the
   * 5,000-game vendor's names included, "mega" matches thousands of them), the answer's check and
   * the listbox's render. Typed on the 5,000-game vendor's page, as a player there would. The
   * server's own answer time (from the request's resource timing) is printed beside it.
   */
  it("shows a search keystroke's results within the interaction budget", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await skipAnnouncementPopups(context);
    const page = await context.newPage();
    await page.goto(`${product.url}/rng?vassalage=MEGA`);
    await expect.poll(() => page.getByTestId('game-count').textContent(), { timeout: 30_000 }).toMatch(/5000/);
    await page.evaluate(() => {
      const times = window as unknown as { lastKeyAt: number };
      times.lastKeyAt = 0;
      document.addEventListener('keydown', () => (times.lastKeyAt = performance.now()), { capture: true });
    });
    const field = page.getByTestId('game-search');
    const measureSearch = async (query: string) => {
      await field.focus();
      // Started before the keys: the frame after the first option appears (Escape closed the last run's listbox).
      const drawn = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const check = () =>
              document.querySelector('[data-testid=game-search-option]') ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check);
            check();
          }),
      );
      await page.keyboard.type(query);
      const drawnAt = await drawn;
      const { lastKeyAt, sentAt, serverMs, answeredAt } = await page.evaluate(() => {
        const search = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('GCSGAME_searchGames'))
          .at(-1) as PerformanceResourceTiming | undefined;
        return {
          lastKeyAt: (window as unknown as { lastKeyAt: number }).lastKeyAt,
          sentAt: search?.startTime ?? Number.NaN,
          serverMs: search ? search.responseEnd - search.requestStart : Number.NaN,
          answeredAt: search?.responseEnd ?? Number.NaN,
        };
      });
      expect(await page.getByTestId('game-search-option').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('game-search-option').count()).toBe(0);
      // Let the page settle before the next search, as a person reading the results would.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Where the time went: the request's start after the debounce (the timer and the machine), the server's answer, the drawing.
      return { ms: drawnAt - lastKeyAt - SEARCH_DEBOUNCE_MS, sentMs: sentAt - lastKeyAt - SEARCH_DEBOUNCE_MS, serverMs, drawMs: drawnAt - answeredAt };
    };
    // Warm: the first focus loads the search's chunk and the first search folds the catalogue's names on the server.
    await measureSearch('mega');
    const runs: Awaited<ReturnType<typeof measureSearch>>[] = [];
    for (let run = 0; run < SEARCH_RUNS; run++) runs.push(await measureSearch('mega'));
    const sorted = [...runs].sort((a, b) => a.ms - b.ms);
    const median = sorted[Math.floor(sorted.length / 2)] as (typeof runs)[number];
    console.log(
      `| bench | search keystroke "mega" median ${median.ms.toFixed(0)} ms after the ${SEARCH_DEBOUNCE_MS} ms debounce (runs ${runs.map((run) => `${run.ms.toFixed(0)} = sent ${run.sentMs.toFixed(0)} + answer ${run.serverMs.toFixed(0)} + drawn ${run.drawMs.toFixed(0)}`).join('; ')} ms) | budget ${INTERACTION_BUDGET_MS} ms |`,
    );
    expect(median.ms).toBeLessThan(INTERACTION_BUDGET_MS);
    await context.close();
  });
});
