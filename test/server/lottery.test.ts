import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { gameListResponse } from '@kernel/games';
import { lottoOpenedNumbersResponse, VN_REGIONS, type VnGameMenu, vnGameMenuRecentResponse, vnGameMenuResponse, vnOpenedNumbersResponse } from '@kernel/lottery';
import { PATH } from '@kernel/paths';
import { PRIZE_MODES } from '@kernel/platform';
import { SEEDED_LOTTERY_RECENT } from '../../server/seed/lotteryRecent';
import { expectLoginRequired, loginToken, manualClock, parseFailure, startServer, type TestServer } from './helpers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Wednesday 15 January 2025, 19:00 in Vietnam (12:00 UTC): after the day's three regional draws. */
const START = Date.UTC(2025, 0, 15, 12, 0, 0);

const menu = (prizeMode?: string) => `${PATH.vnGameMenu}?${prizeMode ? `prizeMode=${prizeMode}&` : ''}device=WEB`;
const vnOpened = (gameCode: string, count = 10) => `${PATH.vnOpenedNumbers}?gameCode=${gameCode}&count=${count}&device=WEB`;
const lottoOpened = (gameCode: string, count = 10) => `${PATH.lottoOpenedNumbers}?gameCode=${gameCode}&count=${count}`;

describe('lottery', () => {
  let server: TestServer;
  let member: string;
  const clock = manualClock(START);
  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
    member = await loginToken(server, 'demo_member');
  });

  const games = (body: VnGameMenu) => body.regions.flatMap((region) => region.games);

  it('lists the VN provincial draws of prize mode LOTT by region, with Vietnam draw times', async () => {
    const { body } = await server.expectBody(vnGameMenuResponse, menu('LOTT'), { lang: 'EN' });
    const value = body.value;
    expect(value.prizeMode).toBe('LOTT');
    expect(value.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(value.regions.map((region) => [region.region, region.name, region.drawTime, region.games.length])).toEqual([
      ['NORTH', 'North', '18:15', 6],
      ['CENTRAL', 'Central', '17:15', 14],
      ['SOUTH', 'South', '16:15', 21],
    ]);
    for (const game of games(value)) {
      expect(game.drawDays.length).toBeGreaterThan(0);
      expect(game.intervalMinutes).toBeNull();
      expect(game.nextDrawAt).toBeGreaterThan(START);
      expect(game.nextDrawAt - START).toBeLessThanOrEqual(7 * DAY);
    }
    // every weekday has a draw in every region
    for (const region of value.regions) expect(new Set(region.games.flatMap((game) => game.drawDays))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
  });

  it("knows Wednesday's draws and when each province draws next", async () => {
    const { body } = await server.expectBody(vnGameMenuResponse, menu());
    expect(body.value.prizeMode).toBe('LOTT');
    const byCode = new Map(games(body.value).map((game) => [game.gameCode, game]));
    expect(byCode.get('VN_BN')).toMatchObject({ province: 'Bắc Ninh', drawsToday: true, nextDrawAt: Date.UTC(2025, 0, 22, 11, 15) });
    expect(byCode.get('VN_HN')).toMatchObject({ province: 'Hà Nội', drawsToday: false, nextDrawAt: Date.UTC(2025, 0, 16, 11, 15) });
    expect(byCode.get('VN_HCM')).toMatchObject({ drawsToday: false, nextDrawAt: Date.UTC(2025, 0, 18, 9, 15) });
    expect(byCode.get('VN_DNG')).toMatchObject({ drawsToday: true, nextDrawAt: Date.UTC(2025, 0, 18, 10, 15) });
    expect(body.value.regions.map((region) => region.name)).toEqual(['उत्तर', 'मध्य', 'दक्षिण']);
  });

  it('lists fast draws for ZY and ELOTT, and the provincial ones for SEA', async () => {
    const zy = (await server.expectBody(vnGameMenuResponse, menu('ZY'), { lang: 'EN' })).body.value;
    expect(zy.regions.map((region) => region.region)).toEqual([...VN_REGIONS]);
    for (const region of zy.regions) {
      expect(region.drawTime).toBeNull();
      expect(region.games.map((game) => game.intervalMinutes)).toEqual([1, 3, 5]);
      for (const game of region.games) expect(game.nextDrawAt - START).toBeLessThanOrEqual((game.intervalMinutes ?? 0) * MINUTE);
    }
    expect(zy.regions[0]?.games[0]).toMatchObject({ gameCode: 'ZY_NORTH_1M', name: 'North Express 1 min', province: 'Hà Nội' });
    const elott = (await server.expectBody(vnGameMenuResponse, menu('ELOTT'))).body.value;
    expect(games(elott).map((game) => game.intervalMinutes)).toEqual([1, 5, 1, 5, 1, 5]);
    const sea = (await server.expectBody(vnGameMenuResponse, menu('SEA'))).body.value;
    const lott = (await server.expectBody(vnGameMenuResponse, menu('LOTT'))).body.value;
    expect(sea.regions).toEqual(lott.regions);
    for (const prizeMode of PRIZE_MODES) {
      expect((await server.expectBody(vnGameMenuResponse, menu(prizeMode))).body.value.prizeMode).toBe(prizeMode);
    }
  });

  it('refuses an unknown prize mode or device', async () => {
    for (const path of [menu('XX'), `${PATH.vnGameMenu}?prizeMode=LOTT&device=APP`]) {
      const response = await server.call(path);
      expect(response.status).toBe(400);
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
    }
  });

  it('refuses the recent list and the opened numbers without a session', async () => {
    await expectLoginRequired(server, PATH.vnGameMenuRecent);
    await expectLoginRequired(server, vnOpened('VN_HN'));
    await expectLoginRequired(server, lottoOpened('TCG0001'));
  });

  it('lists the VN games demo_member opened, newest first, by prize mode; opening one moves it up', async () => {
    // (before any other test opens a draw: opening a game's numbers counts as playing it)
    const token = member;
    const seeded = (await server.expectBody(vnGameMenuRecentResponse, `${PATH.vnGameMenuRecent}?device=WEB`, { token, lang: 'EN' })).body.value;
    expect(seeded.map((game) => game.gameCode)).toEqual([...SEEDED_LOTTERY_RECENT]);
    expect(seeded[0]).toMatchObject({ gameCode: 'VN_HCM', region: 'SOUTH', name: 'TP. Hồ Chí Minh' });
    for (let index = 1; index < seeded.length; index++) expect(seeded[index - 1]?.playedAt).toBeGreaterThan(seeded[index]?.playedAt ?? 0);
    const zy = (await server.expectBody(vnGameMenuRecentResponse, `${PATH.vnGameMenuRecent}?prizeMode=ZY`, { token })).body.value;
    expect(zy.map((game) => game.gameCode)).toEqual(['ZY_SOUTH_1M']);

    await server.expectBody(vnOpenedNumbersResponse, vnOpened('VN_KT', 1), { token });
    const after = (await server.expectBody(vnGameMenuRecentResponse, PATH.vnGameMenuRecent, { token })).body.value;
    expect(after.map((game) => game.gameCode)).toEqual(['VN_KT', ...SEEDED_LOTTERY_RECENT]);
    expect(after[0]?.playedAt).toBe(START);
  });

  it("opens a North draw's 27 numbers, newest draw first, on the draw days only", async () => {
    const { body } = await server.expectBody(vnOpenedNumbersResponse, vnOpened('VN_BN', 3), { token: member, lang: 'EN' });
    const value = body.value;
    expect(value).toMatchObject({ gameCode: 'VN_BN', name: 'Bắc Ninh', region: 'NORTH', nextDrawAt: Date.UTC(2025, 0, 22, 11, 15) });
    expect(value.draws.map((draw) => [draw.drawNo, draw.drawAt])).toEqual([
      ['20250115', Date.UTC(2025, 0, 15, 11, 15)],
      ['20250108', Date.UTC(2025, 0, 8, 11, 15)],
      ['20250101', Date.UTC(2025, 0, 1, 11, 15)],
    ]);
    for (const draw of value.draws) {
      expect(draw.prizes.map((prize) => [prize.prize, prize.numbers.length, prize.numbers[0]?.length])).toEqual([
        ['DB', 1, 5],
        ['G1', 1, 5],
        ['G2', 2, 5],
        ['G3', 6, 5],
        ['G4', 4, 4],
        ['G5', 6, 4],
        ['G6', 3, 3],
        ['G7', 4, 2],
      ]);
      for (const prize of draw.prizes) for (const number of prize.numbers) expect(number).toMatch(/^\d+$/);
    }
  });

  it('opens the 18 numbers of a South draw, special prize of 6 digits and an 8th prize of 2', async () => {
    const { body } = await server.expectBody(vnOpenedNumbersResponse, vnOpened('VN_HCM', 2), { token: member });
    // Saturday 11 and Monday 13 January
    expect(body.value.draws.map((draw) => draw.drawAt)).toEqual([Date.UTC(2025, 0, 13, 9, 15), Date.UTC(2025, 0, 11, 9, 15)]);
    const [draw] = body.value.draws;
    expect(draw?.prizes.reduce((sum, prize) => sum + prize.numbers.length, 0)).toBe(18);
    expect(draw?.prizes[0]).toMatchObject({ prize: 'DB' });
    expect(draw?.prizes[0]?.numbers[0]).toMatch(/^\d{6}$/);
    expect(draw?.prizes.at(-1)?.prize).toBe('G8');
    expect(draw?.prizes.at(-1)?.numbers[0]).toMatch(/^\d{2}$/);
  });

  it("keeps a draw's numbers whenever it is asked for; later draws are added on top", async () => {
    const first = (await server.expectBody(vnOpenedNumbersResponse, vnOpened('VN_TTH', 4), { token: member })).body.value.draws;
    expect(new Set(first.map((draw) => JSON.stringify(draw.prizes))).size).toBe(4);
    clock.advance(7 * DAY);
    let later: typeof first;
    try {
      // a week later the morning's session has expired: log in again
      const token = await loginToken(server, 'demo_member');
      later = (await server.expectBody(vnOpenedNumbersResponse, vnOpened('VN_TTH', 6), { token })).body.value.draws;
    } finally {
      clock.advance(-7 * DAY);
    }
    expect(later.slice(2)).toEqual(first);
    expect(later[0]?.drawAt).toBeGreaterThan(first[0]?.drawAt ?? 0);
  });

  it('opens fast draws minute by minute with numbered issues', async () => {
    const { body } = await server.expectBody(vnOpenedNumbersResponse, vnOpened('ZY_NORTH_1M', 3), { token: member });
    expect(body.value.draws.map((draw) => [draw.drawNo, draw.drawAt])).toEqual([
      ['20250115-1141', START],
      ['20250115-1140', START - MINUTE],
      ['20250115-1139', START - 2 * MINUTE],
    ]);
    expect(body.value.nextDrawAt).toBe(START + MINUTE);
  });

  it('refuses an unknown VN game, a missing code and too many draws', async () => {
    expect(parseFailure(await (await server.call(vnOpened('TCG0001'), { token: member })).json()).code).toBe(ErrorCode.notFound);
    for (const path of [`${PATH.vnOpenedNumbers}?count=3`, vnOpened('VN_HN', 51), vnOpened('VN_HN', 0)]) {
      expect((await server.call(path, { token: member })).status).toBe(400);
    }
  });

  it('opens the draws of every lotto and e-lottery game of the catalogue, by the rules of its name', async () => {
    const list = async (gameType: string) => (await server.expectBody(gameListResponse, `${PATH.gameList}?gameType=${gameType}&pageSize=50`)).body.value.games;
    const lotteries = [...(await list('ELOTT')), ...(await list('LOTT'))];
    expect(lotteries.length).toBeGreaterThanOrEqual(20);
    for (const game of lotteries) {
      const { body } = await server.expectBody(lottoOpenedNumbersResponse, lottoOpened(game.gameCode, 5), { token: member });
      const value = body.value;
      expect(value).toMatchObject({ gameCode: game.gameCode, gameName: game.gameName });
      const minutes = Number(/(\d+) Min/.exec(game.gameName)?.[1] ?? value.intervalMinutes);
      expect(value.intervalMinutes).toBe(minutes);
      expect(value.draws).toHaveLength(5);
      expect(value.draws[0]?.drawAt).toBeLessThanOrEqual(START);
      expect(value.nextDrawAt).toBe((value.draws[0]?.drawAt ?? 0) + minutes * MINUTE);
      for (const draw of value.draws) {
        expect(draw.issueNo).toMatch(/^2025011[45]-\d{4}$/);
        const numbers = draw.numbers;
        if (game.gameName.startsWith('Wingo')) expect(numbers).toEqual([expect.stringMatching(/^\d$/)]);
        if (/^(K3|Fast 3)/.test(game.gameName)) for (const die of numbers) expect(['1', '2', '3', '4', '5', '6']).toContain(die);
        if (game.gameName.startsWith('5D')) expect(numbers.join('')).toMatch(/^\d{5}$/);
        if (game.gameName.startsWith('Keno')) {
          expect(new Set(numbers).size).toBe(20);
          expect([...numbers].sort()).toEqual(numbers);
          for (const number of numbers) expect(Number(number)).toBeLessThanOrEqual(80);
        }
        if (game.gameName.startsWith('Lucky 10')) expect([...numbers].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
      }
    }
  });

  it('lists for the SEA page the provincial draws the member opened, not the fast draws', async () => {
    const token = member;
    const all = (await server.expectBody(vnGameMenuRecentResponse, PATH.vnGameMenuRecent, { token })).body.value;
    const sea = (await server.expectBody(vnGameMenuRecentResponse, `${PATH.vnGameMenuRecent}?prizeMode=SEA&device=WEB`, { token })).body.value;
    expect(sea.length).toBeGreaterThan(0);
    expect(sea.map((game) => game.gameCode)).toEqual(all.filter((game) => game.intervalMinutes === null).map((game) => game.gameCode));
    const seaMenu = (await server.expectBody(vnGameMenuResponse, menu('SEA'))).body.value;
    const listed = new Set(games(seaMenu).map((game) => game.gameCode));
    for (const game of sea) expect(listed.has(game.gameCode)).toBe(true);
  });

  it('refuses a lotto code that is not a lottery game', async () => {
    expect(parseFailure(await (await server.call(lottoOpened('PG0001'), { token: member })).json()).code).toBe(ErrorCode.notFound);
    expect(parseFailure(await (await server.call(lottoOpened('VN_HN'), { token: member })).json()).code).toBe(ErrorCode.notFound);
    expect((await server.call(PATH.lottoOpenedNumbers, { token: member })).status).toBe(400);
  });
});
