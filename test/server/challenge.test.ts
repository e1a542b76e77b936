import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsCodeResponse, TOO_MANY_REQUESTS_WAIT_MS } from '@kernel/account';
import { CHALLENGE_ALGORITHM, CHALLENGE_LIFETIME_MS, challengeResponse, decodeChallengePayload, encodeChallengePayload } from '@kernel/challenge';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import { loginResponse } from '@kernel/session';
import { PRODUCT_CHALLENGE_COST } from '../../server/challenge';
import { demoPassword } from '../../server/demoAccounts';
import { RATE_LIMITS, type RateLimits } from '../../server/rateLimit';
import { freshCaptcha, manualClock, parseFailure, type RequestOptions, smsOutbox, solvedChallenge, startServer, type TestServer } from './helpers';

/** SPEC 3 challenge fields: login, the SMS code requests and registration carry a solved proof-of-work challenge. */

const PASSWORD = 'Secret@123';
let mobileCounter = 0;
/** A mobile number no seeded account has. */
const newMobile = () => `90002${String(++mobileCounter).padStart(5, '0')}`;
let nameCounter = 0;
const newName = () => `pow${String(++nameCounter).padStart(5, '0')}`;

/** No rate limit gets in the way: every request here comes from one client. */
const NO_LIMITS = Object.fromEntries(Object.keys(RATE_LIMITS).map((name) => [name, { max: Infinity, windowMs: TOO_MANY_REQUESTS_WAIT_MS }])) as Partial<RateLimits>;

/** Posts exactly the payload given (no challenge added): JSON, or sealed for the (E) calls. */
async function post(server: TestServer, method: string, path: string, payload: unknown, sealed: boolean, options: RequestOptions = {}) {
  const body = sealed ? await server.seal(payload) : payload;
  const response = await server.call(path, { lang: 'EN', ...options, method, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

type GuardedCall = {
  name: string;
  /** Sends one attempt with the given challenge field (undefined: the field left out). */
  send: (server: TestServer, altcha: string | undefined) => Promise<{ status: number; body: unknown }>;
  /** What an accepted attempt answers and did. */
  accepted: (server: TestServer, body: unknown) => Promise<void> | void;
};

const withField = (payload: Record<string, unknown>, altcha: string | undefined) => (altcha === undefined ? payload : { ...payload, altcha });
const smsSent = (body: unknown) => expect(v.parse(smsCodeResponse, body).success).toBe(true);

const CALLS: GuardedCall[] = [
  {
    name: 'login',
    send: (server, altcha) => post(server, 'POST', PATH.login, withField({ username: 'demo_member', password: demoPassword('demo_member') }, altcha), true),
    accepted: (_server, body) => expect(v.parse(loginResponse, body).value.userName).toBe('demo_member'),
  },
  {
    name: 'the login SMS code request',
    send: (server, altcha) => post(server, 'POST', PATH.smsLoginCode, withField({ mobileNum: newMobile(), countryDialingCode: '+91' }, altcha), false),
    accepted: (_server, body) => smsSent(body),
  },
  {
    name: 'the register SMS code request',
    send: (server, altcha) => post(server, 'POST', PATH.smsRegisterCode, withField({ mobileNo: newMobile(), countryDialingCode: '+91' }, altcha), false),
    accepted: async (server, body) => {
      smsSent(body);
      expect((await smsOutbox(server))[0]?.purpose).toBe('register');
    },
  },
  {
    name: 'the forgot-password SMS code request',
    send: (server, altcha) => post(server, 'POST', PATH.smsForgotCode, withField({ mobileNum: '9876543210', countryDialingCode: '+91' }, altcha), false),
    accepted: (_server, body) => smsSent(body),
  },
  {
    name: 'registration',
    send: async (server, altcha) => {
      const captcha = await freshCaptcha(server);
      const username = newName();
      const payload = {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        mobileNum: newMobile(),
        countryDialingCode: '+91',
        captcha: captcha.answer,
        agreed: true,
      };
      return post(server, 'PUT', PATH.register, withField(payload, altcha), true);
    },
    accepted: (_server, body) => expect(v.parse(loginResponse, body).value.userName).toMatch(/^pow\d{5}$/),
  },
];

const refusedWith = (body: unknown, code: string) => {
  const failure = parseFailure(body);
  expect(failure.code).toBe(code);
  return failure.message;
};

describe('proof-of-work challenges', () => {
  const clock = manualClock();
  let server: TestServer;
  /** A server at the product's cost, and a solution of its challenge (which this server cannot check). */
  let product: TestServer;
  let foreignSolution: string;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now, rateLimits: NO_LIMITS });
    product = await startServer({ challengeCost: undefined });
    foreignSolution = await solvedChallenge(product);
    // Registration then needs no SMS code: the register SMS request is tested on its own.
    server.db.prepare("UPDATE setting_flag SET enabled = 0 WHERE flag = 'REGMOBVERF3'").run();
  });
  beforeEach(() => clock.advance(TOO_MANY_REQUESTS_WAIT_MS));

  it('hands out a signed PBKDF2/SHA-256 challenge that lasts 5 minutes on the server clock and is never cached', async () => {
    const response = await server.call(PATH.challenge);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { parameters, signature } = v.parse(challengeResponse, await response.json()).value;
    expect(parameters).toMatchObject({ algorithm: CHALLENGE_ALGORITHM, cost: 1, keyLength: 32, data: { expires: clock.now() + CHALLENGE_LIFETIME_MS } });
    // Deterministic mode: half of the key is the prefix, and the server can check a solution by HMAC.
    expect(parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hands one client at most 100 challenges in 5 minutes (each costs the server a key derivation), then 429', async () => {
    const limited = await startServer({ rateLimits: { CHALLENGE_PER_CLIENT: RATE_LIMITS.CHALLENGE_PER_CLIENT } });
    const statuses: number[] = [];
    for (let index = 0; index < 101; index += 1) statuses.push((await limited.call(PATH.challenge, { remoteAddress: '203.0.113.7' })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.at(-1)).toBe(429);
    expect((await limited.call(PATH.challenge, { remoteAddress: '203.0.113.8' })).status).toBe(200);
  });

  it('asks the product cost unless told otherwise', async () => {
    const { parameters } = v.parse(challengeResponse, await (await product.call(PATH.challenge)).json()).value;
    expect(parameters.cost).toBe(PRODUCT_CHALLENGE_COST.cost);
    expect(PRODUCT_CHALLENGE_COST.counterMin).toBeGreaterThanOrEqual(500);
  });

  describe.each(CALLS)('$name', (call) => {
    it('is refused without a solution: CHALLENGE_REQUIRED, and nothing happens', async () => {
      const before = (await smsOutbox(server)).length;
      for (const altcha of [undefined, '']) {
        const { status, body } = await call.send(server, altcha);
        expect(status).toBe(200);
        expect(refusedWith(body, ErrorCode.challengeRequired)).toBe('The security check is missing, please try again');
      }
      expect((await smsOutbox(server)).length).toBe(before);
    });

    it('is accepted with a solved challenge, which it spends: the same solution again is CHALLENGE_EXPIRED', async () => {
      const altcha = await solvedChallenge(server);
      const first = await call.send(server, altcha);
      await call.accepted(server, first.body);
      const again = await call.send(server, altcha);
      expect(refusedWith(again.body, ErrorCode.challengeExpired)).toBe('The security check has expired or was already used, please try again');
    });

    it('accepts a solution until the 5 minutes end and refuses it after: CHALLENGE_EXPIRED', async () => {
      const lastMoment = await solvedChallenge(server);
      clock.advance(CHALLENGE_LIFETIME_MS);
      await call.accepted(server, (await call.send(server, lastMoment)).body);

      const late = await solvedChallenge(server);
      clock.advance(CHALLENGE_LIFETIME_MS + 1);
      refusedWith((await call.send(server, late)).body, ErrorCode.challengeExpired);
    });

    it('refuses a wrong solution, a tampered challenge and one from another server: CHALLENGE_INVALID', async () => {
      // The derived key is the proof (only its first half is published); the server checks it by HMAC.
      const solved = decodeChallengePayload(await solvedChallenge(server))!;
      const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: solved.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) } };
      const longer = {
        ...solved,
        challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, data: { expires: clock.now() + 24 * 3_600_000 } } },
      };
      for (const payload of [wrongKey, longer]) refusedWith((await call.send(server, encodeChallengePayload(payload))).body, ErrorCode.challengeInvalid);
      refusedWith((await call.send(server, foreignSolution)).body, ErrorCode.challengeInvalid);
      refusedWith((await call.send(server, 'not base64 JSON')).body, ErrorCode.challengeInvalid);
      // None of these spent it: the right solution still works once.
      await call.accepted(server, (await call.send(server, encodeChallengePayload(solved))).body);
    });
  });

  it('accepts one of 10 parallel logins with the same solution', async () => {
    const altcha = await solvedChallenge(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => CALLS[0]!.send(server, altcha)));
    const codes = answers.map(({ body }) => ((body as { success: boolean }).success ? 'ok' : parseFailure(body).code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === ErrorCode.challengeExpired)).toHaveLength(9);
  });

  it('refuses in the request language', async () => {
    const { body } = await post(server, 'POST', PATH.smsForgotCode, { mobileNum: '9876543210', countryDialingCode: '+91' }, false, { lang: 'HI' });
    expect(refusedWith(body, ErrorCode.challengeRequired)).toBe('सुरक्षा जाँच नहीं मिली, कृपया फिर से प्रयास करें');
  });

  it('checks the challenge after the body: a malformed request is still INVALID_INPUT', async () => {
    const { status, body } = await post(server, 'POST', PATH.smsLoginCode, { countryDialingCode: '+91' }, false);
    expect(status).toBe(400);
    refusedWith(body, ErrorCode.invalidInput);
  });
});
