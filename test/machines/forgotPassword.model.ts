import { expect } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { forgotPasswordMachine } from '@machines/forgotPassword.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business, registerFieldConfig, user } from './fixtures';

const CHANGES = [
  { type: 'CHANGE', field: 'username', value: ' demomember ' },
  { type: 'CHANGE', field: 'email', value: 'demo.member@example.com ' },
  { type: 'CHANGE', field: 'mobileNum', value: ' 9876543210' },
  // 9 digits: a Sri Lankan number, 1 under an Indian one.
  { type: 'CHANGE', field: 'mobileNum', value: '771234567' },
  { type: 'CHANGE', field: 'verificationCode', value: '123456' },
  { type: 'CHANGE', field: 'newPassword', value: 'Fresh@123' },
  { type: 'CHANGE', field: 'confirmNewPassword', value: 'Fresh@123' },
];
/** SPEC 5 Forgot password: the fields each method asks for (the fixture values all fit their rules, but a number of the other country's length). */
const FIELDS = { email: ['username', 'email'], mobile: ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] } as const;
/** SPEC 7 country codes as served: India (10 digits) first, Sri Lanka (9 digits); validators as the catalogue. */
const SERVED = {
  countries: [
    { code: '+91', country: 'IN', name: 'India', mobileLength: 10 },
    { code: '+94', country: 'LK', name: 'Sri Lanka', mobileLength: 9 },
  ],
  validators: [{ patternId: 6, acceptedPattern: '^[0-9]+$' }],
};
/** The mobile number's digits by dialling code, as served; '' (nothing served) is the config's 10. */
const MOBILE_DIGITS: Record<string, number> = { '': 10, '+91': 10, '+94': 9 };

type Context = {
  mobileByDefault: boolean;
  method: 'email' | 'mobile';
  values: Record<string, string>;
  issues: Record<string, { kind: string }>;
  warning: { kind: string; code?: string | null; message?: string } | null;
  username: string | null;
  user: unknown;
  rules: typeof SERVED | { countries: []; validators: [] };
  countryDialingCode: string;
};
const contextOf = (snapshot: { context: unknown }) => snapshot.context as Context;
/** The fields a submit refuses: each one empty, a number not of its country's digits (SPEC 7), and a confirmation unlike the new password. */
const missing = (c: Context) =>
  FIELDS[c.method].filter(
    (name) =>
      !c.values[name] ||
      (name === 'mobileNum' && c.values[name].trim().length !== MOBILE_DIGITS[c.countryDialingCode]) ||
      (name === 'confirmNewPassword' && c.values[name] !== (c.values.newPassword ?? '')),
  );
const warningFor = (event: Observation['event']) => {
  const error = (event as unknown as { error: { kind: string; message: string; details: { code: string | null } } }).error;
  return error.kind === 'business' ? { kind: 'server', code: error.details.code, message: error.message } : { kind: 'network' };
};
/** A DISMISS_WARNING only hides the warning. */
const dismissed = ({ snapshot, previous, event }: Observation) => {
  if (event.type !== 'DISMISS_WARNING') return false;
  expect(contextOf(snapshot)).toEqual({ ...contextOf(previous!), warning: null });
  return true;
};
/** A final state: the popup closes with the user logged in by phone, or none. */
const closes = ({ snapshot, invoked }: Observation, expected: { user: unknown }) => {
  expect(snapshot.status).toBe('done');
  expect(snapshot.output).toEqual(expected);
  expect(invoked).toEqual([]);
};

const oracles = (mobileByDefault: boolean): MachineModel['oracles'] => ({
  '*': ({ snapshot }) => {
    // SPEC 7: the dialling code is one the server serves, or none while nothing is served.
    const c = contextOf(snapshot);
    expect(c.rules.countries.length > 0 ? ['+91', '+94'] : ['']).toContain(c.countryDialingCode);
  },
  loadingRules: (observation) => {
    const { snapshot, previous, event, invoked } = observation;
    if (dismissed(observation)) return expect(invoked).toEqual([]);
    // SPEC 7: the validators and country codes are read first; SPEC 2: mobile is the default method when CHNGPASSVERIF3 is on, otherwise email.
    expect(event.type).toBe('xstate.init');
    expect(previous).toBeNull();
    expect(invoked.map((invoke) => invoke.src)).toEqual(['loadFormRules']);
    expect(contextOf(snapshot).method).toBe(mobileByDefault ? 'mobile' : 'email');
    expect(contextOf(snapshot)).toMatchObject({ values: {}, issues: {}, warning: null, username: null, user: null, countryDialingCode: '' });
  },
  editing: (observation) => {
    const { snapshot, previous, event, invoked } = observation;
    const c = contextOf(snapshot);
    expect(invoked).toEqual([]);
    if (dismissed(observation)) return;
    if (previous?.matches('loadingRules')) {
      // The form, with what was served (the first country chosen), or with nothing served: the server's home market.
      expect(c).toEqual({
        ...contextOf(previous),
        ...(event.type.startsWith('xstate.done.actor.') ? { rules: SERVED, countryDialingCode: '+91' } : {}),
      });
    } else if (event.type === 'SELECT_COUNTRY') {
      // SPEC 7: another served dialling code; the number's problem goes, as its length rule changed.
      const { code } = event as unknown as { code: string };
      expect(['+91', '+94']).toContain(code);
      expect(contextOf(previous!).countryDialingCode).not.toBe(code);
      const { mobileNum: _recheck, ...others } = contextOf(previous!).issues;
      expect(c).toEqual({ ...contextOf(previous!), countryDialingCode: code, issues: others });
    } else if (event.type === 'SELECT_METHOD') {
      // The other method, with its issues and warning cleared.
      const { method } = event as unknown as { method: Context['method'] };
      expect(contextOf(previous!).method).not.toBe(method);
      expect(c).toEqual({ ...contextOf(previous!), method, issues: {}, warning: null });
    } else if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: string; value: string };
      const { [field]: _fixed, ...others } = contextOf(previous!).issues;
      expect(c).toEqual({ ...contextOf(previous!), values: { ...contextOf(previous!).values, [field]: value }, issues: others });
    } else if (event.type === 'SUBMIT') {
      // SPEC 5: a form with a missing field of its method is refused, each one shown; nothing is sent.
      expect(missing(c).length).toBeGreaterThan(0);
      expect(Object.keys(c.issues).sort()).toEqual([...missing(c)].sort());
      expect(c.method).toBe(contextOf(previous!).method);
    } else {
      // A failed send or reset shows the server's warning, and the form keeps what was typed.
      expect(event.type).toMatch(/^xstate\.error\.actor\./);
      expect(c.warning).toEqual(warningFor(event));
      expect(c.values).toEqual(contextOf(previous!).values);
    }
  },
  sendingEmail: (observation) => {
    const { snapshot, previous, event, invoked } = observation;
    const c = contextOf(snapshot);
    // SPEC 5: by email, with user name and email filled.
    expect(c.method).toBe('email');
    expect(missing(c)).toEqual([]);
    if (dismissed(observation)) return expect(invoked).toEqual([]);
    expect(event.type).toBe('SUBMIT');
    expect(previous?.matches('editing')).toBe(true);
    // SPEC 7: POST /wps/member/password/email with the trimmed user name and email.
    expect(invoked).toEqual([{ src: 'sendResetEmail', id: expect.any(String), input: { username: 'demomember', email: 'demo.member@example.com' } }]);
  },
  emailSent: (observation) => {
    // SPEC 4: forgot by email success shows a notice and closes the popup: nobody is logged in.
    expect(observation.previous?.matches('sendingEmail')).toBe(true);
    closes(observation, { user: null });
  },
  resettingByPhone: (observation) => {
    const { snapshot, previous, event, invoked } = observation;
    const c = contextOf(snapshot);
    // SPEC 5: by phone, with mobile, code and a confirmed new password.
    expect(c.method).toBe('mobile');
    expect(missing(c)).toEqual([]);
    expect(c.values.newPassword).toBe(c.values.confirmNewPassword);
    if (dismissed(observation)) return expect(invoked).toEqual([]);
    expect(event.type).toBe('SUBMIT');
    expect(previous?.matches('editing')).toBe(true);
    // SPEC 7: POST /wps/member/password/verification, the inputs trimmed (SPEC 5), with the number's dialling code.
    expect(invoked).toEqual([
      {
        src: 'resetByPhone',
        id: expect.any(String),
        input: { mobileNum: c.values.mobileNum?.trim(), countryDialingCode: c.countryDialingCode, verificationCode: '123456', newPassword: 'Fresh@123' },
      },
    ]);
    expect({ '': '9876543210', '+91': '9876543210', '+94': '771234567' }[c.countryDialingCode]).toBe(c.values.mobileNum?.trim());
  },
  loggingIn: (observation) => {
    const { snapshot, previous, event, invoked } = observation;
    // SPEC 4: forgot by phone success logs in automatically with the new password.
    expect(contextOf(snapshot).username).toBe('demo_member');
    if (dismissed(observation)) return expect(invoked).toEqual([]);
    expect(event.type).toMatch(/^xstate\.done\.actor\./);
    expect(previous?.matches('resettingByPhone')).toBe(true);
    expect(invoked).toEqual([{ src: 'login', id: expect.any(String), input: { username: 'demo_member', password: 'Fresh@123' } }]);
  },
  loggedIn: (observation) => {
    // SPEC 4: then loads the info, closes and goes to / with the user logged in.
    expect(observation.previous?.matches('loggingIn')).toBe(true);
    closes(observation, { user: user() });
  },
  passwordChanged: (observation) => {
    // The password was changed but the automatic login failed: a warning, and the user logs in by hand.
    expect(observation.previous?.matches('loggingIn')).toBe(true);
    expect(contextOf(observation.snapshot).warning).toEqual(warningFor(observation.event));
    closes(observation, { user: null });
  },
});

/** SPEC 2 forgot-password popup, SPEC 4 Password flows, SPEC 5 Forgot password, SPEC 7; with CHNGPASSVERIF3 on and off. */
export const forgotPasswordModels: MachineModel[] = [true, false].map((mobileByDefault) => ({
  machine: forgotPasswordMachine,
  variant: mobileByDefault ? 'CHNGPASSVERIF3 on' : 'CHNGPASSVERIF3 off',
  input: { mobileByDefault, fields: registerFieldConfig },
  fixtures: {
    outputs: { loadFormRules: [SERVED], sendResetEmail: [undefined], resetByPhone: [{ username: 'demo_member' }], login: [user()] },
    errors: {
      loadFormRules: [apiFailure('network')],
      // The backend answers every well-formed pair alike; only its limits refuse (429).
      sendResetEmail: [business(ErrorCode.tooManyRequests)],
      resetByPhone: [business(ErrorCode.smsCodeExpired), apiFailure('network')],
      login: [apiFailure('network')],
    },
    events: {
      CHANGE: CHANGES,
      SELECT_METHOD: [
        { type: 'SELECT_METHOD', method: 'email' },
        { type: 'SELECT_METHOD', method: 'mobile' },
      ],
      // A served code, the home market again, and one nobody serves.
      SELECT_COUNTRY: [
        { type: 'SELECT_COUNTRY', code: '+94' },
        { type: 'SELECT_COUNTRY', code: '+91' },
        { type: 'SELECT_COUNTRY', code: '+1' },
      ],
    },
  },
  // How many fields of the method shown are filled decides where the form can go; issues and warnings must be seen cleared.
  stateKey: (snapshot) => {
    const c = contextOf(snapshot);
    return [snapshot.value, c.method, c.countryDialingCode, missing(c).length, Object.keys(c.issues).length > 0, c.warning !== null];
  },
  oracles: oracles(mobileByDefault),
}));
