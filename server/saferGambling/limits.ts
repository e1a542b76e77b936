import type { ErrorCode } from '../../kernel/errorCodes';
import { formatterFor } from '../../kernel/format';
import {
  type GamblingLimit,
  LIMIT_COOLING_MS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_REACHED_CODE,
  LIMIT_TIME_ZONE,
  type LimitKind,
  type LimitPeriod,
  type LimitRefusal,
  limitChangeOf,
  type SaferGambling,
  type SetLimitRequest,
} from '../../kernel/saferGambling';
import { fill, type Lang, localise, tagOf } from '../i18n';
import { LIMIT_REFUSAL } from '../saferGamblingMessages';
import { type GamblingLimitRow, gamblingLimitsOf } from '../store/gamblingLimits';
import type { Db } from '../types';
import { periodSpan } from './periods';

/**
 * Safer-gambling limits (issue 26): reading them with what each period used, setting them (a
 * lowering at once, a raise or removal after LIMIT_COOLING_MS), and the check every deposit order
 * and every real-money bet passes first.
 */

const EMPTY_ROW = (kind: LimitKind, period: LimitPeriod): GamblingLimitRow => ({
  kind,
  period,
  amountPaise: null,
  hasPending: 0,
  pendingAmountPaise: null,
  pendingEffectiveAt: null,
});

/** The row as it stands at `now`: a pending change whose time has come is in force. */
function inForce(row: GamblingLimitRow, now: number): GamblingLimitRow {
  if (row.hasPending === 1 && row.pendingEffectiveAt !== null && now >= row.pendingEffectiveAt) {
    return { ...row, amountPaise: row.pendingAmountPaise, hasPending: 0, pendingAmountPaise: null, pendingEffectiveAt: null };
  }
  return row;
}

/** Every kind and period of the member, in force at `now` (a missing row is no limit). */
function rowsOf(db: Db, memberId: number, now: number): GamblingLimitRow[] {
  const stored = gamblingLimitsOf(db).byMember(memberId);
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => inForce(stored.find((row) => row.kind === kind && row.period === period) ?? EMPTY_ROW(kind, period), now)),
  );
}

/** What a period has used of a kind: deposits made, stakes bet, or the net loss (stakes less payouts; negative when ahead). */
function usageOf(db: Db, memberId: number, kind: LimitKind, since: number, now: number): number {
  const store = gamblingLimitsOf(db);
  if (kind === 'deposit') return store.depositedSince(memberId, since, now);
  const { staked, paid } = store.betsSince(memberId, since);
  return kind === 'wager' ? staked : staked - paid;
}

export function limitsView(db: Db, memberId: number, now: number): SaferGambling {
  const limits = rowsOf(db, memberId, now).map((row): GamblingLimit => {
    const span = periodSpan(row.period, now);
    return {
      kind: row.kind,
      period: row.period,
      amountPaise: row.amountPaise,
      usedPaise: Math.max(0, usageOf(db, memberId, row.kind, span.start, now)),
      resetsAt: span.end,
      pending: row.hasPending === 1 && row.pendingEffectiveAt !== null ? { amountPaise: row.pendingAmountPaise, effectiveAt: row.pendingEffectiveAt } : null,
    };
  });
  return { limits, serverTime: now };
}

/**
 * Sets one limit (amountPaise null removes it): against the limit in force, a lower one or a first
 * one applies at once and drops any pending raise; a higher one or a removal waits the cooling
 * period. Asking again for the change already pending keeps its time (the wait does not restart).
 */
export function setLimit(db: Db, memberId: number, request: Pick<SetLimitRequest, 'kind' | 'period' | 'amountPaise'>, now: number): void {
  const current = rowsOf(db, memberId, now).find((row) => row.kind === request.kind && row.period === request.period) ?? EMPTY_ROW(request.kind, request.period);
  const change = limitChangeOf(current.amountPaise, request.amountPaise);
  const store = gamblingLimitsOf(db);
  if (change === 'none' || change === 'atOnce') {
    store.save(memberId, { ...current, amountPaise: request.amountPaise, hasPending: 0, pendingAmountPaise: null, pendingEffectiveAt: null }, now);
    return;
  }
  const samePending = current.hasPending === 1 && current.pendingAmountPaise === request.amountPaise;
  store.save(
    memberId,
    { ...current, hasPending: 1, pendingAmountPaise: request.amountPaise, pendingEffectiveAt: samePending ? current.pendingEffectiveAt : now + LIMIT_COOLING_MS },
    now,
  );
}

/** A refusal by a limit: its code, its sentence in the request's language, and which limit it was. */
export type LimitRefusalBody = { success: false; code: ErrorCode; message: string; value: LimitRefusal };

function refusalBody(refusal: LimitRefusal, lang: Lang): LimitRefusalBody {
  const format = formatterFor(tagOf(lang));
  const message = fill(localise(LIMIT_REFUSAL[refusal.kind][refusal.period], lang), {
    limit: format.paise(refusal.amountPaise, '₹'),
    resetsAt: format.dateTime(refusal.resetsAt, LIMIT_TIME_ZONE),
  });
  return { success: false, code: LIMIT_REACHED_CODE[refusal.kind], message, value: refusal };
}

/** The first limit of these kinds (day, then week, then month) that `amountPaise` more would pass, or null. */
function firstPassed(db: Db, memberId: number, kinds: readonly LimitKind[], amountPaise: number, now: number): LimitRefusal | null {
  for (const row of rowsOf(db, memberId, now)) {
    if (!kinds.includes(row.kind) || row.amountPaise === null) continue;
    const span = periodSpan(row.period, now);
    const used = usageOf(db, memberId, row.kind, span.start, now);
    // On the limit is allowed; only passing it is refused.
    if (used + amountPaise > row.amountPaise) {
      return { kind: row.kind, period: row.period, amountPaise: row.amountPaise, usedPaise: Math.max(0, used), resetsAt: span.end };
    }
  }
  return null;
}

/** A deposit order of `amountPaise`: the period's orders still able to bring money, plus this one, must not pass a deposit limit. */
export const depositLimitRefusal = (db: Db, memberId: number, amountPaise: number, now: number, lang: Lang): LimitRefusalBody | null => {
  const passed = firstPassed(db, memberId, ['deposit'], amountPaise, now);
  return passed ? refusalBody(passed, lang) : null;
};

/** A real-money bet of `stakePaise`: the period's stakes plus this one must not pass a wager limit, nor the net loss if it is lost a loss limit. */
export const betLimitRefusal = (db: Db, memberId: number, stakePaise: number, now: number, lang: Lang): LimitRefusalBody | null => {
  const passed = firstPassed(db, memberId, ['wager', 'loss'], stakePaise, now);
  return passed ? refusalBody(passed, lang) : null;
};
