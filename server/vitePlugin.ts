import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Plugin, ViteDevServer } from 'vite';

/** Paths the reference backend answers; everything else is the SPA. */
const BACKEND_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/assets-gen/', '/__dev'];

const isBackendPath = (url: string | undefined) =>
  url !== undefined && BACKEND_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Mounts the reference backend inside the Vite dev server so that `npm start` is one process on
 * one port. The backend is loaded through Vite's SSR loader because Node 20 cannot run .ts files.
 */
export function referenceBackend(options: { devControls: boolean }): Plugin {
  let listener: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;

  async function load(server: ViteDevServer) {
    const module = (await server.ssrLoadModule('/server/app.ts')) as typeof import('./app');
    const sms = (await server.ssrLoadModule('/server/sms.ts')) as typeof import('./sms');
    const { app } = await module.createServer({ devControls: options.devControls, ...(options.devControls ? { sms: sms.logSms } : {}) });
    return getRequestListener(app.fetch);
  }

  return {
    name: 'reference-backend',
    configureServer(server) {
      const ready = load(server).then((loaded) => {
        listener = loaded;
      });
      server.middlewares.use((req, res, next) => {
        if (!isBackendPath(req.url)) return next();
        ready.then(() => listener?.(req, res)).catch(next);
      });
    },
  };
}
