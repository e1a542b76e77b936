import { describe, expect, it, vi } from 'vitest';
import { PATH } from '@kernel/paths';
import { createCalls } from '@/api/calls';
import { testApiClient } from '../support/testApiClient';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The client's calls over a fetch that records each address and answers a launched game. */
function launchCalls() {
  const urls: URL[] = [];
  const fetch = vi.fn(async (url: string) => {
    urls.push(new URL(String(url)));
    return json({ success: true, value: { url: '/assets-gen/play/7.html', mode: 'iframe' } });
  });
  return { calls: createCalls(testApiClient(fetch as never), 'DEMO', () => 'EN'), urls };
}
const sent = (url: URL | undefined) => [url?.pathname, Object.fromEntries(url?.searchParams ?? [])];

describe('game launch calls (SPEC 7 Games)', () => {
  it('launches a PVP room, a variant of its game, through GCS_gameLaunchFB with the game and the room', async () => {
    const { calls, urls } = launchCalls();
    const room = { gameType: 'PVP' as const, vassalage: 'KY', gameCode: 'KY0001', nodeId: 42, roomId: 'KY0001-vip' };
    expect(await calls.launchGame(room)).toEqual({ url: '/assets-gen/play/7.html', mode: 'iframe' });
    expect(sent(urls[0])).toEqual([
      '/wps/relay/GCS_gameLaunchFB',
      { nodeId: '42', roomId: 'KY0001-vip', vassalage: 'KY', gameType: 'PVP', language: 'EN', clientType: '3', platform: 'html5-desktop' },
    ]);
    expect(PATH.gameLaunchFB).toBe('/wps/relay/GCS_gameLaunchFB');
  });

  it('launches a game tile by its node and a vendor card by its vendor through launchGame', async () => {
    const { calls, urls } = launchCalls();
    await calls.launchGame({ gameType: 'RNG', vassalage: 'PG', gameCode: 'PG0001', nodeId: 9 });
    await calls.launchGame({ gameType: 'LIVE', vassalage: 'SEXY', gameCode: '' });
    expect(urls.map(sent)).toEqual([
      ['/wps/game/launchGame', { nodeId: '9', vassalage: 'PG', gameType: 'RNG', language: 'EN', clientType: '3', platform: 'html5-desktop' }],
      // SPEC 2 Other vendors launch directly: the vendor's lobby, no empty game code.
      ['/wps/game/launchGame', { vassalage: 'SEXY', gameType: 'LIVE', language: 'EN', clientType: '3', platform: 'html5-desktop' }],
    ]);
  });
});
