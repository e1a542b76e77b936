import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PATH } from '@kernel/paths';
import { devControl, launchBrowser, productPerFile, type RunningProduct, skipAnnouncementPopups, startProduct } from './harness';

// The lobby's web fonts (issue 11, point 2): only the cut files of src/styles/fonts.css download,
// each once, and every character the lobby shows is drawn by them, in both languages.

const run = productPerFile();

const PRODUCT_FONTS = ['inter-latin-wght', 'inter-rupee-wght', 'noto-sans-devanagari-wght'];

/** The font files the page requests, by file name without folder, hash or query. */
function recordFontRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') requested.push((new URL(request.url()).pathname.split('/').pop() ?? '').replace(/(-[\w-]{8})?\.woff2$/, ''));
  });
  return requested;
}

/** Opens the lobby and waits until its sections have drawn their data and the fonts are in. */
async function openLobby(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('my-games-login').waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * The fonts Chromium really drew each visible text of the page with (DevTools' "Rendered fonts"),
 * as "family (web font | system)" with an example text for each.
 */
async function renderedFonts(page: Page, leastTexts = 21): Promise<Map<string, string>> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  type DomNode = typeof root;
  const textElements: { nodeId: number; text: string }[] = [];
  const collect = (node: DomNode, insideHidden: boolean) => {
    // A closed <select> paints only its current option, and scripts and styles are never painted.
    const hidden = insideHidden || ['OPTION', 'SCRIPT', 'STYLE', 'NOSCRIPT'].includes(node.nodeName);
    const text = (node.children ?? []).find((child) => child.nodeType === 3 && (child.nodeValue ?? '').trim())?.nodeValue?.trim();
    if (text && !hidden) textElements.push({ nodeId: node.nodeId, text: text.slice(0, 40) });
    for (const child of node.children ?? []) if (child.nodeType === 1) collect(child, hidden);
  };
  collect(root, false);
  const fonts = new Map<string, string>();
  await Promise.all(
    textElements.map(async ({ nodeId, text }) => {
      // A ticker may have replaced its text since the snapshot: that node is gone, its successor was counted or is like it.
      const answer = await session.send('CSS.getPlatformFontsForNode', { nodeId }).catch(() => ({ fonts: [] }));
      for (const font of answer.fonts) fonts.set(`${font.familyName} (${font.isCustomFont ? 'web font' : 'system'})`, text);
    }),
  );
  expect(textElements.length).toBeGreaterThanOrEqual(leastTexts);
  await session.detach();
  return fonts;
}

describe('the web fonts of the lobby', () => {
  it('downloads the Latin, rupee and Devanagari cuts for the Hindi lobby, each once, and nothing else', async () => {
    const requested = recordFontRequests(run.page);
    await openLobby(run.page, run.url);
    expect(requested.sort()).toEqual([...PRODUCT_FONTS].sort());
  });

  it('draws every character of the Hindi lobby with its web fonts, never a system font', async () => {
    await openLobby(run.page, run.url);
    const fonts = await renderedFonts(run.page);
    expect([...fonts.keys()].filter((font) => font.endsWith('(system)')).map((font) => `${font}: "${fonts.get(font)}"`)).toEqual([]);
    expect([...fonts.keys()]).toEqual(expect.arrayContaining(['Inter (web font)', 'Noto Sans Devanagari (web font)']));
  });

  it('draws every character of the English lobby with its web fonts, and never downloads Devanagari', async () => {
    await run.context.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const requested = recordFontRequests(run.page);
    await openLobby(run.page, run.url);
    expect(await run.page.evaluate(() => document.documentElement.lang)).toBe('en');
    const fonts = await renderedFonts(run.page);
    expect([...fonts.keys()].filter((font) => font.endsWith('(system)')).map((font) => `${font}: "${fonts.get(font)}"`)).toEqual([]);
    // No Hindi text on the English first screen, so no Devanagari: neither preloaded nor drawn.
    expect(requested.sort()).toEqual(['inter-latin-wght', 'inter-rupee-wght']);
    expect(new Set(requested).size).toBe(requested.length);
  });
});

describe('the fonts of the backend pages (issue 24)', () => {
  // The demo game, the chat window and the sign-in provider's page are the backend's own HTML (the payment page links the
  // same sheet): their Hindi was drawn by the system's fonts, boxes on a machine without a Devanagari font.
  /** The demo game page of the first game the Hindi lobby shows (its tile's art names the game's node). */
  async function demoGamePath(page: Page) {
    await openLobby(page, run.url);
    const art = (await page.locator('[data-testid=game-tile] img[src*="/assets-gen/game/"]').first().getAttribute('src')) ?? '';
    const nodeId = /\/assets-gen\/game\/(\d+)\.svg/.exec(art)?.[1];
    expect(nodeId).toBeDefined();
    return `/assets-gen/play/${nodeId}.html?lang=HI`;
  }
  it.each([
    ['the demo game', demoGamePath],
    ['the chat window', async () => '/assets-gen/chat.html?model=CS_HI&lang=HI'],
    ['the sign-in provider', async () => '/__oidc/google/authorize?ui_locales=hi'],
  ])('draws %s in Hindi with the product web fonts, never a system font', async (_name, pathOf) => {
    const path = await pathOf(run.page);
    const requested = recordFontRequests(run.page);
    await run.page.goto(`${run.url}${path}`);
    await run.page.evaluate(() => document.fonts.ready.then(() => undefined));
    const fonts = await renderedFonts(run.page, 2);
    expect([...fonts.keys()].filter((font) => font.endsWith('(system)')).map((font) => `${font}: "${fonts.get(font)}"`)).toEqual([]);
    expect([...fonts.keys()]).toContain('Noto Sans Devanagari (web font)');
    expect(requested).toContain('noto-sans-devanagari-wght');
  });
});

describe('the fonts of the other scripts (issue 25, item 6)', () => {
  // Each catalogue's script: its own cut, fetched only for a page in that script, and no text drawn by a system font (no tofu).
  it.each([
    ['TH', 'th', 'noto-sans-thai-wght', 'Noto Sans Thai (web font)'],
    ['TA', 'ta', 'noto-sans-tamil-wght', 'Noto Sans Tamil (web font)'],
    ['MY', 'my', 'noto-sans-myanmar-400', 'Noto Sans Myanmar (web font)'],
    ['AR', 'ar', 'noto-sans-arabic-wght', 'Noto Sans Arabic (web font)'],
  ])('draws the %s lobby with its script font, downloading that cut and no Devanagari', async (language, tag, cut, family) => {
    await devControl(run.url, DEV_PATH.languages, 'POST', { set: 'all' });
    await run.context.addInitScript((stored) => localStorage.setItem('lang', stored), language);
    const requested = recordFontRequests(run.page);
    await openLobby(run.page, run.url);
    expect(await run.page.evaluate(() => document.documentElement.lang)).toBe(tag);
    const fonts = await renderedFonts(run.page);
    expect([...fonts.keys()].filter((font) => font.endsWith('(system)')).map((font) => `${font}: "${fonts.get(font)}"`)).toEqual([]);
    expect([...fonts.keys()]).toEqual(expect.arrayContaining(['Inter (web font)', family]));
    expect(requested).toContain(cut);
    expect(requested).not.toContain('noto-sans-devanagari-wght');
    expect(new Set(requested).size).toBe(requested.length);
  });
});

describe('the fonts of Vietnamese, Turkish, Polish, Marathi, Russian and Traditional Chinese (issue 25, item 6)', () => {
  /** Inter's files beyond Latin-1 and the script files: a page fetches only those of the letters it shows. */
  const EXTRA_CUTS = ['inter-latin-ext-a-wght', 'inter-latin-ext-wght', 'inter-vietnamese-wght', 'inter-cyrillic-wght', 'noto-sans-devanagari-wght'];
  const isTcSlice = (file: string) => /^noto-sans-tc-\d+-wght$/.test(file);

  // Each lobby in its own catalogue: drawn by web fonts only (no tofu, no system font), fetching its own cut and no other's.
  it.each([
    ['VI', 'vi', ['inter-vietnamese-wght'], 'Inter (web font)'],
    ['TR', 'tr', ['inter-latin-ext-a-wght'], 'Inter (web font)'],
    ['PL', 'pl', ['inter-latin-ext-a-wght'], 'Inter (web font)'],
    ['RU', 'ru', ['inter-cyrillic-wght'], 'Inter (web font)'],
    ['MR', 'mr', ['noto-sans-devanagari-wght'], 'Noto Sans Devanagari (web font)'],
    // Chromium names a face by its file's own family name: Noto Sans TC's variable file calls itself after its default instance, Thin.
    ['TW', 'zh-Hant', [], 'Noto Sans TC Thin (web font)'],
  ])('draws the %s lobby with web fonts only, fetching its own cut (%s) and no other', async (language, tag, cuts, family) => {
    await devControl(run.url, DEV_PATH.languages, 'POST', { set: 'all' });
    await run.context.addInitScript((stored) => localStorage.setItem('lang', stored), language);
    const requested = recordFontRequests(run.page);
    await openLobby(run.page, run.url);
    expect(await run.page.evaluate(() => document.documentElement.lang)).toBe(tag);
    const fonts = await renderedFonts(run.page);
    expect([...fonts.keys()].filter((font) => font.endsWith('(system)')).map((font) => `${font}: "${fonts.get(font)}"`)).toEqual([]);
    expect([...fonts.keys()]).toEqual(expect.arrayContaining(['Inter (web font)', family]));
    expect(requested.filter((file) => EXTRA_CUTS.includes(file)).sort()).toEqual(cuts);
    expect(new Set(requested).size).toBe(requested.length);
    const slices = requested.filter(isTcSlice);
    if (language === 'TW') {
      // Only the slices of the characters on the page, not all 21.
      expect(slices.length).toBeGreaterThan(0);
      expect(slices.length).toBeLessThan(21);
      const sizes = await run.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /noto-sans-tc-/.test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
      );
      console.log(`TW lobby: ${slices.length} Noto Sans TC slices, ${(sizes.reduce((sum, size) => sum + size, 0) / 1024).toFixed(0)} KB: ${slices.join(' ')}`);
    } else {
      expect(slices).toEqual([]);
    }
  });
});

describe('the fonts of the last thirteen catalogues: Indic scripts, Hebrew, Khmer, Lao, Simplified Chinese, Japanese, Korean (issue 25, item 6)', () => {
  /** Every script file and CJK slice: a page fetches only its own. */
  const isScriptCut = (file: string) => /^noto-sans-|^inter-(latin-ext|vietnamese|cyrillic)/.test(file);
  const isSliceOf = (family: string) => (file: string) => new RegExp(`^noto-sans-${family}-\\d+-wght$`).test(file);

  // Each lobby in its own catalogue: drawn by web fonts only (no tofu, no system font), fetching its own cut and no other's.
  it.each([
    ['BN', 'bn', 'noto-sans-bengali-wght', /^Noto Sans Bengali/],
    ['HE', 'he', 'noto-sans-hebrew-wght', /^Noto Sans Hebrew/],
    ['KM', 'km', 'noto-sans-khmer-wght', /^Noto Sans Khmer/],
    ['LO', 'lo', 'noto-sans-lao-wght', /^Noto Sans Lao/],
    // Chromium names a CJK variable face by its default instance (Noto Sans JP Thin...).
    ['JA', 'ja', 'jp', /^Noto Sans JP/],
    ['CN', 'zh-Hans', 'sc', /^Noto Sans SC/],
    ['KO', 'ko', 'kr', /^Noto Sans KR/],
  ])('draws the %s lobby with web fonts only, fetching its own cut (%s) and no other', async (language, tag, cut, family) => {
    await devControl(run.url, DEV_PATH.languages, 'POST', { set: 'all' });
    await run.context.addInitScript((stored) => localStorage.setItem('lang', stored), language);
    const requested = recordFontRequests(run.page);
    await openLobby(run.page, run.url);
    expect(await run.page.evaluate(() => document.documentElement.lang)).toBe(tag);
    const fonts = await renderedFonts(run.page);
    expect([...fonts.keys()].filter((font) => font.endsWith('(system)')).map((font) => `${font}: "${fonts.get(font)}"`)).toEqual([]);
    expect([...fonts.keys()]).toContain('Inter (web font)');
    expect([...fonts.keys()].filter((font) => family.test(font) && font.endsWith('(web font)'))).not.toEqual([]);
    expect(new Set(requested).size).toBe(requested.length);
    const own = requested.filter((file) => file === cut || isSliceOf(cut)(file));
    expect(own.length).toBeGreaterThan(0);
    // No other script's file, no other CJK family's slices (Traditional Chinese's least of all).
    expect(requested.filter((file) => isScriptCut(file) && !own.includes(file))).toEqual([]);
    const sizes = await run.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.woff2/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
    );
    console.log(`${language} lobby: ${requested.length} font files, ${(sizes.reduce((sum, size) => sum + size, 0) / 1024).toFixed(0)} KB: ${requested.join(' ')}`);
  });
});

describe('the preloaded fonts of the production build (npm run build)', () => {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct({ production: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  /** The fonts preloaded by the page's head and the fonts requested, for a first visit in `language` (none: the default). */
  async function firstVisit(language?: 'EN' | 'HI') {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
    await skipAnnouncementPopups(context);
    if (language) await context.addInitScript((stored) => localStorage.setItem('lang', stored), language);
    const page = await context.newPage();
    const requested = recordFontRequests(page);
    await openLobby(page, product!.url);
    const preloaded = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].map((link) =>
        new URL(link.href).pathname
          .split('/')
          .pop()
          ?.replace(/-[\w-]{8}\.woff2$/, ''),
      ),
    );
    await context.close();
    return { preloaded: preloaded.sort(), requested: requested.sort() };
  }

  it('preloads Devanagari with the Latin cuts for a visitor in Hindi, the default language', async () => {
    for (const visit of [await firstVisit(), await firstVisit('HI')]) {
      expect(visit.preloaded).toEqual([...PRODUCT_FONTS].sort());
      expect(visit.requested).toEqual([...PRODUCT_FONTS].sort());
    }
  });

  it('preloads and downloads no Devanagari for a visitor in English', async () => {
    const visit = await firstVisit('EN');
    expect(visit.preloaded).toEqual(['inter-latin-wght', 'inter-rupee-wght']);
    expect(visit.requested).toEqual(['inter-latin-wght', 'inter-rupee-wght']);
  });

  // Issue 25, done when: the Hindi lobby switched to Arabic downloads the Arabic catalogue and the
  // Arabic font, and of the rest only the language switch's own code (loaded at the first switch,
  // kept off the first screen); never another language's catalogue or font.
  it('switching the Hindi lobby to Arabic downloads the Arabic catalogue and font, and no other language', async () => {
    await devControl(product!.url, DEV_PATH.languages, 'POST', { set: 'all' });
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
    await skipAnnouncementPopups(context);
    const page = await context.newPage();
    await openLobby(page, product!.url);
    const downloads: { kind: string; file: string; url: string }[] = [];
    page.on('request', (request) => {
      const kind = request.resourceType();
      if (kind === 'script' || kind === 'font' || kind === 'stylesheet') {
        const file = (new URL(request.url()).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.(js|css|woff2)$/, '');
        downloads.push({ kind, file, url: request.url() });
      }
    });
    await page.getByRole('banner').getByTestId('language-selector').selectOption('AR');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(downloads.filter((download) => download.kind === 'font').map((download) => download.file)).toEqual(['noto-sans-arabic-wght']);
    expect(downloads.filter((download) => download.kind === 'stylesheet')).toEqual([]);
    const catalogues = downloads.filter((download) => download.file === 'messages' || download.file === 'areas');
    expect(catalogues.map((download) => download.file)).toEqual(['messages']);
    // The one catalogue fetched is Arabic's: it holds the lobby's Arabic words.
    const catalogue = await (await fetch(catalogues[0]!.url)).text();
    expect(catalogue).toContain('تسجيل الدخول');
    expect(catalogue).not.toMatch(/[\u0900-\u097F]/);
    // Besides it, only the switch's own code, each chunk once.
    const code = downloads.filter((download) => download.kind === 'script' && !catalogues.includes(download)).map((download) => download.file);
    expect(new Set(code).size).toBe(code.length);
    for (const file of code) expect(['languageRegistry', 'languages', 'intlLocales', 'languageCalls']).toContain(file);
    await context.close();
  });
});
