import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameListResponse, gameMenusResponse, gameVendorResponse } from '@kernel/games';
import { PATH } from '@kernel/paths';
import { GAME_PLATFORM } from '@kernel/platform';
import { startServer, type TestServer } from './helpers';

// SPEC 1: the product offers mini games. They are a category of their own, MINI, after SPEC 2's ten.
const listQuery = (params: Record<string, string | number>) =>
  `${PATH.gameList}?${new URLSearchParams({ clientType: '3', platform: GAME_PLATFORM, merchant: 'DEMO', language: 'EN', ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) })}`;

describe('mini games (SPEC 1)', () => {
  let server: TestServer;
  // The first server of a worker seeds the database (its scrypt hashes take seconds on a busy machine).
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);

  it('are a category of their own, last in the side menu, with two vendors so the category opens its list page', async () => {
    const { body } = await server.expectBody(gameMenusResponse, PATH.gameMenus);
    expect(body.value.at(-1)?.gameCategory).toBe('MINI');
    const vendors = body.value.find((menu) => menu.gameCategory === 'MINI')?.vendors ?? [];
    expect(vendors.map((vendor) => [vendor.vassalage, vendor.name, vendor.gameCount])).toEqual([
      ['SPRIBE', 'Spribe', 8],
      ['SMARTSOFT', 'SmartSoft Gaming', 6],
    ]);
  });

  it("lists each vendor's games, none of them hot, new or typed", async () => {
    const { body } = await server.expectBody(gameListResponse, listQuery({ gameType: 'MINI', pageNo: 1, pageSize: 20 }));
    expect(body.value.totalCount).toBe(14);
    expect(body.value.games.map((game) => game.gameName)).toEqual([
      'Sky Pilot',
      'Gem Mines',
      'Peg Drop',
      'Lucky Dice',
      'Hi-Lo Cards',
      'Goal Rush',
      'Mini Keno',
      'Mini Roulette',
      'Jet Climb',
      'Balloon Pop',
      'Coin Flip',
      'Tower Stack',
      'Wheel of Colours',
      'Lucky Cases',
    ]);
    expect(body.value.games.map((game) => game.gameCode).slice(0, 2)).toEqual(['SPRIBE0001', 'SPRIBE0002']);
    expect(body.value.games.every((game) => game.gameType === 'MINI' && game.isHot === 0 && game.isNew === 0 && game.gameClassify === null)).toBe(true);
    const smartSoft = await server.expectBody(gameListResponse, listQuery({ gameType: 'MINI', vassalage: 'SMARTSOFT', pageNo: 1, pageSize: 20 }));
    expect(smartSoft.body.value.totalCount).toBe(6);
  });

  it('have a vendor lane titled in the request language', async () => {
    const lane = async (lang: 'EN' | 'HI') => {
      const response = await server.call(`${PATH.gameVendor}?platform=${GAME_PLATFORM}`, { lang });
      return v.parse(gameVendorResponse, await response.json()).data.lanes.find((entry) => entry.gameType === 'MINI');
    };
    expect((await lane('EN'))?.title).toBe('Mini Games');
    expect((await lane('HI'))?.title).toBe('मिनी गेम्स');
    expect(Object.keys((await lane('EN'))?.cards ?? {})).toEqual(['SPRIBE', 'SMARTSOFT']);
  });
});
