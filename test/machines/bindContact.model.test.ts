import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type BindContactContext, bindContactMachine } from '@machines/member/bindContact.machine';
import { bindIssues, bindTargetIssue, type ContactKind } from '@machines/member/bindContact.rules';
import { ErrorCode } from '@/contract/errorCodes';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as BindContactContext;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');

const TARGETS: Record<ContactKind, [string, string]> = {
  mobile: [' 9123456780 ', '91234'],
  email: ['rohan.v@example.com', 'rohan.v@'],
};

let profileRefreshes = 0;

for (const kind of ['mobile', 'email'] as const) {
  const [good, bad] = TARGETS[kind];
  testMachineModel(bindContactMachine, {
    input: { kind },
    fixtures: {
      outputs: { bind: [{ userName: 'team_rohan' }] },
      errors: { bind: [business(ErrorCode.smsCodeWrong), apiFailure('network')] },
      events: {
        CHANGE: [
          { type: 'CHANGE', field: 'target', value: good },
          { type: 'CHANGE', field: 'target', value: bad },
          { type: 'CHANGE', field: 'code', value: '123456' },
          { type: 'CHANGE', field: 'code', value: '12a' },
        ],
      },
    },
    stateKey: (snapshot) => {
      const c = ctx(snapshot);
      return [snapshot.value, JSON.stringify(c.values), JSON.stringify(c.issues), c.bound];
    },
    provide: { actions: { refreshProfile: () => void profileRefreshes++ } },
    check: (snapshot, event, previous) => {
      const c = ctx(snapshot);
      const before = ctx(previous);
      expect(c.kind).toBe(kind);
      // SPEC 5: the code button refuses a number or address that is not valid, naming the problem.
      if (event.type === 'SHOW_TARGET_ISSUE') expect(c.issues.target).toBe(bindTargetIssue(kind, before.values.target) ?? undefined);
      if (event.type === 'SUBMIT' && previous.matches('editing')) {
        const issues = bindIssues(kind, before.values);
        expect(snapshot.matches(Object.keys(issues).length > 0 ? 'editing' : 'submitting')).toBe(true);
        if (Object.keys(issues).length > 0) expect(c.issues).toEqual(issues);
      }
      if (snapshot.matches('submitting')) expect(bindIssues(kind, c.values)).toEqual({});
      // Bound: the profile is read again (it shows the masked contact) and the form is closed.
      if (isDone(event)) {
        expect(snapshot.matches('closed')).toBe(true);
        expect(c.bound).toBe(true);
        expect(profileRefreshes).toBe(1);
      }
      profileRefreshes = 0;
      if (isError(event)) {
        expect(snapshot.matches('editing')).toBe(true);
        expect(c.error).not.toBeNull();
        expect(c.values).toEqual(before.values);
      }
      if (event.type === 'OPEN') expect([c.values, c.bound, c.error]).toEqual([{ target: '', code: '' }, false, null]);
      if (event.type === 'CANCEL') expect(snapshot.matches('closed')).toBe(true);
    },
  });
}
