import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { okResponse } from '@kernel/account';
import { devMailOutboxResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { DEV_PATH, PATH } from '@kernel/paths';
import { TRIAL_USER_TYPES } from '@kernel/platform';
import { freePlayResponse } from '@kernel/session';
import { RATE_LIMITS, type RateLimitName } from '../../server/rateLimit';
import { callForm, manualClock, parseFailure, type RequestOptions, startServer, type TestServer } from './helpers';

/**
 * Issue 21, finding 5: free play made 2,000 trial accounts from one client in 7.7 s, and
 * forgot-by-email queued 1,000 reset mails to one person in 2.4 s while its answer told whether a
 * user name and an email belong together. With the product's own limits (RATE_LIMITS).
 */

const ATTACKER: RequestOptions = { remoteAddress: '198.51.100.66', lang: 'EN' };
const SOMEONE_ELSE: RequestOptions = { remoteAddress: '198.51.100.77', lang: 'EN' };
/** Client n of many (n up to 254). */
const client = (n: number): RequestOptions => ({ remoteAddress: `203.0.113.${n}`, lang: 'EN' });
const WINDOW_MS = RATE_LIMITS.FREE_PLAY_PER_CLIENT.windowMs;

type Answer = { status: number; body: unknown };

function expectTooManyRequests(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(parseFailure(answer.body)).toMatchObject({ code: ErrorCode.tooManyRequests, message: 'Too many requests, please try again after 5 minutes.' });
}

/** The same requests one after the other (the order matters to a window). */
async function inTurn(times: number, request: (n: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let n = 0; n < times; n++) answers.push(await request(n));
  return answers;
}
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
/** n answers of 200, then 429 to the end. */
const allowedThenRefused = (allowed: number, total: number) => [...Array(allowed).fill(200), ...Array(total - allowed).fill(429)];

async function freePlay(server: TestServer, from: RequestOptions): Promise<Answer> {
  const response = await server.call(PATH.freePlay, { ...from, method: 'POST', body: { os: 'web', platform: 'W' } });
  return { status: response.status, body: await response.json() };
}
const trialAccounts = (server: TestServer) =>
  (server.db.prepare(`SELECT COUNT(*) AS count FROM member WHERE type = ${TRIAL_USER_TYPES[0]}`).get() as { count: number }).count;

// Hundreds of requests, each making an account: seconds on a busy machine.
describe('free play', { timeout: 30_000 }, () => {
  const perClient = RATE_LIMITS.FREE_PLAY_PER_CLIENT.max;

  it(`refuses 300 requests from one client with 429 before the end: ${perClient} trial accounts, not 300`, async () => {
    const server = await startServer({ clock: manualClock().now });
    const before = trialAccounts(server);
    const answers = await inTurn(300, () => freePlay(server, ATTACKER));
    expect(statuses(answers)).toEqual(allowedThenRefused(perClient, 300));
    expect(perClient).toBeLessThan(300);
    expectTooManyRequests(answers[299] as Answer);
    expect(trialAccounts(server) - before).toBe(perClient);
    // Another client is not held up by that one.
    expect(v.parse(freePlayResponse, (await freePlay(server, SOMEONE_ELSE)).body).success).toBe(true);
  });

  it('lets the client in again once the window has passed', async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now });
    await inTurn(perClient, () => freePlay(server, ATTACKER));
    expectTooManyRequests(await freePlay(server, ATTACKER));
    clock.advance(WINDOW_MS);
    expect((await freePlay(server, ATTACKER)).status).toBe(200);
  });
});

/** A forgot-by-email form post. */
const forgotMail = (server: TestServer, username: string, email: string, from: RequestOptions) => callForm(server, PATH.forgotByEmail, { username, email }, from);
const mailsTo = async (server: TestServer, address: string) =>
  (await server.expectBody(devMailOutboxResponse, DEV_PATH.mailOutbox)).body.value.filter((mail) => mail.to === address);

const MEMBER = { username: 'demo_member', email: 'demo.member@example.com' };
const ANSWERED = { success: true, message: 'If this account exists, a mail is on its way.', value: true };

describe('forgot password by email', () => {
  const perTarget = RATE_LIMITS.FORGOT_MAIL_PER_TARGET.max;
  const perClient = RATE_LIMITS.FORGOT_MAIL_PER_CLIENT.max;

  it(`refuses 60 reset mails to one member from one client with 429 after ${perTarget}`, async () => {
    const server = await startServer({ clock: manualClock().now });
    const answers = await inTurn(60, () => forgotMail(server, MEMBER.username, MEMBER.email, ATTACKER));
    expect(statuses(answers)).toEqual(allowedThenRefused(perTarget, 60));
    expectTooManyRequests(answers[59] as Answer);
    expect(await mailsTo(server, MEMBER.email)).toHaveLength(perTarget);
  });

  it(`refuses 60 reset mails to one member from 60 clients with 429 after ${perTarget}, by name and by email`, async () => {
    const server = await startServer({ clock: manualClock().now });
    const byName = await inTurn(30, (n) => forgotMail(server, MEMBER.username, `someone${n}@example.com`, client(n + 1)));
    const byEmail = await inTurn(30, (n) => forgotMail(server, `someone${n}`, MEMBER.email, client(n + 101)));
    expect(statuses(byName)).toEqual(allowedThenRefused(perTarget, 30));
    expect(statuses(byEmail)).toEqual(allowedThenRefused(perTarget, 30));
  });

  it(`refuses one client after ${perClient} requests, whatever the accounts asked for`, async () => {
    const server = await startServer({ clock: manualClock().now });
    const answers = await inTurn(60, (n) => forgotMail(server, `member${n}`, `member${n}@example.com`, ATTACKER));
    expect(statuses(answers)).toEqual(allowedThenRefused(perClient, 60));
    expect((await forgotMail(server, 'member99', 'member99@example.com', SOMEONE_ELSE)).status).toBe(200);
  });

  it.each([
    ['an unknown user', { username: 'nobody01', email: 'nobody01@example.com' }],
    ['a member with an email that is not its own', { username: 'demo_member', email: 'someone@example.com' }],
    ['an email that is a member’s, with another name', { username: 'nobody02', email: MEMBER.email }],
    ['a member without email', { username: 'team_rohan', email: 'rohan@example.com' }],
  ])('answers %s exactly as a name and email that belong together, refusals included', async (_case, pair) => {
    const answersFor = async (username: string, email: string) => {
      const server = await startServer({ clock: manualClock().now });
      return inTurn(perTarget + 1, () => forgotMail(server, username, email, ATTACKER));
    };
    const known = await answersFor(MEMBER.username, MEMBER.email);
    expect(known[0]).toEqual({ status: 200, body: ANSWERED });
    expect(v.parse(okResponse, known[0]?.body).success).toBe(true);
    expect(await answersFor(pair.username, pair.email)).toEqual(known);
  });

  it('says so in Hindi by default', async () => {
    const server = await startServer({ clock: manualClock().now });
    const { body } = await forgotMail(server, 'nobody01', 'nobody01@example.com', { remoteAddress: ATTACKER.remoteAddress });
    expect(body).toEqual({ ...ANSWERED, message: 'यदि यह खाता मौजूद है, तो उसके ईमेल पर एक मेल भेजा जा रहा है।' });
  });
});

describe.each([
  ['free play', 'FREE_PLAY_OVERALL', (server: TestServer, n: number) => freePlay(server, client(n))],
  ['forgot by email', 'FORGOT_MAIL_OVERALL', (server: TestServer, n: number) => forgotMail(server, `member${n}`, `member${n}@example.com`, client(n))],
] as const)('%s from many clients', (_name, limitName: RateLimitName, attempt: (server: TestServer, n: number) => Promise<Answer>) => {
  it('meets an overall ceiling (here set to 3): 429 for everyone until the window has passed', async () => {
    const clock = manualClock();
    const server = await startServer({ clock: clock.now, rateLimits: { [limitName]: { max: 3, windowMs: WINDOW_MS } } });
    for (let n = 1; n <= 3; n++) expect((await attempt(server, n)).status).toBe(200);
    expectTooManyRequests(await attempt(server, 4));
    clock.advance(WINDOW_MS);
    expect((await attempt(server, 5)).status).toBe(200);
  });
});
