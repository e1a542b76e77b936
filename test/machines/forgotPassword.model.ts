import { expect } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { forgotPasswordMachine } from '@machines/forgotPassword.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business, registerFieldConfig, user } from './fixtures';

const CHANGES = [
  { type: 'CHANGE', field: 'username', value: ' demomember ' },
  { type: 'CHANGE', field: 'email', value: 'demo.member@example.com ' },
  { type: 'CHANGE', field: 'mobileNum', value: ' 9876543210' },
  { type: 'CHANGE', field: 'verificationCode', value: '123456' },
  { type: 'CHANGE', field: 'newPassword', value: 'Fresh@123' },
  { type: 'CHANGE', field: 'confirmNewPassword', value: 'Fresh@123' },
];
/** SPEC 5 Forgot password: the fields each method asks for (the fixture values all fit their rules). */
const FIELDS = { email: ['username', 'email'], mobile: ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] } as const;

type Context = {
  mobileByDefault: boolean;
  method: 'email' | 'mobile';
  values: Record<string, string>;
  issues: Record<string, { kind: string }>;
  warning: { kind: string; code?: string | null; message?: string } | null;
  username: string | null;
  user: unknown;
};
const contextOf = (snapshot: { context: unknown }) => snapshot.context as Context;
/** The fields a submit refuses: each one empty, and a confirmation unlike the new password. */
const missing = (c: Context) => FIELDS[c.method].filter((name) => !c.values[name] || (name === 'confirmNewPassword' && c.values[name] !== (c.values.newPassword ?? '')));
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
  editing: (observation) => {
    const { snapshot, previous, event, invoked } = observation;
    const c = contextOf(snapshot);
    expect(invoked).toEqual([]);
    if (dismissed(observation)) return;
    if (event.type === 'xstate.init') {
      // SPEC 2: mobile is the default method when CHNGPASSVERIF3 is on, otherwise email.
      expect(c.method).toBe(mobileByDefault ? 'mobile' : 'email');
      expect(c).toMatchObject({ values: {}, issues: {}, warning: null, username: null, user: null });
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
    // SPEC 7: POST /wps/member/password/verification, the inputs trimmed (SPEC 5).
    expect(invoked).toEqual([{ src: 'resetByPhone', id: expect.any(String), input: { mobileNum: '9876543210', verificationCode: '123456', newPassword: 'Fresh@123' } }]);
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
    outputs: { sendResetEmail: [undefined], resetByPhone: [{ username: 'demo_member' }], login: [user()] },
    errors: {
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
    },
  },
  // How many fields of the method shown are filled decides where the form can go; issues and warnings must be seen cleared.
  stateKey: (snapshot) => {
    const c = contextOf(snapshot);
    return [snapshot.value, c.method, FIELDS[c.method].filter((name) => c.values[name]).length, Object.keys(c.issues).length > 0, c.warning !== null];
  },
  oracles: oracles(mobileByDefault),
}));
