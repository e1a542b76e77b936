import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { launchGameResponse } from '@kernel/games';
import { PATH, playSpinPath } from '@kernel/paths';
import { CLIENT_TYPE } from '@kernel/platform';
import { playSpinResponse } from '@kernel/play';
import { parseFailure, startServer, type TestServer, trialToken } from './helpers';

/**
 * SPEC 1: trial players use free demo play, and the product offers mini games (the MINI category at
 * /mini). A mini game is an instant game like the in-house ones, with a demo mode: a trial player
 * launches it and plays it on demo credit, never on money. Written from SPEC, not read from the
 * product's list of demo categories.
 */
describe('mini games for trial players (SPEC 1 trial play)', () => {
  let server: TestServer;
  // The first server of a worker seeds the demo accounts' password hashes: slow on a busy machine.
  beforeEach(async () => {
    server = await startServer();
  }, 60_000);

  const miniGames = () =>
    server.db
      .prepare(
        `SELECT g.node_id AS nodeId, g.vendor_code AS vendor FROM game g JOIN vendor v ON v.category = g.category AND v.code = g.vendor_code
         WHERE g.category = 'MINI' AND g.maintenance = 0 AND v.maintenance = 0 ORDER BY g.sort`,
      )
      .all() as { nodeId: number; vendor: string }[];
  const launchPath = (nodeId: number) => `${PATH.launchGame}?${new URLSearchParams({ nodeId: String(nodeId), language: 'EN', clientType: String(CLIENT_TYPE) })}`;

  it('launches every mini game vendor for a trial player', async () => {
    const token = await trialToken(server);
    const games = miniGames();
    const vendors = [...new Set(games.map((game) => game.vendor))];
    expect(vendors.length).toBeGreaterThan(0);
    for (const vendor of vendors) {
      const game = games.find((candidate) => candidate.vendor === vendor)!;
      const response = await server.call(launchPath(game.nodeId), { token, lang: 'EN' });
      const body = (await response.json()) as unknown;
      expect(v.safeParse(launchGameResponse, body).success, `${vendor}: ${JSON.stringify(body)}`).toBe(true);
    }
  });

  it('plays a mini game on demo credit', async () => {
    const token = await trialToken(server);
    const [game] = miniGames();
    const { body } = await server.expectBody(launchGameResponse, launchPath(game!.nodeId), { token, lang: 'EN' });
    const ticket = new URL(body.value.url, 'http://localhost').searchParams.get('ticket') ?? '';
    const response = await server.call(playSpinPath(game!.nodeId), {
      method: 'POST',
      body: { ticket, stakePaise: 1_000, idempotencyKey: 'mini-demo-spin-0001' },
      merchant: null,
      lang: 'EN',
    });
    const spun = (await response.json()) as unknown;
    const parsed = v.safeParse(playSpinResponse, spun);
    expect(parsed.success, JSON.stringify(parsed.success ? null : parseFailure(spun))).toBe(true);
    if (parsed.success) expect(parsed.output.value).toMatchObject({ currency: 'DEMO', wallet: 'DEMO' });
  });
});
