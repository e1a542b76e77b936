import type { SnapshotFrom } from 'xstate';
import { type GamblingLimit, LIMIT_KINDS, LIMIT_PERIODS, type LimitKind } from '@kernel/saferGambling';
import type { saferGamblingMachine } from './saferGambling.machine';
import { limitOf } from './saferGambling.rules';

type Snapshot = SnapshotFrom<typeof saferGamblingMachine>;

/** What the page shows: the first read (or its failure), the list, a form, the confirm step, a save under way or failed. */
export type SaferGamblingStep = 'loading' | 'loadFailed' | 'list' | 'editing' | 'confirming' | 'saving' | 'saveFailed';

export function saferGamblingStep(snapshot: Snapshot): SaferGamblingStep {
  if (snapshot.matches('loading')) return snapshot.context.view ? 'list' : 'loading';
  if (snapshot.matches('failed')) return 'loadFailed';
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('confirming')) return 'confirming';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('saveFailed')) return 'saveFailed';
  return 'list';
}

/** The limits by kind, each with its day, week and month rows in that order. */
export const limitGroups = (snapshot: Snapshot): { kind: LimitKind; limits: GamblingLimit[] }[] =>
  LIMIT_KINDS.map((kind) => ({
    kind,
    limits: LIMIT_PERIODS.flatMap((period) => {
      const limit = limitOf(snapshot.context.view?.limits ?? [], { kind, period });
      return limit ? [limit] : [];
    }),
  }));

/** The limit being edited or confirmed. */
export const targetLimit = (snapshot: Snapshot) => {
  const { target, view } = snapshot.context;
  return target ? limitOf(view?.limits ?? [], target) : undefined;
};

/** Time left until a pending change applies, in whole hours, minutes and seconds (never below zero). */
export function countdownOf(limit: GamblingLimit, now: number): { hours: number; minutes: number; seconds: number } | null {
  if (!limit.pending) return null;
  const totalSeconds = Math.max(0, Math.ceil((limit.pending.effectiveAt - now) / 1000));
  return { hours: Math.floor(totalSeconds / 3600), minutes: Math.floor((totalSeconds % 3600) / 60), seconds: totalSeconds % 60 };
}

/** The row's menu actions: a limit in force can be removed (after the cooling period). */
export const canRemove = (limit: GamblingLimit) => limit.amountPaise !== null;
