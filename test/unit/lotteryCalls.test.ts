import { describe, expect, it, vi } from 'vitest';
import { PATH } from '@kernel/paths';
import { ApiError } from '@/api/errors';
import { createLotteryCalls } from '@/api/lotteryCalls';
import { testApiClient } from '../support/testApiClient';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function lotteryCalls(answer: (url: URL) => unknown) {
  const urls: URL[] = [];
  const fetch = vi.fn(async (url: string) => {
    const parsed = new URL(String(url));
    urls.push(parsed);
    return json(answer(parsed));
  });
  return { calls: createLotteryCalls(testApiClient(fetch as never), () => 'EN'), urls };
}

const query = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

describe('lottery calls (SPEC 7 Lottery)', () => {
  it('asks for a prize mode’s VN menu on device WEB and returns the validated value', async () => {
    const menu = { prizeMode: 'SEA', timeZone: 'Asia/Ho_Chi_Minh', regions: [] };
    const { calls, urls } = lotteryCalls(() => ({ success: true, value: menu }));
    expect(await calls.getVnGameMenu('SEA')).toEqual(menu);
    expect(urls[0]?.pathname).toBe(PATH.vnGameMenu);
    expect(query(urls[0])).toEqual({ prizeMode: 'SEA', device: 'WEB' });
  });

  it('asks for the recent lotteries of one prize mode, or all', async () => {
    const { calls, urls } = lotteryCalls(() => ({ success: true, value: [] }));
    await calls.getVnGameMenuRecent();
    await calls.getVnGameMenuRecent('SEA');
    expect(urls.map((url) => [url.pathname, query(url)])).toEqual([
      [PATH.vnGameMenuRecent, { device: 'WEB' }],
      [PATH.vnGameMenuRecent, { prizeMode: 'SEA', device: 'WEB' }],
    ]);
  });

  it('reads the latest ten draws of a VN or lotto game', async () => {
    const lotto = { gameCode: 'TCG0001', gameName: 'Wingo 1 Min', intervalMinutes: 1, nextDrawAt: 2, draws: [{ issueNo: '20250115-0001', drawAt: 1, numbers: ['3'] }] };
    const { calls, urls } = lotteryCalls((url) =>
      url.pathname === PATH.lottoOpenedNumbers
        ? { success: true, value: lotto }
        : { success: true, value: { gameCode: 'VN_HN', name: 'Hà Nội', region: 'NORTH', nextDrawAt: 2, draws: [] } },
    );
    expect(await calls.getLottoOpenedNumbers('TCG0001')).toEqual(lotto);
    expect((await calls.getVnOpenedNumbers('VN_HN')).region).toBe('NORTH');
    expect(query(urls[0])).toEqual({ gameCode: 'TCG0001', count: '10', device: 'WEB' });
    expect(urls[1]?.pathname).toBe(PATH.vnOpenedNumbers);
  });

  it('refuses an answer that breaks the contract', async () => {
    const { calls } = lotteryCalls(() => ({ success: true, value: { gameCode: 'VN_HN', draws: 'none' } }));
    const error = await calls.getVnOpenedNumbers('VN_HN').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('contract');
  });

  it('launches a catalogue game by code, or a vendor’s lottery lobby without one, with the prize mode (SPEC 7)', async () => {
    const { calls, urls } = lotteryCalls(() => ({ success: true, value: { url: '/assets-gen/play/1.html', mode: 'iframe' } }));
    expect(await calls.launchLotteryGame({ gameCode: 'TCG0001', prizeMode: 'LOTT' })).toEqual({ url: '/assets-gen/play/1.html', mode: 'iframe' });
    await calls.launchLotteryGame({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', prizeMode: 'LOTT' });
    expect(urls.map((url) => url.pathname)).toEqual([PATH.launchGame, PATH.launchGame]);
    expect(query(urls[0])).toMatchObject({ gameCode: 'TCG0001', prizeMode: 'LOTT', language: 'EN' });
    expect(query(urls[0])).not.toHaveProperty('vassalage');
    expect(query(urls[1])).toMatchObject({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', prizeMode: 'LOTT' });
    expect(query(urls[1])).not.toHaveProperty('gameCode');
  });
});
