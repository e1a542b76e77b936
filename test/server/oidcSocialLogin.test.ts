import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH, PATH } from '@kernel/paths';
import { loginResponse } from '@kernel/session';
import { SOCIAL_PATH, type SocialChannel, socialLinkTicketSchema, socialProvidersResponse } from '@kernel/socialLogin';
import { recoveryCodesResponse, twoFactorChallengeSchema, twoFactorEnrolmentResponse } from '@kernel/twoFactor';
import { demoPassword } from '../../server/demoAccounts';
import { DEFAULT_PUBLIC_ORIGIN } from '../../server/publicOrigin';
import { callJson, devControl, manualClock, parseFailure, setModule, startServer, type TestServer } from './helpers';

/**
 * Issue 24 social login: the backend's demo OpenID Connect providers (authorization code with PKCE
 * S256) and the login by identity (SPEC 3 firebaseChannel, firebaseIdToken; SPEC 4 link or register,
 * the link cannot be changed afterwards). Expectations written from RFC 6749, RFC 7636 and OIDC Core.
 */
const CLIENT_ID = 'demo-web';
const REDIRECT_URI = `${DEFAULT_PUBLIC_ORIGIN}/oidc-callback.html`;
const issuerOf = (channel: SocialChannel) => `/__oidc/${channel}`;
const b64url = (bytes: Buffer) => bytes.toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

type Attempt = { verifier: string; nonce: string; state: string };
const newAttempt = (): Attempt => ({ verifier: b64url(randomBytes(32)), nonce: b64url(randomBytes(16)), state: b64url(randomBytes(16)) });

const authorizeParams = (attempt: Attempt, overrides: Record<string, string> = {}) => ({
  response_type: 'code',
  client_id: CLIENT_ID,
  redirect_uri: REDIRECT_URI,
  scope: 'openid profile email',
  state: attempt.state,
  nonce: attempt.nonce,
  code_challenge: s256(attempt.verifier),
  code_challenge_method: 'S256',
  ...overrides,
});

/** The authorize page's form posted with a choice: where the provider sends the browser back. */
async function choose(server: TestServer, channel: SocialChannel, attempt: Attempt, choice: Record<string, string>, overrides: Record<string, string> = {}) {
  const response = await server.call(`${issuerOf(channel)}/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ ...authorizeParams(attempt, overrides), ...choice }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return response;
}

async function codeFor(server: TestServer, channel: SocialChannel, attempt: Attempt, identity: 'asha' | 'ravi') {
  const response = await choose(server, channel, attempt, { identity });
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  expect(back.searchParams.get('state')).toBe(attempt.state);
  return back.searchParams.get('code') ?? '';
}

async function exchange(server: TestServer, channel: SocialChannel, fields: Record<string, string>) {
  const response = await server.call(`${issuerOf(channel)}/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, ...fields }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function idTokenFor(server: TestServer, channel: SocialChannel, attempt: Attempt, identity: 'asha' | 'ravi') {
  const code = await codeFor(server, channel, attempt, identity);
  const { status, body } = await exchange(server, channel, { code, code_verifier: attempt.verifier });
  expect(status).toBe(200);
  return body.id_token ?? '';
}

async function sealedPost(server: TestServer, path: string, payload: unknown) {
  const response = await server.call(path, { method: 'POST', body: await server.seal(payload) });
  return (await response.json()) as unknown;
}

const firebaseLogin = (server: TestServer, channel: SocialChannel, idToken: string, nonce: string) =>
  sealedPost(server, PATH.login, { type: 'firebase', firebaseChannel: channel, firebaseIdToken: idToken, firebaseNonce: nonce });

/** A not-linked answer's ticket. */
async function ticketFor(server: TestServer, channel: SocialChannel = 'google') {
  const attempt = newAttempt();
  const failure = parseFailure(await firebaseLogin(server, channel, await idTokenFor(server, channel, attempt, 'asha'), attempt.nonce));
  expect(failure.code).toBe(ErrorCode.socialNotLinked);
  return v.parse(socialLinkTicketSchema, failure.value);
}

describe('the demo OpenID Connect provider', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
  });

  it('publishes its discovery document, JWKS and the merchant configuration of both channels', async () => {
    const discovery = (await (await server.call(`${issuerOf('google')}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: `${DEFAULT_PUBLIC_ORIGIN}/__oidc/google`,
      authorization_endpoint: `${DEFAULT_PUBLIC_ORIGIN}/__oidc/google/authorize`,
      token_endpoint: `${DEFAULT_PUBLIC_ORIGIN}/__oidc/google/token`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await (await server.call(`${issuerOf('facebook')}/jwks`)).json()) as { keys: Array<Record<string, string>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { body } = await server.expectBody(socialProvidersResponse, SOCIAL_PATH.providers);
    expect(body.value.map((provider) => [provider.channel, provider.clientId, provider.issuer])).toEqual([
      ['google', CLIENT_ID, `${DEFAULT_PUBLIC_ORIGIN}/__oidc/google`],
      ['facebook', CLIENT_ID, `${DEFAULT_PUBLIC_ORIGIN}/__oidc/facebook`],
    ]);
    // SPEC 2: only the enabled icons; FBLOGIN3 off leaves Google alone.
    setModule(server, 'FBLOGIN3', false);
    const { body: googleOnly } = await server.expectBody(socialProvidersResponse, SOCIAL_PATH.providers);
    expect(googleOnly.value.map((provider) => provider.channel)).toEqual(['google']);
  });

  it('draws the authorize page with both demo identities and Cancel, in the language asked', async () => {
    const attempt = newAttempt();
    const page = await server.call(`${issuerOf('google')}/authorize?${new URLSearchParams({ ...authorizeParams(attempt), ui_locales: 'hi' })}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="hi"');
    expect(html).toContain('Asha Verma');
    expect(html).toContain('Ravi Kumar');
    expect(html).toContain('data-identity="cancel"');
    expect(html).toContain(`value="${attempt.state}"`);
  });

  it('refuses to redirect to an address or for a client it was not given', async () => {
    const attempt = newAttempt();
    for (const overrides of [{ redirect_uri: 'https://evil.example.com/cb' }, { client_id: 'someone-else' }] as Record<string, string>[]) {
      expect((await server.call(`${issuerOf('google')}/authorize?${new URLSearchParams(authorizeParams(attempt, overrides))}`)).status).toBe(400);
      expect((await choose(server, 'google', attempt, { identity: 'asha' }, overrides)).status).toBe(400);
    }
  });

  it('answers Cancel with error=access_denied and the state', async () => {
    const attempt = newAttempt();
    const response = await choose(server, 'google', attempt, { cancel: '1' });
    const back = new URL(response.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(attempt.state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('issues an id token carrying the nonce, for the right verifier only (PKCE S256)', async () => {
    const attempt = newAttempt();
    const code = await codeFor(server, 'google', attempt, 'asha');
    const wrong = await exchange(server, 'google', { code, code_verifier: b64url(randomBytes(32)) });
    expect(wrong).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    // The refused exchange spent the code too.
    expect((await exchange(server, 'google', { code, code_verifier: attempt.verifier })).body).toEqual({ error: 'invalid_grant' });

    const fresh = newAttempt();
    const token = await idTokenFor(server, 'google', fresh, 'ravi');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: `${DEFAULT_PUBLIC_ORIGIN}/__oidc/google`, aud: CLIENT_ID, nonce: fresh.nonce, sub: 'google-100002' });
    expect(claims.exp).toBe(Math.floor(clock.now() / 1000) + 600);
  });

  it('refuses a code used twice, a missing verifier, another redirect URI or client, and a code past its minute', async () => {
    const attempt = newAttempt();
    const code = await codeFor(server, 'google', attempt, 'asha');
    expect((await exchange(server, 'google', { code, code_verifier: attempt.verifier })).status).toBe(200);
    expect((await exchange(server, 'google', { code, code_verifier: attempt.verifier })).body).toEqual({ error: 'invalid_grant' });

    const noVerifier = newAttempt();
    expect((await exchange(server, 'google', { code: await codeFor(server, 'google', noVerifier, 'asha') })).body).toEqual({ error: 'invalid_grant' });
    const otherRedirect = newAttempt();
    const redirected = await exchange(server, 'google', {
      code: await codeFor(server, 'google', otherRedirect, 'asha'),
      code_verifier: otherRedirect.verifier,
      redirect_uri: `${DEFAULT_PUBLIC_ORIGIN}/elsewhere`,
    });
    expect(redirected.body).toEqual({ error: 'invalid_grant' });
    const otherClient = newAttempt();
    const client = await exchange(server, 'google', { code: await codeFor(server, 'google', otherClient, 'asha'), code_verifier: otherClient.verifier, client_id: 'x' });
    expect(client).toEqual({ status: 401, body: { error: 'invalid_client' } });

    const late = newAttempt();
    const lateCode = await codeFor(server, 'google', late, 'asha');
    clock.advance(60_000);
    expect((await exchange(server, 'google', { code: lateCode, code_verifier: late.verifier })).body).toEqual({ error: 'invalid_grant' });
    // Codes are per provider: a Google code means nothing to Facebook.
    const crossed = newAttempt();
    const googleCode = await codeFor(server, 'google', crossed, 'asha');
    expect((await exchange(server, 'facebook', { code: googleCode, code_verifier: crossed.verifier })).body).toEqual({ error: 'invalid_grant' });
  });
});

describe('login by identity (SPEC 3 type firebase)', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
  });

  it('logs the linked identity (Ravi) in as demo_member, on both channels', async () => {
    for (const channel of ['google', 'facebook'] as const) {
      const attempt = newAttempt();
      const body = await firebaseLogin(server, channel, await idTokenFor(server, channel, attempt, 'ravi'), attempt.nonce);
      expect(v.parse(loginResponse, body).value.userName).toBe('demo_member');
    }
  });

  it('refuses a token whose nonce is not the login’s, a token shown twice, and an expired one', async () => {
    const attempt = newAttempt();
    const token = await idTokenFor(server, 'google', attempt, 'ravi');
    expect(parseFailure(await firebaseLogin(server, 'google', token, b64url(randomBytes(16)))).code).toBe(ErrorCode.socialTokenInvalid);
    expect(v.parse(loginResponse, await firebaseLogin(server, 'google', token, attempt.nonce)).success).toBe(true);
    expect(parseFailure(await firebaseLogin(server, 'google', token, attempt.nonce)).code).toBe(ErrorCode.socialTokenInvalid);

    const old = newAttempt();
    const oldToken = await idTokenFor(server, 'google', old, 'ravi');
    clock.advance(600_000 + 31_000);
    expect(parseFailure(await firebaseLogin(server, 'google', oldToken, old.nonce)).code).toBe(ErrorCode.socialTokenInvalid);
  });

  it('refuses a token of another provider or a tampered one, and a channel whose module is off', async () => {
    const attempt = newAttempt();
    const facebookToken = await idTokenFor(server, 'facebook', attempt, 'ravi');
    expect(parseFailure(await firebaseLogin(server, 'google', facebookToken, attempt.nonce)).code).toBe(ErrorCode.socialTokenInvalid);
    const [header, payload, signature] = facebookToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'facebook-200001' })).toString('base64url'), signature].join('.');
    expect(parseFailure(await firebaseLogin(server, 'facebook', forged, attempt.nonce)).code).toBe(ErrorCode.socialTokenInvalid);
    setModule(server, 'GOOGLELOGIN3', false);
    const next = newAttempt();
    expect(parseFailure(await firebaseLogin(server, 'google', await idTokenFor(server, 'google', next, 'ravi'), next.nonce)).code).toBe(ErrorCode.socialChannelOff);
  });

  it('answers an identity not linked yet with a ticket, then registers it once and logs it in straight after', async () => {
    const ticket = await ticketFor(server);
    expect(ticket).toMatchObject({ channel: 'google', displayName: 'Asha Verma', suggestedUsername: 'ashaverma', expiresAt: clock.now() + 600_000 });
    const mismatch = parseFailure(
      await sealedPost(server, SOCIAL_PATH.register, { ticket: ticket.ticket, username: 'ashaverma', password: 'Asha@1234', confirmPassword: 'Asha@12345' }),
    );
    expect(mismatch.code).toBe(ErrorCode.invalidInput);
    const registered = await sealedPost(server, SOCIAL_PATH.register, {
      ticket: ticket.ticket,
      username: 'ashaverma',
      password: 'Asha@1234',
      confirmPassword: 'Asha@1234',
    });
    expect(v.parse(loginResponse, registered).value).toMatchObject({ userName: 'ashaverma', firstTimeLogin: true });
    // The ticket is spent.
    const again = parseFailure(
      await sealedPost(server, SOCIAL_PATH.register, { ticket: ticket.ticket, username: 'ashaverma2', password: 'Asha@1234', confirmPassword: 'Asha@1234' }),
    );
    expect(again.code).toBe(ErrorCode.socialTicketExpired);
    const taken = parseFailure(
      await sealedPost(server, SOCIAL_PATH.register, {
        ticket: (await ticketFor(server, 'facebook')).ticket,
        username: 'ashaverma',
        password: 'Asha@1234',
        confirmPassword: 'Asha@1234',
      }),
    );
    expect(taken.code).toBe(ErrorCode.usernameTaken);
    // The identity now logs straight in, and the new account's password works as any other.
    const attempt = newAttempt();
    expect(v.parse(loginResponse, await firebaseLogin(server, 'google', await idTokenFor(server, 'google', attempt, 'asha'), attempt.nonce)).value.userName).toBe(
      'ashaverma',
    );
    expect((await server.login({ username: 'ashaverma', password: 'Asha@1234' })).status).toBe(200);
  });

  it('links an identity to an existing account by its password, once: the link cannot be changed afterwards', async () => {
    const ticket = await ticketFor(server);
    const wrong = parseFailure(await sealedPost(server, SOCIAL_PATH.link, { ticket: ticket.ticket, username: 'demo_member', password: 'Wrong@1234' }));
    expect(wrong.code).toBe(ErrorCode.badCredentials);
    // demo_member already has its Google identity (Ravi): a second one is refused.
    const linked = parseFailure(await sealedPost(server, SOCIAL_PATH.link, { ticket: ticket.ticket, username: 'demo_member', password: demoPassword('demo_member') }));
    expect(linked.code).toBe(ErrorCode.socialAlreadyLinked);
    // A new account made by the ordinary login's password links fine.
    const made = await sealedPost(server, SOCIAL_PATH.register, {
      ticket: (await ticketFor(server, 'facebook')).ticket,
      username: 'ashafb',
      password: 'Asha@1234',
      confirmPassword: 'Asha@1234',
    });
    expect(v.parse(loginResponse, made).success).toBe(true);
    const body = await sealedPost(server, SOCIAL_PATH.link, { ticket: ticket.ticket, username: 'ashafb', password: 'Asha@1234' });
    expect(v.parse(loginResponse, body).value.userName).toBe('ashafb');
    const attempt = newAttempt();
    expect(v.parse(loginResponse, await firebaseLogin(server, 'google', await idTokenFor(server, 'google', attempt, 'asha'), attempt.nonce)).value.userName).toBe(
      'ashafb',
    );
  });

  it('refuses a ticket past its ten minutes', async () => {
    const ticket = await ticketFor(server);
    clock.advance(600_000);
    const late = parseFailure(await sealedPost(server, SOCIAL_PATH.link, { ticket: ticket.ticket, username: 'demo_member', password: demoPassword('demo_member') }));
    expect(late.code).toBe(ErrorCode.socialTicketExpired);
  });

  it('is wiped by a dev reset after social logins: the new link is gone, the seeded one (Ravi) logs in again', async () => {
    const ticket = await ticketFor(server);
    const registered = await sealedPost(server, SOCIAL_PATH.register, {
      ticket: ticket.ticket,
      username: 'ashaverma',
      password: 'Asha@1234',
      confirmPassword: 'Asha@1234',
    });
    expect(v.parse(loginResponse, registered).success).toBe(true);
    const ravi = newAttempt();
    expect(v.parse(loginResponse, await firebaseLogin(server, 'google', await idTokenFor(server, 'google', ravi, 'ravi'), ravi.nonce)).success).toBe(true);

    const reset = await devControl(server, 'POST', DEV_PATH.reset);
    expect(reset.status).toBe(200);

    // Asha is new to the site again; Ravi is still demo_member's.
    await ticketFor(server);
    const again = newAttempt();
    const body = await firebaseLogin(server, 'google', await idTokenFor(server, 'google', again, 'ravi'), again.nonce);
    expect(v.parse(loginResponse, body).value.userName).toBe('demo_member');
  });

  it('says every refusal in HI and EN', async () => {
    const attempt = newAttempt();
    const token = await idTokenFor(server, 'google', attempt, 'asha');
    const response = await server.call(PATH.login, {
      method: 'POST',
      lang: 'EN',
      body: await server.seal({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token, firebaseNonce: b64url(randomBytes(16)) }),
    });
    expect(parseFailure(await response.json()).message).toBe('Login failure. Please try again.');
  });
});

/**
 * Issue 26 item 2: an identity is a first factor, as a password or an SMS code is. An account with
 * two-factor on is answered TWO_FACTOR_REQUIRED with a ticket, whether its identity logs in or a
 * password links one; the code (the test is the authenticator app: SHA-1, 6 digits, 30 s) finishes.
 */
describe('login by identity with two-factor on', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  const STEP_MS = 30_000;
  const appCode = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: clock.now() });
  beforeEach(async () => {
    // Mid-step, so the codes below are whole steps away from a boundary.
    clock = manualClock(Date.UTC(2025, 0, 15, 12, 0, 10));
    server = await startServer({ clock: clock.now });
    // The new-device check has its own tests (deviceVerification.test.ts).
    setModule(server, 'LOGINIPVERF3', false);
  });

  /** Turns two-factor on with the session `token`; the confirming code is spent, so the clock moves to the next step. */
  async function turnOn(token: string) {
    const { secret } = v.parse(twoFactorEnrolmentResponse, (await callJson(server, 'POST', MEMBER_PATH.twoFactorStart, {}, { token })).body).value;
    v.parse(recoveryCodesResponse, (await callJson(server, 'POST', MEMBER_PATH.twoFactorConfirm, { code: appCode(secret) }, { token })).body);
    clock.advance(STEP_MS);
    return secret;
  }
  const ticketOf = (body: unknown) => {
    const failure = parseFailure(body);
    expect(failure.code).toBe(ErrorCode.twoFactorRequired);
    expect(JSON.stringify(body)).not.toContain('token');
    return v.parse(twoFactorChallengeSchema, failure.value).ticket;
  };
  const secondStep = (ticket: string, code: string) => sealedPost(server, PATH.loginTwoFactor, { ticket, method: 'totp', code });
  const ravi = async (channel: SocialChannel = 'google') => {
    const attempt = newAttempt();
    return firebaseLogin(server, channel, await idTokenFor(server, channel, attempt, 'ravi'), attempt.nonce);
  };

  it('answers a linked identity with a ticket and no session; the code signs in', async () => {
    const token = v.parse(loginResponse, (await server.login({ username: 'demo_member', password: demoPassword('demo_member') })).body).value.token;
    const secret = await turnOn(token);
    for (const channel of ['google', 'facebook'] as const) {
      const ticket = ticketOf(await ravi(channel));
      expect(parseFailure(await secondStep(ticket, '000000')).code).toBe(ErrorCode.twoFactorCodeWrong);
      expect(v.parse(loginResponse, await secondStep(ticket, appCode(secret))).value.userName).toBe('demo_member');
      clock.advance(STEP_MS);
    }
  });

  it('links an identity by the password of an account with two-factor on only once the code is given, then asks the identity for the code too', async () => {
    const made = await sealedPost(server, SOCIAL_PATH.register, {
      ticket: (await ticketFor(server, 'facebook')).ticket,
      username: 'ashafb',
      password: 'Asha@1234',
      confirmPassword: 'Asha@1234',
    });
    const secret = await turnOn(v.parse(loginResponse, made).value.token);
    const link = await ticketFor(server);
    const ticket = ticketOf(await sealedPost(server, SOCIAL_PATH.link, { ticket: link.ticket, username: 'ashafb', password: 'Asha@1234' }));
    // The password alone linked nothing: the identity is still not linked.
    const unlinked = newAttempt();
    expect(parseFailure(await firebaseLogin(server, 'google', await idTokenFor(server, 'google', unlinked, 'asha'), unlinked.nonce)).code).toBe(
      ErrorCode.socialNotLinked,
    );
    expect(v.parse(loginResponse, await secondStep(ticket, appCode(secret))).value.userName).toBe('ashafb');
    // Linked now; its logins ask for the code as well.
    clock.advance(STEP_MS);
    const attempt = newAttempt();
    const next = ticketOf(await firebaseLogin(server, 'google', await idTokenFor(server, 'google', attempt, 'asha'), attempt.nonce));
    expect(v.parse(loginResponse, await secondStep(next, appCode(secret))).value.userName).toBe('ashafb');
  });
});
