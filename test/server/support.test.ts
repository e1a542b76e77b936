import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { launchGameResponse, newGameVendorResponse, pvpRoomListResponse, vendorGameTypeResponse } from '@kernel/games';
import { HELP_TOPIC_IDS, helpCenterResponse } from '@kernel/help';
import { PATH } from '@kernel/paths';
import { chatModelsResponse, launchChatResponse, unreadCountResponse } from '@kernel/support';
import { PAGE_FONTS_LINK } from '../../server/pages/pageFonts';
import { expectLoginRequired, loginToken, parseFailure, setModule, startServer, type TestServer } from './helpers';

const DEVANAGARI = /[\u0900-\u097F]/;

// One server for the file: the calls here only read, and a module switched off is switched back on.
let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startServer();
  member = await loginToken(server, 'demo_member');
});

describe('live chat, unread messages and the help centre', () => {
  /** Runs a check with a module switched off, and switches it back on whatever happens. */
  async function withModuleOff(modId: string, check: () => Promise<void>) {
    setModule(server, modId, false);
    try {
      await check();
    } finally {
      setModule(server, modId, true);
    }
  }

  it('lists the chat desks, one per language and a VIP desk, to guests too', async () => {
    const english = (await server.expectBody(chatModelsResponse, PATH.chatModels, { lang: 'EN' })).body.value;
    expect(english).toEqual([
      { modelId: 'CS_HI', name: 'Hindi support', language: 'HI' },
      { modelId: 'CS_EN', name: 'English support', language: 'EN' },
      { modelId: 'CS_VIP', name: 'VIP desk', language: 'EN' },
    ]);
    const hindi = (await server.expectBody(chatModelsResponse, PATH.chatModels, { token: member })).body.value;
    expect(hindi[0]?.name).toBe('हिन्दी सहायता');
  });

  it('launches a chat: chatUrl opens a self-contained page saying customer service is online', async () => {
    const { body } = await server.expectBody(launchChatResponse, PATH.launchChat, { method: 'POST', body: { modelId: 'CS_EN' }, lang: 'EN' });
    expect(body.value.chatUrl).toBe('/assets-gen/chat.html?model=CS_EN&lang=EN');
    const page = await server.app.request(body.value.chatUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Customer service is online');
    expect(html).toContain('English support');
    // nothing outside the page but the product's font faces from this site
    expect(html).toContain(PAGE_FONTS_LINK);
    expect(html.replace(PAGE_FONTS_LINK, '')).not.toMatch(/https?:|\bsrc=|\bhref=|<script/);

    const hindi = await server.expectBody(launchChatResponse, PATH.launchChat, { method: 'POST', body: { modelId: 'CS_HI' }, token: member });
    expect(await (await server.app.request(hindi.body.value.chatUrl)).text()).toContain('ग्राहक सेवा ऑनलाइन है');
    expect(await (await server.app.request('/assets-gen/chat.html?lang=EN')).text()).toContain('Customer service is online');
    expect((await server.app.request('/assets-gen/chat.html?model=NOPE')).status).toBe(404);
  });

  it('refuses an unknown desk (NOT_FOUND) and a malformed request (INVALID_INPUT)', async () => {
    const unknown = await server.call(PATH.launchChat, { method: 'POST', body: { modelId: 'CS_XX' } });
    expect(parseFailure(await unknown.json()).code).toBe(ErrorCode.notFound);
    for (const body of [{}, { modelId: '' }, 'nope']) {
      const response = await server.call(PATH.launchChat, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
    }
  });

  it('answers MODULE_DISABLED for both chat calls when CBS3 is off', async () => {
    await withModuleOff('CBS3', async () => {
      for (const response of [await server.call(PATH.chatModels), await server.call(PATH.launchChat, { method: 'POST', body: { modelId: 'CS_HI' } })]) {
        expect(response.status).toBe(404);
        expect(parseFailure(await response.json()).code).toBe(ErrorCode.moduleDisabled);
      }
    });
    await withModuleOff('COMM3', async () => {
      expect(parseFailure(await (await server.call(PATH.chatModels)).json()).code).toBe(ErrorCode.moduleDisabled);
    });
  });

  it("counts demo_member's unread messages (T, module INBOX3)", async () => {
    const { body } = await server.expectBody(unreadCountResponse, PATH.unreadCount, { token: member });
    expect(body.value).toEqual({ count: 3 });
    await expectLoginRequired(server, PATH.unreadCount);
    await withModuleOff('INBOX3', async () => {
      expect(parseFailure(await (await server.call(PATH.unreadCount, { token: member })).json()).code).toBe(ErrorCode.moduleDisabled);
    });
  });

  it('serves the help centre topics in order, in English and Hindi, with a few paragraphs each', async () => {
    const english = (await server.expectBody(helpCenterResponse, `${PATH.helpCenter}?lang=EN&device=WEB`)).body.value;
    const hindi = (await server.expectBody(helpCenterResponse, `${PATH.helpCenter}?lang=HI&device=WEB`)).body.value;
    expect(english.map((topic) => topic.id)).toEqual([...HELP_TOPIC_IDS]);
    expect(hindi.map((topic) => topic.id)).toEqual([...HELP_TOPIC_IDS]);
    expect(english.map((topic) => topic.title)).toEqual(['About us', 'Terms and conditions', 'Privacy policy', 'Responsible gaming', 'Frequently asked questions']);
    for (const [index, topic] of english.entries()) {
      expect(topic.title).not.toMatch(DEVANAGARI);
      expect(topic.content.length).toBeGreaterThan(400);
      expect((topic.content.match(/<(p|li|h3)>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(topic.content).not.toMatch(/<script|\bon\w+=/i);
      expect(hindi[index]?.title).toMatch(DEVANAGARI);
      expect(hindi[index]?.content).toMatch(DEVANAGARI);
    }
    expect(english.find((topic) => topic.id === 'term')?.content).toContain('at least 18 years old');
  });

  it('takes the language from lang, else from the Language header, and refuses another device', async () => {
    const byQuery = (await server.expectBody(helpCenterResponse, `${PATH.helpCenter}?lang=en`, { lang: 'HI' })).body.value;
    expect(byQuery[0]?.title).toBe('About us');
    const byHeader = (await server.expectBody(helpCenterResponse, `${PATH.helpCenter}?lang=XX`, { lang: 'EN' })).body.value;
    expect(byHeader[0]?.title).toBe('About us');
    const byDefault = (await server.expectBody(helpCenterResponse, PATH.helpCenter)).body.value;
    expect(byDefault[0]?.title).toBe('हमारे बारे में');
    expect((await server.call(`${PATH.helpCenter}?lang=EN&device=APP`)).status).toBe(400);
  });
});

describe('vendor types, new vendors and PVP rooms', () => {
  it('lists each vendor code once with the game types it serves (T)', async () => {
    const { body } = await server.expectBody(vendorGameTypeResponse, PATH.vendorGameType, { token: member });
    const codes = body.value.map((vendor) => vendor.vassalage);
    expect(new Set(codes).size).toBe(codes.length);
    const byCode = new Map(body.value.map((vendor) => [vendor.vassalage, vendor]));
    expect(byCode.get('PT')).toEqual({ vassalage: 'PT', name: 'Playtech', gameTypes: ['RNG', 'LIVE'] });
    expect(byCode.get('JL')?.gameTypes).toEqual(['RNG', 'FISH', 'PVP']);
    expect(byCode.get('SABA')?.gameTypes).toEqual(['SPORTS']);
    const one = await server.expectBody(vendorGameTypeResponse, `${PATH.vendorGameType}?vassalage=JDB`, { token: member });
    expect(one.body.value).toEqual([{ vassalage: 'JDB', name: 'JDB Gaming', gameTypes: ['RNG', 'FISH'] }]);
    expect(parseFailure(await (await server.call(`${PATH.vendorGameType}?vassalage=NOPE`, { token: member })).json()).code).toBe(ErrorCode.notFound);
    await expectLoginRequired(server, PATH.vendorGameType);
  });

  it('lists the new vendors as vendor cards, to guests too', async () => {
    const { body } = await server.expectBody(newGameVendorResponse, `${PATH.newGameVendor}?platform=html5-desktop&language=EN`);
    expect(body.value.map((vendor) => `${vendor.gameType} ${vendor.vassalage}`)).toEqual(['RNG HABA', 'RNG RT', 'RNG MEGA', 'PVP MP', 'ESPORTS TF']);
    expect(body.value.find((vendor) => vendor.vassalage === 'MEGA')).toMatchObject({ gameCount: 5000, iconUrl: '/assets-gen/vendor/MEGA.svg' });
  });

  it('lists the rooms of a card-game vendor, stakes in rupees (T)', async () => {
    for (const vendor of ['KY', 'V8', 'JL', 'MP']) {
      const { body } = await server.expectBody(pvpRoomListResponse, `${PATH.pvpRoomList}?vassalage=${vendor}`, { token: member, lang: 'EN' });
      const rooms = body.value;
      expect(rooms).toHaveLength(6);
      expect(new Set(rooms.map((room) => room.roomId)).size).toBe(6);
      expect(new Set(rooms.map((room) => room.gameCode))).toEqual(new Set([`${vendor}0001`, `${vendor}0002`]));
      expect(rooms.slice(0, 3).map((room) => [room.minBet, room.maxBet])).toEqual([
        [10, 1_000],
        [100, 10_000],
        [1_000, 100_000],
      ]);
      for (const room of rooms) {
        expect(room.vassalage).toBe(vendor);
        expect(room.players).toBeGreaterThanOrEqual(0);
        expect(room.players).toBeLessThanOrEqual(room.maxPlayers);
        expect([4, 6, 9]).toContain(room.maxPlayers);
        expect(room.name).toMatch(/ · (Beginner|Regular|VIP)$/);
      }
    }
  });

  it('names rooms in Hindi, and launches a room like its game', async () => {
    const { body } = await server.expectBody(pvpRoomListResponse, `${PATH.pvpRoomList}?vassalage=KY`, { token: member });
    expect(body.value[0]?.name).toMatch(/ · शुरुआती$/);
    const room = body.value[0];
    const launched = await server.expectBody(launchGameResponse, `${PATH.launchGame}?nodeId=${room?.nodeId}&gameType=PVP&vassalage=KY`, { token: member });
    expect(launched.body.value).toMatchObject({ mode: 'iframe', url: expect.stringContaining(`/assets-gen/play/${room?.nodeId}.html?lang=HI&ticket=`) });
  });

  it('refuses rooms of a vendor without any (NOT_FOUND), a missing vendor (INVALID_INPUT) and guests (401)', async () => {
    for (const vendor of ['PG', 'NOPE']) {
      const failure = parseFailure(await (await server.call(`${PATH.pvpRoomList}?vassalage=${vendor}`, { token: member })).json());
      expect(failure.code).toBe(ErrorCode.notFound);
    }
    expect((await server.call(PATH.pvpRoomList, { token: member })).status).toBe(400);
    await expectLoginRequired(server, `${PATH.pvpRoomList}?vassalage=KY`);
  });
});
