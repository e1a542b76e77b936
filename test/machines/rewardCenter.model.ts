import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { ClaimRewardResult, Reward, RewardList } from '@kernel/rewardCenter';
import type { VipInfo } from '@kernel/vip';
import { type RewardCenterContext, rewardCenterMachine } from '@machines/member/rewardCenter.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = 1_760_000_000_000;
const reward = (id: number, status: Reward['status'], seen: boolean, amountPaise = 10_000 * id): Reward => ({
  id,
  kind: id === 1 ? 'levelUp' : 'monthlyBonus',
  title: `Reward ${id}`,
  amountPaise,
  turnoverMultiplier: 1,
  grantedAt: NOW - id * DAY_MS,
  expiresAt: status === 'expired' ? NOW - DAY_MS : NOW + 10 * DAY_MS,
  claimedAt: status === 'claimed' ? NOW - DAY_MS : null,
  status,
  seen,
});
/** Two to claim (1 seen, 2 new), one expired unseen (3), one claimed (4): the badge counts 3. */
const WITH_NEW: RewardList = {
  items: [reward(1, 'claimable', true), reward(2, 'claimable', false), reward(3, 'expired', false), reward(4, 'claimed', true)],
  unreadCount: 3,
};
/** One new (the expired 3), the rest seen: one to claim (1). */
const ONE_NEW: RewardList = { items: [reward(1, 'claimable', true), reward(3, 'expired', false)], unreadCount: 2 };
/** Everything seen: one to claim (1), one claimed (4). */
const ALL_SEEN: RewardList = { items: [reward(1, 'claimable', true), reward(4, 'claimed', true)], unreadCount: 1 };
const AFTER_SEEN = { unreadCount: 2 };
/** Reward 1 paid: ₹100 more in the main wallet. */
const CLAIMED_1: ClaimRewardResult = { reward: { ...reward(1, 'claimed', true), claimedAt: NOW }, balancePaise: 2_510_000, unreadCount: 1 };

const level = (n: number, depositRupees: number, betRupees: number) => ({
  level: n,
  label: n === 0 ? 'Regular' : `VIP ${n}`,
  depositPaise: depositRupees * 100,
  validBetPaise: betRupees * 100,
  upgradeBonusPaise: n * 50_000,
  monthlyBonusPaise: n * 10_000,
  birthdayBonusPaise: n * 20_000,
  rebateBps: 30 + n * 10,
  dailyWithdrawLimitPaise: 5_000_000 * (n + 1),
  dailyWithdrawCount: 3 + n,
  perks: n > 0 ? ['VIP customer service line'] : [],
});
/** VIP 1 (₹1,000 and ₹5,000) reached with ₹1,500 deposited and ₹8,000 bet; VIP 2 asks ₹3,000 and ₹15,000. */
const VIP: VipInfo = {
  levels: [level(0, 0, 0), level(1, 1_000, 5_000), level(2, 3_000, 15_000)],
  member: { level: 1, label: 'VIP 1', depositPaise: 150_000, validBetPaise: 800_000 },
};

let keysMade = 0;
const newKey = () => `claim-key-${++keysMade}`;
const KEY = /^claim-key-\d+$/;

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as RewardCenterContext;
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const effectNames = ({ effects }: Observation) => effects.map((effect) => effect.name);
const codeOf = (error: unknown) => (error as { details?: { code?: string } } | null)?.details?.code ?? null;
const kindOf = (error: unknown) => (error as { kind?: string }).kind;
const idOfEvent = (observation: Observation) => (observation.event as unknown as { id: number }).id;
const statuses = (list: RewardList | null) => list?.items.map((item) => `${item.id}:${item.status}:${item.seen}`).join() ?? '';
const stays = ({ previous }: Observation, state: string) => previous?.matches(state) === true;
/** SPEC 6: everything asked for has come: the rewards, and the VIP standing when VIP3 is on. */
const allIn = (c: RewardCenterContext, vipEnabled: boolean) => c.rewards !== null && (!vipEnabled || c.vip !== null);

/** While something is under way the buttons wait: these change nothing and run nothing. */
const BUSY = ['CLAIM', 'DISMISS', 'RETRY'];
/** The claim sent: the reward chosen, with the key made for it. */
function expectClaimSent(observation: Observation) {
  const c = ctx(observation.snapshot);
  expect(observation.invoked).toEqual([{ src: 'claimReward', id: expect.any(String), input: { rewardId: c.claimingId, idempotencyKey: c.idempotencyKey } }]);
}

/** A CLAIM that starts a claim: only of a claimable reward of the list, with a fresh key, the last outcome cleared. */
function expectClaimStarted(observation: Observation) {
  const { snapshot, previous } = observation;
  const c = ctx(snapshot);
  const id = idOfEvent(observation);
  expect(ctx(previous).rewards?.items.find((item) => item.id === id)?.status).toBe('claimable');
  expect(c.claimingId).toBe(id);
  expect(c.idempotencyKey).toMatch(KEY);
  expect(c.idempotencyKey).not.toBe(ctx(previous).idempotencyKey);
  expect(c).toEqual({ ...ctx(previous), claimingId: id, idempotencyKey: c.idempotencyKey, claimed: null, failure: null, checks: 0 });
  expectClaimSent(observation);
}

const oracles = (vipEnabled: boolean): MachineModel['oracles'] => ({
  '*': ({ snapshot }) => {
    const c = ctx(snapshot);
    // SPEC 6: with VIP3 off the VIP standing is never asked for.
    if (!vipEnabled) expect(c.vip).toBeNull();
    if (c.rewards) expect(c.rewards.unreadCount).toBeGreaterThanOrEqual(0);
    // A claim in flight has its reward and key; the outcome lines belong to their states only.
    const inFlight = snapshot.matches('claiming') || snapshot.matches('unknown');
    if (inFlight) expect([typeof c.claimingId, c.idempotencyKey]).toEqual(['number', expect.stringMatching(KEY)]);
    expect(c.claimed !== null).toBe(snapshot.matches('claimed'));
    expect(c.failure !== null).toBe(snapshot.matches('refused'));
    expect(c.loadError !== null).toBe(snapshot.matches('failed'));
    // The VIP standing shown is the one answered, with VIP3 on only.
    if (c.vip !== null) expect(c.vip).toEqual(VIP);
  },
  loading: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (stays(observation, 'loading')) {
      if (observation.step?.kind === 'event') return expectIgnored(observation, BUSY);
      return;
    }
    // Everything is asked for afresh: at the start, or on Try again after a failure.
    expect([c.vip, c.rewards, c.loadError]).toEqual([null, null, null]);
    const asked = observation.invoked.map((call) => call.src).sort();
    expect(asked).toEqual(vipEnabled ? ['loadRewards', 'loadVip'] : ['loadRewards']);
    if (previous) expect([previous.matches('failed'), event.type]).toEqual([true, 'RETRY']);
  },
  'loading.vip': ({ snapshot }) => expect(snapshot.matches('loading')).toBe(true),
  'loading.vip.choosing': ({ snapshot }) => {
    // Left at once: to the call with VIP3 on, past it with VIP3 off.
    expect(ctx(snapshot).vip).toBeNull();
  },
  'loading.vip.fetching': (observation) => {
    expect(vipEnabled).toBe(true);
    expect(ctx(observation.snapshot).vip).toBeNull();
  },
  'loading.vip.fetched': (observation) => {
    expect(vipEnabled).toBe(true);
    if (settled(observation, 'loadVip', 'done')) expect(ctx(observation.snapshot).vip).toEqual(settleValue(observation));
    expect(ctx(observation.snapshot).vip).not.toBeNull();
  },
  'loading.vip.skipped': (observation) => {
    // SPEC 6: a feature whose module is off is not shown and its call is not made.
    expect(vipEnabled).toBe(false);
    expect(observation.invoked.map((call) => call.src)).not.toContain('loadVip');
  },
  'loading.rewards': ({ snapshot }) => expect(snapshot.matches('loading')).toBe(true),
  'loading.rewards.fetching': ({ snapshot }) => expect(ctx(snapshot).rewards).toBeNull(),
  'loading.rewards.fetched': (observation) => {
    if (settled(observation, 'loadRewards', 'done')) expect(ctx(observation.snapshot).rewards).toEqual(settleValue(observation));
    expect(ctx(observation.snapshot).rewards).not.toBeNull();
  },
  failed: (observation) => {
    const { snapshot, previous } = observation;
    // SPEC 8 'Network link is abnormal, please try again': why, with a retry; the other call is dropped.
    if (stays(observation, 'failed')) return;
    expect(previous?.matches('loading')).toBe(true);
    expect(settled(observation, 'loadRewards', 'error') || settled(observation, 'loadVip', 'error')).toBe(true);
    expect(ctx(snapshot).loadError).toBe(settleValue(observation));
    expect(observation.invoked).toEqual([]);
    expect(effectNames(observation)).toEqual([]);
  },
  markingSeen: (observation) => {
    const { snapshot } = observation;
    const c = ctx(snapshot);
    if (stays(observation, 'markingSeen')) return expectIgnored(observation, BUSY);
    // SPEC 2 unread badges: the rewards shown that were new are marked seen, once, as soon as everything is in.
    expect(allIn(c, vipEnabled)).toBe(true);
    const unseen = c.rewards?.items.filter((item) => !item.seen).map((item) => item.id);
    expect(unseen?.length).toBeGreaterThan(0);
    expect(observation.invoked).toEqual([{ src: 'markSeen', id: expect.any(String), input: unseen }]);
  },
  ready: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous);
    expect(allIn(c, vipEnabled)).toBe(true);
    expect(observation.invoked).toEqual([]);
    expect(c.vip).toEqual(vipEnabled ? VIP : null);
    if (settled(observation, 'markSeen', 'done')) {
      // The badge follows the backend's count; the New markers stay for this visit.
      expect(c.rewards).toEqual({ ...before.rewards, unreadCount: AFTER_SEEN.unreadCount });
      expect(effectNames(observation)).toEqual(['unreadChanged']);
      return;
    }
    expect(effectNames(observation)).toEqual([]);
    if (settled(observation, 'markSeen', 'error')) {
      // Not marked: nothing changes, the badge stays; the next visit marks them.
      expect(c).toEqual(before);
      return;
    }
    if (settled(observation, 'loadRewards', 'done') || settled(observation, 'loadVip', 'done')) {
      // Everything in and nothing new: straight to the list.
      expect(c.rewards?.items.every((item) => item.seen)).toBe(true);
      return;
    }
    if (event.type === 'DISMISS') {
      // The status line of the last claim goes; nothing else changes.
      expect(previous?.matches('claimed') || previous?.matches('refused')).toBe(true);
      expect(c).toEqual({ ...before, claimed: null, failure: null });
      return;
    }
    // A CLAIM of something not claimable (expired, claimed, not listed): nothing is sent.
    expect(event.type).toBe('CLAIM');
    expect(before.rewards?.items.find((item) => item.id === idOfEvent(observation))?.status).not.toBe('claimable');
    expect(c).toEqual(before);
  },
  claiming: (observation) => {
    const { snapshot, previous, step } = observation;
    const c = ctx(snapshot);
    if (stays(observation, 'claiming')) return expectIgnored(observation, BUSY);
    expect(effectNames(observation)).toEqual([]);
    if (previous?.matches('unknown')) {
      // Asked again when the wait (2 s, 4 s, ...) ends: the same reward with the same key, never a second payment.
      expect(step?.kind).toBe('wait');
      expect(c).toEqual({ ...ctx(previous), checks: ctx(previous).checks + 1 });
      return expectClaimSent(observation);
    }
    expect(['ready', 'claimed', 'refused'].some((state) => previous?.matches(state))).toBe(true);
    expectClaimStarted(observation);
  },
  unknown: (observation) => {
    const { snapshot, previous } = observation;
    if (stays(observation, 'unknown')) return expectIgnored(observation, BUSY);
    // Money rules: no answer is not a refusal; nothing is shown as paid or refused, the key is kept.
    expect(settled(observation, 'claimReward', 'error')).toBe(true);
    expect(['network', 'timeout', 'http', 'contract']).toContain(kindOf(settleValue(observation)));
    expect(ctx(snapshot)).toEqual(ctx(previous));
    expect([observation.invoked, effectNames(observation)]).toEqual([[], []]);
  },
  claimed: (observation) => {
    const { snapshot, previous } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous);
    if (stays(observation, 'claimed')) {
      // A CLAIM of something not claimable: nothing sent, nothing changed.
      expect(observation.event.type).toBe('CLAIM');
      return expectIgnored(observation, ['CLAIM']);
    }
    // Paid: the reward shows claimed, the badge's count is the backend's; the header balance and the menu badge are told.
    expect(settled(observation, 'claimReward', 'done')).toBe(true);
    const result = settleValue(observation) as ClaimRewardResult;
    expect(c.claimed).toEqual(result);
    expect(c.rewards?.unreadCount).toBe(result.unreadCount);
    // The reward answered replaces its listed copy; the others stay as they were.
    expect(c.rewards?.items).toEqual(before.rewards?.items.map((item) => (item.id === result.reward.id ? result.reward : item)));
    expect(c.idempotencyKey).toBeNull();
    expect(effectNames(observation)).toEqual(['notifyWallet', 'unreadChanged']);
  },
  refused: (observation) => {
    const { snapshot, previous } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous);
    if (stays(observation, 'refused')) return expectIgnored(observation, ['CLAIM']);
    // Refused: nothing paid, nobody told; why is shown and the list shows what the backend holds.
    expect(settled(observation, 'claimReward', 'error')).toBe(true);
    const error = settleValue(observation);
    expect(['business', 'expired']).toContain(kindOf(error));
    expect(c.failure).toBe(error);
    expect(effectNames(observation)).toEqual([]);
    expect(c.idempotencyKey).toBeNull();
    const id = before.claimingId;
    const was = before.rewards?.items ?? [];
    const now = c.rewards?.items ?? [];
    switch (codeOf(error)) {
      case ErrorCode.rewardExpired:
        expect(now.find((item) => item.id === id)?.status).toBe('expired');
        break;
      case ErrorCode.rewardAlreadyClaimed:
        expect(now.find((item) => item.id === id)?.status).toBe('claimed');
        break;
      case ErrorCode.rewardNotFound:
        expect(now.map((item) => item.id)).toEqual(was.filter((item) => item.id !== id).map((item) => item.id));
        break;
      default:
        expect(now).toEqual(was);
    }
    expect(now.filter((item) => item.id !== id)).toEqual(was.filter((item) => item.id !== id));
  },
});

const claimEvents = [
  { type: 'CLAIM', id: 1 },
  { type: 'CLAIM', id: 2 },
  { type: 'CLAIM', id: 3 },
  { type: 'CLAIM', id: 99 },
];

/** 2 s, 4 s, 8 s, ... at most 30 s between asks about a claim's unknown outcome. */
const recheckMs = (checks: number) => Math.min(30_000, 2_000 * 2 ** checks);

const model = (vipEnabled: boolean): MachineModel => ({
  machine: rewardCenterMachine,
  variant: vipEnabled ? 'VIP3 on' : 'VIP3 off',
  input: { vipEnabled, newKey },
  fixtures: {
    outputs: { loadVip: [VIP], loadRewards: [WITH_NEW, ONE_NEW, ALL_SEEN], markSeen: [AFTER_SEEN], claimReward: [CLAIMED_1] },
    errors: {
      loadVip: [apiFailure('network')],
      loadRewards: [apiFailure('timeout')],
      markSeen: [apiFailure('network')],
      claimReward: [
        business(ErrorCode.rewardExpired),
        business(ErrorCode.rewardAlreadyClaimed),
        business(ErrorCode.rewardNotFound),
        business(ErrorCode.idempotencyConflict),
        apiFailure('expired'),
        apiFailure('network'),
      ],
    },
    events: { CLAIM: claimEvents },
  },
  // What decides the next step: the list (statuses and New markers), whether the VIP standing came,
  // the claim chosen and the outcome shown, and whether a recheck has happened (the wait grows).
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [
      snapshot.value,
      statuses(c.rewards),
      c.rewards?.unreadCount ?? -1,
      c.vip !== null,
      c.claimingId,
      codeOf(c.failure),
      c.loadError !== null,
      // with VIP3 off, up to the fourth recheck: its wait (32 s) is the first cut to the 30 s cap
      Math.min(c.checks, vipEnabled ? 1 : 4),
    ];
  },
  delays: { recheckDelay: (snapshot) => recheckMs(ctx(snapshot).checks) },
  oracles: oracles(vipEnabled),
});

/** SPEC 2 Member center rewardCenter with its badge; SPEC 2 other screens VIP; SPEC 6 VIP3 on and off. */
export const rewardCenterModels: MachineModel[] = [model(true), model(false)];
