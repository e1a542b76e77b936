import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldErrorsSchema } from '@kernel/account';
import { downlinesResponse, type RegisterDownlineRequest, registerDownlineResponse, SUB_AGENT_TYPE, teamTreeResponse } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { ErrorCode } from '@kernel/errorCodes';
import { memberInfoResponse } from '@kernel/member';
import { PATH } from '@kernel/paths';
import { loginResponse } from '@kernel/session';
import { expectRefused, ID, withQuery } from './agencyHelpers';
import { callJson, callSealed, loginToken, manualClock, parseFailure, startServer, type TestServer } from './helpers';

const PASSWORD = 'Pass@1234';

const memberNamed = (server: TestServer, username: string) =>
  server.db.prepare('SELECT id, type, parent_id AS parentId, nickname, created_at AS createdAt FROM member WHERE username = ?').get(username) as
    | { id: number; type: number; parentId: number; nickname: string; createdAt: number }
    | undefined;

describe('creating downline accounts (registerCenter)', () => {
  let server: TestServer;
  const clock = manualClock();
  let agent: string;

  const register = (request: Partial<RegisterDownlineRequest>, token = agent) =>
    callSealed(server, 'POST', AGENT_PATH.registerDownline, { kind: 'member', password: PASSWORD, confirmPassword: PASSWORD, ...request }, { token, lang: 'EN' });

  beforeEach(async () => {
    server = await startServer({ clock: clock.now });
    agent = await loginToken(server, 'demo_agent');
  });

  it('creates a member below the agent that is in the team at once and can log in', async () => {
    const result = v.parse(registerDownlineResponse, (await register({ username: 'rahul2025', nickname: ' Rahul ' })).body).value;
    expect(result).toEqual({ userName: 'rahul2025', type: 0, level: 1, parent: 'demo_agent' });
    expect(memberNamed(server, 'rahul2025')).toMatchObject({ type: 0, parentId: ID.agent, nickname: 'Rahul', createdAt: clock.now() });

    const page = (await server.expectBody(downlinesResponse, withQuery(AGENT_PATH.downlines, { search: 'rahul' }), { token: agent })).body.value;
    expect(page.items).toEqual([
      expect.objectContaining({
        userName: 'rahul2025',
        nickname: 'Rahul',
        type: 0,
        level: 1,
        balancePaise: 0,
        teamSize: 0,
        isAgent: false,
        status: 'inactive',
        lastLoginAt: null,
      }),
    ]);
    const tree = (await server.expectBody(teamTreeResponse, AGENT_PATH.teamTree, { token: agent })).body.value;
    expect(tree.nodes).toContainEqual({ userName: 'rahul2025', nickname: 'Rahul', type: 0, level: 1, parent: 'demo_agent', teamSize: 0 });

    const login = await server.login({ username: 'rahul2025', password: PASSWORD });
    const token = v.parse(loginResponse, login.body).value.token;
    expect((await server.expectBody(memberInfoResponse, PATH.memberInfo, { token })).body.value).toMatchObject({ account: 'rahul2025', type: 0 });
  });

  it("creates sub-agents of the type the agent's type allows, and they head their own team", async () => {
    const sub = v.parse(registerDownlineResponse, (await register({ kind: 'agent', username: 'subagent07' })).body).value;
    expect(sub).toEqual({ userName: 'subagent07', type: SUB_AGENT_TYPE[1], level: 1, parent: 'demo_agent' });
    expect(sub.type).toBe(2);

    const subagent = await loginToken(server, 'demo_subagent');
    const below = v.parse(registerDownlineResponse, (await register({ kind: 'agent', username: 'agent42b' }, subagent)).body).value;
    expect(below).toMatchObject({ type: 42, parent: 'demo_subagent' });
    // the new account is in demo_agent's team two levels down
    const drill = (await server.expectBody(downlinesResponse, withQuery(AGENT_PATH.downlines, { parent: 'demo_subagent', search: 'agent42b' }), { token: agent })).body
      .value;
    expect(drill.items).toEqual([expect.objectContaining({ userName: 'agent42b', level: 2, type: 42, isAgent: true })]);

    for (const name of ['demo_agent41', 'demo_agent42']) {
      const token = await loginToken(server, name);
      expectRefused(await register({ kind: 'agent', username: `sub${name.slice(-2)}x` }, token), 200, ErrorCode.accountKindNotAllowed);
      expect(v.parse(registerDownlineResponse, (await register({ username: `mem${name.slice(-2)}x` }, token)).body).value).toMatchObject({ type: 0, parent: name });
    }
    expect(memberNamed(server, 'sub41x')).toBeUndefined();
    expect(memberNamed(server, 'sub42x')).toBeUndefined();
  });

  it('answers field errors as the register popup does, and creates nothing', async () => {
    const fieldErrors = (body: unknown) => v.parse(fieldErrorsSchema, parseFailure(body).value).fieldErrors;
    const short = await register({ username: 'ab' });
    expect(parseFailure(short.body)).toMatchObject({
      code: ErrorCode.invalidInput,
      message: 'username: 6-16 characters, starting with a letter, letters and digits only',
    });
    expect(fieldErrors(short.body)).toEqual({ username: { kind: 'invalid', patternId: 1, min: 6, max: 16 } });
    expect(fieldErrors((await register({ username: 'player_01' })).body)).toEqual({ username: { kind: 'invalid', patternId: 1, min: 6, max: 16 } });
    expect(fieldErrors((await register({ username: 'player01', confirmPassword: 'Other@123' })).body)).toEqual({
      confirmPassword: { kind: 'mismatch', patternId: 19, min: 6, max: 20 },
    });
    expect(Object.keys(fieldErrors((await register({ username: '', password: '' })).body))).toEqual(['username', 'password', 'confirmPassword']);
    expect(memberNamed(server, 'player01')).toBeUndefined();
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM member WHERE parent_id = ? AND created_at = ?').get(ID.agent, clock.now())).toEqual({ n: 0 });
  });

  it('refuses a taken name and a body that is not sealed', async () => {
    expect(v.parse(registerDownlineResponse, (await register({ username: 'player02' })).body).success).toBe(true);
    expect(parseFailure((await register({ username: 'player02' })).body)).toMatchObject({ code: ErrorCode.usernameTaken });
    const plain = await callJson(
      server,
      'POST',
      AGENT_PATH.registerDownline,
      { kind: 'member', username: 'player03', password: PASSWORD, confirmPassword: PASSWORD },
      { token: agent },
    );
    expectRefused(plain, 400, ErrorCode.badEncryption);
    expect(memberNamed(server, 'player03')).toBeUndefined();
  });

  it('counts against the registration rate limit', async () => {
    const limited = await startServer({ clock: clock.now, rateLimits: { REGISTER_PER_CLIENT: { max: 2, windowMs: 5 * 60_000 } } });
    const token = await loginToken(limited, 'demo_agent');
    const send = (username: string) =>
      callSealed(limited, 'POST', AGENT_PATH.registerDownline, { kind: 'member', username, password: PASSWORD, confirmPassword: PASSWORD }, { token });
    expect(parseFailure((await send('ab')).body).code).toBe(ErrorCode.invalidInput);
    expect(v.parse(registerDownlineResponse, (await send('limited01')).body).success).toBe(true);
    expectRefused(await send('limited02'), 429, ErrorCode.tooManyRequests);
    expect(memberNamed(limited, 'limited02')).toBeUndefined();
  });
});
