import { expect } from 'vitest';
import { CHALLENGE_LIFETIME_MS, type Challenge } from '@kernel/challenge';
import { ErrorCode } from '@kernel/errorCodes';
import { type ChallengeContext, challengeMachine } from '@machines/challenge.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

/** A challenge as GET PATH.challenge answers it (kernel/challenge.ts), and its solution as the request field carries it. */
const CHALLENGE: Challenge = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'a1', salt: 'b2', cost: 1000, keyLength: 32, keyPrefix: 'c3', keySignature: 'd4', data: { expires: 300_000 } },
  signature: 'e5',
};
const SOLUTION = 'eyJjaGFsbGVuZ2UiOnt9fQ==';
const NETWORK = apiFailure('network');
const UNSOLVED = Object.assign(new Error('unsolved'), { kind: 'business', details: { code: ErrorCode.challengeUnsolved } });

const contextOf = (snapshot: { context: unknown }) => snapshot.context as ChallengeContext;
const waitingIn = (snapshot: { context: unknown }) => contextOf(snapshot).asked - contextOf(snapshot).answered;
const waited = (step: Observation['step']) => (step?.kind === 'wait' ? step.ms : null);

/**
 * A TAKE anywhere but in ready (and failed) only counts one more submission waiting: nothing else
 * changes, nothing is handed over, nothing new is fetched.
 */
const queued = ({ snapshot, previous, event, emitted, invoked }: Observation) => {
  if (event.type !== 'TAKE' || !previous || previous.value !== snapshot.value) return false;
  expect(contextOf(snapshot)).toEqual({ ...contextOf(previous), asked: contextOf(previous).asked + 1 });
  expect(emitted).toEqual([]);
  expect(invoked).toEqual([]);
  return true;
};

/**
 * SPEC 3 (login payload and SMS code request carry challenge fields; registration too, issue 21):
 * the challenge is fetched and solved ahead of time, each solution goes to one submission, in
 * the order they asked, and a failure fails the waiting submissions instead of leaving them stuck.
 */
export const challengeModel: MachineModel = {
  machine: challengeMachine,
  fixtures: {
    outputs: { fetchChallenge: [CHALLENGE], solve: [SOLUTION] },
    errors: { fetchChallenge: [NETWORK], solve: [UNSOLVED] },
  },
  // Whether a submission waits (one or more alike) and whether a solution is kept.
  stateKey: (snapshot) => [snapshot.value, Math.min(waitingIn(snapshot), 2), contextOf(snapshot).solution !== null],
  delays: { solutionLifetime: CHALLENGE_LIFETIME_MS - 60_000 },
  oracles: {
    '*': ({ snapshot, emitted }) => {
      const c = contextOf(snapshot);
      // Never more answers than takes; a solution is kept only while nobody waits for it.
      expect(c.answered).toBeLessThanOrEqual(c.asked);
      expect(c.solution !== null).toBe(snapshot.matches('ready'));
      if (snapshot.matches('ready') || snapshot.matches('failed')) expect(waitingIn(snapshot)).toBe(0);
      // At most one hand-over a step, and only of the solved challenge.
      const solved = emitted.filter((e) => e.type === 'solved');
      expect(solved.length).toBeLessThanOrEqual(1);
      for (const e of solved) expect((e as unknown as { solution: string }).solution).toBe(SOLUTION);
    },
    fetching: (observation) => {
      const { snapshot, previous, event, step, emitted, invoked } = observation;
      if (queued(observation)) return;
      // A new challenge is fetched on entry: as the form opens, after each hand-over, after a
      // failure when someone asks again, and before an unused one expires.
      expect(invoked.map((call) => call.src)).toEqual(['fetchChallenge']);
      expect(contextOf(snapshot)).toMatchObject({ challenge: null, solution: null });
      if (event.type === 'xstate.init') expect(contextOf(snapshot)).toEqual({ challenge: null, solution: null, asked: 0, answered: 0 });
      else if (previous?.matches('ready') && event.type === 'TAKE') {
        // The kept solution goes at once to the submission that asked.
        expect(emitted).toEqual([{ type: 'solved', take: contextOf(snapshot).asked, solution: SOLUTION }]);
        expect(waitingIn(snapshot)).toBe(0);
      } else if (previous?.matches('ready')) {
        // SPEC: the server accepts a challenge 5 minutes; an unused one is replaced a minute before.
        expect(waited(step)).toBe(CHALLENGE_LIFETIME_MS - 60_000);
        expect(emitted).toEqual([]);
      } else if (previous?.matches('solving')) {
        // Solved while a submission waited: handed to the oldest one, and the next is prepared.
        expect(emitted).toEqual([{ type: 'solved', take: contextOf(previous).answered + 1, solution: SOLUTION }]);
        expect(contextOf(snapshot).answered).toBe(contextOf(previous).answered + 1);
      } else {
        // A submission after a failure tries again, and waits for it.
        expect(previous?.matches('failed')).toBe(true);
        expect(event.type).toBe('TAKE');
        expect(waitingIn(snapshot)).toBe(1);
      }
    },
    solving: (observation) => {
      const { snapshot, previous, event, invoked } = observation;
      if (queued(observation)) return;
      // The fetched challenge goes to the solver (a Web Worker in the browser).
      expect(previous?.matches('fetching')).toBe(true);
      expect(event.type).toMatch(/^xstate\.done\.actor\./);
      expect(contextOf(snapshot).challenge).toEqual(CHALLENGE);
      expect(invoked).toEqual([{ src: 'solve', id: expect.any(String), input: CHALLENGE }]);
    },
    ready: ({ snapshot, previous, event, emitted, invoked }) => {
      // Solved before anyone asked: kept for the next submission, nothing handed over yet.
      expect(previous?.matches('solving')).toBe(true);
      expect(event.type).toMatch(/^xstate\.done\.actor\./);
      expect(contextOf(snapshot).solution).toBe(SOLUTION);
      expect(emitted).toEqual([]);
      expect(invoked).toEqual([]);
    },
    failed: ({ snapshot, previous, event, emitted, invoked }) => {
      expect(event.type).toMatch(/^xstate\.error\.actor\./);
      expect(previous?.matches('fetching') || previous?.matches('solving')).toBe(true);
      expect(invoked).toEqual([]);
      expect(contextOf(snapshot)).toMatchObject({ challenge: null, solution: null });
      const error = (event as unknown as { error: unknown }).error;
      // Every waiting submission is failed with the reason, so its form says why; none waits on.
      if (previous && waitingIn(previous) > 0) expect(emitted).toEqual([{ type: 'unavailable', upTo: contextOf(previous).asked, error }]);
      else expect(emitted).toEqual([]);
      expect(contextOf(snapshot).answered).toBe(contextOf(snapshot).asked);
    },
  },
};
