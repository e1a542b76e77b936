import type { Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ConnectionLimits,
  HEADERS_TIMEOUT_MS,
  limitConnections,
  MAX_CONNECTIONS_PER_CLIENT,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from '../../server/connectionLimits';

/**
 * Issue 21, item 8: the production server (server/main.ts) cuts slow clients and caps the open
 * connections of one client address. Real sockets on an ephemeral port, the server made as
 * main.ts makes it (serve() of @hono/node-server, then limitConnections), with small limits so
 * the test runs fast. With Node's defaults (60 s for headers, 300 s for a request, no cap) every
 * check below fails: the slow clients are still connected after WAIT_MS, the extra one is served.
 */
const WAIT_MS = 2_500;
const SMALL: Partial<ConnectionLimits> = { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 50 };

const servers: ServerType[] = [];
afterEach(async () => {
  const closing = servers.splice(0).map(
    (server) =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as Server).closeAllConnections();
      }),
  );
  await Promise.all(closing);
});

async function start(limits: Partial<ConnectionLimits>): Promise<{ server: Server; port: number; open: ReadonlyMap<string, number> }> {
  const app = new Hono();
  app.get('/', (c) => c.text('hello'));
  app.post('/', async (c) => c.text(`got ${(await c.req.text()).length}`));
  app.onError((_error, c) => c.text('cut', 500)); // a body cut by the timeout fails its read: nothing to log
  let server: ServerType | undefined;
  const listening = new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  if (!server) throw new Error('no server');
  const open = limitConnections(server as Server, limits);
  servers.push(server);
  await listening;
  return { server: server as Server, port: (server.address() as AddressInfo).port, open };
}

/** A raw client socket, from `localAddress` (any 127.x.y.z is this machine), that records what it receives and when it closes. */
function client(port: number, localAddress = '127.0.0.1') {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  const started = performance.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => {
    received += text;
  });
  socket.on('error', () => {}); // a reset is a close here
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - started)));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

/** When the socket closed (ms after it opened), or 'open' if it is still open after `ms`. */
const closedWithin = (closed: Promise<number>, ms: number) => Promise.race([closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

/** One GET over a kept-alive socket: the status line of its answer, or 'closed' if the socket closes first. */
function get(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (piece: string) => {
      text += piece;
      if (text.includes('\r\n\r\n')) finish(text.split('\r\n')[0] ?? '');
    };
    const onClose = () => finish('closed');
    const finish = (answer: string) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(answer);
    };
    socket.on('data', onData);
    socket.on('close', onClose);
    if (socket.destroyed) finish('closed');
    else socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connection limits of the production server (issue 21, item 8)', () => {
  it('sets 10 s for headers and 30 s for a request, checked every second, and 32 connections a client', async () => {
    expect([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS, MAX_CONNECTIONS_PER_CLIENT]).toEqual([10_000, 30_000, 1_000, 32]);
    const { server } = await start({});
    expect([server.headersTimeout, server.requestTimeout, (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval]).toEqual([
      10_000, 30_000, 1_000,
    ]);
  });

  it('cuts a client that sends its headers one line at a time too slowly (408)', async () => {
    const { port } = await start(SMALL);
    const slow = client(port);
    await slow.connected;
    slow.socket.write('GET / HTTP/1.1\r\nHost: test\r\n');
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('X-Slow: 1\r\n'), 100);
    const closedAt = await closedWithin(slow.closed, WAIT_MS);
    clearInterval(drip);
    console.info(
      `[connectionLimits] slow headers (timeout ${SMALL.headersTimeoutMs} ms, checked every ${SMALL.checkIntervalMs} ms): cut after ${closedAt === 'open' ? `more than ${WAIT_MS}` : Math.round(closedAt)} ms`,
    );
    expect(closedAt).not.toBe('open');
    expect(closedAt).toBeGreaterThanOrEqual((SMALL.headersTimeoutMs ?? 0) - 50);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a client that opens a connection and sends nothing', async () => {
    const { port } = await start(SMALL);
    const idle = client(port);
    await idle.connected;
    const closedAt = await closedWithin(idle.closed, WAIT_MS);
    console.info(`[connectionLimits] silent connection: cut after ${closedAt === 'open' ? `more than ${WAIT_MS}` : Math.round(closedAt)} ms`);
    expect(closedAt).not.toBe('open');
  });

  it('cuts a client whose body trickles in past the request timeout (408)', async () => {
    const { port } = await start(SMALL);
    const slow = client(port);
    await slow.connected;
    slow.socket.write('POST / HTTP/1.1\r\nHost: test\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n');
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('x'), 100);
    const closedAt = await closedWithin(slow.closed, WAIT_MS);
    clearInterval(drip);
    console.info(
      `[connectionLimits] slow body (timeout ${SMALL.requestTimeoutMs} ms): cut after ${closedAt === 'open' ? `more than ${WAIT_MS}` : Math.round(closedAt)} ms`,
    );
    expect(closedAt).not.toBe('open');
    expect(closedAt).toBeGreaterThanOrEqual((SMALL.requestTimeoutMs ?? 0) - 50);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('serves a request sent in time', async () => {
    const { port } = await start(SMALL);
    const quick = client(port);
    await quick.connected;
    expect(await get(quick.socket)).toBe('HTTP/1.1 200 OK');
    quick.socket.destroy();
  });

  it('closes the connection one past the cap of a client address while another client is served', async () => {
    const maxPerClient = 4;
    const { port, open } = await start({ maxPerClient });
    const first = Array.from({ length: maxPerClient }, () => client(port));
    // each answered, so the server has counted them all; kept alive, they stay open
    expect(await Promise.all(first.map((one) => get(one.socket)))).toEqual(Array(maxPerClient).fill('HTTP/1.1 200 OK'));

    const extra = client(port);
    const closedAt = await closedWithin(extra.closed, WAIT_MS);
    expect(closedAt).not.toBe('open');
    expect(await get(extra.socket)).toBe('closed');
    expect(extra.received()).toBe('');
    expect(open.get('127.0.0.1')).toBe(maxPerClient);

    const other = client(port, '127.0.0.2');
    expect(await get(other.socket)).toBe('HTTP/1.1 200 OK');
    // the first client's open connections still work
    expect(await get(first[0]?.socket as Socket)).toBe('HTTP/1.1 200 OK');

    // once one of them closes, the client may open another
    first[1]?.socket.destroy();
    await first[1]?.closed;
    await pause(50);
    const again = client(port);
    expect(await get(again.socket)).toBe('HTTP/1.1 200 OK');
    expect(open.get('127.0.0.1')).toBe(maxPerClient);
    for (const one of [...first, other, again]) one.socket.destroy();
  });

  it('exempts the trusted reverse proxy, through which every client comes', async () => {
    const { port } = await start({ maxPerClient: 2, exempt: ['::ffff:127.0.0.3'] });
    const viaProxy = Array.from({ length: 4 }, () => client(port, '127.0.0.3'));
    expect(await Promise.all(viaProxy.map((one) => get(one.socket)))).toEqual(Array(4).fill('HTTP/1.1 200 OK'));
    for (const one of viaProxy) one.socket.destroy();
  });

  it('refuses a server that already listens, whose timeout checks could no longer be changed', async () => {
    const { server } = await start({});
    expect(() => limitConnections(server)).toThrow(/before it listens/);
  });
});
