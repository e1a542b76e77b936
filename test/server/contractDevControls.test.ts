import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_OFFER_LIFETIME_MS, type ContractTerms } from '@kernel/agencyContracts';
import { AGENT_PATH } from '@kernel/agentPaths';
import { devClockResponse, devModuleResponse, devTeamPlayResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { DEV_PATH } from '@kernel/paths';
import { AGENT, advanceDevClock, agentTokens, book, DAY_MS, MINUTE_MS, offerOk, rupees } from './contractHelpers';
import { devControl, manualClock, parseFailure, startServer, type TestServer } from './helpers';

let clock: ReturnType<typeof manualClock>;
let server: TestServer;

beforeEach(async () => {
  clock = manualClock();
  server = await startServer({ clock: clock.now });
});

const REALTIME: ContractTerms = { kind: 'realtimeSalary', profitRateBps: 100, lossRateBps: 100, singleBetPaise: rupees(10) };

describe('dev clock', () => {
  it('reads the backend time, moves it forward, and a reset puts it back', async () => {
    const read = async () => v.parse(devClockResponse, await (await devControl(server, 'GET', DEV_PATH.clock)).json()).value;
    expect(await read()).toEqual({ now: clock.now(), offsetMs: 0 });
    expect(await advanceDevClock(server, 5 * MINUTE_MS)).toMatchObject({ now: clock.now() + 5 * MINUTE_MS, offsetMs: 5 * MINUTE_MS });
    clock.advance(1_000);
    expect(await read()).toEqual({ now: clock.now() + 5 * MINUTE_MS, offsetMs: 5 * MINUTE_MS });
    await devControl(server, 'POST', DEV_PATH.reset);
    expect(await read()).toEqual({ now: clock.now(), offsetMs: 0 });
  });

  it('moves business time: an offer expires after the dev clock passes its lifetime, and sealed logins still work', async () => {
    let tokens = await agentTokens(server);
    const { contract } = await offerOk(server, tokens.top, AGENT.sub.username, REALTIME);
    await advanceDevClock(server, CONTRACT_OFFER_LIFETIME_MS);
    // the sessions ended on the moved clock; a login is sealed on the real clock and still fresh
    expect((await server.call(AGENT_PATH.dividend, { token: tokens.top })).status).toBe(401);
    tokens = await agentTokens(server);
    expect((await book(server, tokens.sub, 'realtimeSalary')).received[0]).toMatchObject({
      id: contract.id,
      status: 'expired',
      expiresAt: clock.now() + CONTRACT_OFFER_LIFETIME_MS,
    });
  });

  it('refuses a move that is not forward or is longer than 40 days', async () => {
    for (const advanceMs of [0, -1, 40 * DAY_MS + 1, 1.5, '60000']) {
      const response = await devControl(server, 'POST', DEV_PATH.clock, { advanceMs });
      expect([response.status, parseFailure(await response.json()).code]).toEqual([400, ErrorCode.invalidInput]);
    }
    expect((await advanceDevClock(server, 40 * DAY_MS)).offsetMs).toBe(40 * DAY_MS);
  });

  it('moving the clock runs the settlement and answers what it made', async () => {
    // the seeded real-time contract of demo_agent42: its team's bets of the coming minutes
    await devControl(server, 'POST', DEV_PATH.teamPlay, { agent: AGENT.a42.username, minutes: 1 });
    const moved = await advanceDevClock(server, 5 * MINUTE_MS);
    expect(moved.settlements?.some((made) => made.kind === 'realtimeSalary' && made.receiver === AGENT.a42.username && made.amountPaise > 0)).toBe(true);
  });
});

describe('team play', () => {
  it('the team of the agent bets over the minutes, the clock moves past them and due settlements run', async () => {
    const response = await devControl(server, 'POST', DEV_PATH.teamPlay, { agent: AGENT.sub.username, minutes: 10 });
    const { value } = v.parse(devTeamPlayResponse, await response.json());
    expect(value).toMatchObject({ now: clock.now() + 10 * MINUTE_MS, offsetMs: 10 * MINUTE_MS });
    const team = ['demo_agent42', 'team_arjun', 'team_dev'];
    for (const member of team) expect(value.bets.some((bet) => bet.username === member)).toBe(true);
    expect(value.bets.every((bet) => bet.placedAt >= clock.now() && bet.settledAt <= value.now && bet.settledAt > bet.placedAt)).toBe(true);
    const stored = server.db.prepare('SELECT COUNT(*) AS n FROM bet WHERE placed_at >= ? AND settled_at IS NOT NULL').get(clock.now()) as { n: number };
    expect(stored.n).toBe(value.bets.length);
    // demo_agent42's real-time contract (seeded) was settled for the windows that ended
    expect(value.settlements.some((made) => made.receiver === AGENT.a42.username && made.kind === 'realtimeSalary')).toBe(true);
  });

  it('refuses a name that is not an agent, and minutes outside 1 to 120', async () => {
    for (const body of [
      { agent: 'team_rohan', minutes: 5 },
      { agent: 'nobody', minutes: 5 },
      { agent: AGENT.top.username, minutes: 0 },
      { agent: AGENT.top.username, minutes: 121 },
    ]) {
      const response = await devControl(server, 'POST', DEV_PATH.teamPlay, body);
      expect(response.status).toBe(400);
    }
  });
});

describe('modules', () => {
  it('switches one module of the flag tree', async () => {
    const response = await devControl(server, 'POST', DEV_PATH.modules, { modId: 'RTSALARY3', enabled: false });
    expect(v.parse(devModuleResponse, await response.json()).value).toEqual({ modId: 'RTSALARY3', enabled: false });
    expect(server.db.prepare("SELECT enabled FROM module_flag WHERE mod_id = 'RTSALARY3'").get()).toEqual({ enabled: 0 });
    expect((await devControl(server, 'POST', DEV_PATH.modules, { modId: 'NOSUCH3', enabled: true })).status).toBe(400);
  });

  it('the agency dev controls do not exist when dev controls are off', async () => {
    const production = await startServer({ clock: clock.now, devControls: false });
    for (const path of [DEV_PATH.clock, DEV_PATH.teamPlay, DEV_PATH.modules]) {
      expect((await devControl(production, 'POST', path, {})).status).toBe(404);
    }
  });
});
