import { parseRupeesToPaise } from '@kernel/money';
import { type GamblingLimit, LIMIT_MAX_PAISE, type LimitKind, type LimitPeriod } from '@kernel/saferGambling';

/**
 * The safer-gambling page's rules (kernel/saferGambling.ts holds the shared ones: the cooling
 * period, how a change applies). A limit is typed in whole rupees, above zero, at most ₹1 crore.
 */
export type LimitAmountIssue = 'required' | 'notNumber' | 'notWholeRupees' | 'notPositive' | 'tooLarge';
export type LimitAmount = { ok: true; paise: number } | { ok: false; issue: LimitAmountIssue };

const ISSUE_OF_PARSE: Record<string, LimitAmountIssue> = {
  amountEmpty: 'required',
  amountNotNumber: 'notNumber',
  amountTooManyDecimals: 'notWholeRupees',
  amountNotWholePaise: 'notWholeRupees',
  amountNotPositive: 'notPositive',
  amountTooLarge: 'tooLarge',
};

export function limitAmountOf(text: string): LimitAmount {
  const parsed = parseRupeesToPaise(text);
  if (!parsed.ok) return { ok: false, issue: ISSUE_OF_PARSE[parsed.issue] ?? 'notNumber' };
  if (parsed.paise % 100 !== 0) return { ok: false, issue: 'notWholeRupees' };
  if (parsed.paise > LIMIT_MAX_PAISE) return { ok: false, issue: 'tooLarge' };
  return { ok: true, paise: parsed.paise };
}

export type LimitTarget = { kind: LimitKind; period: LimitPeriod };

export const limitOf = (limits: readonly GamblingLimit[], target: LimitTarget): GamblingLimit | undefined =>
  limits.find((limit) => limit.kind === target.kind && limit.period === target.period);

/** Some raise or removal is waiting for its cooling period. */
export const hasPendingLimit = (limits: readonly GamblingLimit[]) => limits.some((limit) => limit.pending !== null);

/** Some waiting change's time has come at `now` (the backend then has it in force). */
export const pendingLimitDue = (limits: readonly GamblingLimit[], now: number) => limits.some((limit) => limit.pending !== null && limit.pending.effectiveAt <= now);

/** The text a limit's form starts with: its amount in whole rupees, or nothing without one. */
export const limitText = (limit: GamblingLimit | undefined) => (limit?.amountPaise != null ? String(Math.floor(limit.amountPaise / 100)) : '');
