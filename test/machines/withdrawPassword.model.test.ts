import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type WithdrawPasswordContext, withdrawPasswordMachine } from '@machines/member/withdrawPassword.machine';
import { withdrawPasswordIssues } from '@machines/member/withdrawPassword.rules';
import { ErrorCode } from '@/contract/errorCodes';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawPasswordContext;
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const mode = (snapshot: AnyMachineSnapshot) => (snapshot.matches('set') ? 'set' : 'change');

testMachineModel(withdrawPasswordMachine, {
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
        { type: 'CHANGE', field: 'confirmPassword', value: '246810' },
        { type: 'CHANGE', field: 'confirmPassword', value: '246811' },
      ],
    },
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, JSON.stringify(c.values), Object.keys(c.issues).length > 0, c.error !== null];
  },
  check: (snapshot, event, previous) => {
    const c = ctx(snapshot);
    const before = ctx(previous);
    // Whether one is set decides: set it first, or change it with the old one.
    if (isDone(event) && previous.matches('loading')) {
      expect(snapshot.matches((event as unknown as { output: boolean }).output ? 'change' : 'set')).toBe(true);
    }
    // SUBMIT: 6 digits, typed twice alike (and the old one to change it), else the issues under the fields.
    if (event.type === 'SUBMIT' && (previous.matches({ set: 'editing' }) || previous.matches({ change: 'editing' }))) {
      const issues = withdrawPasswordIssues(mode(previous), before.values);
      if (Object.keys(issues).length > 0) {
        expect(c.issues).toEqual(issues);
        expect(snapshot.value).toEqual(previous.value);
      } else {
        expect(snapshot.matches({ [mode(previous)]: 'submitting' })).toBe(true);
      }
    }
    if (snapshot.matches({ set: 'submitting' }) || snapshot.matches({ change: 'submitting' })) {
      expect(c.values.newPassword).toMatch(/^\d{6}$/);
      expect(c.values.confirmPassword).toBe(c.values.newPassword);
    }
    if (snapshot.matches({ change: 'submitting' })) expect(c.values.oldPassword).not.toBe('');
    // Saved: nothing typed is kept.
    if (snapshot.matches('saved')) expect(c.values).toEqual({ oldPassword: '', newPassword: '', confirmPassword: '' });
    if (isError(event) && previous.matches({ set: 'submitting' })) {
      const code = (event as unknown as { error: { details: { code: string | null } } }).error.details.code;
      // Set meanwhile: the form becomes the change form, and says why.
      expect(snapshot.matches(code === ErrorCode.withdrawPasswordAlreadySet ? { change: 'editing' } : { set: 'editing' })).toBe(true);
      expect(c.error).not.toBeNull();
    }
    if (isError(event) && previous.matches({ change: 'submitting' })) {
      expect(snapshot.matches({ change: 'editing' })).toBe(true);
      expect(c.error).toMatchObject({ details: { code: ErrorCode.withdrawPasswordWrong } });
      expect(c.values).toEqual(before.values);
    }
    if (snapshot.matches('failed')) expect(c.loadError).toMatchObject({ kind: 'network' });
    if (event.type === 'CHANGE_AGAIN') expect(snapshot.matches({ change: 'editing' })).toBe(true);
  },
});
