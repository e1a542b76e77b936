import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '@kernel/envelope';
import { ErrorCode } from '@kernel/errorCodes';
import { updateLanguageResponse } from '@kernel/languageUpdate';
import { DEV_PATH, PATH } from '@kernel/paths';
import { systemStatusResponse, whitelabelResponse } from '@kernel/system';
import { resolveLanguage } from '../../server/i18n';
import { devControl, parseFailure, startServer, type TestServer } from './helpers';

const languagesAnswer = envelope(v.array(v.object({ code: v.string(), name: v.string() })));
const offered = async (server: TestServer) => (await server.expectBody(whitelabelResponse, PATH.whitelabel)).body.value;
const liveChatTitle = async (server: TestServer, lang: string) =>
  (await server.expectBody(systemStatusResponse, PATH.systemStatus, { lang })).body.value.customerService[0]?.title;
const updateLanguage = (server: TestServer, language: unknown, lang = 'EN') => server.call(PATH.updateLanguage, { method: 'POST', body: { language }, lang });

describe('issue 25: the Language header names any registry language', () => {
  it('answers HI and EN in their own texts, every other registry language in its catalogue, anything else in Hindi', () => {
    expect(['HI', 'EN', 'en', ' hi '].map(resolveLanguage)).toEqual(['HI', 'EN', 'EN', 'HI']);
    // Every registry language has its server catalogue (server/locales/<tag>.json): test/server/serverCatalogues.test.ts.
    expect(['DE', 'FR', 'de', 'SI'].map(resolveLanguage)).toEqual(['DE', 'FR', 'DE', 'SI']);
    // SPEC 1: a missing or unknown header is the merchant's default, HI.
    expect([undefined, null, '', 'XX', 'english', 'constructor'].map(resolveLanguage)).toEqual(['HI', 'HI', 'HI', 'HI', 'HI', 'HI']);
  });

  it('writes its texts accordingly over the wire', async () => {
    const server = await startServer();
    expect(await liveChatTitle(server, 'DE')).toBe('Live-Chat');
    expect(await liveChatTitle(server, 'JA')).toBe('ライブチャット');
    expect(await liveChatTitle(server, 'XX')).toBe('लाइव चैट');
    // The first server of the file seeds its demo accounts (scrypt): slow on two busy cores.
  }, 30_000);
});

describe('issue 25: the merchant language set, and the dev control that offers every language', () => {
  it('offers the demo merchant HI and EN with HI by default (SPEC 1), every registry language after {"set":"all"}, its own set again after {"set":"merchant"} or a reset', async () => {
    const server = await startServer();
    expect(await offered(server)).toMatchObject({
      languages: [
        { code: 'HI', name: 'हिन्दी' },
        { code: 'EN', name: 'English' },
      ],
      defaultLanguage: 'HI',
    });

    const all = await devControl(server, 'POST', DEV_PATH.languages, { set: 'all' });
    expect(all.status).toBe(200);
    const allCodes = v.parse(languagesAnswer, await all.json()).value.map((language) => language.code);
    expect(allCodes).toHaveLength(36);
    const whitelabel = await offered(server);
    expect(whitelabel.defaultLanguage).toBe('HI');
    expect(whitelabel.languages.map((language) => language.code)).toEqual(allCodes);
    // Each named in its own language (the picker shows these names).
    expect(whitelabel.languages.filter((language) => ['TH', 'AR', 'TY', 'MY'].includes(language.code))).toEqual([
      { code: 'TY', name: 'Filipino' },
      { code: 'TH', name: 'ไทย' },
      { code: 'MY', name: 'မြန်မာ' },
      { code: 'AR', name: 'العربية' },
    ]);

    await devControl(server, 'POST', DEV_PATH.languages, { set: 'merchant' });
    expect((await offered(server)).languages.map((language) => language.code)).toEqual(['HI', 'EN']);

    await devControl(server, 'POST', DEV_PATH.languages, { set: 'all' });
    await devControl(server, 'POST', DEV_PATH.reset);
    expect((await offered(server)).languages.map((language) => language.code)).toEqual(['HI', 'EN']);
  });

  it('takes only set all or merchant, and is guarded like the other dev controls', async () => {
    const server = await startServer();
    expect((await devControl(server, 'POST', DEV_PATH.languages, { set: 'some' })).status).toBe(400);
    const crossSite = await server.call(DEV_PATH.languages, {
      method: 'POST',
      body: { set: 'all' },
      merchant: null,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
    });
    expect(crossSite.status).toBe(403);
    const textPlain = await server.call(DEV_PATH.languages, { method: 'POST', body: '{"set":"all"}', merchant: null, headers: { 'Content-Type': 'text/plain' } });
    expect(textPlain.status).toBe(415);
    expect((await offered(server)).languages).toHaveLength(2);
    expect((await (await startServer({ devControls: false })).call(DEV_PATH.languages, { method: 'POST', body: { set: 'all' }, merchant: null })).status).toBe(404);
  });
});

describe('SPEC 4 and 7: the language update (getUpdateLanguage)', () => {
  it('accepts a language the merchant offers and answers with it', async () => {
    const server = await startServer();
    const response = await updateLanguage(server, 'EN');
    expect(response.status).toBe(200);
    expect(v.parse(updateLanguageResponse, await response.json()).value).toEqual({ language: 'EN' });
  });

  it('refuses a language the merchant does not offer until every language is offered, and a malformed one', async () => {
    const server = await startServer();
    const refused = await updateLanguage(server, 'TH');
    expect(refused.status).toBe(400);
    expect(parseFailure(await refused.json()).code).toBe(ErrorCode.invalidInput);
    await devControl(server, 'POST', DEV_PATH.languages, { set: 'all' });
    expect(v.parse(updateLanguageResponse, await (await updateLanguage(server, 'TH', 'TH')).json()).value).toEqual({ language: 'TH' });
    for (const language of ['th', 'THA', 7, null]) expect((await updateLanguage(server, language)).status).toBe(400);
  });
});
