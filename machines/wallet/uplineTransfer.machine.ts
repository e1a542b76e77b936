import { assign, fromPromise, setup } from 'xstate';
import type { TransferUplineRequest, UplineTransferInfo } from '../../kernel/transferUpline';
import { WalletErrorCode } from '../../kernel/walletErrorCodes';
import { checkUplineTransfer, infoAfterTransfer, type UplineAmountIssue, type UplinePasswordIssue } from './uplineTransfer.rules';
import { failureCode, isUnknownOutcome, recheckDelayMs } from './writeOutcome.rules';

export type UplineTransferEvent =
  | { type: 'SET_AMOUNT'; text: string }
  | { type: 'SET_PASSWORD'; text: string }
  /** To the confirm step (when the amount and the password are fine). */
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  /** Ask about an unknown outcome now instead of waiting for the next check. */
  | { type: 'CHECK_NOW' }
  /** Another transfer after one is done. */
  | { type: 'AGAIN' }
  /** No withdrawal password yet: open the security center to set one. */
  | { type: 'OPEN_SECURITY' };

export type UplineTransferResult = { uplineAccount: string; amountPaise: number; balancePaise: number; createdAt: number };

export type UplineTransferContext = {
  info: UplineTransferInfo | null;
  amountText: string;
  /** The withdrawal password: kept only until the outcome of the transfer is known. */
  password: string;
  amountIssue: UplineAmountIssue | null;
  passwordIssue: UplinePasswordIssue | null;
  /** The amount on the confirm step. */
  amountPaise: number | null;
  /** The amount the idempotency key was made for: the same amount is sent again with the same key. */
  pendingPaise: number | null;
  idempotencyKey: string | null;
  result: UplineTransferResult | null;
  /** The backend's refusal of the last transfer (its message is shown). */
  failure: unknown;
  loadError: unknown;
  checks: number;
};

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? new Error('unknown failure');
const textOf = (event: unknown) => (event as { text: string }).text;

/** While a transfer is under way the form is locked: edits and new steps are deliberately ignored. */
const LOCKED = { SET_AMOUNT: {}, SET_PASSWORD: {}, NEXT: {}, BACK: {}, CONFIRM: {}, AGAIN: {} } as const;

const transferInput = ({ context }: { context: UplineTransferContext }): TransferUplineRequest => ({
  amountPaise: context.pendingPaise as number,
  withdrawPassword: context.password,
  idempotencyKey: context.idempotencyKey as string,
});

/**
 * Transfer to upline (transferUpline page, module MEMTRANS3): whom the money goes to, the limits
 * and the balance; an amount and the withdrawal password (none set: the member is sent to the
 * security center); a confirm step; a sealed transfer with a key made once per intended transfer;
 * a lost answer is asked again with the same key until the backend answers; the root wallet is
 * told after the transfer.
 */
export const uplineTransferMachine = setup({
  types: { context: {} as UplineTransferContext, events: {} as UplineTransferEvent },
  actors: {
    loadInfo: fromPromise<UplineTransferInfo>(async () => {
      throw new Error('loadInfo not provided');
    }),
    makeKey: fromPromise<string>(async () => {
      throw new Error('makeKey not provided');
    }),
    transfer: fromPromise<UplineTransferResult, TransferUplineRequest>(async () => {
      throw new Error('transfer not provided');
    }),
  },
  guards: {
    noWithdrawPassword: ({ event }) => !outputOf<UplineTransferInfo>(event).hasWithdrawPassword,
    noUpline: ({ event }) => failureCode(errorOf(event)) === WalletErrorCode.noUpline,
    inputInvalid: ({ context }) => !context.info || !checkUplineTransfer(context.info, context.amountText, context.password).ok,
    keyFits: ({ context }) => context.idempotencyKey !== null && context.pendingPaise === context.amountPaise,
    outcomeUnknown: ({ event }) => isUnknownOutcome(errorOf(event)),
    passwordNotSet: ({ event }) => failureCode(errorOf(event)) === WalletErrorCode.withdrawPasswordNotSet,
  },
  actions: {
    storeInfo: assign({ info: ({ event }) => outputOf<UplineTransferInfo>(event), loadError: null }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    setAmount: assign({ amountText: ({ event }) => textOf(event), amountIssue: null, failure: null }),
    setPassword: assign({ password: ({ event }) => textOf(event), passwordIssue: null, failure: null }),
    noteIssues: assign(({ context }) => {
      const checked = context.info ? checkUplineTransfer(context.info, context.amountText, context.password) : null;
      return checked && !checked.ok ? { amountIssue: checked.amountIssue, passwordIssue: checked.passwordIssue, failure: null } : {};
    }),
    fixAmount: assign(({ context }) => {
      const checked = checkUplineTransfer(context.info as UplineTransferInfo, context.amountText, context.password);
      return { amountPaise: checked.ok ? checked.amountPaise : null, amountIssue: null, passwordIssue: null, failure: null };
    }),
    /** The transfer about to be sent; another amount than the pending one gets a new key. */
    startWrite: assign(({ context }) => ({
      idempotencyKey: context.pendingPaise === context.amountPaise ? context.idempotencyKey : null,
      pendingPaise: context.amountPaise,
      failure: null,
      checks: 0,
    })),
    storeKey: assign({ idempotencyKey: ({ event }) => outputOf<string>(event) }),
    /** Done: the key is spent and the password forgotten; the info shows the new balance. */
    storeResult: assign(({ context, event }) => {
      const result = outputOf<UplineTransferResult>(event);
      return {
        result,
        info: context.info ? infoAfterTransfer(context.info, result.balancePaise) : null,
        pendingPaise: null,
        idempotencyKey: null,
        password: '',
        amountText: '',
        amountPaise: null,
        checks: 0,
      };
    }),
    /** Refused: nothing moved; the password is typed again, the key stays for the same amount. */
    noteFailure: assign({ failure: ({ event }) => errorOf(event), password: '', checks: 0 }),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    startOver: assign({ result: null, failure: null, amountIssue: null, passwordIssue: null }),
    /** Tells the root wallet actor (REFRESH): the header balance follows. */
    notifyWallet: () => {},
    /** Opens the security center page, where the withdrawal password is set. */
    openSecurityCenter: () => {},
  },
  delays: {
    recheckDelay: ({ context }) => recheckDelayMs(context.checks),
  },
}).createMachine({
  id: 'uplineTransfer',
  meta: { spec: '6 Member: transfers to the upline (module MEMTRANS3)' },
  context: {
    info: null,
    amountText: '',
    password: '',
    amountIssue: null,
    passwordIssue: null,
    amountPaise: null,
    pendingPaise: null,
    idempotencyKey: null,
    result: null,
    failure: null,
    loadError: null,
    checks: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '6 Member: the upline account, limits and balance' },
      invoke: {
        src: 'loadInfo',
        onDone: [
          { guard: 'noWithdrawPassword', target: 'noPassword', actions: 'storeInfo' },
          { target: 'editing', actions: 'storeInfo' },
        ],
        onError: [
          { guard: 'noUpline', target: 'noUpline', actions: 'noteLoadError' },
          { target: 'loadFailed', actions: 'noteLoadError' },
        ],
      },
      on: { ...LOCKED, RETRY: {} },
    },
    loadFailed: {
      meta: { spec: '8 Network link is abnormal: the upline info could not be read, with retry' },
      on: { RETRY: 'loading' },
    },
    noUpline: {
      meta: { spec: '6 Member: no upline agent, nothing to transfer to' },
    },
    noPassword: {
      meta: { spec: '5 Redeem: the withdraw password is required (set it in the security center)' },
      on: { OPEN_SECURITY: { actions: 'openSecurityCenter' }, RETRY: 'loading' },
    },
    editing: {
      meta: { spec: '3 Wallet transfer (upline): amount, checked against limits and balance' },
      on: {
        SET_AMOUNT: { actions: 'setAmount' },
        SET_PASSWORD: { actions: 'setPassword' },
        NEXT: [
          { guard: 'inputInvalid', actions: 'noteIssues' },
          { target: 'confirming', actions: 'fixAmount' },
        ],
      },
    },
    confirming: {
      meta: { spec: '6 Member: transfers to the upline, confirmed before sending' },
      on: {
        CONFIRM: [
          { guard: 'keyFits', target: 'sending', actions: 'startWrite' },
          { target: 'preparing', actions: 'startWrite' },
        ],
        BACK: 'editing',
        SET_AMOUNT: {},
        SET_PASSWORD: {},
      },
    },
    preparing: {
      meta: { spec: 'Money rules: one idempotency key per intended write' },
      invoke: { src: 'makeKey', onDone: { target: 'sending', actions: 'storeKey' }, onError: { target: 'editing', actions: 'noteFailure' } },
      on: LOCKED,
    },
    sending: {
      meta: { spec: '6 Member: transfer to upline (sealed, a double click never moves money twice)' },
      invoke: {
        src: 'transfer',
        input: transferInput,
        onDone: { target: 'done', actions: ['storeResult', 'notifyWallet'] },
        onError: [
          { guard: 'outcomeUnknown', target: 'unknown' },
          { guard: 'passwordNotSet', target: 'noPassword', actions: 'noteFailure' },
          { target: 'editing', actions: 'noteFailure' },
        ],
      },
      on: LOCKED,
    },
    unknown: {
      meta: { spec: 'Money rules: a lost answer is an unknown outcome, asked again with the same key' },
      after: { recheckDelay: 'rechecking' },
      on: { ...LOCKED, CHECK_NOW: 'rechecking' },
    },
    rechecking: {
      meta: { spec: 'Money rules: the same write and key sent again until the backend answers' },
      invoke: {
        src: 'transfer',
        input: transferInput,
        onDone: { target: 'done', actions: ['storeResult', 'notifyWallet'] },
        onError: [
          { guard: 'outcomeUnknown', target: 'unknown', actions: 'countCheck' },
          { guard: 'passwordNotSet', target: 'noPassword', actions: 'noteFailure' },
          { target: 'editing', actions: 'noteFailure' },
        ],
      },
      on: { ...LOCKED, CHECK_NOW: {} },
    },
    done: {
      meta: { spec: '6 Member: transfer to upline, the result shown' },
      on: { AGAIN: { target: 'loading', actions: 'startOver' } },
    },
  },
});
