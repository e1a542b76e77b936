import { assign, fromPromise, setup } from 'xstate';
import { type LimitChange, limitChangeOf, type SaferGambling, type SetLimitRequest } from '@kernel/saferGambling';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { hasPendingLimit, type LimitAmountIssue, type LimitTarget, limitAmountOf, limitOf, limitText, pendingLimitDue } from './saferGambling.rules';

export type SaferGamblingEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT'; kind: LimitTarget['kind']; period: LimitTarget['period'] }
  | { type: 'REMOVE'; kind: LimitTarget['kind']; period: LimitTarget['period'] }
  | { type: 'CHANGE'; text: string }
  | { type: 'SAVE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type SaferGamblingContext = {
  view: SaferGambling | null;
  /** The backend's time, moved on by the 1 s tick while a change is pending (the countdown reads it). */
  now: number;
  target: LimitTarget | null;
  text: string;
  issue: LimitAmountIssue | null;
  /** What is being saved: a limit in paise, or null to remove it. */
  amountPaise: number | null;
  /** How the change being saved applies: at once, or after the cooling period (confirmed first). */
  change: LimitChange | null;
  /** The idempotency key of the submission under way: kept across its retries. */
  key: string | null;
  newKey: NewKey;
  /** How the last saved change applied (the page says so until the next action). */
  saved: LimitChange | null;
  failure: unknown;
  loadError: unknown;
};

export type SaveLimitInput = Omit<SetLimitRequest, 'amountPaise'> & { amountPaise: number | null };

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const outputOf = (event: unknown) => (event as { output: SaferGambling }).output;
const targetOf = (event: unknown): LimitTarget => {
  const { kind, period } = event as LimitTarget;
  return { kind, period };
};
const currentAmount = (context: SaferGamblingContext) => (context.target ? (limitOf(context.view?.limits ?? [], context.target)?.amountPaise ?? null) : null);

/**
 * Safer gambling (issue 26): the member's deposit, loss and wager limits per day, week and month.
 * A limit is edited in whole rupees; a lower one (or a first one) is saved at once, a higher one or
 * a removal is confirmed first, saying it applies in 24 hours. A save carries an idempotency key
 * kept across its retries. While a change is pending its countdown moves every second; when its
 * time comes the limits are read again (the backend then has it in force).
 */
export const saferGamblingMachine = setup({
  types: { context: {} as SaferGamblingContext, events: {} as SaferGamblingEvent, input: {} as KeyInput },
  actors: {
    loadLimits: fromPromise<SaferGambling>(async () => {
      throw new Error('loadLimits not provided');
    }),
    saveLimit: fromPromise<SaferGambling, SaveLimitInput>(async () => {
      throw new Error('saveLimit not provided');
    }),
  },
  guards: {
    answerHasPending: ({ event }) => hasPendingLimit(outputOf(event).limits),
    /** After this tick a pending change is due. */
    dueAfterTick: ({ context }) => pendingLimitDue(context.view?.limits ?? [], context.now + 1000),
    hasLimit: ({ context, event }) => (limitOf(context.view?.limits ?? [], targetOf(event))?.amountPaise ?? null) !== null,
    amountInvalid: ({ context }) => !limitAmountOf(context.text).ok,
    isRaise: ({ context }) => {
      const amount = limitAmountOf(context.text);
      return amount.ok && limitChangeOf(currentAmount(context), amount.paise) === 'afterCooling';
    },
  },
  actions: {
    store: assign(({ event }) => ({ view: outputOf(event), now: outputOf(event).serverTime })),
    noteLoadError: assign({ loadError: ({ event }) => errorOf(event) }),
    tick: assign({ now: ({ context }) => context.now + 1000 }),
    startEdit: assign(({ context, event }) => {
      const target = targetOf(event);
      return { target, text: limitText(limitOf(context.view?.limits ?? [], target)), issue: null, failure: null, saved: null };
    }),
    startRemove: assign(({ event }) => ({ target: targetOf(event), amountPaise: null, change: 'afterCooling' as const, failure: null, saved: null })),
    change: assign({ text: ({ event }) => (event as Extract<SaferGamblingEvent, { type: 'CHANGE' }>).text, issue: null }),
    showIssue: assign(({ context }) => {
      const amount = limitAmountOf(context.text);
      return { issue: amount.ok ? null : amount.issue };
    }),
    takeAmount: assign(({ context }) => {
      const amount = limitAmountOf(context.text);
      const paise = amount.ok ? amount.paise : null;
      return { amountPaise: paise, change: limitChangeOf(currentAmount(context), paise) };
    }),
    newKey: assign({ key: ({ context }) => context.newKey() }),
    noteSaved: assign(({ context }) => ({ saved: context.change, target: null, key: null })),
    noteFailure: assign({ failure: ({ event }) => errorOf(event) }),
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'saferGambling',
  meta: { spec: 'issue 26 Safer gambling: deposit, loss and wager limits' },
  context: ({ input }) => ({
    view: null,
    now: 0,
    target: null,
    text: '',
    issue: null,
    amountPaise: null,
    change: null,
    key: null,
    newKey: keyMakerOf(input),
    saved: null,
    failure: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: 'issue 26 the limits with what each period used and when it resets' },
      invoke: {
        src: 'loadLimits',
        onDone: [
          { guard: 'answerHasPending', target: 'ready.counting', actions: 'store' },
          { target: 'ready.still', actions: 'store' },
        ],
        onError: { target: 'failed', actions: 'noteLoadError' },
      },
    },
    failed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: 'loading' } },
    ready: {
      meta: { spec: 'issue 26 the limits; a raise or removal pending with its countdown' },
      initial: 'still',
      on: {
        EDIT: { target: 'editing', actions: 'startEdit' },
        REMOVE: { guard: 'hasLimit', target: 'confirming', actions: 'startRemove' },
      },
      states: {
        still: { meta: { spec: 'issue 26 no change pending' } },
        counting: {
          meta: { spec: 'issue 26 a raise or removal applies after 24 hours: its countdown, every second' },
          after: {
            second: [
              { guard: 'dueAfterTick', target: '#saferGambling.loading', actions: 'tick' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
      },
    },
    editing: {
      meta: { spec: 'issue 26 a limit in whole rupees, above zero, at most ₹1 crore' },
      on: {
        CHANGE: { actions: 'change' },
        SAVE: [
          { guard: 'amountInvalid', actions: 'showIssue' },
          { guard: 'isRaise', target: 'confirming', actions: 'takeAmount' },
          { target: 'saving', actions: ['takeAmount', 'newKey'] },
        ],
        // Back to the list, read again so the countdowns are current.
        CANCEL: 'loading',
      },
    },
    confirming: {
      meta: { spec: 'issue 26 raising or removing a limit takes effect only after 24 hours' },
      on: { CONFIRM: { target: 'saving', actions: 'newKey' }, CANCEL: 'loading' },
    },
    saving: {
      meta: { spec: 'issue 26 set a limit (idempotent by key)' },
      invoke: {
        src: 'saveLimit',
        input: ({ context }) => ({
          kind: context.target?.kind ?? 'deposit',
          period: context.target?.period ?? 'day',
          amountPaise: context.amountPaise,
          idempotencyKey: context.key ?? '',
        }),
        onDone: [
          { guard: 'answerHasPending', target: 'ready.counting', actions: ['store', 'noteSaved'] },
          { target: 'ready.still', actions: ['store', 'noteSaved'] },
        ],
        onError: { target: 'saveFailed', actions: 'noteFailure' },
      },
    },
    saveFailed: {
      meta: { spec: 'issue 26 a failed save is retried with the same key' },
      on: { RETRY: 'saving', CANCEL: 'loading' },
    },
  },
});
