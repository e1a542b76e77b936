import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LITE_APP } from '@kernel/liteApp';
import { PATH } from '@kernel/paths';
import { HEADER } from '@kernel/platform';
import { whitelabelResponse } from '@kernel/system';
import { createServer } from '../../server/app';
import { createSiteApp } from '../../server/staticSite';

describe('production site (static SPA plus API)', () => {
  let distDir: string;
  let site: ReturnType<typeof createSiteApp>;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(distDir, 'assets'));
    mkdirSync(join(distDir, 'js'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>SPA</title>');
    writeFileSync(join(distDir, 'assets', 'logo-1a2b3c.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(distDir, 'js', 'index-1a2b3c.js'), 'console.log(1)');
    // The lite app's files as the build writes them (scripts/vite/liteApp.ts), with their Brotli twins.
    const liteAppFiles: [string, string][] = [
      [LITE_APP.serviceWorker, 'self.addEventListener("fetch", () => {})'],
      [LITE_APP.manifest, '{"name":"Royal Ace","start_url":"/","display":"standalone"}'],
    ];
    for (const [file, text] of liteAppFiles) {
      writeFileSync(join(distDir, file), text);
      writeFileSync(join(distDir, `${file}.br`), brotliCompressSync(text));
    }
    const { app } = await createServer({ devControls: false });
    site = createSiteApp({ api: app, distDir });
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves built files, hashed ones with a year-long immutable cache', async () => {
    for (const path of ['/assets/logo-1a2b3c.svg', '/js/index-1a2b3c.js']) {
      const response = await site.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('falls back to index.html for SPA routes (history mode), never cached', async () => {
    for (const path of ['/', '/agentHome', '/member', '/rng']) {
      const response = await site.request(`${path}?vassalage=PG`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>SPA</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers 404 for a missing file rather than index.html', async () => {
    expect((await site.request('/assets/missing-000.js')).status).toBe(404);
  });

  it('passes API and art paths to the backend', async () => {
    const response = await site.request(PATH.whitelabel, { headers: { [HEADER.merchant]: 'DEMO' } });
    expect(v.parse(whitelabelResponse, await response.json()).value.currency).toBe('INR');
    expect((await site.request('/assets-gen/vendor/PG.svg')).headers.get('content-type')).toContain('image/svg+xml');
    expect((await site.request('/wps/unknown', { headers: { [HEADER.merchant]: 'DEMO' } })).status).toBe(404);
  });

  it('serves the lite app service worker and manifest with their types, never cached long, under a policy that lets the worker run', async () => {
    const expected = { [LITE_APP.serviceWorker]: /^text\/javascript/, [LITE_APP.manifest]: /^application\/manifest\+json/ };
    for (const [path, type] of Object.entries(expected)) {
      for (const encoding of ['identity', 'br']) {
        const response = await site.request(path, { headers: { 'Accept-Encoding': encoding } });
        expect(response.status, `${path} (${encoding})`).toBe(200);
        expect(response.headers.get('content-type'), `${path} (${encoding})`).toMatch(type);
        // A new build's worker and manifest are seen at the next visit: never the year-long cache of hashed files.
        expect(response.headers.get('cache-control'), `${path} (${encoding})`).toBe('no-cache');
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      }
    }
    const policy = new Map(
      ((await site.request(LITE_APP.serviceWorker)).headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    // The worker's script comes from this site (worker-src, script-src), its manifest too (default-src: no manifest-src).
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toContain("'self'");
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.has('manifest-src')).toBe(false);
    // The worker reaches only this site (connect-src governs its fetches).
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // The hashed files the worker caches keep their year-long cache.
    expect((await site.request('/js/index-1a2b3c.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
