import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@kernel/envelope';
import { type EarlyAnswer, earlyReadKey, FIRST_SCREEN_READS_GLOBAL, readAddress } from '@/api/firstScreenReads';
import { testApiClient } from '../support/testApiClient';

const valueSchema = envelope(v.object({ n: v.number() }));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const global = globalThis as Record<string, unknown>;

function client(fetch: typeof globalThis.fetch, token: string | null = null) {
  return testApiClient(fetch, { getRetries: 1, getLanguage: () => 'HI', getToken: () => token });
}

/** What public/first-paint.js leaves on the window: one early answer for /x?a=1 in Hindi, asked as a visitor or with a token. */
function leaveEarly(answer: Promise<EarlyAnswer>, language = 'HI', token: string | null = null) {
  global[FIRST_SCREEN_READS_GLOBAL] = { [earlyReadKey(readAddress('/x', { a: 1, b: undefined }), language, token)]: answer };
}
const serverFetch = () => vi.fn(async () => json({ success: true, value: { n: 2 } }));

afterEach(() => {
  delete global[FIRST_SCREEN_READS_GLOBAL];
});

describe('reads the page head started (first-screen reads)', () => {
  it('names a read by its path and defined query values, as the head script does', () => {
    expect(readAddress('/x')).toBe('/x');
    expect(readAddress('/x', { a: 1, b: undefined, c: 'B,PL' })).toBe('/x?a=1&c=B%2CPL');
  });

  it('answers the first matching read from the early answer without asking the server, and only once', async () => {
    leaveEarly(Promise.resolve({ status: 200, text: JSON.stringify({ success: true, value: { n: 1 } }) }));
    const fetch = serverFetch();
    const api = client(fetch as never);
    expect((await api.get('/x', valueSchema, { a: 1 })).value.n).toBe(1);
    expect(fetch).not.toHaveBeenCalled();
    expect((await api.get('/x', valueSchema, { a: 1 })).value.n).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a server error', { status: 500, text: JSON.stringify({ success: true, value: { n: 1 } }) }],
    ['a dropped connection', { status: 0, text: '' }],
    ['malformed JSON', { status: 200, text: '{"success":' }],
    ['a body off the contract', { status: 200, text: JSON.stringify({ success: true, value: { n: 'one' } }) }],
  ])('asks the server itself after %s', async (_fault, answer) => {
    leaveEarly(Promise.resolve(answer));
    const fetch = serverFetch();
    expect((await client(fetch as never).get('/x', valueSchema, { a: 1 })).value.n).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for an early answer after the call time window, then asks the server', async () => {
    leaveEarly(new Promise<EarlyAnswer>(() => {}));
    const fetch = serverFetch();
    const started = Date.now();
    expect((await client(fetch as never).get('/x', valueSchema, { a: 1 })).value.n).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('gives a tab with a session the answer asked with its own token, and never one asked as a visitor, with another token or in another language', async () => {
    const early = () => Promise.resolve({ status: 200, text: JSON.stringify({ success: true, value: { n: 1 } }) });
    const fetch = serverFetch();
    leaveEarly(early(), 'HI', 'tok-1');
    expect((await client(fetch as never, 'tok-1').get('/x', valueSchema, { a: 1 })).value.n).toBe(1);
    expect(fetch).not.toHaveBeenCalled();
    leaveEarly(early());
    expect((await client(fetch as never, 'tok-1').get('/x', valueSchema, { a: 1 })).value.n).toBe(2);
    leaveEarly(early(), 'HI', 'tok-2');
    expect((await client(fetch as never, 'tok-1').get('/x', valueSchema, { a: 1 })).value.n).toBe(2);
    leaveEarly(early(), 'HI', 'tok-1');
    expect((await client(fetch as never).get('/x', valueSchema, { a: 1 })).value.n).toBe(2);
    leaveEarly(early(), 'EN');
    expect((await client(fetch as never).get('/x', valueSchema, { a: 1 })).value.n).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
