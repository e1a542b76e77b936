import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import { CHALLENGE_FIELD, challengeResponse, encodeChallengePayload } from '@kernel/challenge';
import { type DevSms, devSmsOutboxResponse } from '@kernel/devControls';
import { failureEnvelope } from '@kernel/envelope';
import { ErrorCode } from '@kernel/errorCodes';
import { DEV_PATH, PATH } from '@kernel/paths';
import { HEADER } from '@kernel/platform';
import type { SealedBody } from '@kernel/sealed';
import { freePlayResponse, loginResponse } from '@kernel/session';
import { type CreateServerOptions, createServer, type ReferenceServer } from '../../server/app';
import type { ChallengeCost } from '../../server/challenge';
import { generateSealingKeys, type SealingKeys, sealForTest } from '../../server/crypto';
import { migrate } from '../../server/db/migrate';
import { openMemoryDatabase } from '../../server/db/open';
import { demoPassword } from '../../server/demoAccounts';
import { seedDatabase } from '../../server/seed/index';
import { DEFAULT_MERCHANT } from '../../server/seed/merchant';
import type { Db } from '../../server/types';

/** A clock the test moves by hand (token and captcha expiry). */
export function manualClock(start = Date.UTC(2025, 0, 15, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export type RequestOptions = {
  method?: string;
  /** Sent as JSON (objects) or as is (strings). */
  body?: unknown;
  token?: string;
  lang?: string;
  /** Overrides the Merchant header; null leaves it out. */
  merchant?: string | null;
  headers?: Record<string, string>;
  /** The address the request's TCP connection comes from; none (as app.request() has) by default. */
  remoteAddress?: string;
};

export type LoginCredentials = {
  username: string;
  password: string;
  captcha?: string;
  site?: 'member' | 'agent';
  type?: string;
  countryDialingCode?: string;
  /** The solved proof-of-work challenge; login() solves one when the credentials have no such key. */
  altcha?: string;
};

export type TestServer = ReferenceServer & {
  /** A request as the SPA sends it: Merchant, Device and (when given) Language and Authorization headers. */
  call: (path: string, options?: RequestOptions) => Promise<Response>;
  /** Calls and parses the JSON body with a contract schema: v.parse throws on any mismatch. */
  expectBody: <S extends v.GenericSchema>(schema: S, path: string, options?: RequestOptions) => Promise<{ status: number; headers: Headers; body: v.InferOutput<S> }>;
  /** POST login with the credentials sealed the way a client seals them. */
  login: (credentials: LoginCredentials, options?: RequestOptions) => Promise<{ status: number; body: unknown }>;
  /** Seals a payload the way a client does, dated on this server's clock. */
  seal: (payload: unknown) => Promise<SealedBody>;
};

/**
 * Proof-of-work challenges cost next to nothing in tests (a counter of 1 to 4, one PBKDF2
 * iteration); test/server/challenge.test.ts checks them, the product's cost is PRODUCT_CHALLENGE_COST.
 */
export const TEST_CHALLENGE_COST: ChallengeCost = { cost: 1, counterMin: 1, counterMax: 4 };

/** The calls that carry a solved challenge (SPEC 3 challenge fields): login, the SMS code requests, registration. */
export const CHALLENGED_PATHS: readonly string[] = [PATH.login, PATH.smsLoginCode, PATH.smsRegisterCode, PATH.smsForgotCode, PATH.register, PATH.registerMobile];

/**
 * What makes a test server slow is the same for every test: the RSA key pair (0.1-0.5 s of CPU)
 * and the seed (about 0.25 s). The servers of a worker share one key pair, and each seeded database
 * is kept as bytes and copied for the next server seeded for the same merchant at the same time:
 * the same instant on a hand-moved clock; the same minute on the real clock (so the copy's day and
 * hour are the test's; what the seed dates a few seconds earlier no test can tell from real time).
 */
let sharedKeys: Promise<SealingKeys> | undefined;
const seededBytes = new Map<string, Buffer>();
const SEED_COPIES_KEPT = 8;

async function seededDatabase(merchant: string, now: number, realClock: boolean): Promise<Db> {
  const key = `${merchant}|${realClock ? `minute ${Math.floor(now / 60_000)}` : now}`;
  const bytes = seededBytes.get(key);
  const db = bytes ? openMemoryDatabase(bytes) : openMemoryDatabase();
  if (bytes) return db;
  migrate(db);
  await seedDatabase(db, { merchant, now });
  if (seededBytes.size >= SEED_COPIES_KEPT) seededBytes.delete(seededBytes.keys().next().value as string);
  seededBytes.set(key, db.serialize());
  return db;
}

export async function startServer(options: Partial<CreateServerOptions> = {}): Promise<TestServer> {
  sharedKeys ??= generateSealingKeys();
  const db = options.db ?? (await seededDatabase(options.merchant ?? DEFAULT_MERCHANT, (options.clock ?? Date.now)(), options.clock === undefined));
  const keys = options.keys ?? (await sharedKeys);
  const server = await createServer({ devControls: true, demoMoney: true, challengeCost: TEST_CHALLENGE_COST, ...options, db, keys });
  // Sealed bodies are dated on the server's clock (a test or the dev clock control may have moved it), as a client dates them from the published server time.
  const seal = (payload: unknown) => sealForTest(server.keys, payload, { issuedAt: server.clock() });
  const call = async (path: string, request: RequestOptions = {}) => {
    const headers: Record<string, string> = { [HEADER.device]: 'web', ...request.headers };
    if (request.merchant !== null) headers[HEADER.merchant] = request.merchant ?? DEFAULT_MERCHANT;
    if (request.lang) headers[HEADER.language] = request.lang;
    if (request.token) headers[HEADER.authorization] = request.token;
    let body: string | undefined;
    if (request.body !== undefined) {
      body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      headers['Content-Type'] ??= 'application/json';
    }
    // What @hono/node-server binds for a real connection: the socket's remote address.
    const connection = request.remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress: request.remoteAddress } } };
    return server.app.request(path, { method: request.method ?? 'GET', headers, body }, connection);
  };
  const expectBody: TestServer['expectBody'] = async (schema, path, request) => {
    const response = await call(path, request);
    return { status: response.status, headers: response.headers, body: v.parse(schema, await response.json()) };
  };
  return {
    ...server,
    call,
    expectBody,
    seal,
    async login(credentials, request = {}) {
      const payload = await withChallenge({ call }, PATH.login, credentials, request);
      const response = await call(PATH.login, { ...request, method: 'POST', body: await seal(payload) });
      return { status: response.status, body: await response.json() };
    },
  };
}

/**
 * Fetches a challenge as a client does (with the request's address and headers) and solves it
 * with altcha-lib's solver and Node's PBKDF2: the value of the request's CHALLENGE_FIELD.
 */
export async function solvedChallenge(server: Pick<TestServer, 'call'>, options: RequestOptions = {}): Promise<string> {
  const response = await server.call(PATH.challenge, { ...options, method: 'GET', body: undefined });
  const challenge = v.parse(challengeResponse, await response.json()).value;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return encodeChallengePayload({ challenge, solution });
}

/**
 * The payload with a solved challenge added, for a call that needs one and a payload that has no
 * CHALLENGE_FIELD key yet (a test that sends its own, or none, sets the key itself).
 */
export async function withChallenge(server: Pick<TestServer, 'call'>, path: string, payload: unknown, options: RequestOptions = {}): Promise<unknown> {
  if (!CHALLENGED_PATHS.includes(path) || typeof payload !== 'object' || payload === null || CHALLENGE_FIELD in payload) return payload;
  return { ...payload, [CHALLENGE_FIELD]: await solvedChallenge(server, options) };
}

/** The answer of a captcha, read from the store (a test cannot read the picture). */
export function captchaAnswer(server: ReferenceServer, captchaId: string): string {
  const row = server.db.prepare('SELECT answer FROM captcha WHERE id = ?').get(captchaId) as { answer: string } | undefined;
  if (!row) throw new Error(`no captcha ${captchaId}`);
  return row.answer;
}

/** Fetches a captcha for a client (by default the single test client) and returns its id and answer. */
export async function freshCaptcha(server: TestServer, options: RequestOptions = {}): Promise<{ id: string; answer: string }> {
  const response = await server.call(PATH.captcha, options);
  const id = response.headers.get(HEADER.captchaId);
  if (!id) throw new Error('the captcha response has no Captcha-Id header');
  return { id, answer: captchaAnswer(server, id) };
}

/** A failure envelope, parsed with the contract's schema. */
export const parseFailure = (body: unknown) => v.parse(failureEnvelope, body);

/** Sends a payload sealed the way a client seals (E) bodies (with a solved challenge where the call needs one), and parses the JSON answer. */
export async function callSealed(server: TestServer, method: string, path: string, payload: unknown, options: RequestOptions = {}) {
  const body = await server.seal(await withChallenge(server, path, payload, options));
  const response = await server.call(path, { ...options, method, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Sends a form post (application/x-www-form-urlencoded) and parses the JSON answer. */
export async function callForm(server: TestServer, path: string, fields: Record<string, string>, options: RequestOptions = {}) {
  const body = new URLSearchParams(fields).toString();
  const response = await server.call(path, {
    ...options,
    method: 'POST',
    body,
    headers: { ...options.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Sends a plain JSON body (with a solved challenge where the call needs one) and parses the JSON answer. */
export async function callJson(server: TestServer, method: string, path: string, payload: unknown, options: RequestOptions = {}) {
  const response = await server.call(path, { ...options, method, body: await withChallenge(server, path, payload, options) });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A dev control write as a shell or the e2e harness sends it: always content-type application/json. */
export function devControl(server: TestServer, method: string, path: string, body?: unknown) {
  return server.call(path, { method, body, merchant: null, headers: { 'Content-Type': 'application/json' } });
}

/** The dev SMS outbox, newest first, parsed with its contract schema. */
export async function smsOutbox(server: TestServer): Promise<DevSms[]> {
  return (await server.expectBody(devSmsOutboxResponse, DEV_PATH.smsOutbox)).body.value;
}

/** The newest code sent to a number for a purpose (from the dev SMS outbox). */
export async function latestSmsCode(server: TestServer, purpose: DevSms['purpose'], mobile: string): Promise<string> {
  const sms = (await smsOutbox(server)).find((entry) => entry.purpose === purpose && entry.mobile === mobile);
  if (!sms) throw new Error(`no ${purpose} SMS to ${mobile} in the outbox`);
  return sms.code;
}

/** Switches a module of the seeded tree on or off. */
export function setModule(server: ReferenceServer, modId: string, enabled: boolean) {
  server.db.prepare('UPDATE module_flag SET enabled = ? WHERE mod_id = ?').run(enabled ? 1 : 0, modId);
}

/** Logs a seeded demo account in and returns its session token. */
export async function loginToken(server: TestServer, username: string, password = demoPassword(username)): Promise<string> {
  const { body } = await server.login({ username, password });
  return v.parse(loginResponse, body).value.token;
}

/** Starts free play and returns the trial (type 4) account's session token. */
export async function trialToken(server: TestServer): Promise<string> {
  const { body } = await server.expectBody(freePlayResponse, PATH.freePlay, { method: 'POST', body: { os: 'web', platform: 'W' } });
  return body.value.token;
}

/** Asserts that a (T) call refuses a request without a token (and with an unknown one) with 401 NOT_LOGGED_IN. */
export async function expectLoginRequired(server: TestServer, path: string, options: RequestOptions = {}): Promise<void> {
  for (const token of [undefined, 'not-a-session']) {
    const response = await server.call(path, { ...options, token });
    if (response.status !== 401) throw new Error(`${options.method ?? 'GET'} ${path} without a session answered ${response.status}, not 401`);
    const failure = parseFailure(await response.json());
    if (failure.code !== ErrorCode.notLoggedIn) throw new Error(`${path} without a session answered code ${failure.code}`);
  }
}
