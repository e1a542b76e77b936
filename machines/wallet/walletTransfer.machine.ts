import { assign, fromPromise, setup } from 'xstate';
import type { MerchantWallet, Wallet, WalletSweepResult, WalletTransferResult } from '../../kernel/wallet';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import {
  balanceOf,
  checkTransfer,
  choosePair,
  gameMoneyPaise,
  keepPair,
  paiseToInputText,
  sameWrite,
  swapPair,
  type TransferIssue,
  type WalletWrite,
} from './walletTransfer.rules';
import { isUnknownOutcome, recheckDelayMs } from './writeOutcome.rules';

export type WalletTransferEvent =
  | { type: 'SET_FROM'; code: string }
  | { type: 'SET_TO'; code: string }
  /** In becomes out: the source and the target change places. */
  | { type: 'SWAP' }
  | { type: 'SET_AMOUNT'; text: string }
  /** The whole balance of the source wallet. */
  | { type: 'FILL_MAX' }
  | { type: 'SUBMIT' }
  | { type: 'ALL_TO_MAIN' }
  /** Read the wallets again (the refresh button). */
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  /** Ask about an unknown outcome now instead of waiting for the next check. */
  | { type: 'CHECK_NOW' };

/** What the last successful write moved. */
export type TransferOutcome = { kind: 'transfer'; result: WalletTransferResult } | { kind: 'allToMain'; result: WalletSweepResult };

export type WalletTransferContext = {
  wallets: Wallet[];
  isSingle: boolean;
  from: string;
  to: string;
  amountText: string;
  /** Why the typed transfer was not sent (shown under the amount). */
  issue: TransferIssue | null;
  /** The write the key belongs to: the same write is sent again with the same key. */
  pending: WalletWrite | null;
  idempotencyKey: string | null;
  /** Makes the key of a new write (input newKey, else machines/idempotencyKey.ts), kept for its retries. */
  newKey: NewKey;
  outcome: TransferOutcome | null;
  /** The backend's refusal of the last write (its message is shown). */
  failure: unknown;
  loadError: unknown;
  /** The wallets could not be read again; the balances shown may be old. */
  refreshFailed: boolean;
  /** How many times an unknown outcome has been asked about. */
  checks: number;
};

/** The input of the write actor: the intended write and its key. */
export type WalletWriteInput = { write: WalletWrite; idempotencyKey: string };

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? new Error('unknown failure');

const EMPTY: Pick<WalletTransferContext, 'wallets' | 'isSingle' | 'from' | 'to'> = { wallets: [], isSingle: false, from: 'MAIN', to: 'MAIN' };

/** The key of the write about to be sent: the one made for the same pending write, else a fresh one. */
const keyFor = (context: WalletTransferContext, write: WalletWrite | null) =>
  context.idempotencyKey !== null && sameWrite(context.pending, write) ? context.idempotencyKey : context.newKey();

/** While a write is under way the form is locked: its edits and new writes are deliberately ignored. */
const LOCKED = { SET_FROM: {}, SET_TO: {}, SWAP: {}, SET_AMOUNT: {}, FILL_MAX: {}, SUBMIT: {}, ALL_TO_MAIN: {}, REFRESH: {} } as const;

/**
 * SPEC 7 Wallet (transferFund page): the main and game wallets (GCS_merchantWallet), transfers in
 * and out (GCS_walletTransfer) and all to main. A single-wallet merchant (isSingle) has no
 * transfers. Every write carries a key made once per intended write and sent again on a retry; a
 * lost answer leads to 'unknown', which sends the same write with the same key until the backend
 * answers. After each success the root wallet is told (notifyWallet) and the wallets are read again.
 */
export const walletTransferMachine = setup({
  types: {
    context: {} as WalletTransferContext,
    events: {} as WalletTransferEvent,
    input: {} as KeyInput | undefined,
  },
  actors: {
    loadWallets: fromPromise<MerchantWallet>(async () => {
      throw new Error('loadWallets not provided');
    }),
    sendWrite: fromPromise<WalletTransferResult | WalletSweepResult, WalletWriteInput>(async () => {
      throw new Error('sendWrite not provided');
    }),
  },
  guards: {
    isSingleWallet: ({ event }) => outputOf<MerchantWallet>(event).isSingle,
    wasSingleWallet: ({ context }) => context.isSingle,
    transferInvalid: ({ context }) => !checkTransfer(context.wallets, context, context.amountText).ok,
    nothingToMove: ({ context }) => gameMoneyPaise(context.wallets) === 0,
    outcomeUnknown: ({ event }) => isUnknownOutcome(errorOf(event)),
  },
  actions: {
    storeWallets: assign(({ context, event }) => {
      const { isSingle, wallets } = outputOf<MerchantWallet>(event);
      return { wallets, isSingle, ...keepPair(wallets, context), refreshFailed: false, loadError: null };
    }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    noteRefreshFailed: assign({ refreshFailed: true }),
    setFrom: assign(({ context, event }) => ({
      ...choosePair(context.wallets, context, 'from', (event as Extract<WalletTransferEvent, { type: 'SET_FROM' }>).code),
      issue: null,
      failure: null,
    })),
    setTo: assign(({ context, event }) => ({
      ...choosePair(context.wallets, context, 'to', (event as Extract<WalletTransferEvent, { type: 'SET_TO' }>).code),
      issue: null,
      failure: null,
    })),
    swap: assign(({ context }) => ({ ...swapPair(context), issue: null, failure: null })),
    setAmount: assign({ amountText: ({ event }) => (event as Extract<WalletTransferEvent, { type: 'SET_AMOUNT' }>).text, issue: null, failure: null }),
    fillMax: assign({ amountText: ({ context }) => paiseToInputText(balanceOf(context.wallets, context.from)), issue: null, failure: null }),
    noteTransferIssue: assign({
      issue: ({ context }) => {
        const checked = checkTransfer(context.wallets, context, context.amountText);
        return checked.ok ? null : checked.issue;
      },
      failure: null,
    }),
    noteNothingToMove: assign({ issue: 'nothingToMove' as TransferIssue, failure: null }),
    /**
     * The write about to be sent, with its key: the pending write again (a retry after a refusal)
     * keeps the key made for it; a different write is a new one and gets a new key.
     */
    startTransfer: assign(({ context }) => {
      const checked = checkTransfer(context.wallets, context, context.amountText);
      const write = checked.ok ? checked.write : null;
      return { pending: write, idempotencyKey: keyFor(context, write), issue: null, failure: null, outcome: null, checks: 0 };
    }),
    startSweep: assign(({ context }) => {
      const write: WalletWrite = { kind: 'allToMain' };
      return { pending: write, idempotencyKey: keyFor(context, write), issue: null, failure: null, outcome: null, checks: 0 };
    }),
    /** Done: the key is spent, the next transfer is a new one. */
    storeOutcome: assign(({ context, event }) => {
      const write = context.pending as WalletWrite;
      const outcome: TransferOutcome =
        write.kind === 'transfer'
          ? { kind: 'transfer', result: outputOf<WalletTransferResult>(event) }
          : { kind: 'allToMain', result: outputOf<WalletSweepResult>(event) };
      return { outcome, pending: null, idempotencyKey: null, amountText: write.kind === 'transfer' ? '' : context.amountText, checks: 0, failure: null };
    }),
    /** Refused: nothing moved; the pending write and its key stay for a retry of the same write. */
    noteFailure: assign({ failure: ({ event }) => errorOf(event), checks: 0 }),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    /** Tells the root wallet actor (REFRESH): the header balance follows. */
    notifyWallet: () => {},
  },
  delays: {
    /** 2 s, 4 s, 8 s, ... at most 30 s between asks about an unknown outcome. */
    recheckDelay: ({ context }) => recheckDelayMs(context.checks),
  },
}).createMachine({
  id: 'walletTransfer',
  meta: { spec: '7 Wallet: merchant wallet and wallet transfer' },
  context: ({ input }) => ({
    newKey: keyMakerOf(input),
    ...EMPTY,
    amountText: '',
    issue: null,
    pending: null,
    idempotencyKey: null,
    outcome: null,
    failure: null,
    loadError: null,
    refreshFailed: false,
    checks: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '7 Wallet: GCS_merchantWallet (value.isSingle)' },
      invoke: {
        src: 'loadWallets',
        onDone: [
          { guard: 'isSingleWallet', target: 'single', actions: 'storeWallets' },
          { target: 'ready', actions: 'storeWallets' },
        ],
        onError: { target: 'loadFailed', actions: 'noteLoadError' },
      },
      on: LOCKED,
    },
    loadFailed: {
      meta: { spec: '8 Network link is abnormal: the wallets could not be read, with retry' },
      on: { RETRY: 'loading', REFRESH: 'loading' },
    },
    single: {
      meta: { spec: '7 Wallet: isSingle, only the main wallet and no transfers' },
      on: { REFRESH: 'refreshing', SUBMIT: {}, ALL_TO_MAIN: {} },
    },
    ready: {
      meta: { spec: '7 Wallet: wallet transfer in, out and all to main' },
      on: {
        SET_FROM: { actions: 'setFrom' },
        SET_TO: { actions: 'setTo' },
        SWAP: { actions: 'swap' },
        SET_AMOUNT: { actions: 'setAmount' },
        FILL_MAX: { actions: 'fillMax' },
        SUBMIT: [
          { guard: 'transferInvalid', actions: 'noteTransferIssue' },
          { target: 'sending', actions: 'startTransfer' },
        ],
        ALL_TO_MAIN: [
          { guard: 'nothingToMove', actions: 'noteNothingToMove' },
          { target: 'sending', actions: 'startSweep' },
        ],
        REFRESH: 'refreshing',
      },
    },
    refreshing: {
      meta: { spec: '7 Wallet: balances read again after a write or on refresh' },
      invoke: {
        src: 'loadWallets',
        onDone: [
          { guard: 'isSingleWallet', target: 'single', actions: 'storeWallets' },
          { target: 'ready', actions: 'storeWallets' },
        ],
        onError: [
          { guard: 'wasSingleWallet', target: 'single', actions: 'noteRefreshFailed' },
          { target: 'ready', actions: 'noteRefreshFailed' },
        ],
      },
      on: {
        SET_FROM: { actions: 'setFrom' },
        SET_TO: { actions: 'setTo' },
        SWAP: { actions: 'swap' },
        SET_AMOUNT: { actions: 'setAmount' },
        // The source's balance is being read again: a transfer waits for it.
        SUBMIT: {},
        ALL_TO_MAIN: {},
        REFRESH: {},
        FILL_MAX: {},
      },
    },
    sending: {
      meta: { spec: '7 Wallet: wallet transfer (a double click never moves money twice)' },
      invoke: {
        src: 'sendWrite',
        input: ({ context }) => ({ write: context.pending as WalletWrite, idempotencyKey: context.idempotencyKey as string }),
        onDone: { target: 'refreshing', actions: ['storeOutcome', 'notifyWallet'] },
        onError: [
          { guard: 'outcomeUnknown', target: 'unknown' },
          { target: 'refreshing', actions: 'noteFailure' },
        ],
      },
      on: LOCKED,
    },
    unknown: {
      meta: { spec: 'Money rules: a lost answer is an unknown outcome, asked again with the same key' },
      after: { recheckDelay: 'confirming' },
      on: { ...LOCKED, CHECK_NOW: 'confirming' },
    },
    confirming: {
      meta: { spec: 'Money rules: the same write and key sent again until the backend answers' },
      invoke: {
        src: 'sendWrite',
        input: ({ context }) => ({ write: context.pending as WalletWrite, idempotencyKey: context.idempotencyKey as string }),
        onDone: { target: 'refreshing', actions: ['storeOutcome', 'notifyWallet'] },
        onError: [
          { guard: 'outcomeUnknown', target: 'unknown', actions: 'countCheck' },
          { target: 'refreshing', actions: 'noteFailure' },
        ],
      },
      on: { ...LOCKED, CHECK_NOW: {} },
    },
  },
});
