import { describe, expect, it } from 'vitest';
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
