import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_LENGTH, FEEDBACK_TYPES, fieldErrorsSchema, okResponse } from '@kernel/account';
import { ErrorCode } from '@kernel/errorCodes';
import { PATH } from '@kernel/paths';
import { loginResponse } from '@kernel/session';
import { demoPassword } from '../../server/demoAccounts';
import { callJson, freshCaptcha, parseFailure, setModule, startServer, type TestServer } from './helpers';

const CONTENT = 'The deposit page keeps loading after I pay.';

type FeedbackRow = { memberId: number | null; sender: string; type: number; content: string };
const latestFeedback = (server: TestServer) =>
  server.db.prepare('SELECT member_id AS memberId, sender, type, content FROM feedback ORDER BY id DESC LIMIT 1').get() as FeedbackRow | undefined;

describe('feedback', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  const send = async (payload: Partial<{ content: string; sender: string; type: number; captcha: string }>, token?: string) => {
    const captcha = payload.captcha ?? (await freshCaptcha(server)).answer;
    return callJson(
      server,
      'PUT',
      PATH.feedback,
      { content: CONTENT, sender: 'guest', type: FEEDBACK_TYPES.deposit, ...payload, captcha },
      token ? { token, lang: 'EN' } : { lang: 'EN' },
    );
  };
  const fieldErrorsOf = (body: unknown) => {
    const failure = parseFailure(body);
    expect(failure.code).toBe(ErrorCode.invalidInput);
    return { message: failure.message, ...v.parse(fieldErrorsSchema, failure.value) };
  };

  it('takes feedback from a guest, content trimmed, sender guest', async () => {
    const { status, body } = await send({ content: `  ${CONTENT}  `, sender: 'whoever' });
    expect(status).toBe(200);
    expect(v.parse(okResponse, body)).toEqual({ success: true, value: true });
    expect(latestFeedback(server)).toEqual({ memberId: null, sender: 'guest', type: 1, content: CONTENT });
  });

  it('names a logged-in sender by the token, whatever the body says', async () => {
    const { token } = v.parse(loginResponse, (await server.login({ username: 'demo_member', password: demoPassword('demo_member') })).body).value;
    const { body } = await send({ sender: 'someone_else', type: FEEDBACK_TYPES.applyAgent }, token);
    expect(v.parse(okResponse, body).value).toBe(true);
    expect(latestFeedback(server)).toMatchObject({ sender: 'demo_member', type: 6 });
    expect(latestFeedback(server)?.memberId).toBeGreaterThan(0);
  });

  it.each([
    ['20 characters', 'x'.repeat(FEEDBACK_LENGTH.min)],
    ['200 characters', 'y'.repeat(FEEDBACK_LENGTH.max)],
    ['200 Devanagari characters (code points)', 'क'.repeat(200)],
    ['20 emoji', '🎰'.repeat(20)],
  ])('accepts %s', async (_case, content) => {
    expect(v.parse(okResponse, (await send({ content })).body).value).toBe(true);
  });

  it.each([
    ['too short once trimmed (19)', `   ${'z'.repeat(19)}   `],
    ['too long (201)', 'z'.repeat(201)],
  ])('refuses content %s: 20-200 characters', async (_case, content) => {
    const errors = fieldErrorsOf((await send({ content })).body);
    expect(errors.message).toBe('content: 20-200 characters');
    expect(errors.fieldErrors).toEqual({ content: { kind: 'invalid', patternId: null, min: 20, max: 200 } });
  });

  it('names every missing field: content and captcha', async () => {
    const errors = fieldErrorsOf((await send({ content: '   ', captcha: '' })).body);
    expect(errors.message).toBe('content: Input cannot be empty');
    expect(errors.fieldErrors).toEqual({
      content: { kind: 'required', patternId: null, min: 20, max: 200 },
      captcha: { kind: 'required', patternId: 4, min: 4, max: 4 },
    });
  });

  it('refuses a wrong captcha, and a captcha used once already', async () => {
    expect(parseFailure((await send({ captcha: '0000' })).body).code).toBe(ErrorCode.captchaWrong);
    const captcha = await freshCaptcha(server);
    expect(v.parse(okResponse, (await send({ captcha: captcha.answer })).body).value).toBe(true);
    expect(parseFailure((await send({ captcha: captcha.answer })).body).code).toBe(ErrorCode.captchaWrong);
  });

  it('refuses a type outside the feedback codes: 400', async () => {
    const { status, body } = await send({ type: 5 });
    expect(status).toBe(400);
    expect(parseFailure(body).code).toBe(ErrorCode.invalidInput);
  });

  it('refuses a token that is no longer valid: 401', async () => {
    expect((await send({}, 'f'.repeat(64))).status).toBe(401);
  });

  it('is refused when FEEDBACK3 is off', async () => {
    setModule(server, 'FEEDBACK3', false);
    try {
      const { status, body } = await send({});
      expect(status).toBe(404);
      expect(parseFailure(body).code).toBe(ErrorCode.moduleDisabled);
    } finally {
      setModule(server, 'FEEDBACK3', true);
    }
  });
});
