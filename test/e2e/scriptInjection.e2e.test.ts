import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_PATH, playPagePath } from '@kernel/paths';
import { HOSTILE_EXFIL_HOST, HOSTILE_FLAG, HOSTILE_MESSAGE_PREFIX, hostileContentResponse, hostileMarker } from '../../server/routes/devHostileContent';
import { devControl, launchBrowser, logIn, type RunningProduct, skipAnnouncementPopups, startProduct } from './harness';

/**
 * Issue 11 point 6: script-bearing HTML planted in every field that shows server text (the dev
 * control DEV_PATH.hostileContent) never runs. Each payload that ran would post a message, open an
 * alert and set a flag; the watch below sees all three, on every page and frame of the context.
 *
 * Run twice: with the site's Content-Security-Policy in force, and with it bypassed, so the
 * sanitising and escaping are proven on their own (a CSP would block most inline script anyway).
 */

const MEMBER = { username: 'demo_member', password: 'Demo@1234' };
const AGENT = { username: 'demo_agent', password: 'Agent@1234' };

/** How long a page part may take to show: the dev server shares a small machine with other test runs. */
const APPEARS_WITHIN_MS = 60_000;

/** What the payloads could have done, as seen from the test. */
type Watch = {
  dialogs: string[];
  pageErrors: string[];
  /** Requests to the payloads' exfiltration host (remote images, @import, inline style). */
  exfiltration: string[];
  /** Pages or frames that were opened on a javascript: or data: address. */
  scriptAddresses: string[];
};

/**
 * In every page and frame of the context, before any of the site's script: the flag a payload
 * would set and the message it would post are recorded on the top window.
 */
function recordPayloadSignals({ flag, prefix }: { flag: string; prefix: string }) {
  const seen: string[] = [];
  Object.defineProperty(window, '__hostileSeen', { value: seen });
  window.addEventListener('message', (event) => {
    if (typeof event.data === 'string' && event.data.startsWith(prefix)) seen.push(event.data);
  });
  let value: unknown;
  Object.defineProperty(window, flag, {
    configurable: true,
    get: () => value,
    set: (next) => {
      value = next;
      seen.push(`${prefix}${String(next)} (flag)`);
    },
  });
}

async function watchContext(context: BrowserContext): Promise<Watch> {
  const watch: Watch = { dialogs: [], pageErrors: [], exfiltration: [], scriptAddresses: [] };
  await context.addInitScript(recordPayloadSignals, { flag: HOSTILE_FLAG, prefix: HOSTILE_MESSAGE_PREFIX });
  await context.route(`http://${HOSTILE_EXFIL_HOST}/**`, (route) => {
    watch.exfiltration.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  const attach = (page: Page) => {
    page.on('dialog', (dialog) => {
      watch.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => watch.pageErrors.push(`${page.url()}: ${error.message}`));
    page.on('framenavigated', (frame) => {
      if (/^(javascript|data):/i.test(frame.url())) watch.scriptAddresses.push(frame.url());
    });
  };
  context.on('page', attach);
  for (const page of context.pages()) attach(page);
  return watch;
}

/** Every signal a payload that ran would have left, in every open page of the context. */
async function signals(context: BrowserContext, watch: Watch) {
  const seen: string[] = [];
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    seen.push(...(await page.evaluate(() => (window as unknown as { __hostileSeen?: string[] }).__hostileSeen ?? []).catch(() => [])));
  }
  return { seen, ...watch };
}

const NOTHING_RAN = { seen: [], dialogs: [], pageErrors: [], exfiltration: [], scriptAddresses: [] };

async function expectNothingRan(context: BrowserContext, watch: Watch, where: string) {
  // A payload's event handlers (onerror, onload, ontoggle) fire within a task or two of insertion.
  await context.pages()[0]?.waitForTimeout(400);
  expect({ where, ...(await signals(context, watch)) }).toEqual({ where, ...NOTHING_RAN });
}

/** A plain-text field shown as the text it is: its marker and its markup read literally. */
async function expectShownAsText(scope: Locator, fieldPrefix: string) {
  const shown = scope.getByText(`${hostileMarker(fieldPrefix)}`, { exact: false }).first();
  await shown.waitFor({ timeout: APPEARS_WITHIN_MS });
  const text = (await shown.textContent()) ?? '';
  expect(text).toContain(`"'><img src=x onerror=`);
  expect(text).toContain('<script>');
}

/** Server HTML shown sanitised: its marker paragraph is there, and none of its active parts. */
async function expectSanitisedHtml(scope: Locator, fieldPrefix: string) {
  await scope.getByText(hostileMarker(fieldPrefix), { exact: false }).first().waitFor({ timeout: APPEARS_WITHIN_MS });
  const links = scope.locator('a[data-hostile-link], a:has-text("hostile link")');
  // Polled: a popup may still be settling (its topic chosen from the address) when the marker first shows.
  await expect.poll(() => links.count(), { timeout: APPEARS_WITHIN_MS }).toBeGreaterThan(0);
  expect(
    await scope
      .locator('script, iframe, object, embed, style, form, input, meta, base, template, [onerror], [onload], [onbegin], [ontoggle], [onstart], [onfocus], [style]')
      .count(),
  ).toBe(0);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
    expect(href === null || /^(https?:|\/)/.test(href)).toBe(true);
  }
}

/** Clicks every planted `javascript:` link in the scope (a sanitiser that kept one would run it now). */
async function clickHostileLinks(scope: Locator) {
  const links = scope.locator('a:has-text("hostile link")');
  const count = await links.count();
  for (let index = 0; index < count; index++) await links.nth(index).click({ force: true, noWaitAfter: true });
}

/** The anonymous popup announcements (checked in the guest test) closed, so the page behind takes clicks. */
async function dismissAnnouncements(page: Page) {
  const popup = page.getByTestId('announcement-popup');
  await popup.waitFor({ timeout: APPEARS_WITHIN_MS });
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
}

/** A sweep walks many pages of a dev server on a shared, loaded machine. */
const SWEEP_TIMEOUT_MS = 300_000;

const VARIANTS = [
  { name: "with the site's Content-Security-Policy in force", bypassCSP: false },
  { name: 'with the Content-Security-Policy bypassed (the sanitising alone)', bypassCSP: true },
] as const;

// One product and one Chromium for both variants; each test gets fresh planted data and its own context.
let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  // The dev server transforms the app on its first visit: pay for that here, not inside a test's waits.
  const warmUp = await browser.newPage();
  await warmUp.goto(product.url);
  await warmUp.getByTestId('lobby').waitFor({ timeout: 120_000 });
  await warmUp.close();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

for (const { name, bypassCSP } of VARIANTS)
  describe(`planted script in server text never runs, ${name} (Chromium)`, () => {
    let context: BrowserContext;
    let page: Page;
    let watch: Watch;

    beforeEach(async () => {
      await devControl(product.url, DEV_PATH.reset, 'POST');
      const response = await fetch(`${product.url}${DEV_PATH.hostileContent}`, { method: 'POST', headers: { 'content-type': 'application/json' } });
      const planted = v.parse(hostileContentResponse, await response.json()).value;
      expect(planted.html.length).toBeGreaterThan(0);
      // Popup announcements are left to show: they carry planted HTML too.
      context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP });
      await context.addInitScript(() => {
        // Init scripts run in every frame, sandboxed ones too, where storage is out of reach.
        try {
          if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
        } catch {}
      });
      watch = await watchContext(context);
      page = await context.newPage();
    });
    afterEach(async () => {
      await context?.close();
    });

    /** A test whose failure, whatever step it stops at, also tells what the planted payloads did meanwhile. */
    const sweep = (title: string, body: () => Promise<void>) =>
      it(title, { timeout: SWEEP_TIMEOUT_MS }, async () => {
        try {
          await body();
        } catch (error) {
          const found = await signals(context, watch).catch(() => null);
          throw new Error(`${(error as Error).message}\nWhat the planted payloads did meanwhile: ${JSON.stringify(found, null, 1)}`, { cause: error });
        }
      });

    sweep('a guest: the popup announcements, lobby (marquee, banners, winners, hot games, vendors, brand), notice popup, help popup and help centre', async () => {
      await page.goto(product.url);

      // The anonymous popup announcements open by themselves.
      const popup = page.getByTestId('announcement-popup');
      await popup.waitFor({ timeout: APPEARS_WITHIN_MS });
      await expectShownAsText(popup, 'announcement-PU-');
      await expectSanitisedHtml(popup, 'announcement-PU-');
      await clickHostileLinks(popup);
      await expectNothingRan(context, watch, 'guest popup announcements');
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });

      const lobby = page.getByTestId('lobby');
      await expectShownAsText(page.getByTestId('notice-marquee'), 'announcement-PL-');
      await expectShownAsText(page.getByTestId('banner-carousel'), 'banner-');
      await expectShownAsText(page.getByTestId('winners-board'), 'winner-');
      await expectShownAsText(page.getByTestId('winners-board'), 'game-');
      await expectShownAsText(page.getByTestId('hot-games'), 'game-');
      await expectShownAsText(page.getByTestId('video-carousel'), 'banner-');
      // Sections below the fold render as they come near.
      await page.keyboard.press('End');
      await expectShownAsText(lobby, 'vendor-');
      await expectShownAsText(page.locator('footer'), 'merchant-name');
      await expectNothingRan(context, watch, 'lobby');

      await page.getByTestId('notice-open').click();
      const notices = page.getByTestId('notice-popup');
      await expectShownAsText(notices, 'announcement-PL-');
      await expectSanitisedHtml(notices, 'announcement-PL-');
      await clickHostileLinks(notices);
      await expectNothingRan(context, watch, 'notice popup');
      await page.keyboard.press('Escape');
      await notices.waitFor({ state: 'detached' });

      // The footer's help link opens /help and the help popup on its topic.
      await page.locator('footer').getByRole('link', { name: 'Terms and conditions' }).click();
      const help = page.getByTestId('help-popup');
      await expectSanitisedHtml(help, 'help-term-content');
      await expectShownAsText(help, 'help-');
      await clickHostileLinks(help);
      await expectNothingRan(context, watch, 'help popup');
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });

      const topics = page.locator('[data-testid^=help-topic-]');
      await topics.first().waitFor();
      const ids = (await topics.evaluateAll((links) => links.map((link) => link.getAttribute('data-testid') ?? ''))).map((id) => id.replace('help-topic-', ''));
      expect(ids.length).toBeGreaterThan(1);
      for (const id of ids) {
        await page.getByTestId(`help-topic-${id}`).click();
        const article = page.getByTestId(`help-article-${id}`);
        await expectSanitisedHtml(article, `help-${id}-content`);
        await expectShownAsText(article, `help-${id}-title`);
        await clickHostileLinks(article);
      }
      await expectNothingRan(context, watch, 'help centre');
    });

    sweep('a guest: the promotions page (banners, card titles and summaries) and every promotion’s terms', async () => {
      await page.goto(`${product.url}/promotions`);
      await dismissAnnouncements(page);
      const list = page.getByTestId('promotion-list');
      await expectShownAsText(list, 'promotion-');
      await expectShownAsText(page.getByTestId('area-promotions'), 'banner-');
      await expectNothingRan(context, watch, 'promotions page');
      const details = page.locator('[data-testid^=promotion-details-]');
      const count = await details.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index++) {
        await details.nth(index).click();
        const detail = page.getByTestId('promotion-detail');
        await expectShownAsText(detail, 'promotion-');
        await expectSanitisedHtml(detail.getByTestId('promotion-terms'), 'promotion-');
        await clickHostileLinks(detail.getByTestId('promotion-terms'));
        await page.keyboard.press('Escape');
        await detail.waitFor({ state: 'detached' });
      }
      await expectNothingRan(context, watch, 'promotion terms');
    });

    sweep('a game list, its tiles and art, and the game page: hostile game and vendor names stay text', async () => {
      await page.goto(`${product.url}/rng?vassalage=MEGA`);
      await dismissAnnouncements(page);
      const list = page.getByTestId('game-list');
      await expectShownAsText(list.getByTestId('game-tile').first(), 'game-');
      await expectShownAsText(list, 'vendor-RNG-');
      await page.keyboard.press('End');
      await page.keyboard.press('PageDown');
      await expectNothingRan(context, watch, 'game list');

      // The generated art and the game page put the names into SVG and HTML on the server.
      const art = await list.getByTestId('game-tile').first().locator('img').first().getAttribute('src');
      expect(art).toBeTruthy();
      const nodeId = Number(/hostile:game-(\d+)-name/.exec((await list.getByTestId('game-tile').first().textContent()) ?? '')?.[1]);
      expect(nodeId).toBeGreaterThan(0);
      await page.goto(new URL(art ?? '', product.url).href);
      await expectNothingRan(context, watch, 'game art opened as a document');
      await page.goto(`${product.url}${playPagePath(nodeId)}?lang=EN`);
      await expectShownAsText(page.locator('h1'), `game-${nodeId}-name`);
      await expectShownAsText(page.locator('body'), 'vendor-');
      await expectNothingRan(context, watch, 'game page');
    });

    sweep(
      'a member: the members’ popup announcements (both pages), nickname, vendor group popup, a launched game, the betting record, the message inbox, the reward center and the points mall',
      async () => {
        await page.goto(product.url);
        await dismissAnnouncements(page);
        await logIn(page, MEMBER.username, MEMBER.password);
        const popup = page.getByTestId('announcement-popup');
        await popup.waitFor({ timeout: APPEARS_WITHIN_MS });
        for (const pageNumber of [1, 2]) {
          if (pageNumber > 1) await popup.getByTestId(`page-${pageNumber}`).click();
          await expectShownAsText(popup, 'announcement-PU-');
          await expectSanitisedHtml(popup, 'announcement-PU-');
          await clickHostileLinks(popup);
        }
        await expectNothingRan(context, watch, 'member popup announcements');
        await page.keyboard.press('Escape');
        await popup.waitFor({ state: 'detached' });

        await expectShownAsText(page.getByTestId('account-menu-button'), 'member-');

        const evolution = page.locator('[data-testid=section-LIVE] [data-testid=vendor-card][data-vendor=EVO]');
        await evolution.scrollIntoViewIfNeeded({ timeout: APPEARS_WITHIN_MS });
        await expectShownAsText(evolution, 'vendor-LIVE-EVO-name');
        await evolution.click();
        const group = page.getByTestId('vendor-group-popup');
        await expectShownAsText(group.getByTestId('game-tile').first(), 'game-');
        await group.getByTestId('game-tile').first().click();
        const frame = page.frameLocator('[data-testid=game-frame]');
        await expectShownAsText(frame.locator('h1'), 'game-');
        await expectNothingRan(context, watch, 'vendor group popup and launched game');
        await page.keyboard.press('Escape');

        await page.goto(`${product.url}/member?page=personalHistoryCopy`);
        await expectShownAsText(page.getByTestId('member-page-personalHistoryCopy'), 'game-');
        await expectNothingRan(context, watch, 'betting record');

        // The message inbox: titles as text, an opened message's body sanitised, its links harmless.
        await page.goto(`${product.url}/member?page=messageV2`);
        await expectShownAsText(page.getByTestId('inbox'), 'message-');
        await page.locator('[data-testid^=inbox-message-]').first().click();
        const reader = page.getByTestId('inbox-reader');
        await expectSanitisedHtml(reader, 'message-');
        await clickHostileLinks(reader);
        await expectNothingRan(context, watch, 'message inbox');

        // The reward center: reward titles and VIP privileges shown as text.
        await page.goto(`${product.url}/member?page=rewardCenter`);
        await expectShownAsText(page.getByTestId('rewards-list'), 'reward-');
        await page.getByTestId('vip-levels').locator('summary').click();
        await expectShownAsText(page.getByTestId('vip-levels'), 'vip-perk-');
        await expectNothingRan(context, watch, 'reward center');
        // The points mall: reward names and descriptions as text, in the catalogue and the redeem history.
        await page.goto(`${product.url}/pointMall`);
        await expectShownAsText(page.getByTestId('reward-catalogue'), 'reward-');
        await expectShownAsText(page.getByTestId('redeem-history'), 'reward-');
        await expectNothingRan(context, watch, 'points mall');
      },
    );

    sweep('an agent: the agent notices, each opened', async () => {
      // The popup announcements are the guest's and the member's tests; here they would cover the page.
      await skipAnnouncementPopups(context);
      await page.goto(`${product.url}/agent`);
      const form = page
        .getByTestId('agent-login-page')
        .locator('form')
        .filter({ has: page.locator('input[name=password]') });
      await form.locator('input[name=username]').fill(AGENT.username);
      await form.locator('input[name=password]').fill(AGENT.password);
      await form.locator('button[type=submit]').click();
      await page.waitForURL(/\/agentHome/, { timeout: APPEARS_WITHIN_MS });
      await page.goto(`${product.url}/agentHome?page=agentAnnouncement`);
      const notices = page.getByTestId('agent-notices');
      await notices.waitFor({ timeout: APPEARS_WITHIN_MS });
      const toggles = notices.getByTestId('agent-notice-toggle');
      const count = await toggles.count();
      expect(count).toBeGreaterThan(1);
      // The newest is open; open the others too.
      for (let index = 1; index < count; index++) await toggles.nth(index).click();
      await expect.poll(() => notices.getByTestId('agent-notice-content').count(), { timeout: APPEARS_WITHIN_MS }).toBe(count);
      await expectShownAsText(notices, 'agent-notice-');
      await expectSanitisedHtml(notices, 'agent-notice-');
      await clickHostileLinks(notices);
      await expectNothingRan(context, watch, 'agent notices');
    });
  });
