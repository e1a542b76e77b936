import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import { publicKeyResponse, SEALED_BODY_FRESHNESS } from '@kernel/sealed';
import { loginResponse } from '@kernel/session';
import { generateSealingKeys, sealBarePayloadForTest, sealForTest } from '../../server/crypto';
import { demoPassword } from '../../server/demoAccounts';
import { createNonceRegistry } from '../../server/sealedFreshness';
import { manualClock, parseFailure, solvedChallenge, startServer, type TestServer } from './helpers';

const CREDENTIALS = { username: 'demo_member', password: demoPassword('demo_member') };

/** Flips one bit of a base64 field. */
function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('sealed (E) bodies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  const postLogin = (body: unknown) => server.call(PATH.login, { method: 'POST', body, lang: 'EN' });

  async function expectBadEncryption(response: Response) {
    expect(response.status).toBe(400);
    const failure = parseFailure(await response.json());
    expect(failure.code).toBe(ErrorCode.badEncryption);
    expect(failure.message).toMatch(/^The request body is not correctly encrypted/);
  }

  it('publishes the public key as SPKI and seals with it the way a client does', async () => {
    const { body } = await server.expectBody(publicKeyResponse, PATH.publicKey);
    expect(body.value.keyId).toBe(server.keys.keyId);
    const key = await globalThis.crypto.subtle.importKey('spki', Buffer.from(body.value.spki, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, true, ['encrypt']);
    expect((key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);

    const response = await postLogin(await sealForTest(body.value, { ...CREDENTIALS, altcha: await solvedChallenge(server) }));
    expect(v.parse(loginResponse, await response.json()).value.userName).toBe('demo_member');
  });

  it('refuses a body whose ciphertext was tampered with (one byte flipped)', async () => {
    const sealed = await sealForTest(server.keys, CREDENTIALS);
    await expectBadEncryption(await postLogin({ ...sealed, data: flipByte(sealed.data, 3) }));
  });

  it('refuses a body whose wrapped key was tampered with', async () => {
    const sealed = await sealForTest(server.keys, CREDENTIALS);
    await expectBadEncryption(await postLogin({ ...sealed, key: flipByte(sealed.key, 10) }));
  });

  it('refuses a body whose iv was changed', async () => {
    const sealed = await sealForTest(server.keys, CREDENTIALS);
    await expectBadEncryption(await postLogin({ ...sealed, iv: flipByte(sealed.iv, 0) }));
  });

  it('refuses a body sealed for another key id', async () => {
    const sealed = await sealForTest(server.keys, CREDENTIALS);
    await expectBadEncryption(await postLogin({ ...sealed, keyId: 'rsa-0000000000000000' }));
  });

  it('refuses a body sealed for another server', async () => {
    // Test servers share one key pair unless told otherwise; a server of its own keys is another server.
    const other = await startServer({ keys: await generateSealingKeys() });
    await expectBadEncryption(await postLogin(await sealForTest(other.keys, CREDENTIALS)));
  });

  it('refuses a plain JSON body', async () => {
    await expectBadEncryption(await postLogin(CREDENTIALS));
  });

  it('refuses a body that is not JSON at all', async () => {
    await expectBadEncryption(await postLogin('username=demo_member&password=Demo@1234'));
  });

  it('checks the opened payload against the login schema (400 INVALID_INPUT)', async () => {
    const response = await postLogin(await sealForTest(server.keys, { username: '', password: 'x' }));
    expect(response.status).toBe(400);
    const failure = parseFailure(await response.json());
    expect(failure.code).toBe(ErrorCode.invalidInput);
    expect(failure.message).toContain('username');
  });

  it('refuses an unknown site in the payload', async () => {
    const response = await postLogin(await sealForTest(server.keys, { ...CREDENTIALS, site: 'admin' }));
    expect(response.status).toBe(400);
    expect(parseFailure(await response.json()).message).toContain('site');
  });
});

describe('sealed (E) bodies are used once, while fresh', () => {
  const WINDOW_MS = SEALED_BODY_FRESHNESS.maxAgeMs;
  const AHEAD_MS = SEALED_BODY_FRESHNESS.maxAheadMs;

  async function started() {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now });
    const postLogin = (body: unknown) => server.call(PATH.login, { method: 'POST', body, lang: 'EN' });
    return { clock, server, postLogin };
  }

  async function expectRefused(response: Response, code: string, message: RegExp) {
    expect(response.status).toBe(400);
    const failure = parseFailure(await response.json());
    expect(failure.code).toBe(code);
    expect(failure.message).toMatch(message);
  }

  it('accepts a fresh body, and the same credentials sealed again', async () => {
    const { clock, server, postLogin } = await started();
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await postLogin(await sealForTest(server.keys, { ...CREDENTIALS, altcha: await solvedChallenge(server) }, { issuedAt: clock.now() }));
      expect(v.parse(loginResponse, await response.json()).value.userName).toBe('demo_member');
    }
  });

  it('refuses a captured body posted a second time', async () => {
    const { clock, server, postLogin } = await started();
    const captured = await sealForTest(server.keys, CREDENTIALS, { issuedAt: clock.now() });
    expect((await postLogin(captured)).status).toBe(200);
    clock.advance(1000);
    await expectRefused(await postLogin(captured), ErrorCode.replayedRequest, /already been received/);
  });

  it('refuses another body that reuses a nonce', async () => {
    const { clock, server, postLogin } = await started();
    const nonce = 'a'.repeat(32);
    expect((await postLogin(await sealForTest(server.keys, CREDENTIALS, { issuedAt: clock.now(), nonce }))).status).toBe(200);
    await expectRefused(
      await postLogin(await sealForTest(server.keys, CREDENTIALS, { issuedAt: clock.now(), nonce })),
      ErrorCode.replayedRequest,
      /already been received/,
    );
  });

  it(`accepts a body up to ${WINDOW_MS / 1000} s old and refuses an older one`, async () => {
    const { clock, server, postLogin } = await started();
    const issuedAt = clock.now();
    const late = await sealForTest(server.keys, CREDENTIALS, { issuedAt });
    const stale = await sealForTest(server.keys, CREDENTIALS, { issuedAt });
    clock.advance(WINDOW_MS);
    expect((await postLogin(late)).status).toBe(200);
    clock.advance(1);
    await expectRefused(await postLogin(stale), ErrorCode.staleRequest, /out of date.*ago/);
  });

  it(`refuses a body dated more than ${AHEAD_MS / 1000} s ahead of the server's clock`, async () => {
    const { clock, server, postLogin } = await started();
    expect((await postLogin(await sealForTest(server.keys, CREDENTIALS, { issuedAt: clock.now() + AHEAD_MS }))).status).toBe(200);
    await expectRefused(
      await postLogin(await sealForTest(server.keys, CREDENTIALS, { issuedAt: clock.now() + AHEAD_MS + 1 })),
      ErrorCode.staleRequest,
      /out of date.*ahead/,
    );
  });

  it('refuses a body that carries no issuedAt and nonce (the bare payload)', async () => {
    const { server, postLogin } = await started();
    const bare = await sealBarePayloadForTest(server.keys, CREDENTIALS);
    await expectRefused(await postLogin(bare), ErrorCode.badEncryption, /issuedAt/);
  });

  it('forgets a nonce once no body carrying it can be fresh any more, so the memory stays bounded', () => {
    const registry = createNonceRegistry();
    const start = Date.UTC(2025, 0, 15);
    expect(registry.acceptOnce('early', start)).toBe(true);
    expect(registry.acceptOnce('later', start + 1000)).toBe(true);
    expect(registry.acceptOnce('early', start + WINDOW_MS + AHEAD_MS)).toBe(false);
    expect(registry.acceptOnce('last', start + WINDOW_MS + AHEAD_MS + 1)).toBe(true);
    expect(registry.size).toBe(2); // 'early' went, 'later' is still needed
  });

  it('refuses a replay also after the window, when the nonce may have been forgotten', async () => {
    const { clock, server, postLogin } = await started();
    const captured = await sealForTest(server.keys, CREDENTIALS, { issuedAt: clock.now() });
    expect((await postLogin(captured)).status).toBe(200);
    clock.advance(WINDOW_MS + AHEAD_MS + 1);
    await expectRefused(await postLogin(captured), ErrorCode.staleRequest, /out of date/);
  });
});
