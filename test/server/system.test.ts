import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { isModuleEnabled, MODULE_IDS, type ModuleNode, SETTING_FLAGS } from '@kernel/modules';
import { PATH } from '@kernel/paths';
import { DEFAULT_WEAK_PASSWORD } from '@kernel/platform';
import { domainRouteResponse, registerSettingsResponse, systemStatusResponse, whitelabelResponse } from '@kernel/system';
import { DEFAULT_PUBLIC_ORIGIN } from '../../server/publicOrigin';
import { parseFailure, startServer, type TestServer } from './helpers';

const allIds = (nodes: readonly ModuleNode[]): string[] => nodes.flatMap((node) => [node.modId, ...allIds(node.childrenNodes)]);

describe('system calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it('reports a normal status with the visitor IP, contacts and resources', async () => {
    const { body } = await server.expectBody(systemStatusResponse, PATH.systemStatus, { remoteAddress: '203.0.113.7' });
    const status = body.value;
    expect(status).toMatchObject({ status: 0, maintenance: null, regionRestriction: false, location: { ip: '203.0.113.7' } });
    expect(status.customerService.map((entry) => entry.csType)).toEqual(['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP']);
    expect(status.resources.map((entry) => entry.resourceType)).toEqual(['Telegram', 'Telegram1', 'WhatsApp', 'APP_DOWNLOAD_IOS', 'APP_DOWNLOAD_ANDROID']);
    for (const resource of status.resources) expect(resource.url).toMatch(/^https:\/\//);
    expect(status.analytics.gtagId).toBeNull();
    expect(status.imageCDNs).toEqual([DEFAULT_PUBLIC_ORIGIN]);
  });

  it('falls back to 127.0.0.1 when no address is known', async () => {
    const { body } = await server.expectBody(systemStatusResponse, PATH.systemStatus);
    expect(body.value.location.ip).toBe('127.0.0.1');
  });

  it('localises customer service titles: Hindi by default, English on request', async () => {
    const hindi = await server.expectBody(systemStatusResponse, PATH.systemStatus);
    const english = await server.expectBody(systemStatusResponse, PATH.systemStatus, { lang: 'EN' });
    expect(hindi.body.value.customerService[0]?.title).toBe('लाइव चैट');
    expect(english.body.value.customerService[0]?.title).toBe('Live chat');
  });

  it('describes the whitelabel: languages, currency and every setting flag', async () => {
    const { body } = await server.expectBody(whitelabelResponse, PATH.whitelabel);
    const whitelabel = body.value;
    expect(whitelabel.languages).toEqual([
      { code: 'HI', name: 'हिन्दी' },
      { code: 'EN', name: 'English' },
    ]);
    expect(whitelabel).toMatchObject({ defaultLanguage: 'HI', currency: 'INR', currencySymbol: '₹', passwordPolicy: true });
    expect(Object.keys(whitelabel.settings).sort()).toEqual([...SETTING_FLAGS].sort());
    expect(whitelabel.settings).toEqual({
      CHNGPASSVERIF3: true,
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      MOBILENUMPASSREG3: false,
      REGMOBVERF3: true,
      AGENTPOLICY3: true,
    });
  });

  it('sends a module tree holding every module id exactly once, nested, with its on and off flags', async () => {
    const { body } = await server.expectBody(whitelabelResponse, PATH.whitelabel);
    const tree = body.value.modules;
    const ids = allIds(tree);
    expect(ids.sort()).toEqual([...MODULE_IDS].sort());
    const register = tree.find((node) => node.modId === 'REG3');
    expect(register?.childrenNodes.map((node) => node.modId)).toEqual(['REGMOBVERF3', 'MOBILENUMREG3']);
    expect(tree.find((node) => node.modId === 'COMM3')?.childrenNodes.length).toBeGreaterThan(3);
    // manual rebate is on (bonusDetails); the social logins are on, served by the backend's demo provider (server/oidc/)
    expect(isModuleEnabled(tree, 'MANREBATE3')).toBe(true);
    expect(isModuleEnabled(tree, 'GOOGLELOGIN3')).toBe(true);
    expect(isModuleEnabled(tree, 'FBLOGIN3')).toBe(true);
    expect(isModuleEnabled(tree, 'FREEPLAY3')).toBe(true);
    expect(isModuleEnabled(tree, 'PTSYS3')).toBe(true);
  });

  it('configures every registration field with a usable pattern', async () => {
    const { body } = await server.expectBody(registerSettingsResponse, PATH.registerSettings);
    const fields = body.value.fields;
    expect(Object.keys(fields)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'qqNum',
      'mobileNum',
      'recommenderId',
      'captcha',
      'verificationCode',
      'affiliateCode',
      'paymentPassword',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      // SPEC 3 'other registration labels seen' (issue 24)
      'nickname',
      'fullName',
      'birthday',
      'telegram',
      'zalo',
      'nationality',
      'address',
      'occupation',
      'sourceOfIncome',
    ]);
    for (const config of Object.values(fields)) {
      expect(config.minLength).toBeLessThanOrEqual(config.maxLength);
      if (config.acceptedPattern !== '*') expect(() => new RegExp(config.acceptedPattern)).not.toThrow();
    }
    expect(new RegExp(fields.username?.acceptedPattern ?? '').test('player01')).toBe(true);
    expect(new RegExp(fields.username?.acceptedPattern ?? '').test('1player')).toBe(false);
    expect(new RegExp(fields.password?.acceptedPattern ?? '').test(DEFAULT_WEAK_PASSWORD)).toBe(true);
    expect(fields.facebook?.acceptedPattern).toBe('*');
    expect(fields.mobileNum).toMatchObject({ enabled: true, required: true, minLength: 10, maxLength: 10 });
  });

  it('answers the domain route with the configured host, not the request one, and the merchant', async () => {
    const { body } = await server.expectBody(domainRouteResponse, PATH.domainRoute, { headers: { Host: 'play.example.test' } });
    expect(body.value).toEqual({ valid: true, domain: new URL(DEFAULT_PUBLIC_ORIGIN).host, merchant: 'DEMO' });
  });
});

describe('headers, paths and input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it('refuses a wrong merchant with INVALID_URL and the invalid-URL message', async () => {
    const response = await server.call(PATH.whitelabel, { merchant: 'OTHER', lang: 'EN' });
    expect(parseFailure(await response.json())).toEqual({
      success: false,
      code: ErrorCode.invalidUrl,
      message: 'Invalid URL, please contact customer service',
      value: null,
    });
  });

  it('refuses a missing merchant the same way, in Hindi by default', async () => {
    const failure = parseFailure(await (await server.call(PATH.gameMenus, { merchant: null })).json());
    expect(failure).toMatchObject({ code: ErrorCode.invalidUrl, message: 'अमान्य URL, कृपया ग्राहक सेवा से संपर्क करें' });
  });

  it('treats an unknown language as HI', async () => {
    const failure = parseFailure(await (await server.call(PATH.whitelabel, { merchant: 'X', lang: 'XX' })).json());
    expect(failure.message).toBe('अमान्य URL, कृपया ग्राहक सेवा से संपर्क करें');
  });

  it('answers unknown /wps and /lgw paths with a 404 envelope', async () => {
    for (const path of ['/wps/no/such/call', '/lgw/nothing']) {
      const response = await server.call(path, { lang: 'EN' });
      expect(response.status).toBe(404);
      expect(parseFailure(await response.json())).toMatchObject({ code: ErrorCode.notFound, message: 'The requested address does not exist' });
    }
  });

  it('serves no static files', async () => {
    for (const path of ['/', '/index.html', '/assets/app.js']) {
      const response = await server.call(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('answers a bad query with 400 INVALID_INPUT naming the field', async () => {
    const response = await server.call(`${PATH.gameList}?gameType=RNG&pageSize=500`, { lang: 'EN' });
    expect(response.status).toBe(400);
    const failure = parseFailure(await response.json());
    expect(failure.code).toBe(ErrorCode.invalidInput);
    expect(failure.message).toMatch(/^Invalid input: pageSize: .*200/);
  });
});
