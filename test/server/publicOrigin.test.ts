import { describe, expect, it } from 'vitest';
import { devMailOutboxResponse } from '@kernel/devControls';
import { DEV_PATH, PATH } from '@kernel/paths';
import { domainRouteResponse, systemStatusResponse } from '@kernel/system';
import { DEFAULT_PUBLIC_ORIGIN } from '../../server/publicOrigin';
import { callForm, type RequestOptions, startServer } from './helpers';

const PUBLIC_ORIGIN = 'https://play.example.test';

/**
 * A request as @hono/node-server builds it for `Host: evil.example`: the URL is made from the
 * Host header, so both carry the forged name (app.request() alone would only forge the header).
 */
const FORGED_HOST = 'evil.example';
const forged = (path: string): [string, RequestOptions] => [`http://${FORGED_HOST}${path}`, { headers: { Host: FORGED_HOST } }];

describe('addresses the backend gives out come from its configuration, never from the Host header', () => {
  it('keeps a forged Host out of every field of the system status', async () => {
    const server = await startServer({ publicOrigin: PUBLIC_ORIGIN });
    const { body } = await server.expectBody(systemStatusResponse, ...forged(PATH.systemStatus));
    expect(JSON.stringify(body)).not.toContain(FORGED_HOST);
    expect(body.value).toMatchObject({
      domainRoute: 'play.example.test',
      register: `${PUBLIC_ORIGIN}/register`,
      mainDomain: PUBLIC_ORIGIN,
      imageCDNs: [PUBLIC_ORIGIN],
      launchGameCDNs: [PUBLIC_ORIGIN],
    });
  });

  it('keeps a forged Host out of the domain route', async () => {
    const server = await startServer({ publicOrigin: PUBLIC_ORIGIN });
    const { body } = await server.expectBody(domainRouteResponse, ...forged(PATH.domainRoute));
    expect(body.value).toEqual({ valid: true, domain: 'play.example.test', merchant: 'DEMO' });
  });

  it('keeps a forged Host out of the password-reset mail, which names the configured site', async () => {
    const server = await startServer({ publicOrigin: PUBLIC_ORIGIN });
    const [url, options] = forged(PATH.forgotByEmail);
    expect((await callForm(server, url, { username: 'demo_member', email: 'demo.member@example.com' }, { ...options, lang: 'EN' })).status).toBe(200);
    const [mail] = (await server.expectBody(devMailOutboxResponse, DEV_PATH.mailOutbox)).body.value;
    expect(mail?.text).toContain(PUBLIC_ORIGIN);
    expect(mail?.text).not.toContain(FORGED_HOST);
  });

  it(`defaults to ${DEFAULT_PUBLIC_ORIGIN}, where npm start serves`, async () => {
    const server = await startServer();
    const { body } = await server.expectBody(systemStatusResponse, ...forged(PATH.systemStatus));
    expect(body.value.mainDomain).toBe(DEFAULT_PUBLIC_ORIGIN);
  });

  it('refuses a configured origin that is not an http(s) origin', async () => {
    await expect(startServer({ publicOrigin: 'javascript:alert(1)' })).rejects.toThrow(/publicOrigin/);
    await expect(startServer({ publicOrigin: 'https://play.example.test/some/path' })).rejects.toThrow(/publicOrigin/);
  });
});
