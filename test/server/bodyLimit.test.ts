import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH, PATH } from '@kernel/paths';
import type { AppEnv } from '../../server/appEnv';
import { JSON_BODY_LIMIT_BYTES, limitApiBodies, UPLOAD_BODY_LIMIT_BYTES } from '../../server/bodyLimits';
import { parseFailure, startServer } from './helpers';

const TEN_MEGABYTES = 10 * 1024 * 1024;

/** A JSON text of exactly `bytes` bytes (ASCII), which the dev status schema accepts. */
const jsonOfSize = (bytes: number) => {
  const frame = '{"status":0,"padding":""}';
  return `{"status":0,"padding":"${'x'.repeat(bytes - frame.length)}"}`;
};

/** A body that arrives in chunks with no Content-Length, as a chunked upload does. */
function chunkedBody(totalBytes: number, chunkBytes = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x78);
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe('request body limit', () => {
  it('answers a 10 MB login body with 413 PAYLOAD_TOO_LARGE in the failure envelope', async () => {
    const server = await startServer();
    const response = await server.call(PATH.login, { method: 'POST', body: 'x'.repeat(TEN_MEGABYTES), lang: 'EN' });
    expect(response.status).toBe(413);
    const failure = parseFailure(await response.json());
    expect(failure).toMatchObject({ success: false, code: ErrorCode.payloadTooLarge });
    expect(failure.message).toMatch(/too large/i);
  });

  it('refuses on the declared Content-Length alone, and localises the message', async () => {
    const server = await startServer();
    const response = await server.call(PATH.login, {
      method: 'POST',
      body: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1),
      headers: { 'Content-Length': String(JSON_BODY_LIMIT_BYTES + 1) },
    });
    expect(response.status).toBe(413);
    const failure = parseFailure(await response.json());
    expect(failure.code).toBe(ErrorCode.payloadTooLarge);
    expect(failure.message).not.toMatch(/too large/i); // Hindi, the default language
  });

  it('counts the bytes of a chunked body that declares no length', async () => {
    const server = await startServer();
    const response = await server.app.request(PATH.login, {
      method: 'POST',
      headers: { Merchant: 'DEMO', 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: chunkedBody(TEN_MEGABYTES),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(parseFailure(await response.json()).code).toBe(ErrorCode.payloadTooLarge);
  });

  it('applies to every API prefix, dev controls included', async () => {
    const server = await startServer();
    for (const path of [PATH.feedback, PATH.gameMenus, PATH.lottoOpenedNumbers, DEV_PATH.status]) {
      const response = await server.call(path, { method: 'POST', body: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1), merchant: 'DEMO' });
      expect(response.status, path).toBe(413);
    }
  });

  it('still accepts a JSON body of exactly the limit', async () => {
    const server = await startServer();
    const response = await server.call(DEV_PATH.status, { method: 'POST', body: jsonOfSize(JSON_BODY_LIMIT_BYTES), merchant: null });
    expect(response.status).toBe(200);
  });

  it('lets a 3 × 5 MB proof upload through to its route, which then asks for a session', async () => {
    const server = await startServer();
    const form = new FormData();
    for (let index = 0; index < 3; index++) form.append('files', new Blob([new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' }), `proof${index}.png`);
    const response = await server.app.request(MEMBER_PATH.uploadConfirmationProof, { method: 'POST', headers: { Merchant: 'DEMO' }, body: form });
    expect(response.status).toBe(401);
  });

  it('gives upload paths the larger limit they opt into, and only those', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', limitApiBodies({ uploadPaths: ['/wps/member/proofs'] }));
    app.post('*', async (c) => c.json({ received: (await c.req.arrayBuffer()).byteLength }));
    const proofImages = 'x'.repeat(3 * 5 * 1024 * 1024);

    const upload = await app.request('/wps/member/proofs', { method: 'POST', body: proofImages });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toEqual({ received: proofImages.length });
    expect((await app.request('/wps/member/proofs', { method: 'POST', body: `${proofImages}${'x'.repeat(UPLOAD_BODY_LIMIT_BYTES)}` })).status).toBe(413);
    expect((await app.request('/wps/member/info', { method: 'POST', body: proofImages })).status).toBe(413);
  });
});
