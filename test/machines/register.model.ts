import { expect } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { registerMachine } from '@machines/register.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business, registerFieldConfig, user } from './fixtures';

/**
 * The reference config's limits (fixtures.ts): user name 6 to 16, mobile 10 digits, SMS code 6 digits, password 6 to 20;
 * with SPEC 3's other registration labels: an optional nickname (anything), an optional full name (id 21, 3 to 50) and a
 * required birthday (id 11, yyyy-MM-dd). One variant types every field exactly at its maximum and 1 over it; the other
 * exactly at its minimum and 1 under it.
 */
const FULL_NAME_50 = `Rahul ${'S'.repeat(44)}`;
const AT_MAX = {
  username: ' newplayer1234567 ',
  password: 'Secret@1234567890123',
  confirmPassword: 'Secret@1234567890123',
  mobileNum: '9812345678 ',
  verificationCode: '123456',
  fullName: FULL_NAME_50,
  // A leap day: a real date.
  birthday: '2000-02-29',
};
const OVER_MAX = {
  username: 'newplayer12345678',
  password: 'Secret@12345678901234',
  mobileNum: '98123456789',
  verificationCode: '1234567',
  fullName: `${FULL_NAME_50}a`,
  // The right shape, but no such day (SPEC 5 id 11 is a date, not digits).
  birthday: '2001-02-29',
};
const AT_MIN = {
  username: 'newpl1',
  password: 'Sec@12',
  confirmPassword: 'Sec@12',
  mobileNum: ' 9812345678',
  verificationCode: '654321',
  fullName: 'A B',
  birthday: ' 1990-12-31 ',
};
const UNDER_MIN = { username: 'newp1', password: 'Se@12', mobileNum: '981234567', verificationCode: '12345', fullName: 'AB', birthday: '1990-1-31' };
const FIELD_ERRORS = { username: { kind: 'invalid', patternId: 1, min: 6, max: 16 } };
const DOMAIN = 'demo.example';

/** The config of the reference backend's shape, with three of SPEC 3's other registration labels switched on. */
const FIELDS = {
  ...registerFieldConfig,
  nickname: { enabled: true, required: false, patternId: 0, acceptedPattern: '*', minLength: 2, maxLength: 20 },
  fullName: { enabled: true, required: false, patternId: 21, acceptedPattern: 'x', minLength: 3, maxLength: 50 },
  birthday: { enabled: true, required: true, patternId: 11, acceptedPattern: 'x', minLength: 10, maxLength: 10 },
  telegram: { enabled: false, required: true, patternId: 9, acceptedPattern: 'x', minLength: 5, maxLength: 32 },
};

/**
 * SPEC 7 country codes and validators as served: India (10 digits) first, Sri Lanka (9 digits); an
 * operator that frees the full-name pattern (id 21) with SPEC 3's lone '*'.
 */
const SERVED = {
  countries: [
    { code: '+91', country: 'IN', name: 'India', mobileLength: 10 },
    { code: '+94', country: 'LK', name: 'Sri Lanka', mobileLength: 9 },
  ],
  validators: [
    { patternId: 6, acceptedPattern: '^[0-9]+$' },
    { patternId: 11, acceptedPattern: String.raw`^\d{4}-\d{2}-\d{2}$` },
    { patternId: 21, acceptedPattern: '*' },
  ],
};
/** The mobile number's digits by dialling code, as served; '' (nothing served) is the config's 10. */
const MOBILE_DIGITS: Record<string, number> = { '': 10, '+91': 10, '+94': 9 };

type Context = {
  referralCode: string | null;
  mode: 'username' | 'mobile';
  values: Record<string, string>;
  agreed: boolean;
  issues: Record<string, unknown>;
  termsError: boolean;
  affiliateFieldShown: boolean;
  warning: { kind: string; code?: string | null; message?: string } | null;
  user: unknown;
  fields: typeof FIELDS;
  rules: typeof SERVED | { countries: []; validators: [] };
  countryDialingCode: string;
};
const contextOf = (snapshot: { context: unknown }) => snapshot.context as Context;
const served = (c: Context) => c.rules.countries.length > 0;
/**
 * SPEC 5 Registration with this config (mobile, payee name, email and affiliate code enabled, SMS
 * verification on; nickname, full name and birthday enabled, Telegram not): user name in username
 * mode only, mobile and its code always, both passwords, the enabled optional fields in form order,
 * the affiliate code while its field shows.
 */
const shownBySpec = (c: Context) => [
  ...(c.mode === 'username' ? ['username'] : []),
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'nickname',
  'payeeName',
  'fullName',
  'birthday',
  'email',
  ...(c.affiliateFieldShown ? ['affiliateCode'] : []),
];
/** SPEC 5 id 11: yyyy-MM-dd naming a real day. */
const isDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
type Rule = {
  patternId: number;
  test: (value: string, c: Context) => boolean;
  min: (c: Context) => number;
  max: (c: Context) => number;
  required: (c: Context) => boolean;
};
const fixed = (n: number) => () => n;
/**
 * SPEC 5 pattern catalogue and this config, for the fields the fixtures type: user name (id 1: a letter, then letters and
 * digits), mobile (id 6, the chosen country's digits, SPEC 7) and SMS code (id 6: digits only), passwords (id 19: letters,
 * digits and symbols), the affiliate code (id 14), the full name (id 21: first and last name, a space between, unless the
 * served validators free it), the birthday (id 11). The fields no fixture types are optional and stay empty.
 */
const RULES: Record<string, Rule> = {
  username: { patternId: 1, test: (value) => /^[A-Za-z][A-Za-z0-9]*$/.test(value), min: fixed(6), max: fixed(16), required: () => true },
  mobileNum: {
    patternId: 6,
    test: (value) => /^[0-9]+$/.test(value),
    min: (c) => MOBILE_DIGITS[c.countryDialingCode]!,
    max: (c) => MOBILE_DIGITS[c.countryDialingCode]!,
    required: (c) => c.mode === 'mobile',
  },
  verificationCode: { patternId: 6, test: (value) => /^[0-9]+$/.test(value), min: fixed(6), max: fixed(6), required: () => true },
  password: { patternId: 19, test: (value) => /^[\x21-\x7e]+$/.test(value), min: fixed(6), max: fixed(20), required: () => true },
  confirmPassword: { patternId: 19, test: (value) => /^[\x21-\x7e]+$/.test(value), min: fixed(6), max: fixed(20), required: () => true },
  // The URL's code, once it shows in its field (id 14: letters and digits only).
  affiliateCode: { patternId: 14, test: (value) => /^[A-Za-z0-9]+$/.test(value), min: fixed(4), max: fixed(20), required: () => false },
  fullName: { patternId: 21, test: (value, c) => served(c) || /^\p{L}+( \p{L}+)+$/u.test(value), min: fixed(3), max: fixed(50), required: () => false },
  birthday: { patternId: 11, test: isDate, min: fixed(10), max: fixed(10), required: () => true },
};
/** SPEC 5 Registration: every shown field's problem (inputs trimmed, passwords as typed; the confirmation equals the password). */
function formIssues(c: Context) {
  const issues: Record<string, unknown> = {};
  for (const name of shownBySpec(c)) {
    const typed = c.values[name] ?? '';
    const value = name.toLowerCase().includes('password') ? typed : typed.trim();
    const rule = RULES[name];
    if (rule === undefined) {
      if (value !== '') throw new Error(`no fixture types ${name}`);
      continue;
    }
    const length = [...value].length;
    const [min, max] = [rule.min(c), rule.max(c)];
    // A freed pattern (SPEC 3 '*') reports no pattern id.
    const patternId = name === 'fullName' && served(c) ? null : rule.patternId;
    if (value === '') {
      if (rule.required(c)) issues[name] = { kind: 'required' };
    } else if (length < min || length > max || !rule.test(value, c)) issues[name] = { kind: 'invalid', patternId, min, max };
    else if (name === 'confirmPassword' && value !== c.values.password) issues[name] = { kind: 'mismatch' };
  }
  return issues;
}
const failureOf = (event: Observation['event']) =>
  (event as unknown as { error: { kind: string; message: string; details: { code: string | null; value?: { fieldErrors?: unknown } } } }).error;
const isDone = (event: Observation['event']) => event.type.startsWith('xstate.done.actor.');
/** Where the served rules came from: SPEC 7's lists read (the first country chosen), or nothing served. */
const expectRules = (c: Context, loaded: boolean) =>
  expect({ rules: c.rules, countryDialingCode: c.countryDialingCode }).toEqual(
    loaded ? { rules: SERVED, countryDialingCode: '+91' } : { rules: { countries: [], validators: [] }, countryDialingCode: '' },
  );

const oracles = (referralCode: string | null): MachineModel['oracles'] => ({
  '*': ({ snapshot, previous, event }) => {
    const c = contextOf(snapshot);
    // SPEC 4: without a URL code the affiliate field always shows; an invalid code shows the invitation warning and the field.
    if (referralCode === null) expect(c.affiliateFieldShown).toBe(true);
    if (c.warning?.kind === 'invalidInvitation') expect(c.affiliateFieldShown).toBe(true);
    // SPEC 7: the dialling code is one the server serves, or none while nothing is served.
    expect(served(c) ? ['+91', '+94'] : ['']).toContain(c.countryDialingCode);
    if (event.type === 'DISMISS_WARNING') expect(c).toEqual({ ...contextOf(previous!), warning: null });
  },
  loadingRules: ({ snapshot, previous, event, invoked }) => {
    // SPEC 7: the registration validators and country codes are read first; nothing typed yet.
    if (event.type === 'DISMISS_WARNING') return expect(invoked).toEqual([]);
    expect(event.type).toBe('xstate.init');
    expect(previous).toBeNull();
    expect(invoked.map((invoke) => invoke.src)).toEqual(['loadFormRules']);
    const c = contextOf(snapshot);
    expect(c).toMatchObject({ referralCode, mode: 'mobile', values: {}, agreed: false, affiliateFieldShown: true, warning: null });
    expectRules(c, false);
  },
  checkingAffiliate: ({ snapshot, previous, event, invoked }) => {
    // SPEC 7: GET /wps/agent/affiliate with the URL code and the domain, once the served rules are read or failed.
    expect(referralCode).not.toBeNull();
    const c = contextOf(snapshot);
    expect(c.values).toEqual({});
    if (event.type === 'DISMISS_WARNING') return expect(invoked).toEqual([]);
    expect(previous?.matches('loadingRules')).toBe(true);
    expectRules(c, isDone(event));
    expect(invoked).toEqual([{ src: 'checkAffiliate', id: expect.any(String), input: { code: referralCode, domain: DOMAIN } }]);
  },
  editing: ({ snapshot, previous, event, effects, invoked }) => {
    const c = contextOf(snapshot);
    const before = previous ? contextOf(previous) : null;
    expect(invoked).toEqual([]);
    if (before && previous?.matches('submitting')) {
      // A refused registration: the used captcha is renewed, and the reason shows.
      expect(effects.map((effect) => effect.name)).toEqual(['renewCaptcha']);
      const failure = failureOf(event);
      if (failure.details?.code === ErrorCode.invalidAffiliate) expect(c).toMatchObject({ warning: { kind: 'invalidInvitation' }, affiliateFieldShown: true });
      else if (failure.details?.value?.fieldErrors) expect(c).toMatchObject({ issues: failure.details.value.fieldErrors, warning: before.warning });
      else expect(c.warning).toEqual(failure.kind === 'business' ? { kind: 'server', code: failure.details.code, message: failure.message } : { kind: 'network' });
      expect(c.values).toEqual(before.values);
      return;
    }
    expect(effects).toEqual([]);
    if (previous?.matches('loadingRules') || previous?.matches('checkingAffiliate')) {
      // SPEC 4: mobile registration when MOBILENUMREG3 is on; nothing typed or agreed yet.
      expect(c).toMatchObject({ mode: 'mobile', agreed: false, issues: {}, termsError: false, user: null });
      if (previous.matches('loadingRules')) {
        // No URL code: straight to the form, with what was served (or the form's own fallbacks).
        expect(referralCode).toBeNull();
        expect(c).toMatchObject({ values: {}, affiliateFieldShown: true, warning: null });
        expectRules(c, isDone(event));
      } else if (isDone(event) && (event as unknown as { output: { valid: boolean } }).output.valid)
        // SPEC 4: a valid URL code is used and its field hidden.
        expect(c).toMatchObject({ values: { affiliateCode: referralCode }, affiliateFieldShown: false, warning: null });
      else if (isDone(event))
        // SPEC 8: an invalid code warns with the invitation-code text and shows the field.
        expect(c).toMatchObject({ values: {}, affiliateFieldShown: true, warning: { kind: 'invalidInvitation' } });
      // The check failed: the field shows, the code can be typed.
      else expect(c).toMatchObject({ values: {}, affiliateFieldShown: true, warning: null });
    } else if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: string; value: string };
      const { [field]: _fixed, ...others } = before!.issues;
      expect(c).toEqual({ ...before, values: { ...before!.values, [field]: value }, issues: others });
    } else if (event.type === 'SELECT_MODE') {
      // SPEC 2: the other register tab, its issues cleared.
      const { mode } = event as unknown as { mode: Context['mode'] };
      expect(before!.mode).not.toBe(mode);
      expect(c).toEqual({ ...before, mode, issues: {} });
    } else if (event.type === 'SELECT_COUNTRY') {
      // SPEC 7: another served dialling code; the number's problem goes, as its length rule changed.
      const { code } = event as unknown as { code: string };
      expect(['+91', '+94']).toContain(code);
      expect(before!.countryDialingCode).not.toBe(code);
      const { mobileNum: _recheck, ...others } = before!.issues;
      expect(c).toEqual({ ...before, countryDialingCode: code, issues: others });
    } else if (event.type === 'TOGGLE_AGREED') {
      expect(c).toEqual({ ...before, agreed: !before!.agreed, termsError: false });
    } else if (event.type === 'SUBMIT') {
      // SPEC 5: refused while a shown field fails its rule or the terms are unticked; the error shows under the box.
      expect(Object.keys(formIssues(c)).length > 0 || !c.agreed).toBe(true);
      expect(c.issues).toEqual(formIssues(c));
      expect(c.termsError).toBe(!c.agreed);
    } else expect(event.type).toBe('DISMISS_WARNING');
  },
  submitting: ({ snapshot, previous, event, invoked }) => {
    const c = contextOf(snapshot);
    // SPEC 5: nothing is sent unless every shown field passes and the terms are agreed.
    expect(formIssues(c)).toEqual({});
    expect(c.agreed).toBe(true);
    if (event.type !== 'SUBMIT') return expect(invoked).toEqual([]);
    expect(previous?.matches('editing')).toBe(true);
    // SPEC 7: PUT /wps/member/register(/mobile) with the shown fields, trimmed except passwords, and the number's dialling code.
    const registration: Record<string, unknown> = {
      agreed: true,
      domain: DOMAIN,
      registerUrl: '',
      registerMethod: 'WEB',
      login: true,
      countryDialingCode: c.countryDialingCode,
    };
    for (const name of shownBySpec(c)) registration[name] = name.toLowerCase().includes('password') ? (c.values[name] ?? '') : (c.values[name] ?? '').trim();
    if (referralCode) registration.referralCode = referralCode;
    if (referralCode && !c.affiliateFieldShown) registration.affiliateCode = referralCode;
    expect(invoked).toEqual([{ src: 'register', id: expect.any(String), input: { mode: c.mode, registration } }]);
  },
  succeeded: ({ snapshot, previous, event }) => {
    // SPEC 4: registration success logs the new member in (the popup closes, then /).
    expect(previous?.matches('submitting')).toBe(true);
    expect(event.type).toMatch(/^xstate\.done\.actor\./);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ user: user() });
  },
});

const changes = (values: Record<string, string>) => Object.entries(values).map(([field, value]) => ({ type: 'CHANGE', field, value }));

/**
 * SPEC 4 and 5 Registration, SPEC 7 register, affiliate, validators and country codes calls;
 * without a URL affiliate code (typed at and 1 over every maximum, a Sri Lankan number too) and
 * with one (at and 1 under every minimum; the dialling code left as served).
 */
export const registerModels: MachineModel[] = [
  { referralCode: null, valid: AT_MAX, outside: OVER_MAX },
  { referralCode: 'AGENT01', valid: AT_MIN, outside: UNDER_MIN },
].map(({ referralCode, valid, outside }) => ({
  machine: registerMachine,
  variant: referralCode ? 'URL affiliate code' : 'no URL code',
  input: { fields: FIELDS, flags: { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true }, referralCode, domain: DOMAIN },
  fixtures: {
    outputs: { loadFormRules: [SERVED], register: [user()], checkAffiliate: [{ valid: true }, { valid: false }] },
    errors: {
      loadFormRules: [apiFailure('network')],
      register: [business(ErrorCode.invalidAffiliate), business(ErrorCode.invalidInput, { fieldErrors: FIELD_ERRORS }), apiFailure('network')],
      checkAffiliate: [apiFailure('network')],
    },
    events: {
      CHANGE: [
        ...changes(valid),
        { type: 'CHANGE', field: 'confirmPassword', value: 'Other@12' },
        ...changes(outside),
        // 9 digits: a Sri Lankan number, 1 under an Indian one.
        ...(referralCode ? [] : [{ type: 'CHANGE', field: 'mobileNum', value: '771234567' }]),
      ],
      SELECT_MODE: [
        { type: 'SELECT_MODE', mode: 'username' },
        { type: 'SELECT_MODE', mode: 'mobile' },
      ],
      // A served code, the home market again, and one nobody serves.
      SELECT_COUNTRY: referralCode
        ? [{ type: 'SELECT_COUNTRY', code: '+1' }]
        : [
            { type: 'SELECT_COUNTRY', code: '+94' },
            { type: 'SELECT_COUNTRY', code: '+91' },
            { type: 'SELECT_COUNTRY', code: '+1' },
          ],
    },
  },
  // While editing, how many shown fields still fail decides where the form can go, and shown issues or warnings must be
  // seen cleared; a request only needs what the form returns to.
  stateKey: (snapshot) => {
    const c = contextOf(snapshot);
    if (snapshot.matches('submitting')) return [snapshot.value, c.mode, c.affiliateFieldShown, c.countryDialingCode];
    if (!snapshot.matches('editing')) return [snapshot.value, c.countryDialingCode];
    const shownProblems = Object.keys(c.issues).length > 0 || c.warning !== null || c.termsError;
    return [snapshot.value, c.mode, c.agreed, c.affiliateFieldShown, c.countryDialingCode, Object.keys(formIssues(c)).length, shownProblems];
  },
  oracles: oracles(referralCode),
}));
