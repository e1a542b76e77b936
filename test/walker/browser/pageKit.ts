import type { Page, Request, Route } from 'playwright-core';
import type { EventObject } from 'xstate';
import { memberPageHref } from '@kernel/memberPages';
import { DEV_PATH, PATH } from '@kernel/paths';
import { CONSENT_KEY } from '@kernel/storageKeys';
import { acceptedPatternOf, PATTERN_IDS } from '@kernel/validation';
import { countryCodes } from '../../../server/countries';
import type { Step } from '../../model/types';
import { type BrowserSession, StepSkipped } from './types';

/**
 * What the browser drivers share: a fresh page, the platform calls a walk answers itself (held
 * until the walk's settle step), the dev-control reads (SMS codes, captcha answers), and the
 * everyday moves of a person (log in, log out, go somewhere without reloading).
 */

/** An event with its payload, as the drivers offer them. */
export type PageEvent = EventObject & Record<string, unknown>;
export type SettleStep = Extract<Step, { kind: 'settle' }>;
export type WaitStep = Extract<Step, { kind: 'wait' }>;

/** A platform call of an invoked actor: held when the page makes it, answered at the walk's settle step. */
export type HeldCall = {
  /** The call's path; or `match` alone. */
  path?: string;
  method?: string;
  /** How often the client retries it on a failure (GETs: 2). */
  retries?: number;
  /** Tells this call from others on the same path (by its query). */
  match?: (url: URL) => boolean;
  /** Tells this call from others on the same path and method (by its body: one POST path, several actions). */
  request?: (request: Request) => boolean;
};

type Held = { route: Route; request: Request };
type Kit = {
  calls: Record<string, HeldCall>;
  held: Map<string, Held[]>;
  failing: Map<string, { count: number; until: number }>;
  captcha: { pending: number; lastId: string | null };
  /** Free per-page notes of a driver (counters the model does not keep). */
  notes: Map<string, number>;
};
const kits = new WeakMap<Page, Kit>();
const kitOf = (page: Page) => {
  const kit = kits.get(page);
  if (!kit) throw new Error('this page was not opened by openPage');
  return kit;
};

/** A network failure as the machines see it (no answer at all): the walk makes it by dropping the held request. */
export const networkFailure = () => Object.assign(new Error('Network link is abnormal, please try again'), { kind: 'network', details: { code: null } });
/** A business refusal of the reference backend, as the API client reports it. */
export const business = (code: string, value?: unknown) => Object.assign(new Error(code), { kind: 'business', message: code, details: { code, value } });
/** A read: the same answer serves every request of it. */
const isRead = (request: Request) => request.method() === 'GET' || request.method() === 'HEAD';
const isNetworkFailure = (value: unknown) => (value as { kind?: string } | null)?.kind === 'network';

export const DEMO = {
  member: { username: 'demo_member', password: 'Demo@1234', mobile: '9876543210', email: 'demo.member@example.com' },
  verify: { username: 'demo_verify', password: 'Verify@1234', bankAccountName: 'RAHUL SHARMA', email: 'demo.verify@example.com' },
  first: { username: 'demo_first', password: 'First@1234' },
} as const;

export type OpenOptions = {
  /** Stored language before the first visit (null: the product's default). Default EN, for stable texts. */
  language?: 'EN' | 'HI' | null;
  /** Let the popup announcements show (default: already seen in this browser session). */
  announcements?: boolean;
  /** Calls held until the walk settles them, by actor src. */
  calls?: Record<string, HeldCall>;
  /** Where to go: a path, or null to stay on about:blank (default '/'). */
  path?: string | null;
};

/**
 * A fresh page: a freshly seeded backend (dev controls), a new browser context, English, the
 * announcement popups already seen; the given calls are held for the walk.
 */
export async function openPage(session: BrowserSession, options: OpenOptions = {}): Promise<Page> {
  if (session.devControls) await session.devControl(DEV_PATH.reset, 'POST');
  // Reduced motion: without a GPU the lobby's running marquee and winners' scroll cost a core's half in software drawing.
  // No service worker: a registered one would fetch the calls itself, past the routes that hold and settle them.
  const context = await session.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  // The dev server's hot reload (its websocket) answered by nobody: an edit of the sources elsewhere
  // must not reload the page in the middle of a walk.
  await context.routeWebSocket(
    (url) => url.searchParams.has('token'),
    () => {},
  );
  // Issue 26, item 6: a player who answered the storage notice with Accept all (as test/e2e/harness.ts presetConsent).
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, 'all');
  }, CONSENT_KEY);
  const language = options.language === undefined ? 'EN' : options.language;
  if (language) {
    // Only the first visit: a language switched in the walk stays across reloads.
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, language);
  }
  if (!options.announcements) await context.addInitScript(() => sessionStorage.setItem('popupMarkers', JSON.stringify(['anonymous', 'USER'])));
  const page = await context.newPage();
  // Logins seal their body and the backend hashes the password: on a busy machine that takes seconds.
  page.setDefaultTimeout(20_000);
  const calls = options.calls ?? {};
  const kit: Kit = { calls, held: new Map(), failing: new Map(), captcha: { pending: 0, lastId: null }, notes: new Map() };
  kits.set(page, kit);
  const isCaptcha = (request: Request) => new URL(request.url()).pathname === PATH.captcha;
  page.on('request', (request) => {
    if (isCaptcha(request)) kit.captcha.pending += 1;
  });
  page.on('requestfailed', (request) => {
    if (isCaptcha(request)) kit.captcha.pending -= 1;
  });
  page.on('requestfinished', async (request) => {
    if (!isCaptcha(request)) return;
    const response = await request.response().catch(() => null);
    kit.captcha.lastId = (await response?.headerValue('captcha-id').catch(() => null)) ?? kit.captcha.lastId;
    kit.captcha.pending -= 1;
  });
  const matches = (call: HeldCall, url: URL) => (call.path === undefined || call.path === url.pathname) && (!call.match || call.match(url));
  if (Object.keys(calls).length > 0) {
    await page.route(
      (url) => Object.values(calls).some((call) => matches(call, url)),
      async (route, request) => {
        const url = new URL(request.url());
        const entry = Object.entries(calls).find(
          ([, call]) => matches(call, url) && (!call.method || call.method === request.method()) && (!call.request || call.request(request)),
        );
        if (!entry) return route.fallback();
        const [src] = entry;
        const failing = kit.failing.get(src);
        // The client's own retries of a call the walk made fail fail too.
        if (failing && failing.count > 0 && Date.now() < failing.until) {
          failing.count -= 1;
          return route.abort('connectionfailed');
        }
        kit.held.set(src, [...(kit.held.get(src) ?? []), { route, request }]);
      },
    );
  }
  if (options.path !== null) await gotoApp(page, `${session.baseUrl}${options.path ?? '/'}`);
  return page;
}

/**
 * Opens the app at an address. The dev server pre-bundles dependencies on their first use and
 * answers 504 (Outdated Optimize Dep) to a page that asked for the old bundle (also when another
 * dev server on the machine rewrote node_modules/.vite): that page is loaded again.
 */
export async function gotoApp(page: Page, url: string) {
  let outdated = false;
  const watch = (response: import('playwright-core').Response) => {
    if (response.status() === 504 && response.url().includes('/node_modules/.vite/')) outdated = true;
  };
  page.on('response', watch);
  try {
    for (let attempt = 1; ; attempt++) {
      outdated = false;
      // The document only: what the page then loads may be held for the walk.
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      // The app shows something (the splash while its language loads) once its modules are in.
      await until(
        async () => outdated || (await page.locator('[data-testid=splash], [data-testid=side-menu], [data-testid=catalogue-unavailable]').count()) > 0,
        `${url} did not start`,
        30_000,
      );
      if (!outdated || attempt === 4) return;
      await page.waitForTimeout(1_500);
    }
  } finally {
    page.off('response', watch);
  }
}

export const note = (page: Page, key: string) => kitOf(page).notes.get(key) ?? 0;
export const setNote = (page: Page, key: string, value: number) => void kitOf(page).notes.set(key, value);

/** Polls until `check` holds (or throws its last error after `timeout` ms). */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let ok = false;
    let error: unknown = null;
    try {
      ok = await check();
    } catch (caught) {
      error = caught;
    }
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} (waited ${timeout} ms)${error ? `: ${(error as Error).message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A held call is under way (the page made the request the walk will answer). */
export async function callMade(page: Page, src: string, timeout = 10_000) {
  const kit = kitOf(page);
  await until(() => (kit.held.get(src)?.length ?? 0) > 0, `the page never called ${src} (${kit.calls[src]?.path})`, timeout);
}

/**
 * The walk's settle step: the held request of the actor is let through to the reference backend
 * (a done, or the backend's own refusal), or dropped (a network failure, and the client's
 * retries with it). With `optional`, a done that the page answers without a request (a cached
 * chunk) passes. A read (GET) answers every request of the call held at that moment: the
 * development build mounts a page twice (React's StrictMode), so a read may be asked by the actor
 * shown and by one already discarded. A write answers its first request only, unless `all`.
 */
export async function settleCall(page: Page, step: SettleStep, options: { optional?: boolean; all?: boolean } = {}) {
  const kit = kitOf(page);
  if (!kit.calls[step.src]) throw new Error(`the driver holds no call for ${step.src}`);
  if (options.optional) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if ((kit.held.get(step.src)?.length ?? 0) === 0) {
      if (step.outcome === 'done') return;
      throw new Error(`${step.src} made no request to fail`);
    }
  } else await callMade(page, step.src);
  let others = 0;
  if (options.all ?? isRead(kit.held.get(step.src)![0]!.request)) {
    // Every request of the call held now gets this answer.
    const all = kit.held.get(step.src)!.splice(0);
    others = all.length - 1;
    for (const held of all.slice(1)) await (isNetworkFailure(step.value) ? held.route.abort('connectionfailed') : held.route.continue());
    kit.held.get(step.src)!.push(all[0]!);
  }
  const held = kit.held.get(step.src)!.shift()!;
  if (isNetworkFailure(step.value)) {
    const failing = { count: (kit.calls[step.src]!.retries ?? 0) * (1 + others), until: Date.now() + 5_000 };
    kit.failing.set(step.src, failing);
    await held.route.abort('connectionfailed');
    // The client gives up only after its retries (GETs back off 0.4 s, then 0.8 s).
    await until(() => failing.count === 0, `${step.src} was not retried as the client does`);
  } else {
    await held.route.continue();
    const response = await held.request.response().catch(() => null);
    await response?.finished().catch(() => null);
  }
  // The answer reaches the machine a moment after the network is done with it.
  await page.waitForTimeout(60);
}

/** A real delay of the machine: the page waits that long too. */
export async function waitFor(page: Page, step: WaitStep) {
  await page.waitForTimeout(step.ms);
}

/** The answer of the captcha the page shows now (dev controls). */
export async function currentCaptchaAnswer(page: Page, session: BrowserSession): Promise<string> {
  if (!session.devControls) throw new StepSkipped('a captcha answer needs the dev controls (/__dev/captchas)');
  const kit = kitOf(page);
  // A renewal starts right after the state that asks for it is shown.
  await page.waitForTimeout(150);
  await until(() => kit.captcha.pending === 0 && kit.captcha.lastId !== null, 'the captcha image did not load');
  const { value } = (await session.devControl(DEV_PATH.captchas, 'GET')) as { value: Array<{ id: string; answer: string }> };
  const captcha = value.find((entry) => entry.id === kit.captcha.lastId);
  if (!captcha) throw new Error(`the captcha shown (${kit.captcha.lastId}) is not among the unspent ones`);
  return captcha.answer;
}

/** The newest SMS code sent to a number (dev controls). */
export async function latestSmsCode(session: BrowserSession, mobile: string, after = 0): Promise<string> {
  if (!session.devControls) throw new StepSkipped('an SMS code needs the dev controls (/__dev/sms)');
  let code: string | null = null;
  await until(async () => {
    const { value } = (await session.devControl(DEV_PATH.smsOutbox, 'GET')) as { value: Array<{ mobile: string; code: string; sentAt: number }> };
    code = value.find((sms) => sms.mobile === mobile && sms.sentAt >= after)?.code ?? null;
    return code !== null;
  }, `no SMS sent to ${mobile}`);
  return code!;
}

/**
 * Fills the SMS code field of a form: the send button is pressed (unless it still counts down
 * from an earlier send), and the code the backend sent is typed.
 */
export async function fillSmsCode(page: Page, session: BrowserSession, scope: string, mobile: string) {
  if (!session.devControls) throw new StepSkipped('an SMS code needs the dev controls (/__dev/sms)');
  const button = page.locator(`[data-testid=${scope}] [data-testid=sms-send]`);
  const started = Date.now() - 60_000;
  if (await button.isEnabled()) {
    // SPEC 9: the backend sends at most 3 codes to a number in its window.
    if (note(page, `sms:${mobile}`) >= 3) throw new StepSkipped(`the backend sends at most 3 codes to ${mobile} in 5 minutes`);
    setNote(page, `sms:${mobile}`, note(page, `sms:${mobile}`) + 1);
    await button.click();
    await until(async () => !(await button.isEnabled()), 'the SMS button did not start counting down');
  }
  await page
    .locator(`[data-testid=${scope}] [name=verificationCode], [data-testid=${scope}] [name=smsCode]`)
    .first()
    .fill(await latestSmsCode(session, mobile, started));
}

/** Goes to a path inside the single-page app, without a reload (the root actors keep running). */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await until(async () => new URL(page.url()).pathname + new URL(page.url()).search === path, `the app did not go to ${path}`);
}

/** The login popup's form, as a person uses it. */
export async function logIn(page: Page, username: string, password: string) {
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-popup');
  await dialog.locator('input[name=username]').fill(username);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.locator('button[type=submit]').click();
}

/**
 * Sets the withdrawal password of the account logged in, in the security center as a person does
 * (the seed sets none, and the money pages ask for one first). With `baseUrl` the center is opened
 * by its address (from a page outside the member area: the agency center), else inside the app.
 */
export async function setWithdrawPassword(page: Page, password: string, options: { baseUrl?: string } = {}) {
  const href = memberPageHref('securityCenter');
  if (options.baseUrl) await page.goto(`${options.baseUrl}${href}`, { waitUntil: 'domcontentloaded' });
  else await goInApp(page, href);
  const section = page.getByTestId('security-withdraw-password');
  await until(async () => (await section.getAttribute('data-mode')) === 'set', 'the security center should offer to set the withdrawal password', 30_000);
  await page.getByTestId('withdraw-password-new').fill(password);
  await page.getByTestId('withdraw-password-confirm').fill(password);
  await page.getByTestId('withdraw-password-submit').click();
  await page.getByTestId('withdraw-password-saved').waitFor();
}

/** Signs out through the account menu and its confirmation. */
export async function logOut(page: Page) {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu').getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByTestId('logout-confirm').getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('header-login').waitFor();
  // Signing out goes home (SPEC 4).
  await until(() => new URL(page.url()).pathname === '/', 'signing out did not go home');
}

/** Closes the warning dialog on top (its confirm button). */
export async function confirmWarning(page: Page) {
  await page.getByTestId('warning-dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('warning-dialog').waitFor({ state: 'detached' });
}

/** How many requests of a held call the page has made that the walk has not answered yet. */
export const heldCount = (page: Page, src: string) => kitOf(page).held.get(src)?.length ?? 0;

/**
 * A wait of the model on the page's clock (Playwright's, paused by the driver): exactly its
 * length. `notYet` runs 1 ms before it ends and checks that nothing has happened yet (the
 * machine's timer fires at its length, not earlier).
 */
export async function waitOnPageClock(page: Page, step: WaitStep, notYet?: () => Promise<void>) {
  if (step.ms > 1) await page.clock.runFor(step.ms - 1);
  await notYet?.();
  await page.clock.runFor(Math.min(step.ms, 1));
}

/** Logs in at the agency center (/agent) with the agent login form; the agency home shows. */
export async function logInAtAgencyCenter(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/agent`, { waitUntil: 'domcontentloaded' });
  const form = page
    .getByTestId('agent-login-page')
    .locator('form')
    .filter({ has: page.locator('input[name=password]') });
  await form.locator('input[name=username]').fill(username, { timeout: 30_000 });
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/\/agentHome/, { timeout: 20_000 });
}

/** SPEC 7: the country codes (India first) and validators the reference backend serves; the account forms read them before they show. */
export const SERVED_FORM_RULES = {
  countries: countryCodes('EN'),
  validators: PATTERN_IDS.map((patternId) => ({ patternId, acceptedPattern: acceptedPatternOf(patternId) })),
};
