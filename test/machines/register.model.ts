import { expect } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { registerMachine } from '@machines/register.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business, registerFieldConfig, user } from './fixtures';

/**
 * The reference config's limits (fixtures.ts): user name 6 to 16, mobile 10 digits, SMS code 6 digits, password 6 to 20.
 * One variant types every field exactly at its maximum and 1 over it; the other exactly at its minimum and 1 under it.
 */
const AT_MAX = {
  username: ' newplayer1234567 ',
  password: 'Secret@1234567890123',
  confirmPassword: 'Secret@1234567890123',
  mobileNum: '9812345678 ',
  verificationCode: '123456',
};
const OVER_MAX = { username: 'newplayer12345678', password: 'Secret@12345678901234', mobileNum: '98123456789', verificationCode: '1234567' };
const AT_MIN = { username: 'newpl1', password: 'Sec@12', confirmPassword: 'Sec@12', mobileNum: ' 9812345678', verificationCode: '654321' };
const UNDER_MIN = { username: 'newp1', password: 'Se@12', mobileNum: '981234567', verificationCode: '12345' };
const FIELD_ERRORS = { username: { kind: 'invalid', patternId: 1, min: 6, max: 16 } };
const DOMAIN = 'demo.example';

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
  fields: typeof registerFieldConfig;
};
const contextOf = (snapshot: { context: unknown }) => snapshot.context as Context;
/**
 * SPEC 5 Registration with the reference config (mobile, payee name, email and affiliate code
 * enabled, SMS verification on): user name in username mode only, mobile and its code always,
 * both passwords, the enabled optional fields, the affiliate code while its field shows.
 */
const shownBySpec = (c: Context) => [
  ...(c.mode === 'username' ? ['username'] : []),
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  ...(c.affiliateFieldShown ? ['affiliateCode'] : []),
];
/**
 * SPEC 5 pattern catalogue and the reference config, for the fields the fixtures type: user name
 * (id 1: a letter, then letters and digits), mobile and SMS code (id 6: digits only), passwords
 * (id 19: letters, digits and symbols), the affiliate code (id 14). The fields no fixture types are optional and stay empty.
 */
const RULES: Record<string, { patternId: number; pattern: RegExp; min: number; max: number; required: (c: Context) => boolean }> = {
  username: { patternId: 1, pattern: /^[A-Za-z][A-Za-z0-9]*$/, min: 6, max: 16, required: () => true },
  mobileNum: { patternId: 6, pattern: /^[0-9]+$/, min: 10, max: 10, required: (c) => c.mode === 'mobile' },
  verificationCode: { patternId: 6, pattern: /^[0-9]+$/, min: 6, max: 6, required: () => true },
  password: { patternId: 19, pattern: /^[\x21-\x7e]+$/, min: 6, max: 20, required: () => true },
  confirmPassword: { patternId: 19, pattern: /^[\x21-\x7e]+$/, min: 6, max: 20, required: () => true },
  // The URL's code, once it shows in its field (id 14: letters and digits only).
  affiliateCode: { patternId: 14, pattern: /^[A-Za-z0-9]+$/, min: 4, max: 20, required: () => false },
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
    if (value === '') {
      if (rule.required(c)) issues[name] = { kind: 'required' };
    } else if (length < rule.min || length > rule.max || !rule.pattern.test(value))
      issues[name] = { kind: 'invalid', patternId: rule.patternId, min: rule.min, max: rule.max };
    else if (name === 'confirmPassword' && value !== c.values.password) issues[name] = { kind: 'mismatch' };
  }
  return issues;
}
const failureOf = (event: Observation['event']) =>
  (event as unknown as { error: { kind: string; message: string; details: { code: string | null; value?: { fieldErrors?: unknown } } } }).error;

const oracles = (referralCode: string | null): MachineModel['oracles'] => ({
  '*': ({ snapshot, previous, event }) => {
    const c = contextOf(snapshot);
    // SPEC 4: without a URL code the affiliate field always shows; an invalid code shows the invitation warning and the field.
    if (referralCode === null) expect(c.affiliateFieldShown).toBe(true);
    if (c.warning?.kind === 'invalidInvitation') expect(c.affiliateFieldShown).toBe(true);
    if (event.type === 'DISMISS_WARNING') expect(c).toEqual({ ...contextOf(previous!), warning: null });
  },
  starting: ({ snapshot, previous, event }) => {
    // Passed through at the start: a URL affiliate code is checked first (SPEC 4), nothing typed yet.
    expect(event.type).toBe('xstate.init');
    expect(previous).toBeNull();
    expect(contextOf(snapshot)).toMatchObject({ referralCode, mode: 'mobile', values: {}, agreed: false, affiliateFieldShown: true, warning: null });
  },
  checkingAffiliate: ({ snapshot, event, invoked }) => {
    // SPEC 7: GET /wps/agent/affiliate with the URL code and the domain, at once.
    expect(referralCode).not.toBeNull();
    expect(contextOf(snapshot).values).toEqual({});
    expect(invoked).toEqual(event.type === 'xstate.init' ? [{ src: 'checkAffiliate', id: expect.any(String), input: { code: referralCode, domain: DOMAIN } }] : []);
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
    if (event.type === 'xstate.init' || previous?.matches('checkingAffiliate')) {
      // SPEC 4: mobile registration when MOBILENUMREG3 is on; nothing typed or agreed yet.
      expect(c).toMatchObject({ mode: 'mobile', agreed: false, issues: {}, termsError: false, user: null });
      if (event.type === 'xstate.init') expect(c).toMatchObject({ values: {}, affiliateFieldShown: true, warning: null });
      else if (event.type.startsWith('xstate.done.actor.') && (event as unknown as { output: { valid: boolean } }).output.valid)
        // SPEC 4: a valid URL code is used and its field hidden.
        expect(c).toMatchObject({ values: { affiliateCode: referralCode }, affiliateFieldShown: false, warning: null });
      else if (event.type.startsWith('xstate.done.actor.'))
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
    // SPEC 7: PUT /wps/member/register(/mobile) with the shown fields, trimmed except passwords.
    const registration: Record<string, unknown> = { agreed: true, domain: DOMAIN, registerUrl: '', registerMethod: 'WEB', login: true };
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
 * SPEC 4 and 5 Registration, SPEC 7 register and affiliate calls; without a URL affiliate code
 * (typed at and 1 over every maximum) and with one (at and 1 under every minimum).
 */
export const registerModels: MachineModel[] = [
  { referralCode: null, valid: AT_MAX, outside: OVER_MAX },
  { referralCode: 'AGENT01', valid: AT_MIN, outside: UNDER_MIN },
].map(({ referralCode, valid, outside }) => ({
  machine: registerMachine,
  variant: referralCode ? 'URL affiliate code' : 'no URL code',
  input: { fields: registerFieldConfig, flags: { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true }, referralCode, domain: DOMAIN },
  fixtures: {
    outputs: { register: [user()], checkAffiliate: [{ valid: true }, { valid: false }] },
    errors: {
      register: [business(ErrorCode.invalidAffiliate), business(ErrorCode.invalidInput, { fieldErrors: FIELD_ERRORS }), apiFailure('network')],
      checkAffiliate: [apiFailure('network')],
    },
    events: {
      CHANGE: [...changes(valid), { type: 'CHANGE', field: 'confirmPassword', value: 'Other@12' }, ...changes(outside)],
      SELECT_MODE: [
        { type: 'SELECT_MODE', mode: 'username' },
        { type: 'SELECT_MODE', mode: 'mobile' },
      ],
    },
  },
  // While editing, how many shown fields still fail decides where the form can go, and shown issues or warnings must be
  // seen cleared; a request only needs what the form returns to.
  stateKey: (snapshot) => {
    const c = contextOf(snapshot);
    if (snapshot.matches('submitting')) return [snapshot.value, c.mode, c.affiliateFieldShown];
    if (!snapshot.matches('editing')) return snapshot.value;
    const shownProblems = Object.keys(c.issues).length > 0 || c.warning !== null || c.termsError;
    return [snapshot.value, c.mode, c.agreed, c.affiliateFieldShown, Object.keys(formIssues(c)).length, shownProblems];
  },
  oracles: oracles(referralCode),
}));
