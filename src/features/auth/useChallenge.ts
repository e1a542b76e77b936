import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { type Actor, fromPromise } from 'xstate';
import type { Challenge } from '@kernel/challenge';
import { challengeMachine } from '@machines/challenge.machine';
import type { PlatformCalls } from '@/api/calls';

type ChallengeActor = Actor<typeof challengeMachine>;

/**
 * The solved challenge for one submission: asks the machine (TAKE) and waits for the hand-over
 * numbered for this take, or for the failure that covers it (the fetch's or the solve's error,
 * which the submitting flow then shows like a failed call).
 */
function take(actor: ChallengeActor): Promise<string> {
  const number = actor.getSnapshot().context.asked + 1;
  return new Promise((resolve, reject) => {
    const subscriptions = [
      actor.on('solved', (event) => {
        if (event.take !== number) return;
        stop();
        resolve(event.solution);
      }),
      actor.on('unavailable', (event) => {
        if (event.upTo < number) return;
        stop();
        reject(event.error);
      }),
    ];
    const stop = () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
    actor.send({ type: 'TAKE' });
  });
}

/**
 * Runs the challenge machine for a form (SPEC 3 challenge fields): it fetches and solves a
 * challenge as the form opens, and `withChallenge` gives a call's request the solved one.
 */
export function useChallenge(calls: Pick<PlatformCalls, 'getChallenge' | 'solveChallenge'>) {
  const actor = useActorRef(
    challengeMachine.provide({
      actors: {
        fetchChallenge: fromPromise(() => calls.getChallenge()),
        // A form that closes stops its actor, whose signal stops the workers.
        solve: fromPromise(({ input, signal }) => calls.solveChallenge(input as Challenge, signal)),
      },
    }),
  );
  return useMemo(
    () => ({
      /** The request with the solved challenge in its `altcha` field. */
      withChallenge: async <R extends object>(request: R): Promise<R & { altcha: string }> => ({ ...request, altcha: await take(actor) }),
    }),
    [actor],
  );
}
export type ChallengeHandle = ReturnType<typeof useChallenge>;
