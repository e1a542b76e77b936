import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import { type BindContactContext, bindContactMachine } from '@machines/member/bindContact.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

type ContactKind = 'mobile' | 'email';
type BindValues = { target: string; code: string };
type BindField = keyof BindValues;

const EMAIL_64 = `${'r'.repeat(52)}@example.com`;
const EMAIL_65 = `${'r'.repeat(53)}@example.com`;
/**
 * SPEC 5 'valid mobile number' (10 digits), 'email format incorrect' (the email pattern, 6 to 64
 * characters): per kind, what is typed and its problem (none for a valid one, which is trimmed
 * when sent): 1 under, on and 1 over each length. (No 5-character address fits the pattern.)
 */
const TARGETS: Record<ContactKind, Record<string, 'invalid' | null>> = {
  mobile: { ' 9123456780 ': null, '912345678': 'invalid', '91234567801': 'invalid' },
  email: { 'a@b.in': null, [EMAIL_64]: null, [EMAIL_65]: 'invalid' },
};
/** SPEC 5 'valid verification code': the 6 digits sent; 5 and 7 are not. */
const CODES: Record<string, 'invalid' | null> = { '123456': null, '12345': 'invalid', '1234567': 'invalid' };
const EMPTY: BindValues = { target: '', code: '' };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as BindContactContext;
const settled = ({ step }: Observation, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === 'bind' && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);

/** An empty value is required; a typed one as its table says. */
const issueOf = (kind: ContactKind, field: BindField, value: string) => {
  if (value.trim() === '') return 'required';
  const table = field === 'target' ? TARGETS[kind] : CODES;
  if (!(value in table)) throw new Error(`no fixture types ${JSON.stringify(value)}`);
  return table[value] ?? undefined;
};
const expectedIssues = (kind: ContactKind, values: BindValues) =>
  Object.fromEntries((['target', 'code'] as const).map((field) => [field, issueOf(kind, field, values[field])]).filter(([, issue]) => issue));

const oracles = (kind: ContactKind): MachineModel['oracles'] => ({
  '*': (observation) => {
    const c = ctx(observation.snapshot);
    expect(c.kind).toBe(kind);
    // Bound: the profile is read again (it shows the masked contact), only then.
    expect(observation.effects.filter((effect) => effect.name === 'refreshProfile')).toHaveLength(settled(observation, 'done') ? 1 : 0);
    // Every message shown is right for what is typed.
    for (const [field, issue] of Object.entries(c.issues)) expect(issue).toBe(issueOf(kind, field as BindField, c.values[field as BindField]));
  },
  closed: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    // SPEC 2 security center: the form is closed; after a bind, a note that it is bound.
    expect(observation.invoked).toEqual([]);
    expect(c.bound).toBe(settled(observation, 'done'));
    if (previous === null) expect(c).toEqual({ kind, values: EMPTY, issues: {}, error: null, bound: false });
    else if (settled(observation, 'done')) {
      expect(previous.matches('submitting')).toBe(true);
      expect([c.values, c.issues, c.error]).toEqual([EMPTY, {}, null]);
    } else {
      expect([previous.matches('editing'), event.type]).toEqual([true, 'CANCEL']);
      expect(c).toEqual(ctx(previous));
    }
  },
  editing: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect(observation.invoked).toEqual([]);
    expect(c.bound).toBe(false);
    // Opened: an empty form, no message.
    if (event.type === 'OPEN') expect([c.values, c.issues, c.error]).toEqual([EMPTY, {}, null]);
    if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: BindField; value: string };
      expect(c.values).toEqual({ ...before.values, [field]: value });
      expect(c.issues[field]).toBeUndefined();
      expect(c.error).toBeNull();
    }
    // SPEC 5: the code button refuses a number or address that is not valid, naming the problem.
    if (event.type === 'SHOW_TARGET_ISSUE') {
      expect(c.issues.target).toBe(issueOf(kind, 'target', before.values.target));
      expect([c.values, c.issues.code]).toEqual([before.values, before.issues.code]);
    }
    // Not sent: every problem shown.
    if (event.type === 'SUBMIT') {
      const issues = expectedIssues(kind, before.values);
      expect(Object.keys(issues).length).toBeGreaterThan(0);
      expect(c.issues).toEqual(issues);
    }
    // Refused or unanswered: the message shown, what was typed kept, to try again.
    if (settled(observation, 'error')) {
      expect(previous!.matches('submitting')).toBe(true);
      expect(c.error).toBe(settleValue(observation));
      expect(c.values).toEqual(before.values);
    }
  },
  submitting: (observation) => {
    const { snapshot, previous, event } = observation;
    expect(expectedIssues(kind, ctx(snapshot).values)).toEqual({});
    // While the bind is under way the form is locked: another SUBMIT, an edit or CANCEL changes nothing, sends nothing.
    if (previous!.matches('submitting')) {
      expect(observation.step?.kind).toBe('event');
      expect(['SUBMIT', 'CHANGE', 'CANCEL']).toContain(event.type);
      expect([observation.invoked, observation.effects]).toEqual([[], []]);
      expect(ctx(snapshot)).toEqual(ctx(previous!));
      return;
    }
    // SPEC 7: bound with the code sent; only a valid form is sent, trimmed.
    expect([previous!.matches('editing'), event.type]).toEqual([true, 'SUBMIT']);
    const { target, code } = ctx(snapshot).values;
    expect(observation.invoked).toEqual([{ src: 'bind', id: expect.any(String), input: { target: target.trim(), code: code.trim() } }]);
  },
});

/** SPEC 2 Member center: the security center binds the mobile (SMS code) and the email (mailed code). */
export const bindContactModels: MachineModel[] = (['mobile', 'email'] as const).map((kind) => ({
  machine: bindContactMachine,
  variant: kind,
  input: { kind },
  fixtures: {
    outputs: { bind: [{ userName: 'team_rohan' }] },
    errors: { bind: [business(ErrorCode.smsCodeWrong), apiFailure('network')] },
    events: {
      CHANGE: [
        ...Object.keys(TARGETS[kind]).map((value) => ({ type: 'CHANGE', field: 'target', value })),
        ...Object.keys(CODES).map((value) => ({ type: 'CHANGE', field: 'code', value })),
      ],
    },
  },
  // What decides the next step: the values typed (a bind is sent only when both are valid), which messages
  // show, and the note of a bind just made (so the form is opened again after one).
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.values.target, c.values.code, Object.keys(c.issues).sort().join(','), c.bound];
  },
  oracles: oracles(kind),
}));
