import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginVerificationChallengeSchema } from '@kernel/account';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import { loginResponse } from '@kernel/session';
import { systemStatusResponse } from '@kernel/system';
import { demoPassword } from '../../server/demoAccounts';
import { callSealed, parseFailure, type RequestOptions, startServer, type TestServer } from './helpers';

const VERIFY = { username: 'demo_verify', password: demoPassword('demo_verify') };
const MEMBER = { username: 'demo_member', password: demoPassword('demo_member') };
/** The proxy in front of the server in the trusted set-up (RFC 5737 documentation addresses). */
const PROXY = '192.0.2.1';

/** A request over a connection from `remoteAddress` that claims, in X-Forwarded-For, to come from `forwardedFor`. */
const connection = (remoteAddress: string | undefined, forwardedFor?: string): RequestOptions => ({
  ...(remoteAddress === undefined ? {} : { remoteAddress }),
  headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  lang: 'EN',
});

async function statusIp(server: TestServer, options: RequestOptions) {
  return (await server.expectBody(systemStatusResponse, PATH.systemStatus, options)).body.value.location.ip;
}

async function loginFailureCode(server: TestServer, credentials: typeof VERIFY, options: RequestOptions) {
  return parseFailure((await server.login(credentials, options)).body).code;
}

describe('X-Forwarded-For on a server that takes connections directly (no trusted proxy)', () => {
  it('does not change location.ip in the system status', async () => {
    const server = await startServer();
    expect(await statusIp(server, connection('198.51.100.9', '127.0.0.1'))).toBe('198.51.100.9');
    expect(await statusIp(server, connection(undefined, '203.0.113.7'))).toBe('127.0.0.1');
    expect(await statusIp(server, connection('::ffff:198.51.100.9'))).toBe('198.51.100.9');
  });

  it('does not let a later login with the same made-up header skip the device verification', async () => {
    const server = await startServer();
    const madeUp = '203.0.113.50';
    const firstVisit = connection('198.51.100.20', madeUp);
    const failure = parseFailure((await server.login(VERIFY, firstVisit)).body);
    expect(failure.code).toBe(ErrorCode.verificationRequired);
    const { ticket } = v.parse(loginVerificationChallengeSchema, failure.value);
    const verified = await callSealed(server, 'POST', PATH.loginVerification, { ticket, type: 'EMAIL', answer: 'demo.verify@example.com' }, firstVisit);
    expect(v.parse(loginResponse, verified.body).success).toBe(true);

    // Another machine sending the same header is still a new device.
    expect(await loginFailureCode(server, VERIFY, connection('198.51.100.21', madeUp))).toBe(ErrorCode.verificationRequired);
  });

  it('does not let a made-up header claim an address the account already uses', async () => {
    const server = await startServer();
    // demo_member has logged in from 127.0.0.1 before (seeded), so that address needs no verification.
    expect(v.parse(loginResponse, (await server.login(MEMBER, connection('127.0.0.1'))).body).success).toBe(true);
    expect(await loginFailureCode(server, MEMBER, connection('198.51.100.30', '127.0.0.1'))).toBe(ErrorCode.verificationRequired);
  });
});

describe('X-Forwarded-For behind a trusted proxy', () => {
  it('is honoured on a connection from the proxy', async () => {
    const server = await startServer({ trustedProxies: [PROXY] });
    expect(await statusIp(server, connection(PROXY, '203.0.113.7'))).toBe('203.0.113.7');
    expect(await statusIp(server, connection(`::ffff:${PROXY}`, '203.0.113.7'))).toBe('203.0.113.7');
    // a proxy that adds no header leaves its own address
    expect(await statusIp(server, connection(PROXY))).toBe(PROXY);
  });

  it('is ignored on a connection from anywhere else', async () => {
    const server = await startServer({ trustedProxies: [PROXY] });
    expect(await statusIp(server, connection('198.51.100.9', '203.0.113.7'))).toBe('198.51.100.9');
  });

  it('names the address the nearest untrusted hop, skipping trusted proxies and what the client wrote before them', async () => {
    const server = await startServer({ trustedProxies: [PROXY, '10.0.0.1'] });
    expect(await statusIp(server, connection(PROXY, '127.0.0.1, 203.0.113.7, 10.0.0.1'))).toBe('203.0.113.7');
    expect(await statusIp(server, connection(PROXY, ' , garbage'))).toBe(PROXY);
  });

  it('registers the forwarded address on device verification, so that client is known next time', async () => {
    const server = await startServer({ trustedProxies: [PROXY] });
    const client = connection(PROXY, '203.0.113.60');
    const failure = parseFailure((await server.login(VERIFY, client)).body);
    const { ticket } = v.parse(loginVerificationChallengeSchema, failure.value);
    await callSealed(server, 'POST', PATH.loginVerification, { ticket, type: 'EMAIL', answer: 'demo.verify@example.com' }, client);
    expect(v.parse(loginResponse, (await server.login(VERIFY, client)).body).success).toBe(true);
    expect(await loginFailureCode(server, VERIFY, connection(PROXY, '203.0.113.61'))).toBe(ErrorCode.verificationRequired);
  });
});
