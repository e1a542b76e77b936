import { createApiClient } from '@/api/client';

type ClientOptions = Parameters<typeof createApiClient>[0];

/**
 * The API client as the tests build it: a test address, the demo merchant, no retries and an instant
 * back-off unless a test asks for them, English, a token. Each test names only what it varies (the
 * fetch it answers with, the language, the token, the retries), so a reader sees what matters to it.
 */
export const testApiClient = (fetch: typeof globalThis.fetch, overrides: Partial<ClientOptions> = {}) =>
  createApiClient({
    baseURL: 'http://platform.test',
    merchant: 'DEMO',
    timeoutMs: 200,
    getRetries: 0,
    retryBaseDelayMs: 1,
    getLanguage: () => 'EN',
    getToken: () => 'tok',
    onSessionExpired: () => {},
    fetch,
    ...overrides,
  });

/** A fetch answered by the reference backend in this process (its Hono app): a request as it is, an address by its path and query. */
export const backendFetch = (app: { request: (input: Request | string, init?: RequestInit) => Response | Promise<Response> }) =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request) return app.request(input, init);
    const address = new URL(String(input));
    return app.request(`${address.pathname}${address.search}`, init);
  }) as typeof fetch;
