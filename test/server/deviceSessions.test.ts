import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type DeviceSession, deviceSessionsResponse, LAST_SEEN_STEP_MS, LOGIN_HISTORY_SIZE, loginHistoryResponse } from '@kernel/deviceSessions';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH } from '@kernel/paths';
import { HEADER } from '@kernel/platform';
import { loginResponse } from '@kernel/session';
import { demoPassword } from '../../server/demoAccounts';
import { callJson, expectLoginRequired, freshCaptcha, manualClock, parseFailure, type RequestOptions, setModule, startServer, type TestServer } from './helpers';

/** Issue 26: the security center's signed-in devices and login history, through HTTP. */
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1.1 Mobile/15E148 Safari/604.1';
const LAPTOP: RequestOptions = { remoteAddress: '203.0.113.7', headers: { 'User-Agent': WINDOWS_CHROME } };
const PHONE: RequestOptions = { remoteAddress: '2001:db8:85a3::8a2e:370:7334', headers: { 'User-Agent': IPHONE_SAFARI } };

/** A server where any address may log in (the new-device check has its own tests: deviceVerification.test.ts). */
async function start(clock?: () => number) {
  const server = await startServer(clock ? { clock } : {});
  setModule(server, 'LOGINIPVERF3', false);
  return server;
}

async function loginAs(server: TestServer, username: string, from: RequestOptions = {}) {
  const { body } = await server.login({ username, password: demoPassword(username) }, from);
  if (!v.is(loginResponse, body)) throw new Error(`${username} could not log in: ${JSON.stringify(body)}`);
  return body.value.token;
}
const sessions = async (server: TestServer, token: string) => (await server.expectBody(deviceSessionsResponse, MEMBER_PATH.deviceSessions, { token })).body.value;
const history = async (server: TestServer, token: string) => (await server.expectBody(loginHistoryResponse, MEMBER_PATH.loginHistory, { token })).body.value;
const signOut = (server: TestServer, token: string, id: string) => callJson(server, 'POST', MEMBER_PATH.signOutSession, { id }, { token, lang: 'EN' });
const signOutOthers = (server: TestServer, token: string) => callJson(server, 'POST', MEMBER_PATH.signOutOtherSessions, {}, { token, lang: 'EN' });
/** An authenticated call of the member center, as the other device's next action. */
const profileCall = (server: TestServer, token: string) => server.call(MEMBER_PATH.profile, { token, lang: 'EN' });

async function expectRefusedAsExpired(server: TestServer, token: string) {
  const response = await profileCall(server, token);
  expect(response.status).toBe(401);
  expect(parseFailure(await response.json()).code).toBe(ErrorCode.notLoggedIn);
}
const otherOf = (list: DeviceSession[]) => list.find((session) => !session.current)!;

describe('signed-in devices', { timeout: 60_000 }, () => {
  it('need a session', async () => {
    const server = await start();
    await expectLoginRequired(server, MEMBER_PATH.deviceSessions);
    await expectLoginRequired(server, MEMBER_PATH.loginHistory);
    await expectLoginRequired(server, MEMBER_PATH.signOutSession, { method: 'POST', body: { id: 'x' } });
    await expectLoginRequired(server, MEMBER_PATH.signOutOtherSessions, { method: 'POST', body: {} });
  });

  it('lists each live session with its browser, system and masked IP, this device first and marked, and never a token', async () => {
    const server = await start();
    const phone = await loginAs(server, 'demo_member', PHONE);
    const laptop = await loginAs(server, 'demo_member', LAPTOP);
    const response = await server.call(MEMBER_PATH.deviceSessions, { token: laptop });
    const text = await response.text();
    expect(text).not.toContain(laptop);
    expect(text).not.toContain(phone);
    const list = v.parse(deviceSessionsResponse, JSON.parse(text)).value;
    expect(list.map(({ browser, os, ipMasked, current }) => ({ browser, os, ipMasked, current }))).toEqual([
      { browser: 'Chrome', os: 'Windows', ipMasked: '203.0.*.*', current: true },
      { browser: 'Safari', os: 'iOS', ipMasked: '2001:db8:*', current: false },
    ]);
    // The other device sees the same two, itself marked.
    expect((await sessions(server, phone)).map((session) => [session.os, session.current])).toEqual([
      ['iOS', true],
      ['Windows', false],
    ]);
  });

  it('last seen moves on authenticated calls, at most once a minute', async () => {
    const clock = manualClock();
    const server = await start(clock.now);
    const t0 = clock.now();
    const token = await loginAs(server, 'demo_member', LAPTOP);
    clock.advance(LAST_SEEN_STEP_MS - 1_000);
    expect((await sessions(server, token))[0]!.lastSeenAt).toBe(t0);
    clock.advance(1_000);
    await profileCall(server, token);
    const seen = t0 + LAST_SEEN_STEP_MS;
    expect((await sessions(server, token))[0]).toMatchObject({ signedInAt: t0, lastSeenAt: seen });
    clock.advance(30_000);
    expect((await sessions(server, token))[0]!.lastSeenAt).toBe(seen);
  });

  it("signing out another device: that device's next call is refused as an expired session, this one goes on", async () => {
    const server = await start();
    const phone = await loginAs(server, 'demo_member', PHONE);
    const laptop = await loginAs(server, 'demo_member', LAPTOP);
    const target = otherOf(await sessions(server, laptop));
    const answer = await signOut(server, laptop, target.id);
    const after = v.parse(deviceSessionsResponse, answer.body).value;
    expect(after.map((session) => session.current)).toEqual([true]);
    await expectRefusedAsExpired(server, phone);
    expect((await profileCall(server, laptop)).status).toBe(200);
    // Signed out already: nothing left of it to sign out.
    expect(parseFailure((await signOut(server, laptop, target.id)).body).code).toBe(ErrorCode.notFound);
  });

  it('refuses to sign out this device from the list (logout does that), and it stays signed in', async () => {
    const server = await start();
    const laptop = await loginAs(server, 'demo_member', LAPTOP);
    const [self] = await sessions(server, laptop);
    expect(parseFailure((await signOut(server, laptop, self!.id)).body).code).toBe(ErrorCode.invalidInput);
    expect((await profileCall(server, laptop)).status).toBe(200);
  });

  it("one member cannot sign out another member's session", async () => {
    const server = await start();
    const victim = await loginAs(server, 'demo_member', PHONE);
    const victimSession = (await sessions(server, victim))[0]!;
    const stranger = await loginAs(server, 'demo_first', LAPTOP);
    expect(parseFailure((await signOut(server, stranger, victimSession.id)).body).code).toBe(ErrorCode.notFound);
    expect((await signOutOthers(server, stranger)).status).toBe(200);
    expect((await profileCall(server, victim)).status).toBe(200);
    expect((await sessions(server, victim)).map((session) => session.id)).toEqual([victimSession.id]);
  });

  it('signing out all others ends every other session of the member only', async () => {
    const server = await start();
    const phone = await loginAs(server, 'demo_member', PHONE);
    const tablet = await loginAs(server, 'demo_member', { remoteAddress: '198.51.100.20' });
    const laptop = await loginAs(server, 'demo_member', LAPTOP);
    const someoneElse = await loginAs(server, 'demo_first', PHONE);
    const answer = v.parse(deviceSessionsResponse, (await signOutOthers(server, laptop)).body).value;
    expect(answer.map((session) => [session.os, session.current])).toEqual([['Windows', true]]);
    await expectRefusedAsExpired(server, phone);
    await expectRefusedAsExpired(server, tablet);
    expect((await profileCall(server, laptop)).status).toBe(200);
    expect((await profileCall(server, someoneElse)).status).toBe(200);
  });
});

describe('login history', { timeout: 60_000 }, () => {
  it('keeps each login of the account with its result, browser, system and masked IP, newest first', async () => {
    const clock = manualClock();
    const server = await start(clock.now);
    const t0 = clock.now();
    setModule(server, 'LOGINIPVERF3', true);
    const unverified = await server.login({ username: 'demo_member', password: demoPassword('demo_member') }, PHONE);
    expect(parseFailure(unverified.body).code).toBe(ErrorCode.verificationRequired);
    setModule(server, 'LOGINIPVERF3', false);
    const wrong = await server.login({ username: 'demo_member', password: 'Wrong@1234' }, PHONE);
    expect(parseFailure(wrong.body).code).toBe(ErrorCode.badCredentials);
    clock.advance(1_000);
    // One failure puts the name behind the captcha.
    const captcha = await freshCaptcha(server, LAPTOP);
    const { body } = await server.login(
      { username: 'demo_member', password: demoPassword('demo_member'), captcha: captcha.answer },
      { ...LAPTOP, headers: { ...LAPTOP.headers, [HEADER.captchaId]: captcha.id } },
    );
    const token = v.parse(loginResponse, body).value.token;
    expect(await history(server, token)).toEqual([
      { at: t0 + 1_000, result: 'success', browser: 'Chrome', os: 'Windows', ipMasked: '203.0.*.*' },
      { at: t0, result: 'wrongPassword', browser: 'Safari', os: 'iOS', ipMasked: '2001:db8:*' },
      { at: t0, result: 'verificationRequired', browser: 'Safari', os: 'iOS', ipMasked: '2001:db8:*' },
    ]);
    // Another member's history is their own.
    expect(await history(server, await loginAs(server, 'demo_first'))).toHaveLength(1);
  });

  it(`keeps only the newest ${LOGIN_HISTORY_SIZE}`, async () => {
    const clock = manualClock();
    const server = await start(clock.now);
    const t0 = clock.now();
    let token = '';
    for (let login = 0; login <= LOGIN_HISTORY_SIZE; login++) {
      token = await loginAs(server, 'demo_member', LAPTOP);
      clock.advance(1_000);
    }
    const kept = await history(server, token);
    // 31 logins at t0 + 0 s ... + 30 s: the first (start) is gone, the newest first.
    expect(kept).toHaveLength(30);
    expect(kept[0]!.at).toBe(t0 + 30_000);
    expect(kept[29]!.at).toBe(t0 + 1_000);
    expect(kept.every((entry) => entry.result === 'success')).toBe(true);
    // Kept, not only answered: the older rows are gone from the database.
    const stored = server.db.prepare("SELECT COUNT(*) AS count FROM login_attempt WHERE member_id = (SELECT id FROM member WHERE username = 'demo_member')").get() as {
      count: number;
    };
    expect(stored.count).toBe(LOGIN_HISTORY_SIZE);
  });
});
