import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import { PROOF_RULES, type WithdrawConfirmation } from '@kernel/withdrawConfirmation';
import { type WithdrawConfirmationContext, withdrawConfirmationMachine } from '@machines/wallet/withdrawConfirmation.machine';
import type { Fixtures, MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MINUTE = 60_000;
/** The wall clock the countdown reads: it stands still here; the simulated clock moves the timers. */
const clock = () => NOW;

/** SPEC 4: the countdown moves every second. */
const TICK_MS = 1000;
/** A read that failed, or found the confirmation not settled yet, is made again after 3 s. */
const REREAD_MS = 3000;
/** An answer in doubt is sent again after 2 s, 4 s, 8 s, ... at most 30 s. */
const resendMs = (resends: number) => Math.min(30_000, 2_000 * 2 ** resends);

const confirmation = (overrides: Partial<WithdrawConfirmation> = {}): WithdrawConfirmation => ({
  id: 7,
  withdrawalId: 41,
  amountPaise: 200_000,
  payerName: 'te*******',
  status: 'pending',
  createdAt: NOW - 5 * MINUTE,
  deadlineAt: NOW + 25 * MINUTE,
  proofCount: 0,
  ...overrides,
});
/**
 * Due in half a second: the deadline comes before the first tick, so the answers are explored once
 * (the graph keeps every pending timer: a 25-minute deadline would make 1500 copies of each state).
 */
const OPEN = confirmation({ deadlineAt: NOW + 500 });
/** Read at the deadline: still pending and open a while longer (the backend's clock is a moment behind). */
const REOPENED = confirmation({ deadlineAt: NOW + 1000 });
/** Read at the deadline: still pending, its deadline passed (the backend settles it on its next call). */
const PAST_DUE = confirmation({ deadlineAt: NOW - 1000 });
/** Read at the deadline, due this very moment: the deadline itself is past (it must be answered before it). */
const DUE_NOW = confirmation({ deadlineAt: NOW });

/** A chosen file as the page reads it (a browser File has all three). */
type ProofFile = { readonly name: string; readonly type: string; readonly size: number };
const png = (name: string, size = 200_000): ProofFile => ({ name, type: 'image/png', size });
const GIF: ProofFile = { name: 'screen.gif', type: 'image/gif', size: 1000 };
const HUGE: ProofFile = png('huge.png', PROOF_RULES.maxBytes + 1);

/**
 * Each fixture file's own verdict, SPEC 9 proof images (png or jpg, 5 MB each): null when it may be
 * a proof; 5 MB exactly and 1 byte are kept, 5 MB + 1 byte and an empty file are not.
 */
const FILE_ISSUE: Record<string, 'badType' | 'tooLarge' | 'empty' | null> = {
  'proof.png': null,
  // named as an image, with no type given by the browser: kept; named or typed as something else: refused
  'photo.jpg': null,
  'renamed.png': 'badType',
  'scan.pdf': 'badType',
  'screen.gif': 'badType',
  'huge.png': 'tooLarge',
  'a.png': null,
  'b.jpg': null,
  'c.jpeg': null,
  'd.png': null,
  'max.png': null,
  'empty.png': 'empty',
  'tiny.png': null,
};

/** SPEC 9: at most 3 images in all, the uploaded ones included: files past the third are refused as too many. */
const expectedAdd = (chosen: readonly ProofFile[], added: readonly ProofFile[], uploaded: number) => {
  const files = [...chosen];
  const issues: Array<{ name: string; kind: string }> = [];
  for (const file of added) {
    const kind = FILE_ISSUE[file.name];
    if (kind === undefined) throw new Error(`no expected verdict for ${file.name}`);
    if (kind !== null) issues.push({ name: file.name, kind });
    else if (uploaded + files.length >= PROOF_RULES.maxFiles) issues.push({ name: file.name, kind: 'tooMany' });
    else files.push(file);
  }
  return { files, issues };
};

let keysMade = 0;
const newKey = () => `answer-key-${++keysMade}`;

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawConfirmationContext;
const isDone = (event: EventObject) => event.type.startsWith('xstate.done.actor.');
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.');
const outputOf = <T>(event: EventObject) => (event as unknown as { output: T }).output;
const errorOf = (event: EventObject) => (event as unknown as { error: unknown }).error;
const codeOf = (error: unknown) => (error as { details?: { code?: string | null } } | null)?.details?.code ?? null;
const flowIs = (snapshot: AnyMachineSnapshot | null, state: unknown) => snapshot?.matches({ flow: state } as never) === true;
const pastDeadline = (found: Pick<WithdrawConfirmation, 'deadlineAt'>) => found.deadlineAt <= NOW;
/** The calls the step made (to `src` only, when given: a tick and a deadline due together judge the state left on the way). */
const calls = (invoked: Observation['invoked'], src?: string) => invoked.filter((call) => !src || call.src === src).map(({ src: name, input }) => ({ src: name, input }));
/** The answer as sent and re-sent: the chosen outcome with the key made for it. */
const answerOf = (c: WithdrawConfirmationContext) => ({ confirmationId: c.confirmation.id, outcome: c.outcome, idempotencyKey: c.idempotencyKey });

/** Why each way out of a read goes where it goes (SPEC 4: unconfirmed by the deadline counts as received). */
const afterRead = (found: WithdrawConfirmation | null, before: WithdrawConfirmation) =>
  found === null
    ? pastDeadline(before)
      ? 'autoReceived'
      : 'answeredElsewhere'
    : found.status === 'pending'
      ? pastDeadline(found)
        ? 'awaitingSettlement'
        : 'answering'
      : found.status === 'autoReceived'
        ? 'autoReceived'
        : 'answered';

/** Whether this step brought the flow into `state` (the countdown's ticks keep it where it is). */
const entered = (previous: AnyMachineSnapshot | null, state: unknown) => !flowIs(previous, state);
const isTick = (step: Observation['step']) => step?.kind === 'wait' && step.delay === 'tick';

/**
 * What the oracles remember along one replayed path: when (simulated ms) the flow last entered
 * the states whose timers lead on, and since when the deadline has passed by the clock.
 */
const timed = { answering: 'answering', waiting: { unknownOutcome: 'waiting' }, rereadFailed: 'rereadFailed', awaitingSettlement: 'awaitingSettlement' };
const enteredAt = new Map<keyof typeof timed, number>();
let pastSince: number | null = null;
const since = (state: keyof typeof timed, now: number) => now - (enteredAt.get(state) ?? Number.NaN);

const oracles: MachineModel['oracles'] = {
  '*': ({ snapshot, previous, event, effects, now }) => {
    if (previous === null) enteredAt.clear();
    for (const [name, state] of Object.entries(timed)) if (flowIs(snapshot, state) && !flowIs(previous, state)) enteredAt.set(name as keyof typeof timed, now);
    const past = pastDeadline(ctx(snapshot).confirmation);
    if (!past) pastSince = null;
    else if (previous === null || !pastDeadline(ctx(previous).confirmation)) pastSince = now;
    // An answer settles money: the wallet is read again once it is known (answered or counted as received), once, and only then.
    const settled = isDone(event) && (flowIs(snapshot, 'answered') || flowIs(snapshot, 'autoReceived'));
    expect(effects.filter((effect) => effect.name === 'refreshWallet').length).toBe(settled ? 1 : 0);
  },
  clock: ({ snapshot, previous, step }) => {
    // The countdown reads the wall clock; a tick alone moves nothing else.
    expect(ctx(snapshot).now).toBe(NOW);
    if (isTick(step) && JSON.stringify(snapshot.value.flow) === JSON.stringify(previous!.value.flow)) {
      expect({ ...ctx(snapshot), now: 0 }).toEqual({ ...ctx(previous!), now: 0 });
    }
  },
  'clock.ticking': ({ snapshot, previous, event, step, now }) => {
    // Every second, until the first tick after the deadline has passed by the clock.
    if (isTick(step)) expect(now % TICK_MS).toBe(0);
    if (previous?.matches({ clock: 'stopped' })) {
      // Stopped at the deadline, then read again and found open until a later one: it runs again.
      expect([isDone(event), flowIs(previous, 'rereading'), ctx(snapshot).confirmation]).toEqual([true, true, REOPENED]);
    }
    expect(pastDeadline(ctx(snapshot).confirmation) ? now - (pastSince ?? Number.NaN) < TICK_MS : true).toBe(true);
  },
  'clock.stopped': ({ snapshot, previous, event, step, now }) => {
    // Stopped by the first tick after the deadline has passed (the count shows 0 seconds then).
    if (previous?.matches({ clock: 'ticking' })) {
      expect([isTick(step), now % TICK_MS, pastDeadline(ctx(snapshot).confirmation)]).toEqual([true, 0, true]);
    }
    expect(now).toBeGreaterThanOrEqual(TICK_MS);
    // It stands only while the deadline it counts to has passed: a read that finds a later deadline
    // leaves it within the same step (clock.ticking checks that it runs again), so no later step finds it standing.
    const laterDeadlineRead = isDone(event) && flowIs(previous, 'rereading');
    // (A settled confirmation has nothing left to count down to, whatever its deadline says against this model's
    // wall clock, which stands still while the simulated timers run: events taken after it do not start the count.)
    const settledAlready = ctx(snapshot).confirmation.status !== 'pending';
    expect(pastDeadline(ctx(snapshot).confirmation) || laterDeadlineRead || settledAlready).toBe(true);
  },
  flow: ({ snapshot }) => {
    // One confirmation per panel; its status as last known: pending until answered or counted as received.
    const c = ctx(snapshot);
    const settled = flowIs(snapshot, 'answered') || flowIs(snapshot, 'autoReceived');
    expect([c.confirmation.id, c.confirmation.status === 'pending']).toEqual([OPEN.id, !settled]);
  },
  'flow.answering': ({ snapshot, previous, event, step, invoked, now }) => {
    const c = ctx(snapshot);
    const before = previous ? ctx(previous) : null;
    // Nothing is answered while answering.
    expect(calls(invoked, 'confirm')).toEqual([]);
    if (isError(event) && (flowIs(previous, 'confirming') || flowIs(previous, { unknownOutcome: 'resending' }))) {
      // Refused: not recorded; the refusal is shown and the answers are offered again (the key kept for the same answer).
      expect(codeOf(c.failure)).toBe(ErrorCode.proofRequired);
      expect(c.failure).toBe(errorOf(event));
      expect(c.idempotencyKey).toBe(before!.idempotencyKey);
    }
    if (isDone(event) && flowIs(previous, 'rereading')) {
      // Read again and still open: the answers are offered again, until the new deadline.
      const found = outputOf<WithdrawConfirmation>(event);
      expect(afterRead(found, before!.confirmation)).toBe('answering');
      expect(c.confirmation).toEqual(found);
    }
    if (step?.kind === 'wait' && !entered(previous, 'answering')) {
      // Time passes here only until the deadline.
      expect(since('answering', now)).toBeLessThanOrEqual(Math.max(0, c.confirmation.deadlineAt - NOW));
    }
  },
  'flow.answering.choosing': ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    const before = previous ? ctx(previous) : null;
    if (previous === null) {
      // At first nothing is chosen, no file, no issue shown, no answer sent.
      expect([c.outcome, c.files, c.fileIssues, c.revealIssues, c.idempotencyKey, c.failure]).toEqual([null, [], [], false, null, null]);
    }
    // Choosing sends nothing.
    expect(calls(invoked).filter((call) => call.src !== 'readConfirmation')).toEqual([]);
    // SPEC 9 proof images: at most 3 in all (uploaded ones included), png or jpg, 5 MB each.
    expect(c.files.length + c.confirmation.proofCount).toBeLessThanOrEqual(PROOF_RULES.maxFiles);
    expect(c.files.every((file) => /\.(png|jpe?g)$/i.test(file.name) && file.size > 0 && file.size <= PROOF_RULES.maxBytes)).toBe(true);
    if (event.type === 'CHOOSE') {
      expect([c.outcome, c.revealIssues, c.failure]).toEqual([(event as unknown as { outcome: string }).outcome, false, null]);
    }
    if (event.type === 'ADD_FILES') {
      // The proof rules decide which files are kept and say why the others are not.
      const expected = expectedAdd(before!.files, (event as unknown as { files: ProofFile[] }).files, c.confirmation.proofCount);
      expect([c.files, c.fileIssues]).toEqual([expected.files, expected.issues]);
    }
    if (event.type === 'REMOVE_FILE') {
      const { index } = event as unknown as { index: number };
      expect(c.files).toEqual(before!.files.filter((_, at) => at !== index));
      expect(c.files).toHaveLength(before!.files.length - 1);
      // The issues of the last files added are no longer shown.
      expect(c.fileIssues).toEqual([]);
    }
    if (event.type === 'SUBMIT') {
      // A submit that stays: no answer chosen, or Not received without proof; nothing is sent, the reason is shown.
      const blocked = before!.outcome === null || (before!.outcome === 'notReceived' && before!.files.length === 0 && before!.confirmation.proofCount === 0);
      expect([blocked, c.revealIssues]).toEqual([true, true]);
    }
    if (isError(event) && flowIs(previous, { answering: 'uploading' })) {
      // The upload failed: the chosen files stay for another try; nothing was answered.
      expect([c.files, c.failure]).toEqual([before!.files, errorOf(event)]);
    }
  },
  'flow.answering.uploading': ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    // Proof first: Not received with chosen images uploads them, then answers.
    expect([c.outcome, c.files.length > 0]).toEqual(['notReceived', true]);
    const entering = entered(previous, { answering: 'uploading' });
    expect(calls(invoked, 'uploadProof')).toEqual(entering ? [{ src: 'uploadProof', input: { confirmationId: c.confirmation.id, files: c.files } }] : []);
    if (entering) expect([event.type, c.files]).toEqual(['SUBMIT', ctx(previous!).files]);
  },
  'flow.confirming': ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    const before = ctx(previous!);
    // Sent with a key made for this answer; Not received only with proof uploaded.
    expect([c.idempotencyKey !== null, c.keyFor]).toEqual([true, c.outcome]);
    expect(c.outcome === 'notReceived' ? c.confirmation.proofCount : 1).toBeGreaterThan(0);
    const entering = entered(previous, 'confirming');
    expect(calls(invoked, 'confirm')).toEqual(entering ? [{ src: 'confirm', input: answerOf(c) }] : []);
    if (!entering) return;
    if (before.idempotencyKey !== null && before.keyFor === c.outcome) {
      // The same answer again after a refusal (which recorded nothing): its key again.
      expect(c.idempotencyKey).toBe(before.idempotencyKey);
    } else {
      // One fresh key for a new intended answer.
      expect(c.idempotencyKey).toBe(`answer-key-${keysMade}`);
      expect(c.idempotencyKey).not.toBe(before.idempotencyKey);
    }
    if (isDone(event)) {
      // The upload is done: the images now count in proofCount, none is left to send.
      expect([c.confirmation, c.files]).toEqual([outputOf(event), []]);
    } else expect(event.type).toBe('SUBMIT');
  },
  'flow.unknownOutcome': ({ snapshot, previous }) => {
    const c = ctx(snapshot);
    // In doubt: no result shown, the same answer and key kept for the re-send.
    expect(c.idempotencyKey).not.toBeNull();
    expect(answerOf(c)).toEqual(answerOf(ctx(previous!)));
  },
  'flow.unknownOutcome.waiting': ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    // A network failure (or a timeout, a server error): the outcome is unknown until asked again.
    expect(c.failure).toMatchObject({ kind: 'network' });
    if (entered(previous, { unknownOutcome: 'waiting' })) {
      expect([isError(event), c.failure, invoked]).toEqual([true, errorOf(event), []]);
      expect(c.resends).toBe(flowIs(previous, { unknownOutcome: 'resending' }) ? ctx(previous!).resends + 1 : 0);
    }
  },
  'flow.unknownOutcome.resending': ({ snapshot, previous, event, step, invoked, now }) => {
    // Sent again after 2 s, 4 s, 8 s ... at most 30 s, or at once on RETRY: the same answer, the same key.
    const entering = entered(previous, { unknownOutcome: 'resending' });
    expect(calls(invoked, 'confirm')).toEqual(entering ? [{ src: 'confirm', input: answerOf(ctx(previous!)) }] : []);
    expect(ctx(snapshot).idempotencyKey).toBe(ctx(previous!).idempotencyKey);
    if (!entering) return;
    expect(flowIs(previous, { unknownOutcome: 'waiting' })).toBe(true);
    if (step?.kind === 'wait') expect(since('waiting', now)).toBe(resendMs(ctx(previous!).resends));
    else expect(event.type).toBe('RETRY');
  },
  'flow.rereading': ({ snapshot, previous, event, step, invoked, now }) => {
    const c = ctx(snapshot);
    // The confirmation is read again: at the deadline (no answer offered any more), when the answer
    // came too late (closed), after a failed or unsettled read (3 s later, or at once on RETRY).
    const entering = entered(previous, 'rereading');
    expect(calls(invoked, 'readConfirmation')).toEqual(entering ? [{ src: 'readConfirmation', input: { confirmationId: c.confirmation.id } }] : []);
    if (!entering) return;
    if (step?.kind === 'wait' && flowIs(previous, 'answering')) {
      // The deadline has come: the time since the answers were offered is what was left to the deadline.
      expect(since('answering', now)).toBe(Math.max(0, ctx(previous!).confirmation.deadlineAt - NOW));
    } else if (step?.kind === 'wait') {
      expect(since(flowIs(previous, 'rereadFailed') ? 'rereadFailed' : 'awaitingSettlement', now)).toBe(REREAD_MS);
    } else if (isError(event)) expect(codeOf(errorOf(event))).toBe(ErrorCode.confirmationClosed);
    else expect([event.type, flowIs(previous, 'rereadFailed')]).toEqual(['RETRY', true]);
  },
  'flow.awaitingSettlement': ({ snapshot, previous, event }) => {
    // Past the deadline and still pending: the backend settles it on its next call.
    const c = ctx(snapshot);
    expect([c.confirmation.status, pastDeadline(c.confirmation)]).toEqual(['pending', true]);
    if (entered(previous, 'awaitingSettlement')) expect(afterRead(outputOf(event), ctx(previous!).confirmation)).toBe('awaitingSettlement');
  },
  'flow.rereadFailed': ({ snapshot, previous, event }) => {
    // SPEC 8 'Network link is abnormal': asked again.
    expect(ctx(snapshot).failure).toMatchObject({ kind: 'network' });
    if (entered(previous, 'rereadFailed')) expect(ctx(snapshot).failure).toBe(errorOf(event));
  },
  'flow.answered': ({ snapshot, previous, event, invoked }) => {
    // The recipient's answer is recorded (here or in another window); nothing more is asked.
    const c = ctx(snapshot);
    expect(['received', 'notReceived', 'fullPayment']).toContain(c.confirmation.status);
    expect(invoked).toEqual([]);
    if (entered(previous, 'answered')) expect(c.confirmation).toEqual(outputOf(event));
    if (flowIs(previous, 'rereading')) expect(afterRead(outputOf(event), ctx(previous!).confirmation)).toBe('answered');
  },
  'flow.autoReceived': ({ snapshot, previous, event, invoked }) => {
    // Unanswered by the deadline: counted as received (the deposit is not refunded); nothing more is asked.
    expect(ctx(snapshot).confirmation.status).toBe('autoReceived');
    expect(invoked).toEqual([]);
    if (entered(previous, 'autoReceived')) expect(afterRead(outputOf(event), ctx(previous!).confirmation)).toBe('autoReceived');
  },
  'flow.answeredElsewhere': ({ snapshot, previous, event, invoked }) => {
    // No longer pending before its deadline: answered in another window; nothing more is asked.
    expect(pastDeadline(ctx(snapshot).confirmation)).toBe(false);
    expect(invoked).toEqual([]);
    if (entered(previous, 'answeredElsewhere')) expect(afterRead(outputOf(event), ctx(previous!).confirmation)).toBe('answeredElsewhere');
  },
};

// What decides where the answer goes: an answer (Not received or another), proof chosen or
// uploaded, a key held for this answer or another; and, everywhere, whether the deadline has come.
// Once the answer is sent (in doubt, reading, settled) only the deadline matters.
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const c = ctx(snapshot);
  if (!['answering', 'confirming'].some((state) => flowIs(snapshot, state))) return [snapshot.value, pastDeadline(c.confirmation)];
  const answer = c.outcome === null ? null : c.outcome === 'notReceived' ? 'notReceived' : 'settles';
  const key = c.idempotencyKey === null ? null : c.keyFor === c.outcome;
  // (no file chosen, one, or more: a file removed from several leaves the others, in order)
  return [snapshot.value, answer, Math.min(c.files.length, 2), c.confirmation.proofCount > 0, pastDeadline(c.confirmation), key];
};

const delays = {
  tick: TICK_MS,
  deadline: (snapshot: AnyMachineSnapshot) => Math.max(0, ctx(snapshot).confirmation.deadlineAt - NOW),
  resend: (snapshot: AnyMachineSnapshot) => resendMs(ctx(snapshot).resends),
  reread: REREAD_MS,
};

const events = {
  CHOOSE: [
    { type: 'CHOOSE', outcome: 'received' },
    { type: 'CHOOSE', outcome: 'notReceived' },
    { type: 'CHOOSE', outcome: 'fullPayment' },
  ],
  ADD_FILES: [
    { type: 'ADD_FILES', files: [png('proof.png')] },
    { type: 'ADD_FILES', files: [GIF, HUGE, png('a.png'), png('b.jpg'), png('c.jpeg'), png('d.png')] },
    // On the size limit and under it: 5 MB exactly, an empty file, 1 byte.
    { type: 'ADD_FILES', files: [png('max.png', PROOF_RULES.maxBytes), png('empty.png', 0), png('tiny.png', 1)] },
    // The type as the browser gives it: none (kept by its name), a PDF renamed .png, a PNG named .pdf.
    {
      type: 'ADD_FILES',
      files: [
        { name: 'photo.jpg', type: '', size: 1000 },
        { name: 'renamed.png', type: 'application/pdf', size: 1000 },
        { name: 'scan.pdf', type: 'image/png', size: 1000 },
      ],
    },
  ],
  REMOVE_FILE: [
    { type: 'REMOVE_FILE', index: 0 },
    { type: 'REMOVE_FILE', index: 5 },
  ],
} satisfies Fixtures['events'];

/**
 * SPEC 4 withdrawal confirmation, one pending confirmation due in half a second: answered in time
 * (proof first for Not received, refusals, answers in doubt re-sent with their key, a late answer),
 * or not, and read again at the deadline: still open, still pending past it, answered elsewhere,
 * answered, counted as received; reads that fail are made again.
 */
export const withdrawConfirmationModel: MachineModel = {
  machine: withdrawConfirmationMachine,
  input: { confirmation: OPEN, clock, newKey },
  fixtures: {
    outputs: {
      uploadProof: [{ ...OPEN, proofCount: 1 }],
      confirm: [{ ...OPEN, status: 'received' }],
      readConfirmation: [
        null,
        REOPENED,
        PAST_DUE,
        DUE_NOW,
        { ...OPEN, status: 'received' },
        { ...OPEN, status: 'notReceived' },
        { ...OPEN, status: 'fullPayment' },
        { ...OPEN, status: 'autoReceived' },
      ],
    },
    errors: {
      uploadProof: [business(ErrorCode.proofInvalid)],
      confirm: [apiFailure('network'), business(ErrorCode.confirmationClosed), business(ErrorCode.proofRequired)],
      readConfirmation: [apiFailure('network')],
    },
    events,
  },
  stateKey,
  delays,
  oracles,
};
