import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { DownlineTransferInfo, TransferDownlineResult } from '@kernel/agency';
import { AgencyErrorCode } from '@kernel/agencyErrorCodes';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import { type DownlineTransferContext, downlineTransferMachine } from '@machines/agent/downlineTransfer.machine';
import { balanceAfter, balanceTooLow, downlineStep } from '@machines/agent/downlineTransfer.selectors';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

const DOWNLINE = 'team_rohan';
/** Limits ₹100 to ₹1,00,000 (DOWNLINE_TRANSFER_RULES); the agent's balance ₹1,000. */
const INFO: DownlineTransferInfo = { minPaise: 10_000, maxPaise: 10_000_000, balancePaise: 100_000, hasWithdrawPassword: true };
const NO_PASSWORD: DownlineTransferInfo = { ...INFO, hasWithdrawPassword: false };
const RESULT: TransferDownlineResult = { downline: DOWNLINE, amountPaise: 20_000, balancePaise: 80_000, downlineBalancePaise: 345_050, createdAt: 1 };
const KEY = 'key-downline-1';
const PASSWORD = 'Pay@1234';

type Snapshot = Parameters<typeof downlineStep>[0];
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as DownlineTransferContext;
const step = (snapshot: AnyMachineSnapshot) => downlineStep(snapshot as unknown as Snapshot);
const settled = ({ step: s }: Observation, src: string, outcome: 'done' | 'error') => s?.kind === 'settle' && s.src === src && s.outcome === outcome;
const settleValue = ({ step: s }: Observation) => (s?.kind === 'settle' ? s.value : undefined);
const srcs = ({ invoked }: Observation) => invoked.map((call) => call.src);
const codeOf = (error: unknown) => (error as { details?: { code?: string } }).details?.code;

/** The fixtures type '', '200', '300', '50' or '2000' rupees. */
const typedPaise = (text: string) => (text.trim() === '' ? null : Math.round(Number(text.replaceAll(',', '')) * 100));
/** The amount within the transfer limits and the agent's balance (never below zero), and a withdrawal password typed at all. */
function expectedIssues(c: DownlineTransferContext) {
  const info = c.info as DownlineTransferInfo;
  const paise = typedPaise(c.amountText);
  const amountIssue =
    paise === null
      ? 'amountEmpty'
      : paise < info.minPaise
        ? 'amountBelowMin'
        : paise > info.maxPaise
          ? 'amountAboveMax'
          : paise > info.balancePaise
            ? 'insufficientBalance'
            : null;
  return { amountIssue, passwordIssue: c.password === '' ? 'passwordEmpty' : null };
}
/** While a call is under way the form is locked: these change nothing. */
const LOCKED = ['SET_AMOUNT', 'SET_PASSWORD', 'NEXT', 'BACK', 'CONFIRM', 'AGAIN'];
/** A step that keeps the actor in `state` (after it was entered). */
const stays = ({ previous }: Observation, state: string) => previous?.matches(state) === true;
/** A step deliberately ignored in a state: one of its ignored events, nothing run, nothing changed. */
function expectIgnored(observation: Observation, ignored: string[]) {
  const { snapshot, previous, event, step: s } = observation;
  expect(s?.kind).toBe('event');
  expect(ignored).toContain(event.type);
  expect([observation.invoked, observation.effects]).toEqual([[], []]);
  expect(ctx(snapshot)).toEqual(ctx(previous!));
}
/** 2 s, 4 s, 8 s, ... at most 30 s between asks about an unknown outcome. */
const recheckMs = (checks: number) => Math.min(30_000, 2_000 * 2 ** checks);

/** SPEC 3 Wallet transfer (downline), SPEC 6 Agent: transfer to downlines. */
const downlineTransferOracles: MachineModel['oracles'] = {
  '*': (observation) => {
    const c = ctx(observation.snapshot);
    const named = (name: string) => observation.effects.filter((effect) => effect.name === name);
    // The wallet and the team hear of a transfer made, and of nothing else.
    expect(named('transferred')).toHaveLength(settled(observation, 'transfer', 'done') ? 1 : 0);
    // The security center opens when asked, only then.
    expect(named('openSecurityCenter')).toHaveLength(observation.event.type === 'OPEN_SECURITY' ? 1 : 0);
    // Always the one downline the dialog was opened for.
    expect(c.downline).toBe(DOWNLINE);
    // A key belongs to one intended amount.
    if (c.idempotencyKey !== null) expect(c.pendingPaise).not.toBeNull();
    // Every message shown is right for what is typed.
    if (c.info) {
      const issues = expectedIssues(c);
      if (c.amountIssue !== null) expect(c.amountIssue).toBe(issues.amountIssue);
      if (c.passwordIssue !== null) expect(c.passwordIssue).toBe(issues.passwordIssue);
      // The balance is ₹1,000, above the ₹100 minimum: something can be sent.
      expect(balanceTooLow(observation.snapshot as unknown as Snapshot)).toBe(false);
    }
    // Every transfer sent goes to the downline with the amount its key was made for, the password and the key.
    for (const call of observation.invoked.filter((entry) => entry.src === 'transfer'))
      expect(call.input).toEqual({ downline: DOWNLINE, amountPaise: c.pendingPaise, withdrawPassword: PASSWORD, idempotencyKey: KEY });
  },
  loading: (observation) => {
    const { snapshot, previous, event } = observation;
    expect(step(snapshot)).toBe('loading');
    // While the info loads, the form and a second RETRY change nothing: it is read once.
    if (stays(observation, 'loading')) return expectIgnored(observation, [...LOCKED, 'RETRY']);
    // The limits and the agent's balance are read on entry.
    expect(srcs(observation)).toEqual(['loadInfo']);
    if (previous === null) return;
    if (event.type === 'AGAIN') {
      // Another transfer: the last result and messages are gone.
      expect(previous.matches('done')).toBe(true);
      const c = ctx(snapshot);
      expect([c.result, c.failure, c.amountIssue, c.passwordIssue]).toEqual([null, null, null, null]);
    } else {
      expect(event.type).toBe('RETRY');
      expect(previous.matches('loadFailed') || previous.matches('noPassword')).toBe(true);
    }
  },
  loadFailed: (observation) => {
    const { snapshot, previous } = observation;
    // SPEC 8 'Network link is abnormal' (or a refusal): the reason kept for the message, with a retry.
    expect(settled(observation, 'loadInfo', 'error')).toBe(true);
    expect(previous?.matches('loading')).toBe(true);
    expect(ctx(snapshot).loadError).toBe(settleValue(observation));
    expect(ctx(snapshot).info).toEqual(ctx(previous!).info);
    expect(step(snapshot)).toBe('loadFailed');
  },
  noPassword: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    // SPEC 5 Redeem: the withdraw password is required; the agent is sent to set one.
    expect(step(snapshot)).toBe('noPassword');
    expect(observation.invoked).toEqual([]);
    if (settled(observation, 'loadInfo', 'done')) {
      expect([c.info, c.loadError]).toEqual([settleValue(observation), null]);
      expect(c.info?.hasWithdrawPassword).toBe(false);
    } else if (settled(observation, 'transfer', 'error')) {
      // The backend says none is set: nothing moved, the password typed is dropped.
      expect(codeOf(settleValue(observation))).toBe(WalletErrorCode.withdrawPasswordNotSet);
      expect([c.failure, c.password, c.idempotencyKey]).toEqual([settleValue(observation), '', KEY]);
    } else {
      expect(event.type).toBe('OPEN_SECURITY');
      expect(c).toEqual(ctx(previous!));
    }
  },
  editing: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect(step(snapshot)).toBe('form');
    expect(observation.invoked).toEqual([]);
    expect(c.info?.hasWithdrawPassword).toBe(true);
    if (settled(observation, 'loadInfo', 'done')) expect([c.info, c.loadError]).toEqual([settleValue(observation), null]);
    if (event.type === 'SET_AMOUNT') {
      expect([c.amountText, c.amountIssue, c.failure]).toEqual([(event as unknown as { text: string }).text, null, null]);
      expect(c.password).toBe(before.password);
    }
    if (event.type === 'SET_PASSWORD') {
      expect([c.password, c.passwordIssue, c.failure]).toEqual([PASSWORD, null, null]);
      expect(c.amountText).toBe(before.amountText);
    }
    // Not to the confirm step: each problem shown where it is.
    if (event.type === 'NEXT') {
      const issues = expectedIssues(before);
      expect(issues.amountIssue !== null || issues.passwordIssue !== null).toBe(true);
      expect({ amountIssue: c.amountIssue, passwordIssue: c.passwordIssue }).toEqual(issues);
    }
    if (event.type === 'BACK') {
      expect(previous!.matches('confirming')).toBe(true);
      expect(c).toEqual(before);
    }
    // No key could be made: nothing was sent; the password is typed again.
    if (settled(observation, 'makeKey', 'error')) expect([c.failure, c.password, c.idempotencyKey]).toEqual([settleValue(observation), '', null]);
    // Refused (a wrong password, a name outside the team): nothing moved; the message kept, the
    // password typed again, the key kept for the same amount.
    if (settled(observation, 'transfer', 'error')) {
      expect(settleValue(observation)).toMatchObject({ kind: 'business' });
      expect(codeOf(settleValue(observation))).not.toBe(WalletErrorCode.withdrawPasswordNotSet);
      expect([c.failure, c.password, c.idempotencyKey, c.pendingPaise, c.info]).toEqual([settleValue(observation), '', KEY, before.pendingPaise, before.info]);
    }
  },
  confirming: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    // The confirm step shows the amount and the agent's balance after it.
    expect(step(snapshot)).toBe('confirm');
    expect(observation.invoked).toEqual([]);
    expect(c.amountPaise).toBe(typedPaise(c.amountText));
    expect(balanceAfter(snapshot as unknown as Snapshot)).toBe((c.info?.balancePaise ?? 0) - (c.amountPaise ?? 0));
    expect(balanceAfter(snapshot as unknown as Snapshot)).toBeGreaterThanOrEqual(0);
    // The amount and password cannot be changed on the confirm step (BACK to change them).
    if (stays(observation, 'confirming')) return expectIgnored(observation, ['SET_AMOUNT', 'SET_PASSWORD']);
    expect(event.type).toBe('NEXT');
    expect(expectedIssues(before)).toEqual({ amountIssue: null, passwordIssue: null });
    expect([c.amountIssue, c.passwordIssue, c.failure]).toEqual([null, null, null]);
  },
  preparing: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect(step(snapshot)).toBe('writing');
    expect(balanceAfter(snapshot as unknown as Snapshot)).toBe((c.info?.balancePaise ?? 0) - (c.amountPaise ?? 0));
    // Locked while the key is made: a double click makes no second key.
    if (stays(observation, 'preparing')) return expectIgnored(observation, LOCKED);
    // A new amount waits for a fresh key, made once for it.
    expect(srcs(observation)).toEqual(['makeKey']);
    expect([previous!.matches('confirming'), event.type]).toEqual([true, 'CONFIRM']);
    expect([c.idempotencyKey, c.pendingPaise, c.failure, c.checks]).toEqual([null, c.amountPaise, null, 0]);
    // A key already made belongs to another amount: it is not reused.
    if (before.idempotencyKey !== null) expect(before.pendingPaise).not.toBe(c.amountPaise);
  },
  sending: (observation) => {
    const { snapshot, previous } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect([c.idempotencyKey, c.pendingPaise, c.password]).toEqual([KEY, c.amountPaise, PASSWORD]);
    expect(step(snapshot)).toBe('writing');
    // Sealed: a double click (or any edit) while it is sent sends nothing more.
    if (stays(observation, 'sending')) return expectIgnored(observation, LOCKED);
    // Sent once, with the key: a double click never moves money twice.
    expect(srcs(observation)).toEqual(['transfer']);
    if (previous!.matches('preparing')) expect(settled(observation, 'makeKey', 'done')).toBe(true);
    else {
      // The same amount again (after a refusal): the same key, no new one.
      expect(previous!.matches('confirming')).toBe(true);
      expect([before.idempotencyKey, before.pendingPaise]).toEqual([KEY, c.amountPaise]);
      expect([c.failure, c.checks]).toEqual([null, 0]);
    }
  },
  unknown: (observation) => {
    const { snapshot, previous } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect(step(snapshot)).toBe('unknown');
    expect([c.idempotencyKey, c.password, c.result]).toEqual([KEY, PASSWORD, null]);
    // Waiting to ask again: the form stays locked, nothing is sent meanwhile.
    if (stays(observation, 'unknown')) return expectIgnored(observation, LOCKED);
    // A lost answer: the same transfer, key and password are kept to ask again.
    expect(settled(observation, 'transfer', 'error')).toBe(true);
    expect(settleValue(observation)).toMatchObject({ kind: 'timeout' });
    expect(observation.invoked).toEqual([]);
    expect([c.idempotencyKey, c.pendingPaise, c.password, c.result, c.failure]).toEqual([KEY, before.pendingPaise, before.password, null, null]);
    expect(c.checks).toBe(previous!.matches('rechecking') ? before.checks + 1 : 0);
  },
  rechecking: (observation) => {
    const { snapshot, previous, event, step: s } = observation;
    const c = ctx(snapshot);
    expect(step(snapshot)).toBe('unknown');
    // Asked again already: the form stays locked and a second CHECK_NOW sends nothing more.
    if (stays(observation, 'rechecking')) return expectIgnored(observation, [...LOCKED, 'CHECK_NOW']);
    // The same transfer and key sent again: on CHECK_NOW, or when the wait (2 s, 4 s, ... 30 s) ends.
    expect(srcs(observation)).toEqual(['transfer']);
    expect(previous!.matches('unknown')).toBe(true);
    expect(c).toEqual(ctx(previous!));
    if (s?.kind === 'wait') expect([s.delay, s.ms]).toEqual(['recheckDelay', recheckMs(c.checks)]);
    else expect(event.type).toBe('CHECK_NOW');
  },
  done: (observation) => {
    const { snapshot, previous } = observation;
    const c = ctx(snapshot);
    // The result shown (both balances); the password forgotten, the key spent, the agent's new balance shown.
    expect(settled(observation, 'transfer', 'done')).toBe(true);
    expect(previous!.matches('sending') || previous!.matches('rechecking')).toBe(true);
    expect(c.result).toEqual(settleValue(observation));
    expect([c.password, c.idempotencyKey, c.pendingPaise, c.amountText, c.amountPaise, c.checks]).toEqual(['', null, null, '', null, 0]);
    expect(c.info).toEqual({ ...ctx(previous!).info, balancePaise: RESULT.balancePaise });
    expect(step(snapshot)).toBe('done');
  },
};

export const downlineTransferModel: MachineModel = {
  machine: downlineTransferMachine,
  input: { downline: DOWNLINE },
  fixtures: {
    outputs: { loadInfo: [INFO, NO_PASSWORD], makeKey: [KEY], transfer: [RESULT] },
    errors: {
      loadInfo: [apiFailure('network'), business(AgencyErrorCode.agentOnly)],
      makeKey: [new Error('no randomness')],
      transfer: [
        business(WalletErrorCode.withdrawPasswordWrong),
        business(AgencyErrorCode.notInTeam),
        business(WalletErrorCode.withdrawPasswordNotSet),
        apiFailure('timeout'),
      ],
    },
    events: {
      // ₹200 and ₹300 fit; ₹50 is below the minimum; ₹2,000 is above the agent's balance.
      SET_AMOUNT: [
        { type: 'SET_AMOUNT', text: '200' },
        { type: 'SET_AMOUNT', text: '300' },
        { type: 'SET_AMOUNT', text: '50' },
        { type: 'SET_AMOUNT', text: '2000' },
      ],
      SET_PASSWORD: [{ type: 'SET_PASSWORD', text: PASSWORD }],
    },
  },
  // What decides the next step: the amount typed, a password typed, and a key made for the amount
  // typed (a key kept for ₹200 must not serve ₹300); and the messages shown, which a later step must clear.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    const keyFits = c.idempotencyKey !== null && c.pendingPaise === typedPaise(c.amountText);
    return [snapshot.value, c.amountText, c.password !== '', keyFits, c.loadError !== null, c.amountIssue !== null || c.passwordIssue !== null];
  },
  delays: { recheckDelay: (snapshot) => recheckMs(ctx(snapshot).checks) },
  oracles: downlineTransferOracles,
};
