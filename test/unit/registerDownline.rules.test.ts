import { describe, expect, it } from 'vitest';
import { registerFields } from '@machines/accountForm.rules';
import { checkDownlineForm, downlineFields, downlineRequest, EMPTY_DOWNLINE_FORM, NICKNAME_RULE } from '@machines/agent/registerDownline.rules';
import { registerFieldConfig } from '../machines/fixtures';

/** SPEC 5 Registration rules, from the merchant's field config, for an account an agent creates (SPEC 6). */
const form = (values: Partial<typeof EMPTY_DOWNLINE_FORM>) => ({ ...EMPTY_DOWNLINE_FORM, ...values });

describe('the fields of the downline form', () => {
  it("are the register popup's user name, password and confirmation, with its rules, and an optional nickname", () => {
    const popup = registerFields({ fields: registerFieldConfig, mode: 'username', smsVerification: true, affiliateFieldShown: true });
    const byName = (name: string) => popup.find((field) => field.name === name);
    expect(downlineFields(registerFieldConfig)).toEqual([byName('username'), byName('password'), byName('confirmPassword'), { name: 'nickname', rule: NICKNAME_RULE }]);
    expect(downlineFields(registerFieldConfig)[0]?.rule).toMatchObject({ required: true, patternId: 1, minLength: 6, maxLength: 16 });
    expect(NICKNAME_RULE).toMatchObject({ required: false, maxLength: 64 });
  });
  it('leaves out what the popup asks of a visitor: mobile, SMS code, optional fields, captcha', () => {
    const withCaptcha = { ...registerFieldConfig, captcha: { ...registerFieldConfig.captcha, enabled: true } };
    expect(downlineFields(withCaptcha).map((field) => field.name)).toEqual(['username', 'password', 'confirmPassword', 'nickname']);
  });
});

describe('checking the downline form', () => {
  it('passes a full form; the nickname may be empty', () => {
    expect(checkDownlineForm(form({ username: ' rohan01 ', password: 'Secret@12', confirmPassword: 'Secret@12' }), registerFieldConfig)).toEqual({});
    expect(checkDownlineForm(form({ username: 'rohan01', password: 'Secret@12', confirmPassword: 'Secret@12', nickname: 'रवि' }), registerFieldConfig)).toEqual({});
  });
  it('requires the user name, password and confirmation, and holds them to their rules', () => {
    expect(checkDownlineForm(EMPTY_DOWNLINE_FORM, registerFieldConfig)).toEqual({
      username: { kind: 'required' },
      password: { kind: 'required' },
      confirmPassword: { kind: 'required' },
    });
    expect(checkDownlineForm(form({ username: '1rohan', password: 'abc', confirmPassword: 'abc' }), registerFieldConfig)).toEqual({
      username: { kind: 'invalid', patternId: 1, min: 6, max: 16 },
      password: { kind: 'invalid', patternId: 19, min: 6, max: 20 },
      confirmPassword: { kind: 'invalid', patternId: 19, min: 6, max: 20 },
    });
  });
  it('says when the confirmation differs from the password (passwords are not trimmed)', () => {
    expect(checkDownlineForm(form({ username: 'rohan01', password: 'Secret@12', confirmPassword: 'Secret@13' }), registerFieldConfig)).toEqual({
      confirmPassword: { kind: 'mismatch' },
    });
  });
  it('refuses a nickname longer than the request allows', () => {
    const full = { username: 'rohan01', password: 'Secret@12', confirmPassword: 'Secret@12' };
    expect(checkDownlineForm(form({ ...full, nickname: 'n'.repeat(64) }), registerFieldConfig)).toEqual({});
    expect(checkDownlineForm(form({ ...full, nickname: 'n'.repeat(65) }), registerFieldConfig)).toEqual({
      nickname: { kind: 'invalid', patternId: null, min: 1, max: 64 },
    });
  });
});

describe('what is sent', () => {
  it('trims the user name and nickname, keeps the passwords as typed, and carries the kind', () => {
    expect(downlineRequest('agent', form({ username: ' rohan01 ', password: ' Secret@12', confirmPassword: ' Secret@12', nickname: ' Ravi ' }))).toEqual({
      kind: 'agent',
      username: 'rohan01',
      password: ' Secret@12',
      confirmPassword: ' Secret@12',
      nickname: 'Ravi',
    });
  });
});
