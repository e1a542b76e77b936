import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { DEV_PATH, PATH } from '@kernel/paths';
import { systemStatusResponse } from '@kernel/system';
import { DEFAULT_PUBLIC_ORIGIN } from '../../server/publicOrigin';
import { parseFailure, startServer, type TestServer } from './helpers';

/** What a page on another site sends with its request, as Chromium sends it. */
const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
/** A page on another port of the same machine: same-site for the browser, another origin all the same. */
const OTHER_LOCAL_ORIGIN = { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-site' };
/** The product's own page. */
const SAME_ORIGIN = { Origin: DEFAULT_PUBLIC_ORIGIN, 'Sec-Fetch-Site': 'same-origin' };
const SITE_HOST = new URL(DEFAULT_PUBLIC_ORIGIN).host;

const siteStatus = async (server: TestServer) => (await server.expectBody(systemStatusResponse, PATH.systemStatus)).body.value.status;

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(parseFailure(await response.json()).code).toBe(code);
}

describe('dev control writes', () => {
  it('refuse a cross-site text/plain POST to the status control (a form or no-cors fetch), and the site stays up', async () => {
    const server = await startServer();
    const response = await server.call(DEV_PATH.status, {
      method: 'POST',
      body: '{"status":1}',
      merchant: null,
      headers: { ...CROSS_SITE, 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await siteStatus(server)).toBe(0);
  });

  it('refuse any body that is not declared as JSON, even from a shell', async () => {
    const server = await startServer();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await server.call(DEV_PATH.status, { method: 'POST', body: '{"status":1}', merchant: null, headers: { 'Content-Type': contentType } });
      await expectRefused(response, 415, ErrorCode.invalidInput);
    }
    await expectRefused(await server.call(DEV_PATH.reset, { method: 'POST' }), 415, ErrorCode.invalidInput);
    expect(await siteStatus(server)).toBe(0);
  });

  it('refuse a JSON POST from another origin', async () => {
    const server = await startServer();
    const foreign: Record<string, string>[] = [CROSS_SITE, OTHER_LOCAL_ORIGIN, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of foreign) {
      await expectRefused(await server.call(DEV_PATH.status, { method: 'POST', body: { status: 1 }, merchant: null, headers }), 403, ErrorCode.notSameOrigin);
    }
    expect(await siteStatus(server)).toBe(0);
  });

  it('accept JSON from the site itself and from a shell (no Origin, no Sec-Fetch-Site)', async () => {
    const server = await startServer();
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    expect((await server.call(DEV_PATH.status, { method: 'POST', body: { status: 1 }, merchant: null, headers: { ...json, ...SAME_ORIGIN } })).status).toBe(200);
    expect(await siteStatus(server)).toBe(1);
    expect((await server.call(DEV_PATH.status, { method: 'DELETE', merchant: null, headers: json })).status).toBe(200);
    expect(await siteStatus(server)).toBe(0);
  });
});

describe('dev control reads', () => {
  it('refuse a cross-origin GET of the SMS outbox and the captcha answers', async () => {
    const server = await startServer();
    for (const path of [DEV_PATH.smsOutbox, DEV_PATH.captchas]) {
      for (const headers of [CROSS_SITE, OTHER_LOCAL_ORIGIN, { 'Sec-Fetch-Site': 'same-site' }]) {
        await expectRefused(await server.call(path, { headers }), 403, ErrorCode.notSameOrigin);
      }
    }
  });

  it('refuse a page that reached the server under another name (DNS rebinding: same-origin to the browser)', async () => {
    const server = await startServer();
    const rebound = { Host: `evil.example:${new URL(DEFAULT_PUBLIC_ORIGIN).port}`, 'Sec-Fetch-Site': 'same-origin' };
    await expectRefused(await server.call(`http://${rebound.Host}${DEV_PATH.smsOutbox}`, { headers: rebound }), 403, ErrorCode.notSameOrigin);
  });

  it('answer the site itself, an address typed in the browser, and a shell, under the site name or localhost', async () => {
    const server = await startServer();
    const port = new URL(DEFAULT_PUBLIC_ORIGIN).port;
    const own: Record<string, string>[] = [SAME_ORIGIN, { 'Sec-Fetch-Site': 'none' }, {}, { Host: SITE_HOST }, { Host: `localhost:${port}` }];
    for (const headers of own) {
      const response = await server.call(DEV_PATH.smsOutbox, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
  });
});
