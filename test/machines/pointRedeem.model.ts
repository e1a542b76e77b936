import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { PointRedeem, PointReward } from '@kernel/points';
import { type PointRedeemContext, pointRedeemMachine } from '@machines/member/pointRedeem.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

const reward = (id: number, name: string, points: number, stock: number): PointReward => ({
  id,
  name,
  description: `${name}, delivered`,
  imageUrl: `/assets-gen/reward/${id}.svg`,
  points,
  stock,
});
/** Within 3,000 points and the last one in stock; a second one within them; above them; out of stock. */
const CAP = reward(3, 'Cricket cap', 1200, 1);
/** Another reward within the points held: the same address and number for it is another order (a new key). */
const BOTTLE = reward(7, 'Steel water bottle', 800, 12);
const GOLD = reward(10, 'Gold coin 1 g', 60_000, 3);
const SOLD_OUT = reward(11, 'Team jersey', 500, 0);

/** SPEC 5 Redeem: a receiving address of 10 to 200 characters: exactly 200 and 10, 9 and 201. */
const ADDRESS = 'Flat 12B, Sunrise Apartments, MG Road, Bengaluru 560001'.padEnd(200, '.');
const SHORTEST_ADDRESS = 'Flat 1 Goa';
const TOO_SHORT_ADDRESS = 'Flat 1 Go';
const TOO_LONG_ADDRESS = `${ADDRESS}.`;
/** The shortest address typed with spaces around it: they do not count, nor are they sent. */
const SPACED_ADDRESS = `  ${SHORTEST_ADDRESS} `;
/** A valid mobile number typed with spaces around it (pasted): the same number, the same order. */
const SPACED_MOBILE = ' 9876543210 ';

type Fields = PointRedeemContext['form'];
type Issues = Partial<Record<keyof Fields | 'block', string>>;
/** SPEC 5 Redeem, the fields required and what each must be: every value a fixture types, with its issue (undefined: fine). */
const FIELD_ISSUES: Record<keyof Fields, Record<string, string | undefined>> = {
  receiverAddress: {
    '': 'addressEmpty',
    [ADDRESS]: undefined,
    [SHORTEST_ADDRESS]: undefined,
    [TOO_SHORT_ADDRESS]: 'addressLength',
    [TOO_LONG_ADDRESS]: 'addressLength',
    [SPACED_ADDRESS]: undefined,
  },
  // a valid mobile number: 10 digits
  mobile: {
    '': 'mobileEmpty',
    '9876543210': undefined,
    '9123456780': undefined,
    '987654321': 'mobileInvalid',
    '98765432101': 'mobileInvalid',
    [SPACED_MOBILE]: undefined,
  },
  // the withdrawal password: 6 digits
  withdrawPassword: { '': 'passwordEmpty', '246810': undefined, '24681': 'withdrawPasswordInvalid', '2468101': 'withdrawPasswordInvalid' },
};
function fieldIssues(form: Fields): Issues {
  const issues: Issues = {};
  for (const field of ['receiverAddress', 'mobile', 'withdrawPassword'] as const) {
    if (!(form[field] in FIELD_ISSUES[field])) throw new Error(`no expectation for ${field} '${form[field]}'`);
    const issue = FIELD_ISSUES[field][form[field]];
    if (issue) issues[field] = issue;
  }
  return issues;
}
/** SPEC 3/5: a reward is redeemed only while in stock (at least 1 left) and within the points held (its points at most those held). */
const blockOf = (chosen: PointReward, held: number) => (chosen.stock < 1 ? 'outOfStock' : chosen.points > held ? 'notEnoughPoints' : null);
function expectedIssues(form: Fields, chosen: PointReward, held: number): Issues {
  const block = blockOf(chosen, held);
  return block ? { ...fieldIssues(form), block } : fieldIssues(form);
}
/** The order a redeem sends: the reward, the address and the mobile number as typed, without the spaces around them. */
const UNSPACED: Record<string, string> = { [SPACED_ADDRESS]: SHORTEST_ADDRESS, [SPACED_MOBILE]: '9876543210' };
const unspaced = (text: string) => UNSPACED[text] ?? text;
const orderOf = (rewardId: number, form: Fields) => ({ rewardId, receiverAddress: unspaced(form.receiverAddress), mobile: unspaced(form.mobile) });
const sameOrder = (a: unknown, b: unknown) => a !== null && JSON.stringify(a) === JSON.stringify(b);
const RESULT: PointRedeem = {
  id: 4,
  rewardId: CAP.id,
  rewardName: CAP.name,
  imageUrl: CAP.imageUrl,
  points: CAP.points,
  status: 'inProcess',
  receiverAddress: ADDRESS,
  mobileMasked: '98******10',
  createdAt: 1,
  decidedAt: null,
};

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as PointRedeemContext;
const settled = ({ step }: Observation, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === 'redeem' && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const kindOf = (error: unknown) => (error as { kind?: string } | null)?.kind;
const codeOf = (error: unknown) => (error as { details?: { code?: string } } | null)?.details?.code;
const payload = <T>(observation: Observation) => observation.event as unknown as T;
const named = (observation: Observation, name: string) => observation.effects.filter((effect) => effect.name === name);

/** The page makes a key per order (crypto.randomUUID); here a counted one, to tell a new key from the one kept. */
let keysMade = 0;

/** What the backend gets: the order fixed at SUBMIT, the typed password, the order's key. */
const requestOf = (c: PointRedeemContext) => ({ ...c.order, withdrawPassword: c.form.withdrawPassword, idempotencyKey: c.idempotencyKey });

/** SYNC is taken in every state: only the points held and the password state change, and a 'not enough points' shown is judged again. */
function expectSynced(observation: Observation) {
  const { snapshot, previous } = observation;
  const { currentPoints, hasWithdrawPassword } = payload<{ currentPoints: number; hasWithdrawPassword: boolean }>(observation);
  const before = ctx(previous);
  const { block, ...issues } = before.issues;
  const stillBlocked = block && before.reward ? blockOf(before.reward, currentPoints) : null;
  expect(ctx(snapshot)).toEqual({ ...before, currentPoints, hasWithdrawPassword, issues: stillBlocked ? { ...issues, block: stillBlocked } : issues });
  expect([observation.invoked, observation.effects]).toEqual([[], []]);
}
const isSync = (observation: Observation) => observation.event.type === 'SYNC';

/** The closed form keeps the address and the mobile number typed, never the password. */
function expectClosedForm(observation: Observation) {
  const c = ctx(observation.snapshot);
  const before = ctx(observation.previous);
  expect(c.reward).toBeNull();
  expect(c.form).toEqual({ ...before.form, withdrawPassword: '' });
  expect([c.issues, c.error]).toEqual([{}, null]);
  // The last order and its key stay: the same redeem chosen again after a lost answer keeps its key.
  expect([c.order, c.idempotencyKey]).toEqual([before.order, before.idempotencyKey]);
}

/** SPEC 3 Points (reward list), SPEC 4 Redeem status, SPEC 5 Redeem, SPEC 7 MCS2_redeemPointReward (E), SPEC 8 handling. */
export const pointRedeemModel: MachineModel = {
  machine: pointRedeemMachine,
  input: { newKey: () => `key-${++keysMade}`, currentPoints: 3000, hasWithdrawPassword: true },
  fixtures: {
    outputs: { redeem: [RESULT] },
    errors: {
      // A refusal, no password set, a lost answer; and failures that are not the client's (a bug in the call, a
      // rejection with nothing): without a kind nobody can say the redeem did not happen, so they are lost answers too.
      redeem: [
        business(ErrorCode.withdrawPasswordWrong),
        business(ErrorCode.withdrawPasswordNotSet),
        apiFailure('network'),
        new TypeError("Cannot read properties of undefined (reading 'id')"),
        null,
      ],
    },
    events: {
      SYNC: [
        { type: 'SYNC', currentPoints: 3000, hasWithdrawPassword: true },
        // exactly the cap's 1,200 points, one under them
        { type: 'SYNC', currentPoints: 1200, hasWithdrawPassword: true },
        { type: 'SYNC', currentPoints: 1199, hasWithdrawPassword: true },
        { type: 'SYNC', currentPoints: 3000, hasWithdrawPassword: false },
      ],
      SELECT: [
        { type: 'SELECT', reward: CAP },
        { type: 'SELECT', reward: BOTTLE },
        { type: 'SELECT', reward: GOLD },
        { type: 'SELECT', reward: SOLD_OUT },
      ],
      CHANGE: [
        { type: 'CHANGE', field: 'receiverAddress', value: ADDRESS },
        { type: 'CHANGE', field: 'receiverAddress', value: SHORTEST_ADDRESS },
        { type: 'CHANGE', field: 'receiverAddress', value: TOO_SHORT_ADDRESS },
        { type: 'CHANGE', field: 'receiverAddress', value: TOO_LONG_ADDRESS },
        { type: 'CHANGE', field: 'receiverAddress', value: SPACED_ADDRESS },
        { type: 'CHANGE', field: 'mobile', value: '9876543210' },
        // a second valid number: the same reward and address to another number is another order
        { type: 'CHANGE', field: 'mobile', value: '9123456780' },
        { type: 'CHANGE', field: 'mobile', value: '987654321' },
        { type: 'CHANGE', field: 'mobile', value: '98765432101' },
        { type: 'CHANGE', field: 'mobile', value: SPACED_MOBILE },
        { type: 'CHANGE', field: 'withdrawPassword', value: '246810' },
        { type: 'CHANGE', field: 'withdrawPassword', value: '24681' },
        { type: 'CHANGE', field: 'withdrawPassword', value: '2468101' },
      ],
    },
  },
  // What the guards read: the points held (enough for the cap or not), the password state, whether
  // a reward is chosen, which fields are wrong, and whether a key is held for the order typed (which
  // reward it is tells only through that: another reward than the keyed one is another order).
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    const wrong = Object.keys(c.reward ? expectedIssues(c.form, c.reward, c.currentPoints) : fieldIssues(c.form))
      .sort()
      .join();
    // (and which part of the order typed differs from the one keyed: each part alone makes another order)
    const typed = c.reward ? orderOf(c.reward.id, c.form) : null;
    const held =
      c.idempotencyKey === null || c.order === null
        ? null
        : typed
          ? (['rewardId', 'receiverAddress', 'mobile'] as const).filter((part) => c.order?.[part] !== typed[part]).join()
          : 'closed';
    // (and whether the address or the number was typed with spaces around it, so such a form is sent too)
    const spaced = c.form.receiverAddress in UNSPACED || c.form.mobile in UNSPACED;
    return [snapshot.value, c.currentPoints, c.hasWithdrawPassword, c.reward !== null, wrong, held, spaced];
  },
  oracles: {
    '*': (observation) => {
      const { snapshot, event } = observation;
      const c = ctx(snapshot);
      // The mall hears of a redeem made, and of nothing else; the security center opens when asked, only then.
      expect(named(observation, 'pointsChanged')).toHaveLength(settled(observation, 'done') ? 1 : 0);
      expect(named(observation, 'openSecurityCenter')).toHaveLength(event.type === 'OPEN_SECURITY' ? 1 : 0);
      // A form is open only on a reward that was redeemable when chosen.
      if (c.reward) expect([CAP.id, BOTTLE.id]).toContain(c.reward.id);
      // A key belongs to an order; every redeem sent carries its order, the typed password and the key.
      if (c.idempotencyKey !== null) expect(c.order).not.toBeNull();
      for (const call of observation.invoked) expect(call).toEqual({ src: 'redeem', id: expect.any(String), input: requestOf(c) });
      // Every issue shown is right for what is typed.
      if (c.reward) {
        const issues = expectedIssues(c.form, c.reward, c.currentPoints);
        for (const [field, issue] of Object.entries(c.issues)) expect(issues[field as keyof typeof issues]).toBe(issue);
      }
    },
    idle: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(snapshot.value).toBe('idle');
      expect(observation.invoked).toEqual([]);
      if (previous === null) {
        // Nothing chosen at first; the points held as the mall read them.
        expect(c).toMatchObject({ currentPoints: 3000, hasWithdrawPassword: true, reward: null, order: null, idempotencyKey: null, result: null });
        return;
      }
      if (isSync(observation)) return expectSynced(observation);
      if (event.type === 'CLOSE') {
        // The receipt closes: a new redeem is a new order with a new key; the address and mobile number stay.
        expect(previous.matches('done')).toBe(true);
        expect(c).toMatchObject({ reward: null, order: null, idempotencyKey: null, result: null, error: null, issues: {} });
        expect(c.form).toEqual({ ...ctx(previous).form, withdrawPassword: '' });
        return;
      }
      expect(event.type).toBe('CANCEL');
      expectClosedForm(observation);
    },
    form: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous);
      expect(snapshot.value).toBe('form');
      expect(observation.invoked).toEqual([]);
      if (isSync(observation)) return expectSynced(observation);
      if (previous?.matches('form') && event.type === 'SELECT') return expectIgnored(observation, ['SELECT']);
      switch (event.type) {
        case 'SELECT': {
          // A redeemable reward opens the form with an empty password and no old issue or refusal.
          expect(previous?.matches('idle')).toBe(true);
          const chosen = payload<{ reward: PointReward }>(observation).reward;
          expect(blockOf(chosen, c.currentPoints)).toBeNull();
          expect(c).toEqual({ ...before, reward: chosen, form: { ...before.form, withdrawPassword: '' }, issues: {}, error: null });
          break;
        }
        case 'CHANGE': {
          // The edited field takes the value and its issue clears.
          const { field, value } = payload<{ field: keyof PointRedeemContext['form']; value: string }>(observation);
          expect(c.form).toEqual({ ...before.form, [field]: value });
          expect(c.issues[field]).toBeUndefined();
          break;
        }
        case 'SUBMIT': {
          // SPEC 5: with a field missing or wrong (or the reward no longer within the points), every issue shows; nothing is sent.
          const issues = expectedIssues(before.form, before.reward as PointReward, before.currentPoints);
          expect(Object.keys(issues).length).toBeGreaterThan(0);
          expect(c).toEqual({ ...before, issues });
          expect(before.hasWithdrawPassword).toBe(true);
          break;
        }
        case 'EDIT':
          // Back from a refusal: the form as it was (the password to type again), the refusal gone.
          expect(previous?.matches('refused')).toBe(true);
          expect(c).toEqual({ ...before, error: null });
          expect(c.form.withdrawPassword).toBe('');
          break;
        default:
          throw new Error(`form reached by ${event.type}`);
      }
    },
    noPassword: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      expect(snapshot.value).toBe('noPassword');
      if (isSync(observation)) return expectSynced(observation);
      if (previous?.matches('noPassword')) {
        if (event.type === 'OPEN_SECURITY') return expect(c).toEqual(ctx(previous));
        return expectIgnored(observation, ['SELECT']);
      }
      // SPEC 5: the withdraw password is required: none set (known, or said by the backend), so the member sets one first.
      if (settled(observation, 'error')) {
        expect(codeOf(settleValue(observation))).toBe(ErrorCode.withdrawPasswordNotSet);
        expect([c.hasWithdrawPassword, c.form.withdrawPassword, c.error]).toEqual([false, '', settleValue(observation)]);
      } else {
        expect([previous?.matches('form'), event.type, ctx(previous).hasWithdrawPassword]).toEqual([true, 'SUBMIT', false]);
        expect(c).toEqual(ctx(previous));
      }
      expect(observation.invoked).toEqual([]);
    },
    sending: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous);
      expect(snapshot.value).toBe('sending');
      if (isSync(observation)) return expectSynced(observation);
      if (previous?.matches('sending')) return expectIgnored(observation, ['SELECT', 'CHANGE', 'SUBMIT', 'CANCEL', 'EDIT', 'CLOSE']);
      expect(observation.invoked).toHaveLength(1);
      if (event.type === 'RETRY') {
        // A lost answer: the very same redeem (order, password, key) is sent again.
        expect(previous?.matches('unknown')).toBe(true);
        expect(c).toEqual(before);
        return;
      }
      // Only good input, a reward within the points held, and a password set.
      expect([previous?.matches('form'), event.type]).toEqual([true, 'SUBMIT']);
      expect(expectedIssues(before.form, before.reward as PointReward, before.currentPoints)).toEqual({});
      expect(c.order).toEqual(orderOf((before.reward as PointReward).id, before.form));
      // One key per order: the same order (after a refusal or a lost answer) keeps its key, another one gets a new key.
      if (before.idempotencyKey !== null && sameOrder(before.order, c.order)) expect(c.idempotencyKey).toBe(before.idempotencyKey);
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
      if (previous?.matches('refused')) return expectIgnored(observation, ['SELECT']);
      // A refusal: nothing was redeemed, the backend's words are shown, the password is typed again, the key kept.
      expect(settled(observation, 'error')).toBe(true);
      expect(kindOf(settleValue(observation))).toBe('business');
      expect([c.error, c.form.withdrawPassword, c.result]).toEqual([settleValue(observation), '', null]);
      expect(c.idempotencyKey).toBe(ctx(previous).idempotencyKey);
    },
    unknown: (observation) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      expect(snapshot.value).toBe('unknown');
      if (isSync(observation)) return expectSynced(observation);
      if (previous?.matches('unknown')) return expectIgnored(observation, ['SELECT']);
      // No answer (or a failure without a kind): it may have happened. Never success or failure blindly; the same request is kept to send again.
      expect(settled(observation, 'error')).toBe(true);
      expect(['network', undefined]).toContain(kindOf(settleValue(observation)));
      expect(c).toEqual({ ...ctx(previous), error: settleValue(observation) });
    },
    done: (observation) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      expect(snapshot.value).toBe('done');
      if (isSync(observation)) return expectSynced(observation);
      if (previous?.matches('done')) return expectIgnored(observation, ['SELECT']);
      // SPEC 4: the redeem is In Process; the receipt shows it.
      expect(settled(observation, 'done')).toBe(true);
      expect(c.result).toEqual(RESULT);
      expect(c.result?.status).toBe('inProcess');
      expect(c.error).toBeNull();
    },
  },
};
