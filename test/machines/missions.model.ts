import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { ClaimMissionResult, Mission, MissionLeaderboard, MissionSummary } from '@kernel/missions';
import { type MissionsContext, missionsMachine } from '@machines/member/missions.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

type MissionBoard = { summary: MissionSummary; leaderboard: MissionLeaderboard };
const DAY = Date.UTC(2026, 10, 26, 18, 30);
const YESTERDAY = DAY - 86_400_000;
const mission = (id: number, state: Mission['state'], progress: number, periodStart = DAY): Mission => ({
  id,
  period: 'daily',
  goal: 'betCount',
  category: null,
  title: `Mission ${id}`,
  target: 3,
  progress,
  prizePaise: 2_500,
  turnoverMultiplier: 5,
  points: 20,
  periodStart,
  periodEnd: periodStart + 86_400_000,
  state,
  claimedAt: state === 'claimed' ? DAY + 1 : null,
});
const LEADERBOARD: MissionLeaderboard = {
  weekStart: DAY,
  weekEnd: DAY + 7 * 86_400_000,
  entries: [{ rank: 1, userName: 'te***an', points: 120, self: false }],
  own: { rank: 7, userName: 'demo_member', points: 20, self: true },
};
/**
 * Mission 1 waits to be claimed today and, at exactly its target, in yesterday's period too (a
 * second period of one mission: another claim with another key); 2 is in progress, one short of
 * its target; 3 is claimed, 4 (yesterday's) expired.
 */
const BOARD: MissionBoard = {
  summary: {
    missions: [
      mission(1, 'claimable', 4),
      mission(1, 'claimable', 3, YESTERDAY),
      mission(2, 'inProgress', 2),
      mission(3, 'claimed', 3),
      mission(4, 'expired', 3, YESTERDAY),
    ],
    claimableCount: 2,
  },
  leaderboard: LEADERBOARD,
};
/** Nothing to claim (mission 1 claimed elsewhere). */
const BOARD_CLAIMED: MissionBoard = {
  summary: { missions: [mission(1, 'claimed', 4), mission(2, 'inProgress', 1)], claimableCount: 0 },
  leaderboard: { ...LEADERBOARD, own: { ...LEADERBOARD.own!, points: 40 } },
};
const CLAIMED: ClaimMissionResult = {
  claim: { missionId: 1, periodStart: DAY, prizePaise: 2_500, points: 20, claimedAt: DAY + 5 },
  summary: BOARD_CLAIMED.summary,
  leaderboard: BOARD_CLAIMED.leaderboard,
};
/** After a claim that still leaves one to claim (mission 5), so a second claim can follow a paid one. */
const CLAIMED_ONE_LEFT: ClaimMissionResult = {
  ...CLAIMED,
  summary: { missions: [mission(5, 'claimable', 3), mission(1, 'claimed', 4)], claimableCount: 1 },
};

/**
 * SPEC 2 missions: a prize is claimed for one mission of one period, listed and waiting to be
 * claimed. Which claims each summary a fixture answers offers, written out (mission@periodStart).
 */
const CLAIMABLE = new Map<MissionSummary, string[]>([
  [BOARD.summary, [`1@${DAY}`, `1@${YESTERDAY}`]],
  [BOARD_CLAIMED.summary, []],
  [CLAIMED_ONE_LEFT.summary, [`5@${DAY}`]],
]);
function claimable(summary: MissionSummary | undefined, target: { missionId: number; periodStart: number }): boolean {
  if (summary === undefined) return false;
  const listed = CLAIMABLE.get(summary);
  if (listed === undefined) throw new Error('a summary no fixture answers');
  return listed.includes(`${target.missionId}@${target.periodStart}`);
}
/** The same claim: the same mission and the same period. */
const sameClaim = (a: { missionId: number; periodStart: number } | null, b: { missionId: number; periodStart: number }) =>
  a !== null && `${a.missionId}@${a.periodStart}` === `${b.missionId}@${b.periodStart}`;

const UNKNOWN_KINDS = ['network', 'timeout', 'http', 'contract'];
const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as MissionsContext;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const outputOf = <T>(event: EventObject) => (event as unknown as { output: T }).output;
const errorOf = (event: EventObject) => (event as unknown as { error: unknown }).error;
const kindOf = (error: unknown) => (error as { kind?: string } | null)?.kind;
const targetOf = (event: EventObject) => ({
  missionId: (event as never as { missionId: number }).missionId,
  periodStart: (event as never as { periodStart: number }).periodStart,
});
const effectNames = ({ effects }: Observation) => effects.map((effect) => effect.name).filter((name) => name === 'refreshWallet' || name === 'badgesChanged');

/** The page makes a key per claim (crypto.randomUUID); here a counted one, to tell a new key from the one kept. */
let keysMade = 0;

/** An event the state takes and ignores: nothing called, nothing changed. Returns whether the step was one. */
function stays(state: string, { snapshot, previous, step, invoked }: Observation): boolean {
  if (step?.kind !== 'event' || !previous?.matches(state)) return false;
  expect(invoked).toEqual([]);
  expect(ctx(snapshot)).toEqual(ctx(previous));
  return true;
}

/** A CLAIM taken from ready, claimed or refused: only a claimable mission; the same claim after a lost answer keeps its key. */
function expectClaimStarted(observation: Observation) {
  const { snapshot, previous, event } = observation;
  const before = ctx(previous);
  const c = ctx(snapshot);
  expect(event.type).toBe('CLAIM');
  const target = targetOf(event);
  expect(claimable(before.board?.summary, target)).toBe(true);
  expect(c.target).toEqual(target);
  if (before.idempotencyKey !== null && sameClaim(before.target, target)) expect(c.idempotencyKey).toBe(before.idempotencyKey);
  else {
    // A new key, made now: never the one of another claim (the same mission of another period included).
    expect(c.idempotencyKey).not.toBe(before.idempotencyKey);
    expect(c.idempotencyKey).toBe(`key-${keysMade}`);
  }
  expect([c.lastClaim, c.error, c.board]).toEqual([null, null, before.board]);
  expect(observation.invoked).toEqual([{ src: 'claimMission', id: expect.any(String), input: { ...target, idempotencyKey: c.idempotencyKey } }]);
  expect(snapshot.matches('claiming')).toBe(true);
}

/** A CLAIM that does not start a claim: a mission not listed, of another period, or not complete. */
function expectClaimRefusedLocally(observation: Observation) {
  const { snapshot, previous, event } = observation;
  expect(event.type).toBe('CLAIM');
  expect(claimable(ctx(previous).board?.summary, targetOf(event))).toBe(false);
  expect(ctx(snapshot)).toEqual(ctx(previous));
  expect(observation.invoked).toEqual([]);
}

const oracles: MachineModel['oracles'] = {
  '*': (observation) => {
    const { snapshot, event } = observation;
    const c = ctx(snapshot);
    // SPEC 2: the wallet and the badge follow a paid claim, and only a paid claim.
    expect(effectNames(observation)).toEqual(isDone(event) && snapshot.matches('claimed') ? ['refreshWallet', 'badgesChanged'] : []);
    // A paid claim is shown only in claimed, a refusal only in refused or failed (kept through a retry's load).
    if (!snapshot.matches('claimed')) expect(c.lastClaim).toBeNull();
    if (snapshot.matches('ready') || snapshot.matches('claiming') || snapshot.matches('claimed')) expect(c.error).toBeNull();
  },
  loading: (observation) => {
    const { snapshot, previous, event } = observation;
    if (stays('loading', observation)) return;
    // SPEC 7: the summary and the leaderboard are asked for on entry and on every retry.
    expect(observation.invoked).toEqual([{ src: 'loadBoard', id: expect.any(String), input: undefined }]);
    if (previous === null) {
      expect(ctx(snapshot)).toEqual({ newKey: expect.any(Function), board: null, target: null, idempotencyKey: null, lastClaim: null, error: null });
      return;
    }
    expect(event.type).toBe('RETRY');
    expect(previous.matches('failed') || previous.matches('refused')).toBe(true);
    if (previous.matches('refused')) expect([ctx(snapshot).error, ctx(snapshot).lastClaim]).toEqual([null, null]);
  },
  failed: (observation) => {
    // SPEC 8: the reason is kept and shown with Try again (in place of the board, which stays for the next answer).
    expect(isError(observation.event)).toBe(true);
    expect(ctx(observation.snapshot).error).toBe(errorOf(observation.event));
    expect(ctx(observation.snapshot).board).toBe(ctx(observation.previous).board);
  },
  ready: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    expect(observation.invoked).toEqual([]);
    if (isDone(event)) {
      // The board the backend answered.
      expect([c.board, c.error]).toEqual([outputOf<MissionBoard>(event), null]);
      return;
    }
    if (event.type === 'DISMISS') {
      expect(previous?.matches('claimed') || previous?.matches('refused')).toBe(true);
      expect(c).toEqual({ ...ctx(previous), lastClaim: null, error: null });
      return;
    }
    expectClaimRefusedLocally(observation);
  },
  claiming: (observation) => {
    if (stays('claiming', observation)) return;
    expectClaimStarted(observation);
  },
  claimed: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (isDone(event)) {
      // The prize paid; the summary and leaderboard the backend answered replace the old ones; the key is spent.
      const result = outputOf<ClaimMissionResult>(event);
      expect(c).toEqual({
        ...ctx(previous),
        lastClaim: result.claim,
        board: { summary: result.summary, leaderboard: result.leaderboard },
        error: null,
        idempotencyKey: null,
      });
      return;
    }
    expectClaimRefusedLocally(observation);
  },
  refused: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (isError(event)) {
      const error = errorOf(event);
      // SPEC 8: the refusal shown; nothing paid, the board unchanged.
      expect([c.error, c.board, c.lastClaim]).toEqual([error, ctx(previous).board, null]);
      // A lost answer keeps the key (the same claim again is answered once); a refusal spends it.
      if (UNKNOWN_KINDS.includes(kindOf(error) ?? '')) expect(c.idempotencyKey).toBe(ctx(previous).idempotencyKey);
      else expect(c.idempotencyKey).toBeNull();
      return;
    }
    expectClaimRefusedLocally(observation);
  },
};

/** SPEC 2 Member center missionLeaderboard and its badge; SPEC 7 mission calls; SPEC 8 handling. */
export const missionsModel: MachineModel = {
  machine: missionsMachine,
  input: { newKey: () => `key-${++keysMade}` },
  fixtures: {
    outputs: { loadBoard: [BOARD, BOARD_CLAIMED], claimMission: [CLAIMED, CLAIMED_ONE_LEFT] },
    errors: {
      loadBoard: [apiFailure('network')],
      claimMission: [business(ErrorCode.missionAlreadyClaimed), apiFailure('network')],
    },
    events: {
      CLAIM: [
        { type: 'CLAIM', missionId: 1, periodStart: DAY },
        { type: 'CLAIM', missionId: 5, periodStart: DAY },
        { type: 'CLAIM', missionId: 2, periodStart: DAY },
        { type: 'CLAIM', missionId: 1, periodStart: YESTERDAY },
        { type: 'CLAIM', missionId: 4, periodStart: YESTERDAY },
        // mission 5 is listed only for today
        { type: 'CLAIM', missionId: 5, periodStart: YESTERDAY },
      ],
    },
  },
  // What decides the next step: the missions listed (which can be claimed), the claim aimed at and its key, and the status line.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [
      snapshot.value,
      c.board?.summary.missions.map((item) => `${item.id}:${item.state}`).join() ?? null,
      c.target ? `${c.target.missionId}@${c.target.periodStart}` : null,
      c.idempotencyKey !== null,
      c.lastClaim !== null,
      kindOf(c.error) ?? null,
    ];
  },
  oracles,
};
