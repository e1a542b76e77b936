import { assign, fromPromise, setup } from 'xstate';
import type { TwoFactorConfirmRequest, TwoFactorDisableRequest, TwoFactorEnrolment, TwoFactorMethod, TwoFactorStatus } from '../../kernel/twoFactor';
import { twoFactorCodeProblem } from './twoFactor.rules';

export type TwoFactorEvent =
  | { type: 'RETRY' }
  /** Turn on: a new secret is made. */
  | { type: 'START' }
  /** The code field (the enrolment's confirmation, or turning off). */
  | { type: 'CHANGE'; value: string }
  /** Turning off: with the authenticator's code or with a recovery code. */
  | { type: 'SELECT_METHOD'; method: TwoFactorMethod }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  /** Copy the recovery codes shown. */
  | { type: 'COPY' }
  /** 'I have saved them': the recovery codes are not shown again. */
  | { type: 'SAVED' }
  | { type: 'TURN_OFF' };

/** Why the form refuses or the server refused; views translate these. */
export type TwoFactorError = { kind: 'codeRequired' } | { kind: 'twoFactorFormat' } | { kind: 'server'; code: string | null; message: string } | { kind: 'network' };

export type TwoFactorContext = {
  status: TwoFactorStatus | null;
  /** The pending enrolment's secret and otpauth URI, while it is shown. */
  enrolment: TwoFactorEnrolment | null;
  code: string;
  method: TwoFactorMethod;
  /** The ten recovery codes, only between confirming and 'I have saved them'. */
  recoveryCodes: readonly string[];
  /** What the last copy of the recovery codes did: copied, or the browser refused (copy them by hand). */
  copy: 'idle' | 'copied' | 'refused';
  error: TwoFactorError | null;
};

type Failure = { kind?: string; message?: string; details?: { code?: string | null } };
const failureOf = (event: unknown) => ((event as { error?: Failure }).error ?? {}) as Failure;
const errorOf = (event: unknown): TwoFactorError => {
  const failure = failureOf(event);
  return failure.kind === 'business' ? { kind: 'server', code: failure.details?.code ?? null, message: failure.message ?? 'Unknown error' } : { kind: 'network' };
};
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/**
 * Issue 26 item 2: two-factor authentication in the security center. The status is read first;
 * turning it on shows a new secret (QR code and written out) and asks for the app's code; the ten
 * recovery codes the confirmation answers are shown once, until 'I have saved them'. Turning it
 * off needs the app's code or a recovery code. A refused code stays in the field to correct.
 */
export const twoFactorMachine = setup({
  types: { context: {} as TwoFactorContext, events: {} as TwoFactorEvent },
  actors: {
    loadStatus: fromPromise<TwoFactorStatus>(async () => {
      throw new Error('loadStatus not provided');
    }),
    startEnrolment: fromPromise<TwoFactorEnrolment>(async () => {
      throw new Error('startEnrolment not provided');
    }),
    confirm: fromPromise<readonly string[], TwoFactorConfirmRequest>(async () => {
      throw new Error('confirm not provided');
    }),
    disable: fromPromise<TwoFactorStatus, TwoFactorDisableRequest>(async () => {
      throw new Error('disable not provided');
    }),
    /** Puts the recovery codes on the clipboard, one a line. */
    copyCodes: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyCodes not provided');
    }),
  },
  guards: {
    isOn: ({ event }) => outputOf<TwoFactorStatus>(event).enabled,
    codeMissing: ({ context }) => twoFactorCodeProblem(context.method, context.code) === 'codeRequired',
    codeMalformed: ({ context }) => twoFactorCodeProblem(context.method, context.code) === 'twoFactorFormat',
    otherMethod: ({ context, event }) => (event as Extract<TwoFactorEvent, { type: 'SELECT_METHOD' }>).method !== context.method,
  },
  actions: {
    storeStatus: assign(({ event }) => ({ status: outputOf<TwoFactorStatus>(event), error: null })),
    noteError: assign(({ event }) => ({ error: errorOf(event) })),
    storeEnrolment: assign(({ event }) => ({ enrolment: outputOf<TwoFactorEnrolment>(event), code: '', method: 'totp' as TwoFactorMethod, error: null })),
    change: assign(({ event }) => ({ code: (event as Extract<TwoFactorEvent, { type: 'CHANGE' }>).value, error: null })),
    selectMethod: assign(({ event }) => ({ method: (event as Extract<TwoFactorEvent, { type: 'SELECT_METHOD' }>).method, code: '', error: null })),
    requireCode: assign({ error: { kind: 'codeRequired' } as TwoFactorError }),
    rejectFormat: assign({ error: { kind: 'twoFactorFormat' } as TwoFactorError }),
    // The secret is not kept once confirmed: the codes take its place on the screen.
    storeRecoveryCodes: assign(({ event }) => {
      const codes = outputOf<readonly string[]>(event);
      return { recoveryCodes: codes, enrolment: null, code: '', error: null, status: { enabled: true, recoveryCodesLeft: codes.length } };
    }),
    forgetRecoveryCodes: assign({ recoveryCodes: [] as readonly string[], copy: 'idle' as const }),
    clearForm: assign({ enrolment: null, code: '', method: 'totp' as TwoFactorMethod, error: null }),
    noteCopied: assign({ copy: 'copied' as const }),
    noteCopyRefused: assign({ copy: 'refused' as const }),
  },
}).createMachine({
  id: 'twoFactor',
  meta: { spec: 'Issue 26: two-factor authentication in the security center' },
  context: { status: null, enrolment: null, code: '', method: 'totp', recoveryCodes: [], copy: 'idle', error: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: 'Issue 26: the two-factor status is read first' },
      invoke: {
        src: 'loadStatus',
        onDone: [
          { guard: 'isOn', target: 'on', actions: 'storeStatus' },
          { target: 'off', actions: 'storeStatus' },
        ],
        onError: { target: 'loadFailed', actions: 'noteError' },
      },
    },
    loadFailed: { meta: { spec: '8 Network link is abnormal, please try again' }, on: { RETRY: 'loading' } },
    off: {
      meta: { spec: 'Issue 26: two-factor is off; Turn on' },
      on: { START: 'starting' },
    },
    starting: {
      meta: { spec: 'Issue 26: a new secret is made (pending until confirmed)' },
      invoke: {
        src: 'startEnrolment',
        onDone: { target: 'showingSecret', actions: 'storeEnrolment' },
        onError: { target: 'off', actions: 'noteError' },
      },
    },
    showingSecret: {
      meta: { spec: 'Issue 26: the QR code and the secret written out, and a code to confirm' },
      on: {
        CHANGE: { actions: 'change' },
        CANCEL: { target: 'off', actions: 'clearForm' },
        SUBMIT: [{ guard: 'codeMissing', actions: 'requireCode' }, { guard: 'codeMalformed', actions: 'rejectFormat' }, { target: 'confirming' }],
      },
    },
    confirming: {
      meta: { spec: 'Issue 26: the code confirms the secret and turns two-factor on' },
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: { target: 'showingRecoveryCodes', actions: 'storeRecoveryCodes' },
        onError: { target: 'showingSecret', actions: 'noteError' },
      },
    },
    showingRecoveryCodes: {
      meta: { spec: 'Issue 26: ten one-time recovery codes, shown once' },
      on: {
        COPY: 'copyingCodes',
        SAVED: { target: 'on', actions: 'forgetRecoveryCodes' },
      },
    },
    copyingCodes: {
      meta: { spec: 'Issue 26: the recovery codes shown once, with a copy button' },
      invoke: {
        src: 'copyCodes',
        input: ({ context }) => ({ text: context.recoveryCodes.join('\n') }),
        onDone: { target: 'showingRecoveryCodes', actions: 'noteCopied' },
        onError: { target: 'showingRecoveryCodes', actions: 'noteCopyRefused' },
      },
    },
    on: {
      meta: { spec: 'Issue 26: two-factor is on; Turn off' },
      on: { TURN_OFF: { target: 'disabling', actions: 'clearForm' } },
    },
    disabling: {
      meta: { spec: 'Issue 26: turning two-factor off needs a code' },
      on: {
        CHANGE: { actions: 'change' },
        SELECT_METHOD: { guard: 'otherMethod', actions: 'selectMethod' },
        CANCEL: { target: 'on', actions: 'clearForm' },
        SUBMIT: [{ guard: 'codeMissing', actions: 'requireCode' }, { guard: 'codeMalformed', actions: 'rejectFormat' }, { target: 'submittingDisable' }],
      },
    },
    submittingDisable: {
      meta: { spec: 'Issue 26: turning two-factor off needs a code' },
      invoke: {
        src: 'disable',
        input: ({ context }) => ({ method: context.method, code: context.code.trim() }),
        onDone: { target: 'off', actions: ['storeStatus', 'clearForm'] },
        onError: { target: 'disabling', actions: 'noteError' },
      },
    },
  },
});
