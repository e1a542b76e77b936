import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsCodeResponse, smsRateLimitValueSchema, TOO_MANY_REQUESTS_WAIT_MS } from '@kernel/account';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import { loginResponse } from '@kernel/session';
import type { SentSms } from '../../server/smsSender';
import { callJson, type LoginCredentials, latestSmsCode, manualClock, parseFailure, setModule, smsOutbox, startServer, type TestServer } from './helpers';

const MEMBER_MOBILE = '9876543210';
const MINUTE = 60_000;

const sendLoginCode = (server: TestServer, mobileNum: string, countryDialingCode = '+91') =>
  callJson(server, 'POST', PATH.smsLoginCode, { mobileNum, countryDialingCode }, { lang: 'EN' });
const sendRegisterCode = (server: TestServer, mobileNo: string, countryDialingCode = '+91') =>
  callJson(server, 'POST', PATH.smsRegisterCode, { mobileNo, countryDialingCode }, { lang: 'EN' });
const sendForgotCode = (server: TestServer, mobileNum: string, countryDialingCode = '+91') =>
  callJson(server, 'POST', PATH.smsForgotCode, { mobileNum, countryDialingCode }, { lang: 'EN' });
const smsLogin = (server: TestServer, mobile: string, code: string, extra: Partial<LoginCredentials> = {}) =>
  server.login({ username: mobile, password: code, type: 'sms', countryDialingCode: '+91', ...extra }, { lang: 'EN' });

const expectSent = (body: unknown, expiredMinutes = 1) => expect(v.parse(smsCodeResponse, body)).toEqual({ success: true, value: { expiredMinutes } });

describe('SMS code calls', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    // Every request here comes from one client; its own limit (rateLimits.test.ts) would hide the
    // per-number one these tests are about.
    server = await startServer({ clock: clock.now, rateLimits: { SMS_PER_CLIENT: { max: Infinity, windowMs: TOO_MANY_REQUESTS_WAIT_MS } } });
  });
  // Every test starts outside the 5-minute window of the one before.
  beforeEach(() => clock.advance(TOO_MANY_REQUESTS_WAIT_MS));

  it('sends a 6-digit login code to a bound mobile: 1 minute, in the dev outbox', async () => {
    expectSent((await sendLoginCode(server, MEMBER_MOBILE)).body);
    const [sms] = await smsOutbox(server);
    expect(sms).toMatchObject({
      mobile: MEMBER_MOBILE,
      countryDialingCode: '+91',
      purpose: 'login',
      username: 'demo_member',
      sentAt: clock.now(),
      expiresAt: clock.now() + MINUTE,
    });
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.authenticatorCode).toBeUndefined();
  });

  it('lists the outbox newest first', async () => {
    await sendForgotCode(server, MEMBER_MOBILE);
    clock.advance(1000);
    await sendRegisterCode(server, '9000000001');
    const outbox = await smsOutbox(server);
    expect(outbox.slice(0, 2).map((sms) => [sms.purpose, sms.mobile, sms.username])).toEqual([
      ['register', '9000000001', null],
      ['forgot', MEMBER_MOBILE, 'demo_member'],
    ]);
  });

  it.each([
    ['an unknown dialling code', '9876543210', '+1'],
    ['too few digits', '98765', '+91'],
    ['too many digits', '98765432101', '+91'],
    ['letters', '98765abcde', '+91'],
    ['full-width digits', '９８７６５４３２１０', '+91'],
    ['an empty number', '', '+91'],
    ['a Sri Lankan number of 10 digits (Sri Lanka has 9)', '7123456789', '+94'],
  ])('refuses %s with INVALID_PHONE', async (_case, mobile, country) => {
    for (const send of [sendLoginCode, sendRegisterCode, sendForgotCode]) {
      const { status, body } = await send(server, mobile, country);
      expect(status).toBe(200);
      expect(parseFailure(body)).toMatchObject({ code: ErrorCode.invalidPhone, message: 'Please enter a valid phone number.' });
    }
  });

  it('takes the number trimmed, the dialling code without +, and +91 when it is empty', async () => {
    expectSent((await sendLoginCode(server, ` ${MEMBER_MOBILE} `, '91')).body);
    expectSent((await sendLoginCode(server, MEMBER_MOBILE, '')).body);
    expectSent((await sendRegisterCode(server, '712345678', '+94')).body);
    expect((await smsOutbox(server))[0]).toMatchObject({ mobile: '712345678', countryDialingCode: '+94' });
  });

  // As a login code to such a number (smsLoginEnumeration.test.ts; forgotEnumeration.test.ts).
  it('answers a forgot code for a number no account has as if sent, and sends nothing', async () => {
    expectSent((await sendForgotCode(server, '9000000099')).body);
    expect((await smsOutbox(server)).filter((sms) => sms.mobile === '9000000099')).toEqual([]);
  });

  // Registration says the number is taken once that code is right (register.test.ts).
  it('sends a register code to a number already registered too', async () => {
    expectSent((await sendRegisterCode(server, MEMBER_MOBILE)).body);
    expect((await smsOutbox(server))[0]).toMatchObject({ purpose: 'register', mobile: MEMBER_MOBILE });
  });

  it('reads the lifetime of register codes from the merchant config (default 1 minute)', async () => {
    expectSent((await sendRegisterCode(server, '9000000002')).body, 1);
    server.db.prepare('UPDATE merchant SET sms_register_expired_minutes = 3').run();
    try {
      expectSent((await sendRegisterCode(server, '9000000003')).body, 3);
      expect((await smsOutbox(server))[0]?.expiresAt).toBe(clock.now() + 3 * MINUTE);
    } finally {
      server.db.prepare('UPDATE merchant SET sms_register_expired_minutes = 1').run();
    }
  });

  it('answers TOO_MANY_REQUESTS on a 4th code within 5 minutes, until 5 minutes after the first', async () => {
    const first = clock.now();
    for (let sent = 0; sent < 3; sent++) {
      expectSent((await sendLoginCode(server, MEMBER_MOBILE)).body);
      clock.advance(MINUTE);
    }
    const refusal = await sendLoginCode(server, MEMBER_MOBILE);
    expect(refusal.status).toBe(429);
    const refused = parseFailure(refusal.body);
    expect(refused).toMatchObject({ code: ErrorCode.tooManyRequests, message: 'Too many requests, please try again after 5 minutes.' });
    expect(v.parse(smsRateLimitValueSchema, refused.value)).toEqual({ retryAt: first + 5 * MINUTE });
    expect((await smsOutbox(server)).filter((sms) => sms.sentAt > first + 2 * MINUTE)).toHaveLength(0);

    // other purposes and other numbers are counted apart
    expectSent((await sendForgotCode(server, MEMBER_MOBILE)).body);
    expectSent((await sendLoginCode(server, '9876543211')).body);

    clock.advance(first + 5 * MINUTE - 1 - clock.now());
    expect(parseFailure((await sendLoginCode(server, MEMBER_MOBILE)).body).code).toBe(ErrorCode.tooManyRequests);
    clock.advance(1);
    expectSent((await sendLoginCode(server, MEMBER_MOBILE)).body);
    // the window slides: three codes again since first + 1 minute, so the next waits for that one
    const again = parseFailure((await sendLoginCode(server, MEMBER_MOBILE)).body);
    expect(v.parse(smsRateLimitValueSchema, again.value)).toEqual({ retryAt: first + 6 * MINUTE });
  });

  it('says it in Hindi by default', async () => {
    const { body } = await callJson(server, 'POST', PATH.smsLoginCode, { mobileNum: '1', countryDialingCode: '+91' });
    expect(parseFailure(body).message).toBe('कृपया एक मान्य फ़ोन नंबर दर्ज करें।');
  });

  it('refuses a body without the number: 400 INVALID_INPUT', async () => {
    const { status, body } = await callJson(server, 'POST', PATH.smsLoginCode, { countryDialingCode: '+91' });
    expect(status).toBe(400);
    expect(parseFailure(body).code).toBe(ErrorCode.invalidInput);
  });

  it('refuses login codes when CODELOGIN3 is off: 404 MODULE_DISABLED', async () => {
    setModule(server, 'CODELOGIN3', false);
    try {
      const { status, body } = await sendLoginCode(server, MEMBER_MOBILE);
      expect(status).toBe(404);
      expect(parseFailure(body).code).toBe(ErrorCode.moduleDisabled);
    } finally {
      setModule(server, 'CODELOGIN3', true);
    }
  });

  it('draws the code from the injected random source and hands it to the injected sender', async () => {
    const sent: SentSms[] = [];
    const fixed = await startServer({ random: () => 0.0123456, clock: clock.now, sms: (sms) => sent.push(sms) });
    expectSent((await sendLoginCode(fixed, MEMBER_MOBILE)).body);
    expect(await latestSmsCode(fixed, 'login', MEMBER_MOBILE)).toBe('012345');
    expect(sent).toEqual([{ purpose: 'login', countryDialingCode: '+91', mobile: MEMBER_MOBILE, code: '012345', expiresAt: clock.now() + MINUTE }]);
  });
});

describe('SMS login (type sms)', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
  });
  beforeEach(() => clock.advance(TOO_MANY_REQUESTS_WAIT_MS));

  const freshCode = async (mobile = MEMBER_MOBILE) => {
    expectSent((await sendLoginCode(server, mobile)).body);
    return latestSmsCode(server, 'login', mobile);
  };
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('logs in with the mobile number and the code, exactly like a password login', async () => {
    const code = await freshCode();
    const { body } = await smsLogin(server, MEMBER_MOBILE, code);
    const { value } = v.parse(loginResponse, body);
    expect(value).toMatchObject({ userName: 'demo_member', firstTimeLogin: false, passwordExpired: false });
  });

  it('uses a code once', async () => {
    const code = await freshCode();
    expect(v.parse(loginResponse, (await smsLogin(server, MEMBER_MOBILE, code)).body).success).toBe(true);
    expect(parseFailure((await smsLogin(server, MEMBER_MOBILE, code)).body)).toMatchObject({
      code: ErrorCode.smsCodeWrong,
      message: 'Invalid verification code',
    });
  });

  it('refuses a wrong code, and still takes the right one after it', async () => {
    const code = await freshCode();
    expect(parseFailure((await smsLogin(server, MEMBER_MOBILE, wrongCode(code))).body).code).toBe(ErrorCode.smsCodeWrong);
    expect(v.parse(loginResponse, (await smsLogin(server, MEMBER_MOBILE, code)).body).success).toBe(true);
  });

  it('spends a code after 5 wrong answers', async () => {
    const code = await freshCode();
    for (let attempt = 0; attempt < 5; attempt++) await smsLogin(server, MEMBER_MOBILE, wrongCode(code));
    expect(parseFailure((await smsLogin(server, MEMBER_MOBILE, code)).body).code).toBe(ErrorCode.smsCodeWrong);
  });

  it('refuses an expired code: SMS_CODE_EXPIRED after 1 minute', async () => {
    const code = await freshCode();
    clock.advance(MINUTE);
    expect(parseFailure((await smsLogin(server, MEMBER_MOBILE, code)).body)).toMatchObject({
      code: ErrorCode.smsCodeExpired,
      message: 'Code expired, send again',
    });
  });

  it('takes a code until the last millisecond of its minute', async () => {
    const code = await freshCode();
    clock.advance(MINUTE - 1);
    expect(v.parse(loginResponse, (await smsLogin(server, MEMBER_MOBILE, code)).body).success).toBe(true);
  });

  it('counts only the newest code sent to the number', async () => {
    const older = await freshCode();
    const newer = await freshCode();
    if (older !== newer) expect(parseFailure((await smsLogin(server, MEMBER_MOBILE, older)).body).code).toBe(ErrorCode.smsCodeWrong);
    expect(v.parse(loginResponse, (await smsLogin(server, MEMBER_MOBILE, newer)).body).success).toBe(true);
  });

  it('refuses a number of no account like a wrong code (it tells nobody which numbers exist), and a malformed number', async () => {
    expect(parseFailure((await smsLogin(server, '9000000099', '123456')).body).code).toBe(ErrorCode.smsCodeWrong);
    expect(parseFailure((await smsLogin(server, '12345', '123456')).body).code).toBe(ErrorCode.invalidPhone);
  });

  it('does not take a forgot-password code', async () => {
    expectSent((await sendForgotCode(server, MEMBER_MOBILE)).body);
    const code = await latestSmsCode(server, 'forgot', MEMBER_MOBILE);
    expect(parseFailure((await smsLogin(server, MEMBER_MOBILE, code)).body).code).toBe(ErrorCode.smsCodeWrong);
  });

  it('keeps the site checks: a member on the agent site is refused', async () => {
    const code = await freshCode();
    expect(parseFailure((await smsLogin(server, MEMBER_MOBILE, code, { site: 'agent' })).body).code).toBe(ErrorCode.nonAgent);
  });

  it('logs in an agent on the agent site', async () => {
    const code = await freshCode('9876543211');
    expect(v.parse(loginResponse, (await smsLogin(server, '9876543211', code, { site: 'agent' })).body).value.userName).toBe('demo_agent');
  });

  it('needs no device verification: the code proves the phone (demo_verify from a new IP)', async () => {
    const code = await freshCode('9123456789');
    expect(v.parse(loginResponse, (await smsLogin(server, '9123456789', code)).body).value.userName).toBe('demo_verify');
  });

  it('is refused when CODELOGIN3 is off: 404 MODULE_DISABLED', async () => {
    const code = await freshCode();
    setModule(server, 'CODELOGIN3', false);
    try {
      const result = await smsLogin(server, MEMBER_MOBILE, code);
      expect(result.status).toBe(404);
      expect(parseFailure(result.body).code).toBe(ErrorCode.moduleDisabled);
    } finally {
      setModule(server, 'CODELOGIN3', true);
    }
  });
});
