import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import { type WithdrawPasswordContext, withdrawPasswordMachine } from '@machines/member/withdrawPassword.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawPasswordContext;
const outputOf = (event: EventObject) => (event as unknown as { output: unknown }).output;
const errorOf = (event: EventObject) => (event as unknown as { error: unknown }).error;
const codeOf = (error: unknown) => (error as { details?: { code?: unknown } } | null)?.details?.code ?? null;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };
const SIX_DIGITS = /^\d{6}$/;

/** Each new password the fixtures type, with its issue (SPEC 7 Wallet: exactly 6 digits): 5, 6 and 7 digits. */
const NEW_PASSWORD_ISSUE: Record<string, string | undefined> = {
  '': 'required',
  '24681': 'withdrawPasswordInvalid',
  '246810': undefined,
  '2468101': 'withdrawPasswordInvalid',
};

/** What is wrong with the form (SPEC 7 Wallet): the old one to change it, 6 digits, typed twice alike. */
const expectedIssues = (mode: 'set' | 'change', values: typeof EMPTY): Record<string, string> => {
  const issues: Record<string, string> = {};
  if (mode === 'change' && values.oldPassword === '') issues.oldPassword = 'required';
  if (!(values.newPassword in NEW_PASSWORD_ISSUE)) throw new Error(`no expected issue for ${values.newPassword}`);
  const newIssue = NEW_PASSWORD_ISSUE[values.newPassword];
  if (newIssue) issues.newPassword = newIssue;
  if (values.confirmPassword === '') issues.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) issues.confirmPassword = 'withdrawPasswordMismatch';
  return issues;
};

/** Editing either form: nothing is sent; a typed field replaces its value and clears its issue; a SUBMIT that stays shows every issue. */
const editing =
  (mode: 'set' | 'change') =>
  ({ snapshot, previous, event, invoked }: Observation) => {
    const c = ctx(snapshot);
    expect(invoked).toEqual([]);
    if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: keyof typeof EMPTY; value: string };
      expect({ values: c.values, issue: c.issues[field], error: c.error }).toEqual({
        values: { ...ctx(previous!).values, [field]: value },
        issue: undefined,
        error: null,
      });
    }
    if (event.type === 'SUBMIT') {
      // The form stays only with something wrong in it, and says what under each field.
      expect(c.issues).toEqual(expectedIssues(mode, c.values));
      expect(Object.keys(c.issues).length).toBeGreaterThan(0);
    }
  };

/** Sending either form: only 6 digits, typed twice alike (and the old one to change it). */
const submitting = ({ snapshot }: Observation) => {
  const { values } = ctx(snapshot);
  expect(values.newPassword).toMatch(SIX_DIGITS);
  expect(values.confirmPassword).toBe(values.newPassword);
};

/**
 * A SUBMIT or CHANGE while the form is being sent (a double click, typing meanwhile) sends nothing
 * more and changes nothing: the one call under way is the only one. Judged on every step that
 * stays in the submitting state, as against entering it (from its editing state by a valid SUBMIT).
 */
const staysSending = (mode: 'set' | 'change', { snapshot, previous, invoked }: Observation): boolean => {
  if (!previous?.matches({ [mode]: 'submitting' })) return false;
  expect(invoked).toEqual([]);
  expect(ctx(snapshot)).toEqual(ctx(previous));
  return true;
};

/** SPEC 5 Redeem (the withdraw password is required) and SPEC 7 Wallet: set it (6 digits, twice), or change it with the old one. */
export const withdrawPasswordModel: MachineModel = {
  machine: withdrawPasswordMachine,
  fixtures: {
    outputs: { loadStatus: [true, false], setPassword: [true], changePassword: [true] },
    errors: {
      loadStatus: [apiFailure('network')],
      setPassword: [business(ErrorCode.withdrawPasswordAlreadySet), apiFailure('network')],
      changePassword: [business(ErrorCode.withdrawPasswordWrong)],
    },
    events: {
      CHANGE: [
        { type: 'CHANGE', field: 'oldPassword', value: '135790' },
        { type: 'CHANGE', field: 'newPassword', value: '246810' },
        { type: 'CHANGE', field: 'newPassword', value: '24681' },
        { type: 'CHANGE', field: 'newPassword', value: '2468101' },
        { type: 'CHANGE', field: 'confirmPassword', value: '246810' },
        { type: 'CHANGE', field: 'confirmPassword', value: '246811' },
        { type: 'CHANGE', field: 'confirmPassword', value: '2468101' },
      ],
    },
  },
  // Where a SUBMIT goes: what is wrong with each field of the form shown (not the digits typed);
  // whether issues and an error are shown. Loading, sending and saved show no form.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    const mode = snapshot.matches({ set: 'editing' }) ? 'set' : snapshot.matches({ change: 'editing' }) ? 'change' : null;
    if (!mode) return snapshot.value;
    return [snapshot.value, JSON.stringify(expectedIssues(mode, c.values)), Object.keys(c.issues).length > 0, c.error !== null];
  },
  oracles: {
    loading: ({ snapshot, previous, invoked }) => {
      // Whether a password is set is read first: at the start, and again on RETRY after a failed read.
      expect(invoked).toEqual([{ src: 'loadStatus', id: expect.any(String), input: undefined }]);
      expect(previous === null || previous.matches('failed')).toBe(true);
      expect(ctx(snapshot).values).toEqual(EMPTY);
    },
    failed: ({ snapshot, event, invoked }) => {
      // SPEC 8 'Network link is abnormal, please try again': the read failed and why is kept.
      expect(isError(event)).toBe(true);
      expect(ctx(snapshot).loadError).toBe(errorOf(event));
      expect(ctx(snapshot).loadError).toMatchObject({ kind: 'network' });
      expect(invoked).toEqual([]);
    },
    set: ({ snapshot, previous, event }) => {
      const c = ctx(snapshot);
      // None set: the set form, which has no old-password field and so never an issue for it.
      if (previous?.matches('loading')) expect(outputOf(event)).toBe(false);
      expect(c.issues.oldPassword).toBeUndefined();
      // Set meanwhile never keeps the set form: only an unanswered try is shown here.
      expect(c.error === null || (c.error as { kind?: string }).kind === 'network').toBe(true);
    },
    'set.editing': (observation) => {
      editing('set')(observation);
      const { snapshot, previous, event } = observation;
      if (isError(event)) {
        // Unanswered: the values stay for another try, the error is shown.
        expect(ctx(snapshot).error).toBe(errorOf(event));
        expect(codeOf(errorOf(event))).not.toBe(ErrorCode.withdrawPasswordAlreadySet);
        expect(ctx(snapshot).values).toEqual(ctx(previous!).values);
      }
    },
    'set.submitting': (observation) => {
      submitting(observation);
      if (staysSending('set', observation)) return;
      const { snapshot, previous, event, invoked } = observation;
      // Entered only by a valid SUBMIT of the set form: the one call for it.
      expect(event.type).toBe('SUBMIT');
      expect(previous?.matches({ set: 'editing' })).toBe(true);
      const { values } = ctx(snapshot);
      expect(invoked).toEqual([{ src: 'setPassword', id: expect.any(String), input: { password: values.newPassword, confirmPassword: values.confirmPassword } }]);
    },
    change: ({ snapshot, previous, event }) => {
      const c = ctx(snapshot);
      if (previous?.matches('loading')) expect(outputOf(event)).toBe(true);
      // Shown above the change form: why it came up instead of the set form, or that the old one is wrong.
      expect([null, ErrorCode.withdrawPasswordAlreadySet, ErrorCode.withdrawPasswordWrong]).toContain(codeOf(c.error));
    },
    'change.editing': (observation) => {
      editing('change')(observation);
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      if (isError(event) && previous?.matches({ set: 'submitting' })) {
        // Set meanwhile (another window, a lost answer): the change form instead, saying why, nothing typed kept.
        expect(codeOf(errorOf(event))).toBe(ErrorCode.withdrawPasswordAlreadySet);
        expect(c.error).toBe(errorOf(event));
        expect(c.values).toEqual(EMPTY);
      }
      if (isError(event) && previous?.matches({ change: 'submitting' })) {
        // The old one is wrong: said so, the values stay.
        expect(c.error).toMatchObject({ details: { code: ErrorCode.withdrawPasswordWrong } });
        expect(c.values).toEqual(ctx(previous).values);
      }
      if (event.type === 'CHANGE_AGAIN') {
        expect(previous?.matches('saved')).toBe(true);
        expect(c.values).toEqual(EMPTY);
        expect(c.error).toBeNull();
      }
    },
    'change.submitting': (observation) => {
      submitting(observation);
      const { values } = ctx(observation.snapshot);
      expect(values.oldPassword).not.toBe('');
      if (staysSending('change', observation)) return;
      const { previous, event, invoked } = observation;
      // Entered only by a valid SUBMIT of the change form: the one call for it.
      expect(event.type).toBe('SUBMIT');
      expect(previous?.matches({ change: 'editing' })).toBe(true);
      expect(invoked).toEqual([
        {
          src: 'changePassword',
          id: expect.any(String),
          input: { oldPassword: values.oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmPassword },
        },
      ]);
    },
    saved: ({ snapshot, previous, event }) => {
      // Saved: nothing typed is kept, nothing is shown as wrong.
      expect(isDone(event)).toBe(true);
      expect(previous?.matches({ set: 'submitting' }) || previous?.matches({ change: 'submitting' })).toBe(true);
      expect(ctx(snapshot)).toMatchObject({ values: EMPTY, issues: {}, error: null });
    },
  },
};
