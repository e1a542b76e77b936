import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PATH } from '@kernel/paths';
import { devControl, launchBrowser, type RunningProduct, skipAnnouncementPopups, startProduct } from './harness';
import { type Account, ensureWithdrawPassword, logInThroughUi, SURFACES } from './surfaces';

/**
 * Issue 11 point 8: axe on every route and popup (test/e2e/surfaces.ts), in Hindi and English,
 * dark and light: no serious or critical WCAG 2.1 A/AA violation anywhere. One product; each
 * account logs in once and its token seeds the tab of every later surface, so the run stays short.
 */

const ALL_COMBOS = [
  { language: 'HI', theme: 'dark' },
  { language: 'HI', theme: 'light' },
  { language: 'EN', theme: 'dark' },
  { language: 'EN', theme: 'light' },
] as const;
type Combo = (typeof ALL_COMBOS)[number];
const comboName = (combo: Combo) => `${combo.language}/${combo.theme}`;
/** A11Y_COMBOS=EN/light narrows the combos while fixing; CI runs all four. */
const onlyCombos = process.env.A11Y_COMBOS?.split(',');
const COMBOS = onlyCombos ? ALL_COMBOS.filter((combo) => onlyCombos.includes(comboName(combo))) : ALL_COMBOS;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** SURFACES=login,lobby narrows the run while fixing (names contain one of the words). */
const only = process.env.SURFACES?.split(',').map((word) => word.trim().toLowerCase());
const surfaces = only ? SURFACES.filter((surface) => only.some((word) => surface.name.toLowerCase().includes(word))) : SURFACES;

let product: RunningProduct;
let browser: Browser;
const tokens: Partial<Record<Account, string>> = {};
const contexts = new Map<string, BrowserContext>();

/** One context per combo and account: its language and theme stored, announcements seen, the account's token in every new tab. */
async function contextFor(combo: Combo, account: Account): Promise<BrowserContext> {
  const key = `${comboName(combo)}/${account}`;
  const existing = contexts.get(key);
  if (existing) return existing;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipAnnouncementPopups(context);
  await context.addInitScript(
    ({ language, theme, token }) => {
      localStorage.setItem('lang', language);
      localStorage.setItem('theme', theme);
      if (token && !sessionStorage.getItem('token')) sessionStorage.setItem('token', token);
    },
    { language: combo.language, theme: combo.theme, token: tokens[account] ?? null },
  );
  contexts.set(key, context);
  return context;
}

/** The dev server bundles a chunk the first time a page asks for it: one visit of the areas gets that done before the clocks of the surfaces start. */
async function warmUp() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipAnnouncementPopups(context);
  const page = await context.newPage();
  for (const path of ['/', '/rng', '/help', '/agent']) {
    await page.goto(`${product.url}${path}`);
    await page.getByTestId(path === '/agent' ? 'agent-login-page' : 'header-login').waitFor({ timeout: 120_000 });
  }
  await context.close();
}

type Finding = { combo: string; id: string; impact: string; help: string; targets: string[] };

async function auditSurface(surface: (typeof SURFACES)[number], combo: Combo): Promise<Finding[]> {
  const context = await contextFor(combo, surface.account);
  const page = await context.newPage();
  try {
    await surface.open(page, product.url);
    // The game, chat and video frames are the vendors' pages, not ours: their titles are checked, their insides are not.
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ iframes: false }).analyze();
    if (process.env.A11Y_PROGRESS) console.log(`${surface.name} ${comboName(combo)}: ${results.violations.length} violations`);
    return results.violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => ({
        combo: comboName(combo),
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes
          .slice(0, 6)
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`),
      }));
  } catch (error) {
    await page.screenshot({ path: `test-results/a11y/${surface.name.replace(/\W+/g, '-')}-${comboName(combo).replace('/', '-')}.png` }).catch(() => undefined);
    return [{ combo: comboName(combo), id: 'surface-did-not-open', impact: 'critical', help: (error as Error).message.split('\n')[0] ?? '', targets: [] }];
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  // A11Y_PRODUCT_URL reuses a product already running (`npm start`) while fixing what axe finds.
  const running = process.env.A11Y_PRODUCT_URL;
  product = running ? { url: running, stop: async () => undefined } : await startProduct();
  browser = await launchBrowser();
  await devControl(product.url, DEV_PATH.reset, 'POST');
  await warmUp();
  for (const account of ['member', 'agent'] as const) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await skipAnnouncementPopups(context);
    const page = await context.newPage();
    await logInThroughUi(page, product.url, account);
    tokens[account] = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? undefined;
    if (account === 'member') {
      // The combos of the withdrawal surface run side by side: the password is set once, here.
      await page.goto(`${product.url}/member?page=securityCenter`);
      await ensureWithdrawPassword(page);
    }
    await context.close();
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('axe: no serious or critical WCAG 2.1 AA violation on any surface, HI and EN, dark and light', () => {
  for (const surface of surfaces) {
    it(`${surface.name} (${surface.account})`, { timeout: 240_000 }, async () => {
      // The four combos of a surface run side by side, each in its own tab.
      const findings = (await Promise.all(COMBOS.map((combo) => auditSurface(surface, combo)))).flat();
      const report = findings
        .map((finding) => `[${finding.combo}] ${finding.impact} ${finding.id}: ${finding.help}\n${finding.targets.map((target) => `    ${target}`).join('\n')}`)
        .join('\n');
      expect(findings, `${surface.name}:\n${report}`).toEqual([]);
    });
  }
});
