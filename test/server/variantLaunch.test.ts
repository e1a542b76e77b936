import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { launchGameResponse, pvpRoomListResponse } from '@kernel/games';
import { PATH } from '@kernel/paths';
import { loginToken, parseFailure, startServer, type TestServer } from './helpers';

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

describe('launch for a variant and lottery prize modes (SPEC 7)', () => {
  let server: TestServer;
  let member: string;
  beforeAll(async () => {
    server = await startServer();
    member = await loginToken(server, 'demo_member');
  }, 120_000);

  it('launches a PVP room through GCS_gameLaunchFB as the game it plays, for members only', async () => {
    const rooms = (await server.expectBody(pvpRoomListResponse, `${PATH.pvpRoomList}?vassalage=KY`, { token: member })).body.value;
    const room = rooms[0]!;
    const fb = (params: Record<string, string | number>) => query(PATH.gameLaunchFB, { language: 'EN', clientType: 3, platform: 'html5-desktop', ...params });
    const { body } = await server.expectBody(launchGameResponse, fb({ nodeId: room.nodeId, roomId: room.roomId, vassalage: 'KY', gameType: 'PVP' }), {
      token: member,
      lang: 'EN',
    });
    expect(body.value).toEqual({ url: expect.stringMatching(new RegExp(`^/assets-gen/play/${room.nodeId}\\.html\\?lang=EN&ticket=`)), mode: 'iframe' });
    // A room of another game, an unknown room, another vendor: no such variant.
    const other = rooms.find((entry) => entry.nodeId !== room.nodeId)!;
    const wrong: Record<string, string | number>[] = [
      { nodeId: other.nodeId, roomId: room.roomId },
      { nodeId: room.nodeId, roomId: 'NO-SUCH-ROOM' },
      { nodeId: room.nodeId, roomId: room.roomId, vassalage: 'V8' },
    ];
    for (const params of wrong) {
      const response = await server.call(fb(params), { token: member });
      expect([params, parseFailure(await response.json()).code]).toEqual([params, ErrorCode.notFound]);
    }
    expect((await server.call(fb({ nodeId: room.nodeId }), { token: member })).status).toBe(400);
    expect((await server.call(fb({ nodeId: room.nodeId, roomId: room.roomId }))).status).toBe(401);
  });

  it('accepts a lottery launch with its prize mode and refuses a prize mode SPEC 3 does not name', async () => {
    const launch = (prizeMode: string) => query(PATH.launchGame, { vassalage: 'TCG_SEA', gameType: 'LOTT', prizeMode, language: 'EN', clientType: 3 });
    for (const mode of ['LOTT', 'ZY', 'ELOTT', 'SEA']) await server.expectBody(launchGameResponse, launch(mode), { token: member });
    expect((await server.call(launch('JACKPOT'), { token: member })).status).toBe(400);
  });
});
