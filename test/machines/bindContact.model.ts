import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import { type BindContactContext, bindContactMachine } from '@machines/member/bindContact.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

type ContactKind = 'mobile' | 'email';
type BindValues = { target: string; code: string };
type BindField = keyof BindValues;

/** SPEC 7 country codes as the server serves them (the home market first), and no validators. */
const INDIA = { code: '+91', country: 'IN', name: 'India', mobileLength: 10 };
const SRI_LANKA = { code: '+94', country: 'LK', name: 'Sri Lanka', mobileLength: 9 };
const SERVED = { countries: [INDIA, SRI_LANKA], validators: [] };
const NOTHING_SERVED = { countries: [], validators: [] };

const EMAIL_64 = `${'r'.repeat(52)}@example.com`;
const EMAIL_65 = `${'r'.repeat(53)}@example.com`;
/**
 * SPEC 5 'valid mobile number', 'email format incorrect' (the email pattern, 6 to 64 characters):
 * per kind, what is typed and its problem (none for a valid one, which is trimmed when sent): 1
 * under, on and 1 over each length. (No 5-character address fits the pattern.) A mobile number
 * has the digits of its dialling code (SPEC 5 and 7: the bounds come from server config): 10 for
 * India (+91) and for the server's home market when no code is served (''), 9 for Sri Lanka (+94).
 */
const MOBILES: Record<string, Record<string, 'invalid' | null>> = {
  '+91': { ' 9123456780 ': null, '912345678': 'invalid', '91234567801': 'invalid' },
  '': { ' 9123456780 ': null, '912345678': 'invalid', '91234567801': 'invalid' },
  '+94': { ' 9123456780 ': 'invalid', '912345678': null, '91234567801': 'invalid', '91234567': 'invalid' },
};
MOBILES['+91']!['91234567'] = 'invalid';
MOBILES['']!['91234567'] = 'invalid';
const EMAILS: Record<string, 'invalid' | null> = { 'a@b.in': null, [EMAIL_64]: null, [EMAIL_65]: 'invalid' };
const targetsOf = (kind: ContactKind, code: string) => (kind === 'mobile' ? (MOBILES[code] as Record<string, 'invalid' | null>) : EMAILS);
/** SPEC 5 'valid verification code': the 6 digits sent; 5 and 7 are not. */
const CODES: Record<string, 'invalid' | null> = { '123456': null, '12345': 'invalid', '1234567': 'invalid' };
const EMPTY: BindValues = { target: '', code: '' };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as BindContactContext;
const settled = ({ step }: Observation, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === 'bind' && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);

/** An empty value is required; a typed one as its table says (a number: under the dialling code chosen). */
const issueOf = (kind: ContactKind, field: BindField, value: string, code: string) => {
  if (value.trim() === '') return 'required';
  const table = field === 'target' ? targetsOf(kind, code) : CODES;
  if (!(value in table)) throw new Error(`no fixture types ${JSON.stringify(value)}`);
  return table[value] ?? undefined;
};
const expectedIssues = (kind: ContactKind, c: BindContactContext) =>
  Object.fromEntries((['target', 'code'] as const).map((field) => [field, issueOf(kind, field, c.values[field], c.countryDialingCode)]).filter(([, issue]) => issue));

const oracles = (kind: ContactKind): MachineModel['oracles'] => ({
  '*': (observation) => {
    const c = ctx(observation.snapshot);
    expect(c.kind).toBe(kind);
    // Bound: the profile is read again (it shows the masked contact), only then.
    expect(observation.effects.filter((effect) => effect.name === 'refreshProfile')).toHaveLength(settled(observation, 'done') ? 1 : 0);
    // Every message shown is right for what is typed.
    for (const [field, issue] of Object.entries(c.issues)) expect(issue).toBe(issueOf(kind, field as BindField, c.values[field as BindField], c.countryDialingCode));
    // SPEC 7: a mobile's dialling code is one the server serves, or none (its home market) while none is; an email has none.
    expect(c.rules.countries.length > 0 ? ['+91', '+94'] : ['']).toContain(c.countryDialingCode);
    // Only a mobile form reads the served rules.
    if (kind === 'email') expect(c.rulesRead).toBe(false);
  },
  closed: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    // SPEC 2 security center: the form is closed; after a bind, a note that it is bound.
    expect(observation.invoked).toEqual([]);
    expect(c.bound).toBe(settled(observation, 'done'));
    if (previous === null)
      expect(c).toEqual({ kind, values: EMPTY, issues: {}, error: null, bound: false, rules: NOTHING_SERVED, rulesRead: false, countryDialingCode: '' });
    else if (settled(observation, 'done')) {
      expect(previous.matches('submitting')).toBe(true);
      expect([c.values, c.issues, c.error]).toEqual([EMPTY, {}, null]);
    } else {
      expect([previous.matches('editing') || previous.matches('loadingRules'), event.type]).toEqual([true, 'CANCEL']);
      expect(c).toEqual(ctx(previous));
    }
  },
  loadingRules: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    // SPEC 7: the mobile form, opened for the first time, reads the served country codes and validators.
    expect([kind, previous!.matches('closed'), event.type]).toEqual(['mobile', true, 'OPEN']);
    expect(ctx(previous!).rulesRead).toBe(false);
    expect(observation.invoked.map((invoke) => invoke.src)).toEqual(['loadFormRules']);
    expect([c.values, c.issues, c.error, c.bound]).toEqual([EMPTY, {}, null, false]);
  },
  editing: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect(observation.invoked).toEqual([]);
    expect(c.bound).toBe(false);
    // Opened: an empty form, no message; a mobile form reads the served rules the first time only.
    if (event.type === 'OPEN') {
      expect([c.values, c.issues, c.error]).toEqual([EMPTY, {}, null]);
      expect(kind === 'email' || before.rulesRead).toBe(true);
    }
    // SPEC 7: the form with what was served, the home market's code first; or, with nothing served, the server's home market.
    if (previous!.matches('loadingRules') && event.type !== 'OPEN') {
      const served = observation.step?.kind === 'settle' && observation.step.src === 'loadFormRules' && observation.step.outcome === 'done';
      expect(c).toEqual({ ...before, rulesRead: true, ...(served ? { rules: SERVED, countryDialingCode: '+91' } : {}) });
    }
    // SPEC 7: another served dialling code; the number's problem goes, as its length rule changed.
    if (event.type === 'SELECT_COUNTRY') {
      const { code } = event as unknown as { code: string };
      expect(kind).toBe('mobile');
      expect(['+91', '+94']).toContain(code);
      expect(before.countryDialingCode).not.toBe(code);
      const { target: _recheck, ...others } = before.issues;
      expect(c).toEqual({ ...before, countryDialingCode: code, issues: others });
    }
    if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: BindField; value: string };
      expect(c.values).toEqual({ ...before.values, [field]: value });
      expect(c.issues[field]).toBeUndefined();
      expect(c.error).toBeNull();
    }
    // SPEC 5: the code button refuses a number or address that is not valid, naming the problem.
    if (event.type === 'SHOW_TARGET_ISSUE') {
      expect(c.issues.target).toBe(issueOf(kind, 'target', before.values.target, before.countryDialingCode));
      expect([c.values, c.issues.code]).toEqual([before.values, before.issues.code]);
    }
    // Not sent: every problem shown.
    if (event.type === 'SUBMIT') {
      const issues = expectedIssues(kind, before);
      expect(Object.keys(issues).length).toBeGreaterThan(0);
      expect(c.issues).toEqual(issues);
    }
    // Refused or unanswered: the message shown, what was typed kept, to try again.
    if (settled(observation, 'error') && previous!.matches('submitting')) {
      expect(previous!.matches('submitting')).toBe(true);
      expect(c.error).toBe(settleValue(observation));
      expect(c.values).toEqual(before.values);
    }
  },
  submitting: (observation) => {
    const { snapshot, previous, event } = observation;
    expect(expectedIssues(kind, ctx(snapshot))).toEqual({});
    // While the bind is under way the form is locked: another SUBMIT, an edit or CANCEL changes nothing, sends nothing.
    if (previous!.matches('submitting')) {
      expect(observation.step?.kind).toBe('event');
      expect(['SUBMIT', 'CHANGE', 'CANCEL']).toContain(event.type);
      expect([observation.invoked, observation.effects]).toEqual([[], []]);
      expect(ctx(snapshot)).toEqual(ctx(previous!));
      return;
    }
    // SPEC 7: bound with the code sent and the dialling code chosen; only a valid form is sent, trimmed.
    expect([previous!.matches('editing'), event.type]).toEqual([true, 'SUBMIT']);
    const { values, countryDialingCode } = ctx(snapshot);
    expect(observation.invoked).toEqual([{ src: 'bind', id: expect.any(String), input: { target: values.target.trim(), code: values.code.trim(), countryDialingCode } }]);
  },
});

/** SPEC 2 Member center: the security center binds the mobile (SMS code) and the email (mailed code). */
export const bindContactModels: MachineModel[] = (['mobile', 'email'] as const).map((kind) => ({
  machine: bindContactMachine,
  variant: kind,
  input: { kind },
  fixtures: {
    outputs: { bind: [{ userName: 'team_rohan' }], loadFormRules: [SERVED] },
    errors: { bind: [business(ErrorCode.smsCodeWrong), apiFailure('network')], loadFormRules: [apiFailure('network')] },
    events: {
      CHANGE: [
        ...Object.keys(targetsOf(kind, '+94')).map((value) => ({ type: 'CHANGE', field: 'target', value })),
        ...Object.keys(CODES).map((value) => ({ type: 'CHANGE', field: 'code', value })),
      ],
      // SPEC 7: a served code, the home market's again, and one the server does not serve (changes nothing).
      SELECT_COUNTRY: [
        { type: 'SELECT_COUNTRY', code: '+94' },
        { type: 'SELECT_COUNTRY', code: '+91' },
        { type: 'SELECT_COUNTRY', code: '+1' },
      ],
    },
  },
  // What decides the next step: the values typed (a bind is sent only when both are valid), which messages
  // show, and the note of a bind just made (so the form is opened again after one).
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.values.target, c.values.code, Object.keys(c.issues).sort().join(','), c.bound, c.rulesRead, c.countryDialingCode];
  },
  oracles: oracles(kind),
}));
