import type { Context } from 'hono';
import type { AppEnv } from './context';

/** The address used when none is known (app.request() in tests has no socket). */
const FALLBACK_IP = '127.0.0.1';

/**
 * The visitor's IP: the first x-forwarded-for entry (behind a proxy), else the socket's remote
 * address (@hono/node-server binding), else 127.0.0.1. IPv4-mapped IPv6 is shown as IPv4.
 */
export function clientIp(c: Context<AppEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || c.env?.incoming?.socket?.remoteAddress || FALLBACK_IP;
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** Identifies one browser well enough to remember its captcha and its failed logins. */
export const clientKey = (c: Context<AppEnv>) => `${clientIp(c)}|${c.req.header('user-agent') ?? ''}`;

/** scheme://host[:port] of the request, as the browser addressed it. */
export const requestOrigin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

export const requestHost = (c: Context<AppEnv>) => c.req.header('host') ?? new URL(c.req.url).host;
