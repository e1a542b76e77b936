import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { memberBadgesMachine } from '@machines/member/memberBadges.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

const COUNTS = { missions: 2, messages: 3, rewards: 120 };
/** Before the first answer: no badge (every count 0). */
const NONE = { missions: 0, messages: 0, rewards: 0 };

/** The wait before the next try after n failures in a row: 5 s, 10 s, 20 s, 40 s, then every 60 s. */
const RETRY_MS = [5_000, 10_000, 20_000, 40_000, 60_000];
const retryAfter = (failures: number) => RETRY_MS[Math.min(Math.max(failures, 1), RETRY_MS.length) - 1]!;
const failuresOf = (snapshot: AnyMachineSnapshot | null) => (snapshot?.context as { failures: number } | undefined)?.failures ?? 0;
const isDone = (event: Observation['event']) => event.type.startsWith('xstate.done.actor.');
const isError = (event: Observation['event']) => event.type.startsWith('xstate.error.actor.');

/**
 * SPEC 2 Member center (unread count badges on missionLeaderboard, messageV2 and rewardCenter) and
 * SPEC 8 (network link abnormal: the last counts stay, a retry follows, sooner on a REFRESH).
 */
export const memberBadgesModel: MachineModel = {
  machine: memberBadgesMachine,
  fixtures: { outputs: { loadBadges: [COUNTS] }, errors: { loadBadges: [apiFailure('network')] } },
  // Failures beyond 5 wait the same minute (the pending timer tells the shorter waits apart): the
  // backoff is followed to 6 failures, 1 past the wait reaching its 60 s cap (40 s at 4, 60 s at 5
  // and at 6); the counts shown matter up to the first failure (kept on screen).
  stateKey: (snapshot) => {
    const failures = failuresOf(snapshot);
    return [snapshot.value, Math.min(6, failures), failures <= 1 ? snapshot.context.badges === COUNTS : null];
  },
  delays: { retryDelay: (snapshot) => retryAfter(failuresOf(snapshot)) },
  oracles: {
    loading: ({ snapshot, previous, event, step, invoked }) => {
      if (previous?.matches('loading')) {
        // A REFRESH while a load is under way is answered by that load: nothing more is loaded, nothing changes.
        expect(event.type).toBe('REFRESH');
        expect(invoked).toEqual([]);
        expect(snapshot.context).toEqual(previous.context);
        return;
      }
      // Every entry loads the counts once: at the start, on a REFRESH, when the retry wait ends.
      expect(invoked.map((call) => call.src)).toEqual(['loadBadges']);
      // Loading changes nothing on screen: the counts shown (none at first) stay until the answer.
      expect(snapshot.context).toEqual(previous ? previous.context : { badges: NONE, failures: 0 });
      if (event.type === 'REFRESH') expect(previous?.matches('shown') || previous?.matches('waiting')).toBe(true);
      if (step?.kind === 'wait') {
        // The retry comes after the wait for the number of failures so far, not sooner.
        expect(previous?.matches('waiting')).toBe(true);
        expect(step.ms).toBe(retryAfter(failuresOf(previous)));
      }
    },
    shown: ({ snapshot, previous, event, invoked }) => {
      // The counts of the answer, and the failure streak ends.
      expect(isDone(event)).toBe(true);
      expect(previous?.matches('loading')).toBe(true);
      expect(snapshot.context).toEqual({ badges: COUNTS, failures: 0 });
      expect(invoked).toEqual([]);
    },
    waiting: ({ snapshot, previous, event, invoked }) => {
      // A failed load keeps the counts the member already saw, counts the failure and loads nothing yet.
      expect(isError(event)).toBe(true);
      expect(snapshot.context.badges).toEqual(previous?.context.badges);
      expect(snapshot.context.failures).toBe(failuresOf(previous) + 1);
      expect(invoked).toEqual([]);
    },
  },
};
