import { assign, fromPromise, setup } from 'xstate';
import type { ConvertRequest, ConvertResult, PointConfig } from '@kernel/points';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { failureCode, isUnknownOutcome } from '../wallet/writeOutcome.rules';
import { type ConvertForm, type ConvertIssues, checkConvertForm, convertPointsOf, EMPTY_CONVERT_FORM, hasConvertIssues } from './pointConvert.rules';

export type PointConvertEvent =
  /** The member's points and password state as the mall last read them. */
  | { type: 'SYNC'; currentPoints: number; hasWithdrawPassword: boolean }
  | { type: 'CHANGE_POINTS'; value: string }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'SUBMIT' }
  /** After a refusal, or from the password prompt: back to the form. */
  | { type: 'EDIT' }
  /** After a lost answer: the same conversion sent again with the same key. */
  | { type: 'RETRY' }
  /** No withdrawal password yet: open the security center to set one. */
  | { type: 'OPEN_SECURITY' }
  /** After a conversion: convert again. */
  | { type: 'AGAIN' };

export type PointConvertInput = { config: PointConfig; currentPoints: number; hasWithdrawPassword: boolean };

export type PointConvertContext = {
  /** Makes the key of a new write (input newKey, else machines/idempotencyKey.ts), kept for its retries. */
  newKey: NewKey;
  config: PointConfig;
  currentPoints: number;
  hasWithdrawPassword: boolean;
  form: ConvertForm;
  /** Shown after SUBMIT; a field's issue clears when it is edited. */
  issues: ConvertIssues;
  /** The points last sent: the same number is sent again with the same key. */
  order: number | null;
  /** Made once per intended conversion, sent again on every retry of it. */
  idempotencyKey: string | null;
  result: ConvertResult | null;
  /** Why the last conversion was refused or got no answer (the typed API error). */
  error: unknown;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? null;
const eventOf = <T extends PointConvertEvent['type']>(event: unknown) => event as Extract<PointConvertEvent, { type: T }>;

/** While the conversion is under way the form is locked: edits and new steps are deliberately ignored. */
const LOCKED = { CHANGE_POINTS: {}, CHANGE_PASSWORD: {}, SUBMIT: {}, EDIT: {}, AGAIN: {} } as const;

const convertInput = ({ context }: { context: PointConvertContext }): ConvertRequest => ({
  // Stryker disable next-line LogicalOperator: equivalent, SUBMIT fixes the order before sending
  points: context.order ?? 0,
  withdrawPassword: context.form.password,
  // Stryker disable next-line StringLiteral: equivalent, SUBMIT always holds or makes the key before sending
  idempotencyKey: context.idempotencyKey ?? '',
});

/**
 * SPEC 7 MCS2_convertPoint (E): points into the main wallet at the exchange ratio. The points are
 * typed (whole, at least the minimum, whole steps of the ratio, no more than held) with the money
 * they give shown, and the withdrawal password (none set: the member is sent to the security
 * center); the conversion goes sealed with a key made once per order. Done, `pointsChanged` tells
 * the mall and `moneyChanged` the root wallet (the header balance rises). A refusal changes
 * nothing and says why; a lost answer keeps the key, so trying again never converts twice.
 */
export const pointConvertMachine = setup({
  types: { context: {} as PointConvertContext, events: {} as PointConvertEvent, input: {} as PointConvertInput & KeyInput },
  actors: {
    convert: fromPromise<ConvertResult, ConvertRequest>(async () => {
      throw new Error('convert not provided');
    }),
  },
  guards: {
    passwordMissing: ({ context }) => !context.hasWithdrawPassword,
    formInvalid: ({ context }) => hasConvertIssues(checkConvertForm(context.form, context.config, context.currentPoints)),
    sameOrderKeyed: ({ context }) => context.idempotencyKey !== null && context.order === convertPointsOf(context.form.pointsText),
    passwordNotSet: ({ event }) => failureCode(errorOf(event)) === WalletErrorCode.withdrawPasswordNotSet,
    outcomeUnknown: ({ event }) => isUnknownOutcome(errorOf(event)),
  },
  actions: {
    /** The points held change: an issue shown with the points typed is judged again against them. */
    sync: assign(({ context, event }) => {
      const { currentPoints, hasWithdrawPassword } = eventOf<'SYNC'>(event);
      const { points: shown, ...issues } = context.issues;
      const points = shown ? checkConvertForm(context.form, context.config, currentPoints).points : undefined;
      return { currentPoints, hasWithdrawPassword, issues: points ? { ...issues, points } : issues };
    }),
    changePoints: assign(({ context, event }) => {
      const { points: _fixed, ...issues } = context.issues;
      return { form: { ...context.form, pointsText: eventOf<'CHANGE_POINTS'>(event).value }, issues };
    }),
    changePassword: assign(({ context, event }) => {
      const { password: _fixed, ...issues } = context.issues;
      return { form: { ...context.form, password: eventOf<'CHANGE_PASSWORD'>(event).value }, issues };
    }),
    showIssues: assign(({ context }) => ({ issues: checkConvertForm(context.form, context.config, context.currentPoints) })),
    takeOrder: assign(({ context }) => ({ order: convertPointsOf(context.form.pointsText), issues: {}, error: null })),
    /** Gives a new write its idempotency key (input newKey); the retries of the same write keep it. */
    makeKey: assign({ idempotencyKey: ({ context }) => context.newKey() }),
    noteError: assign({ error: ({ event }) => errorOf(event) }),
    clearError: assign({ error: null }),
    forgetPassword: assign(({ context }) => ({ form: { ...context.form, password: '' } })),
    notePasswordMissing: assign({ hasWithdrawPassword: false }),
    /** Done: the key is spent, the form empties, the points held are the backend's. */
    storeResult: assign(({ event }) => {
      const result = (event as unknown as { output: ConvertResult }).output;
      return { result, currentPoints: result.currentPoints, form: EMPTY_CONVERT_FORM, order: null, idempotencyKey: null, error: null };
    }),
    forgetResult: assign({ result: null }),
    /** The points left: the mall reads them again (provided by the page). */
    pointsChanged: () => {},
    /** The money arrived in the main wallet: the root wallet actor reads it again (provided by the page). */
    moneyChanged: () => {},
    /** Opens the security center page, where the withdrawal password is set (provided by the page). */
    openSecurityCenter: () => {},
  },
}).createMachine({
  id: 'pointConvert',
  meta: { spec: '7 Points: MCS2_convertPoint (E), points to balance at the exchange ratio' },
  context: ({ input }) => ({
    newKey: keyMakerOf(input),
    config: input.config,
    currentPoints: input.currentPoints,
    hasWithdrawPassword: input.hasWithdrawPassword,
    form: EMPTY_CONVERT_FORM,
    issues: {},
    order: null,
    idempotencyKey: null,
    result: null,
    error: null,
  }),
  on: { SYNC: { actions: 'sync' } },
  initial: 'editing',
  states: {
    editing: {
      meta: { spec: '3 Points: points ratio (exchange ratio); whole steps, the minimum and the points held' },
      on: {
        CHANGE_POINTS: { actions: 'changePoints' },
        CHANGE_PASSWORD: { actions: 'changePassword' },
        SUBMIT: [
          { guard: 'passwordMissing', target: 'noPassword' },
          { guard: 'formInvalid', actions: 'showIssues' },
          { guard: 'sameOrderKeyed', target: 'sending', actions: 'takeOrder' },
          { target: 'sending', actions: ['takeOrder', 'makeKey'] },
        ],
      },
    },
    noPassword: {
      meta: { spec: '5 Redeem: the withdraw password is required (set it in the security center first)' },
      on: { OPEN_SECURITY: { actions: 'openSecurityCenter' }, EDIT: 'editing' },
    },
    sending: {
      meta: { spec: '7 Points: MCS2_convertPoint (T, E), sealed, with an idempotency key' },
      invoke: {
        src: 'convert',
        input: convertInput,
        onDone: { target: 'done', actions: ['storeResult', 'pointsChanged', 'moneyChanged'] },
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
      on: { EDIT: { target: 'editing', actions: 'clearError' } },
    },
    unknown: {
      meta: { spec: '8 Network link is abnormal: the same conversion (same key) sent again never converts twice' },
      on: { RETRY: 'sending', EDIT: { target: 'editing', actions: 'clearError' } },
    },
    done: {
      meta: { spec: '7 Points: converted; the main wallet balance rises' },
      on: { AGAIN: { target: 'editing', actions: 'forgetResult' } },
    },
  },
});
