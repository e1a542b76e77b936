import { assign, fromPromise, setup } from 'xstate';
import type { CreateDepositOrderRequest, DepositChannelCode, DepositOptions, DepositOrder } from '@kernel/deposit';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { bonusOf, channelAfterLoad, channelOf, type OrderIntent, orderIntentOf, paiseToRupeesText, sameIntent } from './deposit.rules';
import { unknownOutcomeStates } from './unknownOutcome.fragment';
import { isUnknownOutcome, recheckDelayMs } from './writeOutcome.rules';

export type DepositInput = KeyInput & {
  /** The wall clock (ms since the epoch): the expiry countdown reads it on every tick. */
  clock: () => number;
};

export type DepositContext = Omit<DepositInput, 'newKey'> & {
  /** Makes an idempotency key (input newKey, else machines/idempotencyKey.ts): called once per intended write. */
  newKey: NewKey;
  now: number;
  options: DepositOptions | null;
  channel: DepositChannelCode | null;
  /** The amount as typed, in rupees; parsed to paise by the rules whenever it is read. */
  amountText: string;
  bonusId: string | null;
  /** Set by a refused submit: the amount's issue is shown even while the field is still empty. */
  revealIssues: boolean;
  /**
   * Made once per intended order (input newKey) and sent again with every re-send of it, and with
   * a submit of the same order after a refusal (a refused order stored nothing).
   */
  idempotencyKey: string | null;
  /** The order the key was made for: a changed order gets a new key. */
  keyFor: OrderIntent | null;
  order: DepositOrder | null;
  /** Why the options did not load, or why the last order was refused or is in doubt. */
  failure: unknown;
  /** Re-sends made while the outcome of the order is unknown. */
  resends: number;
  /** Why the last status check failed (null once one succeeds): the page says it is reconnecting. */
  pollFailure: unknown;
};

export type DepositEvent =
  | { type: 'CHOOSE_CHANNEL'; channel: DepositChannelCode }
  | { type: 'SET_AMOUNT'; text: string }
  | { type: 'PICK_PRESET'; paise: number }
  | { type: 'CHOOSE_BONUS'; bonusId: string | null }
  | { type: 'SUBMIT' }
  /** Loading the options again after a failure, or asking now whether an order in doubt was made. */
  | { type: 'RETRY' }
  /** Opens the payment page again (after a blocked popup, or a closed window). */
  | { type: 'OPEN_GATEWAY' }
  | { type: 'NEW_DEPOSIT' };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
// Stryker disable next-line StringLiteral: equivalent, a kindless error's message is never shown (useErrorText says 'Unknown error') and it is judged by its kind only
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? new Error('unknown failure');
const eventOf = <T extends DepositEvent['type']>(event: unknown) => event as Extract<DepositEvent, { type: T }>;
const statusOfOutput = (event: unknown) => outputOf<DepositOrder>(event).status;

const intentOf = (context: DepositContext) => orderIntentOf(context.options, context.channel, context.amountText, context.bonusId);

/** The request of the order the key was made for (the form is frozen meanwhile). */
const requestOf = (context: DepositContext): CreateDepositOrderRequest => {
  const intent = context.keyFor as OrderIntent;
  return {
    channel: intent.channel,
    amountPaise: intent.amountPaise,
    ...(intent.bonusId === null ? {} : { bonusId: intent.bonusId }),
    // Stryker disable next-line StringLiteral: equivalent, makeKey always sets the key before creating or resending (the only callers)
    idempotencyKey: context.idempotencyKey ?? '',
  };
};

/**
 * The deposit page (member center depositv2): the member picks a channel, an amount within its
 * limits (typed or a preset) and optionally a bonus; Submit creates a gateway order with an
 * idempotency key made once for it. The order's payment page opens in a new window; the order is
 * polled until it is paid, failed or expired (the wallet refreshes when paid). A network failure
 * while creating the order leaves its outcome unknown: the same request with the same key is sent
 * again until the backend answers (it answers the first order again), so a second order or a
 * success that did not happen is never shown.
 */
/** While an order is being made or asked about, the form's events change nothing. */
const FORM_LOCKED = { CHOOSE_CHANNEL: {}, SET_AMOUNT: {}, PICK_PRESET: {}, CHOOSE_BONUS: {}, SUBMIT: {} } as const;

export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent, input: {} as DepositInput },
  actors: {
    loadOptions: fromPromise<DepositOptions>(async () => {
      throw new Error('loadOptions not provided');
    }),
    createOrder: fromPromise<DepositOrder, CreateDepositOrderRequest>(async () => {
      throw new Error('createOrder not provided');
    }),
    getOrder: fromPromise<DepositOrder, { orderId: string }>(async () => {
      throw new Error('getOrder not provided');
    }),
    /** Opens the payment page in a new window: false when the browser blocked the popup. */
    openGateway: fromPromise<boolean, { url: string }>(async () => {
      throw new Error('openGateway not provided');
    }),
  },
  guards: {
    channelOffered: ({ context, event }) => channelOf(context.options, eventOf<'CHOOSE_CHANNEL'>(event).channel) !== null,
    presetOfChannel: ({ context, event }) =>
      // Stryker disable next-line OptionalChaining,BooleanLiteral: equivalent, presets are offered (DepositPage) only for a chosen channel, so PICK_PRESET never comes without one
      channelOf(context.options, context.channel)?.presetsPaise.includes(eventOf<'PICK_PRESET'>(event).paise) ?? false,
    bonusOffered: ({ context, event }) => {
      const { bonusId } = eventOf<'CHOOSE_BONUS'>(event);
      return bonusId === null || bonusOf(context.options, bonusId) !== null;
    },
    canSubmit: ({ context }) => intentOf(context) !== null,
    uncertain: ({ event }) => isUnknownOutcome(errorOf(event)),
    // Stryker disable next-line OptionalChaining: equivalent, context.order is set (storeOrder) before any order.* state is entered and stays set there
    hasPayUrl: ({ context }) => (context.order?.payUrl ?? null) !== null,
    windowOpened: ({ event }) => outputOf<boolean>(event) === true,
    orderPaid: ({ event }) => statusOfOutput(event) === 'paid',
    orderFailed: ({ event }) => statusOfOutput(event) === 'failed',
    orderExpired: ({ event }) => statusOfOutput(event) === 'expired',
  },
  actions: {
    storeOptions: assign(({ context, event }) => {
      const options = outputOf<DepositOptions>(event);
      return {
        options,
        channel: channelAfterLoad(options, context.channel),
        bonusId: bonusOf(options, context.bonusId)?.id ?? null,
        failure: null,
      };
    }),
    chooseChannel: assign({ channel: ({ event }) => eventOf<'CHOOSE_CHANNEL'>(event).channel, failure: null }),
    setAmount: assign({ amountText: ({ event }) => eventOf<'SET_AMOUNT'>(event).text, failure: null }),
    setPreset: assign({ amountText: ({ event }) => paiseToRupeesText(eventOf<'PICK_PRESET'>(event).paise), failure: null }),
    chooseBonus: assign({ bonusId: ({ event }) => eventOf<'CHOOSE_BONUS'>(event).bonusId, failure: null }),
    revealIssues: assign({ revealIssues: true }),
    /**
     * The key of the order about to be sent: the one made before when it is the same order (a
     * submit after a refusal), else a fresh one (newKey).
     */
    makeKey: assign(({ context }) => {
      const intent = intentOf(context);
      return context.idempotencyKey !== null && sameIntent(context.keyFor, intent) ? {} : { idempotencyKey: context.newKey(), keyFor: intent };
    }),
    clearFailure: assign({ failure: null, resends: 0 }),
    noteFailure: assign({ failure: ({ event }) => errorOf(event) }),
    noteResend: assign({ failure: ({ event }) => errorOf(event), resends: ({ context }) => context.resends + 1 }),
    storeOrder: assign({ order: ({ event }) => outputOf<DepositOrder>(event), failure: null, now: ({ context }) => context.clock() }),
    storeStatus: assign({ order: ({ event }) => outputOf<DepositOrder>(event), pollFailure: null }),
    notePollFailure: assign({ pollFailure: ({ event }) => errorOf(event) }),
    tick: assign({ now: ({ context }) => context.clock() }),
    startOver: assign({
      amountText: '',
      bonusId: null,
      revealIssues: false,
      idempotencyKey: null,
      keyFor: null,
      order: null,
      failure: null,
      resends: 0,
      pollFailure: null,
    }),
    /** Provided by the page: the root wallet actor gets REFRESH (a paid order moved money). */
    refreshWallet: () => {},
    /** Provided by the page: the order history reloads (an order was made or settled). */
    historyChanged: () => {},
  },
  delays: {
    /** The order's status is asked this often while it is pending. */
    poll: 3000,
    /** The expiry countdown moves every second. */
    tick: 1000,
    /** An order in doubt is sent again (same key) after 2 s, 4 s, 8 s, ... at most 30 s. */
    resend: ({ context }) => recheckDelayMs(context.resends),
  },
}).createMachine({
  id: 'deposit',
  meta: { spec: '2 Member center: depositv2' },
  context: ({ input }) => ({
    ...input,
    newKey: keyMakerOf(input),
    now: input.clock(),
    options: null,
    channel: null,
    amountText: '',
    bonusId: null,
    revealIssues: false,
    idempotencyKey: null,
    keyFor: null,
    order: null,
    failure: null,
    resends: 0,
    pollFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '2 Member center: depositv2 loads the channels and bonuses' },
      invoke: {
        src: 'loadOptions',
        onDone: { target: 'editing', actions: 'storeOptions' },
        onError: { target: 'loadFailed', actions: 'noteFailure' },
      },
      on: FORM_LOCKED,
    },
    loadFailed: {
      meta: { spec: '8 Handling: Network link is abnormal, with Try again' },
      on: { RETRY: 'loading' },
    },
    editing: {
      meta: { spec: '2 Member center: depositv2 form (channel, amount within its limits, optional bonus)' },
      on: {
        CHOOSE_CHANNEL: { guard: 'channelOffered', actions: 'chooseChannel' },
        SET_AMOUNT: { actions: 'setAmount' },
        PICK_PRESET: { guard: 'presetOfChannel', actions: 'setPreset' },
        CHOOSE_BONUS: { guard: 'bonusOffered', actions: 'chooseBonus' },
        SUBMIT: [{ guard: 'canSubmit', target: 'creating', actions: ['makeKey', 'clearFailure'] }, { actions: 'revealIssues' }],
      },
    },
    creating: {
      meta: { spec: 'Issue 8 money writes: one order per idempotency key (a double click sends nothing more)' },
      invoke: {
        src: 'createOrder',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'order', actions: ['storeOrder', 'historyChanged'] },
        onError: [
          { guard: 'uncertain', target: 'unknownOutcome', actions: 'noteFailure' },
          // Refused: nothing was made; the key stays for a submit of the same order.
          { target: 'editing', actions: 'noteFailure' },
        ],
      },
      on: FORM_LOCKED,
    },
    unknownOutcome: unknownOutcomeStates({
      spec: 'Issue 8 money writes: unknown outcome, the same order is asked again with the same key',
      src: 'createOrder',
      input: ({ context }: { context: DepositContext }) => requestOf(context),
      uncertain: 'uncertain',
      done: { target: '#deposit.order', actions: ['storeOrder', 'historyChanged'] },
      refused: [{ target: '#deposit.editing', actions: 'noteFailure' }],
      locked: FORM_LOCKED,
    }),
    order: {
      meta: { spec: '2 Member center: depositv2 order, paid on the gateway page' },
      type: 'parallel',
      on: FORM_LOCKED,
      states: {
        gateway: {
          meta: { spec: '2 Member center: depositv2 opens the payment page in a new window' },
          initial: 'deciding',
          states: {
            deciding: {
              meta: { spec: '2 Member center: depositv2 opens the payment page of a gateway order' },
              always: [{ guard: 'hasPayUrl', target: 'opening' }, { target: 'none' }],
            },
            opening: {
              meta: { spec: '2 Member center: depositv2 opens the payment page in a new window' },
              invoke: {
                src: 'openGateway',
                // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, context.order is set (storeOrder) before any order.* state is entered and stays set there
                input: ({ context }) => ({ url: context.order?.payUrl ?? '' }),
                onDone: [{ guard: 'windowOpened', target: 'opened' }, { target: 'blocked' }],
                onError: 'blocked',
              },
              on: { OPEN_GATEWAY: {} },
            },
            opened: {
              meta: { spec: '2 Member center: depositv2 payment page open' },
              on: { OPEN_GATEWAY: 'opening' },
            },
            blocked: {
              meta: { spec: "8 'Popup blocked. Please allow popups and try again.'" },
              on: { OPEN_GATEWAY: 'opening' },
            },
            none: {
              meta: { spec: '2 Member center: depositv2 an order without a payment page' },
              on: { OPEN_GATEWAY: {} },
            },
          },
        },
        payment: {
          meta: { spec: '2 Member center: depositv2 order status, polled until settled' },
          initial: 'waiting',
          states: {
            waiting: {
              meta: { spec: '2 Member center: depositv2 order status, polled until settled' },
              after: { poll: 'checking' },
            },
            checking: {
              meta: { spec: '2 Member center: depositv2 order status, polled until settled' },
              invoke: {
                src: 'getOrder',
                // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, context.order is set (storeOrder) before any order.* state is entered and stays set there
                input: ({ context }) => ({ orderId: context.order?.orderId ?? '' }),
                onDone: [
                  { guard: 'orderPaid', target: '#deposit.paid', actions: ['storeStatus', 'refreshWallet', 'historyChanged'] },
                  { guard: 'orderFailed', target: '#deposit.failed', actions: ['storeStatus', 'historyChanged'] },
                  { guard: 'orderExpired', target: '#deposit.expired', actions: ['storeStatus', 'historyChanged'] },
                  { target: 'waiting', actions: 'storeStatus' },
                ],
                // The last known status stays; the page says it is reconnecting and asks again.
                onError: { target: 'waiting', actions: 'notePollFailure' },
              },
            },
          },
        },
        clock: {
          meta: { spec: '2 Member center: depositv2 order expiry countdown' },
          initial: 'ticking',
          states: {
            ticking: {
              meta: { spec: '2 Member center: depositv2 order expiry countdown (1 s)' },
              after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } },
            },
          },
        },
      },
    },
    paid: {
      meta: { spec: '2 Member center: depositv2 paid: credited, the header balance refreshes' },
      on: { NEW_DEPOSIT: { target: 'loading', actions: 'startOver' } },
    },
    failed: {
      meta: { spec: '2 Member center: depositv2 payment failed: nothing credited, a new deposit is offered' },
      on: { NEW_DEPOSIT: { target: 'loading', actions: 'startOver' } },
    },
    expired: {
      meta: { spec: '2 Member center: depositv2 order expired unpaid: a new deposit is offered' },
      on: { NEW_DEPOSIT: { target: 'loading', actions: 'startOver' } },
    },
  },
});
