import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '@kernel/system';
import { checkField } from '@kernel/validation';
import { loginMobileRule, mobileReady, registerFields, registerModes } from '@machines/accountForm.rules';

const off = { USERNAMEREG3: false, MOBILENUMREG3: false };

/** A field configured by the server (SPEC 3 registration field config). */
const field = (overrides: Partial<FieldConfig>): FieldConfig => ({
  enabled: true,
  required: false,
  patternId: 0,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 64,
  ...overrides,
});
const username = field({ required: true, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16 });
const password = field({ required: true, patternId: 19, acceptedPattern: 'x', minLength: 6, maxLength: 20 });
const mobileNum = field({ patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 10 });
const code = field({ required: true, patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 });
const rule = ({ enabled: _enabled, ...config }: FieldConfig, required: boolean) => ({ ...config, required });
/** A field the server sends no config for accepts any 1 to 64 characters (SPEC 3: '*' matches anything). */
const anything = (required: boolean) => ({ required, patternId: 0, acceptedPattern: '*', minLength: 1, maxLength: 64 });

const shownBy = (options: Partial<Parameters<typeof registerFields>[0]>) =>
  registerFields({ fields: {}, mode: 'username', smsVerification: false, affiliateFieldShown: true, ...options });

describe('SPEC 4 / 2 register modes: mobile if MOBILENUMREG3 is on, otherwise username; tabs when more than one', () => {
  it('registers by username when no flag is on', () => {
    expect(registerModes(off)).toEqual(['username']);
    expect(registerModes({ ...off, USERNAMEREG3: true })).toEqual(['username']);
  });
  it('registers by mobile (the default) when MOBILENUMREG3 is on, with a username tab when USERNAMEREG3 is on too', () => {
    expect(registerModes({ ...off, MOBILENUMREG3: true })).toEqual(['mobile']);
    expect(registerModes({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual(['mobile', 'username']);
  });
});

describe('SPEC 5 Registration: the fields shown and their rules', () => {
  it('takes each rule from the server config of its field', () => {
    expect(shownBy({ fields: { username, password } })).toEqual([
      { name: 'username', rule: rule(username, true) },
      { name: 'password', rule: rule(password, true) },
      { name: 'confirmPassword', rule: rule(password, true) },
    ]);
  });
  it('accepts anything of 1 to 64 characters in a field the server does not configure', () => {
    expect(shownBy({ fields: {} })).toEqual([
      { name: 'username', rule: anything(true) },
      { name: 'password', rule: anything(true) },
      { name: 'confirmPassword', rule: anything(true) },
    ]);
  });
  it('shows no mobile number (nor SMS code) in username mode unless mobileNum is enabled', () => {
    const names = shownBy({ fields: { mobileNum: { ...mobileNum, enabled: false }, verificationCode: code }, smsVerification: true }).map((f) => f.name);
    expect(names).toEqual(['username', 'password', 'confirmPassword']);
  });
  it('shows an enabled mobile number in username mode, required per its config, with the SMS code when verification is on', () => {
    expect(shownBy({ fields: { mobileNum, verificationCode: code }, smsVerification: true })).toEqual([
      { name: 'username', rule: anything(true) },
      { name: 'mobileNum', rule: rule(mobileNum, false) },
      { name: 'verificationCode', rule: rule(code, true) },
      { name: 'password', rule: anything(true) },
      { name: 'confirmPassword', rule: anything(true) },
    ]);
    expect(shownBy({ fields: { mobileNum: { ...mobileNum, required: true } } }).slice(1, 2)).toEqual([{ name: 'mobileNum', rule: rule(mobileNum, true) }]);
  });
  it('requires the mobile number in mobile mode, even when its config leaves it optional or disabled; no username', () => {
    expect(shownBy({ mode: 'mobile', fields: { mobileNum } })).toEqual([
      { name: 'mobileNum', rule: rule(mobileNum, true) },
      { name: 'password', rule: anything(true) },
      { name: 'confirmPassword', rule: anything(true) },
    ]);
    expect(shownBy({ mode: 'mobile', fields: { mobileNum: { ...mobileNum, enabled: false } }, smsVerification: true }).map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
  });
  it('shows the optional fields only when enabled, required per configuration, in form order', () => {
    const email = field({ required: true, patternId: 3, minLength: 5 });
    const payeeName = field({ patternId: 21, minLength: 3, maxLength: 50 });
    const fields = { email, payeeName, qqNum: field({ enabled: false }), affiliateCode: field({ patternId: 14 }) };
    expect(shownBy({ fields }).slice(3)).toEqual([
      { name: 'payeeName', rule: rule(payeeName, false) },
      { name: 'email', rule: rule(email, true) },
      { name: 'affiliateCode', rule: rule(fields.affiliateCode, false) },
    ]);
    // The affiliate code is not asked for when the URL brought a valid one.
    expect(shownBy({ fields, affiliateFieldShown: false }).map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword', 'payeeName', 'email']);
  });
  it('shows the captcha last, always required, only when enabled', () => {
    const captcha = field({ required: false, patternId: 4, minLength: 4, maxLength: 4 });
    expect(shownBy({ fields: { captcha } }).slice(3)).toEqual([{ name: 'captcha', rule: rule(captcha, true) }]);
    expect(shownBy({ fields: { captcha: { ...captcha, enabled: false } } }).map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword']);
  });
});

describe('SMS code requests: only for a number the mobile field accepts', () => {
  const mobileRule = rule(mobileNum, false);
  it('needs a number of the field rule, trimmed, even where the field is optional', () => {
    expect(mobileReady(' 9876543210 ', mobileRule)).toBe(true);
    expect(mobileReady('987654321', mobileRule)).toBe(false);
    expect(mobileReady('', mobileRule)).toBe(false);
    expect(mobileReady(undefined, mobileRule)).toBe(false);
  });
  it('is never ready while the field has no rule', () => {
    expect(mobileReady('9876543210', undefined)).toBe(false);
  });
  it('login by SMS: digits of the dialling code length, required (SPEC 5 Login)', () => {
    expect(mobileReady('9876543210', loginMobileRule(10))).toBe(true);
    expect(mobileReady('98765432', loginMobileRule(8))).toBe(true);
    expect(mobileReady('98765432a0', loginMobileRule(10))).toBe(false);
    expect(mobileReady('98765432', loginMobileRule(10))).toBe(false);
    expect(checkField('', loginMobileRule(10))).toEqual({ kind: 'required' });
  });
});
