import { assign, fromPromise, setup } from 'xstate';
import { FEEDBACK_LENGTH, FEEDBACK_TYPE_CODES } from '../kernel/account';
import { lengthOf } from '../kernel/validation';

export type FeedbackField = 'type' | 'content' | 'captcha';
export type FeedbackProblem = 'missing' | 'contentLength';
export type FeedbackEvent = { type: 'CHANGE'; field: FeedbackField; value: string } | { type: 'SUBMIT' } | { type: 'DISMISS_WARNING' };
export type FeedbackWarning =
  | { kind: 'empty'; fields: FeedbackField[] }
  | { kind: 'contentLength' }
  | { kind: 'server'; code: string | null; message: string }
  | { kind: 'network' };
export type FeedbackContext = { type: string; content: string; captcha: string; warning: FeedbackWarning | null };

/** SPEC 5 Feedback: the fields left empty, in the order the warning lists them. */
export function emptyFeedbackFields(context: Pick<FeedbackContext, 'type' | 'content' | 'captcha'>): FeedbackField[] {
  const empty: FeedbackField[] = [];
  if (!(FEEDBACK_TYPE_CODES as readonly number[]).includes(Number.parseInt(context.type, 10)) || context.type === '') empty.push('type');
  if (context.content.trim() === '') empty.push('content');
  if (context.captcha.trim() === '') empty.push('captcha');
  return empty;
}

export const feedbackLengthOk = (content: string) => {
  const length = lengthOf(content.trim());
  return length >= FEEDBACK_LENGTH.min && length <= FEEDBACK_LENGTH.max;
};

type Failure = { kind?: string; message?: string; details?: { code?: string | null } };

/** SPEC 2 feedbackModal: question type, trimmed description (20 to 200 characters), captcha. */
export const feedbackMachine = setup({
  types: { context: {} as FeedbackContext, events: {} as FeedbackEvent },
  actors: {
    sendFeedback: fromPromise<void, { type: number; content: string; captcha: string }>(async () => {
      throw new Error('sendFeedback not provided');
    }),
  },
  guards: {
    hasEmptyFields: ({ context }) => emptyFeedbackFields(context).length > 0,
    badLength: ({ context }) => !feedbackLengthOk(context.content),
  },
  actions: {
    change: assign(({ event }) => {
      const { field, value } = event as Extract<FeedbackEvent, { type: 'CHANGE' }>;
      // The textarea stops at the maximum, as SPEC's textarea max 200 does.
      return { [field]: field === 'content' ? [...value].slice(0, FEEDBACK_LENGTH.max).join('') : value };
    }),
    warnEmpty: assign(({ context }) => ({ warning: { kind: 'empty', fields: emptyFeedbackFields(context) } as FeedbackWarning })),
    warnLength: assign({ warning: { kind: 'contentLength' } as FeedbackWarning }),
    warnServer: assign(({ event }) => {
      const failure = ((event as { error?: Failure }).error ?? {}) as Failure;
      const warning: FeedbackWarning =
        failure.kind === 'business' ? { kind: 'server', code: failure.details?.code ?? null, message: failure.message ?? 'Unknown error' } : { kind: 'network' };
      return { warning, captcha: '' };
    }),
    dismissWarning: assign({ warning: null }),
    renewCaptcha: () => {},
  },
}).createMachine({
  id: 'feedback',
  meta: { spec: '5 Feedback' },
  context: { type: '', content: '', captcha: '', warning: null },
  initial: 'editing',
  on: { DISMISS_WARNING: { actions: 'dismissWarning' } },
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'hasEmptyFields', actions: 'warnEmpty' }, { guard: 'badLength', actions: 'warnLength' }, { target: 'sending' }],
      },
    },
    sending: {
      meta: { spec: '7 Feedback: PUT /wps/feedback' },
      entry: 'dismissWarning',
      invoke: {
        src: 'sendFeedback',
        input: ({ context }) => ({ type: Number.parseInt(context.type, 10), content: context.content.trim(), captcha: context.captcha.trim() }),
        onDone: 'sent',
        onError: { target: 'editing', actions: ['warnServer', 'renewCaptcha'] },
      },
    },
    sent: { type: 'final', meta: { spec: '2 Feedback popup' } },
  },
});
