import { expect } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import type { FieldConfig } from '@kernel/system';
import { checkField } from '@kernel/validation';
import { changePasswordFields, changePasswordMachine } from '@machines/changePassword.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business, registerFieldConfig } from './fixtures';

type Context = {
  knownPassword: string | null;
  values: Record<string, string>;
  issues: Record<string, { kind: string }>;
  warning: { kind: string; code?: string | null; message?: string } | null;
};
const contextOf = (snapshot: { context: unknown }) => snapshot.context as Context;

/**
 * SPEC 5 Change password: the old password is required unless the login's password is known, the
 * new one is required and follows the password rule (the server's password field config, SPEC 3,
 * checked with SPEC 5's catalogue), and the confirmation is required, follows it and must equal it.
 * Without a config (settings not loaded) the fixture passwords are all accepted.
 */
const missingBySpec = (c: Context, config: FieldConfig | undefined) => {
  const missing: Record<string, string> = {};
  const fits = (value: string) => config === undefined || checkField(value, { ...config, required: true }) === null;
  if (c.knownPassword === null && !c.values.oldPassword) missing.oldPassword = 'required';
  if (!c.values.newPassword) missing.newPassword = 'required';
  else if (!fits(c.values.newPassword)) missing.newPassword = 'invalid';
  if (!c.values.confirmNewPassword) missing.confirmNewPassword = 'required';
  else if (!fits(c.values.confirmNewPassword)) missing.confirmNewPassword = 'invalid';
  else if (c.values.confirmNewPassword !== (c.values.newPassword ?? '')) missing.confirmNewPassword = 'mismatch';
  return missing;
};
const kinds = (issues: Context['issues']) => Object.fromEntries(Object.entries(issues).map(([name, issue]) => [name, issue.kind]));

const oracles = (knownPassword: string | null, config: FieldConfig | undefined): MachineModel['oracles'] => ({
  '*': ({ snapshot, previous, event }: Observation) => {
    // SPEC 5: the old-password field is shown only when the login's password is not known.
    const fields = changePasswordFields(contextOf(snapshot).knownPassword, config).map((field) => field.name);
    expect(fields).toEqual(knownPassword === null ? ['oldPassword', 'newPassword', 'confirmNewPassword'] : ['newPassword', 'confirmNewPassword']);
    if (event.type === 'DISMISS_WARNING') expect(contextOf(snapshot)).toEqual({ ...contextOf(previous!), warning: null });
  },
  editing: ({ snapshot, previous, event, invoked }: Observation) => {
    const c = contextOf(snapshot);
    expect(invoked).toEqual([]);
    if (event.type === 'xstate.init') {
      expect(c.values).toEqual({});
      expect(c.issues).toEqual({});
      expect(c.warning).toBeNull();
    }
    if (event.type === 'CHANGE') {
      // Typing a field clears its own issue only.
      const { field, value } = event as unknown as { field: string; value: string };
      expect(c.values).toEqual({ ...contextOf(previous!).values, [field]: value });
      const { [field]: _fixed, ...others } = contextOf(previous!).issues;
      expect(c.issues).toEqual(others);
    }
    if (event.type === 'SUBMIT') {
      // SPEC 5: a refused form shows each missing or mismatching field, and nothing is sent.
      expect(kinds(c.issues)).toEqual(missingBySpec(c, config));
      expect(Object.keys(c.issues).length).toBeGreaterThan(0);
    }
    if (event.type.startsWith('xstate.error.actor')) {
      // The server's refusal (a wrong old password) shows as a warning; the form keeps what was typed.
      const error = (event as unknown as { error: { kind: string; message: string; details: { code: string | null } } }).error;
      expect(c.warning).toEqual(error.kind === 'business' ? { kind: 'server', code: error.details.code, message: error.message } : { kind: 'network' });
      expect(c.values).toEqual(contextOf(previous!).values);
    }
  },
  submitting: ({ snapshot, event, invoked }: Observation) => {
    const c = contextOf(snapshot);
    // SPEC 5: only a complete form is sent.
    expect(missingBySpec(c, config)).toEqual({});
    if (event.type === 'SUBMIT') {
      // SPEC 7: POST /wps/member/password with the old (or known) password, the new one and its confirmation.
      expect(invoked).toEqual([
        {
          src: 'changePassword',
          id: expect.any(String),
          input: { oldPassword: knownPassword ?? c.values.oldPassword, newPassword: c.values.newPassword, confirmNewPassword: c.values.confirmNewPassword },
        },
      ]);
    } else expect(invoked).toEqual([]);
  },
  changed: ({ snapshot, previous, event }: Observation) => {
    // SPEC 4: success closes the popup (the machine is done) once the server accepted.
    expect(snapshot.status).toBe('done');
    expect(previous?.matches('submitting')).toBe(true);
    expect(event.type).toMatch(/^xstate\.done\.actor\./);
  },
});

/** A stricter password config: upper, lower, digit and symbol (pattern 20), 8 to 16 characters. */
const strictPassword: FieldConfig = { ...registerFieldConfig.password, patternId: 20, minLength: 8, maxLength: 16 };
const variants: Array<{ knownPassword: string | null; config: FieldConfig | undefined; name: string }> = [
  { knownPassword: null, config: registerFieldConfig.password, name: 'old password asked' },
  { knownPassword: 'aa123456', config: strictPassword, name: 'login password known, strict rule' },
  { knownPassword: 'aa123456', config: undefined, name: 'login password known, no password config' },
];
const outOfRule = [
  { type: 'CHANGE', field: 'newPassword', value: 'Fresh 123' }, // a space: outside patterns 19 and 20
  { type: 'CHANGE', field: 'newPassword', value: 'Fresh@1' }, // 7 characters
  { type: 'CHANGE', field: 'newPassword', value: 'Fresh@12345678901' }, // 17 characters
];

/** SPEC 5 Change password, SPEC 2 change-password popup (expired password), with and without the login's password. */
export const changePasswordModels: MachineModel[] = variants.map(({ knownPassword, config, name }) => ({
  machine: changePasswordMachine,
  variant: name,
  input: { knownPassword, passwordField: config },
  fixtures: {
    outputs: { changePassword: [undefined] },
    errors: { changePassword: [business(ErrorCode.oldPasswordWrong), apiFailure('network')] },
    events: {
      CHANGE: [
        { type: 'CHANGE', field: 'oldPassword', value: 'Expired@1234' },
        { type: 'CHANGE', field: 'newPassword', value: 'Fresh@123' },
        { type: 'CHANGE', field: 'confirmNewPassword', value: 'Fresh@123' },
        { type: 'CHANGE', field: 'confirmNewPassword', value: 'Other@123' },
        ...(config === strictPassword ? outOfRule : []),
      ],
    },
  },
  stateKey: (snapshot) => {
    const { values, issues, warning } = contextOf(snapshot);
    // The old password matters only when it is asked for.
    return [
      snapshot.value,
      knownPassword === null && Boolean(values.oldPassword),
      values.newPassword ?? '',
      values.confirmNewPassword ?? '',
      Object.keys(issues).length > 0,
      warning !== null,
    ];
  },
  oracles: oracles(knownPassword, config),
}));
