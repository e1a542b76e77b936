import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { ConfirmationOutcome, ConfirmWithdrawalRequest, WithdrawConfirmation } from '@kernel/withdrawConfirmation';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { unknownOutcomeStates } from './unknownOutcome.fragment';
import { addProofFiles, isPastDeadline, msUntilDeadline, type ProofFile, type ProofIssue, proofMissing, removeProofFile } from './withdrawConfirmation.rules';
import { failureCode, isUnknownOutcome, recheckDelayMs } from './writeOutcome.rules';

export type WithdrawConfirmationInput = KeyInput & {
  /** A pending confirmation, as the backend listed it. */
  confirmation: WithdrawConfirmation;
  /** The wall clock (ms since the epoch): the deadline countdown reads it. */
  clock: () => number;
};

export type WithdrawConfirmationContext = Omit<WithdrawConfirmationInput, 'newKey'> & {
  /** Makes an idempotency key (input newKey, else machines/idempotencyKey.ts): called once per intended write. */
  newKey: NewKey;
  now: number;
  /** The answer chosen (not sent yet while answering). */
  outcome: ConfirmationOutcome | null;
  /** Proof images chosen for Not received, not uploaded yet (browser Files in the app). */
  files: ProofFile[];
  /** Files refused by the proof rules at the last choice, with why. */
  fileIssues: ProofIssue[];
  /** Set by a submit that cannot go (no answer chosen, no proof for Not received). */
  revealIssues: boolean;
  /**
   * Made once per intended answer (input newKey) and sent again with every re-send of it, and with
   * the same answer submitted after a refusal (a refused answer recorded nothing).
   */
  idempotencyKey: string | null;
  /** The answer the key was made for: another answer gets a new key. */
  keyFor: ConfirmationOutcome | null;
  /** Why the last upload, answer or read failed or was refused. */
  failure: unknown;
  /** Re-sends made while the outcome of the answer is unknown. */
  resends: number;
};

export type WithdrawConfirmationEvent =
  | { type: 'CHOOSE'; outcome: ConfirmationOutcome }
  | { type: 'ADD_FILES'; files: ProofFile[] }
  | { type: 'REMOVE_FILE'; index: number }
  | { type: 'SUBMIT' }
  /** Asks the backend now (an answer in doubt, or a failed read). */
  | { type: 'RETRY' };

export type ProofUploadInput = { confirmationId: number; files: ProofFile[] };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? new Error('unknown failure');
const eventOf = <T extends WithdrawConfirmationEvent['type']>(event: unknown) => event as Extract<WithdrawConfirmationEvent, { type: T }>;

const FORM_LOCKED = { CHOOSE: {}, ADD_FILES: {}, REMOVE_FILE: {}, SUBMIT: {} } as const;

/**
 * SPEC 4 withdrawal confirmation, for one pending confirmation: the member whose withdrawal was
 * paid by another member's deposit answers Received, Not received (with 1 to 3 proof images, png
 * or jpg, 5 MB each, uploaded first) or Full payment, before the deadline the countdown shows.
 * The answer carries an idempotency key made once for it; a network failure leaves its outcome
 * unknown and the same answer is sent again with the same key until the backend tells. At the
 * deadline no answer is offered any more and the confirmation is read again: unanswered, the
 * backend counts it as received (a forced receive: the deposit is not refunded).
 */
/** The confirm call as first sent and as re-sent: the same answer with the same idempotency key. */
const confirmRequest = (context: WithdrawConfirmationContext) => ({
  confirmationId: context.confirmation.id,
  outcome: context.outcome as ConfirmationOutcome,
  idempotencyKey: context.idempotencyKey ?? '',
});

export const withdrawConfirmationMachine = setup({
  types: { context: {} as WithdrawConfirmationContext, events: {} as WithdrawConfirmationEvent, input: {} as WithdrawConfirmationInput },
  actors: {
    uploadProof: fromPromise<WithdrawConfirmation, ProofUploadInput>(async () => {
      throw new Error('uploadProof not provided');
    }),
    confirm: fromPromise<WithdrawConfirmation, ConfirmWithdrawalRequest>(async () => {
      throw new Error('confirm not provided');
    }),
    /** The confirmation as the backend lists it now; null once it is no longer pending. */
    readConfirmation: fromPromise<WithdrawConfirmation | null, { confirmationId: number }>(async () => {
      throw new Error('readConfirmation not provided');
    }),
  },
  guards: {
    beforeDeadline: ({ context }) => !isPastDeadline(context.confirmation, context.clock()),
    /** Pending again with a deadline still ahead (a settled one counts down no more). */
    reopened: ({ context }) => context.confirmation.status === 'pending' && !isPastDeadline(context.confirmation, context.clock()),
    fileExists: ({ context, event }) => {
      const { index } = eventOf<'REMOVE_FILE'>(event);
      return index >= 0 && index < context.files.length;
    },
    cannotSubmit: ({ context }) => context.outcome === null || proofMissing(context.outcome, context.files, context.confirmation.proofCount),
    hasFilesToUpload: ({ context }) => context.outcome === 'notReceived' && context.files.length > 0,
    unknownOutcome: ({ event }) => isUnknownOutcome(errorOf(event)),
    answeredAlready: ({ event }) => failureCode(errorOf(event)) === ErrorCode.confirmationClosed,
    /** Still pending and still open: answers are offered again. */
    stillOpen: ({ context, event }) => {
      const found = outputOf<WithdrawConfirmation | null>(event);
      return found !== null && found.status === 'pending' && !isPastDeadline(found, context.clock());
    },
    /** Past the deadline but not settled yet (the backend's clock is a little behind): read again soon. */
    stillPending: ({ event }) => outputOf<WithdrawConfirmation | null>(event)?.status === 'pending',
    answeredFound: ({ event }) => {
      const status = outputOf<WithdrawConfirmation | null>(event)?.status;
      return status === 'received' || status === 'notReceived' || status === 'fullPayment';
    },
    autoReceivedFound: ({ event }) => outputOf<WithdrawConfirmation | null>(event)?.status === 'autoReceived',
    pastDeadline: ({ context }) => isPastDeadline(context.confirmation, context.clock()),
  },
  actions: {
    tick: assign({ now: ({ context }) => context.clock() }),
    choose: assign({ outcome: ({ event }) => eventOf<'CHOOSE'>(event).outcome, revealIssues: false, failure: null }),
    addFiles: assign(({ context, event }) => {
      const { files, issues } = addProofFiles(context.files, eventOf<'ADD_FILES'>(event).files, context.confirmation.proofCount);
      return { files, fileIssues: issues, failure: null };
    }),
    removeFile: assign(({ context, event }) => ({ files: removeProofFile(context.files, eventOf<'REMOVE_FILE'>(event).index), fileIssues: [] })),
    revealIssues: assign({ revealIssues: true }),
    /** The key of the answer about to be sent: the one made before for the same answer, else a fresh one (newKey). */
    makeKey: assign(({ context }) =>
      context.idempotencyKey !== null && context.keyFor === context.outcome ? {} : { idempotencyKey: context.newKey(), keyFor: context.outcome },
    ),
    clearFailure: assign({ failure: null, resends: 0 }),
    noteFailure: assign({ failure: ({ event }) => errorOf(event) }),
    noteResend: assign({ failure: ({ event }) => errorOf(event), resends: ({ context }) => context.resends + 1 }),
    storeConfirmation: assign({ confirmation: ({ event }) => outputOf<WithdrawConfirmation>(event), failure: null }),
    /** The uploaded images now count in proofCount. */
    storeUploaded: assign({ confirmation: ({ event }) => outputOf<WithdrawConfirmation>(event), files: [], fileIssues: [], failure: null }),
    /** No longer listed after its deadline: the backend counted it as received. */
    markAutoReceived: assign({ confirmation: ({ context }) => ({ ...context.confirmation, status: 'autoReceived' as const }), failure: null }),
    /** Provided by the page: the root wallet actor gets REFRESH (an answer settles money). */
    refreshWallet: () => {},
  },
  delays: {
    /** The deadline countdown moves every second. */
    tick: 1000,
    /** The confirmation's deadline, from deadlineAt and the clock (now when it has passed). */
    deadline: ({ context }) => msUntilDeadline(context.confirmation, context.clock()),
    /** An answer in doubt is sent again (same key) after 2 s, 4 s, 8 s, ... at most 30 s. */
    resend: ({ context }) => recheckDelayMs(context.resends),
    /** A read that failed, or found the confirmation not yet settled, is made again after this long. */
    reread: 3000,
  },
}).createMachine({
  id: 'withdrawConfirmation',
  meta: { spec: '4 Withdrawal confirmation' },
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    newKey: keyMakerOf(input),
    now: input.clock(),
    outcome: null,
    files: [],
    fileIssues: [],
    revealIssues: false,
    idempotencyKey: null,
    keyFor: null,
    failure: null,
    resends: 0,
  }),
  states: {
    clock: {
      meta: { spec: '4 Withdrawal confirmation: countdown to the deadline' },
      initial: 'ticking',
      states: {
        ticking: {
          meta: { spec: '4 Withdrawal confirmation: countdown to the deadline (1 s)' },
          after: {
            tick: [
              { guard: 'beforeDeadline', target: 'ticking', reenter: true, actions: 'tick' },
              { target: 'stopped', actions: 'tick' },
            ],
          },
        },
        stopped: {
          meta: { spec: '4 Withdrawal confirmation: the deadline has passed' },
          // Read again and found open a while longer (the backend's deadline is later than the
          // clock said): the countdown runs again to the new deadline instead of standing at 0.
          always: { guard: 'reopened', target: 'ticking', actions: 'tick' },
        },
      },
    },
    flow: {
      meta: { spec: '4 Withdrawal confirmation' },
      initial: 'answering',
      states: {
        answering: {
          meta: { spec: '4 Withdrawal confirmation: Received, Not received (with proof) or Full payment' },
          // At the deadline no answer is offered any more: the backend decides (auto receive).
          after: { deadline: '#withdrawConfirmation.flow.rereading' },
          initial: 'choosing',
          on: { RETRY: {} },
          states: {
            choosing: {
              meta: { spec: '4 Withdrawal confirmation: Received, Not received (with proof) or Full payment' },
              on: {
                CHOOSE: { actions: 'choose' },
                ADD_FILES: { actions: 'addFiles' },
                REMOVE_FILE: { guard: 'fileExists', actions: 'removeFile' },
                SUBMIT: [
                  { guard: 'cannotSubmit', actions: 'revealIssues' },
                  { guard: 'hasFilesToUpload', target: 'uploading', actions: 'clearFailure' },
                  { target: '#withdrawConfirmation.flow.confirming', actions: ['makeKey', 'clearFailure'] },
                ],
              },
            },
            uploading: {
              meta: { spec: '9 Proof images: at most 3, png or jpg, 5MB each' },
              invoke: {
                src: 'uploadProof',
                input: ({ context }) => ({ confirmationId: context.confirmation.id, files: context.files }),
                onDone: { target: '#withdrawConfirmation.flow.confirming', actions: ['storeUploaded', 'makeKey'] },
                onError: { target: 'choosing', actions: 'noteFailure' },
              },
              on: FORM_LOCKED,
            },
          },
        },
        confirming: {
          meta: { spec: 'Issue 8 money writes: one answer per idempotency key' },
          invoke: {
            src: 'confirm',
            input: ({ context }) => confirmRequest(context),
            onDone: { target: 'answered', actions: ['storeConfirmation', 'refreshWallet'] },
            onError: [
              { guard: 'unknownOutcome', target: 'unknownOutcome', actions: 'noteFailure' },
              { guard: 'answeredAlready', target: 'rereading', actions: 'noteFailure' },
              // Refused: not recorded; the key stays for the same answer.
              { target: 'answering', actions: 'noteFailure' },
            ],
          },
          on: { ...FORM_LOCKED, RETRY: {} },
        },
        unknownOutcome: unknownOutcomeStates({
          spec: 'Issue 8 money writes: unknown outcome, the same answer is sent again with the same key',
          src: 'confirm',
          input: ({ context }: { context: WithdrawConfirmationContext }) => confirmRequest(context),
          uncertain: 'unknownOutcome',
          done: { target: '#withdrawConfirmation.flow.answered', actions: ['storeConfirmation', 'refreshWallet'] },
          refused: [
            { guard: 'answeredAlready', target: '#withdrawConfirmation.flow.rereading', actions: 'noteFailure' },
            { target: '#withdrawConfirmation.flow.answering', actions: 'noteFailure' },
          ],
          locked: FORM_LOCKED,
        }),
        rereading: {
          meta: { spec: '4 Withdrawal confirmation: unconfirmed after the set minutes counts as received' },
          invoke: {
            src: 'readConfirmation',
            input: ({ context }) => ({ confirmationId: context.confirmation.id }),
            onDone: [
              { guard: 'stillOpen', target: 'answering', actions: 'storeConfirmation' },
              { guard: 'stillPending', target: 'awaitingSettlement', actions: 'storeConfirmation' },
              { guard: 'answeredFound', target: 'answered', actions: ['storeConfirmation', 'refreshWallet'] },
              { guard: 'autoReceivedFound', target: 'autoReceived', actions: ['storeConfirmation', 'refreshWallet'] },
              { guard: 'pastDeadline', target: 'autoReceived', actions: ['markAutoReceived', 'refreshWallet'] },
              { target: 'answeredElsewhere' },
            ],
            onError: { target: 'rereadFailed', actions: 'noteFailure' },
          },
          on: { ...FORM_LOCKED, RETRY: {} },
        },
        awaitingSettlement: {
          meta: { spec: '4 Withdrawal confirmation: the deadline has passed, the backend settles it' },
          after: { reread: 'rereading' },
          on: { ...FORM_LOCKED, RETRY: {} },
        },
        rereadFailed: {
          meta: { spec: '8 Handling: Network link is abnormal, asked again' },
          after: { reread: 'rereading' },
          on: { ...FORM_LOCKED, RETRY: 'rereading' },
        },
        answered: {
          meta: { spec: '4 Withdrawal confirmation: the recipient answered' },
          on: { ...FORM_LOCKED, RETRY: {} },
        },
        autoReceived: {
          meta: { spec: '4 Withdrawal confirmation: a forced receive, the deposit is not refunded' },
          on: { ...FORM_LOCKED, RETRY: {} },
        },
        answeredElsewhere: {
          meta: { spec: '4 Withdrawal confirmation: answered already (another window)' },
          on: { ...FORM_LOCKED, RETRY: {} },
        },
      },
    },
  },
});
