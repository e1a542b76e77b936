import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Plugin, ViteDevServer } from 'vite';
import { listeningOrigin } from './publicOrigin';
import { contentSecurityPolicy, embeddedOriginsFromEnv, securityHeaders } from './securityHeaders';

/** Paths the reference backend answers; everything else is the SPA. */
const BACKEND_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/assets-gen/', '/__dev', '/__oidc/'];

const isBackendPath = (url: string | undefined) => url !== undefined && BACKEND_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * What Vite writes as the nonce of the scripts and styles it injects (html.cspNonce); each page
 * request gets it replaced by a fresh random nonce that its CSP header names.
 */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * A page load (the browser asks for HTML) of the SPA: a route, or index.html itself. Module and
 * asset requests (their Accept has no text/html) and the backend's own pages are left to Vite and the backend.
 */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!req.headers.accept?.includes('text/html') || isBackendPath(req.url)) return false;
  const path = new URL(req.url ?? '/', 'http://dev').pathname;
  if (path.startsWith('/@')) return false;
  const lastSegment = path.split('/').pop() ?? '';
  return path === '/index.html' || !lastSegment.includes('.');
}

/**
 * The origin the dev server is reached at, once it listens: without a fixed PORT, Vite moves to
 * the next free port when 5173 is taken, so the configured one is not known before.
 */
function originWhenListening(server: ViteDevServer): Promise<string> {
  const { httpServer } = server;
  const configured = server.config.server;
  if (!httpServer) {
    return Promise.resolve(listeningOrigin({ address: typeof configured.host === 'string' ? configured.host : '0.0.0.0', port: configured.port ?? 5173 }));
  }
  const origin = () => listeningOrigin(httpServer.address() as AddressInfo);
  if (httpServer.listening) return Promise.resolve(origin());
  return new Promise((resolve) => httpServer.once('listening', () => resolve(origin())));
}

/**
 * Mounts the reference backend inside the Vite dev server so that `npm start` is one process on
 * one port. The backend is loaded through Vite's SSR loader because Node 20 cannot run .ts files.
 */
export function referenceBackend(options: { devControls: boolean }): Plugin {
  let listener: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;

  async function load(server: ViteDevServer) {
    const publicOrigin = await originWhenListening(server);
    const module = (await server.ssrLoadModule('/server/app.ts')) as typeof import('./app');
    const sms = (await server.ssrLoadModule('/server/sms.ts')) as typeof import('./sms');
    const fonts = (await server.ssrLoadModule('/server/pages/pageFonts.ts')) as typeof import('./pages/pageFonts');
    const { app } = await module.createServer({
      devControls: options.devControls,
      // npm start is the demo: its gateway page pays deposits
      demoMoney: true,
      publicOrigin,
      pageStyleSheets: () => fonts.sourceStyleSheets(server.config.root),
      ...(options.devControls ? { sms: sms.logSms } : {}),
    });
    return getRequestListener(app.fetch);
  }

  // The production server's policy (server/securityHeaders.ts), so a violation shows in development first.
  const embedded = embeddedOriginsFromEnv(process.env);
  const headers = securityHeaders({ embedded });

  /**
   * Serves the SPA's index.html the way Vite would, with a nonce of its own per page load: Vite
   * needs inline script (the React refresh preamble) and <style> tags (CSS), and a nonce lets
   * exactly those run, where 'unsafe-inline' would let any injected one run too.
   */
  async function servePage(server: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
    const template = await readFile(join(server.config.root, 'index.html'), 'utf-8');
    const nonce = randomBytes(16).toString('base64');
    const html = (await server.transformIndexHtml('/index.html', template, req.url)).replaceAll(NONCE_PLACEHOLDER, nonce);
    res.statusCode = 200;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ embedded, nonce }));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Never revalidated into a cached copy whose nonce no longer matches the header.
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  return {
    name: 'reference-backend',
    config: () => ({ html: { cspNonce: NONCE_PLACEHOLDER } }),
    configureServer(server) {
      const ready = load(server).then((loaded) => {
        listener = loaded;
      });
      // Before Vite's own middlewares: every answer carries the headers; the backend's own pages
      // (game, chat, payment) set a policy of their own, which writeHead gives precedence.
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (!isPageRequest(req)) return next();
        servePage(server, req, res).catch(next);
      });
      server.middlewares.use((req, res, next) => {
        if (!isBackendPath(req.url)) return next();
        ready.then(() => listener?.(req, res)).catch(next);
      });
    },
  };
}
