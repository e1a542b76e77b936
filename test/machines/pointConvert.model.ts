import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { ConvertResult, PointConfig } from '@kernel/points';
import { type PointConvertContext, pointConvertMachine } from '@machines/member/pointConvert.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

/** 100 points = ₹1, whole steps of 100 points (whole rupees), at least 1,000. */
const CONFIG: PointConfig = { ratio: { points: 100, paise: 100 }, convertStepPoints: 100, convertMinPoints: 1000, earnValidBetPaisePerPoint: 1000, expires: false };
const HELD = 4274;
const RESULT: ConvertResult = { points: 1000, amountPaise: 1000, currentPoints: 3274, createdAt: 1 };

/**
 * Every points text a fixture types, read as SPEC 3 says points are typed (whole and positive,
 * commas allowed): the points, or why they are not points at all. Written out, not parsed.
 */
const TYPED: Record<string, number | 'pointsEmpty' | 'pointsNotWhole'> = {
  '': 'pointsEmpty',
  '999': 999,
  '1000': 1000,
  '1,500': 1500,
  '1050': 1050,
  '10.5': 'pointsNotWhole',
  '4200': 4200,
  '4300': 4300,
};
const typedPoints = (text: string) => {
  const typed = TYPED[text];
  if (typed === undefined) throw new Error(`no expectation for the points text '${text}'`);
  return typed;
};
/** SPEC 5: the withdrawal password is 6 digits; every password a fixture types, with its issue. */
const PASSWORDS: Record<string, 'passwordEmpty' | 'withdrawPasswordInvalid' | undefined> = {
  '': 'passwordEmpty',
  '246810': undefined,
  '24681': 'withdrawPasswordInvalid',
  '2468101': 'withdrawPasswordInvalid',
};
type Issues = { points?: string; password?: string };
/** SPEC 7 MCS2_convertPoint: at least the minimum (1,000), whole steps (100), no more than held; and the password. */
function expectedIssues(form: { pointsText: string; password: string }, held: number): Issues {
  const issues: Issues = {};
  const typed = typedPoints(form.pointsText);
  if (typeof typed === 'string') issues.points = typed;
  else if (typed < 1000) issues.points = 'pointsBelowMin';
  else if (typed % 100 !== 0) issues.points = 'pointsNotStep';
  else if (typed > held) issues.points = 'pointsInsufficient';
  if (!(form.password in PASSWORDS)) throw new Error(`no expectation for the password '${form.password}'`);
  const password = PASSWORDS[form.password];
  if (password) issues.password = password;
  return issues;
}
/** The order a conversion sends for the typed text (0 when it is not points: the form refuses it first). */
const orderOf = (text: string) => {
  const typed = typedPoints(text);
  return typeof typed === 'number' ? typed : 0;
};

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as PointConvertContext;
const settled = ({ step }: Observation, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === 'convert' && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const kindOf = (error: unknown) => (error as { kind?: string } | null)?.kind;
const codeOf = (error: unknown) => (error as { details?: { code?: string } } | null)?.details?.code;
const payload = <T>(observation: Observation) => observation.event as unknown as T;
const named = (observation: Observation, name: string) => observation.effects.filter((effect) => effect.name === name);

/** The page makes a key per order (crypto.randomUUID); here a counted one, to tell a new key from the one kept. */
let keysMade = 0;

/** SYNC is taken in every state: only the points held and the password state change, and an issue shown with the points is judged again. */
function expectSynced(observation: Observation) {
  const { currentPoints, hasWithdrawPassword } = payload<{ currentPoints: number; hasWithdrawPassword: boolean }>(observation);
  const before = ctx(observation.previous);
  const { points: shown, ...issues } = before.issues;
  const points = shown ? expectedIssues(before.form, currentPoints).points : undefined;
  expect(ctx(observation.snapshot)).toEqual({ ...before, currentPoints, hasWithdrawPassword, issues: points ? { ...issues, points } : issues });
  expect([observation.invoked, observation.effects]).toEqual([[], []]);
}
const isSync = (observation: Observation) => observation.event.type === 'SYNC';

/** SPEC 3 Points (the ratio), SPEC 5 (withdraw password), SPEC 7 MCS2_convertPoint (E), SPEC 8 handling, SPEC 9 (never expire: nothing times out). */
export const pointConvertModel: MachineModel = {
  machine: pointConvertMachine,
  input: { newKey: () => `key-${++keysMade}`, config: CONFIG, currentPoints: HELD, hasWithdrawPassword: true },
  fixtures: {
    outputs: { convert: [RESULT] },
    errors: { convert: [business(ErrorCode.withdrawPasswordWrong), business(ErrorCode.withdrawPasswordNotSet), apiFailure('timeout')] },
    events: {
      SYNC: [
        { type: 'SYNC', currentPoints: HELD, hasWithdrawPassword: true },
        // exactly the most typed ('4200'), one point under it
        { type: 'SYNC', currentPoints: 4200, hasWithdrawPassword: true },
        { type: 'SYNC', currentPoints: 4199, hasWithdrawPassword: true },
        { type: 'SYNC', currentPoints: HELD, hasWithdrawPassword: false },
      ],
      CHANGE_POINTS: [
        // the minimum, 1 under it; good and another order; not whole steps; a fraction of a point;
        // all of 4,274 held in whole steps, one step more
        { type: 'CHANGE_POINTS', value: '1000' },
        { type: 'CHANGE_POINTS', value: '999' },
        { type: 'CHANGE_POINTS', value: '1,500' },
        { type: 'CHANGE_POINTS', value: '1050' },
        { type: 'CHANGE_POINTS', value: '10.5' },
        { type: 'CHANGE_POINTS', value: '4200' },
        { type: 'CHANGE_POINTS', value: '4300' },
      ],
      CHANGE_PASSWORD: [
        { type: 'CHANGE_PASSWORD', value: '246810' },
        // 1 digit short of 6, 1 over
        { type: 'CHANGE_PASSWORD', value: '24681' },
        { type: 'CHANGE_PASSWORD', value: '2468101' },
      ],
    },
  },
  // What the guards read: whether the typed points and password pass (and which fail), the points
  // held, the password state, and whether a key is held for the points typed.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    const wrong = Object.entries(expectedIssues(c.form, c.currentPoints))
      .map(([field, issue]) => `${field}:${issue}`)
      .sort()
      .join();
    const held = c.idempotencyKey === null ? null : c.order === orderOf(c.form.pointsText);
    return [snapshot.value, c.currentPoints, c.hasWithdrawPassword, wrong, held];
  },
  oracles: {
    '*': (observation) => {
      const { snapshot, event } = observation;
      const c = ctx(snapshot);
      const done = settled(observation, 'done');
      // Success, and only success, tells the mall (points) and the root wallet (money: the header balance rises).
      expect(named(observation, 'pointsChanged')).toHaveLength(done ? 1 : 0);
      expect(named(observation, 'moneyChanged')).toHaveLength(done ? 1 : 0);
      expect(named(observation, 'openSecurityCenter')).toHaveLength(event.type === 'OPEN_SECURITY' ? 1 : 0);
      // Every issue shown is right for what is typed; a key belongs to an order; a conversion sent carries its order.
      const issues = expectedIssues(c.form, c.currentPoints);
      for (const [field, issue] of Object.entries(c.issues)) expect(issues[field as keyof typeof issues]).toBe(issue);
      if (c.idempotencyKey !== null) expect(c.order).not.toBeNull();
      for (const call of observation.invoked)
        expect(call).toEqual({ src: 'convert', id: expect.any(String), input: { points: c.order, withdrawPassword: c.form.password, idempotencyKey: c.idempotencyKey } });
    },
    editing: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous);
      expect(snapshot.value).toBe('editing');
      expect(observation.invoked).toEqual([]);
      if (previous === null) {
        expect(c).toEqual({
          newKey: expect.any(Function),
          config: CONFIG,
          currentPoints: HELD,
          hasWithdrawPassword: true,
          form: { pointsText: '', password: '' },
          issues: {},
          order: null,
          idempotencyKey: null,
          result: null,
          error: null,
        });
        return;
      }
      if (isSync(observation)) return expectSynced(observation);
      switch (event.type) {
        case 'CHANGE_POINTS':
          expect(c.form).toEqual({ ...before.form, pointsText: payload<{ value: string }>(observation).value });
          expect(c.issues.points).toBeUndefined();
          break;
        case 'CHANGE_PASSWORD':
          expect(c.form).toEqual({ ...before.form, password: payload<{ value: string }>(observation).value });
          expect(c.issues.password).toBeUndefined();
          break;
        case 'SUBMIT': {
          // Bad input (a fraction, not whole steps, below the minimum, more than held, no password): every issue shows, nothing is sent.
          const issues = expectedIssues(before.form, before.currentPoints);
          expect(Object.keys(issues).length).toBeGreaterThan(0);
          expect(c).toEqual({ ...before, issues });
          break;
        }
        case 'EDIT':
          // Back from a refusal, a lost answer or the password prompt: the form as it was, the reason gone; the key kept.
          expect(['refused', 'unknown', 'noPassword'].some((state) => previous.matches(state))).toBe(true);
          expect(c).toEqual({ ...before, error: previous.matches('noPassword') ? before.error : null });
          break;
        case 'AGAIN':
          // After a conversion: an empty form, no order, no key; the points held are the backend's.
          expect(previous.matches('done')).toBe(true);
          expect(c).toMatchObject({ form: { pointsText: '', password: '' }, order: null, idempotencyKey: null, result: null, currentPoints: before.currentPoints });
          break;
        default:
          throw new Error(`editing reached by ${event.type}`);
      }
    },
    noPassword: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(snapshot.value).toBe('noPassword');
      expect(observation.invoked).toEqual([]);
      if (isSync(observation)) return expectSynced(observation);
      if (previous?.matches('noPassword')) {
        expect(event.type).toBe('OPEN_SECURITY');
        return expect(c).toEqual(ctx(previous));
      }
      // SPEC 5: the withdraw password is required: none set (known, or said by the backend), so the member sets one first.
      if (settled(observation, 'error')) {
        expect(codeOf(settleValue(observation))).toBe(ErrorCode.withdrawPasswordNotSet);
        expect([c.hasWithdrawPassword, c.form.password, c.error]).toEqual([false, '', settleValue(observation)]);
      } else {
        expect([previous?.matches('editing'), event.type, ctx(previous).hasWithdrawPassword]).toEqual([true, 'SUBMIT', false]);
        expect(c).toEqual(ctx(previous));
      }
    },
    sending: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous);
      expect(snapshot.value).toBe('sending');
      if (isSync(observation)) return expectSynced(observation);
      if (previous?.matches('sending')) return expectIgnored(observation, ['CHANGE_POINTS', 'CHANGE_PASSWORD', 'SUBMIT', 'EDIT', 'AGAIN']);
      expect(observation.invoked).toHaveLength(1);
      if (event.type === 'RETRY') {
        // A lost answer: the very same conversion (points, password, key) is sent again.
        expect(previous?.matches('unknown')).toBe(true);
        expect(c).toEqual(before);
        return;
      }
      // Only whole steps of the ratio, at least the minimum, within the points held, with a password.
      expect([previous?.matches('editing'), event.type]).toEqual([true, 'SUBMIT']);
      expect(expectedIssues(before.form, before.currentPoints)).toEqual({});
      expect(c.order).toBe(orderOf(before.form.pointsText));
      expect((c.order ?? 0) % 100).toBe(0);
      expect(c.order).toBeLessThanOrEqual(before.currentPoints);
      // One key per order: the same points (after a refusal or a lost answer) keep their key, other points get a new one.
      if (before.idempotencyKey !== null && before.order === c.order) expect(c.idempotencyKey).toBe(before.idempotencyKey);
      else {
        // A new key, made now: never the one of another order.
        expect(c.idempotencyKey).not.toBe(before.idempotencyKey);
        expect(c.idempotencyKey).toBe(`key-${keysMade}`);
      }
    },
    refused: (observation) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      expect(snapshot.value).toBe('refused');
      if (isSync(observation)) return expectSynced(observation);
      // A refusal: nothing converted, the backend's words shown, the password typed again, the key kept.
      expect(settled(observation, 'error')).toBe(true);
      expect(kindOf(settleValue(observation))).toBe('business');
      expect([c.error, c.form.password, c.result]).toEqual([settleValue(observation), '', null]);
      expect(c.idempotencyKey).toBe(ctx(previous).idempotencyKey);
      expect(observation.invoked).toEqual([]);
    },
    unknown: (observation) => {
      const { snapshot, previous } = observation;
      expect(snapshot.value).toBe('unknown');
      if (isSync(observation)) return expectSynced(observation);
      // No answer: it may have happened. Never success or failure blindly; the same request is kept to send again.
      expect(settled(observation, 'error')).toBe(true);
      expect(kindOf(settleValue(observation))).toBe('timeout');
      expect(ctx(snapshot)).toEqual({ ...ctx(previous), error: settleValue(observation) });
    },
    done: (observation) => {
      const { snapshot } = observation;
      const c = ctx(snapshot);
      expect(snapshot.value).toBe('done');
      if (isSync(observation)) return expectSynced(observation);
      // Converted: the receipt, the points held as the backend says, the key spent, the form empty.
      expect(settled(observation, 'done')).toBe(true);
      expect(c).toMatchObject({
        result: RESULT,
        currentPoints: RESULT.currentPoints,
        order: null,
        idempotencyKey: null,
        error: null,
        form: { pointsText: '', password: '' },
      });
    },
  },
};
