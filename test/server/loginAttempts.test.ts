import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { forgotByPhoneResponse } from '@/contract/account';
import { ErrorCode } from '@/contract/errorCodes';
import { PATH } from '@/contract/paths';
import { HEADER } from '@/contract/platform';
import { loginResponse } from '@/contract/session';
import { demoPassword } from '../../server/demoAccounts';
import { RATE_LIMITS } from '../../server/rateLimit';
import { callJson, callSealed, freshCaptcha, latestSmsCode, manualClock, parseFailure, startServer, type TestServer } from './helpers';

const MEMBER = { username: 'demo_member', password: demoPassword('demo_member') };
const MEMBER_MOBILE = '9876543210';
const PARALLEL_GUESSES = 60;
/** One failure puts the name behind the captcha, so only the first guess may reach the password check. */
const CHECKED_BEFORE_CAPTCHA = 1;

const codesOf = (answers: { body: unknown }[]) => answers.map(({ body }) => parseFailure(body).code);
const count = (codes: readonly unknown[], code: string) => codes.filter((each) => each === code).length;

describe('wrong logins for one account name sent all at once', () => {
  it(`let at most ${CHECKED_BEFORE_CAPTCHA} of ${PARALLEL_GUESSES} (from as many clients) reach the password check before the captcha is required`, async () => {
    const server = await startServer();
    const codes = codesOf(
      await Promise.all(
        Array.from({ length: PARALLEL_GUESSES }, (_, index) => server.login({ ...MEMBER, password: `Wrong@${index}` }, { remoteAddress: `198.51.100.${index + 1}` })),
      ),
    );
    const checked = count(codes, ErrorCode.badCredentials);
    expect(checked).toBeLessThanOrEqual(CHECKED_BEFORE_CAPTCHA);
    expect(count(codes, ErrorCode.captchaRequired)).toBe(PARALLEL_GUESSES - checked);
  });

  it('let at most one through from a single client either (the rest: captcha required or too many requests)', async () => {
    const server = await startServer();
    const codes = codesOf(await Promise.all(Array.from({ length: PARALLEL_GUESSES }, (_, index) => server.login({ ...MEMBER, password: `Wrong@${index}` }))));
    expect(count(codes, ErrorCode.badCredentials)).toBeLessThanOrEqual(CHECKED_BEFORE_CAPTCHA);
    expect(count(codes, ErrorCode.badCredentials) + count(codes, ErrorCode.captchaRequired) + count(codes, ErrorCode.tooManyRequests)).toBe(PARALLEL_GUESSES);
  });
});

describe('failed logins of one account name', () => {
  const failuresAllowed = RATE_LIMITS.LOGIN_FAILURES_PER_ACCOUNT.max;

  /** A login with a freshly drawn captcha answered right, from the given client. */
  async function loginWithCaptcha(server: TestServer, password: string, userAgent = 'browser-one') {
    const client = { headers: { 'User-Agent': userAgent } };
    const captcha = await freshCaptcha(server, client);
    return server.login({ ...MEMBER, password, captcha: captcha.answer }, { lang: 'EN', headers: { ...client.headers, [HEADER.captchaId]: captcha.id } });
  }

  async function failTimes(server: TestServer, times: number) {
    for (let failure = 0; failure < times; failure++) {
      expect(parseFailure((await loginWithCaptcha(server, `Wrong@${failure}`)).body).code).toBe(ErrorCode.badCredentials);
    }
  }

  it(`lock the name out after ${failuresAllowed} (429, SPEC 8 text), even for the right password, for every client, until the window has passed`, async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now });
    await failTimes(server, failuresAllowed);

    for (const userAgent of ['browser-one', 'browser-two']) {
      const locked = await loginWithCaptcha(server, MEMBER.password, userAgent);
      expect(locked.status).toBe(429);
      expect(parseFailure(locked.body)).toMatchObject({ code: ErrorCode.tooManyRequests, message: 'Too many requests, please try again after 5 minutes.' });
    }

    clock.advance(RATE_LIMITS.LOGIN_FAILURES_PER_ACCOUNT.windowMs);
    expect(v.parse(loginResponse, (await loginWithCaptcha(server, MEMBER.password)).body).value.userName).toBe('demo_member');
  });

  it('are forgotten when the password is reset by phone: the new password logs in at once', async () => {
    const server = await startServer();
    await failTimes(server, failuresAllowed);
    await callJson(server, 'POST', PATH.smsForgotCode, { mobileNum: MEMBER_MOBILE, countryDialingCode: '+91' });
    const verificationCode = await latestSmsCode(server, 'forgot', MEMBER_MOBILE);
    const reset = await callSealed(server, 'POST', PATH.forgotByPhone, {
      mobileNum: MEMBER_MOBILE,
      countryDialingCode: '+91',
      verificationCode,
      newPassword: 'Reset@2025',
    });
    expect(v.parse(forgotByPhoneResponse, reset.body).success).toBe(true);
    // from a browser that has not failed (the failing one still owes a captcha of its own)
    const login = await server.login({ username: 'demo_member', password: 'Reset@2025' }, { headers: { 'User-Agent': 'browser-three' } });
    expect(v.parse(loginResponse, login.body).value.userName).toBe('demo_member');
  });

  it('start counting again after a successful login', async () => {
    const server = await startServer();
    await failTimes(server, failuresAllowed - 1);
    expect(v.parse(loginResponse, (await loginWithCaptcha(server, MEMBER.password)).body).success).toBe(true);
    await failTimes(server, failuresAllowed);
    expect((await loginWithCaptcha(server, MEMBER.password)).status).toBe(429);
  });
});
