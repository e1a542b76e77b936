import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { DownlineTransferInfo, TransferDownlineResult } from '@kernel/agency';
import { AgencyErrorCode } from '@kernel/agencyErrorCodes';
import type { UplineTransferInfo } from '@kernel/transferUpline';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import { downlineTransferMachine, type PeerTransferContext, uplineTransferMachine } from '@machines/wallet/peerTransfer.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

/**
 * One model for both directions of a transfer to a peer: SPEC 6 Member 'transfers to the upline'
 * (transferUpline page, module MEMTRANS3) and SPEC 3 Wallet transfer (downline), SPEC 6 Agent
 * 'transfer to downlines'. What differs between them is stated in each direction below, from SPEC;
 * the oracles are the same.
 */
type Direction = {
  /** Whom the money goes to: the downline named by the dialog; the upline is known to the backend. */
  peer: string | null;
  /** The limits and the sender's balance; the same without a withdrawal password. */
  info: UplineTransferInfo | DownlineTransferInfo;
  result: { amountPaise: number; balancePaise: number; createdAt: number };
  /** The keys this direction's fixtures make: `${keyPrefix}-1`, `-2`, ... */
  keyPrefix: string;
  /** Refusals of the load (a network failure, and for the upline one with no upline agent). */
  loadErrors: unknown[];
  transferErrors: unknown[];
  amounts: string[];
  /** Every load failure that lands in loadFailed is of this kind (none said: any, with the info unchanged). */
  loadFailedKind?: string;
  /** No upline agent: the load's refusal ends in noUpline (the upline only). */
  noPeer: boolean;
};

const PASSWORD = 'Pay@1234';

/** Transfer to the upline: limits ₹100 to ₹50,000; balance ₹1,00,000 (above the maximum: the maximum is the limit here). */
const UPLINE_INFO: UplineTransferInfo = { uplineAccount: 'demo_agent', minPaise: 10_000, maxPaise: 5_000_000, balancePaise: 10_000_000, hasWithdrawPassword: true };
const UPLINE: Direction = {
  peer: null,
  info: UPLINE_INFO,
  result: { uplineAccount: 'demo_agent', amountPaise: 10_000, balancePaise: 9_990_000, createdAt: 1 } as { amountPaise: number; balancePaise: number; createdAt: number },
  keyPrefix: 'key-upline',
  loadErrors: [apiFailure('network'), business(WalletErrorCode.noUpline)],
  transferErrors: [business(WalletErrorCode.withdrawPasswordWrong), business(WalletErrorCode.withdrawPasswordNotSet), apiFailure('timeout')],
  // 1 paise under the ₹100 minimum, on it; on the ₹50,000 maximum and 1 paise over (both within the balance).
  amounts: ['99.99', '100.00', '50000.00', '50000.01'],
  loadFailedKind: 'network',
  noPeer: true,
};

const DOWNLINE_NAME = 'team_rohan';
/** Transfer to a downline: limits ₹100 to ₹1,00,000 (DOWNLINE_TRANSFER_RULES); the agent's balance ₹1,000. */
const DOWNLINE_INFO: DownlineTransferInfo = { minPaise: 10_000, maxPaise: 10_000_000, balancePaise: 100_000, hasWithdrawPassword: true };
const DOWNLINE_RESULT: TransferDownlineResult = { downline: DOWNLINE_NAME, amountPaise: 20_000, balancePaise: 80_000, downlineBalancePaise: 345_050, createdAt: 1 };
const DOWNLINE: Direction = {
  peer: DOWNLINE_NAME,
  info: DOWNLINE_INFO,
  result: DOWNLINE_RESULT,
  keyPrefix: 'key-downline',
  loadErrors: [apiFailure('network'), business(AgencyErrorCode.agentOnly)],
  transferErrors: [
    business(WalletErrorCode.withdrawPasswordWrong),
    business(AgencyErrorCode.notInTeam),
    business(WalletErrorCode.withdrawPasswordNotSet),
    apiFailure('timeout'),
  ],
  // 1 paise under the ₹100 minimum, on it; on the agent's ₹1,000 balance and 1 paise over (both within the maximum).
  // Two amounts fit: a key kept for ₹100 must not serve ₹1,000.
  amounts: ['99.99', '100.00', '1000.00', '1000.01'],
  noPeer: false,
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PeerTransferContext;
const settled = ({ step: s }: Observation, src: string, outcome: 'done' | 'error') => s?.kind === 'settle' && s.src === src && s.outcome === outcome;
const settleValue = ({ step: s }: Observation) => (s?.kind === 'settle' ? s.value : undefined);
const srcs = ({ invoked }: Observation) => invoked.map((call) => call.src);
const codeOf = (error: unknown) => (error as { details?: { code?: string } }).details?.code;

/** SPEC 3 Wallet transfer: amounts in rupees with 2 decimals, as integer paise: every text the fixtures type, written out. null: nothing typed. */
const TYPED_PAISE: Record<string, number | null> = {
  '': null,
  '99.99': 9_999,
  '100.00': 10_000,
  '1000.00': 100_000,
  '1000.01': 100_001,
  '50000.00': 5_000_000,
  '50000.01': 5_000_001,
};
const typedPaise = (text: string) => {
  if (!(text in TYPED_PAISE)) throw new Error(`no expected paise for the typed amount '${text}'`);
  return TYPED_PAISE[text] as number | null;
};
/** SPEC 6 transfers to the upline / downlines: the amount within the transfer limits and the sender's balance (never below zero), and a withdrawal password typed at all. */
function expectedIssues(c: PeerTransferContext) {
  const info = c.info as PeerTransferContext['info'] & object;
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
/** While a call is under way the form is locked: these change nothing (nor does a second load or check asked for meanwhile). */
const LOCKED = ['SET_AMOUNT', 'SET_PASSWORD', 'NEXT', 'BACK', 'CONFIRM', 'AGAIN'];
/** A step that keeps the actor in `state` (after it was entered): previous already there. */
const stays = ({ previous }: Observation, state: string) => previous?.matches(state) === true;
/** 2 s, 4 s, 8 s, ... at most 30 s between asks about an unknown outcome. */
const recheckMs = (checks: number) => Math.min(30_000, 2_000 * 2 ** checks);

function peerTransferModel(machine: MachineModel['machine'], d: Direction): MachineModel {
  /** Fresh keys, counted (crypto.randomUUID in the app): a key is made once per intended transfer. */
  let keysMade = 0;
  /** Keys made up to the last snapshot judged (a replay judges its snapshots in order, from a new actor's first). */
  let keysSeen = 0;
  const newKey = () => `${d.keyPrefix}-${++keysMade}`;
  const lastKey = () => `${d.keyPrefix}-${keysMade}`;
  /** A key the model made. */
  const isKey = (key: string | null) => key?.startsWith(`${d.keyPrefix}-`) === true;
  /** The key kept for the amount on the confirm step: the same amount again is the same transfer. */
  const keyFits = (c: PeerTransferContext) => c.idempotencyKey !== null && c.pendingPaise === c.amountPaise;

  const oracles: MachineModel['oracles'] = {
    '*': (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const named = (name: string) => observation.effects.filter((effect) => effect.name === name);
      // The root wallet (and, for a downline, the team) hears of a transfer made, and of nothing else.
      expect(named('transferred')).toHaveLength(settled(observation, 'transfer', 'done') ? 1 : 0);
      // The security center opens when asked, only then.
      expect(named('openSecurityCenter')).toHaveLength(event.type === 'OPEN_SECURITY' ? 1 : 0);
      // Always the one peer the transfer was opened for.
      expect(c.peer).toBe(d.peer);
      // A key is made on CONFIRM when the amount has none yet (a new transfer), and at no other time.
      if (previous === null) keysSeen = keysMade;
      const fresh = event.type === 'CONFIRM' && previous?.matches('confirming') === true && !keyFits(ctx(previous));
      expect(keysMade - keysSeen).toBe(fresh ? 1 : 0);
      keysSeen = keysMade;
      // A key belongs to one intended amount.
      if (c.idempotencyKey !== null) expect([isKey(c.idempotencyKey), c.pendingPaise !== null]).toEqual([true, true]);
      // Every message shown is right for what is typed.
      if (c.info) {
        const issues = expectedIssues(c);
        if (c.amountIssue !== null) expect(c.amountIssue).toBe(issues.amountIssue);
        if (c.passwordIssue !== null) expect(c.passwordIssue).toBe(issues.passwordIssue);
      }
      // Every transfer sent carries (the downline,) the amount its key was made for, the password and the key.
      for (const call of observation.invoked.filter((entry) => entry.src === 'transfer'))
        expect(call.input).toEqual({
          ...(d.peer === null ? {} : { downline: d.peer }),
          amountPaise: c.pendingPaise,
          withdrawPassword: PASSWORD,
          idempotencyKey: c.idempotencyKey,
        });
    },
    loading: (observation) => {
      const { snapshot, previous, event } = observation;
      // While the info loads, the form and a second RETRY change nothing: it is read once.
      if (stays(observation, 'loading')) return expectIgnored(observation, [...LOCKED, 'RETRY']);
      // The peer, limits and balance are read on entry.
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
      if (d.loadFailedKind) expect(ctx(snapshot).loadError).toMatchObject({ kind: d.loadFailedKind });
    },
    ...(d.noPeer
      ? {
          noUpline: (observation: Observation) => {
            const { snapshot } = observation;
            // No upline agent: nothing to transfer to, and the page says so.
            expect(settled(observation, 'loadInfo', 'error')).toBe(true);
            expect(ctx(snapshot).loadError).toBe(settleValue(observation));
            expect(codeOf(ctx(snapshot).loadError)).toBe(WalletErrorCode.noUpline);
          },
        }
      : {}),
    noPassword: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      // SPEC 5 Redeem: the withdraw password is required; the sender is sent to set one.
      expect(observation.invoked).toEqual([]);
      if (settled(observation, 'loadInfo', 'done')) {
        expect([c.info, c.loadError]).toEqual([settleValue(observation), null]);
        expect(c.info?.hasWithdrawPassword).toBe(false);
      } else if (settled(observation, 'transfer', 'error')) {
        // The backend says none is set: nothing moved, the password typed is dropped, the key kept.
        expect(codeOf(settleValue(observation))).toBe(WalletErrorCode.withdrawPasswordNotSet);
        expect([c.failure, c.password, c.idempotencyKey]).toEqual([settleValue(observation), '', ctx(previous!).idempotencyKey]);
        expect(isKey(c.idempotencyKey)).toBe(true);
      } else {
        expect(event.type).toBe('OPEN_SECURITY');
        expect(c).toEqual(ctx(previous!));
      }
    },
    editing: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous!);
      expect(observation.invoked).toEqual([]);
      expect(c.info?.hasWithdrawPassword).toBe(true);
      // Read afresh: the info as the backend sent it, and no refusal of before (a 'no withdraw password
      // set' from before the member set one in the security center would be wrong now).
      if (settled(observation, 'loadInfo', 'done')) expect([c.info, c.loadError, c.failure]).toEqual([settleValue(observation), null, null]);
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
      // Refused (a wrong password, a name outside the team): nothing moved; the message kept, the
      // password typed again, the key kept for the same amount.
      if (settled(observation, 'transfer', 'error')) {
        expect(settleValue(observation)).toMatchObject({ kind: 'business' });
        expect(codeOf(settleValue(observation))).not.toBe(WalletErrorCode.withdrawPasswordNotSet);
        expect([c.failure, c.password, c.idempotencyKey, c.pendingPaise, c.info]).toEqual([
          settleValue(observation),
          '',
          before.idempotencyKey,
          before.pendingPaise,
          before.info,
        ]);
        expect(isKey(c.idempotencyKey)).toBe(true);
      }
    },
    confirming: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous!);
      // The confirm step shows the amount and the sender's balance after it.
      expect(observation.invoked).toEqual([]);
      expect(c.amountPaise).toBe(typedPaise(c.amountText));
      // Never below zero: at most the whole balance is on the confirm step.
      expect(c.amountPaise).toBeLessThanOrEqual(c.info?.balancePaise ?? 0);
      // The amount and password cannot be changed on the confirm step (BACK to change them).
      if (stays(observation, 'confirming')) return expectIgnored(observation, ['SET_AMOUNT', 'SET_PASSWORD']);
      expect(event.type).toBe('NEXT');
      expect(expectedIssues(before)).toEqual({ amountIssue: null, passwordIssue: null });
      expect([c.amountIssue, c.passwordIssue, c.failure]).toEqual([null, null, null]);
    },
    sending: (observation) => {
      const { snapshot, previous, event } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous!);
      // Sealed: a double click (or any edit) while it is sent sends nothing more.
      if (stays(observation, 'sending')) return expectIgnored(observation, LOCKED);
      // Sent once, with the key: a double click never moves money twice.
      expect(srcs(observation)).toEqual(['transfer']);
      expect([previous!.matches('confirming'), event.type]).toEqual([true, 'CONFIRM']);
      expect([c.pendingPaise, c.password, c.failure, c.checks]).toEqual([c.amountPaise, PASSWORD, null, 0]);
      // The same amount again (after a refusal): the same key; another amount (or none yet): a fresh key, made for it.
      if (keyFits(before)) expect(c.idempotencyKey).toBe(before.idempotencyKey);
      else {
        expect(c.idempotencyKey).toBe(lastKey());
        expect(c.idempotencyKey).not.toBe(before.idempotencyKey);
      }
    },
    unknown: (observation) => {
      const { snapshot, previous } = observation;
      const c = ctx(snapshot);
      const before = ctx(previous!);
      expect([isKey(c.idempotencyKey), c.password, c.result]).toEqual([true, PASSWORD, null]);
      // Waiting to ask again: the form stays locked, nothing is sent meanwhile.
      if (stays(observation, 'unknown')) return expectIgnored(observation, LOCKED);
      // A lost answer: the same transfer, key and password are kept to ask again.
      expect(settled(observation, 'transfer', 'error')).toBe(true);
      expect(settleValue(observation)).toMatchObject({ kind: 'timeout' });
      expect(observation.invoked).toEqual([]);
      expect([c.idempotencyKey, c.pendingPaise, c.password, c.result, c.failure]).toEqual([before.idempotencyKey, before.pendingPaise, before.password, null, null]);
      expect(c.checks).toBe(previous!.matches('rechecking') ? before.checks + 1 : 0);
    },
    rechecking: (observation) => {
      const { snapshot, previous, event, step: s } = observation;
      const c = ctx(snapshot);
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
      // The result shown; the password forgotten, the key spent, the sender's new balance shown.
      expect(settled(observation, 'transfer', 'done')).toBe(true);
      expect(previous!.matches('sending') || previous!.matches('rechecking')).toBe(true);
      expect(c.result).toEqual(settleValue(observation));
      expect([c.password, c.idempotencyKey, c.pendingPaise, c.amountText, c.amountPaise, c.checks]).toEqual(['', null, null, '', null, 0]);
      expect(c.info).toEqual({ ...ctx(previous!).info, balancePaise: d.result.balancePaise });
    },
  };

  return {
    machine,
    input: d.peer === null ? { newKey } : { peer: d.peer, newKey },
    fixtures: {
      outputs: { loadInfo: [d.info, { ...d.info, hasWithdrawPassword: false }], transfer: [d.result] },
      errors: { loadInfo: d.loadErrors, transfer: d.transferErrors },
      events: {
        SET_AMOUNT: d.amounts.map((text) => ({ type: 'SET_AMOUNT', text })),
        SET_PASSWORD: [{ type: 'SET_PASSWORD', text: PASSWORD }],
      },
    },
    // What decides the next step: the amount typed, a password typed, and a key made for the amount
    // typed (a key kept for ₹200 must not serve ₹300); and the messages shown, which a later step must clear.
    stateKey: (snapshot) => {
      const c = ctx(snapshot);
      const fits = c.idempotencyKey !== null && c.pendingPaise === typedPaise(c.amountText);
      return [snapshot.value, c.amountText, c.password !== '', fits, c.loadError !== null, c.amountIssue !== null || c.passwordIssue !== null];
    },
    delays: { recheckDelay: (snapshot) => recheckMs(ctx(snapshot).checks) },
    oracles,
  };
}

/** SPEC 6 Member: transfers to the upline (transferUpline page, module MEMTRANS3). */
export const uplineTransferModel = peerTransferModel(uplineTransferMachine, UPLINE);
/** SPEC 3 Wallet transfer (downline), SPEC 6 Agent: transfer to downlines. */
export const downlineTransferModel = peerTransferModel(downlineTransferMachine, DOWNLINE);
