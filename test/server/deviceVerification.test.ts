import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LoginVerificationType, loginVerificationChallengeSchema, smsCodeResponse, TOO_MANY_REQUESTS_WAIT_MS } from '@kernel/account';
import { devAuthenticatorResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { DEV_PATH, PATH } from '@kernel/paths';
import { loginResponse } from '@kernel/session';
import { authenticatorCode, checkAuthenticatorCode, hotp, TOTP_STEP_MS } from '../../server/authenticator';
import { demoPassword, TEAM_PASSWORD } from '../../server/demoAccounts';
import { maskEmail, maskMobile } from '../../server/deviceVerification';
import { DEMO_VERIFY_AUTHENTICATOR_SECRET } from '../../server/seed/accounts';
import { callJson, callSealed, latestSmsCode, manualClock, parseFailure, setModule, smsOutbox, startServer, type TestServer } from './helpers';

const VERIFY = { username: 'demo_verify', password: demoPassword('demo_verify') };
const VERIFY_MOBILE = '9123456789';
let ipCounter = 0;
/** A documentation address (RFC 5737) no account has logged in from. */
const newIp = () => `203.0.113.${++ipCounter}`;
/** A request through the test's proxy (127.0.0.1, trusted below) for a client at `ip`. */
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip }, lang: 'EN' });

async function challenge(server: TestServer, ip: string, credentials = VERIFY) {
  const { status, body } = await server.login(credentials, from(ip));
  expect(status).toBe(200);
  const failure = parseFailure(body);
  expect(failure).toMatchObject({ code: ErrorCode.verificationRequired, message: 'Please verify this new device' });
  return v.parse(loginVerificationChallengeSchema, failure.value);
}

const verify = (server: TestServer, ip: string, ticket: string, type: LoginVerificationType, answer: string) =>
  callSealed(server, 'POST', PATH.loginVerification, { ticket, type, answer }, from(ip));

describe('login from an unregistered IP', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now, trustedProxies: ['127.0.0.1'] });
  });
  beforeEach(() => clock.advance(TOO_MANY_REQUESTS_WAIT_MS));

  it('asks demo_verify to verify the device, offering every answer it has bound, masked', async () => {
    const value = await challenge(server, '127.0.0.1');
    expect(value).toMatchObject({
      types: ['MOBILE_CODE', 'EMAIL', 'BANK_ACCOUNT_NAME', 'AUTHENTICATOR'],
      maskedMobile: '+91 91******89',
      maskedEmail: 'de***@example.com',
    });
    expect(value.ticket).toMatch(/^[0-9a-f]{48}$/);
  });

  it('verifies with a login SMS code sent through the ticket; the IP is then registered', async () => {
    const ip = newIp();
    const { ticket } = await challenge(server, ip);
    const sent = await callJson(server, 'POST', PATH.smsLoginCode, { mobileNum: '', countryDialingCode: '', ticket });
    expect(v.parse(smsCodeResponse, sent.body).value).toEqual({ expiredMinutes: 1 });
    const [sms] = await smsOutbox(server);
    expect(sms).toMatchObject({ mobile: VERIFY_MOBILE, countryDialingCode: '+91', purpose: 'login', username: 'demo_verify' });
    expect(sms?.authenticatorCode).toBe(authenticatorCode(DEMO_VERIFY_AUTHENTICATOR_SECRET, clock.now()).code);

    const { body } = await verify(server, ip, ticket, 'MOBILE_CODE', await latestSmsCode(server, 'login', VERIFY_MOBILE));
    expect(v.parse(loginResponse, body).value).toMatchObject({ userName: 'demo_verify', passwordExpired: false });
    // the next login from that IP needs nothing more; another IP still does
    expect(v.parse(loginResponse, (await server.login(VERIFY, from(ip))).body).success).toBe(true);
    await challenge(server, newIp());
  });

  it('verifies with the bound email typed in full (any case, trimmed)', async () => {
    const ip = newIp();
    const { ticket } = await challenge(server, ip);
    const { body } = await verify(server, ip, ticket, 'EMAIL', ' Demo.Verify@EXAMPLE.com ');
    expect(v.parse(loginResponse, body).value.userName).toBe('demo_verify');
  });

  it('verifies with the bank account name (any case, spaces trimmed and collapsed)', async () => {
    const ip = newIp();
    const { ticket } = await challenge(server, ip);
    expect(parseFailure((await verify(server, ip, ticket, 'BANK_ACCOUNT_NAME', 'RAHUL')).body).code).toBe(ErrorCode.verificationWrong);
    const { body } = await verify(server, ip, ticket, 'BANK_ACCOUNT_NAME', '  rahul   sharma ');
    expect(v.parse(loginResponse, body).value.userName).toBe('demo_verify');
  });

  it('verifies with the authenticator code the dev controls show (the previous one still counts)', async () => {
    const ip = newIp();
    const { ticket } = await challenge(server, ip);
    const [entry] = (await server.expectBody(devAuthenticatorResponse, DEV_PATH.authenticator)).body.value;
    expect(entry).toMatchObject({ username: 'demo_verify', secret: DEMO_VERIFY_AUTHENTICATOR_SECRET });
    expect(entry?.code).toBe(authenticatorCode(DEMO_VERIFY_AUTHENTICATOR_SECRET, clock.now()).code);
    expect(entry?.validUntil).toBe((Math.floor(clock.now() / TOTP_STEP_MS) + 1) * TOTP_STEP_MS);

    clock.advance(TOTP_STEP_MS);
    const { body } = await verify(server, ip, ticket, 'AUTHENTICATOR', entry?.code ?? '');
    expect(v.parse(loginResponse, body).value.userName).toBe('demo_verify');
  });

  it('refuses an authenticator code two steps old', async () => {
    const ip = newIp();
    const { ticket } = await challenge(server, ip);
    const old = authenticatorCode(DEMO_VERIFY_AUTHENTICATOR_SECRET, clock.now()).code;
    clock.advance(2 * TOTP_STEP_MS);
    const current = authenticatorCode(DEMO_VERIFY_AUTHENTICATOR_SECRET, clock.now()).code;
    const previous = authenticatorCode(DEMO_VERIFY_AUTHENTICATOR_SECRET, clock.now() - TOTP_STEP_MS).code;
    if (old === current || old === previous) return; // the same digits by chance
    expect(parseFailure((await verify(server, ip, ticket, 'AUTHENTICATOR', old)).body).code).toBe(ErrorCode.verificationWrong);
  });

  it('answers VERIFICATION_WRONG to a wrong answer, and spends the ticket at the fifth', async () => {
    const ip = newIp();
    const { ticket } = await challenge(server, ip);
    for (let attempt = 0; attempt < 5; attempt++) {
      const { body } = await verify(server, ip, ticket, 'EMAIL', 'someone@example.com');
      expect(parseFailure(body)).toMatchObject({ code: ErrorCode.verificationWrong, message: 'The verification answer is incorrect' });
    }
    const late = await verify(server, ip, ticket, 'EMAIL', 'demo.verify@example.com');
    expect(parseFailure(late.body)).toMatchObject({ code: ErrorCode.verificationExpired, message: 'The verification has expired, please log in again' });
  });

  it('lets a ticket be answered for 5 minutes, once', async () => {
    const ip = newIp();
    const expired = await challenge(server, ip);
    clock.advance(5 * 60_000);
    expect(parseFailure((await verify(server, ip, expired.ticket, 'EMAIL', 'demo.verify@example.com')).body).code).toBe(ErrorCode.verificationExpired);

    const fresh = await challenge(server, ip);
    clock.advance(5 * 60_000 - 1);
    expect(v.parse(loginResponse, (await verify(server, ip, fresh.ticket, 'EMAIL', 'demo.verify@example.com')).body).success).toBe(true);
    expect(parseFailure((await verify(server, ip, fresh.ticket, 'EMAIL', 'demo.verify@example.com')).body).code).toBe(ErrorCode.verificationExpired);
  });

  it('refuses an unknown ticket, also for sending a code', async () => {
    expect(parseFailure((await verify(server, '127.0.0.1', 'f'.repeat(48), 'EMAIL', 'demo.verify@example.com')).body).code).toBe(ErrorCode.verificationExpired);
    const sent = await callJson(server, 'POST', PATH.smsLoginCode, { mobileNum: '', countryDialingCode: '', ticket: 'nope' });
    expect(parseFailure(sent.body).code).toBe(ErrorCode.verificationExpired);
  });

  it('answers SMS_CODE_EXPIRED to a mobile code sent more than a minute ago', async () => {
    const ip = newIp();
    const { ticket } = await challenge(server, ip);
    await callJson(server, 'POST', PATH.smsLoginCode, { mobileNum: '', countryDialingCode: '', ticket });
    const code = await latestSmsCode(server, 'login', VERIFY_MOBILE);
    clock.advance(60_000);
    expect(parseFailure((await verify(server, ip, ticket, 'MOBILE_CODE', code)).body).code).toBe(ErrorCode.smsCodeExpired);
  });

  it('asks demo_member only from an IP other than 127.0.0.1 and ::1, offering what it has bound', async () => {
    const member = { username: 'demo_member', password: demoPassword('demo_member') };
    for (const ip of ['127.0.0.1', '::1']) expect(v.parse(loginResponse, (await server.login(member, from(ip))).body).success).toBe(true);
    const value = await challenge(server, newIp(), member);
    expect(value).toMatchObject({ types: ['MOBILE_CODE', 'EMAIL'], maskedMobile: '+91 98******10', maskedEmail: 'de***@example.com' });
  });

  it('asks nothing of an account with nothing bound: its new IP is simply registered', async () => {
    const { body } = await server.login({ username: 'team_rohan', password: TEAM_PASSWORD }, from(newIp()));
    expect(v.parse(loginResponse, body).value.userName).toBe('team_rohan');
  });

  it('asks nothing when LOGINIPVERF3 is off, and refuses the verification call (404)', async () => {
    setModule(server, 'LOGINIPVERF3', false);
    try {
      const ip = newIp();
      expect(v.parse(loginResponse, (await server.login(VERIFY, from(ip))).body).value.userName).toBe('demo_verify');
      const { status, body } = await verify(server, ip, 'f'.repeat(48), 'EMAIL', 'demo.verify@example.com');
      expect(status).toBe(404);
      expect(parseFailure(body).code).toBe(ErrorCode.moduleDisabled);
    } finally {
      setModule(server, 'LOGINIPVERF3', true);
    }
  });

  // Last: the failure puts demo_verify behind a captcha for the rest of this server's life.
  it('answers a wrong password as always, with no challenge', async () => {
    const { body } = await server.login({ ...VERIFY, password: 'Wrong@1234' }, { headers: { 'X-Forwarded-For': newIp(), 'User-Agent': 'other' } });
    expect(parseFailure(body).code).toBe(ErrorCode.badCredentials);
  });
});

describe('masking', () => {
  it('shows the dialling code, the first two and the last two digits of a mobile', () => {
    expect(maskMobile('+91', '9876543210')).toBe('+91 98******10');
    expect(maskMobile('+94', '712345678')).toBe('+94 71*****78');
  });

  it('shows two characters of the local part of an email (one when it is that short)', () => {
    expect(maskEmail('demo.verify@example.com')).toBe('de***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
});

describe('authenticator codes (RFC 6238 TOTP, SHA-1, 30 s, 6 digits)', () => {
  // RFC 6238 appendix B: the ASCII secret 12345678901234567890 (base32 below), 8-digit codes cut to 6.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('gives the RFC test vector at T=%i s', (seconds, code) => {
    expect(authenticatorCode(RFC_SECRET, seconds * 1000).code).toBe(code);
    expect(hotp(RFC_SECRET, Math.floor(seconds / 30))).toBe(code);
  });

  it('accepts the current and the previous code only, digits only', () => {
    const now = 1_700_000_000_000;
    const code = (offset: number) => authenticatorCode(RFC_SECRET, now + offset * TOTP_STEP_MS).code;
    expect(checkAuthenticatorCode(RFC_SECRET, code(0), now)).toBe(true);
    expect(checkAuthenticatorCode(RFC_SECRET, ` ${code(-1)} `, now)).toBe(true);
    if (code(-2) !== code(0) && code(-2) !== code(-1)) expect(checkAuthenticatorCode(RFC_SECRET, code(-2), now)).toBe(false);
    if (code(1) !== code(0) && code(1) !== code(-1)) expect(checkAuthenticatorCode(RFC_SECRET, code(1), now)).toBe(false);
    expect(checkAuthenticatorCode(RFC_SECRET, 'abcdef', now)).toBe(false);
  });
});
