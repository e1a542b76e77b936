import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DEV_PATH } from '@kernel/paths';
import { CONSENT_KEY } from '@kernel/storageKeys';
import { chromiumPath } from '../chromiumPath';

/** A free TCP port on loopback, so tests never collide with a running product. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers: { Merchant: 'DEMO' } });
      // The SPA fallback answers any path with HTML; only the backend answers JSON.
      if (response.ok && response.headers.get('content-type')?.includes('json')) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export type RunningProduct = { url: string; stop: () => Promise<void> };

/**
 * Starts the product the way the README says (`npm start`), on a free port; or the production build
 * (`npm run serve`, after `npm run build`). Tests that do not ask for one or the other run on the
 * production build in E2E_BUILD_DIR when it is set (CI: the build it just made, which serves pages
 * without the dev server's on-demand transforms), else on `npm start`.
 */
export async function startProduct(
  options: { production?: boolean /** Where dist/ and dist-server/ are (a private build); the project by default. */; cwd?: string } = {},
): Promise<RunningProduct> {
  const sharedBuild = options.production === undefined ? process.env.E2E_BUILD_DIR : undefined;
  const production = options.production ?? Boolean(sharedBuild);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [production ? 'dist-server/main.js' : 'scripts/start.mjs'], {
    cwd: options.cwd ?? sharedBuild ?? process.cwd(),
    env: { ...process.env, PORT: String(port), BROWSER: 'none', DEV_CONTROLS: '1', DEMO_MONEY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/wps/system/status`, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const printedBy = Date.now() + 30_000;
  while (!/demo_member/.test(output) && Date.now() < printedBy) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!/demo_member/.test(output)) throw new Error(`npm start did not print the demo accounts:\n${output}`);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * What every test's browser context gets unless it asks otherwise: reduced motion (below), and no
 * service worker. The lite app's worker, once registered, fetches the API calls itself, and a
 * worker's fetches pass Playwright's page.route by: the tests that hold, fail or count calls would
 * no longer see them. Only the lite app's own test (liteApp.e2e.test.ts) lets the worker run.
 */
export const TEST_CONTEXT = { reducedMotion: 'reduce', serviceWorkers: 'block' } as const;

/**
 * Issue 26, item 6: every test context starts as a player who answered the storage notice with
 * Accept all, so the notice covers nothing and preferences are kept as before it came. An init
 * script rather than a storageState: it holds for any origin and port. A choice the test makes
 * (another answer, Cookie settings) stays: the script only fills an empty place. The notice's own
 * test asks for a first visit (launchBrowser({ consent: 'unasked' })).
 */
export async function presetConsent(context: BrowserContext) {
  await context.addInitScript((key) => {
    try {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, 'all');
    } catch {
      // about:blank and opaque origins have no storage.
    }
  }, CONSENT_KEY);
}

/** How the tests start Chromium: headless, no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium for a browser test file. Its contexts show the page as a player who asked for reduced
 * motion sees it, unless a test asks for motion (`reducedMotion: 'no-preference'`): without a GPU
 * every frame of the lobby's marquee and winners' scroll is drawn in software, which kept an idle
 * lobby at 0.4 of a core (8.0 s of CPU in 20 s, 2.9 s reduced) and made every file on the two
 * shared cores slower. The tests about motion (the footer carousel) ask for it.
 */
export async function launchBrowser(options: { consent?: 'preset' | 'unasked' } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const preset = options.consent !== 'unasked';
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions = {}) => {
    const context = await newContext({ ...TEST_CONTEXT, ...contextOptions });
    if (preset) await presetConsent(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (pageOptions = {}) => {
    const page = await newPage({ ...TEST_CONTEXT, ...pageOptions });
    // Before the test's first navigation: the page is still blank.
    if (preset) await presetConsent(page.context());
    return page;
  };
  return browser;
}

export async function devControl(url: string, path: string, method: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
}

export async function logIn(page: Page, username: string, password: string) {
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-popup');
  await dialog.locator('input[name=username]').fill(username);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.locator('button[type=submit]').click();
}

/** Popup announcements already seen in this session, so tests about other things are not covered by them. */
export async function skipAnnouncementPopups(context: import('playwright-core').BrowserContext) {
  await context.addInitScript(() => sessionStorage.setItem('popupMarkers', JSON.stringify(['anonymous', 'USER'])));
}

export type ProductRun = {
  readonly url: string;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
};

/**
 * The set-up most browser test files share: one product and one Chromium for the file, and for
 * each test fresh demo data, a fresh browser context (1440 × 900, announcement popups already
 * seen, the given language) and a page.
 */
export function productPerFile(
  options: {
    language?: 'EN' | 'HI';
    /** A production build of its own to serve (its folder with dist/ and dist-server/), made before the file's tests. */
    build?: () => Promise<string>;
    /** The tests are about motion: the page as a player who did not ask for reduced motion sees it. */
    motion?: boolean;
    /** The tests are about the lite app's service worker, which every other test's context blocks (TEST_CONTEXT). */
    serviceWorkers?: boolean;
    /** The tests are about the storage notice: a first visit, no choice preset (presetConsent). */
    firstVisit?: boolean;
  } = {},
): ProductRun {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    product = await startProduct(options.build ? { production: true, cwd: await options.build() } : {});
    browser = await launchBrowser({ consent: options.firstVisit ? 'unasked' : 'preset' });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  beforeEach(async () => {
    await devControl(product!.url, DEV_PATH.reset, 'POST');
    context = await browser!.newContext({
      viewport: { width: 1440, height: 900 },
      ...(options.motion ? { reducedMotion: 'no-preference' } : {}),
      ...(options.serviceWorkers ? { serviceWorkers: 'allow' } : {}),
    });
    await skipAnnouncementPopups(context);
    if (options.language) {
      // Only the first visit: a test that switches language keeps its choice across reloads.
      await context.addInitScript((language) => {
        if (!localStorage.getItem('lang')) localStorage.setItem('lang', language);
      }, options.language);
    }
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is only there inside a test`);
    return value;
  };
  return {
    get url() {
      return ready(product, 'the product').url;
    },
    get browser() {
      return ready(browser, 'the browser');
    },
    get context() {
      return ready(context, 'the browser context');
    },
    get page() {
      return ready(page, 'the page');
    },
  };
}
