import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  affiliateResponse,
  countryCodesResponse,
  fieldErrorsSchema,
  type Registration,
  registerResponse,
  smsCodeResponse,
  TOO_MANY_REQUESTS_WAIT_MS,
} from '@kernel/account';
import { ErrorCode } from '@kernel/errorCodes';
import { memberInfoResponse } from '@kernel/member';
import { PATH } from '@kernel/paths';
import { loginResponse } from '@kernel/session';
import { registerSettingsResponse } from '@kernel/system';
import { acceptedPatternOf, PATTERN_IDS, VALIDATION_MESSAGES } from '@kernel/validation';
import { validatorsResponse } from '@kernel/validatorsResponse';
import { callJson, callSealed, freshCaptcha, latestSmsCode, manualClock, parseFailure, setModule, startServer, type TestServer } from './helpers';

const PASSWORD = 'Secret@123';
let mobileCounter = 0;
/** A mobile number no seeded account has (9000100001, 9000100002, ...). */
const newMobile = () => `90001${String(++mobileCounter).padStart(5, '0')}`;

type MemberDetails = {
  username: string;
  type: number;
  parentId: number | null;
  email: string | null;
  mobile: string | null;
  bankAccountName: string | null;
  passwordHash: string;
};
const memberRow = (server: TestServer, username: string) =>
  server.db
    .prepare(
      `SELECT username, type, parent_id AS parentId, email, mobile, bank_account_name AS bankAccountName, password_hash AS passwordHash
       FROM member WHERE username = ?`,
    )
    .get(username) as MemberDetails | undefined;
const idOf = (server: TestServer, username: string) => (server.db.prepare('SELECT id FROM member WHERE username = ?').get(username) as { id: number }).id;

/** Registers through PUT register (or registerMobile) with a fresh captcha and SMS code unless told otherwise. */
async function register(server: TestServer, overrides: Partial<Registration> = {}, options: { path?: string; sendCode?: boolean; lang?: string } = {}) {
  const mobileNum = overrides.mobileNum ?? newMobile();
  let verificationCode = '';
  if (options.sendCode !== false) {
    const sent = await callJson(server, 'POST', PATH.smsRegisterCode, { mobileNo: mobileNum, countryDialingCode: '+91' });
    if (v.parse(smsCodeResponse, sent.body).success) verificationCode = await latestSmsCode(server, 'register', mobileNum);
  }
  const captcha = await freshCaptcha(server);
  const payload: Registration = {
    username: `p${mobileNum}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    mobileNum,
    countryDialingCode: '+91',
    verificationCode,
    captcha: captcha.answer,
    login: true,
    registerMethod: 'WEB',
    agreed: true,
    ...overrides,
  };
  return callSealed(server, 'PUT', options.path ?? PATH.register, payload, { lang: options.lang ?? 'EN' });
}

const fieldErrorsOf = (body: unknown) => {
  const failure = parseFailure(body);
  expect(failure.code).toBe(ErrorCode.invalidInput);
  return { message: failure.message, ...v.parse(fieldErrorsSchema, failure.value) };
};

describe('register (username mode)', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
  });
  // Every test starts outside the rate-limit windows (SMS codes, registrations) of the one before.
  beforeEach(() => clock.advance(TOO_MANY_REQUESTS_WAIT_MS));

  it('creates a member (type 0, balance 0, hashed password) and logs it in like a login', async () => {
    const mobileNum = newMobile();
    const { status, body } = await register(server, { username: 'player001', mobileNum, email: ' player001@example.com ' });
    expect(status).toBe(200);
    const { value } = v.parse(registerResponse, body);
    expect(value).not.toBeNull();
    const user = v.parse(loginResponse, body).value;
    // a new account's first login is its registration
    expect(user).toMatchObject({ userName: 'player001', firstTimeLogin: true, passwordExpired: false });

    const info = await server.expectBody(memberInfoResponse, PATH.memberInfo, { token: user.token });
    expect(info.body.value).toMatchObject({ account: 'player001', nickname: 'player001', type: 0, vip: false });
    const balance = (await (await server.call(PATH.balance, { token: user.token })).json()) as { value: { balance: number } };
    expect(balance.value.balance).toBe(0);

    const row = memberRow(server, 'player001');
    expect(row).toMatchObject({ type: 0, parentId: null, email: 'player001@example.com', mobile: mobileNum, bankAccountName: null });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);

    const login = await server.login({ username: 'player001', password: PASSWORD });
    expect(v.parse(loginResponse, login.body).value.firstTimeLogin).toBe(false);
  });

  it('refuses a user name already taken, whatever its case: USERNAME_TAKEN', async () => {
    expect(v.parse(loginResponse, (await register(server, { username: 'player002' })).body).success).toBe(true);
    const again = await register(server, { username: 'Player002' });
    expect(parseFailure(again.body)).toMatchObject({ code: ErrorCode.usernameTaken, message: 'This username is already taken' });
  });

  // Only whoever holds the phone learns that it is taken: before the code is right, the number is
  // answered as any other (the register code call answers alike too: forgotEnumeration.test.ts).
  it('refuses a mobile number already registered, once the code sent to it is right: MOBILE_TAKEN', async () => {
    const guessed = await register(server, { username: 'player003', mobileNum: '9876543210', verificationCode: '123456' }, { sendCode: false });
    expect(parseFailure(guessed.body).code).toBe(ErrorCode.smsCodeWrong);
    const { body } = await register(server, { username: 'player003', mobileNum: '9876543210' });
    expect(parseFailure(body)).toMatchObject({ code: ErrorCode.mobileTaken, message: 'This mobile number is already registered' });
  });

  it('refuses unticked terms: TERMS_REQUIRED', async () => {
    const { status, body } = await register(server, { username: 'player004', agreed: false });
    expect(status).toBe(200);
    expect(parseFailure(body)).toEqual({ success: false, code: ErrorCode.termsRequired, message: VALIDATION_MESSAGES.termsRequired, value: null });
  });

  it('refuses a confirmation that differs: mismatch on confirmPassword', async () => {
    const { body } = await register(server, { username: 'player005', confirmPassword: 'Secret@124' });
    const errors = fieldErrorsOf(body);
    expect(errors.message).toBe('confirmPassword: Confirm password incorrect');
    expect(errors.fieldErrors).toEqual({ confirmPassword: { kind: 'mismatch', patternId: 19, min: 6, max: 20 } });
  });

  it('names every refused field, worded by the catalogue, the first in the message', async () => {
    const { status, body } = await register(server, { username: '1player', password: 'ab', confirmPassword: 'ab', email: 'not-an-email', payeeName: 'Rahul' });
    expect(status).toBe(200);
    const errors = fieldErrorsOf(body);
    expect(errors.message).toBe('username: 6-16 characters, starting with a letter, letters and digits only');
    expect(errors.fieldErrors).toEqual({
      username: { kind: 'invalid', patternId: 1, min: 6, max: 16 },
      password: { kind: 'invalid', patternId: 19, min: 6, max: 20 },
      confirmPassword: { kind: 'invalid', patternId: 19, min: 6, max: 20 },
      email: { kind: 'invalid', patternId: 3, min: 6, max: 64 },
      payeeName: { kind: 'invalid', patternId: 21, min: 3, max: 50 },
    });
  });

  it('words a required field and keeps the message in English whatever the language', async () => {
    const { body } = await register(server, { username: '' }, { lang: 'HI' });
    const errors = fieldErrorsOf(body);
    expect(errors.message).toBe('username: Input cannot be empty');
    expect(errors.fieldErrors.username).toEqual({ kind: 'required', patternId: 1, min: 6, max: 16 });
  });

  it('accepts a Hindi full name as payee name and keeps it as the bank account name', async () => {
    const { body } = await register(server, { username: 'player006', payeeName: '  राहुल शर्मा ' });
    expect(v.parse(loginResponse, body).success).toBe(true);
    expect(memberRow(server, 'player006')?.bankAccountName).toBe('राहुल शर्मा');
  });

  it('trims the fields but never the passwords', async () => {
    expect(v.parse(loginResponse, (await register(server, { username: '  player007 ' })).body).value.userName).toBe('player007');
    const { body } = await register(server, { username: 'player008', password: ` ${PASSWORD}`, confirmPassword: ` ${PASSWORD}` });
    expect(Object.keys(fieldErrorsOf(body).fieldErrors)).toEqual(['password', 'confirmPassword']);
  });

  it('makes the new member the downline of the agent whose affiliate or referral code it gives', async () => {
    await register(server, { username: 'player009', affiliateCode: 'AGENT01' });
    expect(memberRow(server, 'player009')?.parentId).toBe(idOf(server, 'demo_agent'));
    await register(server, { username: 'player010', referralCode: 'sub02' });
    expect(memberRow(server, 'player010')?.parentId).toBe(idOf(server, 'demo_subagent'));
  });

  it('refuses an invitation code no agent or member has: INVALID_AFFILIATE', async () => {
    for (const overrides of [{ affiliateCode: 'NOPE99' }, { referralCode: 'NOPE99' }, { affiliateCode: 'AGENT01', referralCode: 'NOPE99' }]) {
      const { body } = await register(server, { username: 'player011', ...overrides });
      expect(parseFailure(body)).toMatchObject({ code: ErrorCode.invalidAffiliate, message: 'Invalid invitation code' });
    }
    expect(memberRow(server, 'player011')).toBeUndefined();
  });

  it('checks the affiliate code by its pattern first (14: letters and digits only)', async () => {
    const { body } = await register(server, { username: 'player012', affiliateCode: 'AGENT-01' });
    expect(fieldErrorsOf(body).fieldErrors.affiliateCode).toEqual({ kind: 'invalid', patternId: 14, min: 4, max: 20 });
  });

  it('refuses a wrong captcha (the captcha alphabet has no 0) and spends it', async () => {
    const { body } = await register(server, { username: 'player013', captcha: '0000' });
    expect(parseFailure(body).code).toBe(ErrorCode.captchaWrong);
    expect(memberRow(server, 'player013')).toBeUndefined();
    const spent = server.db.prepare('SELECT used_at AS usedAt FROM captcha ORDER BY created_at DESC, rowid DESC LIMIT 1').get() as { usedAt: number | null };
    expect(spent.usedAt).not.toBeNull();
  });

  it('refuses a missing captcha and a missing SMS code as required fields', async () => {
    const { body } = await register(server, { username: 'player014', captcha: '', verificationCode: '' }, { sendCode: false });
    expect(fieldErrorsOf(body).fieldErrors).toEqual({
      verificationCode: { kind: 'required', patternId: 6, min: 6, max: 6 },
      captcha: { kind: 'required', patternId: 4, min: 4, max: 4 },
    });
  });

  it('refuses a wrong SMS code and an expired one', async () => {
    const mobileNum = newMobile();
    const wrong = await register(server, { username: 'player015', mobileNum, verificationCode: '000000' }, { sendCode: false });
    expect(parseFailure(wrong.body)).toMatchObject({ code: ErrorCode.smsCodeWrong, message: 'Invalid verification code' });

    await callJson(server, 'POST', PATH.smsRegisterCode, { mobileNo: mobileNum, countryDialingCode: '+91' });
    const code = await latestSmsCode(server, 'register', mobileNum);
    clock.advance(60_000);
    const expired = await register(server, { username: 'player015', mobileNum, verificationCode: code }, { sendCode: false });
    expect(parseFailure(expired.body)).toMatchObject({ code: ErrorCode.smsCodeExpired, message: 'Code expired, send again' });
    clock.advance(TOO_MANY_REQUESTS_WAIT_MS);
  });

  it("checks a mobile number by its country's length (Sri Lanka +94: 9 digits)", async () => {
    await callJson(server, 'POST', PATH.smsRegisterCode, { mobileNo: '712345670', countryDialingCode: '+94' });
    const verificationCode = await latestSmsCode(server, 'register', '712345670');
    const { body } = await register(server, { username: 'player022', mobileNum: '712345670', countryDialingCode: '94', verificationCode }, { sendCode: false });
    expect(v.parse(loginResponse, body).value.userName).toBe('player022');
    expect(server.db.prepare("SELECT country_dialing_code AS code FROM member WHERE username = 'player022'").get()).toEqual({ code: '+94' });

    const tooLong = await register(
      server,
      { username: 'player023', mobileNum: '7123456701', countryDialingCode: '+94', verificationCode: '123456' },
      { sendCode: false },
    );
    expect(fieldErrorsOf(tooLong.body).fieldErrors.mobileNum).toEqual({ kind: 'invalid', patternId: 6, min: 9, max: 9 });
  });

  it('refuses a dialling code outside the country list: INVALID_PHONE', async () => {
    const { body } = await register(server, { username: 'player016', countryDialingCode: '+44' }, { sendCode: false });
    expect(parseFailure(body).code).toBe(ErrorCode.invalidPhone);
  });

  it('does not log in with login: false (value null), but the account exists', async () => {
    const { body } = await register(server, { username: 'player017', login: false });
    expect(v.parse(registerResponse, body)).toEqual({ success: true, value: null });
    expect(memberRow(server, 'player017')?.type).toBe(0);
  });

  it('needs no SMS code when REGMOBVERF3 is off', async () => {
    server.db.prepare("UPDATE setting_flag SET enabled = 0 WHERE flag = 'REGMOBVERF3'").run();
    try {
      const { body } = await register(server, { username: 'player018', verificationCode: '' }, { sendCode: false });
      expect(v.parse(loginResponse, body).value.userName).toBe('player018');
    } finally {
      server.db.prepare("UPDATE setting_flag SET enabled = 1 WHERE flag = 'REGMOBVERF3'").run();
    }
  });

  it('says business refusals in Hindi by default', async () => {
    const { body } = await register(server, { username: 'player019', affiliateCode: 'NOPE99' }, { lang: 'HI' });
    expect(parseFailure(body).message).toBe('अमान्य आमंत्रण कोड');
  });

  it('answers 400 to a plain body, and to a sealed one without `agreed`', async () => {
    const plain = await server.call(PATH.register, { method: 'PUT', body: { username: 'player020' } });
    expect(plain.status).toBe(400);
    expect(parseFailure(await plain.json()).code).toBe(ErrorCode.badEncryption);
    const incomplete = await callSealed(server, 'PUT', PATH.register, { username: 'player020', password: PASSWORD, confirmPassword: PASSWORD });
    expect(incomplete.status).toBe(400);
    expect(parseFailure(incomplete.body).code).toBe(ErrorCode.invalidInput);
  });

  it('is refused when REG3 is off: 404 MODULE_DISABLED', async () => {
    setModule(server, 'REG3', false);
    try {
      const { status, body } = await register(server, { username: 'player021', verificationCode: '123456' }, { sendCode: false });
      expect(status).toBe(404);
      expect(parseFailure(body).code).toBe(ErrorCode.moduleDisabled);
    } finally {
      setModule(server, 'REG3', true);
    }
  });
});

describe('register (mobile mode)', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now });
  });
  // Every test starts outside the rate-limit windows (SMS codes, registrations) of the one before.
  beforeEach(() => clock.advance(TOO_MANY_REQUESTS_WAIT_MS));

  it('names the account m and the last 8 digits when no user name is given', async () => {
    const { body } = await register(server, { username: '', mobileNum: '9012345678' }, { path: PATH.registerMobile });
    expect(v.parse(loginResponse, body).value.userName).toBe('m12345678');
    expect(memberRow(server, 'm12345678')?.mobile).toBe('9012345678');
  });

  it('adds a digit when that name is taken', async () => {
    await register(server, { username: 'm22223333' }, { path: PATH.registerMobile });
    const { body } = await register(server, { username: '', mobileNum: '9122223333' }, { path: PATH.registerMobile });
    expect(v.parse(loginResponse, body).value.userName).toBe('m222233331');
  });

  it('keeps a user name given, checked by the username rule', async () => {
    expect(v.parse(loginResponse, (await register(server, { username: 'mobileplayer' }, { path: PATH.registerMobile })).body).value.userName).toBe('mobileplayer');
    const { body } = await register(server, { username: 'x' }, { path: PATH.registerMobile });
    expect(fieldErrorsOf(body).fieldErrors.username).toEqual({ kind: 'invalid', patternId: 1, min: 6, max: 16 });
  });

  it('requires the mobile number and its SMS code', async () => {
    const { body } = await callSealed(server, 'PUT', PATH.registerMobile, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
      captcha: (await freshCaptcha(server)).answer,
      agreed: true,
    });
    expect(fieldErrorsOf(body).fieldErrors).toEqual({
      mobileNum: { kind: 'required', patternId: 6, min: 10, max: 10 },
      verificationCode: { kind: 'required', patternId: 6, min: 6, max: 6 },
    });
  });

  it('is refused when MOBILENUMREG3 is off', async () => {
    setModule(server, 'MOBILENUMREG3', false);
    try {
      const { status } = await register(server, {}, { path: PATH.registerMobile });
      expect(status).toBe(404);
    } finally {
      setModule(server, 'MOBILENUMREG3', true);
    }
  });
});

describe('registration helpers: affiliate, country codes, validators, settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it.each([
    ['AGENT01', { valid: true, agentName: 'Demo Agent' }],
    ['agent01', { valid: true, agentName: 'Demo Agent' }],
    [' SUB02 ', { valid: true, agentName: 'Sub-agent Asha' }],
    // a member's own code (invite friends, REFERRAL3) is valid too; only an agent is named
    ['demoref1', { valid: true, agentName: null }],
    ['NOPE99', { valid: false, agentName: null }],
    ['', { valid: false, agentName: null }],
  ])('checks the affiliate code %j', async (code, expected) => {
    const query = new URLSearchParams({ code, domain: 'play.example.test' });
    const { body } = await server.expectBody(affiliateResponse, `${PATH.affiliate}?${query}`);
    expect(body.value).toEqual(expected);
  });

  it('lists the country codes, India first, with names in the request language', async () => {
    const hindi = (await server.expectBody(countryCodesResponse, PATH.countryCodes)).body.value;
    const english = (await server.expectBody(countryCodesResponse, PATH.countryCodes, { lang: 'EN' })).body.value;
    expect(english[0]).toEqual({ code: '+91', country: 'IN', name: 'India', mobileLength: 10 });
    expect(hindi[0]?.name).toBe('भारत');
    expect(english.map((country) => [country.code, country.mobileLength])).toEqual([
      ['+91', 10],
      ['+880', 10],
      ['+977', 10],
      ['+92', 10],
      ['+94', 9],
      ['+971', 9],
    ]);
    expect(english.map((country) => country.name)).toContain('Sri Lanka');
  });

  it('publishes the whole catalogue as validators, each a usable unicode regex', async () => {
    const validators = (await server.expectBody(validatorsResponse, PATH.validators)).body.value;
    expect(validators.map((entry) => entry.patternId)).toEqual([...PATTERN_IDS]);
    for (const { patternId, acceptedPattern } of validators) {
      expect(acceptedPattern).toBe(acceptedPatternOf(patternId));
      if (acceptedPattern !== '*') expect(() => new RegExp(acceptedPattern, 'u')).not.toThrow();
    }
  });

  it('seeds the register settings from the catalogue', async () => {
    const { fields } = (await server.expectBody(registerSettingsResponse, PATH.registerSettings)).body.value;
    for (const config of Object.values(fields)) {
      expect(config.acceptedPattern).toBe(acceptedPatternOf(config.patternId as (typeof PATTERN_IDS)[number]));
    }
    expect(fields).toMatchObject({
      username: { patternId: 1, minLength: 6, maxLength: 16, required: true },
      password: { patternId: 19, minLength: 6, maxLength: 20, required: true },
      mobileNum: { patternId: 6, minLength: 10, maxLength: 10 },
      verificationCode: { patternId: 6, minLength: 6, maxLength: 6 },
      captcha: { patternId: 4, minLength: 4, maxLength: 4 },
      payeeName: { patternId: 21, enabled: true },
      email: { patternId: 3 },
      affiliateCode: { patternId: 14 },
    });
    expect(new RegExp(fields.payeeName?.acceptedPattern ?? '', 'u').test('राहुल शर्मा')).toBe(true);
  });
});
