import { Secret, TOTP } from 'otpauth';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { smsCodeResponse } from '@kernel/account';
import { loginHistoryResponse } from '@kernel/deviceSessions';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { PATH } from '@kernel/paths';
import { loginResponse } from '@kernel/session';
import { recoveryCodesResponse, twoFactorChallengeSchema, twoFactorEnrolmentResponse, twoFactorStatusResponse } from '@kernel/twoFactor';
import { demoPassword } from '../../server/demoAccounts';
import { callJson, callSealed, expectLoginRequired, latestSmsCode, manualClock, parseFailure, setModule, startServer, type TestServer } from './helpers';

/**
 * Issue 26 item 2: two-factor authentication through HTTP. The test is the member's authenticator
 * app: it computes codes from the secret the enrolment showed, with otpauth, at the server's
 * injected clock. Written from the issue: 6 digits, 30-second steps, a code of the step before or
 * after accepted and none further; ten recovery codes, each once; the login's ticket lives five
 * minutes and signs in once; five wrong codes lock the login as five wrong passwords do.
 */
const MEMBER = { username: 'demo_member', password: demoPassword('demo_member') };
const STEP_MS = 30_000;
const TICKET_LIFE_MS = 5 * 60_000;
const EN = { lang: 'EN' };

/** The code an authenticator app shows at `at` for this secret (SHA-1, 6 digits, 30 s). */
const appCode = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
/** A 6-digit code that is none of the codes of the five steps around `at` (so surely wrong). */
const wrongCode = (secret: string, at: number) => {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => appCode(secret, at + steps * STEP_MS)));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find((code) => !near.has(code))!;
};

async function start() {
  // Mid-step (12:00:10), so a step before and after are whole steps away from any boundary.
  const clock = manualClock(Date.UTC(2025, 0, 15, 12, 0, 10));
  const server = await startServer({ clock: clock.now });
  // The new-device check has its own tests (deviceVerification.test.ts).
  setModule(server, 'LOGINIPVERF3', false);
  return { server, clock };
}

async function signedIn(server: TestServer) {
  const { body } = await server.login(MEMBER, EN);
  return v.parse(loginResponse, body).value.token;
}
const status = async (server: TestServer, token: string) => (await server.expectBody(twoFactorStatusResponse, MEMBER_PATH.twoFactorStatus, { token })).body.value;
const startEnrolment = async (server: TestServer, token: string) =>
  v.parse(twoFactorEnrolmentResponse, (await callJson(server, 'POST', MEMBER_PATH.twoFactorStart, {}, { token, ...EN })).body).value;
const confirm = (server: TestServer, token: string, code: string) => callJson(server, 'POST', MEMBER_PATH.twoFactorConfirm, { code }, { token, ...EN });
const disable = (server: TestServer, token: string, method: 'totp' | 'recovery', code: string) =>
  callJson(server, 'POST', MEMBER_PATH.twoFactorDisable, { method, code }, { token, ...EN });

/**
 * Turns two-factor on for demo_member: the secret shown, and the recovery codes answered once. The
 * confirming code is spent, so the tests go on at the next step: the app's next code (12:00:40).
 */
async function enrolled(server: TestServer, clock: { now: () => number; advance: (ms: number) => void }) {
  const token = await signedIn(server);
  const { secret } = await startEnrolment(server, token);
  const codes = v.parse(recoveryCodesResponse, (await confirm(server, token, appCode(secret, clock.now()))).body).value;
  clock.advance(STEP_MS);
  return { token, secret, codes };
}

/** The password step of a login with two-factor on: no session, a ticket. */
async function ticketOf(server: TestServer) {
  const { body } = await server.login(MEMBER, EN);
  const failure = parseFailure(body);
  expect(failure).toMatchObject({ success: false, code: ErrorCode.twoFactorRequired, message: 'Enter the code from your authenticator app' });
  return v.parse(twoFactorChallengeSchema, failure.value).ticket;
}
const secondStep = (server: TestServer, ticket: string, method: 'totp' | 'recovery', code: string) =>
  callSealed(server, 'POST', PATH.loginTwoFactor, { ticket, method, code }, EN);
const expectCode = (body: unknown, code: string) => expect(parseFailure(body).code).toBe(code);
const expectSignedIn = (body: unknown) => expect(v.parse(loginResponse, body).value.userName).toBe('demo_member');

describe('two-factor enrolment', { timeout: 60_000 }, () => {
  it('needs a session for every call', async () => {
    const { server } = await start();
    await expectLoginRequired(server, MEMBER_PATH.twoFactorStatus);
    await expectLoginRequired(server, MEMBER_PATH.twoFactorStart, { method: 'POST', body: {} });
    await expectLoginRequired(server, MEMBER_PATH.twoFactorConfirm, { method: 'POST', body: { code: '123456' } });
    await expectLoginRequired(server, MEMBER_PATH.twoFactorDisable, { method: 'POST', body: { method: 'totp', code: '123456' } });
  });

  it('shows a base32 secret and its otpauth URI, is pending until a right code confirms it, then answers ten recovery codes once', async () => {
    const { server, clock } = await start();
    const token = await signedIn(server);
    expect(await status(server, token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const { secret, uri } = await startEnrolment(server, token);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(new URL(uri).searchParams.get('digits')).toBe('6');
    expect(new URL(uri).searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri)).toContain('demo_member');
    // Pending: not on yet, and the login still needs no code.
    expect(await status(server, token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expectSignedIn((await server.login(MEMBER, EN)).body);

    // A wrong code is refused; 5 and 7 digits and letters never reach the check.
    const wrong = await confirm(server, token, wrongCode(secret, clock.now()));
    expect(parseFailure(wrong.body)).toMatchObject({ code: ErrorCode.twoFactorCodeWrong, message: 'The two-factor code is incorrect' });
    for (const malformed of ['12345', '1234567', '12a456']) expect(parseFailure((await confirm(server, token, malformed)).body).code).toBe(ErrorCode.invalidInput);
    expect((await status(server, token)).enabled).toBe(false);

    const { body } = await confirm(server, token, ` ${appCode(secret, clock.now())} `);
    const codes = v.parse(recoveryCodesResponse, body).value;
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(await status(server, token)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Shown once: confirming again or starting over is refused while it is on.
    expectCode((await confirm(server, token, appCode(secret, clock.now()))).body, ErrorCode.twoFactorAlreadyOn);
    expectCode((await callJson(server, 'POST', MEMBER_PATH.twoFactorStart, {}, { token, ...EN })).body, ErrorCode.twoFactorAlreadyOn);
    // Only hashes are kept.
    const stored = server.db.prepare('SELECT code_hash AS hash FROM two_factor_recovery_code').all() as { hash: string }[];
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) expect(codes).not.toContain(hash);
  });

  it('refuses confirming without a started enrolment', async () => {
    const { server } = await start();
    const token = await signedIn(server);
    expectCode((await confirm(server, token, '123456')).body, ErrorCode.twoFactorNotStarted);
  });
});

describe('login with two-factor on', { timeout: 60_000 }, () => {
  it('answers the password with a ticket and no session; the ticket is no session token', async () => {
    const { server, clock } = await start();
    await enrolled(server, clock);
    const { body } = await server.login(MEMBER, EN);
    expect(JSON.stringify(body)).not.toContain('token');
    const ticket = await ticketOf(server);
    expect((await server.call(MEMBER_PATH.profile, { token: ticket, ...EN })).status).toBe(401);
  });

  it('refuses a wrong code (kept in the login history), then signs in with the right one', async () => {
    const { server, clock } = await start();
    const { secret } = await enrolled(server, clock);
    const ticket = await ticketOf(server);
    const wrong = await secondStep(server, ticket, 'totp', wrongCode(secret, clock.now()));
    expect(parseFailure(wrong.body)).toMatchObject({ code: ErrorCode.twoFactorCodeWrong, message: 'The two-factor code is incorrect' });
    const { body } = await secondStep(server, ticket, 'totp', appCode(secret, clock.now()));
    expectSignedIn(body);
    const token = v.parse(loginResponse, body).value.token;
    const history = (await server.expectBody(loginHistoryResponse, MEMBER_PATH.loginHistory, { token })).body.value.map((attempt) => attempt.result);
    expect(history.slice(0, 2)).toEqual(['success', 'wrongTwoFactorCode']);
  });

  it('accepts the code of the step before and of the step after, and none two steps away', async () => {
    const { server, clock } = await start();
    const { secret } = await enrolled(server, clock);
    // Two steps past the confirming code's, so the step before is not that spent one.
    clock.advance(STEP_MS);
    for (const steps of [-2, 2]) {
      const ticket = await ticketOf(server);
      expectCode((await secondStep(server, ticket, 'totp', appCode(secret, clock.now() + steps * STEP_MS))).body, ErrorCode.twoFactorCodeWrong);
    }
    for (const steps of [-1, 1]) {
      const ticket = await ticketOf(server);
      expectSignedIn((await secondStep(server, ticket, 'totp', appCode(secret, clock.now() + steps * STEP_MS))).body);
    }
  });

  it('takes an authenticator code once: the same code again is refused, even within its step; the next step’s code signs in', async () => {
    const { server, clock } = await start();
    const { secret } = await enrolled(server, clock);
    const code = appCode(secret, clock.now());
    expectSignedIn((await secondStep(server, await ticketOf(server), 'totp', code)).body);
    // Seen once (over a shoulder, in a log): refused for the rest of its validity, on a fresh ticket.
    expectCode((await secondStep(server, await ticketOf(server), 'totp', code)).body, ErrorCode.twoFactorCodeWrong);
    clock.advance(STEP_MS - 1);
    expectCode((await secondStep(server, await ticketOf(server), 'totp', code)).body, ErrorCode.twoFactorCodeWrong);
    // The code of the step before the one used is older: refused too.
    expectCode((await secondStep(server, await ticketOf(server), 'totp', appCode(secret, clock.now() - 2 * STEP_MS))).body, ErrorCode.twoFactorCodeWrong);
    clock.advance(1);
    expectSignedIn((await secondStep(server, await ticketOf(server), 'totp', appCode(secret, clock.now()))).body);
  });

  it('does not take the code that turned two-factor on again at the login', async () => {
    const { server, clock } = await start();
    const token = await signedIn(server);
    const { secret } = await startEnrolment(server, token);
    const code = appCode(secret, clock.now());
    v.parse(recoveryCodesResponse, (await confirm(server, token, code)).body);
    expectCode((await secondStep(server, await ticketOf(server), 'totp', code)).body, ErrorCode.twoFactorCodeWrong);
    expectSignedIn((await secondStep(server, await ticketOf(server), 'totp', appCode(secret, clock.now() + STEP_MS))).body);
  });

  it('signs in with a recovery code once (any case, dash optional); the same code is refused after', async () => {
    const { server, clock } = await start();
    const { codes } = await enrolled(server, clock);
    const [first, second] = codes as [string, string];
    expectSignedIn((await secondStep(server, await ticketOf(server), 'recovery', first)).body);
    expectCode((await secondStep(server, await ticketOf(server), 'recovery', first)).body, ErrorCode.twoFactorCodeWrong);
    const { body } = await secondStep(server, await ticketOf(server), 'recovery', ` ${second.replace('-', '').toUpperCase()} `);
    expectSignedIn(body);
    expect(await status(server, v.parse(loginResponse, body).value.token)).toEqual({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('asks an SMS login for the second factor too: the SMS code is only the first', async () => {
    const { server, clock } = await start();
    const { secret } = await enrolled(server, clock);
    const mobile = '9876543210';
    expect(v.parse(smsCodeResponse, (await callJson(server, 'POST', PATH.smsLoginCode, { mobileNum: mobile, countryDialingCode: '+91' }, EN)).body).success).toBe(true);
    const { body } = await server.login({ username: mobile, password: await latestSmsCode(server, 'login', mobile), type: 'sms', countryDialingCode: '+91' }, EN);
    const failure = parseFailure(body);
    expect(failure.code).toBe(ErrorCode.twoFactorRequired);
    const { ticket } = v.parse(twoFactorChallengeSchema, failure.value);
    expectSignedIn((await secondStep(server, ticket, 'totp', appCode(secret, clock.now()))).body);
  });

  it('signs in once per ticket, and not after its five minutes', async () => {
    const { server, clock } = await start();
    const { secret } = await enrolled(server, clock);
    const ticket = await ticketOf(server);
    expectSignedIn((await secondStep(server, ticket, 'totp', appCode(secret, clock.now()))).body);
    const again = await secondStep(server, ticket, 'totp', appCode(secret, clock.now()));
    expect(parseFailure(again.body)).toMatchObject({ code: ErrorCode.twoFactorExpired, message: 'The two-factor step has expired, please log in again' });

    const late = await ticketOf(server);
    clock.advance(TICKET_LIFE_MS - 1);
    const almost = await ticketOf(server);
    clock.advance(1);
    expectCode((await secondStep(server, late, 'totp', appCode(secret, clock.now()))).body, ErrorCode.twoFactorExpired);
    expectSignedIn((await secondStep(server, almost, 'totp', appCode(secret, clock.now()))).body);
    expectCode((await secondStep(server, 'no-such-ticket', 'totp', appCode(secret, clock.now()))).body, ErrorCode.twoFactorExpired);
  });

  it('counts wrong codes as failed logins: the fifth spends the ticket and the login is locked', async () => {
    const { server, clock } = await start();
    const { secret } = await enrolled(server, clock);
    const ticket = await ticketOf(server);
    for (let attempt = 0; attempt < 5; attempt++)
      expectCode((await secondStep(server, ticket, 'totp', wrongCode(secret, clock.now()))).body, ErrorCode.twoFactorCodeWrong);
    expectCode((await secondStep(server, ticket, 'totp', appCode(secret, clock.now()))).body, ErrorCode.twoFactorExpired);
    const { status: httpStatus, body } = await server.login(MEMBER, EN);
    expect(httpStatus).toBe(429);
    expectCode(body, ErrorCode.tooManyRequests);
  });
});

describe('turning two-factor on signs the other devices out', { timeout: 60_000 }, () => {
  it('ends every other session of the member (signed in with the password alone), keeps this one, and no one else’s', async () => {
    const { server, clock } = await start();
    const other = await signedIn(server);
    const another = await signedIn(server);
    const stranger = v.parse(loginResponse, (await server.login({ username: 'demo_agent', password: demoPassword('demo_agent') }, EN)).body).value.token;
    const { token } = await enrolled(server, clock);
    for (const signedOut of [other, another]) expect((await server.call(MEMBER_PATH.profile, { token: signedOut, ...EN })).status).toBe(401);
    expect((await server.call(MEMBER_PATH.profile, { token, ...EN })).status).toBe(200);
    expect((await server.call(MEMBER_PATH.profile, { token: stranger, ...EN })).status).toBe(200);
  });

  it('signs nothing out while the enrolment is only started, or when its code is wrong', async () => {
    const { server, clock } = await start();
    const other = await signedIn(server);
    const token = await signedIn(server);
    const { secret } = await startEnrolment(server, token);
    expectCode((await confirm(server, token, wrongCode(secret, clock.now()))).body, ErrorCode.twoFactorCodeWrong);
    expect((await server.call(MEMBER_PATH.profile, { token: other, ...EN })).status).toBe(200);
  });
});

describe('turning two-factor off', { timeout: 60_000 }, () => {
  it('needs a current code or an unused recovery code; then the login asks for none', async () => {
    const { server, clock } = await start();
    const { token, secret, codes } = await enrolled(server, clock);
    expectCode((await disable(server, token, 'totp', wrongCode(secret, clock.now()))).body, ErrorCode.twoFactorCodeWrong);
    expectCode((await disable(server, token, 'recovery', 'aaaaa-aaaaa')).body, ErrorCode.twoFactorCodeWrong);
    expect((await status(server, token)).enabled).toBe(true);
    const { body } = await disable(server, token, 'recovery', codes[3]!);
    expect(v.parse(twoFactorStatusResponse, body).value).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expectSignedIn((await server.login(MEMBER, EN)).body);
    expectCode((await disable(server, token, 'totp', appCode(secret, clock.now()))).body, ErrorCode.twoFactorNotStarted);
  });

  it('turns off with a current authenticator code', async () => {
    const { server, clock } = await start();
    const { token, secret } = await enrolled(server, clock);
    const { body } = await disable(server, token, 'totp', appCode(secret, clock.now()));
    expect(v.parse(twoFactorStatusResponse, body).value).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });
});
