import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOOTER_LOGOS, SOCIAL_NETWORKS } from '../../src/contract/footerLogos';
import { DEV_PATH } from '../../src/contract/paths';
import { devControl, launchBrowser, type RunningProduct, skipAnnouncementPopups, startProduct } from './harness';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

beforeEach(async () => {
  await devControl(product.url, DEV_PATH.status, 'DELETE');
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipAnnouncementPopups(context);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

/** Whether every image under the locator has loaded with a real size. */
const imagesLoaded = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

describe('around the page in Chromium', () => {
  it('runs the footer vendor carousel and shows the payment, certification, licence and social logos', async () => {
    await page.goto(product.url);
    await page.getByTestId('lobby').waitFor();
    const carousel = page.getByTestId('footer-carousel');
    await carousel.waitFor();
    await carousel.scrollIntoViewIfNeeded();
    expect(await page.getByTestId('footer-vendor').count()).toBeGreaterThan(10);
    expect(await carousel.getAttribute('data-running')).toBe('true');
    // The track moves on its own (continuous autoplay).
    const firstSlide = page.getByTestId('footer-vendor').first();
    const before = await firstSlide.evaluate((slide) => slide.style.transform);
    await expect.poll(() => firstSlide.evaluate((slide) => slide.style.transform), { timeout: 5_000 }).not.toBe(before);
    // Vendor art loads lazily as slides come near the view: a full view of it has loaded.
    const vendorArtLoaded = () =>
      page
        .locator('[data-testid=footer-vendor] img')
        .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length);
    await expect.poll(vendorArtLoaded).toBeGreaterThanOrEqual(10);

    for (const group of ['payment', 'certification', 'licence'] as const) {
      const row = page.getByTestId(`footer-logos-${group}`);
      expect(await row.locator('img').count()).toBe(FOOTER_LOGOS[group].length);
      await row.scrollIntoViewIfNeeded();
      await expect.poll(() => imagesLoaded(page, `[data-testid=footer-logos-${group}] img`)).toBe(true);
    }
    const social = page.getByTestId('footer-social-link');
    expect(await social.count()).toBe(SOCIAL_NETWORKS.length);
    // Telegram and WhatsApp from the resources, Facebook from customer service (server seed).
    expect(await social.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      'https://telegram.example.com/demo_channel',
      'https://whatsapp.example.com/910000000001',
      'https://facebook.example.com/demo',
    ]);
    await expect.poll(() => imagesLoaded(page, '[data-testid=footer-social-link] img')).toBe(true);
  });

  it('opens /help#term from the footer, with the terms on the page and in the help popup; topics follow the hash and the language', async () => {
    await page.goto(product.url);
    await page.locator('footer a[href="/help#term"]').click();
    await page.getByTestId('help-popup').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/help#term');
    const terms = page.getByTestId('help-article-term');
    await terms.waitFor();
    expect(await terms.locator('h2').textContent()).toBe('नियम और शर्तें');
    // The popup shows the same server terms as the page behind it.
    const popupTerms = (await page.getByTestId('help-popup').getByTestId('help-term').textContent()) ?? '';
    expect(popupTerms.length).toBeGreaterThan(40);
    expect((await terms.textContent())?.replace(/\s+/g, ' ')).toContain(popupTerms.replace(/\s+/g, ' ').slice(0, 60));
    await page.keyboard.press('Escape');
    await page.getByTestId('help-popup').waitFor({ state: 'detached' });

    await page.getByTestId('help-topic-faq').click();
    await page.getByTestId('help-article-faq').waitFor();
    expect(new URL(page.url()).hash).toBe('#faq');

    await page.getByTestId('language-selector').first().selectOption('EN');
    await expect.poll(() => page.getByTestId('help-article-faq').locator('h2').textContent(), { timeout: 10_000 }).toMatch(/question/i);

    await page.goto(`${product.url}/help#privacy`);
    expect(await page.getByTestId('help-article-privacy').locator('h2').textContent()).toBe('Privacy policy');
  });

  it('shows the download page with the iOS and Android QR codes, for guests', async () => {
    await page.goto(`${product.url}/download`);
    await page.getByTestId('download-app').waitFor();
    for (const platform of ['ios', 'android']) {
      const qr = page.getByTestId(`download-qr-${platform}`);
      await qr.waitFor();
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
    }
    expect(await page.getByTestId('download-link-android').getAttribute('href')).toBe('https://download.example.com/demo/android.apk');
    // The side menu has the app codes too, loaded as their own chunk.
    await page.getByTestId('side-menu-download').getByTestId('qr-ios').waitFor({ state: 'attached' });
  });

  it('opens live chat from the side bar in a popup window at the chatUrl of the desk of the current language', async () => {
    await page.goto(product.url);
    const entry = page.getByTestId('side-bar-live-chat');
    const [popup] = await Promise.all([context.waitForEvent('page'), entry.click()]);
    await popup.waitForURL(/chat\.html/);
    // The launch answered /assets-gen/chat.html?model=CS_HI&lang=HI for the Hindi desk (the default language).
    expect(popup.url()).toBe(`${product.url}/assets-gen/chat.html?model=CS_HI&lang=HI`);
    await popup.close();

    const [again] = await Promise.all([context.waitForEvent('page'), page.getByTestId('side-menu-live-chat').click()]);
    await again.waitForURL(/chat\.html/);
    expect(new URL(again.url()).searchParams.get('model')).toBe('CS_HI');
  });

  it('says a blocked popup in the SPEC words and then shows the chat inside the page', async () => {
    await context.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(product.url);
    await page.getByTestId('side-bar-live-chat').click();
    const blocked = page.getByTestId('live-chat-blocked');
    await blocked.waitFor();
    await page.getByTestId('live-chat-embed').click();
    const frame = page.getByTestId('live-chat-embedded').locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`${product.url}/assets-gen/chat.html?model=CS_HI&lang=HI`);
  });

  it('says when live chat cannot be launched and retries', async () => {
    await devControl(product.url, DEV_PATH.fault, 'POST', { path: '/wps/relay/CBS_modelList', kind: 'http500', times: 3 });
    await page.goto(product.url);
    await page.getByTestId('side-bar-live-chat').click();
    await page.getByTestId('live-chat-failed').waitFor({ timeout: 15_000 });
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('live-chat-failed').getByRole('button').first().click()]);
    await popup.waitForURL(/chat\.html/);
  });
});
