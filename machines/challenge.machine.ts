import { assign, emit, fromPromise, setup } from 'xstate';
import { CHALLENGE_REFRESH_MS, type Challenge } from '../kernel/challenge';

/** A submission (login, SMS code request, registration) asks for the solved challenge it must carry. */
export type ChallengeEvent = { type: 'TAKE' };

/**
 * What the machine tells the submissions: `solved` hands the solution to the take numbered `take`
 * (takes are numbered 1, 2, ... in the order they came); `unavailable` fails every take up to
 * `upTo` with the error of the fetch or the solve, so no submission waits forever.
 */
export type ChallengeEmitted = { type: 'solved'; take: number; solution: string } | { type: 'unavailable'; upTo: number; error: unknown };

export type ChallengeContext = {
  challenge: Challenge | null;
  /** The solved challenge, as the request field carries it; null until solved and once handed over. */
  solution: string | null;
  /** Takes asked for, and takes answered (handed a solution or failed). Waiting while asked > answered. */
  asked: number;
  answered: number;
};

const waiting = (context: ChallengeContext) => context.asked > context.answered;

/**
 * SPEC 3 challenge fields: a proof-of-work challenge fetched and solved ahead of time, as soon as
 * the form opens, so the person never waits for it; each solution is handed to one submission
 * (the server accepts it once) and the next challenge is solved at once for the next attempt.
 * A solution left unused is replaced before the server's 5 minutes run out. A failure to fetch
 * or solve fails the waiting submissions (their forms show why) and the next submission tries again.
 */
export const challengeMachine = setup({
  types: { context: {} as ChallengeContext, events: {} as ChallengeEvent, emitted: {} as ChallengeEmitted },
  actors: {
    fetchChallenge: fromPromise<Challenge>(async () => {
      throw new Error('fetchChallenge not provided');
    }),
    solve: fromPromise<string, Challenge>(async () => {
      throw new Error('solve not provided');
    }),
  },
  guards: {
    someoneWaiting: ({ context }) => waiting(context),
  },
  actions: {
    ask: assign({ asked: ({ context }) => context.asked + 1 }),
    storeChallenge: assign({ challenge: ({ event }) => (event as unknown as { output: Challenge }).output }),
    storeSolution: assign({ solution: ({ event }) => (event as unknown as { output: string }).output }),
    /** The solution just made goes to the oldest waiting take. */
    handOverSolved: emit(({ context, event }) => ({ type: 'solved' as const, take: context.answered + 1, solution: (event as unknown as { output: string }).output })),
    /** The stored solution goes to the take just asked for. */
    handOverStored: emit(({ context }) => ({ type: 'solved' as const, take: context.answered + 1, solution: context.solution ?? '' })),
    countOneAnswered: assign({ answered: ({ context }) => context.answered + 1, challenge: null, solution: null }),
    failWaiting: emit(({ context, event }) => ({ type: 'unavailable' as const, upTo: context.asked, error: (event as { error?: unknown }).error })),
    countAllAnswered: assign({ answered: ({ context }) => context.asked }),
    drop: assign({ challenge: null, solution: null }),
  },
  delays: { solutionLifetime: CHALLENGE_REFRESH_MS },
}).createMachine({
  id: 'challenge',
  meta: { spec: '3 Login payload and SMS code request: challenge fields' },
  context: { challenge: null, solution: null, asked: 0, answered: 0 },
  initial: 'fetching',
  states: {
    fetching: {
      meta: { spec: '3 Challenge fields: fetched as the form opens' },
      invoke: {
        src: 'fetchChallenge',
        onDone: { target: 'solving', actions: 'storeChallenge' },
        onError: [{ guard: 'someoneWaiting', target: 'failed', actions: ['failWaiting', 'countAllAnswered'] }, { target: 'failed' }],
      },
      on: { TAKE: { actions: 'ask' } },
    },
    solving: {
      meta: { spec: '3 Challenge fields: solved in a Web Worker while the person types' },
      invoke: {
        src: 'solve',
        input: ({ context }) => context.challenge as Challenge,
        onDone: [
          // Someone pressed the button before the solution was ready: it goes out now, and the next is prepared.
          { guard: 'someoneWaiting', target: 'fetching', actions: ['handOverSolved', 'countOneAnswered'] },
          { target: 'ready', actions: 'storeSolution' },
        ],
        onError: [
          { guard: 'someoneWaiting', target: 'failed', actions: ['failWaiting', 'countAllAnswered', 'drop'] },
          { target: 'failed', actions: 'drop' },
        ],
      },
      on: { TAKE: { actions: 'ask' } },
    },
    ready: {
      meta: { spec: '3 Challenge fields: a solution waits for the submission' },
      on: { TAKE: { target: 'fetching', actions: ['ask', 'handOverStored', 'countOneAnswered'] } },
      // The server accepts a challenge for 5 minutes: an unused one is replaced before then.
      after: { solutionLifetime: { target: 'fetching', actions: 'drop' } },
    },
    failed: {
      meta: { spec: '3 Challenge fields: a failure never leaves the form stuck' },
      on: { TAKE: { target: 'fetching', actions: 'ask' } },
    },
  },
});
