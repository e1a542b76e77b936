import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '@kernel/envelope';
import { PATH } from '@kernel/paths';
import { SEAL, type SealedPayload, sealedBodySchema, sealedPayloadSchema } from '@kernel/sealed';
import type { createApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { testApiClient } from '../support/testApiClient';

const valueSchema = envelope(v.object({ n: v.number() }));
const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(fetch: typeof globalThis.fetch, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return testApiClient(fetch, { getRetries: 2, getLanguage: () => 'HI', getToken: () => 'tok-123', ...extra });
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('API client', () => {
  it('sends the platform headers and returns the validated value', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      expect(headers.get('Merchant')).toBe('DEMO');
      expect(headers.get('Language')).toBe('HI');
      expect(headers.get('Device')).toBe('web');
      expect(headers.get('Authorization')).toBe('tok-123');
      return json({ success: true, value: { n: 7 } });
    });
    const result = await client(fetch as never).get('/x', valueSchema, { a: 1 });
    expect(result.value.n).toBe(7);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://platform.test/x?a=1');
  });

  it('omits Authorization for a guest', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(new Headers(init.headers).has('Authorization')).toBe(false);
      return json({ success: true, value: { n: 1 } });
    });
    await client(fetch as never, { getToken: () => null }).get('/x', valueSchema);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('turns success:false into a business error carrying code and value', async () => {
    const fetch = async () => json({ success: false, code: 'BAD_CREDENTIALS', message: 'Account or password is incorrect', value: { captcha: true } });
    const error = await failureOf(client(fetch as never).get('/x', valueSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('business');
    expect(error.details.code).toBe('BAD_CREDENTIALS');
    expect(error.details.value).toEqual({ captcha: true });
  });

  it('reports a response that breaks the contract, and malformed JSON, as contract errors', async () => {
    const wrongShape = await failureOf(client((async () => json({ success: true, value: { n: 'seven' } })) as never).get('/x', valueSchema));
    expect(wrongShape.kind).toBe('contract');
    expect(wrongShape.details.issues?.[0]).toContain('value.n');
    const malformed = await failureOf(client((async () => json('{"success": tru')) as never).get('/x', valueSchema));
    expect(malformed.kind).toBe('contract');
  });

  it('reports 401 as an expired session and tells the session', async () => {
    const expired = vi.fn();
    const fetch = async () => json({ success: false, code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login' }, 401);
    const error = await failureOf(client(fetch as never, { onSessionExpired: expired }).get('/x', valueSchema));
    expect(error.kind).toBe('expired');
    expect(expired).toHaveBeenCalledOnce();
  });

  it('retries an idempotent GET with backoff, but never a write', async () => {
    let calls = 0;
    const flaky = async () => (++calls < 3 ? json({ success: false }, 503) : json({ success: true, value: { n: 3 } }));
    expect((await client(flaky as never).get('/x', valueSchema)).value.n).toBe(3);
    expect(calls).toBe(3);

    let writes = 0;
    const failingWrite = async () => {
      writes++;
      return json({ success: false }, 500);
    };
    const error = await failureOf(client(failingWrite as never).send('POST', '/x', valueSchema, { a: 1 }));
    expect(error.kind).toBe('http');
    expect(error.details.status).toBe(500);
    expect(writes).toBe(1);
  });

  it('tells network failures from timeouts', async () => {
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    expect((await failureOf(client(down as never, { getRetries: 0 }).get('/x', valueSchema))).kind).toBe('network');
    const slow = (_url: string, init: RequestInit) => new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect((await failureOf(client(slow as never, { getRetries: 0, timeoutMs: 20 }).get('/x', valueSchema))).kind).toBe('timeout');
  });

  it('gives a read that timed out a fresh time window for each retry, so a late answer is tried again', async () => {
    const attempts: number[] = [];
    const lateOnce = (_url: string, init: RequestInit) => {
      attempts.push(Date.now());
      if (init.signal?.aborted) return Promise.reject(init.signal.reason);
      if (attempts.length > 1) return Promise.resolve(json({ success: true, value: { n: 7 } }));
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    };
    expect(await client(lateOnce as never, { timeoutMs: 30 }).get('/x', valueSchema)).toEqual({ success: true, value: { n: 7 } });
    expect(attempts).toHaveLength(2);
  });

  /** A backend stand-in that publishes a fresh RSA key and opens every sealed body it gets. */
  async function sealingBackend(options: { serverTime: () => number; answer?: () => Response }) {
    const pair = await crypto.subtle.generateKey({ ...SEAL.rsa, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['wrapKey', 'unwrapKey']);
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const opened: SealedPayload[] = [];
    let keyFetches = 0;
    const fetch = async (url: string, init: RequestInit) => {
      if (url.endsWith(PATH.publicKey)) {
        keyFetches++;
        return json({ success: true, value: { keyId: 'k1', spki, serverTime: options.serverTime() } });
      }
      const sealed = v.parse(sealedBodySchema, JSON.parse(String(init.body)));
      expect(sealed.keyId).toBe('k1');
      expect(String(init.body)).not.toContain('s3cret');
      const aes = await crypto.subtle.unwrapKey('raw', Buffer.from(sealed.key, 'base64'), pair.privateKey, SEAL.rsa, SEAL.aes, false, ['decrypt']);
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: Buffer.from(sealed.iv, 'base64') }, aes, Buffer.from(sealed.data, 'base64'));
      opened.push(v.parse(sealedPayloadSchema, JSON.parse(new TextDecoder().decode(plain))));
      return options.answer?.() ?? json({ success: true, value: { n: 1 } });
    };
    return { fetch: fetch as never, opened, keyFetches: () => keyFetches };
  }

  it('seals (E) bodies: AES-GCM payload with an RSA-OAEP wrapped key only the backend can open', async () => {
    const backend = await sealingBackend({ serverTime: Date.now });
    await client(backend.fetch).sendSealed('POST', PATH.login, valueSchema, { username: 'demo', password: 's3cret' });
    expect(backend.opened[0]?.payload).toEqual({ username: 'demo', password: 's3cret' });
  });

  it('dates each sealed body in server time and gives it its own nonce, so it can be used once', async () => {
    const HOUR = 60 * 60 * 1000;
    const backend = await sealingBackend({ serverTime: () => Date.now() + HOUR }); // this device's clock is an hour behind
    const api = client(backend.fetch);
    const before = Date.now();
    await api.sendSealed('POST', PATH.login, valueSchema, { username: 'demo', password: 's3cret' });
    await api.sendSealed('POST', PATH.login, valueSchema, { username: 'demo', password: 's3cret' });
    const [first, second] = backend.opened;
    expect(first?.issuedAt).toBeGreaterThanOrEqual(before + HOUR - 1000);
    expect(first?.issuedAt).toBeLessThanOrEqual(Date.now() + HOUR + 1000);
    expect(first?.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.nonce).not.toBe(first?.nonce);
    expect(backend.keyFetches()).toBe(1);
  });

  it('fetches the key and the server time again after a stale refusal, without retrying the write', async () => {
    let refuse = true;
    const backend = await sealingBackend({
      serverTime: Date.now,
      answer: () => (refuse ? json({ success: false, code: 'STALE_REQUEST', message: 'The request is out of date' }, 400) : json({ success: true, value: { n: 1 } })),
    });
    const api = client(backend.fetch);
    expect((await failureOf(api.sendSealed('POST', PATH.login, valueSchema, { username: 'demo', password: 's3cret' }))).details.code).toBe('STALE_REQUEST');
    expect(backend.opened).toHaveLength(1);
    refuse = false;
    await api.sendSealed('POST', PATH.login, valueSchema, { username: 'demo', password: 's3cret' });
    expect(backend.keyFetches()).toBe(2);
  });
});
