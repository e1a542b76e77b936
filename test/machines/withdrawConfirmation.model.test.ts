import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import {
  type ProofUploadInput,
  type WithdrawConfirmationContext,
  type WithdrawConfirmationInput,
  withdrawConfirmationMachine,
} from '@machines/wallet/withdrawConfirmation.machine';
import { addProofFiles, type ProofFile } from '@machines/wallet/withdrawConfirmation.rules';
import { ErrorCode } from '@/contract/errorCodes';
import { type ConfirmWithdrawalRequest, PROOF_RULES, type WithdrawConfirmation } from '@/contract/withdrawConfirmation';
import { apiFailure, business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MINUTE = 60_000;
const clock = () => NOW;

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
const OPEN = confirmation();
/** The merchant's minutes have passed already (the backend settles it on its next call). */
const DUE = confirmation({ deadlineAt: NOW - 1000 });

const png = (name: string, size = 200_000): ProofFile => ({ name, type: 'image/png', size });
const GIF: ProofFile = { name: 'screen.gif', type: 'image/gif', size: 1000 };
const HUGE: ProofFile = png('huge.png', PROOF_RULES.maxBytes + 1);

let keysMade = 0;
const newKey = () => `answer-key-${++keysMade}`;
let walletRefreshes = 0;
let uploads: ProofUploadInput[] = [];
let answers: ConfirmWithdrawalRequest[] = [];
let reads = 0;

beforeEach(() => {
  walletRefreshes = 0;
  uploads = [];
  answers = [];
  reads = 0;
});

const never = <T>() => new Promise<T>(() => {});
const provide = {
  actors: {
    uploadProof: fromPromise<WithdrawConfirmation, ProofUploadInput>(({ input }) => {
      uploads.push(input);
      return never();
    }),
    confirm: fromPromise<WithdrawConfirmation, ConfirmWithdrawalRequest>(({ input }) => {
      answers.push(input);
      return never();
    }),
    readConfirmation: fromPromise<WithdrawConfirmation | null, { confirmationId: number }>(() => {
      reads++;
      return never();
    }),
  },
  actions: { refreshWallet: () => void walletRefreshes++ },
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawConfirmationContext;
const outputOf = <T>(event: EventObject) => (event as unknown as { output: T }).output;
const isDone = (event: EventObject, src: string) => event.type.startsWith('xstate.done.actor.') && event.type.includes(src);
const isError = (event: EventObject, src: string) => event.type.startsWith('xstate.error.actor.') && event.type.includes(src);
const codeOf = (error: unknown) => (error as { details?: { code?: string | null } }).details?.code ?? null;
const flowIs = (snapshot: AnyMachineSnapshot, state: unknown) => snapshot.matches({ flow: state } as never);

const stateKey = (snapshot: AnyMachineSnapshot) => {
  const c = ctx(snapshot);
  // What decides a submit: an answer (Not received or another), proof chosen or uploaded; and the deadline.
  const answer = c.outcome === null ? null : c.outcome === 'notReceived' ? 'notReceived' : 'settles';
  // And whether a key was made (a submit of the same answer after a refusal reuses it).
  return [snapshot.value, answer, c.files.length > 0, c.confirmation.proofCount > 0, c.confirmation.deadlineAt > NOW, c.idempotencyKey !== null];
};

function check(input: WithdrawConfirmationInput) {
  return (snapshot: AnyMachineSnapshot, event: EventObject, previous: AnyMachineSnapshot) => {
    const c = ctx(snapshot);
    const before = ctx(previous);

    // The countdown: ticks every second until the deadline, then stops.
    if (event.type.startsWith('xstate.after.tick')) {
      expect(c.now).toBe(NOW);
      expect(snapshot.matches({ clock: c.confirmation.deadlineAt > NOW ? 'ticking' : 'stopped' })).toBe(true);
    }
    // At the deadline no answer is offered: the confirmation is read again.
    if (event.type.startsWith('xstate.after.deadline')) {
      expect(flowIs(snapshot, 'rereading')).toBe(true);
      expect(reads).toBe(1);
    }

    if (event.type === 'CHOOSE') expect(c.outcome).toBe((event as unknown as { outcome: string }).outcome);
    if (event.type === 'ADD_FILES') {
      // The proof rules decide which files are kept: png or jpg, 5 MB at most, 3 in all.
      const expected = addProofFiles(before.files, (event as unknown as { files: ProofFile[] }).files, c.confirmation.proofCount);
      expect(c.files).toEqual(expected.files);
      expect(c.fileIssues).toEqual(expected.issues);
      expect(c.files.length + c.confirmation.proofCount).toBeLessThanOrEqual(PROOF_RULES.maxFiles);
      expect(c.files.every((file) => /\.(png|jpe?g)$/i.test(file.name) && file.size <= PROOF_RULES.maxBytes)).toBe(true);
    }
    if (event.type === 'REMOVE_FILE') expect(c.files).toHaveLength(before.files.length - 1);

    if (event.type === 'SUBMIT' && flowIs(previous, { answering: 'choosing' })) {
      const blocked = before.outcome === null || (before.outcome === 'notReceived' && before.files.length === 0 && before.confirmation.proofCount === 0);
      if (blocked) {
        // No answer chosen, or Not received without proof: nothing is sent, the reason is shown.
        expect(flowIs(snapshot, { answering: 'choosing' })).toBe(true);
        expect(c.revealIssues).toBe(true);
        expect(answers).toHaveLength(0);
        expect(uploads).toHaveLength(0);
      } else if (before.outcome === 'notReceived' && before.files.length > 0) {
        // Proof first: the chosen images are uploaded, then the answer is sent.
        expect(flowIs(snapshot, { answering: 'uploading' })).toBe(true);
        expect(uploads).toEqual([{ confirmationId: input.confirmation.id, files: before.files }]);
        expect(answers).toHaveLength(0);
      } else {
        expect(flowIs(snapshot, 'confirming')).toBe(true);
      }
    }
    if (flowIs(snapshot, 'confirming') && !flowIs(previous, 'confirming')) {
      if (before.idempotencyKey !== null && before.keyFor === c.outcome) {
        // The same answer again after a refusal (which recorded nothing): its key again.
        expect(c.idempotencyKey).toBe(before.idempotencyKey);
      } else {
        // One fresh key for a new intended answer.
        expect(c.idempotencyKey).toBe(`answer-key-${keysMade}`);
        expect(c.idempotencyKey).not.toBe(before.idempotencyKey);
      }
      expect(c.keyFor).toBe(c.outcome);
      // Sent with it.
      expect(answers).toEqual([{ confirmationId: input.confirmation.id, outcome: c.outcome, idempotencyKey: c.idempotencyKey }]);
      if (c.outcome === 'notReceived') expect(c.confirmation.proofCount).toBeGreaterThan(0);
    }
    if (isDone(event, 'uploading')) {
      expect(c.files).toEqual([]);
      expect(c.confirmation).toEqual(outputOf(event));
    }
    if (isError(event, 'uploading')) {
      // The chosen files stay for another try; nothing was answered.
      expect(flowIs(snapshot, { answering: 'choosing' })).toBe(true);
      expect(c.files).toEqual(before.files);
      expect(c.failure).not.toBeNull();
    }

    if (flowIs(snapshot, 'unknownOutcome')) {
      // In doubt: no result shown, the same key kept for the re-send.
      expect(c.idempotencyKey).toBe(before.idempotencyKey);
      expect(c.idempotencyKey).not.toBeNull();
      expect(walletRefreshes).toBe(0);
    }
    if (flowIs(snapshot, { unknownOutcome: 'resending' }) && !flowIs(previous, { unknownOutcome: 'resending' })) {
      expect(answers).toEqual([{ confirmationId: input.confirmation.id, outcome: c.outcome, idempotencyKey: before.idempotencyKey }]);
    }
    if (isError(event, 'resending') && flowIs(snapshot, { unknownOutcome: 'waiting' })) expect(c.resends).toBe(before.resends + 1);
    if ((isError(event, 'confirming') || isError(event, 'resending')) && flowIs(snapshot, 'answering')) {
      // Refused: not recorded; the refusal is shown and the answers are offered again (the key kept for the same answer).
      expect(codeOf(c.failure)).toBe(ErrorCode.proofRequired);
      expect(c.idempotencyKey).toBe(before.idempotencyKey);
    }
    if ((isError(event, 'confirming') || isError(event, 'resending')) && codeOf(outputOrError(event)) === ErrorCode.confirmationClosed) {
      expect(flowIs(snapshot, 'rereading')).toBe(true);
    }

    if (flowIs(snapshot, 'answered')) expect(['received', 'notReceived', 'fullPayment']).toContain(c.confirmation.status);
    if ((isDone(event, 'confirming') || isDone(event, 'resending')) && flowIs(snapshot, 'answered')) {
      expect(c.confirmation).toEqual(outputOf(event));
      expect(walletRefreshes).toBe(1);
    }
    if (flowIs(snapshot, 'autoReceived')) {
      // Unanswered by the deadline: counted as received (the deposit is not refunded).
      expect(c.confirmation.status).toBe('autoReceived');
      expect(reads + answers.length + uploads.length).toBe(0);
    }
    if (isDone(event, 'rereading')) {
      const found = outputOf<WithdrawConfirmation | null>(event);
      const expected =
        found?.status === 'pending'
          ? found.deadlineAt > NOW
            ? 'answering'
            : 'awaitingSettlement'
          : found === null
            ? before.confirmation.deadlineAt <= NOW
              ? 'autoReceived'
              : 'answeredElsewhere'
            : found.status === 'autoReceived'
              ? 'autoReceived'
              : 'answered';
      expect(flowIs(snapshot, expected)).toBe(true);
      expect(walletRefreshes).toBe(expected === 'answered' || expected === 'autoReceived' ? 1 : 0);
    }
    if (flowIs(snapshot, 'answeredElsewhere')) expect(c.confirmation.deadlineAt).toBeGreaterThan(NOW);
    if (flowIs(snapshot, 'rereadFailed')) expect(c.failure).toMatchObject({ kind: 'network' });
    if (flowIs(snapshot, 'awaitingSettlement')) expect(c.confirmation.status).toBe('pending');
    if (flowIs(snapshot, 'rereading') && !flowIs(previous, 'rereading')) expect(reads).toBe(1);
    if (event.type === 'RETRY' && flowIs(previous, 'rereadFailed')) expect(flowIs(snapshot, 'rereading')).toBe(true);

    if (!(isDone(event, 'confirming') || isDone(event, 'resending') || isDone(event, 'rereading'))) expect(walletRefreshes).toBe(0);

    walletRefreshes = 0;
    uploads = [];
    answers = [];
    reads = 0;
  };
}

const outputOrError = (event: EventObject) => (event as unknown as { error?: unknown }).error;

const fixtures = (input: WithdrawConfirmationInput) => ({
  outputs: {
    uploadProof: [{ ...input.confirmation, proofCount: 1 }],
    confirm: [{ ...input.confirmation, status: 'received' as const }],
    readConfirmation: [
      null,
      input.confirmation,
      { ...input.confirmation, deadlineAt: NOW + MINUTE },
      { ...input.confirmation, status: 'notReceived' as const },
      { ...input.confirmation, status: 'autoReceived' as const },
    ],
  },
  errors: {
    uploadProof: [business(ErrorCode.proofInvalid)],
    confirm: [apiFailure('network'), business(ErrorCode.confirmationClosed), business(ErrorCode.proofRequired)],
    readConfirmation: [apiFailure('network')],
  },
  events: {
    CHOOSE: [
      { type: 'CHOOSE', outcome: 'received' },
      { type: 'CHOOSE', outcome: 'notReceived' },
      { type: 'CHOOSE', outcome: 'fullPayment' },
    ],
    ADD_FILES: [
      { type: 'ADD_FILES', files: [png('proof.png')] },
      { type: 'ADD_FILES', files: [GIF, HUGE, png('a.png'), png('b.jpg'), png('c.jpeg'), png('d.png')] },
    ],
    REMOVE_FILE: [
      { type: 'REMOVE_FILE', index: 0 },
      { type: 'REMOVE_FILE', index: 5 },
    ],
  },
});

for (const input of [
  { confirmation: OPEN, clock, newKey },
  { confirmation: DUE, clock, newKey },
] satisfies WithdrawConfirmationInput[]) {
  testMachineModel(withdrawConfirmationMachine, { input, fixtures: fixtures(input), stateKey, provide, check: check(input) });
}

describe('withdrawal confirmation in time', () => {
  it('stops offering answers at the deadline and reports the forced receive the backend made', async () => {
    let now = NOW;
    const due = confirmation({ deadlineAt: NOW + 10_000 });
    let pending = true;
    const simulated = new SimulatedClock();
    const actor = createActor(
      withdrawConfirmationMachine.provide({
        actors: {
          uploadProof: fromPromise(() => never<WithdrawConfirmation>()),
          confirm: fromPromise(() => never<WithdrawConfirmation>()),
          readConfirmation: fromPromise(async () => (pending ? due : null)),
        },
      }),
      { input: { confirmation: due, clock: () => now, newKey }, clock: simulated },
    ).start();
    now += 9_999;
    simulated.increment(9_999);
    expect(actor.getSnapshot().matches({ flow: { answering: 'choosing' } })).toBe(true);
    now += 1;
    simulated.increment(1);
    expect(actor.getSnapshot().matches({ flow: 'rereading' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CHOOSE', outcome: 'received' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve));
    // The backend's clock is a moment behind: still pending, read again 3 s later.
    expect(actor.getSnapshot().matches({ flow: 'awaitingSettlement' })).toBe(true);
    pending = false;
    simulated.increment(3000);
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches({ flow: 'autoReceived' })).toBe(true);
    expect(actor.getSnapshot().context.confirmation.status).toBe('autoReceived');
    actor.stop();
  });

  it('sends an answer in doubt again with the same key until the backend records it once', async () => {
    const sent: ConfirmWithdrawalRequest[] = [];
    const replies: Array<() => Promise<WithdrawConfirmation>> = [
      async () => Promise.reject(apiFailure('timeout')),
      async () => ({ ...OPEN, status: 'fullPayment' }),
    ];
    const simulated = new SimulatedClock();
    const actor = createActor(
      withdrawConfirmationMachine.provide({
        actors: {
          uploadProof: fromPromise(() => never<WithdrawConfirmation>()),
          confirm: fromPromise<WithdrawConfirmation, ConfirmWithdrawalRequest>(async ({ input }) => {
            sent.push(input);
            return (replies.shift() as () => Promise<WithdrawConfirmation>)();
          }),
          readConfirmation: fromPromise(() => never<WithdrawConfirmation | null>()),
        },
      }),
      { input: { confirmation: OPEN, clock, newKey: () => `k-${sent.length}-answer` }, clock: simulated },
    ).start();
    actor.send({ type: 'CHOOSE', outcome: 'fullPayment' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches({ flow: { unknownOutcome: 'waiting' } })).toBe(true);
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches({ flow: 'answered' })).toBe(true);
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['k-0-answer', 'k-0-answer']);
    expect(sent.every((request) => request.outcome === 'fullPayment' && request.confirmationId === OPEN.id)).toBe(true);
    actor.stop();
  });
});
