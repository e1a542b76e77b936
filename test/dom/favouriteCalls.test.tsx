import { describe, expect, it } from 'vitest';
import { createCalls } from '@/api/calls';
import type { ApiClient } from '@/api/client';

/** An API client that records the reads and answers each with one page of two favourites. */
function recordingApi() {
  const reads: Array<{ path: string; query: unknown }> = [];
  const api = {
    get: async (path: string, _schema: unknown, query?: unknown) => {
      reads.push({ path, query });
      return { value: { content: [{ nodeId: 11 }, { nodeId: 42 }], total: 2, pageNo: 1, pageSize: 999 } };
    },
  } as unknown as ApiClient;
  return { api, reads };
}

describe('SPEC 7 favourites: MCSFE_getFavoriteGames for the hearts, _getFavoriteGamesList for the list pages', () => {
  it('reads every favourite for the hearts from MCSFE_getFavoriteGames, 999 at most', async () => {
    const { api, reads } = recordingApi();
    expect(await createCalls(api, 'DEMO', () => 'EN').getFavouriteGameIds()).toEqual([11, 42]);
    expect(reads).toEqual([{ path: '/wps/relay/MCSFE_getFavoriteGames', query: { clientType: 3, platform: 'html5-desktop', language: 'EN', pageNo: 1, pageSize: 999 } }]);
  });
  it('reads a list page of one game type from MCSFE_getFavoriteGamesList', async () => {
    const { api, reads } = recordingApi();
    await createCalls(api, 'DEMO', () => 'HI').getFavouriteGames('RNG');
    expect(reads.map((read) => read.path)).toEqual(['/wps/relay/MCSFE_getFavoriteGamesList']);
    expect(reads[0]?.query).toMatchObject({ gameType: 'RNG', language: 'HI' });
  });
});
