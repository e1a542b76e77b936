import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isApiPath } from './app';
import type { AppEnv } from './context';

/** Hashed build output may be cached for a year; the build puts it under these folders. */
const IMMUTABLE_PREFIXES = ['/assets/', '/js/', '/css/'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A path whose last segment has no dot is a route of the SPA (history mode), not a file. */
const looksLikeRoute = (path: string) => !(path.split('/').pop() ?? '').includes('.');

/**
 * One app for production: API paths go to the reference backend, other GETs to the built SPA in
 * `distDir`, and unknown route-like paths to its index.html so deep links and reloads work.
 */
export function createSiteApp(options: { api: Hono<AppEnv>; distDir: string }): Hono<AppEnv> {
  const indexFile = join(options.distDir, 'index.html');
  const site = new Hono<AppEnv>();

  // Caching of the SPA's files: set once the file has been found and served.
  site.use('*', async (c, next) => {
    await next();
    if (isApiPath(c.req.path) || c.res.status !== 200) return;
    const immutable = IMMUTABLE_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
    c.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
  });

  site.all('*', (c, next) => (isApiPath(c.req.path) ? options.api.fetch(c.req.raw, c.env) : next()));

  site.use('*', serveStatic({ root: options.distDir }));

  // History-mode fallback: a route-like path gets index.html and the SPA's router decides.
  const serveIndex = serveStatic<AppEnv>({ path: indexFile });
  site.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (!looksLikeRoute(c.req.path)) return next();
    if (!existsSync(indexFile)) return c.text(`No build found at ${indexFile}: run npm run build first.`, 503);
    return serveIndex(c, next);
  });

  site.notFound((c) => c.text('Not found', 404));
  return site;
}
