import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH } from '@kernel/paths';
import { HEADER } from '@kernel/platform';
import { DEFAULT_MERCHANT } from '../../server/seed/merchant';
import { createSiteApp } from '../../server/staticSite';
import { loginToken, parseFailure, startServer } from './helpers';

/**
 * Issue 21, item 4: one activity application (or withdrawal proof upload) of 20,000 tiny parts
 * (about 2.4 MB, well inside the 15 MB upload limit) is refused while it is read, and the server
 * keeps answering others. Parsing
 * the whole body before counting its files held the event loop for seconds (136,770 parts: 18.6 s).
 * A real socket, as server/main.ts serves: the client (scripts/post-many-parts.mjs) runs in its
 * own process and asks the system status on other connections from the moment the body is sent
 * until the upload is answered, so a server busy parsing cannot hold the client's clock as well.
 */
const WITHIN_MS = 1_500;
/**
 * "The server's other answers never wait for it", "in well under a second": the longest the
 * server's event loop was held while it took the flood (measured in the server's own process), and
 * so the status call's wait. Reading the body whole held it 890 to 1,050 ms on this machine (2
 * shared cores); reading it as a stream, 40 to 100 ms idle and up to about 170 ms while other test
 * files run beside it. The bound is the "under a second", with room for a busy CI machine;
 * what fails on whole-body parsing for sure is the refusal's code (413 while reading, not the
 * route's 400 after it).
 */
const HELD_AT_MOST_MS = 1_000;
/** FLOOD_PARTS=120000 measures a flood nearer the one of the issue (about 14.5 MB, still inside the upload limit). */
const PARTS = Number(process.env.FLOOD_PARTS ?? 20_000);

type Flood = {
  parts: number;
  bodyBytes: number;
  upload: { status: number; answeredMs: number; bodySentMs?: number; body: string };
  quick: { status: number; answeredMs: number; askedAtMs: number; asked: number };
};

const run = promisify(execFile);

describe('an upload of many tiny parts on the Node server (issue 21, item 4)', () => {
  let node: ServerType;
  let origin: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const server = await startServer({ devControls: false });
    const site = createSiteApp({ api: server.app, distDir: join(tmpdir(), 'no-build') });
    await new Promise<void>((resolve) => {
      node = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    origin = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    const token = await loginToken(server, 'demo_member');
    headers = { [HEADER.merchant]: DEFAULT_MERCHANT, [HEADER.device]: 'web', [HEADER.language]: 'EN', [HEADER.authorization]: token };
    await flood(10); // warm-up: the first request pays for lazy set-up
  });
  afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())));

  async function flood(parts: number, path: string = MEMBER_PATH.applyPromotion): Promise<Flood> {
    const { stdout } = await run(process.execPath, ['scripts/post-many-parts.mjs', `${origin}${path}`, `${origin}${PATH.systemStatus}`, String(parts)], {
      env: { ...process.env, HEADERS: JSON.stringify(headers) },
    });
    return JSON.parse(stdout) as Flood;
  }

  it.each([
    ['an activity application', MEMBER_PATH.applyPromotion],
    ['a withdrawal proof upload', MEMBER_PATH.uploadConfirmationProof],
  ])(`refuses ${PARTS} tiny parts in %s within ${WITHIN_MS} ms while a status call made meanwhile answers within ${WITHIN_MS} ms`, async (_name, path) => {
    const held = monitorEventLoopDelay({ resolution: 10 });
    held.enable();
    const result = await flood(PARTS, path);
    held.disable();
    const heldMs = Math.round(held.max / 1e6);
    const summary = `${path}: ${result.parts} parts (${(result.bodyBytes / 1024 / 1024).toFixed(1)} MB): HTTP ${result.upload.status} ${result.upload.body.slice(0, 120)} in ${result.upload.answeredMs} ms (body sent at ${result.upload.bodySentMs ?? '—'} ms); ${result.quick.asked} status calls meanwhile, the slowest asked at ${result.quick.askedAtMs} ms: HTTP ${result.quick.status} in ${result.quick.answeredMs} ms; server event loop held at most ${heldMs} ms`;
    console.info(`[multipartFlood] ${summary}`);
    expect([413, 400], summary).toContain(result.upload.status);
    expect(result.upload.answeredMs, summary).toBeLessThan(WITHIN_MS);
    expect(result.quick.status, summary).toBe(200);
    expect(result.quick.answeredMs, summary).toBeLessThan(WITHIN_MS);
    // and nothing waited on it: neither the status call nor the server's event loop
    expect(result.quick.answeredMs, summary).toBeLessThan(HELD_AT_MOST_MS);
    expect(heldMs, summary).toBeLessThan(HELD_AT_MOST_MS);
    // refused for its parts, while it was read
    expect(parseFailure(JSON.parse(result.upload.body)).code, summary).toBe(ErrorCode.payloadTooLarge);
  });
});
