import { assign, fromPromise, setup } from 'xstate';
import type { DownlineTransferInfo, TransferDownlineRequest, TransferDownlineResult } from '@kernel/agency';
import type { TransferUplineRequest, UplineTransferInfo } from '@kernel/transferUpline';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { checkPeerTransfer, infoAfterTransfer, type PeerAmountIssue, type PeerPasswordIssue, type PeerTransferLimits } from './peerTransfer.rules';
import { failureCode, isUnknownOutcome, recheckDelayMs } from './writeOutcome.rules';

/** The steps of a transfer to a peer, the same up and down the tree (one form for both directions of SPEC 3 Wallet transfer). */
export type PeerTransferEvent =
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

/** What both directions' info carries: the limits, the sender's balance and whether a withdrawal password is set. */
export type PeerTransferInfo = PeerTransferLimits & { hasWithdrawPassword: boolean };
/** What every transfer sends: the amount its key was made for, the withdrawal password and the key. */
export type PeerTransferRequest = { amountPaise: number; withdrawPassword: string; idempotencyKey: string };
/** What every transfer answers: the amount moved and the sender's new balance. */
export type PeerTransferResult = { amountPaise: number; balancePaise: number; createdAt: number };

export type PeerTransferContext<Info extends PeerTransferInfo = PeerTransferInfo, Result extends PeerTransferResult = PeerTransferResult> = {
  /** The downline the money goes to (an agent's transfer); null for the upline, whom the backend knows. */
  peer: string | null;
  /** Makes the key of a new transfer (input newKey, else machines/idempotencyKey.ts). */
  newKey: NewKey;
  info: Info | null;
  amountText: string;
  /** The withdrawal password: kept only until the outcome of the transfer is known. */
  password: string;
  amountIssue: PeerAmountIssue | null;
  passwordIssue: PeerPasswordIssue | null;
  /** The amount on the confirm step. */
  amountPaise: number | null;
  /** The amount the idempotency key was made for: the same amount is sent again with the same key. */
  pendingPaise: number | null;
  idempotencyKey: string | null;
  result: Result | null;
  /** The backend's refusal of the last transfer (its message is shown). */
  failure: unknown;
  loadError: unknown;
  checks: number;
};

/** Which way the money goes: the machine's id, its SPEC tags, whom it goes to and what is sent. */
export type PeerTransferConfig<Request extends PeerTransferRequest> = {
  id: string;
  spec: Record<'machine' | 'loading' | 'loadFailed' | 'editing' | 'confirming' | 'sending' | 'done', string>;
  /** A load refused with this code means there is nobody to send to: the state `noUpline`, tagged with spec. */
  noPeer?: { code: string; spec: string };
  /** The request sent: the common fields, with the peer's name where the call takes one. */
  request: (common: PeerTransferRequest, peer: string | null) => Request;
};

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;
// Stryker disable next-line StringLiteral: a stand-in for a promise rejected with nothing (an unknown outcome); its text is never shown
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? new Error('unknown failure');
const textOf = (event: unknown) => (event as { text: string }).text;

/** While a transfer is under way the form is locked: edits and new steps are deliberately ignored. */
const LOCKED = { SET_AMOUNT: {}, SET_PASSWORD: {}, NEXT: {}, BACK: {}, CONFIRM: {}, AGAIN: {} } as const;

/**
 * A transfer to a peer: whom the money goes to, the limits and the balance; an amount and the
 * withdrawal password (none set: the sender is sent to the security center); a confirm step; a
 * sealed transfer with a key made once per intended transfer (a new amount gets a new key, the same
 * amount again keeps its key); a lost answer is asked again with the same key until the backend
 * answers; after the transfer `transferred` tells whoever needs to know (the root wallet, the team).
 */
export function createPeerTransferMachine<
  Info extends PeerTransferInfo,
  Request extends PeerTransferRequest,
  Result extends PeerTransferResult,
  Input extends KeyInput & { peer?: string } = KeyInput,
>(config: PeerTransferConfig<Request>) {
  type Context = PeerTransferContext<Info, Result>;
  const transferInput = ({ context }: { context: Context }): Request =>
    config.request({ amountPaise: context.pendingPaise as number, withdrawPassword: context.password, idempotencyKey: context.idempotencyKey as string }, context.peer);
  /** Only where a load may say there is nobody to send to. */
  const noPeer: Record<string, { meta: { spec: string } }> = config.noPeer ? { noUpline: { meta: { spec: config.noPeer.spec } } } : {};
  return setup({
    types: { context: {} as Context, events: {} as PeerTransferEvent, input: {} as Input },
    actors: {
      loadInfo: fromPromise<Info>(async () => {
        throw new Error('loadInfo not provided');
      }),
      transfer: fromPromise<Result, PeerTransferRequest>(async () => {
        throw new Error('transfer not provided');
      }),
    },
    guards: {
      noWithdrawPassword: ({ event }) => !outputOf<Info>(event).hasWithdrawPassword,
      // Stryker disable next-line OptionalChaining: equivalent, the guard is only in a machine whose config has noPeer
      noPeer: ({ event }) => failureCode(errorOf(event)) === config.noPeer?.code,
      inputInvalid: ({ context }) => !checkPeerTransfer(context.info as Info, context.amountText, context.password).ok,
      outcomeUnknown: ({ event }) => isUnknownOutcome(errorOf(event)),
      passwordNotSet: ({ event }) => failureCode(errorOf(event)) === WalletErrorCode.withdrawPasswordNotSet,
    },
    actions: {
      /** Read afresh: a refusal from before the read (no withdraw password yet) no longer holds. */
      storeInfo: assign({ info: ({ event }) => outputOf<Info>(event), loadError: null, failure: null }),
      noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
      setAmount: assign({ amountText: ({ event }) => textOf(event), amountIssue: null, failure: null }),
      setPassword: assign({ password: ({ event }) => textOf(event), passwordIssue: null, failure: null }),
      noteIssues: assign(({ context }) => {
        const { amountIssue, passwordIssue } = checkPeerTransfer(context.info as Info, context.amountText, context.password);
        return { amountIssue, passwordIssue, failure: null };
      }),
      fixAmount: assign(({ context }) => {
        const checked = checkPeerTransfer(context.info as Info, context.amountText, context.password);
        return { amountPaise: checked.ok ? checked.amountPaise : null, amountIssue: null, passwordIssue: null, failure: null };
      }),
      /**
       * The transfer about to be sent: the same amount as the pending one (a retry after a refusal)
       * keeps its key; another amount is another transfer, with a new key.
       */
      startWrite: assign(({ context }) => {
        // Stryker disable next-line ConditionalExpression: equivalent, a key is never held without its pending amount (a null pending amount never equals the one confirmed)
        const keyFits = context.idempotencyKey !== null && context.pendingPaise === context.amountPaise;
        return {
          idempotencyKey: keyFits ? context.idempotencyKey : context.newKey(),
          pendingPaise: context.amountPaise,
          failure: null,
          checks: 0,
        };
      }),
      /** Done: the key is spent and the password forgotten; the info shows the sender's new balance. */
      storeResult: assign(({ context, event }) => {
        const result = outputOf<Result>(event);
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
      /** Money moved: the root wallet refreshes (the header balance), and the team reloads after a downline's. */
      transferred: () => {},
      /** Opens the security center page, where the withdrawal password is set. */
      openSecurityCenter: () => {},
    },
    delays: {
      recheckDelay: ({ context }) => recheckDelayMs(context.checks),
    },
  }).createMachine({
    id: config.id,
    meta: { spec: config.spec.machine },
    context: ({ input }) => ({
      peer: input.peer ?? null,
      newKey: keyMakerOf(input),
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
        meta: { spec: config.spec.loading },
        invoke: {
          src: 'loadInfo',
          onDone: [
            { guard: 'noWithdrawPassword', target: 'noPassword', actions: 'storeInfo' },
            { target: 'editing', actions: 'storeInfo' },
          ],
          onError: config.noPeer
            ? [
                { guard: 'noPeer', target: 'noUpline', actions: 'noteLoadError' },
                { target: 'loadFailed', actions: 'noteLoadError' },
              ]
            : { target: 'loadFailed', actions: 'noteLoadError' },
        },
        on: { ...LOCKED, RETRY: {} },
      },
      loadFailed: {
        meta: { spec: config.spec.loadFailed },
        on: { RETRY: 'loading' },
      },
      ...noPeer,
      noPassword: {
        meta: { spec: '5 Redeem: the withdraw password is required (set it in the security center)' },
        on: { OPEN_SECURITY: { actions: 'openSecurityCenter' }, RETRY: 'loading' },
      },
      editing: {
        meta: { spec: config.spec.editing },
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
        meta: { spec: config.spec.confirming },
        on: {
          CONFIRM: { target: 'sending', actions: 'startWrite' },
          BACK: 'editing',
          SET_AMOUNT: {},
          SET_PASSWORD: {},
        },
      },
      sending: {
        meta: { spec: config.spec.sending },
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
        meta: { spec: config.spec.done },
        on: { AGAIN: { target: 'loading', actions: 'startOver' } },
      },
    },
  });
}

/**
 * Transfer to upline (transferUpline page, module MEMTRANS3): the member's main wallet to its upline
 * agent, whom the backend knows; no upline, nothing to send to.
 */
export const uplineTransferMachine = createPeerTransferMachine<UplineTransferInfo, TransferUplineRequest, UplineTransferResult>({
  id: 'uplineTransfer',
  spec: {
    machine: '6 Member: transfers to the upline (module MEMTRANS3)',
    loading: '6 Member: the upline account, limits and balance',
    loadFailed: '8 Network link is abnormal: the upline info could not be read, with retry',
    editing: '3 Wallet transfer (upline): amount, checked against limits and balance',
    confirming: '6 Member: transfers to the upline, confirmed before sending',
    sending: '6 Member: transfer to upline (sealed, a double click never moves money twice)',
    done: '6 Member: transfer to upline, the result shown',
  },
  noPeer: { code: WalletErrorCode.noUpline, spec: '6 Member: no upline agent, nothing to transfer to' },
  request: (common) => common,
});
export type UplineTransferResult = { uplineAccount: string; amountPaise: number; balancePaise: number; createdAt: number };

/** The downline's user name (a member of the agent's team), and a key maker for tests. */
export type DownlineTransferInput = KeyInput & { peer: string };

/**
 * Transfer to a downline (downlineManagmentView, SPEC 3 Wallet transfer): the agent's main wallet to
 * one downline of its team, named by the dialog; after it the root wallet and the team are told (the
 * downline's balance changed too).
 */
export const downlineTransferMachine = createPeerTransferMachine<DownlineTransferInfo, TransferDownlineRequest, TransferDownlineResult, DownlineTransferInput>({
  id: 'downlineTransfer',
  spec: {
    machine: '3 Wallet transfer (downline): amount (6 Agent: transfer to downlines)',
    loading: '6 Agent: transfer to downlines, the limits and the agent balance',
    loadFailed: '8 Network link is abnormal: the transfer info could not be read, with retry',
    editing: '3 Wallet transfer (downline): amount, checked against limits and balance',
    confirming: '6 Agent: transfer to downlines, confirmed before sending',
    sending: '6 Agent: transfer to a downline (sealed, a double click never moves money twice)',
    done: '6 Agent: transfer to a downline, the result shown',
  },
  request: (common, peer) => ({ downline: peer as string, ...common }),
});
