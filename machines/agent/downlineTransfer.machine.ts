import { assign, fromPromise, setup } from 'xstate';
import type { DownlineTransferInfo, TransferDownlineRequest, TransferDownlineResult } from '@kernel/agency';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import type { UplineTransferEvent } from '../wallet/uplineTransfer.machine';
import { failureCode, isUnknownOutcome, recheckDelayMs } from '../wallet/writeOutcome.rules';
import { checkDownlineTransfer, type DownlineAmountIssue, type DownlinePasswordIssue, infoAfterTransfer } from './downlineTransfer.rules';

/** The same steps as a transfer to the upline: one form for both directions of SPEC 3 Wallet transfer. */
export type DownlineTransferEvent = UplineTransferEvent;

export type DownlineTransferInput = { /** The downline's user name (a member of the agent's team). */ downline: string };

export type DownlineTransferContext = {
  downline: string;
  info: DownlineTransferInfo | null;
  amountText: string;
  /** The withdrawal password: kept only until the outcome of the transfer is known. */
  password: string;
  amountIssue: DownlineAmountIssue | null;
  passwordIssue: DownlinePasswordIssue | null;
  /** The amount on the confirm step. */
  amountPaise: number | null;
  /** The amount the idempotency key was made for: the same amount is sent again with the same key. */
  pendingPaise: number | null;
  idempotencyKey: string | null;
  result: TransferDownlineResult | null;
  /** The backend's refusal of the last transfer (its message is shown). */
  failure: unknown;
  loadError: unknown;
  checks: number;
};

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;
// Stryker disable next-line StringLiteral: a stand-in for a promise rejected with nothing (an unknown outcome); its text is never shown
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? new Error('unknown failure');
const textOf = (event: unknown) => (event as { text: string }).text;

/** While a transfer is under way the form is locked: edits and new steps are deliberately ignored. */
const LOCKED = { SET_AMOUNT: {}, SET_PASSWORD: {}, NEXT: {}, BACK: {}, CONFIRM: {}, AGAIN: {} } as const;

const transferInput = ({ context }: { context: DownlineTransferContext }): TransferDownlineRequest => ({
  downline: context.downline,
  amountPaise: context.pendingPaise as number,
  withdrawPassword: context.password,
  idempotencyKey: context.idempotencyKey as string,
});

/**
 * Transfer to a downline (downlineManagmentView, SPEC 3 Wallet transfer): the agent's balance and
 * the limits; an amount and the withdrawal password (none set: the agent is sent to the security
 * center); a confirm step; a sealed transfer with a key made once per intended transfer; a lost
 * answer is asked again with the same key until the backend answers; after the transfer the root
 * wallet and the team are told (the downline's balance changed too).
 */
export const downlineTransferMachine = setup({
  types: { context: {} as DownlineTransferContext, events: {} as DownlineTransferEvent, input: {} as DownlineTransferInput },
  actors: {
    loadInfo: fromPromise<DownlineTransferInfo>(async () => {
      throw new Error('loadInfo not provided');
    }),
    makeKey: fromPromise<string>(async () => {
      throw new Error('makeKey not provided');
    }),
    transfer: fromPromise<TransferDownlineResult, TransferDownlineRequest>(async () => {
      throw new Error('transfer not provided');
    }),
  },
  guards: {
    noWithdrawPassword: ({ event }) => !outputOf<DownlineTransferInfo>(event).hasWithdrawPassword,
    inputInvalid: ({ context }) => !checkDownlineTransfer(context.info as DownlineTransferInfo, context.amountText, context.password).ok,
    keyFits: ({ context }) => context.idempotencyKey !== null && context.pendingPaise === context.amountPaise,
    outcomeUnknown: ({ event }) => isUnknownOutcome(errorOf(event)),
    passwordNotSet: ({ event }) => failureCode(errorOf(event)) === WalletErrorCode.withdrawPasswordNotSet,
  },
  actions: {
    storeInfo: assign({ info: ({ event }) => outputOf<DownlineTransferInfo>(event), loadError: null }),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    setAmount: assign({ amountText: ({ event }) => textOf(event), amountIssue: null, failure: null }),
    setPassword: assign({ password: ({ event }) => textOf(event), passwordIssue: null, failure: null }),
    noteIssues: assign(({ context }) => {
      const { amountIssue, passwordIssue } = checkDownlineTransfer(context.info as DownlineTransferInfo, context.amountText, context.password);
      return { amountIssue, passwordIssue, failure: null };
    }),
    fixAmount: assign(({ context }) => {
      const checked = checkDownlineTransfer(context.info as DownlineTransferInfo, context.amountText, context.password);
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
    /** Done: the key is spent and the password forgotten; the info shows the agent's new balance. */
    storeResult: assign(({ context, event }) => {
      const result = outputOf<TransferDownlineResult>(event);
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
    /** Money moved: the root wallet refreshes (the header balance) and the team reloads (the downline's balance). */
    transferred: () => {},
    /** Opens the security center page, where the withdrawal password is set. */
    openSecurityCenter: () => {},
  },
  delays: {
    recheckDelay: ({ context }) => recheckDelayMs(context.checks),
  },
}).createMachine({
  id: 'downlineTransfer',
  meta: { spec: '3 Wallet transfer (downline): amount (6 Agent: transfer to downlines)' },
  context: ({ input }) => ({
    downline: input.downline,
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
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '6 Agent: transfer to downlines, the limits and the agent balance' },
      invoke: {
        src: 'loadInfo',
        onDone: [
          { guard: 'noWithdrawPassword', target: 'noPassword', actions: 'storeInfo' },
          { target: 'editing', actions: 'storeInfo' },
        ],
        onError: { target: 'loadFailed', actions: 'noteLoadError' },
      },
      on: { ...LOCKED, RETRY: {} },
    },
    loadFailed: {
      meta: { spec: '8 Network link is abnormal: the transfer info could not be read, with retry' },
      on: { RETRY: 'loading' },
    },
    noPassword: {
      meta: { spec: '5 Redeem: the withdraw password is required (set it in the security center)' },
      on: { OPEN_SECURITY: { actions: 'openSecurityCenter' }, RETRY: 'loading' },
    },
    editing: {
      meta: { spec: '3 Wallet transfer (downline): amount, checked against limits and balance' },
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
      meta: { spec: '6 Agent: transfer to downlines, confirmed before sending' },
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
      meta: { spec: '6 Agent: transfer to a downline (sealed, a double click never moves money twice)' },
      invoke: {
        src: 'transfer',
        input: transferInput,
        onDone: { target: 'done', actions: ['storeResult', 'transferred'] },
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
        onDone: { target: 'done', actions: ['storeResult', 'transferred'] },
        onError: [
          { guard: 'outcomeUnknown', target: 'unknown', actions: 'countCheck' },
          { guard: 'passwordNotSet', target: 'noPassword', actions: 'noteFailure' },
          { target: 'editing', actions: 'noteFailure' },
        ],
      },
      on: { ...LOCKED, CHECK_NOW: {} },
    },
    done: {
      meta: { spec: '6 Agent: transfer to a downline, the result shown' },
      on: { AGAIN: { target: 'loading', actions: 'startOver' } },
    },
  },
});
