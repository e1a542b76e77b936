import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { forgotByPhoneResponse } from '@kernel/account';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import { HEADER } from '@kernel/platform';
import { loginResponse } from '@kernel/session';
import { demoPassword } from '../../server/demoAccounts';
import { RATE_LIMITS } from '../../server/rateLimit';
import { callJson, callSealed, freshCaptcha, latestSmsCode, manualClock, parseFailure, type RequestOptions, setModule, startServer, type TestServer } from './helpers';

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

// Each test hashes about ten passwords (scrypt): seconds on a busy machine.
describe('failed logins of one account name', { timeout: 30_000 }, () => {
  const failuresAllowed = RATE_LIMITS.LOGIN_FAILURES_PER_CLIENT.max;
  /** Browsers, and the addresses (clients) they connect from; none: the single test client. */
  const BROWSER_ONE: RequestOptions = { headers: { 'User-Agent': 'browser-one' } };
  const BROWSER_TWO: RequestOptions = { headers: { 'User-Agent': 'browser-two' } };
  const STRANGER: RequestOptions = { ...BROWSER_ONE, remoteAddress: '198.51.100.66' };
  const MEMBER_ELSEWHERE: RequestOptions = { ...BROWSER_ONE, remoteAddress: '203.0.113.5' };

  /** A login with a freshly drawn captcha answered right, from the given browser and client. */
  async function loginWithCaptcha(server: TestServer, password: string, from: RequestOptions = BROWSER_ONE) {
    const captcha = await freshCaptcha(server, from);
    return server.login({ ...MEMBER, password, captcha: captcha.answer }, { ...from, lang: 'EN', headers: { ...from.headers, [HEADER.captchaId]: captcha.id } });
  }

  async function failTimes(server: TestServer, times: number, from: RequestOptions = BROWSER_ONE) {
    for (let failure = 0; failure < times; failure++) {
      expect(parseFailure((await loginWithCaptcha(server, `Wrong@${failure}`, from)).body).code).toBe(ErrorCode.badCredentials);
    }
  }

  function expectLockedOut(answer: { status: number; body: unknown }) {
    expect(answer.status).toBe(429);
    expect(parseFailure(answer.body)).toMatchObject({ code: ErrorCode.tooManyRequests, message: 'Too many requests, please try again after 5 minutes.' });
  }

  it(`lock the client that failed ${failuresAllowed} times out of the name (429, SPEC 8 text), even for the right password, in any of its browsers, until the window has passed`, async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now });
    await failTimes(server, failuresAllowed);

    for (const browser of [BROWSER_ONE, BROWSER_TWO]) expectLockedOut(await loginWithCaptcha(server, MEMBER.password, browser));

    clock.advance(RATE_LIMITS.LOGIN_FAILURES_PER_CLIENT.windowMs);
    expect(v.parse(loginResponse, (await loginWithCaptcha(server, MEMBER.password)).body).value.userName).toBe('demo_member');
  });

  it(`do not lock the member out: after ${failuresAllowed} wrong passwords from a stranger, the right one from the member's client logs in; the stranger stays refused`, async () => {
    const server = await startServer({ clock: manualClock().now });
    // A new address asks for no device verification here: the answer is the login itself.
    setModule(server, 'LOGINIPVERF3', false);
    await failTimes(server, failuresAllowed, STRANGER);
    expectLockedOut(await loginWithCaptcha(server, 'Wrong@again', STRANGER));

    // The captcha a failure asks of everyone for this name, then the login.
    const member = await loginWithCaptcha(server, MEMBER.password, MEMBER_ELSEWHERE);
    expect(v.parse(loginResponse, member.body).value.userName).toBe('demo_member');
    expectLockedOut(await loginWithCaptcha(server, MEMBER.password, STRANGER));
  });

  it('meet a ceiling over every client (LOGIN_FAILURES_PER_ACCOUNT, here 3) that spares the addresses the account has logged in from', async () => {
    const clock = manualClock();
    const ceiling = { max: 3, windowMs: RATE_LIMITS.LOGIN_FAILURES_PER_ACCOUNT.windowMs };
    const server = await startServer({ clock: clock.now, rateLimits: { LOGIN_FAILURES_PER_ACCOUNT: ceiling } });
    setModule(server, 'LOGINIPVERF3', false);
    // The member's own address is known once the member has logged in from it.
    expect(v.parse(loginResponse, (await loginWithCaptcha(server, MEMBER.password, MEMBER_ELSEWHERE)).body).success).toBe(true);
    clock.advance(ceiling.windowMs);
    const strangers = [1, 2, 3, 4].map((n): RequestOptions => ({ ...BROWSER_ONE, remoteAddress: `198.51.100.${n}` }));
    for (const stranger of strangers.slice(0, ceiling.max)) await failTimes(server, 1, stranger);

    expectLockedOut(await loginWithCaptcha(server, MEMBER.password, strangers[3]));
    expect(v.parse(loginResponse, (await loginWithCaptcha(server, MEMBER.password, MEMBER_ELSEWHERE)).body).value.userName).toBe('demo_member');
    clock.advance(ceiling.windowMs);
    expect(v.parse(loginResponse, (await loginWithCaptcha(server, MEMBER.password, strangers[3])).body).success).toBe(true);
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
    const login = await server.login({ username: 'demo_member', password: 'Reset@2025' }, BROWSER_TWO);
    expect(v.parse(loginResponse, login.body).value.userName).toBe('demo_member');
  });

  it('start counting again after a successful login', async () => {
    const server = await startServer();
    await failTimes(server, failuresAllowed - 1);
    expect(v.parse(loginResponse, (await loginWithCaptcha(server, MEMBER.password)).body).success).toBe(true);
    await failTimes(server, failuresAllowed);
    expectLockedOut(await loginWithCaptcha(server, MEMBER.password));
  });
});
