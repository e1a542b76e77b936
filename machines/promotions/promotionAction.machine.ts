import { assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { Promotion, PromotionAction } from '@kernel/promotions';
import { type KeyInput, keyMakerOf, type NewKey } from '../idempotencyKey';
import type { SessionKind } from '../sessionKind';
import { failureCode } from '../wallet/writeOutcome.rules';
import {
  type ApplicationImage,
  addApplicationImages,
  applicationFormIssues,
  type ChosenFile,
  type ImageNote,
  type InspectedFile,
  imageRoom,
  removeApplicationImage,
} from './applicationForm.rules';
import { accessOf, actionOf, isClaim } from './promotionAction.rules';

/** A key maker for tests (the app's is machines/idempotencyKey.ts): one key per intended claim or application. */
export type PromotionActionInput = KeyInput;

export type PromotionActionContext = {
  newKey: NewKey;
  /** The promotion acted on, as its card showed it. */
  promotion: Promotion | null;
  action: PromotionAction | null;
  /** The claim's or the application's key, kept for every re-send of the same write. */
  idempotencyKey: string | null;
  // The activity application form (SPEC 5).
  comment: string;
  ageConfirmed: boolean;
  /** Images to send (browser Files in the app), checked by name, size and first bytes. */
  images: ApplicationImage[];
  /** Files being read (their first bytes) before they join the images. */
  inspecting: ChosenFile[];
  /** Files refused at the last choice, with why. */
  imageNotes: ImageNote[];
  /** Set by a send that could not go: the form's issues are shown from then on. */
  showIssues: boolean;
  /** Why the last write failed or was refused. */
  failure: unknown;
  /** The promotion as the backend answered the action. */
  result: Promotion | null;
};

export type PromotionActionEvent =
  /** The card's (or the details') action, with who is asking (session selector sessionKind). */
  | { type: 'START'; promotion: Promotion; session: SessionKind }
  | { type: 'COMMENT'; comment: string }
  | { type: 'ADD_IMAGES'; files: ChosenFile[] }
  | { type: 'REMOVE_IMAGE'; index: number }
  | { type: 'CONFIRM_AGE'; confirmed: boolean }
  | { type: 'SEND' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' };

export type ClaimInput = { promotionId: number; idempotencyKey: string; raffle: boolean };
export type ApplicationInput = { promotionId: number; comment: string; ageConfirmed: boolean; idempotencyKey: string; files: ChosenFile[] };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error?: unknown }).error ?? new Error('unknown failure');
const kindOf = (event: unknown) => (errorOf(event) as { kind?: unknown }).kind;
const eventOf = <T extends PromotionActionEvent['type']>(event: unknown) => event as Extract<PromotionActionEvent, { type: T }>;
const startedAction = (event: unknown) => actionOf(eventOf<'START'>(event).promotion);

const EMPTY_FORM = { comment: '', ageConfirmed: false, images: [], inspecting: [], imageNotes: [], showIssues: false };
const CLEARED = { promotion: null, action: null, idempotencyKey: null, failure: null, result: null, ...EMPTY_FORM };

/** What START does wherever a new action may begin: ask who is asking first, then act as the state allows. */
const START = [
  { guard: 'needsLogin', actions: 'askLogin' },
  { guard: 'trialAccount', actions: 'warnTrial' },
  { guard: 'joinAllowed', target: '#promotionAction.joining', actions: 'begin' },
  { guard: 'applyAllowed', target: '#promotionAction.applying', actions: 'begin' },
  { guard: 'claimAllowed', target: '#promotionAction.claiming', actions: 'begin' },
] as const;

/** The form waits while its files are read or it is sent. */
const FORM_WAITS = { COMMENT: {}, CONFIRM_AGE: {}, ADD_IMAGES: {}, REMOVE_IMAGE: {}, SEND: {} } as const;

/**
 * SPEC 4 Statuses, one action at a time on the promotions page: Join (Join -> Joined, Process or
 * signed), the activity application of SPEC 5 (a comment of at most 140 characters, up to 3 png or
 * jpg images of 5 MB each, checked by their bytes, and the age of 21 confirmed for a birthday
 * promotion: Applying), and Claim (the bonus, or a raffle prize through MCS2_claimRafflePromotion:
 * Claimed, the wallet refreshed). Member features need login (SPEC 4): a visitor gets the login
 * popup, a trial account the in_need_true_account warning, and nothing starts. A refusal or a lost
 * answer has the page read the list again, so the card shows what the backend holds.
 */
export const promotionActionMachine = setup({
  types: { context: {} as PromotionActionContext, events: {} as PromotionActionEvent, input: {} as PromotionActionInput },
  actors: {
    join: fromPromise<Promotion, number>(async () => {
      throw new Error('join not provided');
    }),
    claim: fromPromise<Promotion, ClaimInput>(async () => {
      throw new Error('claim not provided');
    }),
    apply: fromPromise<Promotion, ApplicationInput>(async () => {
      throw new Error('apply not provided');
    }),
    /** Reads each file's first bytes: what image it really is. */
    inspectImages: fromPromise<InspectedFile[], ChosenFile[]>(async () => {
      throw new Error('inspectImages not provided');
    }),
  },
  guards: {
    needsLogin: ({ event }) => accessOf(eventOf<'START'>(event).session) === 'login',
    trialAccount: ({ event }) => accessOf(eventOf<'START'>(event).session) === 'trialWarning',
    joinAllowed: ({ event }) => startedAction(event) === 'join',
    applyAllowed: ({ event }) => startedAction(event) === 'apply',
    claimAllowed: ({ event }) => isClaim(startedAction(event)),
    roomForImages: ({ context, event }) => imageRoom(context.images) > 0 && eventOf<'ADD_IMAGES'>(event).files.length > 0,
    formReady: ({ context }) => applicationFormIssues(context, context.promotion?.requiresAgeConfirmation ?? false).length === 0,
    /** The backend found the application breaks a rule: the form stays to be put right. */
    applicationInvalid: ({ event }) => failureCode(errorOf(event)) === ErrorCode.applicationInvalid,
    /** Refused for good (the state changed meanwhile, the session ended): nothing to put right in the form. */
    refusedForGood: ({ event }) => kindOf(event) === 'business' || kindOf(event) === 'expired',
  },
  actions: {
    /** The login popup (SPEC 4: a visitor asked for a member feature). */
    askLogin: () => {},
    /** The in_need_true_account warning (SPEC 4: a trial account is not fully registered). */
    warnTrial: () => {},
    /** The page shows the promotion as the backend answered (promotionsPage UPDATED). */
    promotionChanged: (_, _params: { promotion: Promotion | null }) => {},
    /** The page reads the list again (promotionsPage RELOAD). */
    reloadPromotions: () => {},
    /** The root wallet actor's REFRESH: a bonus was paid. */
    refreshWallet: () => {},
    begin: assign(({ context, event }) => {
      const { promotion } = eventOf<'START'>(event);
      const action = actionOf(promotion);
      // A claim and an application carry a key of their own, sent again with every retry of them.
      return { ...CLEARED, promotion, action, idempotencyKey: action === 'join' ? null : context.newKey() };
    }),
    clear: assign(() => CLEARED),
    writeComment: assign({ comment: ({ event }) => eventOf<'COMMENT'>(event).comment, failure: null }),
    confirmAge: assign({ ageConfirmed: ({ event }) => eventOf<'CONFIRM_AGE'>(event).confirmed, failure: null }),
    startInspecting: assign({ inspecting: ({ event }) => eventOf<'ADD_IMAGES'>(event).files, imageNotes: [], failure: null }),
    addImages: assign(({ context, event }) => {
      const { images, notes } = addApplicationImages(context.images, outputOf<InspectedFile[]>(event));
      return { images, imageNotes: notes, inspecting: [] };
    }),
    /** Files that could not be read are not known to be images. */
    noteUnreadable: assign(({ context }) => ({ imageNotes: context.inspecting.map((file) => ({ name: file.name, issue: 'imageNotImage' as const })), inspecting: [] })),
    removeImage: assign({ images: ({ context, event }) => removeApplicationImage(context.images, eventOf<'REMOVE_IMAGE'>(event).index), imageNotes: [] }),
    revealIssues: assign({ showIssues: true }),
    noteResult: assign({ result: ({ event }) => outputOf<Promotion>(event), failure: null }),
    noteFailure: assign({ failure: ({ event }) => errorOf(event) }),
  },
}).createMachine({
  id: 'promotionAction',
  meta: { spec: '4 Statuses: Activity states and the action each allows' },
  context: ({ input }) => ({ newKey: keyMakerOf(input), ...CLEARED }),
  initial: 'idle',
  states: {
    idle: {
      meta: { spec: '4 Game and navigation: member features need login (login popup, in_need_true_account)' },
      on: { START },
    },
    joining: {
      meta: { spec: '4 Statuses: Join -> Joined (Process for a turnover, signed for a raffle)' },
      invoke: {
        src: 'join',
        input: ({ context }) => context.promotion?.id ?? 0,
        onDone: { target: 'done', actions: ['noteResult', { type: 'promotionChanged', params: ({ event }) => ({ promotion: outputOf<Promotion>(event) }) }] },
        onError: { target: 'refused', actions: ['noteFailure', 'reloadPromotions'] },
      },
      on: { START: {} },
    },
    claiming: {
      meta: { spec: '7 Contracts and promotions: raffle claim MCS2_claimRafflePromotion; 4 Statuses: Claim -> Claimed' },
      invoke: {
        src: 'claim',
        input: ({ context }) => ({ promotionId: context.promotion?.id ?? 0, idempotencyKey: context.idempotencyKey ?? '', raffle: context.action === 'claimRaffle' }),
        onDone: {
          target: 'done',
          actions: ['noteResult', { type: 'promotionChanged', params: ({ event }) => ({ promotion: outputOf<Promotion>(event) }) }, 'refreshWallet'],
        },
        onError: { target: 'refused', actions: ['noteFailure', 'reloadPromotions'] },
      },
      on: { START: {} },
    },
    applying: {
      meta: { spec: '5 Activity application: comment, images, birthday confirmation' },
      initial: 'editing',
      on: { START: {}, CANCEL: { target: 'idle', actions: 'clear' } },
      states: {
        editing: {
          meta: { spec: '5 Activity application: comment at most 140 characters, images png or jpg, 5MB each, at most 3; confirm 21' },
          on: {
            COMMENT: { actions: 'writeComment' },
            CONFIRM_AGE: { actions: 'confirmAge' },
            REMOVE_IMAGE: { actions: 'removeImage' },
            ADD_IMAGES: { guard: 'roomForImages', target: 'inspecting', actions: 'startInspecting' },
            SEND: [{ guard: 'formReady', target: 'sending' }, { actions: 'revealIssues' }],
          },
        },
        inspecting: {
          meta: { spec: '9 Limits: images png or jpg by their content, 5MB each, at most 3' },
          invoke: {
            src: 'inspectImages',
            input: ({ context }) => context.inspecting,
            onDone: { target: 'editing', actions: 'addImages' },
            onError: { target: 'editing', actions: 'noteUnreadable' },
          },
          // Typing goes on while the files are read.
          on: { COMMENT: { actions: 'writeComment' }, CONFIRM_AGE: { actions: 'confirmAge' }, ADD_IMAGES: {}, REMOVE_IMAGE: {}, SEND: {} },
        },
        sending: {
          meta: { spec: '4 Statuses: Join -> Applying' },
          invoke: {
            src: 'apply',
            input: ({ context }) => ({
              promotionId: context.promotion?.id ?? 0,
              comment: context.comment.trim(),
              ageConfirmed: context.ageConfirmed,
              idempotencyKey: context.idempotencyKey ?? '',
              files: context.images.map((image) => image.file),
            }),
            onDone: {
              target: '#promotionAction.done',
              actions: ['noteResult', { type: 'promotionChanged', params: ({ event }) => ({ promotion: outputOf<Promotion>(event) }) }],
            },
            onError: [
              { guard: 'applicationInvalid', target: 'editing', actions: ['noteFailure', 'revealIssues'] },
              { guard: 'refusedForGood', target: '#promotionAction.refused', actions: ['noteFailure', 'reloadPromotions'] },
              // No answer: the same application goes again with the same key when sent again.
              { target: 'editing', actions: 'noteFailure' },
            ],
          },
          on: { ...FORM_WAITS, CANCEL: {} },
        },
      },
    },
    done: {
      meta: { spec: '4 Statuses: Joined, Applying, Claimed' },
      on: { DISMISS: { target: 'idle', actions: 'clear' }, START },
    },
    refused: {
      meta: { spec: '8 Handling: a refusal shows the server message' },
      on: { DISMISS: { target: 'idle', actions: 'clear' }, START },
    },
  },
});
