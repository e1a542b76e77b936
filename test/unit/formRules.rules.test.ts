import { describe, expect, it } from 'vitest';
import { checkForm } from '@machines/accountForm.rules';
import { countryOf, defaultDialingCode, NO_FORM_RULES, takesIsoDate, withServedRules } from '@machines/formRules.rules';

/** SPEC 7 country codes as the server serves them (the home market first). */
const INDIA = { code: '+91', country: 'IN', name: 'India', mobileLength: 10 };
const SRI_LANKA = { code: '+94', country: 'LK', name: 'Sri Lanka', mobileLength: 9 };
const digits = { required: true, patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 10 };
const fullName = { required: false, patternId: 21, acceptedPattern: 'x', minLength: 3, maxLength: 50 };
const freeText = { required: false, patternId: 0, acceptedPattern: '*', minLength: 2, maxLength: 20 };
const served = {
  countries: [INDIA, SRI_LANKA],
  validators: [
    { patternId: 6 as const, acceptedPattern: '^[0-9]+$' },
    // An operator that frees the full-name pattern (SPEC 3: a lone '*' matches anything).
    { patternId: 21 as const, acceptedPattern: '*' },
    { patternId: 0 as const, acceptedPattern: '^[a-z]+$' },
  ],
};

describe('the dialling code of an account form (SPEC 7 country codes)', () => {
  it('starts with the first code the server lists, or none when it lists none', () => {
    expect(defaultDialingCode(served)).toBe('+91');
    expect(defaultDialingCode({ ...served, countries: [SRI_LANKA, INDIA] })).toBe('+94');
    expect(defaultDialingCode(NO_FORM_RULES)).toBe('');
  });
  it('knows only the served codes', () => {
    expect(countryOf(served, '+94')).toEqual(SRI_LANKA);
    expect(countryOf(served, '+1')).toBeNull();
    expect(countryOf(NO_FORM_RULES, '+91')).toBeNull();
  });
});

describe('the field rules under what the server serves (SPEC 5: the bounds come from server config)', () => {
  const fields = [
    { name: 'mobileNum', rule: digits },
    { name: 'fullName', rule: fullName },
    { name: 'nickname', rule: freeText },
  ];
  it('holds the mobile number to the chosen country’s digits', () => {
    expect(withServedRules(fields, served, '+91')[0]).toEqual({ name: 'mobileNum', rule: { ...digits, minLength: 10, maxLength: 10 } });
    expect(withServedRules(fields, served, '+94')[0]).toEqual({ name: 'mobileNum', rule: { ...digits, minLength: 9, maxLength: 9 } });
  });
  it('keeps the configured bounds when no served country is chosen', () => {
    const lengths = { ...digits, minLength: 8, maxLength: 12 };
    expect(withServedRules([{ name: 'mobileNum', rule: lengths }], served, '')[0]?.rule).toEqual(lengths);
    expect(withServedRules([{ name: 'mobileNum', rule: lengths }], NO_FORM_RULES, '+91')[0]?.rule).toEqual(lengths);
  });
  it('takes each pattern id’s accepted pattern from the served validators', () => {
    expect(withServedRules(fields, served, '+91')[1]).toEqual({ name: 'fullName', rule: { ...fullName, acceptedPattern: '*' } });
  });
  it('leaves a field the config frees free, whatever is served for its id', () => {
    expect(withServedRules(fields, served, '+91')[2]).toEqual({ name: 'nickname', rule: freeText });
  });
  it('changes nothing but the mobile number’s length without served validators', () => {
    expect(withServedRules(fields, { countries: [SRI_LANKA], validators: [] }, '+94')).toEqual([
      { name: 'mobileNum', rule: { ...digits, minLength: 9, maxLength: 9 } },
      { name: 'fullName', rule: fullName },
      { name: 'nickname', rule: freeText },
    ]);
  });
  it('bounds only the mobile number by the country', () => {
    const other = { required: true, patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 };
    expect(withServedRules([{ name: 'verificationCode', rule: other }], served, '+94')).toEqual([{ name: 'verificationCode', rule: other }]);
  });
});

describe('a date field (SPEC 5 id 11, yyyy-MM-dd)', () => {
  it('is one a date picker fills', () => {
    expect(takesIsoDate({ required: false, patternId: 11, acceptedPattern: 'x', minLength: 10, maxLength: 10 })).toBe(true);
  });
  it('is not the MM-dd-yyyy date (id 13), another pattern, or a field freed with *', () => {
    expect(takesIsoDate({ required: false, patternId: 13, acceptedPattern: 'x', minLength: 10, maxLength: 10 })).toBe(false);
    expect(takesIsoDate({ required: false, patternId: 6, acceptedPattern: 'x', minLength: 10, maxLength: 10 })).toBe(false);
    expect(takesIsoDate({ required: false, patternId: 11, acceptedPattern: '*', minLength: 10, maxLength: 10 })).toBe(false);
  });
});

describe('the length bounds the served validators carry (SPEC 5: the bounds come from server config)', () => {
  // The form's own rule for the user name says 6 to 16; the merchant's register settings, served
  // with the validators, say 8 to 12 for this field (and 4 to 6 for another field of the same pattern).
  const username = { required: true, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16 };
  const rules = {
    countries: [INDIA],
    validators: [
      {
        patternId: 1 as const,
        acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
        bounds: { username: { minLength: 8, maxLength: 12 }, nickname: { minLength: 4, maxLength: 6 } },
      },
    ],
  };
  const issuesOf = (value: string) => checkForm({ username: value }, withServedRules([{ name: 'username', rule: username }], rules, '+91'));

  it('holds a field to the bounds served for it by name', () => {
    expect(withServedRules([{ name: 'username', rule: username }], rules, '+91')).toEqual([{ name: 'username', rule: { ...username, minLength: 8, maxLength: 12 } }]);
  });
  it('refuses a value one below the served minimum, takes one on it', () => {
    // 7 characters: within the form's own 6 to 16, below the served 8.
    expect(issuesOf('abcdefg')).toEqual({ username: { kind: 'invalid', patternId: 1, min: 8, max: 12 } });
    expect(issuesOf('abcdefgh')).toEqual({});
  });
  it('takes a value on the served maximum, refuses one above it', () => {
    expect(issuesOf('abcdefghijkl')).toEqual({});
    // 13 characters: within the form's own 6 to 16, above the served 12.
    expect(issuesOf('abcdefghijklm')).toEqual({ username: { kind: 'invalid', patternId: 1, min: 8, max: 12 } });
  });
  it('keeps the form’s bounds for a field the validator names no bounds for, or when none are served', () => {
    const other = { ...username, minLength: 2, maxLength: 3 };
    expect(withServedRules([{ name: 'recommenderId', rule: other }], rules, '+91')[0]?.rule).toEqual(other);
    expect(withServedRules([{ name: 'username', rule: username }], { countries: [], validators: [{ patternId: 1, acceptedPattern: 'x' }] }, '')[0]?.rule).toEqual({
      ...username,
      acceptedPattern: 'x',
    });
  });
  it('holds a mobile number to its country’s digits over the bounds served for it', () => {
    const digits = { required: true, patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 10 };
    const served = {
      countries: [INDIA, SRI_LANKA],
      validators: [{ patternId: 6 as const, acceptedPattern: '^[0-9]+$', bounds: { mobileNum: { minLength: 8, maxLength: 12 } } }],
    };
    expect(withServedRules([{ name: 'mobileNum', rule: digits }], served, '+94')[0]?.rule).toEqual({ ...digits, minLength: 9, maxLength: 9 });
    expect(withServedRules([{ name: 'mobileNum', rule: digits }], served, '')[0]?.rule).toEqual({ ...digits, minLength: 8, maxLength: 12 });
  });
});
