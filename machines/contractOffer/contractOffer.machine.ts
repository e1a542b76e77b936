import { and, assign, fromPromise, or, setup, stateIn } from 'xstate';
import type { Contract, ContractActionResult, ContractKind, ContractPreview, ContractStatus, ContractTerms, OwnRates } from '../../kernel/agencyContracts';
import { AgencyErrorCode } from '../../kernel/agencyErrorCodes';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import { failureCode } from '../wallet/writeOutcome.rules';
import {
  type DraftFields,
  type DraftIssues,
  draftFields,
  fieldsFromTerms,
  followsFrom,
  hasIssues,
  isDraftField,
  nextTickMs,
  offerLeftMs,
  parseDraft,
  sameTerms,
  tickPassedMs,
} from './contractOffer.rules';

export type ContractOfferInput = {
  kind: ContractKind;
  /** Whose screen this is. */
  role: 'upline' | 'receiver';
  /** null: a new offer the upline drafts. */
  contract: Contract | null;
  /** The direct downline agent a new offer goes to. */
  receiver: string;
  /** ContractBook.ownRates of the upline: the most it may offer (null: it may not offer). */
  ownRates: OwnRates | null;
  /** ContractBook.uplineMayTerminate. */
  uplineMayTerminate: boolean;
  /** The receiver's current active terms of this kind (to tell a cut), if known. */
  currentTerms: ContractTerms | null;
  /** The wall clock (ms since the epoch; Date.now in the app): read at the start and at every tick of a pending offer's countdown. */
  clock: () => number;
};

export type ContractOfferEvent =
  /** A terms field as typed: rates as percent text ('1.5'), paise thresholds as rupee text ('10000'), activeMembers as digits, period as an id of SALARY_PERIODS. */
  | { type: 'EDIT'; field: string; value: string }
  /** draft -> checks -> preview (or stays with issues). */
  | { type: 'SUBMIT' }
  /** confirming, confirmingAccept, confirmingReject, confirmingTermination. */
  | { type: 'CONFIRM' }
  /** Back from a confirming step (or a failed call). */
  | { type: 'CANCEL' }
  /** The receiver, on a pending offer. */
  | { type: 'ACCEPT' }
  | { type: 'REJECT' }
  /** Active: the receiver, or the upline when uplineMayTerminate. */
  | { type: 'TERMINATE' }
  /** After a failed call. */
  | { type: 'RETRY' }
  /** The page reloaded the book: follow the server's status. */
  | { type: 'CONTRACT_CHANGED'; contract: Contract };

export type PreviewEnd = ContractPreview['ends'][number];

export type ContractOfferContext = {
  kind: ContractKind;
  role: 'upline' | 'receiver';
  contract: Contract | null;
  receiver: string;
  ownRates: OwnRates | null;
  uplineMayTerminate: boolean;
  currentTerms: ContractTerms | null;
  clock: () => number;
  /** The moment the offer's expiry counts from: the clock at the start, or the server's time of an offer just made. */
  now: number;
  /** A pending offer's time left (ms): counted from `now` on entering `pending`, less at every tick of the countdown. */
  leftMs: number;
  /** The clock's reading when the countdown last moved: a tick counts what the clock says passed since. */
  clockAt: number;
  /** The terms as typed. */
  fields: DraftFields;
  issues: DraftIssues;
  /** The parsed draft (null while it does not parse), or the contract's terms. */
  terms: ContractTerms | null;
  /** The preview's `ends`: the downline contracts the lower-rate rule ends on confirming. */
  ends: PreviewEnd[];
  /** The ids the last action ended. */
  ended: number[];
  /** The last call's failure (the typed API error), shown until the next step. */
  error: unknown;
  /** One key per intended offer: made for `keyTerms`, sent again on a retry of the same terms. */
  idempotencyKey: string | null;
  keyTerms: ContractTerms | null;
  /** Makes the key of a new offer (input newKey, else machines/idempotencyKey.ts). */
  newKey: NewKey;
  /** What the receiver is answering (a retry sends the same answer). */
  answer: 'accept' | 'reject' | null;
  /** The offer's expiry passed while an answer was on its way: the answer's outcome decides. */
  lapsed: boolean;
};

export type OfferDraft = { kind: ContractKind; receiver: string; terms: ContractTerms };
export type ContractAnswer = { kind: ContractKind; contractId: number };
export type RespondInput = ContractAnswer & { action: 'accept' | 'reject' | 'terminate' };

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? new Error('unknown failure');
const changedOf = (event: unknown) => (event as { contract: Contract }).contract;
const editOf = (event: unknown) => event as { field: string; value: string };

const offerDraft = ({ context }: { context: ContractOfferContext }): OfferDraft => ({
  kind: context.kind,
  receiver: context.receiver,
  terms: context.terms as ContractTerms,
});
const answerTo = ({ context }: { context: ContractOfferContext }): ContractAnswer => ({ kind: context.kind, contractId: (context.contract as Contract).id });
const respondWith =
  (action: RespondInput['action']) =>
  ({ context }: { context: ContractOfferContext }): RespondInput => ({ ...answerTo({ context }), action });

/** While a write is on its way nothing else is asked, and the server's answer, not a reload, decides. */
const WRITING = { EDIT: {}, SUBMIT: {}, CONFIRM: {}, CANCEL: {}, ACCEPT: {}, REJECT: {}, TERMINATE: {}, RETRY: {}, CONTRACT_CHANGED: {} } as const;

/** The state of each status. */
const STATUS_TARGET: Readonly<Record<ContractStatus, string>> = {
  pending: '#contractOffer.pending',
  active: '#contractOffer.active',
  rejected: '#contractOffer.rejected',
  expired: '#contractOffer.expired',
  terminated: '#contractOffer.terminated',
};
/** Tells the page the contract as it is now (it reloads the book). */
const tellPage = { type: 'contractChanged', params: ({ context }: { context: ContractOfferContext }) => ({ contract: context.contract as Contract }) } as const;
/** An answer lost while the offer expired: expired, unless the server's reload says otherwise. */
const lapsedAnswer = { guard: 'lapsed' as const, target: '#contractOffer.expired', actions: ['expire' as const, tellPage] };
/**
 * After a write, the contract as the server answered it, where the lifecycle (SPEC 4) leads from
 * `from` (null: a new offer, which comes back in any status when its key was used before). An
 * answer the lifecycle cannot explain (an accept that leaves the offer pending) is not trusted:
 * the screen stays at `rest`, and the page reloads the book, whose word is then followed.
 */
const answered = (from: ContractStatus | null, rest: string, extra: Array<'startLifetime'> = []) => [
  ...(from === null ? (Object.keys(STATUS_TARGET) as ContractStatus[]) : followsFrom(from)).map((status) => ({
    guard: { type: 'answerIs', params: { status } } as const,
    target: STATUS_TARGET[status],
    actions: ['storeAnswer' as const, ...extra, tellPage],
  })),
  // The expiry passed meanwhile: the countdown stopped there, only the answer is left to tell.
  ...(from === 'pending' ? [lapsedAnswer] : []),
  ...(from === null ? [] : [{ target: rest, actions: [tellPage] }]),
];
/** A reload of the book: to the contract's new status where the lifecycle leads there (SPEC 4), else the fresh copy in place. */
const follow = (from: ContractStatus) => [
  ...followsFrom(from).map((to) => ({ guard: { type: 'changedTo', params: { to } } as const, target: STATUS_TARGET[to], actions: 'followContract' as const })),
  { guard: 'sameStatus' as const, actions: 'refreshContract' as const },
];
/** A refused or unanswered answer: closed means the book is stale, so the page is told to reload it. */
const answerFailed = (target: string) => [
  { guard: 'contractClosed' as const, target, actions: ['noteError' as const, tellPage] },
  { target, actions: 'noteError' as const },
];
/**
 * The contract offer lifecycle (SPEC 4 Contracts): an upline drafts terms for a direct downline
 * agent (SPEC 3), previews what the lower-rate rule would end, confirms and sends the offer with
 * an idempotency key. The offer is pending until the receiver accepts it (after the same preview
 * and a confirm step), rejects it, or it expires at contract.expiresAt, while the screen counts
 * down the time left every second (by the injected clock). An active contract is
 * terminated by its receiver, or by the upline where the platform allows it. A failed call keeps
 * what was typed and shows the error, with RETRY or CANCEL. The page's reloads of the book
 * (CONTRACT_CHANGED) move the screen along with the server.
 */
export const contractOfferMachine = setup({
  types: { context: {} as ContractOfferContext, events: {} as ContractOfferEvent, input: {} as ContractOfferInput & KeyInput },
  actors: {
    previewOffer: fromPromise<ContractPreview, OfferDraft>(async () => {
      throw new Error('previewOffer not provided');
    }),
    sendOffer: fromPromise<ContractActionResult, OfferDraft & { idempotencyKey: string }>(async () => {
      throw new Error('sendOffer not provided');
    }),
    previewAccept: fromPromise<ContractPreview, ContractAnswer>(async () => {
      throw new Error('previewAccept not provided');
    }),
    respond: fromPromise<ContractActionResult, RespondInput>(async () => {
      throw new Error('respond not provided');
    }),
  },
  guards: {
    startsAs: ({ context }, params: { status: ContractStatus | null }) => (context.contract?.status ?? null) === params.status,
    editsTerms: ({ context, event }) => isDraftField(context.kind, editOf(event).field),
    draftInvalid: ({ context }) => hasIssues(parseDraft(context.kind, context.fields, context.ownRates).issues),
    isReceiver: ({ context }) => context.role === 'receiver',
    mayTerminate: ({ context }) => context.role === 'receiver' || context.uplineMayTerminate,
    answeringAccept: ({ context }) => context.answer === 'accept',
    answering: or([stateIn('#contractOffer.pending.answer.accepting'), stateIn('#contractOffer.pending.answer.rejecting')]),
    /** SPEC 4: nothing is left of the pending offer: it has expired. */
    offerDue: ({ context }) => context.leftMs === 0,
    /** The expiry came while an answer is on its way: that answer's outcome decides. */
    lapsesAnswering: and(['offerDue', 'answering']),
    lapsed: ({ context }) => context.lapsed,
    contractClosed: ({ event }) => failureCode(errorOf(event)) === AgencyErrorCode.contractClosed,
    answerIs: ({ event }, params: { status: ContractStatus }) => outputOf<ContractActionResult>(event).contract.status === params.status,
    // Reloads reach only the states that show a contract.
    changedTo: ({ context, event }, params: { to: ContractStatus }) => {
      const next = changedOf(event);
      return next.id === (context.contract as Contract).id && next.status === params.to;
    },
    sameStatus: ({ context, event }) => {
      const next = changedOf(event);
      const current = context.contract as Contract;
      return next.id === current.id && next.status === current.status;
    },
  },
  actions: {
    edit: assign(({ context, event }) => {
      const { field, value } = editOf(event);
      const { [field]: _fixed, ...issues } = context.issues;
      return { fields: { ...context.fields, [field]: value }, issues, terms: null, error: null };
    }),
    showIssues: assign(({ context }) => ({ issues: parseDraft(context.kind, context.fields, context.ownRates).issues, terms: null, error: null })),
    takeTerms: assign(({ context }) => ({ terms: parseDraft(context.kind, context.fields, context.ownRates).terms, issues: {}, error: null })),
    storeEnds: assign({ ends: ({ event }) => outputOf<ContractPreview>(event).ends }),
    noteError: assign({ error: ({ event }) => errorOf(event) }),
    clearError: assign({ error: null }),
    /** The key of the offer about to be sent: the one made for the same terms (a retry), else a fresh one for these terms. */
    makeKey: assign(({ context }) =>
      context.idempotencyKey !== null && sameTerms(context.keyTerms, context.terms) ? {} : { idempotencyKey: context.newKey(), keyTerms: context.terms },
    ),
    /** The server's word on a write: the contract as it is now, what the lower-rate rule ended, and the key spent. */
    storeAnswer: assign(({ event }) => {
      const { contract, ended } = outputOf<ContractActionResult>(event);
      return { contract, terms: contract.terms, ended };
    }),
    /** An offer just made: its lifetime counts from the server's moment of making it. */
    startLifetime: assign({ now: ({ event }) => outputOf<ContractActionResult>(event).contract.offeredAt }),
    /** The countdown starts with the offer's time left from `now`, and the clock read then. */
    startCountdown: assign(({ context }) => ({ leftMs: offerLeftMs((context.contract as Contract).expiresAt, context.now), clockAt: context.clock() })),
    /** A tick: that much less is left, or what the clock says passed since the last one when that is more. */
    countDown: assign(({ context }) => {
      const read = context.clock();
      return { leftMs: Math.max(0, context.leftMs - tickPassedMs(nextTickMs(context.leftMs), context.clockAt, read)), clockAt: read };
    }),
    answerAccept: assign({ answer: 'accept' }),
    answerReject: assign({ answer: 'reject' }),
    noteLapsed: assign({ lapsed: true }),
    /** The expiry passed: the server reads the offer as expired from now on; a failed answer is moot. */
    expire: assign({ contract: ({ context }) => ({ ...(context.contract as Contract), status: 'expired' as const }), error: null }),
    followContract: assign({ contract: ({ event }) => changedOf(event), error: null }),
    refreshContract: assign(({ event }) => ({ contract: changedOf(event) })),
    /** Tells the page to reload the book (provided by the page). */
    contractChanged: (_, _params: { contract: Contract }) => {},
  },
  delays: {
    /** A pending offer's count moves every second (at each whole second of what is left), the last tick at its expiry. */
    tick: ({ context }) => nextTickMs(context.leftMs),
  },
}).createMachine({
  id: 'contractOffer',
  meta: { spec: '4 Contracts: the contract offer lifecycle (offered, accepted, rejected, terminated, expired; the lower-rate rule)' },
  context: ({ input }) => {
    const started = input.clock();
    return {
      kind: input.contract?.kind ?? input.kind,
      role: input.role,
      contract: input.contract,
      receiver: input.contract?.receiver ?? input.receiver,
      ownRates: input.ownRates,
      uplineMayTerminate: input.uplineMayTerminate,
      currentTerms: input.currentTerms,
      clock: input.clock,
      now: started,
      leftMs: 0,
      clockAt: started,
      fields: input.contract ? fieldsFromTerms(input.contract.terms) : draftFields(input.kind, input.currentTerms),
      issues: {},
      terms: input.contract?.terms ?? null,
      ends: [],
      ended: [],
      error: null,
      idempotencyKey: null,
      keyTerms: null,
      newKey: keyMakerOf(input),
      answer: null,
      lapsed: false,
    };
  },
  initial: 'opening',
  states: {
    opening: {
      meta: { spec: '4 Contracts: a new offer, or a contract in the status the book gives it' },
      always: [
        { guard: { type: 'startsAs', params: { status: null } }, target: 'draft' },
        ...(Object.keys(STATUS_TARGET) as ContractStatus[]).map((status) => ({
          guard: { type: 'startsAs', params: { status } } as const,
          target: STATUS_TARGET[status],
        })),
      ],
    },
    draft: {
      meta: { spec: '3 Contracts: the terms of each kind as typed (rates 0 to 100 %, at most the offering agent’s own; 9 salary periods)' },
      on: {
        EDIT: { guard: 'editsTerms', actions: 'edit' },
        SUBMIT: [
          { guard: 'draftInvalid', actions: 'showIssues' },
          { target: 'previewing', actions: 'takeTerms' },
        ],
      },
    },
    previewing: {
      meta: { spec: '4 Contracts: the lower-rate rule, asked before confirming (a preview changes nothing)' },
      invoke: {
        src: 'previewOffer',
        input: offerDraft,
        onDone: { target: 'confirming', actions: 'storeEnds' },
        onError: { target: 'previewFailed', actions: 'noteError' },
      },
      on: { CANCEL: 'draft', EDIT: {}, SUBMIT: {}, RETRY: {} },
    },
    previewFailed: {
      meta: { spec: '8 Errors: the preview failed; the draft is kept, with retry' },
      on: { RETRY: { target: 'previewing', actions: 'clearError' }, CANCEL: 'draft', EDIT: { guard: 'editsTerms', target: 'draft', actions: 'edit' } },
    },
    confirming: {
      meta: { spec: '4 Contracts: the screen says which downline contracts the lower-rate rule ends, before confirming' },
      on: {
        CONFIRM: { target: 'sending', actions: 'makeKey' },
        CANCEL: 'draft',
        EDIT: {},
        SUBMIT: {},
      },
    },
    sending: {
      meta: { spec: '7 Contracts: the offer (T), sent once per intended offer with an idempotency key' },
      on: WRITING,
      initial: 'offering',
      states: {
        offering: {
          meta: { spec: '4 Contracts: an upline offers a contract to a direct downline agent' },
          invoke: {
            src: 'sendOffer',
            input: ({ context }) => ({ ...offerDraft({ context }), idempotencyKey: context.idempotencyKey as string }),
            onDone: answered(null, '', ['startLifetime']),
            onError: { target: '#contractOffer.sendFailed', actions: 'noteError' },
          },
        },
      },
    },
    sendFailed: {
      meta: { spec: '8 Errors: the offer was refused or not answered; the draft is kept, with retry (the same key for the same terms)' },
      on: {
        RETRY: { target: 'sending', actions: ['clearError', 'makeKey'] },
        CANCEL: 'draft',
        EDIT: { guard: 'editsTerms', target: 'draft', actions: 'edit' },
      },
    },
    // The receiver's steps and the countdown run side by side inside `pending`: the count goes on
    // while the receiver decides, and nothing restarts it (leaving and re-entering `pending` would).
    pending: {
      meta: { spec: '4 Contracts: an offer is pending until its receiver Accepts or Rejects it, or it expires' },
      type: 'parallel',
      states: {
        answer: {
          meta: { spec: '4 Contracts: the receiver’s answer to a pending offer (Accept or Reject); the upline waits for it' },
          // Reloads are heard here, not on `pending`: a write on its way ignores them, and the
          // countdown's region would otherwise follow them past that.
          on: { CONTRACT_CHANGED: follow('pending') },
          initial: 'waiting',
          states: {
            waiting: {
              meta: { spec: '4 Contracts: the receiver may Accept or Reject the offer; the upline waits' },
              on: {
                ACCEPT: { guard: 'isReceiver', target: 'previewingAccept', actions: 'answerAccept' },
                REJECT: { guard: 'isReceiver', target: 'confirmingReject' },
              },
            },
            confirmingReject: {
              meta: { spec: '4 Contracts: the receiver Rejects the offer, confirmed first (rejected is for good)' },
              on: { CONFIRM: { target: 'rejecting', actions: 'answerReject' }, CANCEL: 'waiting', ACCEPT: {}, REJECT: {} },
            },
            previewingAccept: {
              meta: { spec: '4 Contracts: the lower-rate rule, asked before the receiver confirms' },
              invoke: {
                src: 'previewAccept',
                input: answerTo,
                onDone: { target: 'confirmingAccept', actions: 'storeEnds' },
                onError: { target: 'previewAcceptFailed', actions: 'noteError' },
              },
              on: { CANCEL: 'waiting', ACCEPT: {}, REJECT: {}, CONFIRM: {}, RETRY: {} },
            },
            previewAcceptFailed: {
              meta: { spec: '8 Errors: the preview failed, with retry' },
              on: { RETRY: { target: 'previewingAccept', actions: 'clearError' }, CANCEL: { target: 'waiting', actions: 'clearError' } },
            },
            confirmingAccept: {
              meta: { spec: '4 Contracts: accepting ends the downline contracts above the new rate: the screen says so before confirming' },
              on: { CONFIRM: 'accepting', CANCEL: 'waiting', ACCEPT: {}, REJECT: {} },
            },
            accepting: {
              meta: { spec: '4 Contracts: the receiver Accepts (T); the lower-rate rule ends what it names' },
              invoke: {
                src: 'respond',
                input: respondWith('accept'),
                onDone: answered('pending', '#contractOffer.pending.answer.waiting'),
                onError: [lapsedAnswer, ...answerFailed('answerFailed')],
              },
              on: WRITING,
            },
            rejecting: {
              meta: { spec: '4 Contracts: the receiver Rejects (T)' },
              invoke: {
                src: 'respond',
                input: respondWith('reject'),
                onDone: answered('pending', '#contractOffer.pending.answer.waiting'),
                onError: [lapsedAnswer, ...answerFailed('answerFailed')],
              },
              on: WRITING,
            },
            answerFailed: {
              meta: { spec: '8 Errors: the answer was refused or not answered, with retry' },
              on: {
                RETRY: [
                  { guard: 'answeringAccept', target: 'accepting', actions: 'clearError' },
                  { target: 'rejecting', actions: 'clearError' },
                ],
                CANCEL: { target: 'waiting', actions: 'clearError' },
              },
            },
          },
        },
        countdown: {
          meta: { spec: '4 Contracts: an offer expires unanswered at its expiry; the screen counts down to it' },
          // Counted from entering `pending`, once: a reload of the offer does not restart it.
          entry: 'startCountdown',
          initial: 'ticking',
          states: {
            ticking: {
              meta: { spec: '4 Contracts: the time left to answer, moving every second until the offer expires' },
              // Checked on entering and after every tick: an offer whose expiry has passed expires at once.
              always: [
                { guard: 'lapsesAnswering', target: 'lapsed', actions: 'noteLapsed' },
                { guard: 'offerDue', target: '#contractOffer.expired', actions: ['expire', tellPage] },
              ],
              after: { tick: { target: 'ticking', reenter: true, actions: 'countDown' } },
            },
            lapsed: {
              meta: { spec: '4 Contracts: the offer expired while an answer was on its way: the answer’s outcome decides' },
            },
          },
        },
      },
    },
    active: {
      meta: { spec: '4 Contracts: an accepted contract is active until it is Terminated' },
      on: {
        TERMINATE: { guard: 'mayTerminate', target: 'confirmingTermination' },
        CONTRACT_CHANGED: follow('active'),
      },
    },
    confirmingTermination: {
      meta: { spec: '4 Contracts: Terminated by its receiver (or the upline where the platform allows), confirmed first' },
      on: { CONFIRM: 'terminating', CANCEL: 'active', TERMINATE: {}, CONTRACT_CHANGED: follow('active') },
    },
    terminating: {
      meta: { spec: '4 Contracts: Terminate (T)' },
      invoke: { src: 'respond', input: respondWith('terminate'), onDone: answered('active', '#contractOffer.active'), onError: answerFailed('terminateFailed') },
      on: WRITING,
    },
    terminateFailed: {
      meta: { spec: '8 Errors: the termination was refused or not answered, with retry' },
      on: { RETRY: { target: 'terminating', actions: 'clearError' }, CANCEL: { target: 'active', actions: 'clearError' }, CONTRACT_CHANGED: follow('active') },
    },
    // Rejected and terminated are for good, but not final: the page's reloads still arrive.
    rejected: {
      meta: { spec: '4 Contracts: Rejected by its receiver' },
      on: { CONTRACT_CHANGED: follow('rejected') },
    },
    expired: {
      meta: { spec: '4 Contracts: the offer expired unanswered (the server’s word prevails: an answer made in time is followed)' },
      on: { CONTRACT_CHANGED: follow('expired') },
    },
    terminated: {
      meta: { spec: '4 Contracts: Terminated (by its receiver, the upline, a newer contract or the lower-rate rule)' },
      on: { CONTRACT_CHANGED: follow('terminated') },
    },
  },
});
