import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsCodeResponse, TOO_MANY_REQUESTS_WAIT_MS } from '@kernel/account';
import { devMailOutboxResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH, PATH } from '@kernel/paths';
import { bindCodeResponse, bindContactResponse, MAIL_CODE_EXPIRED_MINUTES, profileResponse } from '@kernel/profile';
import { loginResponse } from '@kernel/session';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { RATE_LIMITS } from '../../server/rateLimit';
import { callJson, expectLoginRequired, latestSmsCode, loginToken, manualClock, parseFailure, smsOutbox, startServer, type TestServer, trialToken } from './helpers';

const MINUTE = 60_000;
const FREE_MOBILE = '9123456780';

/** Logs in from an address (the profile shows where the login before this one came from). */
async function loginFrom(server: TestServer, username: string, password: string, remoteAddress: string) {
  const { body } = await server.login({ username, password }, { remoteAddress });
  return v.parse(loginResponse, body).value.token;
}

const profile = async (server: TestServer, token: string, lang = 'EN') => (await server.expectBody(profileResponse, MEMBER_PATH.profile, { token, lang })).body.value;
const refusal = (result: { body: unknown }) => {
  const failure = parseFailure(result.body);
  return { code: failure.code, message: failure.message };
};
const sendMobileCode = (server: TestServer, token: string, mobileNum: string, countryDialingCode = '+91') =>
  callJson(server, 'POST', MEMBER_PATH.smsBindCode, { mobileNum, countryDialingCode }, { token, lang: 'EN' });
const bindMobile = (server: TestServer, token: string, mobileNum: string, verificationCode: string) =>
  callJson(server, 'POST', MEMBER_PATH.bindMobile, { mobileNum, countryDialingCode: '+91', verificationCode }, { token, lang: 'EN' });
const sendMailCode = (server: TestServer, token: string, email: string) => callJson(server, 'POST', MEMBER_PATH.mailBindCode, { email }, { token, lang: 'EN' });
const bindEmail = (server: TestServer, token: string, email: string, verificationCode: string) =>
  callJson(server, 'POST', MEMBER_PATH.bindEmail, { email, verificationCode }, { token, lang: 'EN' });

/** The code in the newest mail to an address (the dev mail outbox). */
async function mailedCode(server: TestServer, to: string): Promise<string> {
  const mails = (await server.expectBody(devMailOutboxResponse, DEV_PATH.mailOutbox)).body.value;
  const mail = mails.find((entry) => entry.to === to);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

describe('profile (security center)', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
  });

  it('needs a session', async () => {
    await expectLoginRequired(server, MEMBER_PATH.profile);
  });

  it("shows the member's names, VIP level and masked contacts", async () => {
    const token = await loginToken(server, 'demo_member');
    const value = await profile(server, token);
    expect(value).toMatchObject({
      userName: 'demo_member',
      nickname: 'Demo Member',
      vipLevel: 3,
      vipLabel: 'VIP 3',
      mobileMasked: '+91 98******10',
      emailMasked: 'de***@example.com',
    });
  });

  it('words a member without VIP level in the request language, and shows no contacts when none are bound', async () => {
    const token = await loginFrom(server, 'team_meera', TEAM_PASSWORD, '198.51.100.20');
    expect(await profile(server, token, 'HI')).toMatchObject({ vipLevel: 0, vipLabel: 'सामान्य', mobileMasked: null, emailMasked: null });
  });

  it('shows the login before the current one: its time and IP (none for the first login)', async () => {
    const firstAt = clock.now();
    const first = await loginFrom(server, 'team_rohan', TEAM_PASSWORD, '198.51.100.7');
    expect((await profile(server, first)).previousLogin).toBeNull();
    clock.advance(90 * MINUTE);
    const secondAt = clock.now();
    const second = await loginFrom(server, 'team_rohan', TEAM_PASSWORD, '203.0.113.9');
    expect((await profile(server, second)).previousLogin).toEqual({ at: firstAt, ip: '198.51.100.7' });
    // Each session sees the login before its own.
    expect((await profile(server, first)).previousLogin).toBeNull();
    clock.advance(MINUTE);
    const third = await loginFrom(server, 'team_rohan', TEAM_PASSWORD, '198.51.100.7');
    expect((await profile(server, third)).previousLogin).toEqual({ at: secondAt, ip: '203.0.113.9' });
  });
});

describe('binding a mobile with an SMS code', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    // One test client sends every code: its own allowance is tested apart below.
    server = await startServer({ clock: clock.now, rateLimits: { SMS_PER_CLIENT: { max: Infinity, windowMs: TOO_MANY_REQUESTS_WAIT_MS } } });
  });
  beforeEach(() => clock.advance(TOO_MANY_REQUESTS_WAIT_MS));

  it('sends a 6-digit bind code to the number (1 minute, in the dev SMS outbox) and binds it with that code', async () => {
    const token = await loginToken(server, 'team_arjun', TEAM_PASSWORD);
    const sent = await sendMobileCode(server, token, FREE_MOBILE);
    expect(v.parse(smsCodeResponse, sent.body).value).toEqual({ expiredMinutes: 1 });
    const [sms] = await smsOutbox(server);
    expect(sms).toMatchObject({ purpose: 'bind', mobile: FREE_MOBILE, countryDialingCode: '+91', expiresAt: clock.now() + MINUTE });
    const code = await latestSmsCode(server, 'bind', FREE_MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(refusal(await bindMobile(server, token, FREE_MOBILE, wrong))).toEqual({ code: ErrorCode.smsCodeWrong, message: 'Invalid verification code' });
    const bound = v.parse(bindContactResponse, (await bindMobile(server, token, FREE_MOBILE, code)).body).value;
    expect(bound.mobileMasked).toBe('+91 91******80');
    expect((await profile(server, token)).mobileMasked).toBe('+91 91******80');
    // A code works once.
    expect(refusal(await bindMobile(server, token, FREE_MOBILE, code)).code).toBe(ErrorCode.smsCodeWrong);
  });

  it('refuses a mobile another account has, when the code is asked for and when it is bound', async () => {
    const token = await loginToken(server, 'team_dev', TEAM_PASSWORD);
    expect(refusal(await sendMobileCode(server, token, '9876543210'))).toEqual({ code: ErrorCode.mobileTaken, message: 'This mobile number is already registered' });
    expect(refusal(await bindMobile(server, token, '9876543210', '123456')).code).toBe(ErrorCode.mobileTaken);
    expect((await smsOutbox(server)).some((sms) => sms.purpose === 'bind' && sms.mobile === '9876543210')).toBe(false);
  });

  it('lets a member ask a code for the number it already has (changing nothing else)', async () => {
    const token = await loginToken(server, 'demo_expired');
    expect(v.parse(bindCodeResponse, (await sendMobileCode(server, token, '9876543212')).body).value.expiredMinutes).toBe(1);
  });

  it('refuses a number that is not a valid mobile, and a code that is not 6 digits', async () => {
    const token = await loginToken(server, 'team_kavya', TEAM_PASSWORD);
    expect(refusal(await sendMobileCode(server, token, '12345'))).toEqual({ code: ErrorCode.invalidPhone, message: 'Please enter a valid phone number.' });
    expect(refusal(await sendMobileCode(server, token, '9123456789', '+1')).code).toBe(ErrorCode.invalidPhone);
    expect(refusal(await bindMobile(server, token, '9123456789', '12ab'))).toEqual({
      code: ErrorCode.invalidInput,
      message: 'Please enter a valid verification code',
    });
  });

  it('refuses an expired code: send again', async () => {
    const token = await loginToken(server, 'team_kavya', TEAM_PASSWORD);
    await sendMobileCode(server, token, '9123456781');
    const code = await latestSmsCode(server, 'bind', '9123456781');
    clock.advance(MINUTE + 1);
    expect(refusal(await bindMobile(server, token, '9123456781', code))).toEqual({ code: ErrorCode.smsCodeExpired, message: 'Code expired, send again' });
  });

  it('sends at most 3 codes to one number in 5 minutes (SPEC 8 too many requests)', async () => {
    const token = await loginToken(server, 'team_kavya', TEAM_PASSWORD);
    for (let i = 0; i < RATE_LIMITS.SMS_PER_NUMBER.max; i++) expect((await sendMobileCode(server, token, '9123456782')).status).toBe(200);
    const refused = await sendMobileCode(server, token, '9123456782');
    expect(refused.status).toBe(429);
    expect(refusal(refused)).toEqual({ code: ErrorCode.tooManyRequests, message: 'Too many requests, please try again after 5 minutes.' });
  });

  it('needs a session, and refuses a trial account', async () => {
    await expectLoginRequired(server, MEMBER_PATH.smsBindCode, { method: 'POST', body: { mobileNum: FREE_MOBILE } });
    await expectLoginRequired(server, MEMBER_PATH.bindMobile, { method: 'POST', body: { mobileNum: FREE_MOBILE, verificationCode: '123456' } });
    const trial = await trialToken(server);
    expect(refusal(await sendMobileCode(server, trial, '9123456783')).code).toBe(ErrorCode.trialNotAllowed);
  });
});

describe('binding an email with a mailed code', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now, rateLimits: { SMS_PER_CLIENT: { max: Infinity, windowMs: TOO_MANY_REQUESTS_WAIT_MS } } });
  });
  beforeEach(() => clock.advance(TOO_MANY_REQUESTS_WAIT_MS));

  it('mails a 6-digit code (the dev mail outbox shows it) and binds the address with it', async () => {
    const token = await loginToken(server, 'team_rohan', TEAM_PASSWORD);
    const sent = await sendMailCode(server, token, 'rohan.v@example.com');
    expect(v.parse(bindCodeResponse, sent.body).value).toEqual({ expiredMinutes: MAIL_CODE_EXPIRED_MINUTES });
    const [mail] = (await server.expectBody(devMailOutboxResponse, DEV_PATH.mailOutbox)).body.value;
    expect(mail).toMatchObject({ to: 'rohan.v@example.com', username: 'team_rohan', subject: 'Your verification code', sentAt: clock.now() });
    const code = await mailedCode(server, 'rohan.v@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(refusal(await bindEmail(server, token, 'rohan.v@example.com', wrong)).code).toBe(ErrorCode.smsCodeWrong);
    const bound = v.parse(bindContactResponse, (await bindEmail(server, token, 'rohan.v@example.com', code)).body).value;
    expect(bound.emailMasked).toBe('ro***@example.com');
    expect((await profile(server, token)).emailMasked).toBe('ro***@example.com');
  });

  it('refuses an address that is not an email, and one another account has', async () => {
    const token = await loginToken(server, 'team_meera', TEAM_PASSWORD);
    expect(refusal(await sendMailCode(server, token, 'not-an-email'))).toEqual({ code: ErrorCode.invalidInput, message: 'Email format incorrect' });
    expect(refusal(await sendMailCode(server, token, 'DEMO.MEMBER@example.com'))).toEqual({
      code: ErrorCode.emailTaken,
      message: 'This email address is already bound to another account',
    });
    expect(refusal(await bindEmail(server, token, 'demo.member@example.com', '123456')).code).toBe(ErrorCode.emailTaken);
  });

  it('a code mailed for one member does not bind the address to another', async () => {
    const meera = await loginToken(server, 'team_meera', TEAM_PASSWORD);
    const dev = await loginToken(server, 'team_dev', TEAM_PASSWORD);
    await sendMailCode(server, meera, 'shared@example.com');
    const code = await mailedCode(server, 'shared@example.com');
    expect(refusal(await bindEmail(server, dev, 'shared@example.com', code)).code).toBe(ErrorCode.smsCodeWrong);
    expect(v.parse(bindContactResponse, (await bindEmail(server, meera, 'shared@example.com', code)).body).value.emailMasked).toBe('sh***@example.com');
  });

  it('refuses an expired code', async () => {
    const token = await loginToken(server, 'team_arjun', TEAM_PASSWORD);
    await sendMailCode(server, token, 'arjun@example.com');
    const code = await mailedCode(server, 'arjun@example.com');
    clock.advance(MAIL_CODE_EXPIRED_MINUTES * MINUTE);
    expect(refusal(await bindEmail(server, token, 'arjun@example.com', code)).code).toBe(ErrorCode.smsCodeExpired);
  });

  it('mails at most 3 codes to one address in 5 minutes', async () => {
    const token = await loginToken(server, 'team_arjun', TEAM_PASSWORD);
    for (let i = 0; i < RATE_LIMITS.SMS_PER_NUMBER.max; i++) expect((await sendMailCode(server, token, 'busy@example.com')).status).toBe(200);
    expect((await sendMailCode(server, token, 'busy@example.com')).status).toBe(429);
  });
});

describe('bind codes share the SMS calls allowance per client', () => {
  it('refuses a code once the client has asked for SMS_PER_CLIENT codes of any kind', async () => {
    const server = await startServer({ clock: manualClock().now });
    const token = await loginToken(server, 'team_arjun', TEAM_PASSWORD);
    for (let i = 0; i < RATE_LIMITS.SMS_PER_CLIENT.max; i++) {
      await callJson(server, 'POST', PATH.smsRegisterCode, { mobileNo: `91234500${String(i).padStart(2, '0')}`, countryDialingCode: '+91' });
    }
    expect((await sendMobileCode(server, token, FREE_MOBILE)).status).toBe(429);
    expect((await sendMailCode(server, token, 'arjun@example.com')).status).toBe(429);
  });
});
