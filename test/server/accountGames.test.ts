import { beforeAll, describe, expect, it } from 'vitest';
import { favouriteChangeResponse, favouriteGamesResponse, recentGamesResponse } from '@kernel/accountGames';
import { ErrorCode } from '@kernel/errorCodes';
import { launchGameResponse } from '@kernel/games';
import { PATH } from '@kernel/paths';
import { CLIENT_TYPE, GAME_PLATFORM, type GameCategory, LIMITS } from '@kernel/platform';
import { PAGE_FONTS_LINK } from '../../server/pages/pageFonts';
import { SEEDED_FAVOURITES, SEEDED_RECENT } from '../../server/seed/accountGames';
import { expectLoginRequired, loginToken, manualClock, parseFailure, startServer, type TestServer, trialToken } from './helpers';

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

/** The favourites call as SPEC 7 describes it (the query also names the token). */
const favourites = (token: string, params: Record<string, string | number> = {}, path: string = PATH.favouriteGames) =>
  query(path, { clientType: CLIENT_TYPE, platform: GAME_PLATFORM, language: 'EN', token, pageNo: 1, pageSize: LIMITS.favouritePageSize, ...params });
const recent = (params: Record<string, string | number> = {}) =>
  query(PATH.recentGames, { page: 1, pageSize: LIMITS.recentPageSize, language: 'EN', clientType: CLIENT_TYPE, ...params });

const codesOf = (games: readonly { gameType: string; gameCode: string }[]) => games.map((game) => `${game.gameType} ${game.gameCode}`);
const refs = (list: readonly (readonly [GameCategory, string])[]) => list.map(([category, code]) => `${category} ${code}`);

/** The launch call; fields of the launch target (SPEC 2) go in the query. */
const launch = (params: Record<string, string | number>) => query(PATH.launchGame, { language: 'EN', clientType: CLIENT_TYPE, ...params });

describe('favourites and recent games', () => {
  let server: TestServer;
  let member: string;
  let trial: string;
  const clock = manualClock();
  const nodeOf = (category: GameCategory, gameCode: string) =>
    (server.db.prepare('SELECT node_id AS nodeId FROM game WHERE category = ? AND game_code = ?').get(category, gameCode) as { nodeId: number }).nodeId;

  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, 'demo_member');
    trial = await trialToken(server);
  });

  async function favouriteCodes(token = member, params: Record<string, string | number> = {}) {
    return codesOf((await server.expectBody(favouriteGamesResponse, favourites(token, params), { token })).body.value.content);
  }

  it('refuses every favourite and recent call without a session', async () => {
    await expectLoginRequired(server, favourites('x'));
    await expectLoginRequired(server, favourites('x', {}, PATH.favouriteGamesList));
    await expectLoginRequired(server, PATH.addFavouriteGame, { method: 'POST', body: { nodeId: nodeOf('RNG', 'PG0005'), vendor: 'PG', gameType: 'RNG' } });
    await expectLoginRequired(server, `${PATH.removeFavouriteGame}?nodeId=${nodeOf('RNG', 'PG0001')}`, { method: 'DELETE' });
    await expectLoginRequired(server, recent());
  });

  it("lists demo_member's seeded favourites, newest first, on both favourite calls", async () => {
    const { body } = await server.expectBody(favouriteGamesResponse, favourites(member), { token: member });
    expect(codesOf(body.value.content)).toEqual(refs(SEEDED_FAVOURITES));
    expect(body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    const list = await server.expectBody(favouriteGamesResponse, favourites(member, {}, PATH.favouriteGamesList), { token: member });
    expect(list.body.value).toEqual(body.value);
  });

  it('pages the favourites and narrows them by gameType', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (pageNo) => (await server.expectBody(favouriteGamesResponse, favourites(member, { pageNo, pageSize: 2 }), { token: member })).body.value),
    );
    expect(pages.map((page) => page.totalPages)).toEqual([3, 3, 3, 3]);
    expect(pages.flatMap((page) => codesOf(page.content))).toEqual(refs(SEEDED_FAVOURITES));
    expect(pages[3]?.content).toEqual([]);
    expect(await favouriteCodes(member, { gameType: 'RNG' })).toEqual(refs(SEEDED_FAVOURITES.filter(([category]) => category === 'RNG')));
  });

  it('adds a favourite at the top, idempotently', async () => {
    const nodeId = nodeOf('RNG', 'PP0001');
    const add = () =>
      server.expectBody(favouriteChangeResponse, PATH.addFavouriteGame, { method: 'POST', token: member, body: { nodeId, vendor: 'PP', gameType: 'RNG' } });
    expect((await add()).body).toMatchObject({ success: true, value: true });
    clock.advance(60_000);
    expect((await add()).body.value).toBe(true);
    const codes = await favouriteCodes();
    expect(codes[0]).toBe('RNG PP0001');
    expect(codes.filter((code) => code === 'RNG PP0001')).toHaveLength(1);
  });

  it('accepts a node id given as digits', async () => {
    const nodeId = nodeOf('LIVE', 'SEXY0002');
    const { body } = await server.expectBody(favouriteChangeResponse, PATH.addFavouriteGame, {
      method: 'POST',
      token: member,
      body: { nodeId: String(nodeId), vendor: 'SEXY', gameType: 'LIVE' },
    });
    expect(body.value).toBe(true);
    expect(await favouriteCodes()).toContain('LIVE SEXY0002');
  });

  it('refuses an unknown game (NOT_FOUND), a wrong vendor or type and a malformed request (INVALID_INPUT)', async () => {
    const unknown = await server.call(PATH.addFavouriteGame, { method: 'POST', token: member, body: { nodeId: 99, vendor: 'PG', gameType: 'RNG' } });
    expect(parseFailure(await unknown.json())).toMatchObject({ success: false, code: ErrorCode.notFound });
    const invalid: unknown[] = [
      { nodeId: nodeOf('RNG', 'PG0001'), vendor: 'JL', gameType: 'RNG' },
      { nodeId: nodeOf('RNG', 'PG0001'), vendor: 'PG', gameType: 'LIVE' },
      { nodeId: nodeOf('RNG', 'PG0001'), vendor: 'PG', gameType: 'CHESS' },
      { nodeId: 'x', vendor: 'PG', gameType: 'RNG' },
      { vendor: 'PG', gameType: 'RNG' },
      'not json',
    ];
    for (const body of invalid) {
      const response = await server.call(PATH.addFavouriteGame, { method: 'POST', token: member, body });
      expect(response.status).toBe(400);
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
    }
  });

  it('removes by nodeId in the query or in a JSON body, idempotently', async () => {
    const first = nodeOf('RNG', 'JL0002');
    const second = nodeOf('FISH', 'JL0001');
    const byQuery = await server.expectBody(favouriteChangeResponse, `${PATH.removeFavouriteGame}?nodeId=${first}`, { method: 'DELETE', token: member });
    expect(byQuery.body.value).toBe(true);
    const byBody = await server.expectBody(favouriteChangeResponse, PATH.removeFavouriteGame, { method: 'DELETE', token: member, body: { nodeId: second } });
    expect(byBody.body.value).toBe(true);
    const again = await server.expectBody(favouriteChangeResponse, `${PATH.removeFavouriteGame}?nodeId=${first}`, { method: 'DELETE', token: member });
    expect(again.body.value).toBe(true);
    const codes = await favouriteCodes();
    expect(codes).not.toContain('RNG JL0002');
    expect(codes).not.toContain('FISH JL0001');
    const missing = await server.call(PATH.removeFavouriteGame, { method: 'DELETE', token: member });
    expect(missing.status).toBe(400);
    expect(parseFailure(await missing.json()).code).toBe(ErrorCode.invalidInput);
  });

  it('keeps favourites per account: a trial account starts with none', async () => {
    const { body } = await server.expectBody(favouriteGamesResponse, favourites(trial), { token: trial });
    expect(body.value).toEqual({ content: [], pageNum: 1, totalPages: 0 });
  });

  it('refuses a favourites page size above 999 and an unknown gameType', async () => {
    const invalid: Record<string, string | number>[] = [{ pageSize: 1000 }, { gameType: 'CHESS' }, { pageNo: 0 }];
    for (const params of invalid) {
      const response = await server.call(favourites(member, params), { token: member });
      expect(response.status).toBe(400);
    }
  });

  it("lists demo_member's seeded recent games newest first, paged by 20 and by gameType", async () => {
    const { body } = await server.expectBody(recentGamesResponse, recent(), { token: member });
    expect(codesOf(body.value.content)).toEqual(refs(SEEDED_RECENT));
    expect(body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    const second = await server.expectBody(recentGamesResponse, recent({ page: 2, pageSize: 3 }), { token: member });
    expect(codesOf(second.body.value.content)).toEqual(refs(SEEDED_RECENT.slice(3, 6)));
    expect(second.body.value.totalPages).toBe(Math.ceil(SEEDED_RECENT.length / 3));
    const fish = await server.expectBody(recentGamesResponse, recent({ gameType: 'FISH' }), { token: member });
    expect(codesOf(fish.body.value.content)).toEqual(['FISH JDB0001']);
    expect((await server.call(recent({ pageSize: 101 }), { token: member })).status).toBe(400);
  });

  it('launches a game by nodeId into the game popup and puts it at the top of the recent list', async () => {
    const nodeId = nodeOf('RNG', 'HABA0007');
    clock.advance(60_000);
    const { body } = await server.expectBody(launchGameResponse, launch({ nodeId, vassalage: 'HABA', gameType: 'RNG' }), { token: member, lang: 'EN' });
    // the address carries a play ticket: the game's iframe sends no Authorization header
    expect(body.value).toEqual({ url: expect.stringMatching(new RegExp(`^/assets-gen/play/${nodeId}\\.html\\?lang=EN&ticket=[\\w-]{43}$`)), mode: 'iframe' });
    const { body: list } = await server.expectBody(recentGamesResponse, recent(), { token: member });
    expect(codesOf(list.value.content)).toEqual(['RNG HABA0007', ...refs(SEEDED_RECENT)]);
  });

  it('moves a game launched again to the top, once', async () => {
    clock.advance(60_000);
    const [category, gameCode] = SEEDED_RECENT[4] ?? ['PVP', 'V80001'];
    await server.expectBody(launchGameResponse, launch({ gameCode, vassalage: 'V8', gameType: category }), { token: member });
    const codes = codesOf((await server.expectBody(recentGamesResponse, recent({ pageSize: 100 }), { token: member })).body.value.content);
    expect(codes[0]).toBe(`${category} ${gameCode}`);
    expect(codes.filter((code) => code === `${category} ${gameCode}`)).toHaveLength(1);
    expect(codes).toHaveLength(SEEDED_RECENT.length + 1);
  });

  it('launches by gameCode, and asks for gameType when a code names games of two categories', async () => {
    const fish = await server.expectBody(launchGameResponse, launch({ gameCode: 'JDB0001', vassalage: 'JDB', gameType: 'FISH' }), { token: member });
    expect(fish.body.value.url).toContain(`/play/${nodeOf('FISH', 'JDB0001')}.html`);
    const ambiguous = await server.call(launch({ gameCode: 'JDB0001', vassalage: 'JDB' }), { token: member });
    expect(ambiguous.status).toBe(400);
    expect(parseFailure(await ambiguous.json()).code).toBe(ErrorCode.invalidInput);
    const unique = await server.expectBody(launchGameResponse, launch({ gameCode: 'MEGA4999' }), { token: member });
    expect(unique.body.value.url).toContain(`/play/${nodeOf('RNG', 'MEGA4999')}.html`);
  });

  it("launches a vendor's lobby (its first game) by vassalage and gameType; sports vendors open seamless", async () => {
    for (const vendor of ['SABA', 'SBO', 'CMD']) {
      const { body } = await server.expectBody(launchGameResponse, launch({ vassalage: vendor, gameType: 'SPORTS' }), { token: member });
      expect(body.value).toEqual({ url: expect.stringContaining(`/assets-gen/play/${nodeOf('SPORTS', `${vendor}0001`)}.html?lang=HI&ticket=`), mode: 'seamless' });
    }
    const esports = await server.expectBody(launchGameResponse, launch({ vassalage: 'IMES', gameType: 'ESPORTS' }), { token: member });
    expect(esports.body.value.mode).toBe('iframe');
  });

  it('refuses a launch that names no game (INVALID_INPUT) or an unknown one (NOT_FOUND)', async () => {
    const unnamed: Record<string, string | number>[] = [{}, { vassalage: 'PG' }, { gameType: 'RNG' }, { nodeId: 'x' }, { gameType: 'CHESS', vassalage: 'PG' }];
    for (const params of unnamed) {
      const response = await server.call(launch(params), { token: member });
      expect(response.status).toBe(400);
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
    }
    const unknown: Record<string, string | number>[] = [
      { nodeId: 99 },
      { gameCode: 'NOPE0001' },
      { vassalage: 'NOPE', gameType: 'RNG' },
      { nodeId: nodeOf('RNG', 'PG0001'), gameType: 'LIVE' },
    ];
    for (const params of unknown) {
      const failure = parseFailure(await (await server.call(launch(params), { token: member })).json());
      expect(failure.code).toBe(ErrorCode.notFound);
    }
  });

  it('refuses games under maintenance, alone or with their whole vendor, without recording them', async () => {
    const before = (await server.expectBody(recentGamesResponse, recent({ pageSize: 100 }), { token: member })).body.value.content;
    const wm = server.db.prepare("SELECT game_code AS code FROM game WHERE category = 'LIVE' AND vendor_code = 'WM' ORDER BY sort").all() as { code: string }[];
    const closed: Record<string, string | number>[] = [
      { gameCode: 'PG0003', vassalage: 'PG', gameType: 'RNG' },
      { gameCode: 'JL0004', vassalage: 'JL', gameType: 'RNG' },
      { gameCode: 'JDB0002', vassalage: 'JDB', gameType: 'FISH' },
      { vassalage: 'WM', gameType: 'LIVE' },
      ...wm.map(({ code }) => ({ gameCode: code, vassalage: 'WM', gameType: 'LIVE' })),
    ];
    expect(wm.length).toBeGreaterThan(0);
    for (const params of closed) {
      const failure = parseFailure(await (await server.call(launch(params), { token: member, lang: 'EN' })).json());
      expect(failure).toMatchObject({ success: false, code: ErrorCode.maintenance, message: 'This game is under maintenance, please try other games' });
    }
    const hindi = parseFailure(await (await server.call(launch(closed[0] ?? {}), { token: member })).json());
    expect(hindi.message).toBe('यह गेम रखरखाव में है, कृपया अन्य गेम आज़माएँ');
    // the neighbours of a closed game still launch
    expect((await server.expectBody(launchGameResponse, launch({ gameCode: 'PG0004', vassalage: 'PG', gameType: 'RNG' }), { token: member })).body.success).toBe(true);
    const after = (await server.expectBody(recentGamesResponse, recent({ pageSize: 100 }), { token: member })).body.value.content;
    expect(codesOf(after).filter((code) => !code.endsWith('PG0004'))).toEqual(codesOf(before));
  });

  it("refuses a trial account's live games with 'Please register an account first', and guests with 401", async () => {
    // slots, fishing and in-house games launch for a trial account (free demo play: test/server/play.test.ts)
    const failure = parseFailure(await (await server.call(launch({ vassalage: 'EVO', gameType: 'LIVE' }), { token: trial, lang: 'EN' })).json());
    expect(failure).toMatchObject({ success: false, code: ErrorCode.trialNotAllowed, message: 'Please register an account first' });
    const { body } = await server.expectBody(recentGamesResponse, recent(), { token: trial });
    expect(body.value.content).toEqual([]);
    await expectLoginRequired(server, launch({ gameCode: 'PG0001', vassalage: 'PG', gameType: 'RNG' }));
  });

  it('serves the launched page: a self-contained demo slot with the game name and a spin button', async () => {
    const nodeId = nodeOf('RNG', 'PG0001');
    const { body } = await server.expectBody(launchGameResponse, launch({ nodeId }), { token: member, lang: 'EN' });
    const response = await server.app.request(body.value.url); // an iframe sends no platform headers
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await response.text();
    const name = (server.db.prepare('SELECT name FROM game WHERE node_id = ?').get(nodeId) as { name: string }).name;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<h1>${name.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}</h1>`);
    expect(html).toContain('<button id="spin" type="button">SPIN</button>');
    expect(html).toContain('Press SPIN to play');
    expect(html.match(/class="reel"/g)).toHaveLength(3);
    // nothing outside the page but the product's font faces from this site: no other address, style or script
    expect(html).toContain(PAGE_FONTS_LINK);
    expect(html.replace(PAGE_FONTS_LINK, '')).not.toMatch(/https?:|\bsrc=|\bhref=|url\(|@import/);
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain("addEventListener('click'");
    expect(() => new Function(script)).not.toThrow();
  });

  it('serves the page in Hindi and answers 404 for a page that does not exist', async () => {
    const hindi = await (await server.app.request(`/assets-gen/play/${nodeOf('FISH', 'JL0001')}.html?lang=HI`)).text();
    expect(hindi).toContain('<html lang="hi">');
    // without a play ticket the page shows the game but cannot bet
    expect(hindi).toContain('खेलने के लिए यह गेम लॉबी से खोलें');
    for (const path of ['/assets-gen/play/99.html', '/assets-gen/play/abc.html', `/assets-gen/play/${nodeOf('RNG', 'PG0001')}.svg`]) {
      expect((await server.app.request(path)).status).toBe(404);
    }
  });
});
