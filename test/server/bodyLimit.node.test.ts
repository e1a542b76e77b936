import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import { createSiteApp } from '../../server/staticSite';
import { parseFailure, startServer } from './helpers';

/**
 * The limit as production runs it: the site app of server/main.ts behind @hono/node-server on a
 * real socket. The client (scripts/post-large-body.mjs) runs in its own process, so the memory
 * growth measured here is the server's alone. Its node:http client times the answer as it
 * arrives, while the body is still being sent; its fetch client, which sends the whole body
 * before it reads any answer, shows that such a client still gets the 413 envelope (the socket
 * is not cut under it), so its time is the upload's and is only reported.
 */
const ANSWER_WITHIN_MS = 100;
const RSS_GROWTH_LIMIT_BYTES = 20 * 1024 * 1024;
const MEGABYTES = 10;

type Framing = 'length' | 'chunked';
type Answer = { status: number; answeredMs: number; sentBytes?: number; body: string };

const run = promisify(execFile);

describe('request body limit on the Node server', () => {
  let node: ServerType;
  let loginUrl: string;

  beforeAll(async () => {
    const { app: api } = await startServer({ devControls: false });
    // Wired as server/main.ts wires it; the API paths never reach the (absent) build.
    const site = createSiteApp({ api, distDir: join(tmpdir(), 'no-build') });
    await new Promise<void>((resolve) => {
      node = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    loginUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}${PATH.login}`;
    await postLargeBody(0, 'length', 'http'); // warm-up: the first request pays for lazy set-up
  });
  afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())));

  async function postLargeBody(megabytes: number, framing: Framing, client: 'http' | 'fetch') {
    const { stdout } = await run(process.execPath, ['scripts/post-large-body.mjs', loginUrl, String(megabytes), framing, client]);
    return JSON.parse(stdout) as Answer;
  }

  async function measure(framing: Framing, client: 'http' | 'fetch') {
    const rssBefore = process.memoryUsage().rss;
    const answer = await postLargeBody(MEGABYTES, framing, client);
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    const sent = answer.sentBytes === undefined ? '' : `, ${(answer.sentBytes / 1024 / 1024).toFixed(1)} MB sent by then`;
    const summary = `${MEGABYTES} MB (${framing}, ${client}): HTTP ${answer.status} in ${answer.answeredMs} ms${sent}, server rss +${(rssGrowth / 1024 / 1024).toFixed(1)} MB`;
    console.info(`[bodyLimit] ${summary}`);
    return { ...answer, code: parseFailure(JSON.parse(answer.body)).code, rssGrowth, summary };
  }

  for (const framing of ['length', 'chunked'] as const) {
    it(`answers a 10 MB body (${framing === 'length' ? 'with Content-Length' : 'chunked'}) with 413 at once and without holding it`, async () => {
      const result = await measure(framing, 'http');
      expect(result, result.summary).toMatchObject({ status: 413, code: ErrorCode.payloadTooLarge });
      expect(result.answeredMs, result.summary).toBeLessThan(ANSWER_WITHIN_MS);
      expect(result.rssGrowth, result.summary).toBeLessThan(RSS_GROWTH_LIMIT_BYTES);
    });

    it(`gives a fetch client that sends all 10 MB (${framing}) the 413 envelope`, async () => {
      const result = await measure(framing, 'fetch');
      expect(result, result.summary).toMatchObject({ status: 413, code: ErrorCode.payloadTooLarge });
      expect(result.rssGrowth, result.summary).toBeLessThan(RSS_GROWTH_LIMIT_BYTES);
    });
  }
});
