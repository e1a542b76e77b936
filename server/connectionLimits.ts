import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { canonicalIp } from './clientIdentity';

/**
 * How long a client may take to send a request's headers. Node's 60 s let a slow client (one
 * header line every few seconds) hold a connection a minute for nothing; every real browser sends
 * its headers in one packet, so 10 s is generous even on a poor mobile link.
 */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * How long a whole request (headers and body) may take. Node's 300 s let a body trickle in for
 * five minutes. The largest body the product takes, an upload of 3 images of 5 MB at most, fits in
 * 30 s at 4 Mbit/s; the phone photos and screenshots members send (1 to 3 MB) fit at well under 1 Mbit/s.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * How often Node looks for connections past those timeouts. Its default, 30 s, would let a slow
 * client live up to 30 s past the 10 s above; looking once a second costs a walk over the open
 * connections.
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Open connections one client address may hold at once. A browser opens at most 6 per origin
 * (HTTP/1.1), a few tabs a few times that; 32 leaves room for a household behind one address while
 * one client can no longer open thousands of idle sockets and exhaust the server's.
 */
export const MAX_CONNECTIONS_PER_CLIENT = 32;

export type ConnectionLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  checkIntervalMs: number;
  maxPerClient: number;
  /**
   * Addresses exempt from the cap: the reverse proxies in front of the server (TRUSTED_PROXIES),
   * through which every client connects. The proxy limits its own clients.
   */
  exempt: readonly string[];
};

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  checkIntervalMs: TIMEOUT_CHECK_INTERVAL_MS,
  maxPerClient: MAX_CONNECTIONS_PER_CLIENT,
  exempt: [],
};

/**
 * Applies the limits to a Node HTTP server that is not yet listening (as `serve()` of
 * @hono/node-server returns it): a client that has not sent its headers within the headers
 * timeout, or its whole request within the request timeout, is answered 408 and cut; a client
 * address beyond its cap of open connections has the new connection closed at once, while every
 * other client is served as before. Answers the number of connections open per address (for tests
 * and diagnostics).
 */
export function limitConnections(server: Server, overrides: Partial<ConnectionLimits> = {}): ReadonlyMap<string, number> {
  const limits = { ...CONNECTION_LIMITS, ...overrides };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) throw new Error('the headers timeout must not exceed the request timeout');
  // Node starts its timeout checks when the server starts listening, with the interval set then.
  if (server.listening) throw new Error('limitConnections needs the server before it listens');
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = limits.checkIntervalMs;

  // One spelling per address (::ffff:1.2.3.4 is 1.2.3.4), as the API's client identity has it.
  const exempt = new Set(limits.exempt.map(canonicalIp));
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    if (socket.remoteAddress === undefined) return; // already gone
    const client = canonicalIp(socket.remoteAddress);
    if (exempt.has(client)) return;
    const count = (open.get(client) ?? 0) + 1;
    if (count > limits.maxPerClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
  return open;
}
