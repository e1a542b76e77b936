import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isApiPath } from './app';
import type { AppEnv } from './appEnv';
import { type EmbeddedOrigins, missingSecurityHeaders, securityHeaders } from './securityHeaders';

/** Hashed build output may be cached for a year; the build puts it under these folders. */
const IMMUTABLE_PREFIXES = ['/assets/', '/js/', '/css/'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Types the build precompresses (vite-plugin-compression2 in vite.config.ts): their answer depends
 * on Accept-Encoding even when it is the plain file, so caches must key on it.
 */
const PRECOMPRESSED_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** The CSP hashes of a page's inline scripts (a <script> with no attributes), as the browser computes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}`,
  );
}

/** A path whose last segment has no dot is a route of the SPA (history mode), not a file. */
const looksLikeRoute = (path: string) => !(path.split('/').pop() ?? '').includes('.');

/**
 * One app for production: API paths go to the reference backend, other GETs to the built SPA in
 * `distDir` (its Brotli or gzip twin when the browser takes it), and unknown route-like paths to
 * its index.html so deep links and reloads work. Every answer carries the security headers.
 */
export function createSiteApp(options: { api: Hono<AppEnv>; distDir: string; embedded?: EmbeddedOrigins }): Hono<AppEnv> {
  const indexFile = join(options.distDir, 'index.html');
  // The built index.html writes the first-paint script inline (scripts/vite/inlineFirstPaint.ts): the policy names it by hash.
  const scriptHashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  const headers = securityHeaders({ embedded: options.embedded, scriptHashes });
  const site = new Hono<AppEnv>();

  site.use('*', async (c, next) => {
    await next();
    for (const [name, value] of missingSecurityHeaders((name) => c.res.headers.has(name), headers)) c.header(name, value);
  });

  // Caching of the SPA's files: set once the file has been found and served.
  site.use('*', async (c, next) => {
    await next();
    if (isApiPath(c.req.path) || c.res.status !== 200) return;
    const immutable = IMMUTABLE_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
    c.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
    const varies = c.res.headers.get('Vary') ?? '';
    if (PRECOMPRESSED_TYPE.test(c.res.headers.get('Content-Type') ?? '') && !/accept-encoding/i.test(varies)) {
      c.header('Vary', 'Accept-Encoding', { append: true });
    }
  });

  site.all('*', (c, next) => (isApiPath(c.req.path) ? options.api.fetch(c.req.raw, c.env) : next()));

  site.use('*', serveStatic({ root: options.distDir, precompressed: true }));

  // History-mode fallback: a route-like path gets index.html and the SPA's router decides.
  const serveIndex = serveStatic<AppEnv>({ path: indexFile, precompressed: true });
  site.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (!looksLikeRoute(c.req.path)) return next();
    if (!existsSync(indexFile)) return c.text(`No build found at ${indexFile}: run npm run build first.`, 503);
    return serveIndex(c, next);
  });

  site.notFound((c) => c.text('Not found', 404));
  return site;
}
