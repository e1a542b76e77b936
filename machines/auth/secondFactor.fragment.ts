import { assign, type EventObject } from 'xstate';
import { ErrorCode } from '../../kernel/errorCodes';
import type { LoginTwoFactorRequest, TwoFactorChallenge, TwoFactorMethod } from '../../kernel/twoFactor';
import { twoFactorCodeProblem } from '../member/twoFactor.rules';

/**
 * Issue 26 item 2: the login's second step (the authenticator's code or a recovery code, sent with
 * the ticket a right first factor got) — one fragment for every login that can be asked for it: the
 * password login (login.machine) and the login by identity (auth/socialLogin.machine). Each machine
 * spreads in the context defaults, guards, actions and the two states, and gives what the step
 * cannot know: its SPEC tag, where Back leads, what a login finished by the code does, and where a
 * spent ticket leads.
 *
 * The machine using it declares the actor `secondFactor` (POST loginTwoFactor), the actions `change`
 * (a CHANGE of a field, clearing the error), `storeUser` and `noteServerError`, and takes
 * SecondFactorEvent, CHANGE (field 'twoFactorCode') and SUBMIT.
 */

/** The step's part of the machine's context. */
export type SecondFactorContext = {
  /** The ticket of a login that needs the second factor (null otherwise), how it is answered, and the code typed. */
  twoFactorTicket: string | null;
  twoFactorMethod: TwoFactorMethod;
  twoFactorCode: string;
};

/** No second step under way: what the machine starts from and goes back to. */
export const NO_TWO_FACTOR: SecondFactorContext = { twoFactorTicket: null, twoFactorMethod: 'totp', twoFactorCode: '' };

/** What the step refuses before sending: nothing typed; an authenticator code that is not 6 digits. */
export type SecondFactorError = { kind: 'codeRequired' } | { kind: 'twoFactorFormat' };

export type SecondFactorEvent =
  /** The second factor's input: the authenticator's code or a recovery code. */
  | { type: 'SELECT_TWO_FACTOR_METHOD'; method: TwoFactorMethod }
  /** Gives up at the second factor (where it leads is the machine's). */
  | { type: 'CANCEL_TWO_FACTOR' };

type Failure = { details?: { code?: string | null; value?: unknown } };
const failureCodeOf = (event: unknown) => (event as { error?: Failure }).error?.details?.code;
const methodOf = (event: unknown) => (event as Extract<SecondFactorEvent, { type: 'SELECT_TWO_FACTOR_METHOD' }>).method;

export const secondFactorGuards = {
  /** A right first factor of an account with two-factor on: a ticket, no session yet. */
  needsSecondFactor: ({ event }: { event: unknown }) => failureCodeOf(event) === ErrorCode.twoFactorRequired,
  twoFactorCodeMissing: ({ context }: { context: SecondFactorContext }) => twoFactorCodeProblem(context.twoFactorMethod, context.twoFactorCode) === 'codeRequired',
  twoFactorCodeMalformed: ({ context }: { context: SecondFactorContext }) => twoFactorCodeProblem(context.twoFactorMethod, context.twoFactorCode) === 'twoFactorFormat',
  /** The ticket's five minutes passed, or its wrong codes used it up. */
  twoFactorExpired: ({ event }: { event: unknown }) => failureCodeOf(event) === ErrorCode.twoFactorExpired,
  otherTwoFactorMethod: ({ context, event }: { context: SecondFactorContext; event: unknown }) => methodOf(event) !== context.twoFactorMethod,
};

/**
 * The step's actions for a machine of context TContext and events TEvent. `forget`: what else the
 * machine lets go of when the step opens (the social login's link form and tickets).
 */
export function secondFactorActions<TContext extends SecondFactorContext, TEvent extends EventObject>(forget: Partial<TContext> = {}) {
  // TContext holds the step's fields (its constraint); TypeScript cannot tell that a partial of them is a partial of TContext.
  const set = (values: Partial<SecondFactorContext> & { error?: SecondFactorError | null }) => values as unknown as Partial<TContext>;
  return {
    /** Opens the step with its ticket, the authenticator's code first, nothing typed. */
    storeTwoFactorTicket: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => ({
      ...forget,
      ...set({
        twoFactorTicket: ((event as { error?: Failure }).error?.details?.value as TwoFactorChallenge | undefined)?.ticket ?? null,
        twoFactorMethod: 'totp',
        twoFactorCode: '',
        error: null,
      }),
    })),
    /** The other input, empty. */
    selectTwoFactorMethod: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => set({ twoFactorMethod: methodOf(event), twoFactorCode: '', error: null })),
    requireTwoFactorCode: assign<TContext, TEvent, undefined, TEvent, never>(() => set({ error: { kind: 'codeRequired' } })),
    rejectTwoFactorFormat: assign<TContext, TEvent, undefined, TEvent, never>(() => set({ error: { kind: 'twoFactorFormat' } })),
    /** The ticket and the code go. */
    dropTwoFactor: assign<TContext, TEvent, undefined, TEvent, never>(() => set(NO_TWO_FACTOR)),
  };
}

/** The request of the second step: the ticket, the method and the code trimmed. */
const secondFactorRequest = ({ context }: { context: SecondFactorContext }): LoginTwoFactorRequest => ({
  ticket: context.twoFactorTicket ?? '',
  method: context.twoFactorMethod,
  code: context.twoFactorCode.trim(),
});

/** The states `secondFactor` (the code typed) and `submittingSecondFactor` (sent), spread into the machine's states. */
export function secondFactorStates<const Cancel, const Done, const Over>(step: {
  /** SPEC tag of both states. */
  spec: string;
  /** Where Back leads. */
  cancel: Cancel;
  /** Where a login finished by the code leads. */
  done: Done;
  /** Where a spent ticket leads (tried before a wrong code, which stays to correct). */
  over: Over;
}) {
  return {
    secondFactor: {
      meta: { spec: step.spec },
      on: {
        CHANGE: { actions: 'change' },
        SELECT_TWO_FACTOR_METHOD: { guard: 'otherTwoFactorMethod', actions: 'selectTwoFactorMethod' },
        CANCEL_TWO_FACTOR: step.cancel,
        SUBMIT: [
          { guard: 'twoFactorCodeMissing', actions: 'requireTwoFactorCode' },
          { guard: 'twoFactorCodeMalformed', actions: 'rejectTwoFactorFormat' },
          { target: 'submittingSecondFactor' },
        ],
      },
    },
    submittingSecondFactor: {
      meta: { spec: step.spec },
      invoke: {
        src: 'secondFactor',
        input: secondFactorRequest,
        onDone: step.done,
        // A wrong code (or no answer): its reason shows, the code stays to correct.
        onError: [step.over, { target: 'secondFactor', actions: 'noteServerError' }],
      },
    },
  } as const;
}
