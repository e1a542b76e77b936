import { describe, expect, it } from 'vitest';
import type { Contract } from '@kernel/agencyContracts';
import { type ContractOfferContext, contractOfferMachine } from '@machines/contractOffer/contractOffer.machine';
import { isBusy, isConfirming, lowerRateWarning, statusOf, timeLeft } from '@machines/contractOffer/contractOffer.selectors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const OFFER: Contract = {
  id: 41,
  kind: 'realtimeSalary',
  status: 'pending',
  offerer: 'demo_agent',
  receiver: 'demo_subagent',
  terms: { kind: 'realtimeSalary', profitRateBps: 70, lossRateBps: 50, singleBetPaise: 20_000 },
  offeredAt: 0,
  expiresAt: 48 * HOUR,
  answeredAt: null,
  terminatedAt: null,
  terminationReason: null,
};
const END = {
  id: 31,
  offerer: 'demo_subagent',
  receiver: 'demo_agent42',
  terms: { kind: 'realtimeSalary', profitRateBps: 75, lossRateBps: 60, singleBetPaise: 10_000 },
} as const;

const at = (value: string | Record<string, unknown>, context: Partial<ContractOfferContext> = {}) =>
  contractOfferMachine.resolveState({
    value: value as never,
    context: {
      kind: 'realtimeSalary',
      role: 'receiver',
      contract: OFFER,
      receiver: 'demo_subagent',
      ownRates: null,
      uplineMayTerminate: false,
      currentTerms: null,
      clock: () => 0,
      now: 0,
      leftMs: 48 * HOUR,
      clockAt: 0,
      fields: {},
      issues: {},
      terms: OFFER.terms,
      ends: [END],
      ended: [],
      error: null,
      idempotencyKey: null,
      keyTerms: null,
      newKey: () => 'key-0001',
      answer: null,
      lapsed: false,
      ...context,
    },
  });
const pending = (answer: string, context: Partial<ContractOfferContext> = {}, countdown = 'ticking') => at({ pending: { answer, countdown } }, context);

describe("a pending offer's time left, as the card shows it (SPEC 4)", () => {
  it('is the countdown in whole days, hours and minutes, each rounded down', () => {
    expect(timeLeft(pending('waiting'))).toEqual({ days: 2, hours: 0, minutes: 0 });
    expect(timeLeft(pending('waiting', { leftMs: 47 * HOUR }))).toEqual({ days: 1, hours: 23, minutes: 0 });
    expect(timeLeft(pending('waiting', { leftMs: 30 * MINUTE + 59_999 }))).toEqual({ days: 0, hours: 0, minutes: 30 });
    expect(timeLeft(pending('waiting', { leftMs: 1 }))).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
  it('moves with the countdown whatever step of the answer is on screen', () => {
    expect(timeLeft(pending('accepting', { leftMs: HOUR - 1_000 }))).toEqual({ days: 0, hours: 0, minutes: 59 });
    expect(timeLeft(pending('confirmingReject', { leftMs: HOUR }))).toEqual({ days: 0, hours: 1, minutes: 0 });
  });
  it('is nothing once no time is left, nor for a contract that is not pending', () => {
    expect(timeLeft(pending('accepting', { leftMs: 0, lapsed: true }, 'lapsed'))).toBeNull();
    expect(timeLeft(at('active', { contract: { ...OFFER, status: 'active' } }))).toBeNull();
    expect(timeLeft(at('expired', { contract: { ...OFFER, status: 'expired' } }))).toBeNull();
  });
});

describe("the receiver's steps inside a pending offer", () => {
  it('shows the status pending in every step', () => {
    for (const answer of ['waiting', 'previewingAccept', 'confirmingAccept', 'accepting', 'confirmingReject', 'rejecting', 'answerFailed'])
      expect(statusOf(pending(answer))).toBe('pending');
  });
  it('waits while a call is on its way', () => {
    expect(['previewingAccept', 'accepting', 'rejecting'].map((answer) => isBusy(pending(answer)))).toEqual([true, true, true]);
    expect(['waiting', 'confirmingAccept', 'confirmingReject', 'previewAcceptFailed', 'answerFailed'].map((answer) => isBusy(pending(answer)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('names the confirm step, and the contracts accepting ends only there', () => {
    expect(isConfirming(pending('confirmingAccept'))).toBe('accept');
    expect(isConfirming(pending('confirmingReject'))).toBe('reject');
    expect(isConfirming(pending('waiting'))).toBeNull();
    expect(lowerRateWarning(pending('confirmingAccept'))).toEqual([END]);
    expect(lowerRateWarning(pending('confirmingReject'))).toEqual([]);
  });
});
