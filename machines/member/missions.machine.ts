import { assign, fromPromise, setup } from 'xstate';
import type { ClaimMissionRequest, ClaimMissionResult, MissionClaim } from '@kernel/missions';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { isUnknownOutcome } from '../wallet/writeOutcome.rules';
import { isClaimable, type MissionBoard, type MissionTarget, sameTarget } from './missions.rules';

export type MissionsEvent =
  | { type: 'RETRY' }
  | ({ type: 'CLAIM' } & MissionTarget)
  /** Closes the status line of the last claim. */
  | { type: 'DISMISS' };

export type MissionsContext = {
  /** Makes the key of a new write (input newKey, else machines/idempotencyKey.ts), kept for its retries. */
  newKey: NewKey;
  /** The summary and the leaderboard shown (kept while a claim is under way), null before the first answer. */
  board: MissionBoard | null;
  /** The mission being claimed, or the last one tried. */
  target: MissionTarget | null;
  /** Made once per intended claim, sent again when the same claim is retried after a lost answer. */
  idempotencyKey: string | null;
  /** The prize the last claim paid. */
  lastClaim: MissionClaim | null;
  /** Why the load or the last claim failed. */
  error: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const targetOf = (event: unknown): MissionTarget => {
  const { missionId, periodStart } = event as MissionTarget;
  return { missionId, periodStart };
};

/**
 * SPEC 2 missionLeaderboard, SPEC 7 mission calls: the mission summary (daily and weekly missions
 * with their progress, prize and state) and the week's leaderboard load together. A complete
 * mission's prize is claimed with an idempotency key made once per claim; a claim that got no answer
 * keeps its key, so claiming it again can never pay twice. A paid claim refreshes the wallet and
 * the menu badge, and shows the summary and leaderboard the backend answered.
 */
export const missionsMachine = setup({
  types: { context: {} as MissionsContext, events: {} as MissionsEvent, input: {} as KeyInput | undefined },
  actors: {
    loadBoard: fromPromise<MissionBoard>(async () => {
      throw new Error('loadBoard not provided');
    }),
    claimMission: fromPromise<ClaimMissionResult, ClaimMissionRequest>(async () => {
      throw new Error('claimMission not provided');
    }),
  },
  guards: {
    claimable: ({ context, event }) => isClaimable(context.board?.summary, targetOf(event)),
    retryOfSameClaim: ({ context, event }) =>
      isClaimable(context.board?.summary, targetOf(event)) && context.idempotencyKey !== null && sameTarget(context.target, targetOf(event)),
    outcomeUnknown: ({ event }) => isUnknownOutcome(errorOf(event)),
  },
  actions: {
    storeBoard: assign({ board: ({ event }) => outputOf<MissionBoard>(event), error: null }),
    noteError: assign({ error: ({ event }) => errorOf(event) }),
    aim: assign(({ event }) => ({ target: targetOf(event), error: null, lastClaim: null })),
    /** Gives a new write its idempotency key (input newKey); the retries of the same write keep it. */
    makeKey: assign({ idempotencyKey: ({ context }) => context.newKey() }),
    forgetKey: assign({ idempotencyKey: null }),
    storeClaim: assign(({ event }) => {
      const { claim, summary, leaderboard } = outputOf<ClaimMissionResult>(event);
      return { lastClaim: claim, board: { summary, leaderboard }, error: null, idempotencyKey: null };
    }),
    dismiss: assign({ lastClaim: null, error: null }),
    /** The prize reached the main wallet: the root wallet actor reads it again (provided by the page). */
    refreshWallet: () => {},
    /** The missions badge counts one fewer (provided by the page: the area reads the badges again). */
    badgesChanged: () => {},
  },
}).createMachine({
  id: 'missions',
  meta: { spec: '2 Member center: missionLeaderboard' },
  context: ({ input }) => ({ newKey: keyMakerOf(input), board: null, target: null, idempotencyKey: null, lastClaim: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '7 Mission calls: MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard (T)' },
      invoke: { src: 'loadBoard', onDone: { target: 'ready', actions: 'storeBoard' }, onError: { target: 'failed', actions: 'noteError' } },
      on: { CLAIM: {}, RETRY: {}, DISMISS: {} },
    },
    failed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: 'loading' } },
    ready: {
      meta: { spec: '2 Member center: missionLeaderboard, missions with progress bars and the leaderboard' },
      on: {
        CLAIM: [
          { guard: 'retryOfSameClaim', target: 'claiming', actions: 'aim' },
          { guard: 'claimable', target: 'claiming', actions: ['aim', 'makeKey'] },
        ],
      },
    },
    claiming: {
      meta: { spec: "2 Member center: missionLeaderboard, claiming a complete mission's prize (once per key)" },
      invoke: {
        src: 'claimMission',
        input: ({ context }) => ({
          // Stryker disable next-line OptionalChaining: equivalent, CLAIM sets the target before claiming
          missionId: context.target?.missionId ?? 0,
          // Stryker disable next-line OptionalChaining: equivalent, CLAIM sets the target before claiming
          periodStart: context.target?.periodStart ?? 0,
          // Stryker disable next-line StringLiteral: equivalent, CLAIM always holds or makes the key before claiming
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'claimed', actions: ['storeClaim', 'refreshWallet', 'badgesChanged'] },
        onError: [
          // No answer: it may be paid; the key stays, so claiming it again gets the first answer.
          { guard: 'outcomeUnknown', target: 'refused', actions: 'noteError' },
          // Refused: nothing was paid; another try is another claim.
          { target: 'refused', actions: ['noteError', 'forgetKey'] },
        ],
      },
      on: { CLAIM: {}, DISMISS: {}, RETRY: {} },
    },
    claimed: {
      meta: { spec: '2 Member center: missionLeaderboard, the prize paid, the mission claimed and the badge down by one' },
      on: {
        // The paid claim's key is spent: another mission's claim is a new one.
        CLAIM: { guard: 'claimable', target: 'claiming', actions: ['aim', 'makeKey'] },
        DISMISS: { target: 'ready', actions: 'dismiss' },
      },
    },
    refused: {
      meta: { spec: '8 Handling: the refusal in the user language, nothing paid' },
      on: {
        CLAIM: [
          { guard: 'retryOfSameClaim', target: 'claiming', actions: 'aim' },
          { guard: 'claimable', target: 'claiming', actions: ['aim', 'makeKey'] },
        ],
        DISMISS: { target: 'ready', actions: 'dismiss' },
        // The missions may have changed (claimed elsewhere, a period ended): read them again.
        RETRY: { target: 'loading', actions: 'dismiss' },
      },
    },
  },
});
