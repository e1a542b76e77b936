import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/contract/errorCodes';
import { PATH } from '../../src/contract/paths';
import { publicKeyResponse } from '../../src/contract/sealed';
import { loginResponse } from '../../src/contract/session';
import { sealForTest } from '../../server/crypto';
import { demoPassword } from '../../server/demoAccounts';
import { parseFailure, startServer, type TestServer } from './helpers';

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

    const response = await postLogin(await sealForTest(body.value, CREDENTIALS));
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
    const other = await startServer();
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
