import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type ClaimRebateResult, type RebateSummary, rebateOf } from '@kernel/bonusDetails';
import { ErrorCode } from '@kernel/errorCodes';
import { type RebateContext, rebateMachine } from '@machines/member/rebate.machine';
import { hasRebateDue, rebateBlock } from '@machines/member/rebate.rules';
import { claimBlock, paidRebate, rebateClaiming, rebateRefusal, rebateStage } from '@machines/member/rebate.selectors';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

const line = (category: 'RNG' | 'LIVE', validBetPaise: number, rateBps: number) => ({ category, validBetPaise, rateBps, rebatePaise: rebateOf(validBetPaise, rateBps) });
const summary = (lines: ReturnType<typeof line>[]): RebateSummary => ({
  from: 1_000,
  to: 2_000,
  lines,
  validBetPaise: lines.reduce((sum, entry) => sum + entry.validBetPaise, 0),
  rebatePaise: lines.reduce((sum, entry) => sum + entry.rebatePaise, 0),
  lastClaimedAt: null,
});
/** ₹500 of slots at 0.8 % and ₹300 of live at 0.5 %: ₹4 + ₹1.50 due. */
const DUE = summary([line('RNG', 50_000, 80), line('LIVE', 30_000, 50)]);
/** No valid bets since the last claim. */
const NO_BETS = summary([line('RNG', 0, 80), line('LIVE', 0, 50)]);
/** ₹1 of live bets at 0.5 %: half a paisa, rounded down to nothing. */
const TOO_SMALL = summary([line('RNG', 0, 80), line('LIVE', 100, 50)]);
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
    expect(hasRebateDue(before.summary)).toBe(true);
    expect(c.idempotencyKey).toBe(`key-${keysMade}`);
  }
  expect([c.lastClaim, c.error, c.summary]).toEqual([null, null, before.summary]);
  expect(observation.invoked).toEqual([{ src: 'claimRebate', id: expect.any(String), input: c.idempotencyKey }]);
  expect(rebateClaiming(snapshot as never)).toBe(true);
}

const oracles: MachineModel['oracles'] = {
  '*': (observation) => {
    const { snapshot, event } = observation;
    // SPEC 6: the wallet and the claims list follow a paid claim, and only that.
    expect(effectNames(observation)).toEqual(isDone(event) && snapshot.matches('claimed') ? ['refreshWallet', 'refreshHistory'] : []);
    const c = ctx(snapshot);
    // The button's reason is the rules' reason for what is shown.
    expect(claimBlock(snapshot as never)).toBe(c.summary ? rebateBlock(c.summary) : null);
    if (!snapshot.matches('claimed')) expect(paidRebate(snapshot as never)).toBeNull();
    if (!snapshot.matches('refused')) expect(rebateRefusal(snapshot as never)).toBeNull();
    if (!snapshot.matches('claiming')) expect(rebateClaiming(snapshot as never)).toBe(false);
  },
  loading: (observation) => {
    const { snapshot, previous, event } = observation;
    if (stays('loading', observation)) return;
    expect(observation.invoked).toEqual([{ src: 'loadRebate', id: expect.any(String), input: undefined }]);
    expect(rebateStage(snapshot as never)).toBe('loading');
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
    expect(rebateStage(observation.snapshot as never)).toBe('failed');
  },
  ready: (observation) => {
    const { snapshot, event } = observation;
    // Something is due: the summary the backend answered, with the Claim button enabled.
    expect(isDone(event)).toBe(true);
    expect(ctx(snapshot).summary).toEqual(outputOf(event));
    expect(claimBlock(snapshot as never)).toBeNull();
    expect(rebateStage(snapshot as never)).toBe('shown');
  },
  nothingToClaim: (observation) => {
    const { snapshot, event } = observation;
    if (stays('nothingToClaim', observation)) return;
    // SPEC 6: nothing due: the button disabled with the reason (no bets, or less than a paisa).
    expect(isDone(event)).toBe(true);
    const shown = outputOf<RebateSummary>(event);
    expect(ctx(snapshot).summary).toEqual(shown);
    expect(claimBlock(snapshot as never)).toBe(shown.validBetPaise > 0 ? 'belowOnePaisa' : 'noValidBets');
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
    expect(paidRebate(snapshot as never)).toEqual(result.claim);
  },
  refused: (observation) => {
    const { snapshot, previous, event } = observation;
    if (stays('refused', observation)) return;
    expect(isError(event)).toBe(true);
    const error = errorOf(event);
    const c = ctx(snapshot);
    // SPEC 8: the refusal shown, nothing paid; a lost answer keeps the key so a retry is answered once.
    expect([c.error, c.summary, c.lastClaim]).toEqual([error, ctx(previous).summary, null]);
    expect(rebateRefusal(snapshot as never)).toBe(error);
    if (UNKNOWN_KINDS.includes(kindOf(error) ?? '')) expect(c.idempotencyKey).toBe(ctx(previous).idempotencyKey);
    else expect(c.idempotencyKey).toBeNull();
  },
};

/** SPEC 6 manual rebate (MANREBATE3); SPEC 2 bonusDetails; SPEC 8 handling. */
export const rebateModel: MachineModel = {
  machine: rebateMachine,
  input: { newKey: () => `key-${++keysMade}` },
  fixtures: {
    outputs: { loadRebate: [DUE, NO_BETS, TOO_SMALL], claimRebate: [PAID, PAID_MORE_DUE] },
    errors: {
      loadRebate: [apiFailure('network')],
      claimRebate: [business(ErrorCode.rebateNothingToClaim), apiFailure('timeout')],
    },
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.summary ? rebateBlock(c.summary) : 'none', c.idempotencyKey !== null, c.lastClaim !== null, kindOf(c.error) ?? null];
  },
  oracles,
};
