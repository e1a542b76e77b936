import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { DownlineAccountKind, RegisterDownlineResult } from '@kernel/agency';
import { ErrorCode } from '@kernel/errorCodes';
import { type RegisterDownlineContext, registerDownlineMachine } from '@machines/agent/registerDownline.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business, registerFieldConfig } from './fixtures';

/** The reference config: user name pattern 1 (a letter, then letters and digits), 6 to 16; password pattern 19, 6 to 20. */
/** User names 1 under, on and 1 over the config's 6 and 16 characters (17 with the spaces around it trimmed away). */
const NAME_5 = 'rohan';
const NAME_6 = 'rohan0';
const NAME_16 = 'rohan01234567890';
const NAME_17 = ' rohan012345678901 ';
/** Passwords 1 under, on and 1 over the config's 6 and 20 characters (letters, digits and symbols). */
const PASSWORD_5 = 'Ab@12';
const PASSWORD_6 = 'Ab@123';
const PASSWORD_20 = 'Ab@12345678901234567';
const PASSWORD_21 = 'Ab@123456789012345678';
const USERNAME = ' rohan01 ';
const PASSWORD = 'Secret@12';
/** The nickname's rule: optional, at most 64 characters once trimmed. */
const NICKNAME_64 = ` ${'Ravi'.repeat(16)} `;
const NICKNAME_65 = `${'Ravi'.repeat(16)}R`;
const FIELD_ERRORS = { username: { kind: 'invalid', patternId: 1, min: 6, max: 16 } };
const RESULT: RegisterDownlineResult = { userName: 'rohan01', type: 0, level: 1, parent: 'demo_agent' };
const FIELDS = ['username', 'password', 'confirmPassword', 'nickname'] as const;
const EMPTY = { username: '', password: '', confirmPassword: '', nickname: '' };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as RegisterDownlineContext;
const settled = ({ step: s }: Observation, outcome: 'done' | 'error') => s?.kind === 'settle' && s.src === 'register' && s.outcome === outcome;
const settleValue = ({ step: s }: Observation) => (s?.kind === 'settle' ? s.value : undefined);
const payload = (event: Observation['event']) => event as unknown as { field: (typeof FIELDS)[number]; value: string; kind: DownlineAccountKind };

/**
 * SPEC 5 Registration, written out for the reference config: a user name is required and is a
 * letter then 5 to 15 letters or digits (trimmed); a password is required and is 6 to 20 letters,
 * digits or symbols (as typed); the confirmation is required, holds to the password's rule and
 * equals the password; the nickname may be nothing, or anything up to 64 characters (trimmed).
 */
function issuesBySpec(values: RegisterDownlineContext['values']) {
  const issues: Record<string, unknown> = {};
  const username = values.username.trim();
  if (username === '') issues.username = { kind: 'required' };
  else if (!/^[A-Za-z][A-Za-z0-9]{5,15}$/.test(username)) issues.username = { kind: 'invalid', patternId: 1, min: 6, max: 16 };
  const passwordRule = /^[\x21-\x7e]{6,20}$/;
  const passwordInvalid = { kind: 'invalid', patternId: 19, min: 6, max: 20 };
  if (values.password === '') issues.password = { kind: 'required' };
  else if (!passwordRule.test(values.password)) issues.password = passwordInvalid;
  if (values.confirmPassword === '') issues.confirmPassword = { kind: 'required' };
  else if (!passwordRule.test(values.confirmPassword)) issues.confirmPassword = passwordInvalid;
  else if (values.confirmPassword !== values.password) issues.confirmPassword = { kind: 'mismatch' };
  if ([...values.nickname.trim()].length > 64) issues.nickname = { kind: 'invalid', patternId: null, min: 1, max: 64 };
  return issues;
}
/** What the backend gets: the user name trimmed, the passwords as typed, the kind chosen. */
const requestOf = (c: RegisterDownlineContext) => ({
  kind: c.kind,
  username: c.values.username.trim(),
  password: c.values.password,
  confirmPassword: c.values.confirmPassword,
  nickname: c.values.nickname.trim(),
});

const oracles = (kinds: DownlineAccountKind[]): MachineModel['oracles'] => ({
  '*': (observation) => {
    const { snapshot } = observation;
    const c = ctx(snapshot);
    // Only what the agent's type may create (SPEC 6: a sub-agent where the type allows one).
    expect(kinds).toContain(c.kind);
    // The team hears of an account created, and of nothing else.
    expect(observation.effects.map((effect) => effect.name)).toEqual(settled(observation, 'done') ? ['registered'] : []);
    // Messages only under the form's fields; an account shown only once created.
    for (const field of Object.keys(c.issues)) expect(FIELDS).toContain(field);
    if (!snapshot.matches('done')) expect(c.created).toBeNull();
    // Every form sent is the form as typed, checked first.
    for (const call of observation.invoked) {
      expect(call).toMatchObject({ src: 'register', input: requestOf(c) });
      expect(issuesBySpec(c.values)).toEqual({});
    }
  },
  editing: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    expect(observation.invoked).toEqual([]);
    if (previous === null) {
      // An empty form, of the first kind offered.
      expect(c).toMatchObject({ kind: kinds[0], values: EMPTY, issues: {}, failure: null, created: null });
      return;
    }
    const before = ctx(previous);
    if (event.type === 'SET_FIELD') {
      // What is typed is kept; the field's own message goes; the last failure too.
      const { field, value } = payload(event);
      expect(c.values).toEqual({ ...before.values, [field]: value });
      const { [field]: _gone, ...others } = before.issues;
      expect([c.issues, c.failure, c.kind]).toEqual([others, null, before.kind]);
    } else if (event.type === 'SET_KIND') {
      expect(kinds).toContain(payload(event).kind);
      expect([c.kind, c.values, c.issues, c.failure]).toEqual([payload(event).kind, before.values, before.issues, null]);
    } else if (event.type === 'SUBMIT') {
      // Not sent: every problem shows under its field.
      expect(previous.matches('editing')).toBe(true);
      expect(issuesBySpec(before.values)).not.toEqual({});
      expect([c.issues, c.values, c.failure]).toEqual([issuesBySpec(before.values), before.values, null]);
    } else if (event.type === 'AGAIN') {
      // Another account: an empty form, the kind kept.
      expect(previous.matches('done')).toBe(true);
      expect(c).toMatchObject({ kind: before.kind, values: EMPTY, issues: {}, failure: null, created: null });
    } else {
      expect(settled(observation, 'error')).toBe(true);
      expect(previous.matches('submitting')).toBe(true);
      // Refused or not reached: nothing created; the form stays as typed.
      expect([c.values, c.kind, c.created]).toEqual([before.values, before.kind, null]);
      const error = settleValue(observation) as { details?: { value?: { fieldErrors?: unknown } } };
      if (error.details?.value?.fieldErrors) {
        // The backend's field errors land on their fields.
        expect([c.issues, c.failure]).toEqual([FIELD_ERRORS, null]);
      } else {
        // Anything else is kept to be shown, with RETRY.
        expect([c.issues, c.failure]).toEqual([{}, error]);
      }
    }
  },
  submitting: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    // One account per submission: a double click or an edit while it is sent changes nothing.
    if (previous?.matches('submitting')) {
      expect(observation.step?.kind).toBe('event');
      expect(['SET_FIELD', 'SET_KIND', 'SUBMIT', 'RETRY']).toContain(event.type);
      expect([observation.invoked, observation.effects]).toEqual([[], []]);
      expect(c).toEqual(ctx(previous));
      return;
    }
    expect(previous?.matches('editing')).toBe(true);
    expect(observation.invoked.map((call) => call.src)).toEqual(['register']);
    if (event.type === 'RETRY') {
      // Again, the same form, after a failure was shown.
      expect(ctx(previous!).failure).not.toBeNull();
    } else expect(event.type).toBe('SUBMIT');
    // Sent as typed; no message left from before (a mismatch fixed on the other field, a failure retried).
    expect([c.values, c.kind, c.issues, c.failure]).toEqual([ctx(previous!).values, ctx(previous!).kind, {}, null]);
  },
  done: (observation) => {
    const { snapshot, previous } = observation;
    const c = ctx(snapshot);
    // Created: the new account shown; the passwords forgotten.
    expect(settled(observation, 'done')).toBe(true);
    expect(previous?.matches('submitting')).toBe(true);
    expect(c).toMatchObject({ created: settleValue(observation), values: EMPTY, issues: {}, failure: null, kind: ctx(previous!).kind });
  },
});

type SetField = { type: 'SET_FIELD'; field: (typeof FIELDS)[number]; value: string };
/** The form as a person types it: a name, a password, a wrong confirmation, a nickname on and 1 over its 64 characters. */
const TYPING: SetField[] = [
  { type: 'SET_FIELD', field: 'username', value: USERNAME },
  { type: 'SET_FIELD', field: 'password', value: PASSWORD },
  { type: 'SET_FIELD', field: 'confirmPassword', value: PASSWORD },
  { type: 'SET_FIELD', field: 'confirmPassword', value: 'Secret@99' },
  { type: 'SET_FIELD', field: 'nickname', value: NICKNAME_64 },
  { type: 'SET_FIELD', field: 'nickname', value: NICKNAME_65 },
];
/** The lengths around every limit of the config (confirmed with the 20-character password: a 6-character one then reads as a mismatch, not as too short). */
const LIMITS: SetField[] = [
  ...[NAME_5, NAME_6, NAME_16, NAME_17].map((value) => ({ type: 'SET_FIELD' as const, field: 'username' as const, value })),
  ...[PASSWORD_5, PASSWORD_6, PASSWORD_20, PASSWORD_21].map((value) => ({ type: 'SET_FIELD' as const, field: 'password' as const, value })),
  { type: 'SET_FIELD', field: 'confirmPassword', value: PASSWORD_20 },
];

const variant = (kinds: DownlineAccountKind[], typing: SetField[], name = kinds.join(' and ')): MachineModel => ({
  machine: registerDownlineMachine,
  variant: name,
  input: { kinds, fields: registerFieldConfig },
  fixtures: {
    outputs: { register: [RESULT] },
    errors: { register: [business(ErrorCode.invalidInput, { fieldErrors: FIELD_ERRORS }), business(ErrorCode.usernameTaken), apiFailure('network')] },
    events: {
      SET_FIELD: typing,
      SET_KIND: [
        { type: 'SET_KIND', kind: 'agent' },
        { type: 'SET_KIND', kind: 'member' },
      ],
    },
  },
  // What decides the next step: the values typed, the kind, the messages shown and a failure to retry.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.kind, c.values, Object.keys(c.issues).sort(), c.failure !== null];
  },
  oracles: oracles(kinds),
});

/** An agent of type 1 or 2 creates members and sub-agents; of type 41 or 42, members only. */
export const registerDownlineModels: MachineModel[] = [
  variant(['member', 'agent'], TYPING),
  // Members only: typed at every length limit.
  variant(['member'], LIMITS, 'member, lengths around the limits'),
];
