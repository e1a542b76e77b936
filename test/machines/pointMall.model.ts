import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { PointBalance, PointConfig, PointReward } from '@kernel/points';
import { type PointMallContext, pointMallMachine } from '@machines/member/pointMall.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

type PointMallData = { balance: PointBalance; config: PointConfig; rewards: PointReward[] };
const CONFIG: PointConfig = { ratio: { points: 100, paise: 100 }, convertStepPoints: 100, convertMinPoints: 1000, earnValidBetPaisePerPoint: 1000, expires: false };
const reward = (id: number, points: number, stock: number): PointReward => ({
  id,
  name: `Reward ${id}`,
  description: '',
  imageUrl: `/assets-gen/reward/${id}.svg`,
  points,
  stock,
});
const REWARDS = [reward(1, 600, 10), reward(2, 4500, 3), reward(3, 60_000, 0)];
/** demo_member as seeded: 4,274 points; after a redeem of 600 points, 3,674. */
const SEEDED: PointMallData = { balance: { currentPoints: 4274, pointsBalance: 4874, changedPoints: 1200, hasWithdrawPassword: true }, config: CONFIG, rewards: REWARDS };
const AFTER_REDEEM: PointMallData = { ...SEEDED, balance: { currentPoints: 3674, pointsBalance: 4874, changedPoints: 1200, hasWithdrawPassword: true } };

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as PointMallContext;
const settled = ({ step }: Observation, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === 'loadMall' && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const codeOf = (error: unknown) => (error as { details?: { code?: string } } | null)?.details?.code;
const loadCalls = ({ invoked }: Observation) => invoked.filter((call) => call.src === 'loadMall');

/** SPEC 1 points mall, SPEC 3 Points, SPEC 6 module flags (PTSYS3), SPEC 7 Points, SPEC 8 handling. */
export const pointMallModel: MachineModel = {
  machine: pointMallMachine,
  fixtures: {
    outputs: { loadMall: [SEEDED, AFTER_REDEEM] },
    // a business refusal other than the module switched off is a failure like any other
    errors: { loadMall: [apiFailure('network'), business(ErrorCode.moduleDisabled), business(ErrorCode.tooManyRequests)] },
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.data?.balance.currentPoints ?? null, c.loadError !== null, c.refreshError !== null];
  },
  oracles: {
    '*': ({ snapshot }) => {
      const c = ctx(snapshot);
      // The mall is shown (reading again or not) only with its data; before the first answer there is none
      // (switched off meanwhile, what was read stays behind the notice).
      const shown = snapshot.matches('ready') || snapshot.matches('refreshing');
      if (shown) expect(c.data).not.toBeNull();
      if (snapshot.matches('loading') || snapshot.matches('failed')) expect(c.data).toBeNull();
      // A failed first read and a failed read again are told apart: the first shows nothing, the second keeps the figures.
      if (snapshot.matches('failed')) expect(c.loadError).not.toBeNull();
      if (shown) expect(c.loadError).toBeNull();
      if (c.refreshError !== null) expect(snapshot.matches('ready')).toBe(true);
    },
    loading: (observation) => {
      const { snapshot, previous, event } = observation;
      if (previous?.matches('loading')) return expectIgnored(observation, ['REFRESH', 'RETRY']);
      // The balance, the rules and the catalogue are asked for on opening and on Try again, once.
      expect(loadCalls(observation)).toHaveLength(1);
      if (previous === null) expect(ctx(snapshot)).toEqual({ data: null, loadError: null, refreshError: null });
      else expect([previous.matches('failed'), event.type]).toEqual([true, 'RETRY']);
    },
    failed: (observation) => {
      const { snapshot, previous } = observation;
      if (previous?.matches('failed')) return expectIgnored(observation, ['REFRESH']);
      // SPEC 8 'Network link is abnormal, please try again': the reason kept, with a retry; nothing shown.
      expect(settled(observation, 'error')).toBe(true);
      expect(codeOf(settleValue(observation))).not.toBe(ErrorCode.moduleDisabled);
      expect([ctx(snapshot).loadError, ctx(snapshot).data]).toEqual([settleValue(observation), null]);
      expect(observation.invoked).toEqual([]);
    },
    unavailable: (observation) => {
      const { previous } = observation;
      if (previous?.matches('unavailable')) return expectIgnored(observation, ['REFRESH', 'RETRY']);
      // SPEC 6: the module switched off on the backend: the mall is not available, nothing more is asked.
      expect(settled(observation, 'error')).toBe(true);
      expect(codeOf(settleValue(observation))).toBe(ErrorCode.moduleDisabled);
      expect(observation.invoked).toEqual([]);
    },
    ready: (observation) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      expect(observation.invoked).toEqual([]);
      if (settled(observation, 'done')) {
        // The answer is shown whole; any earlier failure is forgotten.
        expect(c).toEqual({ data: settleValue(observation), loadError: null, refreshError: null });
        return;
      }
      // Reading again failed: the figures shown stay, with the reason and a Try again.
      expect(settled(observation, 'error')).toBe(true);
      expect(previous?.matches('refreshing')).toBe(true);
      expect(c.data).toBe(ctx(previous).data);
      expect(c.refreshError).toBe(settleValue(observation));
    },
    refreshing: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      if (previous?.matches('refreshing') && event.type === 'RETRY') return expectIgnored(observation, ['RETRY']);
      // After a write (REFRESH), or Try again after a failed read: read once more, the figures shown stay meanwhile.
      expect(loadCalls(observation)).toHaveLength(1);
      expect(c.data).toBe(ctx(previous).data);
      expect(c.data).not.toBeNull();
      expect(c.refreshError).toBeNull();
      if (previous?.matches('refreshing')) expect(event.type).toBe('REFRESH');
      else if (event.type === 'RETRY') expect(ctx(previous).refreshError).not.toBeNull();
      else expect(event.type).toBe('REFRESH');
    },
  },
};
