import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ClaimRebateResult, RebateSummary } from '@kernel/bonusDetails';
import { ErrorCode } from '@kernel/errorCodes';
import { type RebateContext, rebateMachine } from '@machines/member/rebate.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

/** A category's line with its rebate worked out by hand (SPEC 6: valid bets times the rate, whole paise rounded down). */
const line = (category: 'RNG' | 'LIVE', validBetPaise: number, rateBps: number, rebatePaise: number) => ({ category, validBetPaise, rateBps, rebatePaise });
const summary = (lines: ReturnType<typeof line>[]): RebateSummary => ({
  from: 1_000,
  to: 2_000,
  lines,
  validBetPaise: lines.reduce((sum, entry) => sum + entry.validBetPaise, 0),
  rebatePaise: lines.reduce((sum, entry) => sum + entry.rebatePaise, 0),
  lastClaimedAt: null,
});
/** ₹500 of slots at 0.8 % and ₹300 of live at 0.5 %: ₹4 + ₹1.50 due. */
const DUE = summary([line('RNG', 50_000, 80, 400), line('LIVE', 30_000, 50, 150)]);
/** No valid bets since the last claim. */
const NO_BETS = summary([line('RNG', 0, 80, 0), line('LIVE', 0, 50, 0)]);
/** One paisa of live bets at 0.5 %: a valid bet, its rebate rounded down to nothing. */
const TOO_SMALL = summary([line('RNG', 0, 80, 0), line('LIVE', 1, 50, 0)]);
/** ₹2 of live bets at 0.5 %: exactly one paisa due, the least that can be claimed. */
const ONE_PAISA = summary([line('RNG', 0, 80, 0), line('LIVE', 200, 50, 1)]);

/** SPEC 6: the reason nothing can be claimed: no valid bets, or a rebate under one paisa; null when at least one paisa is due. */
const expectedBlock = (shown: Pick<RebateSummary, 'validBetPaise' | 'rebatePaise'>) =>
  shown.rebatePaise >= 1 ? null : shown.validBetPaise >= 1 ? 'belowOnePaisa' : 'noValidBets';
const CLAIM = { id: 9, from: 1_000, to: 2_000, validBetPaise: 80_000, rebatePaise: 550, claimedAt: 2_000, lines: DUE.lines };
const PAID: ClaimRebateResult = { claim: CLAIM, summary: { ...NO_BETS, from: 2_000, lastClaimedAt: 2_000 } };
/** Paid, and new bets settled meanwhile: something is due again. */
const PAID_MORE_DUE: ClaimRebateResult = { claim: CLAIM, summary: { ...DUE, from: 2_000, lastClaimedAt: 2_000 } };

const UNKNOWN_KINDS = ['network', 'timeout', 'http', 'contract'];
const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as RebateContext;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const outputOf = <T>(event: EventObject) => (event as unknown as { output: T }).output;
const errorOf = (event: EventObject) => (event as unknown as { error: unknown }).error;
const kindOf = (error: unknown) => (error as { kind?: string } | null)?.kind;
const effectNames = ({ effects }: Observation) => effects.map((effect) => effect.name).filter((name) => name === 'refreshWallet' || name === 'refreshHistory');

let keysMade = 0;

function stays(state: string, { snapshot, previous, step, invoked }: Observation): boolean {
  if (step?.kind !== 'event' || !previous?.matches(state)) return false;
  expect(invoked).toEqual([]);
  expect(ctx(snapshot)).toEqual(ctx(previous));
  return true;
}

/** A claim sent: the key kept from a claim that got no answer, else a new one; the last outcome forgotten. */
function expectClaimSent(observation: Observation) {
  const { snapshot, previous, event } = observation;
  const before = ctx(previous);
  const c = ctx(snapshot);
  expect(event.type).toBe('CLAIM');
  if (before.idempotencyKey !== null) expect(c.idempotencyKey).toBe(before.idempotencyKey);
  else {
    // A new claim only when something is due.
    expect(before.summary && expectedBlock(before.summary)).toBeNull();
    expect(before.summary).not.toBeNull();
    expect(c.idempotencyKey).toBe(`key-${keysMade}`);
  }
  expect([c.lastClaim, c.error, c.summary]).toEqual([null, null, before.summary]);
  expect(observation.invoked).toEqual([{ src: 'claimRebate', id: expect.any(String), input: c.idempotencyKey }]);
}

const oracles: MachineModel['oracles'] = {
  '*': (observation) => {
    const { snapshot, event } = observation;
    // SPEC 6: the wallet and the claims list follow a paid claim, and only that.
    expect(effectNames(observation)).toEqual(isDone(event) && snapshot.matches('claimed') ? ['refreshWallet', 'refreshHistory'] : []);
    const c = ctx(snapshot);
    // A paid claim is shown only once paid, a refusal only when refused.
    if (!snapshot.matches('claimed') && !snapshot.matches('loading')) expect(c.lastClaim).toBeNull();
    if (!['refused', 'failed', 'loading'].some((state) => snapshot.matches(state))) expect(c.error).toBeNull();
  },
  loading: (observation) => {
    const { snapshot, previous, event } = observation;
    if (stays('loading', observation)) return;
    expect(observation.invoked).toEqual([{ src: 'loadRebate', id: expect.any(String), input: undefined }]);
    if (previous === null) {
      expect(ctx(snapshot)).toEqual({ newKey: expect.any(Function), summary: null, idempotencyKey: null, lastClaim: null, error: null });
      return;
    }
    if (previous.matches('failed')) return expect(event.type).toBe('RETRY');
    // Refresh: what is due is read again; the last outcome's line goes.
    expect(event.type).toBe('RELOAD');
    if (previous.matches('claimed') || previous.matches('refused')) expect([ctx(snapshot).lastClaim, ctx(snapshot).error]).toEqual([null, null]);
  },
  failed: (observation) => {
    expect(isError(observation.event)).toBe(true);
    expect(ctx(observation.snapshot).error).toBe(errorOf(observation.event));
  },
  ready: (observation) => {
    const { snapshot, event } = observation;
    // Something is due: the summary the backend answered, with the Claim button enabled.
    expect(isDone(event)).toBe(true);
    expect(ctx(snapshot).summary).toEqual(outputOf(event));
    expect(expectedBlock(ctx(snapshot).summary as RebateSummary)).toBeNull();
  },
  nothingToClaim: (observation) => {
    const { snapshot, event } = observation;
    if (stays('nothingToClaim', observation)) return;
    // SPEC 6: nothing due: the button disabled with the reason (no bets, or less than a paisa).
    expect(isDone(event)).toBe(true);
    const shown = outputOf<RebateSummary>(event);
    expect(ctx(snapshot).summary).toEqual(shown);
    expect(expectedBlock(shown)).toBe(shown.validBetPaise === 0 ? 'noValidBets' : 'belowOnePaisa');
  },
  claiming: (observation) => {
    if (stays('claiming', observation)) return;
    expectClaimSent(observation);
  },
  claimed: (observation) => {
    const { snapshot, previous, event } = observation;
    if (stays('claimed', observation)) return;
    // Paid: the claim and what is due after it (the next claim counts only new bets); the key is spent.
    expect(isDone(event)).toBe(true);
    const result = outputOf<ClaimRebateResult>(event);
    expect(ctx(snapshot)).toEqual({ ...ctx(previous), summary: result.summary, lastClaim: result.claim, error: null, idempotencyKey: null });
  },
  refused: (observation) => {
    const { snapshot, previous, event } = observation;
    if (stays('refused', observation)) return;
    expect(isError(event)).toBe(true);
    const error = errorOf(event);
    const c = ctx(snapshot);
    // SPEC 8: the refusal shown, nothing paid; a lost answer keeps the key so a retry is answered once.
    expect([c.error, c.summary, c.lastClaim]).toEqual([error, ctx(previous).summary, null]);
    if (UNKNOWN_KINDS.includes(kindOf(error) ?? '')) expect(c.idempotencyKey).toBe(ctx(previous).idempotencyKey);
    else expect(c.idempotencyKey).toBeNull();
  },
};

/** SPEC 6 manual rebate (MANREBATE3); SPEC 2 bonusDetails; SPEC 8 handling. */
export const rebateModel: MachineModel = {
  machine: rebateMachine,
  input: { newKey: () => `key-${++keysMade}` },
  fixtures: {
    outputs: { loadRebate: [DUE, NO_BETS, TOO_SMALL, ONE_PAISA], claimRebate: [PAID, PAID_MORE_DUE] },
    errors: {
      loadRebate: [apiFailure('network')],
      claimRebate: [business(ErrorCode.rebateNothingToClaim), apiFailure('timeout')],
    },
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.summary ? expectedBlock(c.summary) : 'none', c.idempotencyKey !== null, c.lastClaim !== null, kindOf(c.error) ?? null];
  },
  oracles,
};
