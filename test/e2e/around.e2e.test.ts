import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FOOTER_LOGOS, SOCIAL_NETWORKS } from '@kernel/footerLogos';
import { DEV_PATH } from '@kernel/paths';
import { devControl, productPerFile } from './harness';

const run = productPerFile({ motion: true });

/** Whether every image under the locator has loaded with a real size. */
const imagesLoaded = (target: Page, selector: string) =>
  target
    .locator(selector)
    .evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

describe('around the page in Chromium', () => {
  it('runs the footer vendor carousel and shows the payment, certification, licence and social logos', async () => {
    await run.page.goto(run.url);
    await run.page.getByTestId('lobby').waitFor();
    const carousel = run.page.getByTestId('footer-carousel');
    await carousel.waitFor();
    await carousel.scrollIntoViewIfNeeded();
    expect(await run.page.getByTestId('footer-vendor').count()).toBeGreaterThan(10);
    expect(await carousel.getAttribute('data-running')).toBe('true');
    // The track moves on its own (continuous autoplay).
    const firstSlide = run.page.getByTestId('footer-vendor').first();
    const before = await firstSlide.evaluate((slide) => slide.style.transform);
    await expect.poll(() => firstSlide.evaluate((slide) => slide.style.transform), { timeout: 5_000 }).not.toBe(before);
    // Vendor art loads lazily as slides come near the view: a full view of it has loaded.
    const vendorArtLoaded = () =>
      run.page
        .locator('[data-testid=footer-vendor] img')
        .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length);
    await expect.poll(vendorArtLoaded).toBeGreaterThanOrEqual(10);

    for (const group of ['payment', 'certification', 'licence'] as const) {
      const row = run.page.getByTestId(`footer-logos-${group}`);
      expect(await row.locator('img').count()).toBe(FOOTER_LOGOS[group].length);
      await row.scrollIntoViewIfNeeded();
      await expect.poll(() => imagesLoaded(run.page, `[data-testid=footer-logos-${group}] img`)).toBe(true);
    }
    const social = run.page.getByTestId('footer-social-link');
    expect(await social.count()).toBe(SOCIAL_NETWORKS.length);
    // Telegram and WhatsApp from the resources, Facebook from customer service (server seed).
    expect(await social.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      'https://telegram.example.com/demo_channel',
      'https://whatsapp.example.com/910000000001',
      'https://facebook.example.com/demo',
    ]);
    await expect.poll(() => imagesLoaded(run.page, '[data-testid=footer-social-link] img')).toBe(true);
  });

  it('opens /help#term from the footer, with the terms on the page and in the help popup; topics follow the hash and the language', async () => {
    await run.page.goto(run.url);
    await run.page.locator('footer a[href="/help#term"]').click();
    await run.page.getByTestId('help-popup').waitFor();
    expect(new URL(run.page.url()).pathname + new URL(run.page.url()).hash).toBe('/help#term');
    const terms = run.page.getByTestId('help-article-term');
    await terms.waitFor();
    expect(await terms.locator('h2').textContent()).toBe('नियम और शर्तें');
    // The popup shows the same server terms as the page behind it.
    const popupTerms = (await run.page.getByTestId('help-popup').getByTestId('help-term').textContent()) ?? '';
    expect(popupTerms.length).toBeGreaterThan(40);
    expect((await terms.textContent())?.replace(/\s+/g, ' ')).toContain(popupTerms.replace(/\s+/g, ' ').slice(0, 60));
    await run.page.keyboard.press('Escape');
    await run.page.getByTestId('help-popup').waitFor({ state: 'detached' });

    await run.page.getByTestId('help-topic-faq').click();
    await run.page.getByTestId('help-article-faq').waitFor();
    expect(new URL(run.page.url()).hash).toBe('#faq');

    await run.page.getByTestId('language-selector').first().selectOption('EN');
    await expect.poll(() => run.page.getByTestId('help-article-faq').locator('h2').textContent(), { timeout: 10_000 }).toMatch(/question/i);

    await run.page.goto(`${run.url}/help#privacy`);
    expect(await run.page.getByTestId('help-article-privacy').locator('h2').textContent()).toBe('Privacy policy');
  });

  it('shows the download page with the iOS and Android QR codes, for guests', async () => {
    await run.page.goto(`${run.url}/download`);
    await run.page.getByTestId('download-app').waitFor();
    for (const platform of ['ios', 'android']) {
      const qr = run.page.getByTestId(`download-qr-${platform}`);
      await qr.waitFor();
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
    }
    expect(await run.page.getByTestId('download-link-android').getAttribute('href')).toBe('https://download.example.com/demo/android.apk');
    // The side menu has the app codes too, loaded as their own chunk.
    await run.page.getByTestId('side-menu-download').getByTestId('qr-ios').waitFor({ state: 'attached' });
  });

  it('opens live chat from the side bar in a popup window at the chatUrl of the desk of the current language', async () => {
    await run.page.goto(run.url);
    const entry = run.page.getByTestId('side-bar-live-chat');
    const [popup] = await Promise.all([run.context.waitForEvent('page'), entry.click()]);
    await popup.waitForURL(/chat\.html/);
    // The launch answered /assets-gen/chat.html?model=CS_HI&lang=HI for the Hindi desk (the default language).
    expect(popup.url()).toBe(`${run.url}/assets-gen/chat.html?model=CS_HI&lang=HI`);
    await popup.close();

    const [again] = await Promise.all([run.context.waitForEvent('page'), run.page.getByTestId('side-menu-live-chat').click()]);
    await again.waitForURL(/chat\.html/);
    expect(new URL(again.url()).searchParams.get('model')).toBe('CS_HI');
  });

  it('says a blocked popup in the SPEC words and then shows the chat inside the page', async () => {
    await run.context.addInitScript(() => {
      window.open = () => null;
    });
    await run.page.goto(run.url);
    await run.page.getByTestId('side-bar-live-chat').click();
    const blocked = run.page.getByTestId('live-chat-blocked');
    await blocked.waitFor();
    await run.page.getByTestId('live-chat-embed').click();
    const frame = run.page.getByTestId('live-chat-embedded').locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`${run.url}/assets-gen/chat.html?model=CS_HI&lang=HI`);
  });

  it('says when live chat cannot be launched and retries', async () => {
    await devControl(run.url, DEV_PATH.fault, 'POST', { path: '/wps/relay/CBS_modelList', kind: 'http500', times: 3 });
    await run.page.goto(run.url);
    await run.page.getByTestId('side-bar-live-chat').click();
    await run.page.getByTestId('live-chat-failed').waitFor({ timeout: 15_000 });
    const [popup] = await Promise.all([run.context.waitForEvent('page'), run.page.getByTestId('live-chat-failed').getByRole('button').first().click()]);
    await popup.waitForURL(/chat\.html/);
  });
});
