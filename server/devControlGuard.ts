import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../kernel/errorCodes';
import type { AppEnv } from './appEnv';
import type { ServerContext } from './context';
import { fail } from './respond';

/** Every dev control lives under this prefix (kernel/paths.ts DEV_PATH). */
export const DEV_PREFIX = '/__dev/';

/** Sec-Fetch-Site of a request made by the site's own pages, or typed into the address bar. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The Host values the dev controls answer under: the configured one, and when that is a loopback
 * name, the other loopback names on the same port (a shell's `curl localhost:5173/__dev/sms`).
 */
function ownHosts(publicOrigin: string): Set<string> {
  const { host, hostname, port } = new URL(publicOrigin);
  const hosts = new Set([host]);
  if (LOOPBACK_NAMES.includes(hostname)) for (const name of LOOPBACK_NAMES) hosts.add(port ? `${name}:${port}` : name);
  return hosts;
}

const isJson = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * The dev controls switch the site into maintenance, re-seed it, and show SMS codes and captcha
 * answers, so only the site itself and a shell may use them:
 * - an Origin other than the configured one, or a Sec-Fetch-Site other than same-origin or none,
 *   is another page's request (403). A shell sends neither.
 * - a Host other than the site's is a page that reached this server under another name (DNS
 *   rebinding), which the browser counts as same-origin (403).
 * - a write must say application/json: a page on another site can only send that after a CORS
 *   preflight, which the backend never grants, whereas text/plain and form posts need none (415).
 */
export const devControlGuard = (ctx: Pick<ServerContext, 'publicOrigin'>) => {
  const hosts = ownHosts(ctx.publicOrigin);
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const host = c.req.header('host')?.toLowerCase();
    const foreign =
      (origin !== undefined && origin !== ctx.publicOrigin) || (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite)) || (host !== undefined && !hosts.has(host));
    if (foreign) return fail(c, ErrorCode.notSameOrigin, 'notSameOrigin', { status: 403 });
    if (!READ_METHODS.has(c.req.method) && !isJson(c.req.header('content-type'))) {
      return fail(c, ErrorCode.invalidInput, 'invalidInput', { status: 415, detail: 'dev controls take content-type: application/json' });
    }
    await next();
  });
};
