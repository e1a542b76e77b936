import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@kernel/validation';
import { checkForm, type ShownField } from '@machines/accountForm.rules';
import { issueMessage } from '@/rules/issueMessage.rules';

/** The demo merchant's password rule: pattern 19 (letters, digits and symbols), 6 to 20 characters. */
const PASSWORD: FieldRule = { required: true, patternId: 19, acceptedPattern: 'x', minLength: 6, maxLength: 20 };
/** Its real name rule: pattern 21 (first and last name), 3 to 50 characters. */
const REAL_NAME: FieldRule = { required: false, patternId: 21, acceptedPattern: 'x', minLength: 3, maxLength: 50 };
const USERNAME: FieldRule = { required: true, patternId: 1, acceptedPattern: 'x', minLength: 6, maxLength: 16 };

const register: ShownField[] = [
  { name: 'username', rule: USERNAME },
  { name: 'password', rule: PASSWORD },
  { name: 'confirmPassword', rule: PASSWORD },
  { name: 'payeeName', rule: REAL_NAME },
];
const changePassword: ShownField[] = [
  { name: 'oldPassword', rule: { ...PASSWORD, patternId: 0, acceptedPattern: '*', minLength: 1, maxLength: 64 } },
  { name: 'newPassword', rule: PASSWORD },
  { name: 'confirmNewPassword', rule: PASSWORD },
];

/** What the form shows under each field after a submit: the message of every issue checkForm finds. */
const shown = (fields: ShownField[], values: Record<string, string>) =>
  Object.fromEntries(Object.entries(checkForm(values, fields)).map(([name, issue]) => [name, issueMessage(name, issue, values[name] ?? '')]));

const x = (length: number) => 'a1'.repeat(length).slice(0, length);

describe("SPEC 5 'password must be within min to max characters'", () => {
  it.each([
    ['5 characters, one below the minimum', 5],
    ['21 characters, one above the maximum', 21],
    ['64 characters', 64],
  ])('says so for a password of %s, in every password field', (_case, length) => {
    const password = x(length);
    expect(shown(register, { username: 'player01', password, confirmPassword: password })).toEqual({
      password: { id: 'passwordLength', min: 6, max: 20 },
      confirmPassword: { id: 'passwordLength', min: 6, max: 20 },
    });
    expect(shown(changePassword, { oldPassword: 'old', newPassword: password, confirmNewPassword: password })).toEqual({
      newPassword: { id: 'passwordLength', min: 6, max: 20 },
      confirmNewPassword: { id: 'passwordLength', min: 6, max: 20 },
    });
  });

  it.each([
    ['6', 6],
    ['20', 20],
  ])('accepts a password of %s characters (on the limits)', (_case, length) => {
    const password = x(length);
    expect(shown(register, { username: 'player01', password, confirmPassword: password })).toEqual({});
  });

  it('keeps the pattern message for a password of a fitting length that breaks the pattern (a space is no symbol of pattern 19)', () => {
    expect(issueMessage('password', { kind: 'invalid', patternId: 19, min: 6, max: 20 }, 'abc 123')).toEqual({ id: 'pattern', patternId: 19, min: 6, max: 20 });
  });

  it('counts characters as typed, untrimmed: five letters and a space are 6', () => {
    expect(issueMessage('password', { kind: 'invalid', patternId: 19, min: 6, max: 20 }, ' abcde')).toEqual({ id: 'pattern', patternId: 19, min: 6, max: 20 });
    expect(issueMessage('password', { kind: 'invalid', patternId: 19, min: 6, max: 20 }, 'abcde')).toEqual({ id: 'passwordLength', min: 6, max: 20 });
  });

  it('leaves other fields of a wrong length to their pattern message (the user name)', () => {
    expect(shown(register, { username: 'abc', password: 'abc123', confirmPassword: 'abc123' })).toEqual({
      username: { id: 'pattern', patternId: 1, min: 6, max: 16 },
    });
  });
});

describe("SPEC 5 'confirm password incorrect' and 'Incorrect confirmation input' (inconsistent twice)", () => {
  it("words registration's Confirm password that differs from the password 'confirm password incorrect'", () => {
    expect(shown(register, { username: 'player01', password: 'abc123', confirmPassword: 'abc124' })).toEqual({ confirmPassword: { id: 'confirmPassword' } });
  });

  it("words any other confirmation that differs 'Incorrect confirmation input'", () => {
    expect(shown(changePassword, { oldPassword: 'old', newPassword: 'abc123', confirmNewPassword: 'abc124' })).toEqual({
      confirmNewPassword: { id: 'confirmationMismatch' },
    });
  });

  it('words the same way a mismatch the backend reports', () => {
    const server = { kind: 'mismatch', patternId: 19, min: 6, max: 20 } as const;
    expect(issueMessage('confirmPassword', server, 'abc124')).toEqual({ id: 'confirmPassword' });
    expect(issueMessage('confirmNewPassword', server, 'abc124')).toEqual({ id: 'confirmationMismatch' });
  });
});

describe("SPEC 5 'real name format incorrect'", () => {
  it.each([
    ['one name only', 'Rahul'],
    ['digits', 'Rahul Sharma2'],
    ['2 characters, below the minimum', 'AB'],
    ['51 characters, above the maximum', `Rahul ${'s'.repeat(45)}`],
  ])('says so for %s', (_case, payeeName) => {
    expect(shown(register, { username: 'player01', password: 'abc123', confirmPassword: 'abc123', payeeName })).toEqual({ payeeName: { id: 'realName' } });
  });

  it('accepts a full name in any script, 3 to 50 characters, and an empty optional one', () => {
    for (const payeeName of ['Rahul Sharma', 'राहुल शर्मा', 'A B', `Rahul ${'s'.repeat(44)}`, '']) {
      expect(shown(register, { username: 'player01', password: 'abc123', confirmPassword: 'abc123', payeeName })).toEqual({});
    }
  });

  it('asks for a required real name left empty with the empty-input message', () => {
    expect(issueMessage('payeeName', { kind: 'required' }, '')).toEqual({ id: 'required' });
  });
});
