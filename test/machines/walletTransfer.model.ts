import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { MerchantWallet, Wallet } from '@kernel/wallet';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import { type WalletTransferContext, walletTransferMachine } from '@machines/wallet/walletTransfer.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

const MAIN = { code: 'MAIN', name: 'Main wallet', balancePaise: 100_000 };
/**
 * Main ₹1,000.00, PG ₹250.00, EVO ₹0.01 (its whole balance the 1 paise minimum): both game wallets can send the
 * same amount out, so a transfer from the other game wallet to main is another transfer (a new key).
 */
const MULTI: MerchantWallet = {
  isSingle: false,
  wallets: [MAIN, { code: 'PG', name: 'PG Soft', balancePaise: 25_000 }, { code: 'EVO', name: 'Evolution', balancePaise: 1 }],
};
/** Nothing left in any game wallet. */
const GAMES_EMPTY: MerchantWallet = {
  isSingle: false,
  wallets: [MAIN, { code: 'PG', name: 'PG Soft', balancePaise: 0 }, { code: 'EVO', name: 'Evolution', balancePaise: 0 }],
};
const SINGLE: MerchantWallet = { isSingle: true, wallets: [MAIN] };

const TRANSFERRED = { from: 'MAIN', to: 'PG', amountPaise: 10_000, createdAt: 1 };
/** Fresh keys, counted (crypto.randomUUID in the app): a key is made once per intended write. */
let keysMade = 0;
/** Keys made up to the last snapshot judged (a replay judges its snapshots in order, from a new actor's first). */
let keysSeen = 0;
const newKey = () => `key-${String(++keysMade).padStart(4, '0')}`;
const lastKey = () => `key-${String(keysMade).padStart(4, '0')}`;
const isKey = (key: string | null) => key !== null && /^key-\d{4,}$/.test(key);
const REFUSED = business(WalletErrorCode.insufficientBalance);
const LOST = apiFailure('network');

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WalletTransferContext;
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const srcs = ({ invoked }: Observation) => invoked.map((call) => call.src);

/**
 * SPEC 7 amounts are rupees with 2 decimals, in integer paise: every text the fixtures type (or FILL_MAX
 * writes) and the paise it means, written out. null: nothing typed.
 */
const TYPED_PAISE: Record<string, number | null> = {
  '': null,
  '0.00': 0,
  '0.01': 1,
  '250.00': 25_000,
  '250.01': 25_001,
  '1000.00': 100_000,
  '1000.01': 100_001,
};
const typedPaise = (text: string) => {
  if (!(text in TYPED_PAISE)) throw new Error(`no expected paise for the typed amount '${text}'`);
  return TYPED_PAISE[text] as number | null;
};
const balance = (wallets: readonly Wallet[], code: string) => wallets.find((wallet) => wallet.code === code)?.balancePaise ?? 0;
const gameMoney = (wallets: readonly Wallet[]) => wallets.filter((wallet) => wallet.code !== 'MAIN').reduce((sum, wallet) => sum + wallet.balancePaise, 0);
/** SPEC 7 Wallet transfer: why the typed transfer cannot be sent: empty, under the 1 paise minimum, or more than the source wallet holds. */
function expectedIssue(c: WalletTransferContext) {
  const paise = typedPaise(c.amountText);
  if (paise === null) return 'amountEmpty';
  if (paise < 1) return 'amountNotPositive';
  return paise > balance(c.wallets, c.from) ? 'insufficientBalance' : null;
}
/** The typed amount is the source wallet's whole balance (the limit, on it). */
const wholeBalance = (c: WalletTransferContext) => typedPaise(c.amountText) === balance(c.wallets, c.from);
const typedWrite = (c: WalletTransferContext) => ({ kind: 'transfer', from: c.from, to: c.to, amountPaise: typedPaise(c.amountText) });
type Write = { kind: string; from?: string; to?: string; amountPaise?: number | null } | null;
/** Issue 8 money writes: one intended write, one key: both all to main, or a transfer of the same pair and amount. */
const sameWrite = (a: Write, b: Write) =>
  a !== null && b !== null && a.kind === b.kind && (a.kind === 'allToMain' || (a.from === b.from && a.to === b.to && a.amountPaise === b.amountPaise));
/** The game wallets of each fixture read (SPEC 7: a transfer goes between main and one of these). */
const GAME_WALLETS = ['PG', 'EVO'];
/** 2 s, 4 s, 8 s, ... at most 30 s between asks about an unknown outcome. */
const recheckMs = (checks: number) => Math.min(30_000, 2_000 * 2 ** checks);

/** A transfer goes in or out: exactly one side is the main wallet, and the target is one the form offers. */
function expectTransferForm(snapshot: AnyMachineSnapshot) {
  const c = ctx(snapshot);
  expect(c.isSingle).toBe(false);
  expect((c.from === 'MAIN') !== (c.to === 'MAIN')).toBe(true);
  // The target offered: a game wallet for a transfer in, main for one out.
  expect(c.from === 'MAIN' ? GAME_WALLETS : ['MAIN']).toContain(c.to);
  expect(c.wallets.map((wallet) => wallet.code)).toEqual(['MAIN', ...GAME_WALLETS]);
}

/**
 * SPEC 7 Wallet transfer: one side is always main. A game wallet chosen as the source sends to main (out), one
 * chosen as the target takes from main (in); main chosen on either side keeps the pair's game wallet on the other.
 */
function chosenPair(before: { from: string; to: string }, side: 'from' | 'to', code: string) {
  const game = before.from === 'MAIN' ? before.to : before.from;
  if (side === 'from') return code === 'MAIN' ? { from: 'MAIN', to: game } : { from: code, to: 'MAIN' };
  return code === 'MAIN' ? { from: game, to: 'MAIN' } : { from: 'MAIN', to: code };
}

/** Edits of the form (in ready, and while the balances are read again): each clears the message shown. */
function expectEdit({ snapshot, previous, event }: Observation) {
  const c = ctx(snapshot);
  const before = ctx(previous!);
  const edited = ['SET_FROM', 'SET_TO', 'SWAP', 'SET_AMOUNT', 'FILL_MAX'].includes(event.type);
  if (!edited) return;
  expect([c.issue, c.failure]).toEqual([null, null]);
  expect([c.pending, c.idempotencyKey, c.wallets]).toEqual([before.pending, before.idempotencyKey, before.wallets]);
  // SET_FROM PG or EVO (out), SET_FROM MAIN (in) and SET_TO MAIN (out) keep one side main; SWAP turns in into out and back.
  // A wallet the merchant does not have (a single-wallet merchant has no PG wallet): the pair stays.
  const code = (event as unknown as { code?: string }).code ?? '';
  const side = event.type === 'SET_FROM' ? 'from' : 'to';
  if (event.type === 'SET_FROM' || event.type === 'SET_TO')
    expect({ from: c.from, to: c.to }).toEqual(c.wallets.some((wallet) => wallet.code === code) ? chosenPair(before, side, code) : { from: before.from, to: before.to });
  if (event.type === 'SWAP') expect([c.from, c.to]).toEqual([before.to, before.from]);
  else if (event.type !== 'SET_FROM' && event.type !== 'SET_TO') expect([c.from, c.to]).toEqual([before.from, before.to]);
  if (event.type === 'SET_AMOUNT') expect(c.amountText).toBe((event as unknown as { text: string }).text);
  // The whole balance of the source wallet, as an amount to type.
  if (event.type === 'FILL_MAX') expect(c.amountText).toBe((balance(c.wallets, c.from) / 100).toFixed(2));
  if (event.type !== 'SET_AMOUNT' && event.type !== 'FILL_MAX') expect(c.amountText).toBe(before.amountText);
}

/** The wallets as read (GCS_merchantWallet): the list shown, a pair kept while still valid. */
function expectWalletsRead(observation: Observation) {
  const c = ctx(observation.snapshot);
  const before = ctx(observation.previous!);
  if (settled(observation, 'loadWallets', 'done')) {
    const read = settleValue(observation) as MerchantWallet;
    expect([c.wallets, c.isSingle, c.refreshFailed, c.loadError]).toEqual([read.wallets, read.isSingle, false, null]);
    const has = (code: string) => read.wallets.some((wallet) => wallet.code === code);
    const kept = has(before.from) && has(before.to) && (before.from === 'MAIN') !== (before.to === 'MAIN');
    const firstGame = read.wallets.find((wallet) => wallet.code !== 'MAIN')?.code ?? 'MAIN';
    expect({ from: c.from, to: c.to }).toEqual(kept ? { from: before.from, to: before.to } : { from: 'MAIN', to: firstGame });
  }
  // Not read again: the old balances stay, marked as possibly old.
  if (settled(observation, 'loadWallets', 'error')) expect(c).toEqual({ ...before, refreshFailed: true });
}

/** While a write is under way (or the wallets are first read) the form is locked: these change nothing. */
const LOCKED = ['SET_FROM', 'SET_TO', 'SWAP', 'SET_AMOUNT', 'FILL_MAX', 'SUBMIT', 'ALL_TO_MAIN', 'REFRESH'];
const walletTransferOracles: MachineModel['oracles'] = {
  '*': (observation) => {
    const c = ctx(observation.snapshot);
    // The root wallet hears of every success (the header balance follows), and of nothing else.
    const succeeded = settled(observation, 'sendWrite', 'done');
    expect(observation.effects.filter((effect) => effect.name === 'notifyWallet')).toHaveLength(succeeded ? 1 : 0);
    // A key belongs to one intended write.
    if (c.idempotencyKey !== null) expect([isKey(c.idempotencyKey), c.pending !== null]).toEqual([true, true]);
    // A key is made when a write is sent that has none yet (a new write), and at no other time.
    const { previous } = observation;
    if (previous === null) keysSeen = keysMade;
    const before = previous === null ? null : ctx(previous);
    const fresh =
      previous?.matches('ready') === true && observation.snapshot.matches('sending') && !(before!.idempotencyKey !== null && sameWrite(before!.pending, c.pending));
    expect(keysMade - keysSeen).toBe(fresh ? 1 : 0);
    keysSeen = keysMade;
    // Every write carries the key made for it.
    for (const call of observation.invoked.filter((entry) => entry.src === 'sendWrite'))
      expect(call.input).toEqual({ write: c.pending, idempotencyKey: c.idempotencyKey });
  },
  loading: (observation) => {
    const { snapshot, previous, event } = observation;
    expect(ctx(snapshot).wallets).toEqual([]);
    // Until the wallets are known the form is locked: nothing typed or asked for changes anything, nothing is read twice.
    if (previous?.matches('loading')) return expectIgnored(observation, LOCKED);
    // GCS_merchantWallet is read on entry: at the start, or on a retry after a failure.
    expect(srcs(observation)).toEqual(['loadWallets']);
    if (previous) {
      expect(previous.matches('loadFailed')).toBe(true);
      expect(['RETRY', 'REFRESH']).toContain(event.type);
    }
  },
  loadFailed: (observation) => {
    const { snapshot, previous } = observation;
    // SPEC 8 'Network link is abnormal': the reason is kept for the message, with a retry.
    expect(settled(observation, 'loadWallets', 'error')).toBe(true);
    expect(previous?.matches('loading')).toBe(true);
    expect(ctx(snapshot).loadError).toBe(settleValue(observation));
    expect(ctx(snapshot).loadError).toMatchObject({ kind: 'network' });
    expect(ctx(snapshot).wallets).toEqual([]);
  },
  single: (observation) => {
    const { snapshot } = observation;
    // SPEC 7 isSingle: only the main wallet, no transfer controls.
    expect(ctx(snapshot).isSingle).toBe(true);
    expect(ctx(snapshot).wallets).toEqual([MAIN]);
    expect(observation.invoked).toEqual([]);
    // No transfers: a transfer or all to main asked for changes nothing.
    if (observation.previous?.matches('single')) expectIgnored(observation, ['SUBMIT', 'ALL_TO_MAIN']);
    expectWalletsRead(observation);
  },
  ready: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expectTransferForm(snapshot);
    expect(observation.invoked).toEqual([]);
    expectWalletsRead(observation);
    expectEdit(observation);
    // Bad input is told, and nothing is sent: empty, zero, or more than the source wallet holds.
    if (event.type === 'SUBMIT') {
      expect(expectedIssue(before)).not.toBeNull();
      expect(c.issue).toBe(expectedIssue(before));
      expect([c.pending, c.idempotencyKey]).toEqual([before.pending, before.idempotencyKey]);
    }
    // All to main with nothing in the game wallets: said so, nothing sent.
    if (event.type === 'ALL_TO_MAIN') {
      expect(gameMoney(before.wallets)).toBe(0);
      expect(c.issue).toBe('nothingToMove');
      expect([c.pending, c.idempotencyKey]).toEqual([before.pending, before.idempotencyKey]);
    }
  },
  refreshing: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    const entered = !previous!.matches('refreshing');
    // The balances are read again on entry (after a write, or on the refresh button), once.
    expect(srcs(observation)).toEqual(entered ? ['loadWallets'] : []);
    if (!c.isSingle) expect((c.from === 'MAIN') !== (c.to === 'MAIN')).toBe(true);
    // The source's balance is being read: a transfer, all to main, the whole balance or another refresh waits for it (nothing changes).
    if (!entered && ['SUBMIT', 'ALL_TO_MAIN', 'REFRESH', 'FILL_MAX'].includes(event.type))
      return expectIgnored(observation, ['SUBMIT', 'ALL_TO_MAIN', 'REFRESH', 'FILL_MAX']);
    // The other edits are taken meanwhile.
    if (!entered) expect(['SET_FROM', 'SET_TO', 'SWAP', 'SET_AMOUNT']).toContain(event.type);
    expectEdit(observation);
    if (event.type === 'REFRESH') {
      expect(previous!.matches('ready') || previous!.matches('single')).toBe(true);
      expect(c).toEqual(before);
    }
    // Done: what moved is shown, the key is spent, the next transfer is a new one.
    const succeeded = settled(observation, 'sendWrite', 'done');
    if (succeeded) {
      expect(c.outcome).toEqual({ kind: before.pending?.kind, result: settleValue(observation) });
      expect([c.pending, c.idempotencyKey, c.failure, c.checks]).toEqual([null, null, null, 0]);
      expect(c.amountText).toBe(before.pending?.kind === 'transfer' ? '' : before.amountText);
    }
    // Refused: nothing moved, the backend's message is shown, the same write keeps its key for a retry.
    if (settled(observation, 'sendWrite', 'error')) {
      expect(c.failure).toBe(settleValue(observation));
      expect(c.failure).toMatchObject({ kind: 'business' });
      expect([c.pending, c.idempotencyKey, c.outcome]).toEqual([before.pending, before.idempotencyKey, null]);
      expect(isKey(c.idempotencyKey)).toBe(true);
    }
    if (entered && event.type !== 'REFRESH') expect(previous!.matches('sending') || previous!.matches('confirming')).toBe(true);
  },
  sending: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect(isKey(c.idempotencyKey)).toBe(true);
    expect(c.pending).not.toBeNull();
    // Sealed: a double click (or an edit, a refresh) while it is sent sends nothing more, changes nothing.
    if (previous!.matches('sending')) return expectIgnored(observation, LOCKED);
    // GCS_walletTransfer with the write and its key, sent once.
    expect(srcs(observation)).toEqual(['sendWrite']);
    expect(previous!.matches('ready')).toBe(true);
    expect([c.issue, c.failure, c.outcome, c.checks]).toEqual([null, null, null, 0]);
    if (event.type === 'SUBMIT') {
      expect(expectedIssue(before)).toBeNull();
      expect(c.pending).toEqual(typedWrite(before));
    } else {
      expect(event.type).toBe('ALL_TO_MAIN');
      expect(gameMoney(before.wallets)).toBeGreaterThan(0);
      expect(c.pending).toEqual({ kind: 'allToMain' });
    }
    // A retry of the same write (after a refusal) sends it again with the same key; another write gets a fresh key, made for it.
    if (before.idempotencyKey !== null && sameWrite(before.pending, c.pending)) expect(c.idempotencyKey).toBe(before.idempotencyKey);
    else expect([c.idempotencyKey, c.idempotencyKey !== before.idempotencyKey]).toEqual([lastKey(), true]);
  },
  unknown: (observation) => {
    const { snapshot, previous } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous!);
    expect([isKey(c.idempotencyKey), c.outcome, c.failure]).toEqual([true, null, null]);
    expect(c.pending).not.toBeNull();
    // Waiting to ask again: the form stays locked, nothing is sent meanwhile.
    if (previous!.matches('unknown')) return expectIgnored(observation, LOCKED);
    // A lost answer: the outcome is unknown, the same write and key are kept to ask again.
    expect(settled(observation, 'sendWrite', 'error')).toBe(true);
    expect(settleValue(observation)).toMatchObject({ kind: 'network' });
    expect(observation.invoked).toEqual([]);
    expect([c.pending, c.idempotencyKey, c.outcome, c.failure]).toEqual([before.pending, before.idempotencyKey, null, null]);
    // Each unanswered ask is counted: the next one waits longer.
    expect(c.checks).toBe(previous!.matches('confirming') ? before.checks + 1 : 0);
  },
  confirming: (observation) => {
    const { snapshot, previous, event, step } = observation;
    const c = ctx(snapshot);
    // Asked again already: the form stays locked and a second CHECK_NOW sends nothing more.
    if (previous!.matches('confirming')) return expectIgnored(observation, [...LOCKED, 'CHECK_NOW']);
    // The same write and key are sent again: on CHECK_NOW, or when the wait (2 s, 4 s, ... 30 s) ends.
    expect(srcs(observation)).toEqual(['sendWrite']);
    expect(previous!.matches('unknown')).toBe(true);
    expect(c).toEqual(ctx(previous!));
    if (step?.kind === 'wait') expect([step.delay, step.ms]).toEqual(['recheckDelay', recheckMs(c.checks)]);
    else expect(event.type).toBe('CHECK_NOW');
  },
};

/** SPEC 7 Wallet (transferFund): merchant wallets, transfers in and out, all to main, keys per write. */
export const walletTransferModel: MachineModel = {
  machine: walletTransferMachine,
  input: { newKey },
  fixtures: {
    outputs: { loadWallets: [MULTI, SINGLE, GAMES_EMPTY], sendWrite: [TRANSFERRED] },
    errors: {
      loadWallets: [LOST],
      sendWrite: [REFUSED, LOST],
    },
    events: {
      // 1 paise under the minimum and on it; 1 paise over main's and PG's whole balance (on it: FILL_MAX, '1000.00' and '250.00').
      SET_AMOUNT: ['0.00', '0.01', '1000.01', '250.01'].map((text) => ({ type: 'SET_AMOUNT', text })),
      // a game wallet as the source (the first and the second), and main again (the game wallet of the pair kept)
      SET_FROM: ['PG', 'EVO', 'MAIN'].map((code) => ({ type: 'SET_FROM', code })),
      // main as the target (out, from the pair's game wallet), and a game wallet as the target (in, from main)
      SET_TO: ['MAIN', 'PG', 'EVO'].map((code) => ({ type: 'SET_TO', code })),
    },
  },
  // What decides the next step: the wallets read, whether the typed transfer can be sent (or why not),
  // how the pending write relates to it and whether it has its key; and whether a mark is shown that a
  // later step must clear (a message under the amount, a failed refresh, a failed read).
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    const issue = expectedIssue(c);
    // (a pending transfer: which of its parts the typed one changes, each alone making another transfer)
    const typed = typedWrite(c) as Record<string, unknown>;
    const pending =
      c.pending === null
        ? null
        : c.pending.kind === 'allToMain'
          ? 'allToMain'
          : issue === null && sameWrite(c.pending, typedWrite(c))
            ? 'typed'
            : `other:${(['from', 'to', 'amountPaise'] as const).filter((part) => (c.pending as Record<string, unknown>)[part] !== typed[part]).join()}`;
    const marked = c.issue !== null || c.refreshFailed;
    return [
      snapshot.value,
      c.wallets.map((wallet) => wallet.balancePaise).join(','),
      // the pair itself: a pair kept or reset when the wallets are read again depends on both its sides
      `${c.from}>${c.to}`,
      issue ?? 'ok',
      // the whole balance (FILL_MAX) apart from the other sendable amounts, so each is submitted
      wholeBalance(c),
      pending,
      c.idempotencyKey !== null,
      marked,
      c.loadError !== null,
    ];
  },
  delays: { recheckDelay: (snapshot) => recheckMs(ctx(snapshot).checks) },
  oracles: walletTransferOracles,
};
