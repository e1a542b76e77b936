import { describe, expect, it } from 'vitest';
import { LITE_APP } from '@kernel/liteApp';
import { LITE_APP_ROUTES } from '../../scripts/vite/liteApp';
import { API_PREFIXES } from '../../server/app';

// Issue 24, the lite app: which requests its service worker answers how. The worker's matchers are
// written into sw.js as source text (literals), so they are checked here against the server's own list.

const SITE = 'https://play.example';
const request = (path: string, { origin = SITE, mode = 'cors' as RequestMode } = {}) => {
  const url = new URL(path, origin);
  return { url, sameOrigin: url.origin === SITE, request: { mode } as Request };
};

describe('the lite app service worker routes', () => {
  it('sends every path the server answers itself to the network only, never to the asset cache', () => {
    for (const prefix of API_PREFIXES) {
      const path = `${prefix}system/status`;
      expect(LITE_APP_ROUTES.api(request(path)), path).toBe(true);
      expect(LITE_APP_ROUTES.hashed(request(path)), path).toBe(false);
    }
    // Before the page route: a navigation to one of the backend's own pages (the demo game) is never answered with the shell.
    expect(LITE_APP_ROUTES.api(request('/lgw/demo/game?ticket=t', { mode: 'navigate' }))).toBe(true);
  });

  it('caches the hashed build output of this site only', () => {
    for (const folder of LITE_APP.hashedFolders) expect(LITE_APP_ROUTES.hashed(request(`${folder}index-1a2b3c.js`))).toBe(true);
    expect(LITE_APP_ROUTES.hashed(request('/assets-gen/vendor/PG.svg'))).toBe(false);
    expect(LITE_APP_ROUTES.hashed(request('/sw.js'))).toBe(false);
    expect(LITE_APP_ROUTES.hashed(request('/manifest.webmanifest'))).toBe(false);
    // Another origin's files (a CDN's art) are left to the browser.
    expect(LITE_APP_ROUTES.hashed(request('/assets/a.png', { origin: 'https://cdn.example' }))).toBe(false);
    expect(LITE_APP_ROUTES.api(request('/wps/system/status', { origin: 'https://gateway.example' }))).toBe(false);
  });

  it('answers page navigations (from the network, the shell when it fails), nothing else', () => {
    expect(LITE_APP_ROUTES.page(request('/download', { mode: 'navigate' }))).toBe(true);
    expect(LITE_APP_ROUTES.page(request('/download'))).toBe(false);
  });
});
