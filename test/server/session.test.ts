import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '@kernel/envelope';
import { ErrorCode } from '@kernel/errorCodes';
import { memberInfoResponse } from '@kernel/member';
import { PATH } from '@kernel/paths';
import { DEFAULT_WEAK_PASSWORD } from '@kernel/platform';
import { freePlayResponse, loginFailureValueSchema, loginResponse, logoutResponse } from '@kernel/session';
import { TOKEN_LIFETIME_MS } from '../../server/auth';
import { DEMO_ACCOUNTS, demoPassword, TEAM_PASSWORD } from '../../server/demoAccounts';
import { freshCaptcha, manualClock, parseFailure, startServer, type TestServer } from './helpers';

const MEMBER = { username: 'demo_member', password: demoPassword('demo_member') };

describe('login of the demo accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it.each([
    { username: 'demo_member', site: 'member', firstTimeLogin: false, passwordExpired: false },
    { username: 'demo_agent', site: 'agent', firstTimeLogin: false, passwordExpired: false },
    { username: 'demo_subagent', site: 'agent', firstTimeLogin: false, passwordExpired: false },
    { username: 'demo_agent41', site: 'agent', firstTimeLogin: false, passwordExpired: false },
    { username: 'demo_agent42', site: 'agent', firstTimeLogin: false, passwordExpired: false },
    { username: 'demo_first', site: 'member', firstTimeLogin: true, passwordExpired: false },
    { username: 'demo_expired', site: 'member', firstTimeLogin: false, passwordExpired: true },
    { username: 'demo_default', site: 'member', firstTimeLogin: false, passwordExpired: false },
  ] as const)('$username lands on the $site site with its flags', async ({ username, site, firstTimeLogin, passwordExpired }) => {
    const { status, body } = await server.login({ username, password: demoPassword(username), site });
    expect(status).toBe(200);
    const { value } = v.parse(loginResponse, body);
    expect(value).toMatchObject({ userName: username, firstTimeLogin, passwordExpired });
    expect(value.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists the default weak password of the contract for demo_default', () => {
    expect(DEMO_ACCOUNTS.find((account) => account.username === 'demo_default')?.password).toBe(DEFAULT_WEAK_PASSWORD);
  });

  it('keeps firstTimeLogin on for demo_first at every login, so the demo repeats', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { body } = await server.login({ username: 'demo_first', password: demoPassword('demo_first') });
      expect(v.parse(loginResponse, body).value.firstTimeLogin).toBe(true);
    }
  });

  it('gives each login its own token that expires two hours later', async () => {
    const first = v.parse(loginResponse, (await server.login(MEMBER)).body).value;
    const second = v.parse(loginResponse, (await server.login(MEMBER)).body).value;
    expect(first.token).not.toBe(second.token);
    expect(second.expiresAt - Date.now()).toBeGreaterThan(TOKEN_LIFETIME_MS - 60_000);
    expect(second.expiresAt - Date.now()).toBeLessThanOrEqual(TOKEN_LIFETIME_MS);
  });

  it('treats user names case-insensitively', async () => {
    const { body } = await server.login({ username: 'Demo_Member', password: MEMBER.password });
    expect(v.parse(loginResponse, body).value.userName).toBe('demo_member');
  });
});

describe('site checks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it('refuses a member on the agent site', async () => {
    const { body } = await server.login({ ...MEMBER, site: 'agent' }, { lang: 'EN' });
    expect(parseFailure(body)).toMatchObject({ success: false, code: ErrorCode.nonAgent, message: 'Non-agents cannot log in' });
  });

  it('refuses the admin account on the member site', async () => {
    const { body } = await server.login({ username: 'demo_admin', password: demoPassword('demo_admin') }, { lang: 'EN' });
    expect(parseFailure(body)).toMatchObject({ code: ErrorCode.nonMember, message: 'Non-member account unable to login' });
  });

  it('refuses the admin account on the agent site too (type 9 is no agent type)', async () => {
    const { body } = await server.login({ username: 'demo_admin', password: demoPassword('demo_admin'), site: 'agent' });
    expect(parseFailure(body).code).toBe(ErrorCode.nonAgent);
  });

  it('lets an agent log in on the member site', async () => {
    const { body } = await server.login({ username: 'demo_agent', password: demoPassword('demo_agent') });
    expect(v.parse(loginResponse, body).value.userName).toBe('demo_agent');
  });

  it('says the refusal in Hindi by default', async () => {
    const { body } = await server.login({ ...MEMBER, site: 'agent' });
    expect(parseFailure(body).message).toBe('गैर-एजेंट लॉग इन नहीं कर सकते');
  });
});

describe('wrong credentials and the captcha', () => {
  it('answers BAD_CREDENTIALS asking for a captcha, then demands one for that user', async () => {
    const server = await startServer();
    const failed = await server.login({ ...MEMBER, password: 'Wrong@1234' }, { lang: 'EN' });
    expect(failed.status).toBe(200);
    const failure = parseFailure(failed.body);
    expect(failure).toMatchObject({ code: ErrorCode.badCredentials, message: 'Account or password is incorrect' });
    expect(v.parse(loginFailureValueSchema, failure.value)).toEqual({ captcha: true });

    const withoutCaptcha = parseFailure((await server.login(MEMBER)).body);
    expect(withoutCaptcha.code).toBe(ErrorCode.captchaRequired);
    expect(v.parse(loginFailureValueSchema, withoutCaptcha.value)).toEqual({ captcha: true });
  });

  it('refuses a wrong captcha and accepts the right one, which lifts the requirement', async () => {
    const server = await startServer();
    await server.login({ ...MEMBER, password: 'nope' });

    const first = await freshCaptcha(server);
    const wrongAnswer = first.answer === 'AAAA' ? 'BBBB' : 'AAAA';
    const wrong = parseFailure((await server.login({ ...MEMBER, captcha: wrongAnswer })).body);
    expect(wrong.code).toBe(ErrorCode.captchaWrong);
    expect(v.parse(loginFailureValueSchema, wrong.value)).toEqual({ captcha: true });

    const second = await freshCaptcha(server);
    const success = await server.login({ ...MEMBER, captcha: second.answer.toLowerCase() });
    expect(v.parse(loginResponse, success.body).value.userName).toBe('demo_member');

    // a successful login clears the requirement: no captcha needed now
    expect(v.parse(loginResponse, (await server.login(MEMBER)).body).success).toBe(true);
  });

  it('uses each captcha once', async () => {
    const server = await startServer();
    await server.login({ ...MEMBER, password: 'nope' });
    const captcha = await freshCaptcha(server);
    expect(v.parse(loginResponse, (await server.login({ ...MEMBER, captcha: captcha.answer })).body).success).toBe(true);

    await server.login({ ...MEMBER, password: 'nope' });
    const replay = parseFailure((await server.login({ ...MEMBER, captcha: captcha.answer })).body);
    expect(replay.code).toBe(ErrorCode.captchaWrong);
  });

  it('spends a captcha even on a wrong answer', async () => {
    const server = await startServer();
    await server.login({ ...MEMBER, password: 'nope' });
    const captcha = await freshCaptcha(server);
    await server.login({ ...MEMBER, captcha: captcha.answer === 'AAAA' ? 'BBBB' : 'AAAA' });
    expect(parseFailure((await server.login({ ...MEMBER, captcha: captcha.answer })).body).code).toBe(ErrorCode.captchaWrong);
  });

  it('checks the captcha named by the Captcha-Id header', async () => {
    const server = await startServer();
    await server.login({ ...MEMBER, password: 'nope' });
    const older = await freshCaptcha(server);
    await freshCaptcha(server); // a newer one is now the client's latest
    const result = await server.login({ ...MEMBER, captcha: older.answer }, { headers: { 'Captcha-Id': older.id } });
    expect(v.parse(loginResponse, result.body).success).toBe(true);
  });

  it('refuses an expired captcha (five minutes)', async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now });
    await server.login({ ...MEMBER, password: 'nope' });
    const captcha = await freshCaptcha(server);
    clock.advance(5 * 60 * 1000 + 1);
    expect(parseFailure((await server.login({ ...MEMBER, captcha: captcha.answer })).body).code).toBe(ErrorCode.captchaWrong);
  });

  it('demands the captcha from the same browser for another user name too', async () => {
    const server = await startServer();
    await server.login({ ...MEMBER, password: 'nope' });
    const other = await server.login({ username: 'demo_agent', password: demoPassword('demo_agent') });
    expect(parseFailure(other.body).code).toBe(ErrorCode.captchaRequired);
  });

  it('demands the captcha for that user name from another browser too', async () => {
    const server = await startServer();
    await server.login({ ...MEMBER, password: 'nope' }, { headers: { 'User-Agent': 'browser-one' } });
    const other = await server.login(MEMBER, { headers: { 'User-Agent': 'browser-two' } });
    expect(parseFailure(other.body).code).toBe(ErrorCode.captchaRequired);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const server = await startServer();
    const failure = parseFailure((await server.login({ username: 'nobody_here', password: 'Secret@123' }, { lang: 'EN' })).body);
    expect(failure).toMatchObject({ code: ErrorCode.badCredentials, message: 'Account or password is incorrect', value: { captcha: true } });
  });

  it('refuses a password login into a trial account (it has none)', async () => {
    const server = await startServer();
    const trial = v.parse(freePlayResponse, await (await server.call(PATH.freePlay, { method: 'POST', body: { os: 'Linux', platform: 'W' } })).json());
    const failure = parseFailure((await server.login({ username: trial.value.userName, password: TEAM_PASSWORD })).body);
    expect(failure.code).toBe(ErrorCode.badCredentials);
  });
});

describe('tokens', () => {
  it('expire after two hours on the injected clock: 401 NOT_LOGGED_IN', async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now });
    const { value } = v.parse(loginResponse, (await server.login(MEMBER)).body);
    expect(value.expiresAt).toBe(clock.now() + TOKEN_LIFETIME_MS);

    clock.advance(TOKEN_LIFETIME_MS - 1);
    expect((await server.expectBody(memberInfoResponse, PATH.memberInfo, { token: value.token })).status).toBe(200);

    clock.advance(1);
    const response = await server.call(PATH.memberInfo, { token: value.token, lang: 'EN' });
    expect(response.status).toBe(401);
    expect(v.parse(failureEnvelope, await response.json())).toEqual({
      success: false,
      code: ErrorCode.notLoggedIn,
      message: 'You are not logged in, please login',
      value: null,
    });
  });

  it('are refused when missing or unknown', async () => {
    const server = await startServer();
    for (const token of [undefined, 'f'.repeat(64)]) {
      const response = await server.call(PATH.balance, token ? { token } : {});
      expect(response.status).toBe(401);
      expect(parseFailure(await response.json()).code).toBe(ErrorCode.notLoggedIn);
    }
  });

  it('are revoked by logout', async () => {
    const server = await startServer();
    const { value } = v.parse(loginResponse, (await server.login(MEMBER)).body);
    const logout = await server.expectBody(logoutResponse, PATH.logout, { method: 'DELETE', token: value.token });
    expect(logout.body).toEqual({ success: true, value: true });
    expect((await server.call(PATH.memberInfo, { token: value.token })).status).toBe(401);
    // logging out again with the revoked token is itself refused
    expect((await server.call(PATH.logout, { method: 'DELETE', token: value.token })).status).toBe(401);
  });

  it('accept a Bearer prefix', async () => {
    const server = await startServer();
    const { value } = v.parse(loginResponse, (await server.login(MEMBER)).body);
    expect((await server.call(PATH.balance, { token: `Bearer ${value.token}` })).status).toBe(200);
  });
});

describe('free play', () => {
  it('creates a type-4 trial account with ₹2,000.00 of demo credit', async () => {
    const server = await startServer();
    const { body } = await server.expectBody(freePlayResponse, PATH.freePlay, { method: 'POST', body: { os: 'Windows', platform: 'W' } });
    expect(body.value.userName).toMatch(/^trial_[a-z0-9]{6}$/);
    expect(body.value.firstTimeLogin).toBe(false);

    const info = await server.expectBody(memberInfoResponse, PATH.memberInfo, { token: body.value.token });
    expect(info.body.value).toMatchObject({ account: body.value.userName, type: 4, availablePromoCount: 0 });
    const balance = await server.call(PATH.balance, { token: body.value.token });
    expect(((await balance.json()) as { value: { balance: number } }).value.balance).toBe(2000);
  });

  it('makes a new account each time', async () => {
    const server = await startServer();
    const names = new Set<string>();
    for (let index = 0; index < 3; index++) {
      const { body } = await server.expectBody(freePlayResponse, PATH.freePlay, { method: 'POST', body: { os: 'Windows', platform: 'W' } });
      names.add(body.value.userName);
    }
    expect(names.size).toBe(3);
  });

  it('still finds a free name when an injected random source repeats itself', async () => {
    const server = await startServer({ random: () => 0 });
    const names = [];
    for (let index = 0; index < 2; index++) {
      const { body } = await server.expectBody(freePlayResponse, PATH.freePlay, { method: 'POST', body: { os: 'Windows', platform: 'W' } });
      names.push(body.value.userName);
    }
    expect(names[0]).toBe('trial_aaaaaa');
    expect(names[1]).not.toBe(names[0]);
  });

  it('is refused with MODULE_DISABLED (404) when FREEPLAY3 is off', async () => {
    const server = await startServer();
    server.db.prepare("UPDATE module_flag SET enabled = 0 WHERE mod_id = 'FREEPLAY3'").run();
    const response = await server.call(PATH.freePlay, { method: 'POST', body: { os: 'Windows', platform: 'W' } });
    expect(response.status).toBe(404);
    expect(parseFailure(await response.json()).code).toBe(ErrorCode.moduleDisabled);
  });

  it('is refused when its parent module (GAMELO3) is off', async () => {
    const server = await startServer();
    server.db.prepare("UPDATE module_flag SET enabled = 0 WHERE mod_id = 'GAMELO3'").run();
    const response = await server.call(PATH.freePlay, { method: 'POST', body: { os: 'Windows', platform: 'W' } });
    expect(parseFailure(await response.json()).code).toBe(ErrorCode.moduleDisabled);
  });

  it('checks its body: platform must be W', async () => {
    const server = await startServer();
    const response = await server.call(PATH.freePlay, { method: 'POST', body: { os: 'Windows', platform: 'X' } });
    expect(response.status).toBe(400);
    const failure = parseFailure(await response.json());
    expect(failure.code).toBe(ErrorCode.invalidInput);
    expect(failure.message).toContain('platform');
  });
});
