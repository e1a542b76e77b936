import { describe, expect, it } from 'vitest';
import { DEFAULT_SMS_EXPIRED_MINUTES } from '@kernel/account';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import { RATE_LIMITS, type RateLimitName } from '../../server/rateLimit';
import { callJson, callSealed, manualClock, parseFailure, type RequestOptions, smsOutbox, startServer, type TestServer } from './helpers';

/**
 * Issue 21, finding 6: forgot-by-phone looked the member up before it checked the SMS code, so
 * ACCOUNT_NOT_FOUND against SMS_CODE_WRONG told registered numbers apart (200 numbers in 1.9 s,
 * no limit); sms/forgot and sms/register leaked the same. Each scenario runs on a server of its
 * own, on the same clock, once for a registered number and once for one no account has: the
 * answers (status and body, refusals included) must be the same.
 */

/** demo_member's number, and one no account has. */
const REGISTERED = '9876543210';
const UNREGISTERED = '9000000099';
const CLIENT: RequestOptions = { remoteAddress: '198.51.100.66', lang: 'EN' };

type Answer = { status: number; body: unknown };
type Scenario = (server: TestServer, mobile: string, clock: ReturnType<typeof manualClock>) => Promise<Answer[]>;

const askForgotCode = (server: TestServer, mobileNum: string, from = CLIENT) =>
  callJson(server, 'POST', PATH.smsForgotCode, { mobileNum, countryDialingCode: '+91' }, from);
const askRegisterCode = (server: TestServer, mobileNo: string, from = CLIENT) =>
  callJson(server, 'POST', PATH.smsRegisterCode, { mobileNo, countryDialingCode: '+91' }, from);
const resetByPhone = (server: TestServer, mobileNum: string, verificationCode: string, from = CLIENT) =>
  callSealed(server, 'POST', PATH.forgotByPhone, { mobileNum, countryDialingCode: '+91', verificationCode, newPassword: 'Fresh@2025' }, from);

/** The same requests one after the other (the order matters to a window). */
async function inTurn(times: number, request: (n: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let n = 0; n < times; n++) answers.push(await request(n));
  return answers;
}

/** What a scenario answers for a registered number and for an unknown one, each on a fresh server. */
async function bothNumbers(scenario: Scenario) {
  const run = async (mobile: string) => {
    const clock = manualClock();
    return scenario(await startServer({ clock: clock.now }), mobile, clock);
  };
  return { registered: await run(REGISTERED), unregistered: await run(UNREGISTERED) };
}

/** A code other than the one the outbox shows for the number (any code for a number never sent one). */
async function wrongCodeFor(server: TestServer, mobile: string) {
  const sent = (await smsOutbox(server)).find((sms) => sms.mobile === mobile && sms.purpose === 'forgot')?.code;
  return sent === '000000' ? '111111' : '000000';
}

// Two servers a test, and sealed requests: seconds on a busy machine.
describe('forgot password by phone', { timeout: 30_000 }, () => {
  it.each<[string, Scenario]>([
    ['without a code asked for', (server, mobile) => inTurn(1, () => resetByPhone(server, mobile, '123456'))],
    [
      'with a wrong code after sms/forgot',
      async (server, mobile) => [await askForgotCode(server, mobile), await resetByPhone(server, mobile, await wrongCodeFor(server, REGISTERED))],
    ],
    [
      'with a code asked for that has expired since',
      async (server, mobile, clock) => {
        const asked = await askForgotCode(server, mobile);
        clock.advance(DEFAULT_SMS_EXPIRED_MINUTES * 60_000);
        return [asked, await resetByPhone(server, mobile, await wrongCodeFor(server, REGISTERED))];
      },
    ],
    [
      'five wrong codes and more (the code is spent), up to the per-number limit',
      async (server, mobile) => {
        const asked = await askForgotCode(server, mobile);
        const wrong = await wrongCodeFor(server, REGISTERED);
        // from as many clients, so only the number's own limit refuses
        const tries = await inTurn(RATE_LIMITS.FORGOT_PHONE_PER_NUMBER.max + 1, (n) =>
          resetByPhone(server, mobile, wrong, { ...CLIENT, remoteAddress: `203.0.113.${n + 1}` }),
        );
        return [asked, ...tries];
      },
    ],
  ])('answers a registered and an unknown number alike %s', async (_case, scenario) => {
    const { registered, unregistered } = await bothNumbers(scenario);
    expect(unregistered).toEqual(registered);
    const last = registered.at(-1) as Answer;
    expect(parseFailure(last.body).code).not.toBe(ErrorCode.accountNotFound);
  });

  it('refuses a wrong code, then an expired one, with the SPEC 8 texts (the same for either number)', async () => {
    const { registered } = await bothNumbers(async (server, mobile, clock) => {
      await askForgotCode(server, mobile);
      const wrong = await resetByPhone(server, mobile, await wrongCodeFor(server, REGISTERED));
      clock.advance(DEFAULT_SMS_EXPIRED_MINUTES * 60_000);
      return [wrong, await resetByPhone(server, mobile, await wrongCodeFor(server, REGISTERED))];
    });
    expect(registered.map((answer) => parseFailure(answer.body))).toMatchObject([
      { code: ErrorCode.smsCodeWrong, message: 'Invalid verification code' },
      { code: ErrorCode.smsCodeExpired, message: 'Code expired, send again' },
    ]);
  });

  it(`refuses 200 numbers tried from one client with 429 after ${RATE_LIMITS.FORGOT_PHONE_PER_CLIENT.max}`, async () => {
    const server = await startServer({ clock: manualClock().now });
    const answers = await inTurn(200, (n) => resetByPhone(server, String(9_000_400_000 + n), '123456'));
    const statuses = answers.map((answer) => answer.status);
    const allowed = RATE_LIMITS.FORGOT_PHONE_PER_CLIENT.max;
    expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(200 - allowed).fill(429)]);
    expect(parseFailure(answers[199]?.body)).toMatchObject({ code: ErrorCode.tooManyRequests, message: 'Too many requests, please try again after 5 minutes.' });
  }, 30_000);
});

describe('SMS codes for forgot and register', { timeout: 30_000 }, () => {
  /** One past the per-number allowance (3 codes in 5 minutes), so the refusal is compared too. */
  const REQUESTS = RATE_LIMITS.SMS_PER_NUMBER.max + 1;
  // Each request from a client of its own, so only the number's limits count.
  const fromClient = (n: number): RequestOptions => ({ ...CLIENT, remoteAddress: `203.0.113.${n + 1}` });

  it('sms/forgot answers a registered and an unknown number alike, and sends nothing to the unknown one', async () => {
    let outbox: unknown[] = [];
    const { registered, unregistered } = await bothNumbers(async (server, mobile) => {
      const answers = await inTurn(REQUESTS, (n) => askForgotCode(server, mobile, fromClient(n)));
      outbox = (await smsOutbox(server)).filter((sms) => sms.mobile === UNREGISTERED);
      return answers;
    });
    expect(unregistered).toEqual(registered);
    expect(registered[0]?.status).toBe(200);
    expect(outbox).toEqual([]);
  });

  it('sms/register answers a registered and an unknown number alike', async () => {
    const { registered, unregistered } = await bothNumbers((server, mobile) => inTurn(REQUESTS, (n) => askRegisterCode(server, mobile, fromClient(n))));
    expect(unregistered).toEqual(registered);
    expect(registered[0]?.status).toBe(200);
  });
});

describe.each([
  ['forgot by phone, per client', 'FORGOT_PHONE_PER_CLIENT', (server: TestServer, n: number) => resetByPhone(server, String(9_000_400_000 + n), '123456')],
  [
    'forgot by phone, overall',
    'FORGOT_PHONE_OVERALL',
    (server: TestServer, n: number) => resetByPhone(server, String(9_000_400_000 + n), '123456', { ...CLIENT, remoteAddress: `203.0.113.${n + 1}` }),
  ],
  [
    'forgot by phone, per number',
    'FORGOT_PHONE_PER_NUMBER',
    (server: TestServer, n: number) => resetByPhone(server, REGISTERED, '123456', { ...CLIENT, remoteAddress: `203.0.113.${n + 1}` }),
  ],
] as const)('%s', (_name, limitName: RateLimitName, attempt: (server: TestServer, n: number) => Promise<Answer>) => {
  it('is a limit of its own (here set to 3): 429 until the window has passed', async () => {
    const clock = manualClock();
    const windowMs = RATE_LIMITS[limitName].windowMs;
    const server = await startServer({ clock: clock.now, rateLimits: { [limitName]: { max: 3, windowMs } } });
    for (let n = 1; n <= 3; n++) expect((await attempt(server, n)).status).toBe(200);
    expect((await attempt(server, 4)).status).toBe(429);
    clock.advance(windowMs);
    expect((await attempt(server, 5)).status).toBe(200);
  });
});
