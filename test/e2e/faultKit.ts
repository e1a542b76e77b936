import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { DevFault } from '@kernel/devControls';
import { DEV_PATH } from '@kernel/paths';
import { apiConfig } from '@/api/config';
import { devControl, type ProductRun, productPerFile } from './harness';

/**
 * The fault sweeps' kit (faults.lobby and faults.login files share it). Issue 11 point 7: every backend call the lobby (as a visitor) and the login make, recorded from
 * the page rather than listed by hand, fails in each way the dev fault control knows, and the page
 * must hold: never a white screen, a clear message or a retry wherever the data was needed, no
 * uncaught page error, and recovery without a reload once the fault is cleared. A 15 s latency
 * must show loading, not an error nor a blank, and must not hold up the other parts.
 *
 * Cost: the three failure kinds of one call share one page load. The first kind fails the call
 * on a fresh load; the next kinds fail it again through the page's own retry (or resubmitting the
 * form), which takes the same error paths; a call whose failure shows nothing gets a fresh load
 * for each kind. Recovery is checked once per call, after its last kind.
 */

const FAILURE_KINDS = ['http500', 'malformedJson', 'drop'] as const satisfies readonly DevFault['kind'][];
/** The fault kind a latency is applied with: the call succeeds, late. */
export const SLOW_CALL_MS = 15_000;

/** What the product says in Hindi (the demo merchant's default language). */
export const HINDI = /[\u0900-\u097F]/;
export const TRY_AGAIN = 'पुनः प्रयास करें';
/** The product's failure messages in Hindi: 'Network link is abnormal', '... could not be loaded'. */
const FAILURE_TEXT = /नेटवर्क लिंक असामान्य|लोड नहीं/;

/**
 * The product under test: the dev server (`npm start`), or with E2E_BUILD_DIR the production build
 * in that folder (its dist/ and dist-server/, e.g. a private `npm run build`), which loads faster and
 * does not move while files are edited.
 */
let perFile: ProductRun | undefined;

/** The running product and the page of the current test (harness.ts's productPerFile, set up by setUpFaultRun). */
export const run = {
  get url() {
    return perFile!.url;
  },
  get page() {
    return perFile!.page;
  },
};

/** Starts the product and Chromium for the test file, and gives each test the demo data of the seed and a fresh page. */
export function setUpFaultRun() {
  perFile = productPerFile();
}

export const setFault = (fault: DevFault) => devControl(run.url, DEV_PATH.fault, 'POST', fault);
export const clearFaults = () => devControl(run.url, DEV_PATH.fault, 'DELETE');

/** A call to the backend, named by its path (faults match paths; the query is what differs between pages of one call). */
const callPath = (request: Request) => new URL(request.url()).pathname;
const isBackendCall = (request: Request, origin: string) =>
  ['fetch', 'xhr'].includes(request.resourceType()) && new URL(request.url()).origin === origin && !callPath(request).startsWith('/__dev');

/**
 * Watches one page's backend calls: which paths were called (in first-call order), which are in
 * flight, and when each was last touched, so a test can wait until a call and its retries are over.
 */
function watchCalls(page: Page, origin: string) {
  const called: string[] = [];
  const inFlight = new Map<Request, string>();
  const lastActivity = new Map<string, number>();
  /** The start time of each call that has answered (or failed), by path: the latest. */
  const answeredStarts = new Map<string, number>();
  const startedAt = new Map<Request, number>();
  const touch = (path: string) => lastActivity.set(path, Date.now());
  page.on('request', (request) => {
    if (!isBackendCall(request, origin)) return;
    const path = callPath(request);
    if (!called.includes(path)) called.push(path);
    inFlight.set(request, path);
    startedAt.set(request, Date.now());
    touch(path);
  });
  const done = (request: Request) => {
    const path = inFlight.get(request);
    if (path === undefined) return;
    inFlight.delete(request);
    touch(path);
    answeredStarts.set(path, Math.max(answeredStarts.get(path) ?? 0, startedAt.get(request) ?? 0));
    startedAt.delete(request);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    called,
    /** Forgets what was called (the next recording starts now). */
    restart: () => called.splice(0),
    /** Waits until `path` was called since `since`, and neither it nor its retries have been in flight for `quietMs`. */
    async settled(path: string | null, since: number, quietMs = 1_300, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const busy = [...inFlight.values()].filter((inFlightPath) => path === null || inFlightPath === path);
        const last = path === null ? Math.max(0, ...lastActivity.values()) : (lastActivity.get(path) ?? 0);
        if (last >= since && busy.length === 0 && Date.now() - last >= quietMs) return;
        if (path === null && busy.length === 0 && Date.now() - Math.max(since, last) >= quietMs) return;
        await page.waitForTimeout(100);
      }
      throw new Error(`${path ?? 'the page'} did not settle within ${timeoutMs} ms (in flight: ${[...inFlight.values()].join(', ')})`);
    },
    /** Whether a call of `path` started since `since` has answered (or failed). */
    answeredSince: (path: string, since: number) => (answeredStarts.get(path) ?? 0) >= since,
    /** Waits until `paths` have been called and every other call has answered, none started for `quietMs`. */
    async othersSettled(paths: readonly string[], since: number, quietMs = 1_000, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const others = [...inFlight.values()].filter((inFlightPath) => !paths.includes(inFlightPath));
        const lastOther = Math.max(since, ...[...lastActivity.entries()].filter(([otherPath]) => !paths.includes(otherPath)).map(([, at]) => at));
        // A held call may have started before `since` (a popup fetches its challenge as it opens): in flight counts as called.
        const called = paths.some((path) => (lastActivity.get(path) ?? 0) >= since || [...inFlight.values()].includes(path));
        if (others.length === 0 && called && Date.now() - lastOther >= quietMs) return;
        await page.waitForTimeout(100);
      }
      throw new Error(`the calls beside ${paths.join(', ')} did not settle within ${timeoutMs} ms`);
    },
  };
}

/** Uncaught errors in the page, since the last look. */
function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { take: () => errors.splice(0) };
}

/** What the page shows: the names (test ids) of the visible parts, stand-ins for parts still to come (placeholders, skeletons) aside. */
const visibleParts = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll<HTMLElement>('[data-testid]')]
        .filter((element) => element.checkVisibility())
        .map((element) => element.dataset.testid as string)
        .filter((name) => !/placeholder|skeleton/i.test(name)),
    ),
  ]);

/** Whether below-the-fold parts are still waiting to mount (they mount near the viewport or when the page is idle). */
const partsStillToCome = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-testid*=placeholder]')].filter((element) => element.checkVisibility()).length);

/**
 * Brings every part of the page into view once (below-the-fold sections render near the viewport
 * and load their data then), and back to the top.
 */
async function revealWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

/** The parts a healthy page shows, seen on two looks a moment apart (a carousel's passing slide is not a part). */
async function steadyParts(page: Page): Promise<string[]> {
  const first = await visibleParts(page);
  await page.waitForTimeout(700);
  const second = new Set(await visibleParts(page));
  return first.filter((part) => second.has(part));
}

/** Gives below-the-fold parts the moment they take to mount (they do whatever their data does). */
async function untilPartsHaveCome(page: Page) {
  const deadline = Date.now() + 10_000;
  while ((await partsStillToCome(page)) > 0 && Date.now() < deadline) await page.waitForTimeout(200);
  await page.waitForTimeout(300);
}

const missingParts = async (page: Page, expected: readonly string[]) => {
  const shown = new Set(await visibleParts(page));
  return expected.filter((part) => !shown.has(part));
};

/**
 * What the page says about a failure: the visible alerts' texts (role=alert, and the whole-app
 * screen for an unreachable platform, which keeps retrying by itself), and how many Try again
 * buttons are visible.
 */
export async function messages(page: Page) {
  // An empty live region (a form's error line with nothing to say yet) says nothing.
  const alerts = await page.locator('[role=alert], [data-testid=unreachable-screen]').evaluateAll((nodes) =>
    nodes
      .filter((node) => (node as HTMLElement).checkVisibility())
      .map((node) => (node.textContent ?? '').trim())
      .filter(Boolean),
  );
  const retries = await page.getByRole('button', { name: TRY_AGAIN }).evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).checkVisibility()).length);
  return { alerts, retries };
}

/**
 * No white screen: the root shows text, and the header is there, or a whole-app status screen
 * says what is going on (the platform unreachable; the splash while the system status, which
 * decides whether there is a lobby at all, is still on its way).
 */
export async function expectNoWhiteScreen(page: Page, what: string, options: { splashIsLoading?: boolean } = {}) {
  const statusScreens = options.splashIsLoading ? '[data-testid=unreachable-screen], [data-testid=splash]' : '[data-testid=unreachable-screen]';
  const screen = await page.evaluate(
    (selector) => ({
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a white screen lacks (textContent counts hidden text too)
      text: (document.getElementById('root')?.innerText ?? '').trim().length,
      header: Boolean(document.querySelector('header')?.checkVisibility()),
      statusScreen: [...document.querySelectorAll<HTMLElement>(selector)].some((element) => element.checkVisibility()),
    }),
    statusScreens,
  );
  expect(screen.text, `${what}: the root shows nothing`).toBeGreaterThan(0);
  expect(screen.header || screen.statusScreen, `${what}: neither the header nor a status screen`).toBe(true);
}

/** Clicks each visible Try again once (a clicked one goes away while its part loads again); false when there was none. */
async function clickRetries(page: Page): Promise<boolean> {
  const buttons = page.getByRole('button', { name: TRY_AGAIN, disabled: false }).filter({ visible: true });
  const shown = await buttons.count();
  for (let clicked = 0; clicked < shown; clicked++) {
    try {
      await buttons.first().click({ timeout: 2_000 });
    } catch {
      break; // the others went away with the one clicked (one retry can reload several parts)
    }
  }
  return shown > 0;
}

/**
 * One situation whose calls are swept. `prepare` brings a fresh page to the moment before the
 * calls (a first visit, a form filled in); `act` makes them (loads the page, submits the form);
 * `again` makes them again in place, the way a user would (Try again, submit again, click the
 * captcha), and says false when the page offers no way to.
 */
type Scenario = {
  name: string;
  prepare: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  again: (page: Page) => Promise<boolean>;
  /** What shows once the calls have answered, all going well. */
  readyPart: string;
};

/**
 * Opens the site as on a first visit: nothing kept in the browser from an earlier load (the game
 * menus are cached in session storage, the token too), so every call the page makes is made again.
 */
export async function firstVisit(page: Page) {
  if (page.url().startsWith(run.url)) {
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
  }
  await page.goto(run.url);
  await page.locator('#root').getByText(/./).first().waitFor();
}

export const lobbyAsVisitor: Scenario = {
  name: 'the lobby as a visitor',
  prepare: async () => {},
  act: async (page) => {
    await firstVisit(page);
    await revealWholePage(page);
  },
  again: clickRetries,
  readyPart: 'lobby',
};

/** The login popup open with demo_member's name and a password typed in. */
async function fillLogin(page: Page, password: string) {
  const dialog = page.getByTestId('login-popup');
  if (!(await dialog.isVisible())) {
    await page.getByTestId('header-login').click();
    await dialog.waitFor();
  }
  await dialog.locator('input[name=username]').fill('demo_member');
  await dialog.locator('input[name=password]').fill(password);
}

const submitLogin = (page: Page) => page.getByTestId('login-popup').locator('button[type=submit]').click();

export const logInAsMember: Scenario = {
  name: 'logging in',
  prepare: async (page) => {
    await firstVisit(page);
    await page.getByTestId('lobby').waitFor();
    await fillLogin(page, 'Demo@1234');
  },
  act: submitLogin,
  again: async (page) => {
    if (await clickRetries(page)) return true;
    if (!(await page.getByTestId('login-popup').isVisible())) return false;
    await fillLogin(page, 'Demo@1234');
    await submitLogin(page);
    return true;
  },
  readyPart: 'balance-value',
};

export const captchaAfterFailedLogin: Scenario = {
  name: 'the captcha after a failed login',
  prepare: async (page) => {
    await firstVisit(page);
    await page.getByTestId('lobby').waitFor();
    await fillLogin(page, 'Wrong@1234');
  },
  act: submitLogin,
  again: async (page) => {
    const picture = page.getByTestId('captcha-image');
    if (!(await picture.isVisible())) return false;
    // The captcha refreshes at most once a second.
    await page.waitForTimeout(1_100);
    await picture.click();
    return true;
  },
  readyPart: 'captcha-image',
};

type Watchers = { calls: ReturnType<typeof watchCalls>; errors: ReturnType<typeof watchPageErrors> };

/** Goes through a scenario with every call answering: the calls its act makes, and what it shows then. */
export async function recordHealthy(page: Page, scenario: Scenario, { calls, errors }: Watchers) {
  await scenario.prepare(page);
  await calls.settled(null, 0, 1_000);
  calls.restart();
  const since = Date.now();
  await scenario.act(page);
  await page.getByTestId(scenario.readyPart).first().waitFor({ timeout: 60_000 });
  await calls.settled(null, since, 1_500);
  await revealWholePage(page);
  await expect.poll(() => partsStillToCome(page), { timeout: 20_000 }).toBe(0);
  await calls.settled(null, since, 1_500);
  const parts = await steadyParts(page);
  // A part failing on the healthy page (a chunk the dev server could not serve) would make every check below meaningless.
  for (const failedPart of ['chunk-error', 'area-error', 'area-error-popup']) expect(parts, `${scenario.name} is not healthy without faults`).not.toContain(failedPart);
  expect(errors.take(), `${scenario.name}: uncaught page errors without faults`).toEqual([]);
  // What it says when all goes well (a refused password, for the captcha): not a failure's message.
  const alerts = (await messages(page)).alerts;
  return { calls: [...calls.called], parts, alerts };
}

type Healthy = Awaited<ReturnType<typeof recordHealthy>>;

/** Waits for a call (and its retries) to be over, then for the whole page to settle. */
async function afterCall(page: Page, calls: Watchers['calls'], path: string, since: number) {
  await calls.settled(path, since);
  await calls.settled(null, since);
  await untilPartsHaveCome(page);
}

/**
 * Checks a page a call has failed on: no white screen; wherever a part is missing, a message in
 * Hindi or a Try again (within a few seconds: a part that retries by itself may be between two
 * attempts); no uncaught error.
 */
async function expectHeld(page: Page, what: string, healthy: Healthy, errors: Watchers['errors']) {
  await expectNoWhiteScreen(page, what);
  const missing = await missingParts(page, healthy.parts);
  let said = await messages(page);
  const saysSomething = () => said.alerts.filter((alert) => !healthy.alerts.includes(alert)).length + said.retries > 0;
  for (const deadline = Date.now() + 6_000; missing.length > 0 && !saysSomething() && Date.now() < deadline; ) {
    await page.waitForTimeout(250);
    said = await messages(page);
  }
  if (missing.length > 0) {
    // The data was needed: the page says so, in the user's language, or offers to try again.
    expect(saysSomething(), `${what}: ${missing.join(', ')} missing and no message`).toBe(true);
    for (const alert of said.alerts) expect(alert, `${what}: a message not in Hindi`).toMatch(HINDI);
  }
  expect(errors.take(), `${what}: uncaught page errors`).toEqual([]);
  return said;
}

/** Every part of the healthy page is back (below-the-fold ones once scrolled to, as a user would), with no alert left. */
export async function expectRecovered(page: Page, what: string, healthy: Healthy, errors: Watchers['errors']) {
  await expect
    .poll(
      async () => {
        await revealWholePage(page);
        return (await missingParts(page, healthy.parts)).join(', ');
      },
      { timeout: 30_000, message: `${what}: the page did not recover in place` },
    )
    .toBe('');
  await expect
    .poll(async () => (await messages(page)).alerts.filter((alert) => !healthy.alerts.includes(alert)), {
      timeout: 5_000,
      message: `${what}: an alert is left after recovery`,
    })
    .toEqual([]);
  expect(errors.take(), `${what}: uncaught page errors`).toEqual([]);
}

/**
 * Fails one call in each failure kind and checks the page each time; then clears the fault and
 * checks that the page recovers in place (Try again, submitting again, or by itself).
 */
export async function sweepFailures(page: Page, scenario: Scenario, path: string, healthy: Healthy, { calls, errors }: Watchers) {
  let canActAgain = false;
  for (const kind of FAILURE_KINDS) {
    await setFault({ path, kind });
    const since = Date.now();
    if (!canActAgain || !(await scenario.again(page))) {
      await scenario.prepare(page);
      await scenario.act(page);
    }
    await afterCall(page, calls, path, since);
    const said = await expectHeld(page, `${scenario.name}, ${path} ${kind}`, healthy, errors);
    canActAgain = said.retries > 0 || said.alerts.length > 0;
  }
  await clearFaults();
  await scenario.again(page);
  await expectRecovered(page, `${scenario.name}, ${path} cleared`, healthy, errors);
}

/**
 * Holds calls unanswered, as long as the client waits for an answer less a second (its timeout
 * then says "failed", which sweepFailures checks): once every other call has answered, the page
 * shows loading where their data goes (never an error nor a blank), and the other parts are there.
 * The look counts only when the held calls were still unanswered at its end; a look that the
 * machine's load made late (a popup's call starts when it opens, before the person types) is
 * made again, at most LOOKS times, and a held call that never answers in time fails the check.
 */
export async function checkSlowCalls(page: Page, scenario: Scenario, paths: readonly string[], healthy: Healthy, watchers: Watchers) {
  const what = `${scenario.name}, ${paths.join(' + ')} late`;
  for (let look = 1; ; look += 1) {
    const { judge, answered } = await lookWhileHeld(page, scenario, paths, healthy, watchers, what);
    if (answered.length === 0 || look === LOOKS) {
      expect(answered, `${what}: held calls answered or timed out before each of ${LOOKS} looks at the page was done`).toEqual([]);
      judge();
      return;
    }
    console.info(`${what}: look ${look} ended after ${answered.join(', ')} answered; looking again`);
  }
}

const LOOKS = 3;
/** The client's own patience for one call (src/api/config.ts) less a second. */
const HELD_CALL_MS = apiConfig.timeoutMs - 1_000;

async function lookWhileHeld(page: Page, scenario: Scenario, paths: readonly string[], healthy: Healthy, { calls, errors }: Watchers, what: string) {
  for (const path of paths) await setFault({ path, kind: 'none', latencyMs: HELD_CALL_MS });
  const lookStarted = Date.now();
  try {
    await scenario.prepare(page);
    const since = Date.now();
    await scenario.act(page);
    await calls.othersSettled(paths, since);
    await untilPartsHaveCome(page);
    const blank = await expectNoWhiteScreen(page, what, { splashIsLoading: true }).then(
      () => null,
      (error: Error) => error,
    );
    const said = await messages(page);
    const missing = await missingParts(page, healthy.parts);
    const loading = await page.locator('[role=status], [aria-busy=true]').evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).checkVisibility()).length);
    const pageErrors = errors.take();
    // A call that waits for a held one (the session's reads wait for the member's info) is not made at all.
    const answered = paths.filter((path) => calls.answeredSince(path, lookStarted));
    const judge = () => {
      if (blank) throw blank;
      // Slow is not failed: no failure message and no Try again (a form's own word, 'captcha required', is fine).
      expect(
        said.alerts.filter((alert) => FAILURE_TEXT.test(alert)),
        `${what}: shows an error while the call is only slow`,
      ).toEqual([]);
      expect(said.retries, `${what}: offers Try again while the call is only slow`).toBe(0);
      if (missing.length > 0) expect(loading, `${what}: ${missing.join(', ')} missing and nothing says it is loading`).toBeGreaterThan(0);
      expect(pageErrors, `${what}: uncaught page errors`).toEqual([]);
    };
    return { judge, answered };
  } finally {
    await clearFaults();
  }
}

/** Runs a check on each call, collecting every failure so one run lists them all. */
export async function eachCall(paths: readonly string[], check: (path: string) => Promise<void>) {
  const failures: string[] = [];
  for (const path of paths) {
    try {
      await check(path);
    } catch (error) {
      failures.push((error as Error).message.split('\n')[0] ?? String(error));
      await clearFaults();
    }
  }
  expect(failures).toEqual([]);
}

export const watch = (page: Page): Watchers => ({ calls: watchCalls(page, run.url), errors: watchPageErrors(page) });
