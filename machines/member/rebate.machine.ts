import { assign, fromPromise, setup } from 'xstate';
import type { ClaimRebateResult, RebateClaim, RebateSummary } from '@kernel/bonusDetails';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { isUnknownOutcome } from '../wallet/writeOutcome.rules';
import { hasRebateDue } from './rebate.rules';

export type RebateEvent = { type: 'RETRY' } | { type: 'CLAIM' } | { type: 'RELOAD' };

export type RebateContext = {
  /** Makes the key of a new write (input newKey, else machines/idempotencyKey.ts), kept for its retries. */
  newKey: NewKey;
  /** What is due now (kept while a claim is under way), null before the first answer. */
  summary: RebateSummary | null;
  /** Made once per intended claim, sent again when a claim that got no answer is retried. */
  idempotencyKey: string | null;
  /** The claim just paid. */
  lastClaim: RebateClaim | null;
  /** Why the load or the last claim failed. */
  error: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/**
 * SPEC 6 manual rebate (MANREBATE3), SPEC 2 bonusDetails and 'other screens: rebate': the rebate
 * earned on the member's valid bets since its last claim, per category; nothing due leaves the
 * claim disabled with the reason. A claim carries an idempotency key made once per claim: a claim
 * that got no answer keeps it, so trying again is answered with the first claim and never pays
 * twice. A paid claim refreshes the wallet and the claims list.
 */
export const rebateMachine = setup({
  types: { context: {} as RebateContext, events: {} as RebateEvent, input: {} as KeyInput | undefined },
  actors: {
    loadRebate: fromPromise<RebateSummary>(async () => {
      throw new Error('loadRebate not provided');
    }),
    claimRebate: fromPromise<ClaimRebateResult, string>(async () => {
      throw new Error('claimRebate not provided');
    }),
  },
  guards: {
    nothingDue: ({ event }) => !hasRebateDue(outputOf<RebateSummary>(event)),
    somethingDue: ({ context }) => hasRebateDue(context.summary),
    hasKey: ({ context }) => context.idempotencyKey !== null,
    outcomeUnknown: ({ event }) => isUnknownOutcome(errorOf(event)),
  },
  actions: {
    storeSummary: assign({ summary: ({ event }) => outputOf<RebateSummary>(event), error: null }),
    noteError: assign({ error: ({ event }) => errorOf(event) }),
    /** Gives a new write its idempotency key (input newKey); the retries of the same write keep it. */
    makeKey: assign({ idempotencyKey: ({ context }) => context.newKey() }),
    forgetKey: assign({ idempotencyKey: null }),
    startClaim: assign({ lastClaim: null, error: null }),
    storeClaim: assign(({ event }) => {
      const { claim, summary } = outputOf<ClaimRebateResult>(event);
      return { lastClaim: claim, summary, error: null, idempotencyKey: null };
    }),
    forgetOutcome: assign({ lastClaim: null, error: null }),
    /** The rebate reached the main wallet: the root wallet actor reads it again (provided by the page). */
    refreshWallet: () => {},
    /** The claim belongs at the top of the claims list (provided by the page). */
    refreshHistory: () => {},
  },
}).createMachine({
  id: 'rebate',
  meta: { spec: '6 Manual rebate (MANREBATE3)' },
  context: ({ input }) => ({ newKey: keyMakerOf(input), summary: null, idempotencyKey: null, lastClaim: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '6 Manual rebate: the rebate earned on valid bets since the last claim' },
      invoke: {
        src: 'loadRebate',
        onDone: [
          { guard: 'nothingDue', target: 'nothingToClaim', actions: 'storeSummary' },
          { target: 'ready', actions: 'storeSummary' },
        ],
        onError: { target: 'failed', actions: 'noteError' },
      },
      on: { CLAIM: {}, RELOAD: {}, RETRY: {} },
    },
    failed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: 'loading' } },
    ready: {
      meta: { spec: '6 Manual rebate: the rebate due per category, with a Claim button' },
      on: {
        CLAIM: [
          { guard: 'hasKey', target: 'claiming', actions: 'startClaim' },
          { target: 'claiming', actions: ['startClaim', 'makeKey'] },
        ],
        RELOAD: 'loading',
      },
    },
    nothingToClaim: {
      meta: { spec: '6 Manual rebate: nothing to claim, the button disabled with the reason' },
      on: { RELOAD: 'loading', CLAIM: {} },
    },
    claiming: {
      meta: { spec: '6 Manual rebate: the claim paid into the main wallet in one transaction, once per key' },
      invoke: {
        src: 'claimRebate',
        // Stryker disable next-line StringLiteral: equivalent, CLAIM always holds or makes the key before claiming
        input: ({ context }) => context.idempotencyKey ?? '',
        onDone: { target: 'claimed', actions: ['storeClaim', 'refreshWallet', 'refreshHistory'] },
        onError: [
          // No answer: it may be paid; the key stays, so claiming again gets the first answer.
          { guard: 'outcomeUnknown', target: 'refused', actions: 'noteError' },
          { target: 'refused', actions: ['noteError', 'forgetKey'] },
        ],
      },
      on: { CLAIM: {}, RELOAD: {} },
    },
    claimed: {
      meta: { spec: '6 Manual rebate: the rebate paid, shown in the account record; the next claim counts only new bets' },
      on: {
        CLAIM: { guard: 'somethingDue', target: 'claiming', actions: ['startClaim', 'makeKey'] },
        RELOAD: { target: 'loading', actions: 'forgetOutcome' },
      },
    },
    refused: {
      meta: { spec: '8 Handling: the refusal in the user language, nothing paid' },
      on: {
        CLAIM: [
          { guard: 'hasKey', target: 'claiming', actions: 'startClaim' },
          { guard: 'somethingDue', target: 'claiming', actions: ['startClaim', 'makeKey'] },
        ],
        RELOAD: { target: 'loading', actions: 'forgetOutcome' },
      },
    },
  },
});
