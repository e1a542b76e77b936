import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_PATH } from '@kernel/paths';
import { devControl, productPerFile } from './harness';

/**
 * Issue 25, item 8: the testers' pseudo-locale (src/i18n/pseudo.ts: English accented, 40 % longer,
 * bracketed) and one right-to-left language (Arabic) on the lobby, the login popup and a member
 * page (deposit). Any visible text of the UI left in plain English is a string that does not go
 * through the catalogue; any horizontal scroll or text cut by its box is a layout that does not
 * take longer words or the other direction; axe finds no serious or critical violation.
 *
 * Runs on a production build with the testers' flag (a build for players has no pseudo-locale):
 * PSEUDO_BUILD_DIR=<folder with dist/ and dist-server/>, else the file makes its own client with
 * VITE_PSEUDO_LOCALE=1, beside E2E_BUILD_DIR's server bundle (CI) or one of its own.
 *
 * What may stay plain English on these pages, and why (each is data, not a UI string):
 */
const ALLOWED: { within: string; why: string }[] = [
  {
    within: '[class*="bannerTitle"], [class*="bannerBrand"]',
    why: 'banner titles and the brand on them, wherever a banner is shown (the lobby’s first banner, the carousel, the login popup): the backend’s banners, not yet per language',
  },
  { within: '[data-testid="side-banner"]', why: 'the side menu’s banner titles: the backend’s banners' },
  { within: '[data-testid="notice-marquee"]', why: 'the notices of the marquee: the backend’s player notices' },
  { within: '[data-testid="video-slide"]', why: 'video titles: the backend’s videos' },
  { within: '[data-testid="winners-board"]', why: 'winners’ masked user names and game names: the backend’s winner board' },
  { within: '[data-testid^="game-tile"], [data-testid^="vendor-card"], [data-testid^="vendor-"]', why: 'game and vendor names: the backend’s game lists' },
  {
    within: '[data-testid="side-menu"], [data-testid="side-menu-live-chat"], [data-testid="side-bar"]',
    why: 'customer-service channel titles (Facebook, Telegram, WhatsApp, Live chat): the merchant’s service settings',
  },
  { within: '[data-testid="download-qr"] figcaption', why: 'the app stores’ platform names, iOS and Android: names' },
  { within: '[data-testid="account-vip"]', why: 'the VIP level’s label: the backend’s VIP settings' },
  {
    within: '[data-testid="social-google"], [data-testid="social-facebook"]',
    why: 'the providers’ marks, G and f: their brands’ letters (each button is named in the language by its label)',
  },
  { within: '[data-testid="account-menu-button"]', why: 'the member’s nickname and its initial' },
  { within: '[data-testid^="deposit-channel-"] [class*="title"]', why: 'payment channel names (UPI, Paytm, Bank transfer): the backend’s channels' },
  { within: '[data-testid="deposit-history-row"] [class*="orderId"]', why: 'order numbers: the backend’s' },
  {
    within: '[data-testid="deposit-history-row"] td',
    why: 'a channel’s name (the backend’s) or a date and time: month names and am/pm are the Intl locale’s data (CLDR), not the catalogue’s',
  },
];
/** The merchant’s brand (whitelabel), wherever it is shown. */
const BRAND = 'DEMO Play';

/** The flagged build: CI's, or one made privately for this file. */
async function pseudoBuild(): Promise<string> {
  if (process.env.PSEUDO_BUILD_DIR) return process.env.PSEUDO_BUILD_DIR;
  const dir = mkdtempSync(join(tmpdir(), 'pseudo-build-'));
  const vite = join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js');
  const build = (args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const result = spawnSync(process.execPath, [vite, 'build', ...args, '--logLevel', 'warn'], { env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed:\n${result.stderr.slice(-3000)}`);
  };
  build(['--outDir', join(dir, 'dist')], { ...process.env, VITE_PSEUDO_LOCALE: '1' });
  // The server bundle has no flag: the shared build's when there is one (CI), else its own.
  if (process.env.E2E_BUILD_DIR) symlinkSync(join(process.env.E2E_BUILD_DIR, 'dist-server'), join(dir, 'dist-server'), 'dir');
  else build(['--ssr', 'server/main.ts', '--outDir', join(dir, 'dist-server')]);
  // The server bundle imports its dependencies (hono, better-sqlite3) from node_modules.
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

const run = productPerFile({ language: 'EN', build: pseudoBuild });

/** Visible text nodes with a plain Latin letter that are neither pseudo-localised nor allowed data, and what overflows. */
async function findings(page: Page) {
  return page.evaluate(
    ({ allowed, brand }) => {
      // Every pseudo-localised message has accented letters, or is a fragment starting or ending a bracketed one.
      const pseudo = /[\u00c0-\u024f\u1e00-\u1eff]|^\[|~+\]$/;
      const plain: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text inside a left-to-right isolate (U+2066 … U+2069) is data the formatter marked: an amount or a user name (item 4).
        const text = (node.nodeValue ?? '').replace(/\u2066[^\u2069]*\u2069/g, '').trim();
        const element = node.parentElement;
        if (!/[A-Za-z]/.test(text) || pseudo.test(text) || text === brand || !element) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || !element.checkVisibility({ checkOpacity: true, visibilityProperty: true })) continue;
        if (allowed.some((selector) => element.closest(selector))) continue;
        plain.push(`${text.slice(0, 60)} (in ${element.closest('[data-testid]')?.getAttribute('data-testid') ?? element.tagName})`);
      }
      // Text cut by its own box: an element with text of its own, wider inside than its box, that hides the rest without an ellipsis.
      const clipped: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const ownText = [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && /\S/.test(child.nodeValue ?? ''));
        // A box 1 px wide is text for screen readers only (visually hidden on purpose).
        if (!ownText || element.scrollWidth <= element.clientWidth + 1 || element.clientWidth <= 1) continue;
        const style = getComputedStyle(element);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.textOverflow === 'ellipsis' || style.overflowX === 'visible') continue;
        if (!element.checkVisibility()) continue;
        clipped.push(`${element.textContent?.trim().slice(0, 50)} (${element.scrollWidth} > ${element.clientWidth})`);
      }
      const root = document.documentElement;
      return { plain, clipped, horizontalScroll: root.scrollWidth - root.clientWidth };
    },
    { allowed: ALLOWED.map((entry) => entry.within), brand: BRAND },
  );
}

/** Serious or critical WCAG 2.1 A/AA violations axe finds on the page as it stands (as test/e2e/surfacesSweep.ts asks). */
async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ iframes: false, resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

const CLEAN = { plain: [], clipped: [], horizontalScroll: 0 };

/** The lobby, the login popup (opened, then used to sign in as demo_member) and the deposit page, each looked at as it stands. */
async function walkSurfaces(page: Page, url: string) {
  const seen: Record<string, { findings: Awaited<ReturnType<typeof findings>>; axe: string[] }> = {};
  const look = async (surface: string) => {
    seen[surface] = { findings: await findings(page), axe: await axeFindings(page) };
  };
  await page.goto(url);
  await page.getByTestId('lobby').waitFor();
  await page.getByTestId('winners-board').waitFor();
  await look('lobby');
  await page.getByTestId('header-login').click();
  const popup = page.getByTestId('login-popup');
  await popup.waitFor();
  await look('login popup');
  await popup.locator('input[name=username]').fill('demo_member');
  await popup.locator('input[name=password]').fill('Demo@1234');
  await popup.locator('button[type=submit]').click();
  await page.getByTestId('balance-value').waitFor();
  await page.getByTestId('lobby-deposit').click();
  await page.waitForURL(/\/member\?page=depositv2/);
  await page.getByTestId('deposit-history-row').first().waitFor();
  await look('deposit page');
  return seen;
}

const everyClean = (surfaces: string[]) => Object.fromEntries(surfaces.map((surface) => [surface, { findings: CLEAN, axe: [] }]));

describe('the pseudo-locale and a right-to-left language on the lobby, the login popup and the deposit page (issue 25, item 8)', () => {
  it('pseudo-localised: no UI string left in plain English, nothing cut or scrolling sideways, axe clean', async () => {
    const { page, context } = run;
    await context.addInitScript(() => localStorage.setItem('pseudoLocale', '1'));
    await page.goto(run.url);
    // The build has the pseudo-locale: the header's login button is pseudo-localised.
    await expect.poll(() => page.getByTestId('header-login').textContent()).toMatch(/^\[Ļöĝ îñ ~+\]$/);
    expect(await walkSurfaces(page, run.url)).toEqual(everyClean(['lobby', 'login popup', 'deposit page']));
  }, 60_000);

  it('in Arabic (right to left): no UI string left in English, nothing cut or scrolling sideways, axe clean', async () => {
    const { page, context } = run;
    await devControl(run.url, DEV_PATH.languages, 'POST', { set: 'all' });
    await context.addInitScript(() => localStorage.setItem('lang', 'AR'));
    await page.goto(run.url);
    await expect.poll(() => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)).toBe('ar rtl');
    expect(await walkSurfaces(page, run.url)).toEqual(everyClean(['lobby', 'login popup', 'deposit page']));
  }, 60_000);
});
