import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { DEV_PATH } from '../kernel/paths';
import { createServer } from './app';
import { limitConnections } from './connectionLimits';
import { formatDemoAccounts } from './demoAccounts';
import { builtStyleSheets } from './pages/pageFonts';
import { listeningOrigin } from './publicOrigin';
import { embeddedOriginsFromEnv } from './securityHeaders';
import { logSms } from './sms';
import { createSiteApp } from './staticSite';

/**
 * The standalone production server (npm run serve): the built SPA from dist/ and the API from one
 * Node process. Built with `vite build --ssr server/main.ts --outDir dist-server`, so dist/ is
 * found from the working directory, not from this file's location.
 */
async function main() {
  const devControls = process.env.DEV_CONTROLS === '1';
  // The demo payment gateway only where the serve is a demo (browser tests, perf): never by default.
  const demoMoney = process.env.DEMO_MONEY === '1';
  const port = Number(process.env.PORT ?? 5173);
  const hostname = process.env.HOST ?? '127.0.0.1';
  // Known before listening: the port is fixed (PORT), not picked by the system.
  const publicOrigin = listeningOrigin({ address: hostname, port });
  // Behind a reverse proxy, its addresses (comma-separated): only their X-Forwarded-For is believed.
  const trustedProxies = (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const distDir = resolve(process.cwd(), 'dist');
  const { app: api } = await createServer({
    devControls,
    demoMoney,
    publicOrigin,
    trustedProxies,
    pageStyleSheets: () => builtStyleSheets(distDir),
    ...(devControls ? { sms: logSms } : {}),
  });
  // A real deployment names the game, chat and image hosts it embeds (CSP_FRAME_ORIGINS, ...).
  const site = createSiteApp({ api, distDir, embedded: embeddedOriginsFromEnv(process.env) });

  const server = serve({ fetch: site.fetch, port, hostname }, (info) => {
    const shownHost = hostname.includes(':') ? `[${hostname}]` : hostname;
    console.log(`\n  Platform front end: http://${shownHost}:${info.port}/\n`);
    console.log(formatDemoAccounts());
    console.log(
      demoMoney
        ? '  Demo money is on: the demo payment gateway pays deposits (DEMO_MONEY=1).'
        : '  No payment provider is configured: deposits are refused (DEMO_MONEY=1 runs the demo gateway).',
    );
    console.log(devControls ? `\n  Dev controls are on (${Object.values(DEV_PATH).join(', ')}).\n` : '\n  Dev controls are off (DEV_CONTROLS=1 turns them on).\n');
  });
  // Timeouts for slow clients and a cap on open connections per client address (server/connectionLimits.ts).
  limitConnections(server as Server, { exempt: trustedProxies });
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
