import { describe, expect, it } from 'vitest';
import type { Registration } from '@kernel/account';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import { RATE_LIMITS, type RateLimitName } from '../../server/rateLimit';
import { callJson, callSealed, manualClock, parseFailure, type RequestOptions, smsOutbox, startServer, type TestServer } from './helpers';

const WINDOW_MS = RATE_LIMITS.LOGIN_PER_CLIENT.windowMs;
const ATTACKER: RequestOptions = { remoteAddress: '198.51.100.66', lang: 'EN' };
const SOMEONE_ELSE: RequestOptions = { remoteAddress: '198.51.100.77', lang: 'EN' };
/** Client n of many, for the overall ceilings. */
const client = (n: number): RequestOptions => ({ remoteAddress: `203.0.113.${n}`, lang: 'EN' });

type Answer = { status: number; body: unknown };
/** One request of the kind a limit counts, from a client. */
type Attempt = (server: TestServer, from: RequestOptions, n: number) => Promise<Answer>;

function expectTooManyRequests(answer: Answer, message = 'Too many requests, please try again after 5 minutes.') {
  expect(answer.status).toBe(429);
  expect(parseFailure(answer.body)).toMatchObject({ code: ErrorCode.tooManyRequests, message });
}
const expectLetThrough = (answer: Answer) => expect(answer.status).not.toBe(429);

const wrongLogin: Attempt = (server, from) => server.login({ username: 'demo_member', password: 'Wrong@1234' }, from);
const captcha: Attempt = async (server, from) => {
  const response = await server.call(PATH.captcha, from);
  return { status: response.status, body: await response.json() };
};
/** A register code to a number nobody has (9000200000 + n): one SMS sent when let through. */
const registerCode: Attempt = (server, from, n) =>
  callJson(server, 'POST', PATH.smsRegisterCode, { mobileNo: String(9_000_200_000 + n), countryDialingCode: '+91' }, from);
const loginCode: Attempt = (server, from) => callJson(server, 'POST', PATH.smsLoginCode, { mobileNum: '9876543210', countryDialingCode: '+91' }, from);
const forgotCode: Attempt = (server, from) => callJson(server, 'POST', PATH.smsForgotCode, { mobileNum: '9876543210', countryDialingCode: '+91' }, from);
/** A registration the form checks refuse (no captcha, terms unticked): cheap, but an attempt all the same. */
const refusedRegistration =
  (path: string): Attempt =>
  (server, from, n) => {
    const registration: Registration = {
      username: `spam${n}`,
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      mobileNum: String(9_000_300_000 + n),
      countryDialingCode: '+91',
      verificationCode: '',
      captcha: '',
      login: false,
      registerMethod: 'WEB',
      agreed: false,
    };
    return callSealed(server, 'PUT', path, registration, from);
  };

/** Uses up a client's allowance (sequentially: the order matters to a window). */
async function exhaust(server: TestServer, attempt: Attempt, from: RequestOptions, times: number) {
  for (let n = 0; n < times; n++) expectLetThrough(await attempt(server, from, n));
}

describe.each([
  ['login', 'LOGIN_PER_CLIENT', [wrongLogin]],
  ['captcha', 'CAPTCHA_PER_CLIENT', [captcha]],
  ['SMS codes (all three calls together)', 'SMS_PER_CLIENT', [registerCode, loginCode, forgotCode]],
  ['registration (both calls together)', 'REGISTER_PER_CLIENT', [refusedRegistration(PATH.register), refusedRegistration(PATH.registerMobile)]],
] as const)('%s from one client', (_name, limitName: RateLimitName, attempts: readonly Attempt[]) => {
  const limit = RATE_LIMITS[limitName];
  const [first] = attempts;
  if (!first) throw new Error('no attempt');

  it(`is refused after ${limit.max} in 5 minutes with 429 and the SPEC 8 text, other clients going on`, async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now });
    await exhaust(server, first, ATTACKER, limit.max);
    for (const attempt of attempts) expectTooManyRequests(await attempt(server, ATTACKER, limit.max));
    expectLetThrough(await first(server, SOMEONE_ELSE, limit.max + 1));
  });

  it('lets the client in again once the window has passed', async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now });
    await exhaust(server, first, ATTACKER, limit.max);
    clock.advance(limit.windowMs - 1);
    expectTooManyRequests(await first(server, ATTACKER, limit.max));
    clock.advance(1);
    expectLetThrough(await first(server, ATTACKER, limit.max + 1));
  });
});

describe.each([
  ['login', 'LOGIN_OVERALL', wrongLogin],
  ['captcha', 'CAPTCHA_OVERALL', captcha],
  ['SMS codes', 'SMS_OVERALL', registerCode],
  ['registration', 'REGISTER_OVERALL', refusedRegistration(PATH.register)],
] as const)('%s from many clients', (_name, limitName: RateLimitName, attempt: Attempt) => {
  it('meets an overall ceiling (here set to 3): 429 for everyone until the window has passed', async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now, rateLimits: { [limitName]: { max: 3, windowMs: WINDOW_MS } } });
    for (let n = 1; n <= 3; n++) expectLetThrough(await attempt(server, client(n), n));
    expectTooManyRequests(await attempt(server, client(4), 4));
    clock.advance(WINDOW_MS);
    expectLetThrough(await attempt(server, client(5), 5));
  });
});

describe('the attack run, replayed', () => {
  it('sends SMS to at most SMS_PER_CLIENT of 40 numbers asked for by one client', async () => {
    const server = await startServer({ clock: manualClock().now });
    const answers: Answer[] = [];
    for (let n = 0; n < 40; n++) answers.push(await registerCode(server, ATTACKER, n));
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - RATE_LIMITS.SMS_PER_CLIENT.max);
    expect((await smsOutbox(server)).filter((sms) => sms.purpose === 'register')).toHaveLength(RATE_LIMITS.SMS_PER_CLIENT.max);
  });

  it('draws at most CAPTCHA_PER_CLIENT of 300 captchas asked for by one client', async () => {
    const server = await startServer({ clock: manualClock().now });
    const statuses = await Promise.all(Array.from({ length: 300 }, async (_, n) => (await captcha(server, ATTACKER, n)).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.CAPTCHA_PER_CLIENT.max);
  });
});

it('says it in Hindi by default', async () => {
  const server = await startServer({ clock: manualClock().now });
  const hindi = { remoteAddress: ATTACKER.remoteAddress } as const;
  await exhaust(server, captcha, hindi, RATE_LIMITS.CAPTCHA_PER_CLIENT.max);
  expectTooManyRequests(await captcha(server, hindi, 0), 'बहुत अधिक अनुरोध, कृपया 5 मिनट बाद पुनः प्रयास करें।');
});
