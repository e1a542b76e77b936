import type { SnapshotFrom } from 'xstate';
import type { pointMallMachine } from './pointMall.machine';
import { currentWorthPaise, holdingsOf, type RewardCard, rewardCardsOf } from './pointMall.rules';

type PointMallSnapshot = SnapshotFrom<typeof pointMallMachine>;

/** What the area shows: a spinner, a retry, 'not available', or the mall (reading again or not). */
export type PointMallStage = 'loading' | 'failed' | 'unavailable' | 'ready';
export function pointMallStage(snapshot: PointMallSnapshot): PointMallStage {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('unavailable')) return 'unavailable';
  return 'ready';
}

/** The data is being read again after a write: the figures shown are dimmed. */
export const pointMallBusy = (snapshot: PointMallSnapshot) => snapshot.matches('refreshing');

/** Reading again failed: the figures shown stay, with a Try again. */
export const refreshFailed = (snapshot: PointMallSnapshot) => snapshot.matches('ready') && snapshot.context.refreshError !== null;

/** The current points' worth in paise at the ratio, once known. */
export const worthPaise = (snapshot: PointMallSnapshot): number | null => (snapshot.context.data ? currentWorthPaise(snapshot.context.data) : null);

/** The catalogue, each reward with why it cannot be redeemed now. */
export const rewardCards = (snapshot: PointMallSnapshot): RewardCard[] => (snapshot.context.data ? rewardCardsOf(snapshot.context.data) : []);

/** The member's points and whether a withdrawal password is set, for the redeem and convert forms. */
export const holdings = (snapshot: PointMallSnapshot) => (snapshot.context.data ? holdingsOf(snapshot.context.data) : null);
