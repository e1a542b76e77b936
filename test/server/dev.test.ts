import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { devMailOutboxResponse, devSmsOutboxResponse } from '@kernel/devControls';
import { envelope } from '@kernel/envelope';
import { ErrorCode } from '@kernel/errorCodes';
import { gameMenusResponse } from '@kernel/games';
import { DEV_PATH, PATH } from '@kernel/paths';
import { freePlayResponse, loginResponse } from '@kernel/session';
import { systemStatusResponse } from '@kernel/system';
import type { AppEnv } from '../../server/appEnv';
import type { ServerContext } from '../../server/context';
import { demoPassword } from '../../server/demoAccounts';
import { createDevState } from '../../server/devState';
import { faultInjector, MALFORMED_JSON_BODY } from '../../server/faults';
import { callJson, devControl, manualClock, parseFailure, startServer, type TestServer } from './helpers';

const anyEnvelope = envelope(v.unknown());
const TWO_HOURS = 2 * 60 * 60 * 1000;

const setStatus = (server: TestServer, body: unknown) => server.call(DEV_PATH.status, { method: 'POST', body, merchant: null });
const setFault = (server: TestServer, body: unknown) => server.call(DEV_PATH.fault, { method: 'POST', body, merchant: null });
const status = async (server: TestServer) => (await server.expectBody(systemStatusResponse, PATH.systemStatus)).body.value;

describe('dev controls switched off', () => {
  it('do not exist: every dev path is a 404 envelope', async () => {
    const server = await startServer({ devControls: false });
    for (const [method, path] of [
      ['POST', DEV_PATH.status],
      ['DELETE', DEV_PATH.status],
      ['POST', DEV_PATH.fault],
      ['DELETE', DEV_PATH.fault],
      ['POST', DEV_PATH.reset],
    ] as const) {
      const response = await server.call(path, { method, body: { status: 1 } });
      expect(response.status).toBe(404);
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.notFound);
    }
    expect((await status(server)).status).toBe(0);
    // nor the outboxes
    for (const path of [DEV_PATH.smsOutbox, DEV_PATH.mailOutbox, DEV_PATH.authenticator]) {
      expect((await server.call(path)).status).toBe(404);
    }
  });
});

describe('status override', () => {
  it('forces maintenance ending two hours from now when no end is given', async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now });
    const response = await setStatus(server, { status: 1 });
    expect(v.parse(anyEnvelope, await response.json()).success).toBe(true);
    expect(await status(server)).toMatchObject({
      status: 1,
      regionRestriction: false,
      maintenance: { startTime: new Date(clock.now()).toISOString(), endTime: new Date(clock.now() + TWO_HOURS).toISOString() },
    });
  });

  it('keeps a given maintenance end time', async () => {
    const server = await startServer();
    await setStatus(server, { status: 1, maintenanceEndTime: '2030-01-01T00:00:00.000Z' });
    expect((await status(server)).maintenance?.endTime).toBe('2030-01-01T00:00:00.000Z');
  });

  it('reports both flags: maintenance outranks region restriction in status, the flag stays true', async () => {
    const server = await startServer();
    await setStatus(server, { status: 1, regionRestriction: true });
    const both = await status(server);
    expect([both.status, both.regionRestriction, both.maintenance !== null]).toEqual([1, true, true]);
  });

  it('forces region restriction, which implies the flag', async () => {
    const server = await startServer();
    await setStatus(server, { status: 2 });
    expect(await status(server)).toMatchObject({ status: 2, regionRestriction: true, maintenance: null });
  });

  it('returns to the seeded status when cleared', async () => {
    const server = await startServer();
    await setStatus(server, { status: 2 });
    await devControl(server, 'DELETE', DEV_PATH.status);
    expect(await status(server)).toMatchObject({ status: 0, regionRestriction: false, maintenance: null });
  });

  it('leaves the other calls working during maintenance', async () => {
    const server = await startServer();
    await setStatus(server, { status: 1 });
    expect((await server.expectBody(gameMenusResponse, PATH.gameMenus)).body.success).toBe(true);
    expect((await server.login({ username: 'demo_member', password: demoPassword('demo_member') })).status).toBe(200);
  });

  it('refuses an invalid status', async () => {
    const server = await startServer();
    const response = await setStatus(server, { status: 5 });
    expect(response.status).toBe(400);
    expect(parseFailure(await response.json()).code).toBe(ErrorCode.invalidInput);
  });
});

describe('faults', () => {
  it('answers HTTP 500 with an envelope', async () => {
    const server = await startServer();
    await setFault(server, { path: PATH.whitelabel, kind: 'http500' });
    const response = await server.call(PATH.whitelabel, { lang: 'EN' });
    expect(response.status).toBe(500);
    expect(parseFailure(await response.json())).toMatchObject({ code: ErrorCode.serverError, message: 'Unknown error' });
  });

  it('sends malformed JSON', async () => {
    const server = await startServer();
    await setFault(server, { path: '/lgw/', kind: 'malformedJson' });
    const response = await server.call(PATH.gameMenus);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(text).toBe(MALFORMED_JSON_BODY);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('applies `times` requests only, then stops by itself', async () => {
    const server = await startServer();
    await setFault(server, { path: PATH.systemStatus, kind: 'http500', times: 2 });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await server.call(PATH.systemStatus)).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('touches only paths starting with the fault path', async () => {
    const server = await startServer();
    await setFault(server, { path: '/wps/system/', kind: 'http500' });
    expect((await server.call(PATH.whitelabel)).status).toBe(500);
    expect((await server.call(PATH.gameMenus)).status).toBe(200);
  });

  it('delays by latencyMs of real time', async () => {
    const server = await startServer();
    await setFault(server, { path: PATH.whitelabel, latencyMs: 150 });
    const started = performance.now();
    const response = await server.call(PATH.whitelabel);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(response.status).toBe(200);
  });

  it('never makes a held call whose caller left while it was held (the page moved on)', async () => {
    const dev = createDevState();
    dev.addFault({ path: '/held', kind: 'none', latencyMs: 200 });
    let made = 0;
    const app = new Hono<AppEnv>();
    app.use('*', faultInjector({ devControls: true, dev } as unknown as ServerContext));
    app.get('/held', (c) => {
      made += 1;
      return c.text('made');
    });
    const caller = new AbortController();
    const answered = app.request('/held', { signal: caller.signal });
    setTimeout(() => caller.abort(), 20);
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(made).toBe(0);
    // A caller that stays is answered after the hold, by the call itself.
    const started = performance.now();
    expect(await (await app.request('/held')).text()).toBe('made');
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    expect(made).toBe(1);
  });

  it('drops the connection: the body cannot be read (no socket under app.request)', async () => {
    const server = await startServer();
    await setFault(server, { path: PATH.systemStatus, kind: 'drop', times: 1 });
    const response = await server.call(PATH.systemStatus);
    await expect(response.text()).rejects.toThrow(/dropped/);
    expect((await server.call(PATH.systemStatus)).status).toBe(200);
  });

  it('are all cleared by DELETE, and never hit the dev paths themselves', async () => {
    const server = await startServer();
    await setFault(server, { path: '/', kind: 'http500' });
    expect((await server.call(PATH.gameMenus)).status).toBe(500);
    const cleared = await devControl(server, 'DELETE', DEV_PATH.fault);
    expect(cleared.status).toBe(200);
    expect((await server.call(PATH.gameMenus)).status).toBe(200);
  });

  it('refuses a fault without a path starting with /', async () => {
    const server = await startServer();
    expect((await setFault(server, { path: 'wps', kind: 'http500' })).status).toBe(400);
  });
});

describe('reset', () => {
  it('re-seeds: sessions and trial accounts are gone, overrides cleared, the catalogue intact', async () => {
    const server = await startServer();
    const login = v.parse(loginResponse, (await server.login({ username: 'demo_member', password: demoPassword('demo_member') })).body);
    const trial = await server.expectBody(freePlayResponse, PATH.freePlay, { method: 'POST', body: { os: 'Linux', platform: 'W' } });
    await setStatus(server, { status: 1 });
    await setFault(server, { path: PATH.hotGames, kind: 'http500' });

    const reset = await devControl(server, 'POST', DEV_PATH.reset);
    expect(v.parse(anyEnvelope, await reset.json())).toEqual({ success: true, value: true });

    expect((await server.call(PATH.memberInfo, { token: login.value.token })).status).toBe(401);
    expect(server.db.prepare('SELECT COUNT(*) AS count FROM member WHERE username = ?').get(trial.body.value.userName)).toEqual({ count: 0 });
    expect((await status(server)).status).toBe(0);
    expect((await server.call(PATH.hotGames)).status).toBe(200);
    const menus = await server.expectBody(gameMenusResponse, PATH.gameMenus);
    expect(menus.body.value.flatMap((menu) => menu.vendors).find((vendor) => vendor.vassalage === 'MEGA')?.gameCount).toBe(5000);
    expect((await server.login({ username: 'demo_member', password: demoPassword('demo_member') })).status).toBe(200);
  });

  it('empties the outboxes and forgets verified IPs and registered accounts', async () => {
    const server = await startServer();
    await callJson(server, 'POST', PATH.smsLoginCode, { mobileNum: '9876543210', countryDialingCode: '+91' });
    await server.call(PATH.forgotByEmail, {
      method: 'POST',
      body: 'username=demo_member&email=demo.member%40example.com',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    server.db.prepare("INSERT INTO member_ip (member_id, ip, created_at) SELECT id, '127.0.0.1', 0 FROM member WHERE username = 'demo_verify'").run();
    expect((await server.expectBody(devSmsOutboxResponse, DEV_PATH.smsOutbox)).body.value).toHaveLength(1);
    expect((await server.expectBody(devMailOutboxResponse, DEV_PATH.mailOutbox)).body.value).toHaveLength(1);

    await devControl(server, 'POST', DEV_PATH.reset);
    expect((await server.expectBody(devSmsOutboxResponse, DEV_PATH.smsOutbox)).body.value).toEqual([]);
    expect((await server.expectBody(devMailOutboxResponse, DEV_PATH.mailOutbox)).body.value).toEqual([]);
    const again = parseFailure((await server.login({ username: 'demo_verify', password: demoPassword('demo_verify') })).body);
    expect(again.code).toBe(ErrorCode.verificationRequired);
  });
});
