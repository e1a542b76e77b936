import { beforeAll, describe, expect, it } from 'vitest';
import { favouriteGamesResponse, recentGamesResponse } from '@kernel/accountGames';
import { type Game, gameListResponse } from '@kernel/games';
import { DEV_PATH, PATH } from '@kernel/paths';
import { CLIENT_TYPE, GAME_PLATFORM, LIMITS } from '@kernel/platform';
import { devControl, loginToken, startServer, type TestServer } from './helpers';

/** Issue 26, item 5: the game lists' orders (A–Z, popular, newest) and each game's details. */
const listQuery = (params: Record<string, string | number>) =>
  `${PATH.gameList}?${new URLSearchParams({ clientType: '3', platform: GAME_PLATFORM, merchant: 'DEMO', language: 'EN', ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) })}`;

const names = (games: Game[]) => games.map((game) => game.gameName);

describe('game list orders', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it('lists A–Z by name (the hand-named Spribe mini games)', async () => {
    const { body } = await server.expectBody(gameListResponse, listQuery({ gameType: 'MINI', vassalage: 'SPRIBE', sort: 'az', pageSize: 20 }), { lang: 'EN' });
    expect(names(body.value.games)).toEqual(['Gem Mines', 'Goal Rush', 'Hi-Lo Cards', 'Lucky Dice', 'Mini Keno', 'Mini Roulette', 'Peg Drop', 'Sky Pilot']);
  });

  it('still lists A–Z after the dev controls reseed the catalogue (their stores share the order)', async () => {
    const query = listQuery({ gameType: 'MINI', vassalage: 'SPRIBE', sort: 'az', pageSize: 20 });
    await server.expectBody(gameListResponse, query, { lang: 'EN' });
    expect((await devControl(server, 'POST', DEV_PATH.reset)).status).toBe(200);
    const { body } = await server.expectBody(gameListResponse, query, { lang: 'EN' });
    expect(names(body.value.games)).toEqual(['Gem Mines', 'Goal Rush', 'Hi-Lo Cards', 'Lucky Dice', 'Mini Keno', 'Mini Roulette', 'Peg Drop', 'Sky Pilot']);
  });

  it('keeps the catalogue order without a sort', async () => {
    const { body } = await server.expectBody(gameListResponse, listQuery({ gameType: 'MINI', vassalage: 'SPRIBE', pageSize: 20 }));
    expect(names(body.value.games)).toEqual(['Sky Pilot', 'Gem Mines', 'Peg Drop', 'Lucky Dice', 'Hi-Lo Cards', 'Goal Rush', 'Mini Keno', 'Mini Roulette']);
  });

  it('pages A–Z over the 5,000-game vendor without repeating or skipping a game', async () => {
    const seen = new Set<number>();
    let previousLast: string | null = null;
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const { body } = await server.expectBody(gameListResponse, listQuery({ gameType: 'RNG', vassalage: 'MEGA', sort: 'az', pageNo, pageSize: 50 }), { lang: 'EN' });
      expect(body.value.totalCount).toBe(5000);
      for (const game of body.value.games) seen.add(game.nodeId);
      // Pages follow on: the first name of a page is not before the last of the one before (A–Z, case and accents aside).
      const first = body.value.games[0]?.gameName ?? '';
      if (previousLast !== null) expect(first.localeCompare(previousLast, 'en', { sensitivity: 'base' })).toBeGreaterThanOrEqual(0);
      previousLast = body.value.games.at(-1)?.gameName ?? '';
    }
    expect(seen.size).toBe(150);
  });

  it('lists popular first: every hot game (the most played) before any other', async () => {
    const { body } = await server.expectBody(gameListResponse, listQuery({ gameType: 'RNG', vassalage: 'PG', sort: 'popular', pageSize: 200 }));
    const hotFlags = body.value.games.map((game) => game.isHot);
    const firstCold = hotFlags.indexOf(0);
    expect(firstCold).toBeGreaterThan(0);
    expect(hotFlags.slice(firstCold)).not.toContain(1);
  });

  it('lists newest first: every game marked new (released in the last 90 days) before any other', async () => {
    const { body } = await server.expectBody(gameListResponse, listQuery({ gameType: 'RNG', vassalage: 'PG', sort: 'newest', pageSize: 200 }));
    const newFlags = body.value.games.map((game) => game.isNew);
    const firstOld = newFlags.indexOf(0);
    expect(firstOld).toBeGreaterThan(0);
    expect(newFlags.slice(firstOld)).not.toContain(1);
  });

  it('refuses an order it does not know', async () => {
    const response = await server.call(listQuery({ gameType: 'RNG', sort: 'rtp' }));
    expect(response.status).toBe(400);
  });
});

describe('A–Z in the language of the request', () => {
  it('sorts Hindi names in Hindi order', async () => {
    const server = await startServer();
    const insert = server.db.prepare(
      `INSERT INTO game (node_id, category, vendor_code, game_code, game_id, name, is_hot, is_new, is_game, classify, sort, maintenance)
       VALUES (?, 'BGS', 'BGS', ?, ?, ?, 0, 0, 'GAME', NULL, ?, 0)`,
    );
    // Written out of order: ख (kha) comes after क (ka), and अ (a) before both, in the Devanagari alphabet.
    for (const [index, name] of ['खजाना', 'अमर', 'कमल'].entries()) insert.run(900_001 + index, `HI${index}`, `HI_${index}`, name, 900_001 + index);
    const { body } = await server.expectBody(gameListResponse, listQuery({ gameType: 'BGS', sort: 'az', pageSize: 50, language: 'HI' }), { lang: 'HI' });
    const hindi = names(body.value.games).filter((name) => /[\u0900-\u097F]/.test(name));
    expect(hindi).toEqual(['अमर', 'कमल', 'खजाना']);
  });
});

describe('game details in the list answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it('gives a slot its RTP, volatility, bet range and demo play', async () => {
    const { body } = await server.expectBody(gameListResponse, listQuery({ gameType: 'RNG', vassalage: 'PG', pageSize: 200 }));
    for (const game of body.value.games) {
      // Slots return 94 % to 97.5 % and start from ₹1 (100 paise).
      expect(game.rtpBasisPoints).toBeGreaterThanOrEqual(9400);
      expect(game.rtpBasisPoints).toBeLessThanOrEqual(9750);
      expect(['low', 'medium', 'high']).toContain(game.volatility);
      expect(game.minBetPaise).toBeGreaterThanOrEqual(100);
      expect(game.maxBetPaise).toBeGreaterThan(game.minBetPaise as number);
      expect(game.hasDemo).toBe(true);
    }
    // Varied, as a real catalogue: several RTPs and all three volatilities.
    expect(new Set(body.value.games.map((game) => game.rtpBasisPoints)).size).toBeGreaterThan(20);
    expect(new Set(body.value.games.map((game) => game.volatility)).size).toBe(3);
  });

  it('gives a live table no RTP and no demo play', async () => {
    const { body } = await server.expectBody(gameListResponse, listQuery({ gameType: 'LIVE', pageSize: 50 }));
    for (const game of body.value.games) {
      expect(game).toMatchObject({ rtpBasisPoints: null, volatility: null, hasDemo: false });
      // Live tables start at ₹100 or more.
      expect(game.minBetPaise).toBeGreaterThanOrEqual(10_000);
    }
  });

  it('gives the same figures to the same game on every server (the seed draws them from the node id)', async () => {
    const other = await startServer();
    const query = listQuery({ gameType: 'FISH', pageSize: 50 });
    const [a, b] = await Promise.all([server.expectBody(gameListResponse, query), other.expectBody(gameListResponse, query)]);
    expect(a.body.value.games).toEqual(b.body.value.games);
  });
});

describe("the account game lists in the game lists' orders", () => {
  let server: TestServer;
  let member: string;
  const favourites = (params: Record<string, string | number>) =>
    `${PATH.favouriteGamesList}?${new URLSearchParams({ clientType: String(CLIENT_TYPE), platform: GAME_PLATFORM, language: 'EN', pageNo: '1', pageSize: String(LIMITS.favouritePageSize), ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) })}`;
  const recent = (params: Record<string, string | number>) =>
    `${PATH.recentGames}?${new URLSearchParams({ page: '1', pageSize: String(LIMITS.recentPageSize), language: 'EN', clientType: String(CLIENT_TYPE), ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) })}`;
  const favouriteNames = async (params: Record<string, string | number> = {}) =>
    (await server.expectBody(favouriteGamesResponse, favourites(params), { token: member, lang: 'EN' })).body.value.content.map((game) => game.gameName);
  const recentNames = async (params: Record<string, string | number> = {}) =>
    (await server.expectBody(recentGamesResponse, recent(params), { token: member, lang: 'EN' })).body.value.content.map((game) => game.gameName);

  beforeAll(async () => {
    server = await startServer();
    member = await loginToken(server, 'demo_member');
    // demo_member's lists hold four hand-named Spribe mini games (nothing else), added and played in this order.
    const { id } = server.db.prepare("SELECT id FROM member WHERE username = 'demo_member'").get() as { id: number };
    const nodeOf = (name: string) =>
      (server.db.prepare("SELECT node_id AS nodeId FROM game WHERE vendor_code = 'SPRIBE' AND name = ?").get(name) as { nodeId: number }).nodeId;
    server.db.prepare('DELETE FROM favourite_game WHERE member_id = ?').run(id);
    server.db.prepare('DELETE FROM recent_game WHERE member_id = ?').run(id);
    const figures: [string, number, string][] = [
      // name, plays, released on
      ['Gem Mines', 500, '2026-11-01'],
      ['Sky Pilot', 900, '2025-01-01'],
      ['Mini Keno', 500, '2025-01-01'],
      ['Lucky Dice', 100, '2026-06-01'],
    ];
    figures.forEach(([name, plays, releasedOn], at) => {
      server.db.prepare('UPDATE game SET plays = ?, released_on = ? WHERE node_id = ?').run(plays, releasedOn, nodeOf(name));
      server.db.prepare('INSERT INTO favourite_game (member_id, node_id, added_at) VALUES (?, ?, ?)').run(id, nodeOf(name), 1000 + at);
      server.db.prepare('INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)').run(id, nodeOf(name), 2000 + at);
    });
  });

  it("keeps each list's own order without a sort: the newest addition or launch first", async () => {
    expect(await favouriteNames()).toEqual(['Lucky Dice', 'Mini Keno', 'Sky Pilot', 'Gem Mines']);
    expect(await recentNames()).toEqual(['Lucky Dice', 'Mini Keno', 'Sky Pilot', 'Gem Mines']);
  });

  it('lists A–Z, and pages A–Z', async () => {
    expect(await favouriteNames({ sort: 'az' })).toEqual(['Gem Mines', 'Lucky Dice', 'Mini Keno', 'Sky Pilot']);
    expect(await recentNames({ sort: 'az' })).toEqual(['Gem Mines', 'Lucky Dice', 'Mini Keno', 'Sky Pilot']);
    expect(await recentNames({ sort: 'az', page: 2, pageSize: 2 })).toEqual(['Mini Keno', 'Sky Pilot']);
    expect(await favouriteNames({ sort: 'az', pageNo: 2, pageSize: 3 })).toEqual(['Sky Pilot']);
  });

  it("lists popular first, a tie in the list's own order", async () => {
    expect(await favouriteNames({ sort: 'popular' })).toEqual(['Sky Pilot', 'Mini Keno', 'Gem Mines', 'Lucky Dice']);
    expect(await recentNames({ sort: 'popular' })).toEqual(['Sky Pilot', 'Mini Keno', 'Gem Mines', 'Lucky Dice']);
  });

  it("lists newest releases first, a tie in the list's own order", async () => {
    expect(await favouriteNames({ sort: 'newest' })).toEqual(['Gem Mines', 'Lucky Dice', 'Mini Keno', 'Sky Pilot']);
    expect(await recentNames({ sort: 'newest' })).toEqual(['Gem Mines', 'Lucky Dice', 'Mini Keno', 'Sky Pilot']);
  });

  it('narrows by category in an order', async () => {
    expect(await favouriteNames({ sort: 'az', gameType: 'MINI' })).toEqual(['Gem Mines', 'Lucky Dice', 'Mini Keno', 'Sky Pilot']);
    expect(await recentNames({ sort: 'az', gameType: 'RNG' })).toEqual([]);
  });

  it('refuses an order it does not know', async () => {
    expect((await server.call(favourites({ sort: 'rtp' }), { token: member })).status).toBe(400);
    expect((await server.call(recent({ sort: 'rtp' }), { token: member })).status).toBe(400);
  });
});
