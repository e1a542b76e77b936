import { describe, expect, it, vi } from 'vitest';
import { PATH } from '@kernel/paths';
import { ApiError } from '@/api/errors';
import { createReferralCalls } from '@/api/referralCalls';
import { createVendorCalls } from '@/api/vendorCalls';
import { testApiClient } from '../support/testApiClient';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function answering(answer: (url: URL) => unknown) {
  const urls: URL[] = [];
  const fetch = vi.fn(async (url: string) => {
    const parsed = new URL(String(url));
    urls.push(parsed);
    return json(answer(parsed));
  });
  return { api: testApiClient(fetch as never), urls };
}

const query = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
const PT = { vassalage: 'PT', name: 'Playtech', gameType: 'RNG', iconUrl: '/vendor/PT.svg', gameCount: 40, gameCode: null, isGame: 'GAME' };

describe('vendor calls (SPEC 7 Games)', () => {
  it('reads the vendor lanes unenveloped, as data.lanes, with platform html5-desktop', async () => {
    const lanes = [{ title: 'Slots', gameType: 'RNG', cards: { PT }, gameClassify: ['JP'] }];
    const { api, urls } = answering(() => ({ data: { lanes } }));
    expect(await createVendorCalls(api, () => 'EN').getVendorLanes()).toEqual(lanes);
    expect([urls[0]?.pathname, query(urls[0])]).toEqual([PATH.gameVendor, { platform: 'html5-desktop' }]);
  });

  it('asks for one vendor’s game types with the session token, in the request language', async () => {
    const types = [{ vassalage: 'PT', name: 'Playtech', gameTypes: ['RNG', 'LIVE'] }];
    const { api, urls } = answering(() => ({ success: true, value: types }));
    expect(await createVendorCalls(api, () => 'HI').getVendorGameTypes('PT')).toEqual(types);
    expect([urls[0]?.pathname, query(urls[0])]).toEqual([PATH.vendorGameType, { vassalage: 'PT', language: 'HI' }]);
  });

  it('reads the new vendors as vendor cards', async () => {
    const { api, urls } = answering(() => ({ success: true, value: [PT] }));
    expect(await createVendorCalls(api, () => 'EN').getNewGameVendors()).toEqual([PT]);
    expect([urls[0]?.pathname, query(urls[0])]).toEqual([PATH.newGameVendor, { platform: 'html5-desktop', language: 'EN' }]);
  });

  it('refuses lanes that break the contract', async () => {
    const { api } = answering(() => ({ data: { lanes: [{ title: 'Slots', gameType: 'NOPE', cards: {}, gameClassify: [] }] } }));
    const error = await createVendorCalls(api, () => 'EN')
      .getVendorLanes()
      .catch((failure: unknown) => failure);
    expect((error as ApiError).kind).toBe('contract');
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe('domain routing (SPEC 7 System), read for the invite link', () => {
  it('reads the domain route', async () => {
    const route = { valid: true, domain: 'invite.example.test', merchant: 'DEMO' };
    const { api, urls } = answering(() => ({ success: true, value: route }));
    expect(await createReferralCalls(api).getDomainRoute()).toEqual(route);
    expect(urls[0]?.pathname).toBe(PATH.domainRoute);
  });
});
