import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldErrorsSchema, forgotByPhoneResponse, okResponse, TOO_MANY_REQUESTS_WAIT_MS } from '@kernel/account';
import { devMailOutboxResponse } from '@kernel/devControls';
import { ErrorCode } from '@kernel/errorCodes';
import { DEV_PATH, PATH } from '@kernel/paths';
import { DEFAULT_WEAK_PASSWORD } from '@kernel/platform';
import { loginResponse } from '@kernel/session';
import { demoPassword } from '../../server/demoAccounts';
import {
  callForm,
  callJson,
  callSealed,
  devControl,
  type LoginCredentials,
  latestSmsCode,
  manualClock,
  parseFailure,
  setModule,
  startServer,
  type TestServer,
} from './helpers';

/** Logins meant to fail come from their own browser, so the captcha they bring on stays there. */
const ELSEWHERE = { headers: { 'User-Agent': 'failing-browser' } };

const loginToken = async (server: TestServer, credentials: LoginCredentials) => v.parse(loginResponse, (await server.login(credentials)).body).value;

const changePassword = (server: TestServer, token: string, payload: Record<string, string>) =>
  callSealed(server, 'POST', PATH.changePassword, payload, { token, lang: 'EN' });

const fieldErrorsOf = (body: unknown) => {
  const failure = parseFailure(body);
  expect(failure.code).toBe(ErrorCode.invalidInput);
  return { message: failure.message, ...v.parse(fieldErrorsSchema, failure.value) };
};

describe('change password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it('clears the expired flag of demo_expired; the new password logs in, the old one no more', async () => {
    const before = await loginToken(server, { username: 'demo_expired', password: demoPassword('demo_expired') });
    expect(before.passwordExpired).toBe(true);
    const { body } = await changePassword(server, before.token, {
      oldPassword: demoPassword('demo_expired'),
      newPassword: 'Renewed@2025',
      confirmNewPassword: 'Renewed@2025',
    });
    expect(v.parse(okResponse, body)).toEqual({ success: true, value: true });

    const after = await loginToken(server, { username: 'demo_expired', password: 'Renewed@2025' });
    expect(after.passwordExpired).toBe(false);
    const old = await server.login({ username: 'demo_expired', password: demoPassword('demo_expired') }, ELSEWHERE);
    expect(parseFailure(old.body).code).toBe(ErrorCode.badCredentials);
  });

  it('lets demo_default leave the default weak password, but never choose it', async () => {
    const { token } = await loginToken(server, { username: 'demo_default', password: DEFAULT_WEAK_PASSWORD });
    const weak = await changePassword(server, token, {
      oldPassword: DEFAULT_WEAK_PASSWORD,
      newPassword: DEFAULT_WEAK_PASSWORD,
      confirmNewPassword: DEFAULT_WEAK_PASSWORD,
    });
    expect(fieldErrorsOf(weak.body).message).toBe('newPassword: The new password must be different from the old password');

    const changed = await changePassword(server, token, { oldPassword: DEFAULT_WEAK_PASSWORD, newPassword: 'Fresh@2025', confirmNewPassword: 'Fresh@2025' });
    expect(v.parse(okResponse, changed.body).value).toBe(true);
    const back = await changePassword(server, token, { oldPassword: 'Fresh@2025', newPassword: DEFAULT_WEAK_PASSWORD, confirmNewPassword: DEFAULT_WEAK_PASSWORD });
    const errors = fieldErrorsOf(back.body);
    expect(errors.message).toBe('newPassword: This password is too weak, please choose another one');
    expect(errors.fieldErrors).toEqual({ newPassword: { kind: 'invalid', patternId: 19, min: 6, max: 20 } });
    expect((await loginToken(server, { username: 'demo_default', password: 'Fresh@2025' })).userName).toBe('demo_default');
  });

  it('refuses a wrong old password: OLD_PASSWORD_WRONG', async () => {
    const { token } = await loginToken(server, { username: 'demo_member', password: demoPassword('demo_member') });
    const { body } = await changePassword(server, token, { oldPassword: 'Wrong@1234', newPassword: 'Another@123', confirmNewPassword: 'Another@123' });
    expect(parseFailure(body)).toMatchObject({ code: ErrorCode.oldPasswordWrong, message: 'Old password is incorrect' });
  });

  it('checks the fields: old required, new by the password rule, confirmation equal', async () => {
    const { token } = await loginToken(server, { username: 'demo_member', password: demoPassword('demo_member') });
    const empty = await changePassword(server, token, { oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abd' });
    const errors = fieldErrorsOf(empty.body);
    expect(errors.message).toBe('oldPassword: Input cannot be empty');
    expect(errors.fieldErrors).toEqual({
      oldPassword: { kind: 'required', patternId: 19, min: 6, max: 20 },
      newPassword: { kind: 'invalid', patternId: 19, min: 6, max: 20 },
      confirmNewPassword: { kind: 'invalid', patternId: 19, min: 6, max: 20 },
    });
    const mismatch = await changePassword(server, token, { oldPassword: demoPassword('demo_member'), newPassword: 'Another@123', confirmNewPassword: 'Another@124' });
    expect(fieldErrorsOf(mismatch.body).fieldErrors).toEqual({ confirmNewPassword: { kind: 'mismatch', patternId: 19, min: 6, max: 20 } });
  });

  it('ends the other sessions of the account and keeps this one', async () => {
    const other = await loginToken(server, { username: 'demo_first', password: demoPassword('demo_first') });
    const current = await loginToken(server, { username: 'demo_first', password: demoPassword('demo_first') });
    await changePassword(server, current.token, { oldPassword: demoPassword('demo_first'), newPassword: 'Second@123', confirmNewPassword: 'Second@123' });
    expect((await server.call(PATH.memberInfo, { token: current.token })).status).toBe(200);
    expect((await server.call(PATH.memberInfo, { token: other.token })).status).toBe(401);
  });

  it('needs a token (401) and a sealed body (400)', async () => {
    const anonymous = await callSealed(server, 'POST', PATH.changePassword, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    expect(anonymous.status).toBe(401);
    const { token } = await loginToken(server, { username: 'demo_agent', password: demoPassword('demo_agent') });
    const plain = await server.call(PATH.changePassword, { method: 'POST', token, body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' } });
    expect(plain.status).toBe(400);
    expect(parseFailure(await plain.json()).code).toBe(ErrorCode.badEncryption);
  });

  it('is refused when PASS3 is off', async () => {
    const { token } = await loginToken(server, { username: 'demo_agent', password: demoPassword('demo_agent') });
    setModule(server, 'PASS3', false);
    try {
      const { status, body } = await changePassword(server, token, {
        oldPassword: demoPassword('demo_agent'),
        newPassword: 'Other@1234',
        confirmNewPassword: 'Other@1234',
      });
      expect(status).toBe(404);
      expect(parseFailure(body).code).toBe(ErrorCode.moduleDisabled);
    } finally {
      setModule(server, 'PASS3', true);
    }
  });

  it('is undone by the dev reset: demo_expired is flagged again, demo_default has its weak password back', async () => {
    await devControl(server, 'POST', DEV_PATH.reset);
    expect((await loginToken(server, { username: 'demo_expired', password: demoPassword('demo_expired') })).passwordExpired).toBe(true);
    expect((await loginToken(server, { username: 'demo_default', password: DEFAULT_WEAK_PASSWORD })).userName).toBe('demo_default');
  });
});

describe('forgot password by email', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  const mails = async () => (await server.expectBody(devMailOutboxResponse, DEV_PATH.mailOutbox)).body.value;

  it('puts a reset mail in the dev outbox for the bound email (any case) and leaves the password alone', async () => {
    const { status, body } = await callForm(server, PATH.forgotByEmail, { username: 'demo_member', email: ' Demo.Member@Example.com ' }, { lang: 'EN' });
    expect(status).toBe(200);
    expect(v.parse(okResponse, body)).toEqual({ success: true, message: 'If this account exists, a mail is on its way.', value: true });
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'demo.member@example.com', username: 'demo_member', subject: 'Password reset request' });
    expect(mail?.text).toContain('demo_member');
    expect((await loginToken(server, { username: 'demo_member', password: demoPassword('demo_member') })).userName).toBe('demo_member');
  });

  it('writes the mail in the request language, newest first', async () => {
    await callForm(server, PATH.forgotByEmail, { username: 'demo_agent', email: 'demo.agent@example.com' });
    const [latest, earlier] = await mails();
    expect(latest).toMatchObject({ to: 'demo.agent@example.com', subject: 'पासवर्ड रीसेट अनुरोध' });
    expect(earlier?.to).toBe('demo.member@example.com');
  });

  it.each([
    ['an unknown user', { username: 'nobody01', email: 'demo.member@example.com' }],
    ['an email that is not the bound one', { username: 'demo_member', email: 'someone@example.com' }],
    ['an account without email', { username: 'team_rohan', email: 'rohan@example.com' }],
  ])('answers %s as it answers a name and email that match, and mails nothing', async (_case, fields) => {
    const before = (await mails()).length;
    const { status, body } = await callForm(server, PATH.forgotByEmail, fields, { lang: 'EN' });
    expect(status).toBe(200);
    expect(v.parse(okResponse, body)).toEqual({ success: true, message: 'If this account exists, a mail is on its way.', value: true });
    expect(await mails()).toHaveLength(before);
  });

  it('requires the username and checks the email by its rule', async () => {
    const { body } = await callForm(server, PATH.forgotByEmail, { username: '', email: 'not-an-email' });
    expect(fieldErrorsOf(body).fieldErrors).toEqual({
      username: { kind: 'required', patternId: 1, min: 6, max: 16 },
      email: { kind: 'invalid', patternId: 3, min: 6, max: 64 },
    });
  });

  it('takes a form only: JSON or a missing field is 400 INVALID_INPUT', async () => {
    const json = await callJson(server, 'POST', PATH.forgotByEmail, { username: 'demo_member', email: 'demo.member@example.com' });
    expect(json.status).toBe(400);
    expect(parseFailure(json.body).code).toBe(ErrorCode.invalidInput);
    const missing = await callForm(server, PATH.forgotByEmail, { username: 'demo_member' });
    expect(missing.status).toBe(400);
  });
});

describe('forgot password by phone', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
  });
  beforeEach(() => clock.advance(TOO_MANY_REQUESTS_WAIT_MS));

  const forgotCode = async (mobile = '9876543210') => {
    await callJson(server, 'POST', PATH.smsForgotCode, { mobileNum: mobile, countryDialingCode: '+91' });
    return latestSmsCode(server, 'forgot', mobile);
  };
  const reset = (payload: Record<string, string>) =>
    callSealed(server, 'POST', PATH.forgotByPhone, { mobileNum: '9876543210', countryDialingCode: '+91', ...payload }, { lang: 'EN' });

  it('sets the new password with the SMS code; logging in with it then works (type empty)', async () => {
    const before = await loginToken(server, { username: 'demo_member', password: demoPassword('demo_member') });
    const { body } = await reset({ newPassword: 'Reset@2025', verificationCode: await forgotCode() });
    expect(v.parse(forgotByPhoneResponse, body)).toEqual({ success: true, value: { username: 'demo_member' } });

    const after = await loginToken(server, { username: 'demo_member', password: 'Reset@2025', type: '' });
    expect(after).toMatchObject({ userName: 'demo_member', passwordExpired: false });
    // every older session ended with the reset
    expect((await server.call(PATH.memberInfo, { token: before.token })).status).toBe(401);
    const old = await server.login({ username: 'demo_member', password: demoPassword('demo_member') }, ELSEWHERE);
    expect(parseFailure(old.body).code).toBe(ErrorCode.badCredentials);
  });

  it('uses a code once', async () => {
    const code = await forgotCode();
    expect(v.parse(forgotByPhoneResponse, (await reset({ newPassword: 'Once@2025', verificationCode: code })).body).success).toBe(true);
    expect(parseFailure((await reset({ newPassword: 'Twice@2025', verificationCode: code })).body).code).toBe(ErrorCode.smsCodeWrong);
  });

  it('refuses an expired code', async () => {
    const code = await forgotCode();
    clock.advance(60_000);
    expect(parseFailure((await reset({ newPassword: 'Late@2025', verificationCode: code })).body)).toMatchObject({
      code: ErrorCode.smsCodeExpired,
      message: 'Code expired, send again',
    });
  });

  it('refuses a login code', async () => {
    const code = await forgotCode();
    await callJson(server, 'POST', PATH.smsLoginCode, { mobileNum: '9876543210', countryDialingCode: '+91' });
    const loginCode = await latestSmsCode(server, 'login', '9876543210');
    if (loginCode === code) return; // one chance in a million: the two codes are the same digits
    expect(parseFailure((await reset({ newPassword: 'Wrong@2025', verificationCode: loginCode })).body).code).toBe(ErrorCode.smsCodeWrong);
  });

  it('checks the new password by the password rule and refuses the weak default', async () => {
    const code = await forgotCode();
    expect(fieldErrorsOf((await reset({ newPassword: 'abc', verificationCode: code })).body).fieldErrors).toEqual({
      newPassword: { kind: 'invalid', patternId: 19, min: 6, max: 20 },
    });
    expect(fieldErrorsOf((await reset({ newPassword: DEFAULT_WEAK_PASSWORD, verificationCode: code })).body).message).toBe(
      'newPassword: This password is too weak, please choose another one',
    );
  });

  it('checks the number and the code by their rules', async () => {
    const { body } = await reset({ mobileNum: '12345', newPassword: 'Fine@2025', verificationCode: '12' });
    expect(fieldErrorsOf(body).fieldErrors).toEqual({
      mobileNum: { kind: 'invalid', patternId: 6, min: 10, max: 10 },
      verificationCode: { kind: 'invalid', patternId: 6, min: 6, max: 6 },
    });
    expect(parseFailure((await reset({ countryDialingCode: '+1', newPassword: 'Fine@2025', verificationCode: '123456' })).body).code).toBe(ErrorCode.invalidPhone);
  });

  it('answers a number no account has as a wrong code (forgotEnumeration.test.ts compares them whole)', async () => {
    const { body } = await reset({ mobileNum: '9000000099', newPassword: 'Fine@2025', verificationCode: '123456' });
    expect(parseFailure(body)).toMatchObject({ code: ErrorCode.smsCodeWrong, message: 'Invalid verification code' });
  });
});
