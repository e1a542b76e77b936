import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PATH } from '@kernel/paths';
import { contentSecurityPolicy } from '../../server/securityHeaders';
import { devControl, launchBrowser, type RunningProduct, skipAnnouncementPopups, startProduct } from './harness';
import { type Account, ensureWithdrawPassword, logInThroughUi, SURFACES, type Surface } from './surfaces';

/**
 * One sweep of every route and popup a person can reach (test/e2e/surfaces.ts), which checks two
 * things on each surface as it stands open:
 * - issue 11 point 6, the strict content-security policy: no `securitypolicyviolation` event in any
 *   of the site's frames, no Chromium "Refused to ..." message, and every page the site serves
 *   carries the policy of server/securityHeaders.ts;
 * - issue 11 point 8, accessibility: axe finds no serious or critical WCAG 2.1 A/AA violation, in
 *   Hindi and English, dark and light.
 * Each combination of language and theme opens the surface in its own tab, side by side; each
 * account logs in once and its token seeds every later tab, so the run stays short.
 *
 * CSP_MODES=production (or development) runs one server only (both by default: the production
 * build and `npm start`); axe runs on the first of them. A11Y_COMBOS=HI/dark,EN/light narrows the
 * combinations (all four by default); SURFACES=login,lobby narrows the surfaces (names containing
 * one of the words); CSP_PRODUCTION_DIR=<dir with dist/ and dist-server/> uses that build instead of
 * building one privately.
 */

type Mode = 'production' | 'development';
const MODES = (process.env.CSP_MODES?.split(',').map((mode) => mode.trim()) ?? ['production', 'development']) as Mode[];

const ALL_COMBOS = [
  { language: 'HI', theme: 'dark' },
  { language: 'HI', theme: 'light' },
  { language: 'EN', theme: 'dark' },
  { language: 'EN', theme: 'light' },
] as const;
type Combo = (typeof ALL_COMBOS)[number];
const comboName = (combo: Combo) => `${combo.language}/${combo.theme}`;
const onlyCombos = process.env.A11Y_COMBOS?.split(',');
const COMBOS = onlyCombos ? ALL_COMBOS.filter((combo) => onlyCombos.includes(comboName(combo))) : ALL_COMBOS;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const only = process.env.SURFACES?.split(',').map((word) => word.trim().toLowerCase());
const named = only ? SURFACES.filter((surface) => only.some((word) => surface.name.toLowerCase().includes(word))) : SURFACES;

/**
 * The SHA-256 of each inline script of the built index.html (the first-paint script), base64, as
 * the browser hashes a script's text: the production policy must allow exactly these.
 */
let builtScriptHashes: string[] = [];
const inlineScriptHashesOf = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );

/** The policy a page of the SPA must carry: production's exactly, its inline first-paint script allowed by hash; in development the same with the page's own nonce. */
function expectedPolicy(mode: Mode, received: string): string {
  if (mode === 'production') return contentSecurityPolicy({ scriptHashes: builtScriptHashes });
  const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(received)?.[1];
  return contentSecurityPolicy({ nonce: nonce ?? 'a nonce of at least 128 bits' });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`))));
  });
}

/** `npm run build` into a private folder (never the shared dist/), laid out so `node dist-server/main.js` runs from it. */
async function buildPrivately(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'csp-build-'));
  const vite = join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js');
  await run(process.execPath, [vite, 'build', '--outDir', join(dir, 'dist'), '--logLevel', 'warn']);
  await run(process.execPath, [vite, 'build', '--ssr', 'server/main.ts', '--outDir', join(dir, 'dist-server'), '--logLevel', 'warn']);
  // The server bundle imports its dependencies (hono, better-sqlite3) from node_modules.
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Paths of the pages the backend renders itself (server/app.ts API_PREFIXES): the demo game, live chat, the payment page. */
const BACKEND_PAGE = /^\/(wps|lgw|lotto|assets-gen|__dev)\//;

type Violation = { directive: string; blocked: string; document: string; source: string; sample: string };
type DocumentPolicy = { url: string; policy: string | null };
type Finding = { combo: string; id: string; impact: string; help: string; targets: string[] };

/** Records, for one browser context, every violation in the site's frames and the policy of every page the site served. */
async function watchContext(context: BrowserContext, siteUrl: string) {
  const violations: Violation[] = [];
  const refusals: string[] = [];
  const documents: DocumentPolicy[] = [];
  const ours = (address: string) => address.startsWith(siteUrl) || address.startsWith('about:') || address === '';

  await context.exposeBinding('__recordCspViolation', (_source, violation: Violation) => {
    if (ours(violation.document)) violations.push(violation);
  });
  // In every frame, before any of its scripts: the game, chat and video frames included.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = (window as unknown as { __recordCspViolation?: (violation: unknown) => void }).__recordCspViolation;
      record?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        document: event.documentURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      const where = message.location().url;
      if (/Refused to|Content.Security.Policy/i.test(message.text()) && ours(where)) refusals.push(`${where}: ${message.text()}`);
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'document' || !response.url().startsWith(siteUrl)) return;
      const headers = await response.allHeaders().catch(() => ({}) as Record<string, string>);
      documents.push({ url: response.url(), policy: headers['content-security-policy'] ?? null });
    });
  };
  context.on('page', watchPage);
  return { violations, refusals, documents };
}
type Watched = Awaited<ReturnType<typeof watchContext>>;

/** axe's blocking findings on the page as it stands (the game, chat and video frames are the vendors' pages: their titles are checked, not their insides). */
async function axeFindings(page: Page, combo: Combo): Promise<Finding[]> {
  // Only violations are collected in full: passes and incomplete results cost time and are not read.
  // Legacy mode runs axe in the page's own frame: the default mode opens an extra tab per run to
  // merge the frames' results, which tripled the cost of every run (0.6 s against 2.1 s on the
  // lobby), and with `iframes: false` there are no other frames' results to merge.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(WCAG_TAGS)
    .options({ iframes: false, resultTypes: ['violations'] })
    .analyze();
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
}

/**
 * The sweep of the surfaces of one account kind (a test file each, so the browser test files can
 * share the machine's two cores): on every server of CSP_MODES, each surface in every combination.
 * The visitor's file also checks the policy's headers and that it refuses inline code.
 */
export function sweepSurfaces(account: Account) {
  const surfaces = named.filter((surface) => surface.account === account);
  for (const [modeIndex, mode] of MODES.entries()) sweepOn(mode, modeIndex === 0, account, surfaces);
}

function sweepOn(mode: Mode, withAxe: boolean, account: Account, surfaces: readonly Surface[]) {
  describe(`every ${account} route and popup on the ${mode} server: strict CSP${withAxe ? ', and no serious or critical WCAG 2.1 AA violation in HI and EN, dark and light' : ''} (Chromium)`, () => {
    let product: RunningProduct | undefined;
    let browser: Browser | undefined;
    let removeBuild: (() => void) | undefined;
    const tokens: Partial<Record<Account, string>> = {};

    beforeAll(async () => {
      if (mode === 'production') {
        const existing = process.env.CSP_PRODUCTION_DIR ?? process.env.E2E_BUILD_DIR;
        const build = existing ? { dir: existing, remove: () => {} } : await buildPrivately();
        removeBuild = build.remove;
        product = await startProduct({ production: true, cwd: build.dir });
        builtScriptHashes = inlineScriptHashesOf(readFileSync(join(build.dir, 'dist', 'index.html'), 'utf8'));
        // The build writes the first-paint script inline: a policy with no hash would mean it is gone or not allowed.
        expect(builtScriptHashes).toHaveLength(1);
      } else {
        product = await startProduct({ production: false });
      }
      browser = await launchBrowser();
      await devControl(product.url, DEV_PATH.reset, 'POST');
      // The account logs in once; its token then seeds the tab of every later surface.
      if (account !== 'visitor') {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await skipAnnouncementPopups(context);
        const page = await context.newPage();
        await logInThroughUi(page, product.url, account);
        tokens[account] = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? undefined;
        if (account === 'member') {
          // The combinations of the withdrawal surface run side by side: the password is set once, here.
          await page.goto(`${product.url}/member?page=securityCenter`);
          await ensureWithdrawPassword(page);
        }
        await context.close();
      }
    }, 420_000);

    afterAll(async () => {
      await browser?.close();
      await product?.stop();
      removeBuild?.();
    });

    /**
     * One context per combination for the whole file (its language and theme stored, announcements
     * seen, the account's token put in each tab, everything watched), and a fresh tab per surface:
     * the browser's cache and compiled scripts then serve every surface, 15 % less CPU a page load
     * than a fresh context each (9.4 s against 11.1 s of CPU for 8 loads here).
     */
    const comboContexts = new Map<string, Promise<{ context: BrowserContext; watched: Watched }>>();
    const comboContext = (account: Account, combo: Combo) => {
      const key = `${account} ${comboName(combo)}`;
      let made = comboContexts.get(key);
      if (!made) {
        made = (async () => {
          const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
          await skipAnnouncementPopups(context);
          await context.addInitScript(
            ({ language, theme, token }) => {
              localStorage.setItem('lang', language);
              localStorage.setItem('theme', theme);
              if (token && !sessionStorage.getItem('token')) sessionStorage.setItem('token', token);
            },
            { language: combo.language, theme: combo.theme, token: tokens[account] ?? null },
          );
          return { context, watched: await watchContext(context, product!.url) };
        })();
        comboContexts.set(key, made);
      }
      return made;
    };

    /** A fresh tab of the combination's context; what is watched counts from its opening, and closing it closes every tab the surface opened. */
    async function openWatched(account: Account, combo: Combo) {
      const { context, watched } = await comboContext(account, combo);
      const from = { violations: watched.violations.length, refusals: watched.refusals.length, documents: watched.documents.length };
      const page = await context.newPage();
      return {
        page,
        violations: () => watched.violations.slice(from.violations),
        refusals: () => watched.refusals.slice(from.refusals),
        documents: () => watched.documents.slice(from.documents),
        close: () => Promise.all(context.pages().map((open) => open.close())),
      };
    }

    /** One combination's look at a surface: its CSP report (empty when clean), axe's findings, the policies of the pages served. */
    async function sweep(surface: Surface, combo: Combo) {
      const { page, violations, refusals, documents, close } = await openWatched(surface.account, combo);
      let findings: Finding[] = [];
      try {
        await surface.open(page, product!.url);
        if (withAxe) findings = await axeFindings(page, combo);
        // Late work (lazy chunks, images near the viewport, pollers) gets a moment to trip the policy.
        else await page.waitForTimeout(500);
      } catch (error) {
        const name = `${surface.name}-${comboName(combo)}`.replace(/\W+/g, '-');
        await page.screenshot({ path: `test-results/surfaces/${name}.png` }).catch(() => undefined);
        findings = [{ combo: comboName(combo), id: 'surface-did-not-open', impact: 'critical', help: (error as Error).message.split('\n')[0] ?? '', targets: [] }];
      } finally {
        await close();
      }
      const csp = [
        ...violations().map(
          (violation) =>
            `[${comboName(combo)}] ${violation.directive} refused ${violation.blocked || '(inline)'} in ${violation.document} at ${violation.source} ${violation.sample}`,
        ),
        ...refusals().map((refusal) => `[${comboName(combo)}] ${refusal}`),
      ];
      return { csp, findings, documents: documents() };
    }

    it.runIf(account === 'visitor')(
      'every page of the site carries the policy, and the policy really refuses inline script, inline handlers and inline style',
      async () => {
        const { page, violations, documents, close } = await openWatched('visitor', COMBOS[0] ?? ALL_COMBOS[0]);
        try {
          const response = await page.goto(`${product!.url}/games/slots`);
          await page.getByTestId('lobby').or(page.getByTestId('game-list')).first().waitFor({ timeout: 30_000 });
          const headers = await response!.allHeaders();
          const policy = headers['content-security-policy'] ?? '';
          expect(policy).toBe(expectedPolicy(mode, policy));
          expect(headers['x-content-type-options']).toBe('nosniff');
          expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
          expect(headers['x-frame-options']).toBe('SAMEORIGIN');
          expect(documents().map((document) => document.policy)).toEqual([policy]);

          // What an injected payload would try; none of it may run, and the recorder must see it refused.
          // (eval cannot be tried from here: the DevTools protocol's own evaluation is exempt; the
          // policy string above, with no 'unsafe-eval', stands for it.)
          const outcome = await page.evaluate(async () => {
            const state = window as unknown as { inlineRan?: boolean };
            const script = document.createElement('script');
            script.textContent = 'window.inlineRan = true';
            document.head.append(script);
            const style = document.createElement('style');
            style.textContent = 'body { outline: 7px solid rgb(1, 2, 3) }';
            document.head.append(style);
            // An inline event handler, fired by an image that fails to decode.
            const image = document.createElement('img');
            image.setAttribute('onerror', 'window.handlerRan = true');
            image.src = 'data:image/png;base64,AAAA';
            document.body.append(image);
            await new Promise((resolve) => setTimeout(resolve, 300));
            return {
              inlineRan: state.inlineRan === true,
              handlerRan: (window as unknown as { handlerRan?: boolean }).handlerRan === true,
              styled: getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)',
            };
          });
          expect(outcome).toEqual({ inlineRan: false, handlerRan: false, styled: false });
          await expect
            .poll(() =>
              violations()
                .map((violation) => violation.directive)
                .sort(),
            )
            .toEqual(['script-src-attr', 'script-src-elem', 'style-src-elem']);
        } finally {
          await close();
        }
      },
    );

    for (const surface of surfaces) {
      it(`${surface.name} (${surface.account})`, { timeout: 240_000 }, async () => {
        // The combinations of a surface run side by side, each in its own tab.
        const looks = await Promise.all(COMBOS.map((combo) => sweep(surface, combo)));
        expect(looks.flatMap((look) => look.csp).join('\n'), `${surface.name}: CSP violations`).toBe('');
        // The SPA's pages carry the site's policy; the backend's own pages (game, chat) one of their own that frames them to this site only.
        for (const document of looks.flatMap((look) => look.documents)) {
          const policy = document.policy ?? '';
          if (!BACKEND_PAGE.test(new URL(document.url).pathname)) expect(policy, document.url).toBe(expectedPolicy(mode, policy));
          else expect(policy, document.url).toContain("frame-ancestors 'self'");
        }
        const findings = looks.flatMap((look) => look.findings);
        const report = findings
          .map((finding) => `[${finding.combo}] ${finding.impact} ${finding.id}: ${finding.help}\n${finding.targets.map((target) => `    ${target}`).join('\n')}`)
          .join('\n');
        expect(findings, `${surface.name}:\n${report}`).toEqual([]);
      });
    }
  });
}
