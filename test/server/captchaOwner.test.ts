import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { HEADER } from '@kernel/platform';
import { loginResponse } from '@kernel/session';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { freshCaptcha, parseFailure, type RequestOptions, startServer, type TestServer } from './helpers';

/** An account with nothing bound to verify a new device with, so any address may log in to it. */
const MEMBER = { username: 'team_rohan', password: TEAM_PASSWORD };

/** Logs in right, answering the captcha named by id, from the given client. */
const answerFrom = (server: TestServer, client: RequestOptions, captcha: { id: string; answer: string }) =>
  server.login({ ...MEMBER, captcha: captcha.answer }, { ...client, headers: { ...client.headers, [HEADER.captchaId]: captcha.id } });

describe('a captcha belongs to the client it was drawn for', () => {
  it.each([
    ['browser (User-Agent)', { headers: { 'User-Agent': 'browser-one' } }, { headers: { 'User-Agent': 'browser-two' } }],
    ['address (IP)', { remoteAddress: '198.51.100.1' }, { remoteAddress: '198.51.100.2' }],
  ] as const)('is refused when answered from another %s, and stays good for its own', async (_kind, owner: RequestOptions, stranger: RequestOptions) => {
    const server = await startServer();
    // A failure from each client puts both (and the name) behind the captcha.
    for (const client of [owner, stranger]) await server.login({ ...MEMBER, password: 'nope' }, client);
    const captcha = await freshCaptcha(server, owner);

    expect(parseFailure((await answerFrom(server, stranger, captcha)).body).code).toBe(ErrorCode.captchaWrong);
    expect(v.parse(loginResponse, (await answerFrom(server, owner, captcha)).body).value.userName).toBe('team_rohan');
  });
});
