import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './appEnv';
import type { ServerContext } from './context';

/** The address used when none is known (app.request() in tests has no socket). */
const FALLBACK_IP = '127.0.0.1';

const IPV4_MAPPED_PREFIX = '::ffff:';

/** One spelling per address: trimmed, and IPv4-mapped IPv6 (::ffff:1.2.3.4) as plain IPv4. */
export function canonicalIp(address: string): string {
  const trimmed = address.trim();
  const mapped = trimmed.toLowerCase().startsWith(IPV4_MAPPED_PREFIX) ? trimmed.slice(IPV4_MAPPED_PREFIX.length) : null;
  return mapped !== null && isIP(mapped) === 4 ? mapped : trimmed;
}

/**
 * The visitor's IP. The socket's remote address (the @hono/node-server binding; 127.0.0.1 when
 * there is none) is the only fact: anyone can write X-Forwarded-For. Only when that address is a
 * trusted proxy is the header read, from its right end (the hop the proxy itself saw) leftwards
 * past further trusted proxies; what the client wrote to the left of that is never believed.
 */
export function clientIp(c: Context<AppEnv>, ctx: Pick<ServerContext, 'trustedProxies'>): string {
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(canonicalIp).filter(Boolean);
  let address = canonicalIp(c.env?.incoming?.socket?.remoteAddress ?? FALLBACK_IP);
  while (ctx.trustedProxies.includes(address)) {
    const forwardedFrom = hops.pop();
    // A proxy that names no valid address vouches for nobody: the proxy itself is the client.
    if (forwardedFrom === undefined || isIP(forwardedFrom) === 0) break;
    address = forwardedFrom;
  }
  return address;
}

/** Identifies one browser well enough to remember its captcha and its failed logins. */
export const clientKey = (c: Context<AppEnv>, ctx: Pick<ServerContext, 'trustedProxies'>) => `${clientIp(c, ctx)}|${c.req.header('user-agent') ?? ''}`;

/** The browser's own description of itself (the device list names its browser and system from it); none when it sent none. */
export const userAgentOf = (c: Context<AppEnv>): string | null => c.req.header('user-agent') ?? null;
