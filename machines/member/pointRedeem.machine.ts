import { assign, fromPromise, setup } from 'xstate';
import type { PointRedeem, PointReward, RedeemFields, RedeemRequest } from '@kernel/points';
import { redeemBlockOf } from '@kernel/points';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { failureCode, isUnknownOutcome } from '../wallet/writeOutcome.rules';
import { checkRedeemForm, EMPTY_REDEEM_FORM, hasRedeemIssues, type RedeemIssues, type RedeemOrder, redeemOrderOf, sameRedeemOrder } from './pointRedeem.rules';

export type RedeemField = keyof RedeemFields;

export type PointRedeemEvent =
  /** The member's points and password state as the mall last read them. */
  | { type: 'SYNC'; currentPoints: number; hasWithdrawPassword: boolean }
  /** The Redeem button of a reward of the catalogue. */
  | { type: 'SELECT'; reward: PointReward }
  | { type: 'CHANGE'; field: RedeemField; value: string }
  | { type: 'SUBMIT' }
  /** Closes the form (or a refusal, or the wait after a lost answer). */
  | { type: 'CANCEL' }
  /** After a refusal: back to the form. */
  | { type: 'EDIT' }
  /** After a lost answer: the same redeem sent again with the same key. */
  | { type: 'RETRY' }
  /** No withdrawal password yet: open the security center to set one. */
  | { type: 'OPEN_SECURITY' }
  /** After a redeem: close the receipt. */
  | { type: 'CLOSE' };

export type PointRedeemInput = { currentPoints: number; hasWithdrawPassword: boolean };

export type PointRedeemContext = {
  /** Makes the key of a new write (input newKey, else machines/idempotencyKey.ts), kept for its retries. */
  newKey: NewKey;
  currentPoints: number;
  hasWithdrawPassword: boolean;
  /** The reward being redeemed (null while no form is open). */
  reward: PointReward | null;
  form: RedeemFields;
  /** Shown after SUBMIT; a field's issue clears when it is edited. */
  issues: RedeemIssues;
  /** The redeem last sent: the same one is sent again with the same key. */
  order: RedeemOrder | null;
  /** Made once per intended redeem (an order), sent again on every retry of it. */
  idempotencyKey: string | null;
  result: PointRedeem | null;
  /** Why the last redeem was refused or got no answer (the typed API error). */
  error: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const eventOf = <T extends PointRedeemEvent['type']>(event: unknown) => event as Extract<PointRedeemEvent, { type: T }>;

/** While the redeem is under way the form is locked: edits and new steps are deliberately ignored. */
const LOCKED = { SELECT: {}, CHANGE: {}, SUBMIT: {}, CANCEL: {}, EDIT: {}, CLOSE: {} } as const;

const redeemInput = ({ context }: { context: PointRedeemContext }): RedeemRequest => ({
  // Stryker disable next-line all: equivalent, SUBMIT fixes the order (takeOrder) before sending
  ...(context.order ?? { rewardId: 0, receiverAddress: '', mobile: '' }),
  withdrawPassword: context.form.withdrawPassword,
  // Stryker disable next-line StringLiteral: equivalent, SUBMIT always holds or makes the key before sending
  idempotencyKey: context.idempotencyKey ?? '',
});

/**
 * SPEC 5 Redeem, SPEC 7 MCS2_redeemPointReward (E): a reward of the catalogue is chosen (only one
 * in stock and within the points held), the receiving address, the mobile number and the
 * withdrawal password are typed (none set: the member is sent to the security center), and the
 * redeem goes sealed with an idempotency key made once per order. Accepted, the reward's points
 * are taken at once and the redeem is In Process (SPEC 4); `pointsChanged` tells the mall. A
 * refusal changes nothing and says why; a lost answer keeps the key, so trying again never
 * redeems twice.
 */
export const pointRedeemMachine = setup({
  types: { context: {} as PointRedeemContext, events: {} as PointRedeemEvent, input: {} as PointRedeemInput & KeyInput },
  actors: {
    redeem: fromPromise<PointRedeem, RedeemRequest>(async () => {
      throw new Error('redeem not provided');
    }),
  },
  guards: {
    redeemable: ({ context, event }) => redeemBlockOf(eventOf<'SELECT'>(event).reward, context.currentPoints) === null,
    passwordMissing: ({ context }) => !context.hasWithdrawPassword,
    formInvalid: ({ context }) => context.reward === null || hasRedeemIssues(checkRedeemForm(context.form, context.reward, context.currentPoints)),
    sameOrderKeyed: ({ context }) =>
      context.reward !== null && context.idempotencyKey !== null && sameRedeemOrder(context.order, redeemOrderOf(context.reward.id, context.form)),
    passwordNotSet: ({ event }) => failureCode(errorOf(event)) === WalletErrorCode.withdrawPasswordNotSet,
    outcomeUnknown: ({ event }) => isUnknownOutcome(errorOf(event)),
  },
  actions: {
    /** The points held change: a 'not enough points' shown is judged again against them. */
    sync: assign(({ context, event }) => {
      const { currentPoints, hasWithdrawPassword } = eventOf<'SYNC'>(event);
      const { block: shown, ...issues } = context.issues;
      const block = shown && context.reward ? redeemBlockOf(context.reward, currentPoints) : null;
      return { currentPoints, hasWithdrawPassword, issues: block ? { ...issues, block } : issues };
    }),
    /** The form opens for the reward; the address and the mobile number typed before stay, the password never does. */
    chooseReward: assign(({ context, event }) => ({
      reward: eventOf<'SELECT'>(event).reward,
      form: { ...context.form, withdrawPassword: '' },
      issues: {},
      error: null,
    })),
    changeField: assign(({ context, event }) => {
      const { field, value } = eventOf<'CHANGE'>(event);
      const { [field]: _fixed, ...issues } = context.issues;
      return { form: { ...context.form, [field]: value }, issues };
    }),
    showIssues: assign(({ context }) => ({ issues: context.reward ? checkRedeemForm(context.form, context.reward, context.currentPoints) : {} })),
    // Stryker disable next-line OptionalChaining: equivalent, SUBMIT reaches takeOrder only with a reward chosen
    takeOrder: assign(({ context }) => ({ order: redeemOrderOf(context.reward?.id ?? 0, context.form), issues: {}, error: null })),
    /** Gives a new write its idempotency key (input newKey); the retries of the same write keep it. */
    makeKey: assign({ idempotencyKey: ({ context }) => context.newKey() }),
    noteError: assign({ error: ({ event }) => errorOf(event) }),
    clearError: assign({ error: null }),
    forgetPassword: assign(({ context }) => ({ form: { ...context.form, withdrawPassword: '' } })),
    notePasswordMissing: assign({ hasWithdrawPassword: false }),
    storeResult: assign({ result: ({ event }) => (event as unknown as { output: PointRedeem }).output, error: null }),
    /** The form closes; the order and its key stay, so the same redeem chosen again after a lost answer keeps its key. */
    closeForm: assign(({ context }) => ({ reward: null, form: { ...context.form, withdrawPassword: '' }, issues: {}, error: null })),
    /** After a redeem: a new one is a new order with a new key; the address and mobile number stay for it. */
    startOver: assign(({ context }) => ({
      reward: null,
      form: { ...EMPTY_REDEEM_FORM, receiverAddress: context.form.receiverAddress, mobile: context.form.mobile },
      issues: {},
      order: null,
      idempotencyKey: null,
      result: null,
      error: null,
    })),
    /** The points were taken: the mall reads them again (provided by the page). */
    pointsChanged: () => {},
    /** Opens the security center page, where the withdrawal password is set (provided by the page). */
    openSecurityCenter: () => {},
  },
}).createMachine({
  id: 'pointRedeem',
  meta: { spec: '5 Redeem: withdraw password, receiving address and mobile number are required' },
  context: ({ input }) => ({
    newKey: keyMakerOf(input),
    currentPoints: input.currentPoints,
    hasWithdrawPassword: input.hasWithdrawPassword,
    reward: null,
    form: EMPTY_REDEEM_FORM,
    issues: {},
    order: null,
    idempotencyKey: null,
    result: null,
    error: null,
  }),
  on: { SYNC: { actions: 'sync' } },
  initial: 'idle',
  states: {
    idle: {
      meta: { spec: '3 Points: the reward list, a reward redeemed from it when in stock and within the points held' },
      on: { SELECT: { guard: 'redeemable', target: 'form', actions: 'chooseReward' } },
    },
    form: {
      meta: { spec: '5 Redeem: withdraw password, receiving address and mobile number are required' },
      on: {
        CHANGE: { actions: 'changeField' },
        SUBMIT: [
          { guard: 'passwordMissing', target: 'noPassword' },
          { guard: 'formInvalid', actions: 'showIssues' },
          { guard: 'sameOrderKeyed', target: 'sending', actions: 'takeOrder' },
          { target: 'sending', actions: ['takeOrder', 'makeKey'] },
        ],
        CANCEL: { target: 'idle', actions: 'closeForm' },
        // The form is a dialog over the catalogue: no other reward can be chosen meanwhile.
        SELECT: {},
      },
    },
    noPassword: {
      meta: { spec: '5 Redeem: the withdraw password is required (set it in the security center first)' },
      on: {
        OPEN_SECURITY: { actions: 'openSecurityCenter' },
        CANCEL: { target: 'idle', actions: 'closeForm' },
        SELECT: {},
      },
    },
    sending: {
      meta: { spec: '7 Points: MCS2_redeemPointReward (T, E), sealed, with an idempotency key' },
      invoke: {
        src: 'redeem',
        input: redeemInput,
        onDone: { target: 'done', actions: ['storeResult', 'pointsChanged'] },
        onError: [
          { guard: 'passwordNotSet', target: 'noPassword', actions: ['noteError', 'forgetPassword', 'notePasswordMissing'] },
          { guard: 'outcomeUnknown', target: 'unknown', actions: 'noteError' },
          { target: 'refused', actions: ['noteError', 'forgetPassword'] },
        ],
      },
      on: LOCKED,
    },
    refused: {
      meta: { spec: '8 Handling: the refusal in the user language; nothing changed' },
      on: {
        EDIT: { target: 'form', actions: 'clearError' },
        CANCEL: { target: 'idle', actions: 'closeForm' },
        SELECT: {},
      },
    },
    unknown: {
      meta: { spec: '8 Network link is abnormal: the same redeem (same key) sent again never redeems twice' },
      on: {
        RETRY: 'sending',
        CANCEL: { target: 'idle', actions: 'closeForm' },
        SELECT: {},
      },
    },
    done: {
      meta: { spec: '4 Redeem status: In Process until approved or rejected' },
      on: { CLOSE: { target: 'idle', actions: 'startOver' }, SELECT: {} },
    },
  },
});
