import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Plugin, ViteDevServer } from 'vite';
import { listeningOrigin } from './publicOrigin';

/** Paths the reference backend answers; everything else is the SPA. */
const BACKEND_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/assets-gen/', '/__dev'];

const isBackendPath = (url: string | undefined) =>
  url !== undefined && BACKEND_PREFIXES.some((prefix) => url.startsWith(prefix));

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
    const { app } = await module.createServer({
      devControls: options.devControls,
      publicOrigin,
      ...(options.devControls ? { sms: sms.logSms } : {}),
    });
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
