import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpCenterResponse } from '@kernel/help';
import { PATH } from '@kernel/paths';
import { HEADER } from '@kernel/platform';
import { isYoutubeLink } from '@/rules/banner.rules';
import { createServer } from '../../server/app';
import {
  contentSecurityPolicy,
  EMBEDDED_ORIGIN_VARIABLES,
  embeddedOriginsFromEnv,
  parseOriginList,
  securityHeaders,
  YOUTUBE_FRAME_SOURCES,
} from '../../server/securityHeaders';
import { DEMO_VIDEO_URL } from '../../server/seed/banners';
import { createSiteApp } from '../../server/staticSite';

/**
 * Issue 11 points 1 and 6 on the production site app (server/staticSite.ts): the build's Brotli
 * and gzip twins are served as the browser accepts them, hashed files stay cached for a year, and
 * every kind of answer (page, asset, API JSON, art, 404) carries the security headers.
 */

const ENTRY = 'console.log("the entry chunk");'.repeat(200);
const INDEX = `<!doctype html><title>SPA</title><script type="module" src="/js/index-1a2b3c.js"></script>${' '.repeat(500)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SITE_POLICY = contentSecurityPolicy();

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Whether a CSP host source (`https://*.example.com`, `https://example.com`) lets `url` load. */
function sourceAllows(source: string, url: string): boolean {
  const match = /^(https?):\/\/(\*\.)?([^/:]+)$/.exec(source);
  if (!match) return false;
  const address = new URL(url);
  if (`${match[1]}:` !== address.protocol) return false;
  return match[2] ? address.hostname.endsWith(`.${match[3]}`) : address.hostname === match[3];
}

describe('production site: precompressed files, caching and security headers', () => {
  let distDir: string;
  let site: ReturnType<typeof createSiteApp>;
  let api: Awaited<ReturnType<typeof createServer>>['app'];

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'site-transfer-'));
    mkdirSync(join(distDir, 'js'));
    mkdirSync(join(distDir, 'assets'));
    // What vite-plugin-compression2 writes beside each text file of the build.
    for (const [path, text] of [
      ['index.html', INDEX],
      ['js/index-1a2b3c.js', ENTRY],
    ] as const) {
      writeFileSync(join(distDir, path), text);
      writeFileSync(join(distDir, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(distDir, `${path}.gz`), gzipSync(text));
    }
    writeFileSync(join(distDir, 'assets', 'inter-latin-1a2b3c.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
    api = (await createServer({ devControls: false })).app;
    site = createSiteApp({ api, distDir });
  }, 60_000);
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  const get = (path: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    site.request(path, { headers: { ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...headers } });

  it('serves the Brotli twin of a hashed chunk to a browser that takes br, cached for a year', async () => {
    const response = await get('/js/index-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(ENTRY.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(ENTRY);
  });

  it('serves the gzip twin when br is not accepted, and the plain file (still varying on Accept-Encoding) when nothing is', async () => {
    const gzipped = await get('/js/index-1a2b3c.js', 'gzip, deflate');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(ENTRY);

    const plain = await get('/js/index-1a2b3c.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ENTRY);
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('serves the SPA page compressed for every route, never cached without revalidation', async () => {
    for (const path of ['/', '/games/slots', '/member']) {
      const response = await get(`${path}?page=profile`, 'br, gzip');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(INDEX);
    }
  });

  it('sends an already compressed file (a font) as it is, cached for a year', async () => {
    const response = await get('/assets/inter-latin-1a2b3c.woff2', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('compresses API answers with gzip when the client takes it', async () => {
    const response = await get(PATH.helpCenter, 'gzip, deflate, br', { [HEADER.merchant]: 'DEMO' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString());
    expect(v.parse(helpCenterResponse, body).value.length).toBeGreaterThan(0);
  });

  it('puts the site policy and the other security headers on every kind of answer', async () => {
    const answers = {
      page: await get('/games/slots', 'br'),
      asset: await get('/js/index-1a2b3c.js', 'br'),
      font: await get('/assets/inter-latin-1a2b3c.woff2'),
      'API JSON': await get(PATH.helpCenter, 'gzip', { [HEADER.merchant]: 'DEMO' }),
      'API refusal': await get('/wps/unknown', undefined, { [HEADER.merchant]: 'DEMO' }),
      'generated art': await get('/assets-gen/vendor/PG.svg'),
      'missing file': await get('/js/missing-000.js'),
    };
    expect(answers['missing file'].status).toBe(404);
    expect(answers['API refusal'].status).toBe(404);
    for (const [kind, response] of Object.entries(answers)) {
      expect(response.headers.get('content-security-policy'), kind).toBe(SITE_POLICY);
      expect(response.headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), kind).toBe('SAMEORIGIN');
    }
  });

  it("leaves the backend's own pages their own policy (their inline script would be refused by two)", async () => {
    const chat = await get('/assets-gen/chat.html?lang=EN');
    expect(chat.status).toBe(200);
    const policy = chat.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain(SITE_POLICY);
    expect(directives(policy).get('script-src')).toEqual(["'unsafe-inline'"]);
    expect(directives(policy).get('frame-ancestors')).toEqual(["'self'"]);
    expect(chat.headers.get('x-content-type-options')).toBe('nosniff');
    expect(chat.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('names the extra origins a deployment configures in the directives they belong to', async () => {
    const embedded = embeddedOriginsFromEnv({
      [EMBEDDED_ORIGIN_VARIABLES.frames]: 'https://games.example.com, https://*.chat.example.net',
      [EMBEDDED_ORIGIN_VARIABLES.images]: 'https://cdn.example.com',
      [EMBEDDED_ORIGIN_VARIABLES.connect]: 'https://gateway.example.com',
    });
    const configured = createSiteApp({ api, distDir, embedded });
    const policy = directives((await configured.request('/')).headers.get('content-security-policy') ?? '');
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'https://games.example.com', 'https://*.chat.example.net']));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://gateway.example.com']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });
});

describe('the content-security policy', () => {
  it('allows scripts, styles, fonts and calls from the site only, with nothing inline and no eval', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
  });

  it('lets the development nonce through for scripts and styles only', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'bm9uY2Utb2YtMTI4LWJpdHM=' }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2Utb2YtMTI4LWJpdHM='"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-bm9uY2Utb2YtMTI4LWJpdHM='"]);
    expect(contentSecurityPolicy({ nonce: 'x' })).not.toMatch(/unsafe/);
  });

  it('frames every video host the banner rules accept, and no other site', () => {
    const frameSources = directives(contentSecurityPolicy()).get('frame-src') ?? [];
    expect(frameSources).toEqual(["'self'", ...YOUTUBE_FRAME_SOURCES]);
    const accepted = [DEMO_VIDEO_URL, 'https://youtube.com/embed/x', 'https://m.youtube.com/embed/x', 'https://www.youtube-nocookie.com/embed/x', 'https://youtu.be/x'];
    for (const url of accepted) {
      expect(isYoutubeLink(url), url).toBe(true);
      expect(
        frameSources.some((source) => sourceAllows(source, url)),
        url,
      ).toBe(true);
    }
    for (const url of ['https://vimeo.com/76979871', 'https://youtube.com.evil.example/embed/x', 'https://notyoutube.com/embed/x']) {
      expect(
        frameSources.some((source) => sourceAllows(source, url)),
        url,
      ).toBe(false);
    }
  });

  it('refuses a configured origin that could end the directive or open it to everyone', () => {
    for (const bad of ["https://a.example.com; script-src 'unsafe-inline'", '*', 'https:', 'http://games.example.com', "'unsafe-eval'", 'https://*']) {
      expect(() => parseOriginList('CSP_FRAME_ORIGINS', bad), bad).toThrow(/CSP_FRAME_ORIGINS/);
    }
    expect(parseOriginList('CSP_IMG_ORIGINS', ' https://CDN.example.com,https://*.img.example.net:8443 ')).toEqual([
      'https://cdn.example.com',
      'https://*.img.example.net:8443',
    ]);
    expect(embeddedOriginsFromEnv({})).toEqual({ frames: [], images: [], connect: [] });
  });

  it('sends nosniff, a referrer policy that keeps paths to this site, and the legacy frame guard', () => {
    expect(securityHeaders()).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
    });
  });
});

describe('production site: the inline first-paint script, allowed by its hash alone', () => {
  let distDir: string;
  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'site-inline-'));
    writeFileSync(join(distDir, 'index.html'), "<!doctype html><head><script>document.documentElement.dataset.theme = 'dark';</script></head>");
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it("names the built page's inline script by its SHA-256 in script-src, and nothing else inline", async () => {
    const api = (await createServer({ devControls: false })).app;
    const response = await createSiteApp({ api, distDir }).request('/');
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    // sha256 of "document.documentElement.dataset.theme = 'dark';", base64 (as the browser hashes the script's text).
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-DHbFh4o+L8meQM6JMbt/D2AhqsPiSksdB2N5Ub9s4aI='"]);
    expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
