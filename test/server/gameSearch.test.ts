import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { GAME_SEARCH_PATH, gameSearchResponse } from '@kernel/gameSearch';
import { parseFailure, startServer, type TestServer } from './helpers';

const search = (keyword: string) => `${GAME_SEARCH_PATH}?${new URLSearchParams({ keyword, language: 'EN' })}`;
/** Side-menu order (SPEC 2), written out here rather than taken from the product. */
const CATEGORY_ORDER = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT', 'BGS', 'MINI'];

describe('the header game search (issue 26)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it('finds "mega" in several categories, five games at most each, in side-menu order, guests included', async () => {
    const { status, body } = await server.expectBody(gameSearchResponse, search('mega'));
    expect(status).toBe(200);
    expect(body.value.keyword).toBe('mega');
    const categories: string[] = body.value.groups.map((group) => group.category);
    // The seed names slots "... Megaways", a live "Mega Wheel" and a fishing "Mega Fishing".
    expect(categories).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH']));
    expect(categories).toEqual(CATEGORY_ORDER.filter((category) => categories.includes(category)));
    for (const group of body.value.groups) {
      expect(group.games.length).toBe(Math.min(5, group.totalCount));
      for (const game of group.games) {
        expect(game.gameType).toBe(group.category);
        expect(game.gameName.toLowerCase()).toContain('mega');
        expect(game.vendorName).not.toBe('');
      }
    }
    const slots = body.value.groups.find((group) => group.category === 'RNG');
    expect(slots?.totalCount).toBeGreaterThan(5);
  });

  it('puts a name that starts with the keyword before one that has it inside', async () => {
    const { body } = await server.expectBody(gameSearchResponse, search('fishing'));
    const fish = body.value.groups.find((group) => group.category === 'FISH');
    expect(fish?.games[0]?.gameName.toLowerCase().startsWith('fishing')).toBe(true);
  });

  it('ignores case, Latin accents and the spaces around the keyword', async () => {
    const names = async (keyword: string) =>
      (await server.expectBody(gameSearchResponse, search(keyword))).body.value.groups.flatMap((group) => group.games.map((game) => game.gameName));
    expect(await names('sky pilot')).toEqual(['Sky Pilot']);
    expect(await names('SKY PILOT')).toEqual(['Sky Pilot']);
    expect(await names('Ský Pílot')).toEqual(['Sky Pilot']);
    expect(await names('  sky pilot  ')).toEqual(['Sky Pilot']);
    const { body } = await server.expectBody(gameSearchResponse, search('sky pilot'));
    expect(body.value.groups).toEqual([
      { category: 'MINI', totalCount: 1, games: [expect.objectContaining({ gameName: 'Sky Pilot', vendorName: 'Spribe', vassalage: 'SPRIBE' })] },
    ]);
  });

  it('answers a keyword nothing matches with no groups', async () => {
    const { status, body } = await server.expectBody(gameSearchResponse, search('zq'));
    expect(status).toBe(200);
    expect(body.value.groups).toEqual([]);
  });

  it('refuses one character and takes two; refuses 51 and takes 50', async () => {
    const refused = async (keyword: string) => {
      const response = await server.call(search(keyword));
      expect(response.status).toBe(400);
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
    };
    await refused('m');
    await refused(' m ');
    await refused('x'.repeat(51));
    expect((await server.call(search('me'))).status).toBe(200);
    expect((await server.call(search('x'.repeat(50)))).status).toBe(200);
    // Two Devanagari code points are two characters as typed.
    expect((await server.call(search('मे'))).status).toBe(200);
  });
});
