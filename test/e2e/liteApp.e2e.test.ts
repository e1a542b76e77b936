import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LITE_APP } from '@kernel/liteApp';
import { CHROMIUM_ARGS, presetConsent, productPerFile } from './harness';

// The lite app (SPEC 1 "plus a lite app", issue 24): the production build is installable in
// Chromium, its download page offers it beside iOS and Android, and once its service worker is
// active the shell loads offline with an offline message, while no API answer is ever cached.

// A service worker exists only in a production build: CI's (E2E_BUILD_DIR), else the project's own.
const run = productPerFile({ build: async () => process.env.E2E_BUILD_DIR ?? process.cwd(), serviceWorkers: true });

/** The paths the server answers itself (server/app.ts API_PREFIXES): none may be in a cache. */
const API_PATH = /^\/(wps|lgw|lotto|__dev|__oidc|assets-gen)\//;

/** Waits until the page's service worker (registered after the first paint) is active and controls the page. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** Every URL in the page's Cache Storage, by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return all;
  });

describe('the lite app', () => {
  it('is installable: Chromium finds no installability error, and the download page opens its install prompt', async () => {
    // Chromium refuses to install from an incognito profile (every context of launchBrowser is one),
    // and only the full browser offers its install prompt (the headless shell has no app installer):
    // a profile of its own on disk, in the full browser.
    const profile = mkdtempSync(join(tmpdir(), 'lite-app-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH && !process.env.CHROMIUM_PATH.includes('headless-shell') ? process.env.CHROMIUM_PATH : '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      reducedMotion: 'reduce',
    });
    // Outside launchBrowser: the storage choice preset here too.
    await presetConsent(context);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(run.url);
      await page.getByTestId('header-login').waitFor();
      await serviceWorkerInControl(page);
      const session = await context.newCDPSession(page);
      const manifest = await session.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${run.url}${LITE_APP.manifest}`);
      expect(manifest.errors).toEqual([]);
      expect((await session.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      await session.detach();
      // Chromium offered its prompt (beforeinstallprompt) on the lobby; the download page keeps it behind its Install button.
      await page.goto(`${run.url}/download`);
      await page.getByTestId('download-lite-install').waitFor();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('is offered on the download page beside iOS and Android, with a how-to where the browser offers no prompt', async () => {
    const { page } = run;
    await page.goto(`${run.url}/download`);
    const card = page.getByTestId('download-lite');
    await card.waitFor();
    await expect(page.getByTestId('download-ios').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('download-android').isVisible()).resolves.toBe(true);
    // An incognito context gets no install prompt: the steps to install from the browser's menu.
    await expect(card.getByTestId('download-lite-steps').locator('li').count()).resolves.toBe(3);
  });

  it('loads its shell offline with an offline message and a retry, comes back with the network, and never caches an API answer', async () => {
    const { page, context } = run;
    await page.goto(run.url);
    await page.getByTestId('header-login').waitFor();
    await serviceWorkerInControl(page);
    // A second visit, through the worker: what the first screen uses is in its caches now.
    await page.reload();
    await page.getByTestId('header-login').waitFor();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await page.reload();
    const offline = page.getByTestId('offline-screen');
    await offline.waitFor();
    // The app's shell in the visitor's language (Hindi by default), not Chromium's error page or a white screen.
    expect(new URL(page.url()).origin).toBe(run.url);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect((await offline.getByRole('heading').textContent())?.trim()).not.toBe('');
    await expect(page.getByTestId('unreachable-retry').isEnabled()).resolves.toBe(true);

    const cached = Object.values(await cachedUrls(page)).flat();
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => API_PATH.test(new URL(url).pathname))).toEqual([]);

    // The network returns: the page carries on by itself, no reload.
    await context.setOffline(false);
    await page.getByTestId('header-login').waitFor();
    expect(await offline.count()).toBe(0);
  });
});
