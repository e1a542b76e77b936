import { assign, fromPromise, setup } from 'xstate';
import type { ClaimRewardRequest, ClaimRewardResult, RewardCount, RewardList } from '@kernel/rewardCenter';
import type { VipInfo } from '@kernel/vip';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { failureCode, isUnknownOutcome, recheckDelayMs } from '../wallet/writeOutcome.rules';
import { afterRefusal, isClaimable, unseenIds, withClaimed, withUnreadCount } from './rewardCenter.rules';

export type RewardCenterEvent = { type: 'RETRY' } | { type: 'CLAIM'; id: number } | { type: 'DISMISS' };

export type RewardCenterInput = KeyInput & {
  /** Module VIP3: when off the VIP part is not shown and its call not made. */
  vipEnabled: boolean;
};

export type RewardCenterContext = {
  vipEnabled: boolean;
  /** Makes a fresh idempotency key (input newKey, else machines/idempotencyKey.ts), once per intended claim. */
  newKey: NewKey;
  /** The VIP levels and the member's standing; null until they come (and always with VIP3 off). */
  vip: VipInfo | null;
  /** The rewards and the badge's count; null until they come. */
  rewards: RewardList | null;
  loadError: unknown;
  /** The reward being claimed, or the one the last claim was of (its outcome is shown beside it). */
  claimingId: number | null;
  /** The key of a claim whose answer never came: the same reward is claimed again with it. */
  idempotencyKey: string | null;
  /** The last claim paid (claimed), for the status line. */
  claimed: ClaimRewardResult | null;
  /** Why the last claim was refused. */
  failure: unknown;
  /** Asks about an unknown outcome so far (the wait before the next one grows). */
  checks: number;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const idOf = (event: unknown) => (event as { id: number }).id;

/** While a claim is under way, or its outcome unknown, the buttons wait: claims and dismissals are ignored. */
const BUSY = { CLAIM: {}, DISMISS: {}, RETRY: {} } as const;

/**
 * SPEC 2 Member center rewardCenter with its unread badge, and its VIP part (SPEC 2 other screens:
 * VIP; SPEC 6 module VIP3): the rewards and (with VIP3 on) the VIP levels with the member's
 * standing load together; a failure offers to try again. The rewards not seen yet are marked seen
 * (the badge follows). A claimable reward is claimed with a key made once per intended claim: paid
 * (the root wallet and the badge are told), refused (why, and the list shows what the backend
 * holds), or unanswered: asked again with the same key until the backend answers, so it is never
 * paid twice.
 */
export const rewardCenterMachine = setup({
  types: { context: {} as RewardCenterContext, events: {} as RewardCenterEvent, input: {} as RewardCenterInput },
  actors: {
    loadVip: fromPromise<VipInfo>(async () => {
      throw new Error('loadVip not provided');
    }),
    loadRewards: fromPromise<RewardList>(async () => {
      throw new Error('loadRewards not provided');
    }),
    markSeen: fromPromise<RewardCount, number[]>(async () => {
      throw new Error('markSeen not provided');
    }),
    claimReward: fromPromise<ClaimRewardResult, ClaimRewardRequest>(async () => {
      throw new Error('claimReward not provided');
    }),
  },
  guards: {
    vipEnabled: ({ context }) => context.vipEnabled,
    hasUnseen: ({ context }) => unseenIds(context.rewards).length > 0,
    claimable: ({ context, event }) => isClaimable(context.rewards, idOf(event)),
    outcomeUnknown: ({ event }) => isUnknownOutcome(errorOf(event)),
  },
  actions: {
    storeVip: assign({ vip: ({ event }) => outputOf<VipInfo>(event) }),
    storeRewards: assign({ rewards: ({ event }) => outputOf<RewardList>(event) }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    // Nothing half-loaded is kept: both come again together.
    startOver: assign({ vip: null, rewards: null, loadError: null }),
    storeCount: assign({ rewards: ({ context, event }) => context.rewards && withUnreadCount(context.rewards, outputOf<RewardCount>(event).unreadCount) }),
    /** The claim about to be sent: the same reward as an unanswered claim keeps its key, any other gets a fresh one. */
    startClaim: assign(({ context, event }) => {
      const id = idOf(event);
      const keyFits = context.idempotencyKey !== null && context.claimingId === id;
      return { claimingId: id, idempotencyKey: keyFits ? context.idempotencyKey : context.newKey(), claimed: null, failure: null, checks: 0 };
    }),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    /** Paid: the reward shows claimed, the badge's count follows; the key is spent. */
    storeClaim: assign(({ context, event }) => {
      const result = outputOf<ClaimRewardResult>(event);
      return { claimed: result, rewards: context.rewards && withClaimed(context.rewards, result), idempotencyKey: null, checks: 0 };
    }),
    /** Refused: nothing was paid; the list shows what the backend holds; the next claim gets a fresh key. */
    noteRefusal: assign(({ context, event }) => {
      const error = errorOf(event);
      return {
        failure: error,
        rewards: context.rewards && afterRefusal(context.rewards, context.claimingId ?? 0, failureCode(error)),
        idempotencyKey: null,
        checks: 0,
      };
    }),
    dismiss: assign({ claimed: null, failure: null }),
    /** The root wallet actor is told (REFRESH): the header balance rises. */
    notifyWallet: () => {},
    /** The menu badge follows the count (the area reads it again). */
    unreadChanged: () => {},
  },
  delays: {
    recheckDelay: ({ context }) => recheckDelayMs(context.checks),
  },
}).createMachine({
  id: 'rewardCenter',
  meta: { spec: '2 Member center: rewardCenter (reward center) with its unread badge' },
  context: ({ input }) => ({
    vipEnabled: input.vipEnabled,
    newKey: keyMakerOf(input),
    vip: null,
    rewards: null,
    loadError: null,
    claimingId: null,
    idempotencyKey: null,
    claimed: null,
    failure: null,
    checks: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '2 Member center: rewardCenter, the rewards and the VIP standing asked for together' },
      type: 'parallel',
      onDone: [{ guard: 'hasUnseen', target: 'markingSeen' }, { target: 'ready' }],
      on: BUSY,
      states: {
        vip: {
          meta: { spec: '2 Other screens implied by texts: VIP (module VIP3)' },
          initial: 'choosing',
          states: {
            choosing: {
              meta: { spec: '6 Server module flags: VIP is shown only when VIP3 is on' },
              always: [{ guard: 'vipEnabled', target: 'fetching' }, { target: 'skipped' }],
            },
            fetching: {
              meta: { spec: "2 Other screens: VIP levels with thresholds and benefits, the member's level and progress" },
              invoke: { src: 'loadVip', onDone: { target: 'fetched', actions: 'storeVip' }, onError: { target: '#rewardCenter.failed', actions: 'noteLoadError' } },
            },
            fetched: { meta: { spec: "2 Other screens: VIP levels with thresholds and benefits, the member's level and progress" }, type: 'final' },
            skipped: { meta: { spec: '6 Server module flags: VIP3 off, the VIP call is not made' }, type: 'final' },
          },
        },
        rewards: {
          meta: { spec: '2 Member center: rewardCenter, the rewards to claim' },
          initial: 'fetching',
          states: {
            fetching: {
              meta: { spec: '2 Member center: rewardCenter, the rewards to claim' },
              invoke: {
                src: 'loadRewards',
                onDone: { target: 'fetched', actions: 'storeRewards' },
                onError: { target: '#rewardCenter.failed', actions: 'noteLoadError' },
              },
            },
            fetched: { meta: { spec: '2 Member center: rewardCenter, the rewards to claim' }, type: 'final' },
          },
        },
      },
    },
    failed: {
      meta: { spec: '8 Network link is abnormal, please try again' },
      on: { RETRY: { target: 'loading', actions: 'startOver' } },
    },
    markingSeen: {
      meta: { spec: '2 Member center: unread badges; opening the reward center marks its new rewards seen' },
      invoke: {
        src: 'markSeen',
        input: ({ context }) => unseenIds(context.rewards),
        onDone: { target: 'ready', actions: ['storeCount', 'unreadChanged'] },
        // Not marked: the badge stays as it was; the next visit marks them.
        onError: 'ready',
      },
      on: BUSY,
    },
    ready: {
      meta: { spec: '2 Member center: rewardCenter, rewards with amount, source, expiry and status' },
      on: { CLAIM: { guard: 'claimable', target: 'claiming', actions: 'startClaim' } },
    },
    claiming: {
      meta: { spec: '1 Promotions, rewards and missions: claiming a reward pays it into the balance, once' },
      invoke: {
        src: 'claimReward',
        input: ({ context }) => ({ rewardId: context.claimingId ?? 0, idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'claimed', actions: ['storeClaim', 'notifyWallet', 'unreadChanged'] },
        onError: [
          { guard: 'outcomeUnknown', target: 'unknown' },
          { target: 'refused', actions: 'noteRefusal' },
        ],
      },
      on: BUSY,
    },
    unknown: {
      meta: { spec: 'Money rules: a lost answer is an unknown outcome, asked again with the same key' },
      after: { recheckDelay: { target: 'claiming', actions: 'countCheck' } },
      on: BUSY,
    },
    claimed: {
      meta: { spec: '3 Account display: the balance rises by the reward claimed, the badge drops' },
      on: { CLAIM: { guard: 'claimable', target: 'claiming', actions: 'startClaim' }, DISMISS: { target: 'ready', actions: 'dismiss' } },
    },
    refused: {
      meta: { spec: '8 Error handling: a refused claim (expired, already claimed) says why, nothing paid' },
      on: { CLAIM: { guard: 'claimable', target: 'claiming', actions: 'startClaim' }, DISMISS: { target: 'ready', actions: 'dismiss' } },
    },
  },
});
