import * as v from 'valibot';
import {
  type ContractKind,
  type ContractStatus,
  type ContractTerms,
  lowersAnyRate,
  type OwnRates,
  parsePercentToBps,
  RATE_FIELDS,
  type RateIssue,
  ratesAboveOwn,
  SALARY_PERIODS,
  TERMS_SCHEMA,
  type TermIssue,
  THRESHOLD_FIELDS,
} from '../../kernel/agencyContracts';
import { PAISE_PER_RUPEE, parseRupeesToPaise } from '../../kernel/money';

/**
 * The terms of a contract offer as an upline types them (SPEC 3 Contracts, SPEC 9 salary periods):
 * rates as percent text, amounts as rupee text, counts as digits, the period by its id. Parsed
 * here into the wire's terms (basis points, paise) with one issue per field; the bounds are the
 * contract schema's own, so the client refuses exactly what the backend refuses.
 */

export type DraftIssue = RateIssue | TermIssue;
export type DraftIssues = Partial<Record<string, DraftIssue>>;
export type DraftFields = Record<string, string>;
export type ParsedDraft = { terms: ContractTerms | null; issues: DraftIssues };

const COUNT_FIELDS: readonly string[] = ['activeMembers'];

/** The fields of a kind's terms, in the order a form lists them: the period, the thresholds, the rates. */
export const draftFieldNames = (kind: ContractKind): string[] => [...(kind === 'dividend' ? ['period'] : []), ...THRESHOLD_FIELDS[kind], ...RATE_FIELDS[kind]];

export const isDraftField = (kind: ContractKind, field: string) => draftFieldNames(kind).includes(field);
const isRateField = (kind: ContractKind, field: string) => (RATE_FIELDS[kind] as readonly string[]).includes(field);

const termValue = (terms: ContractTerms, field: string) => (terms as unknown as Record<string, string | number>)[field];

/** Paise as typed rupees, by integer arithmetic: 150000 is '1500.00'. */
export const rupeesText = (paise: number) => `${Math.trunc(paise / PAISE_PER_RUPEE)}.${String(paise % PAISE_PER_RUPEE).padStart(2, '0')}`;

/** Terms as the form shows them typed: rates '1.50', amounts '1000.00', counts '12'. */
export function fieldsFromTerms(terms: ContractTerms): DraftFields {
  return Object.fromEntries(
    draftFieldNames(terms.kind).map((field) => {
      const value = termValue(terms, field);
      if (typeof value === 'string' || COUNT_FIELDS.includes(field)) return [field, String(value)];
      // Basis points and paise are both hundredths of what is typed (a percent, a rupee).
      return [field, rupeesText(value as number)];
    }),
  );
}

/**
 * A new offer's form: the receiver's current terms of the kind when it holds some (an offer
 * usually changes a rate or two), else a weekly period, every threshold 0 and the rates empty
 * (a rate is the upline's decision, never a default).
 */
export function draftFields(kind: ContractKind, current: ContractTerms | null): DraftFields {
  if (current !== null && current.kind === kind) return fieldsFromTerms(current);
  return Object.fromEntries(draftFieldNames(kind).map((field) => [field, field === 'period' ? 'weekly' : isRateField(kind, field) ? '' : '0']));
}

type Parsed = { ok: true; value: number | string } | { ok: false; issue: DraftIssue };

/** Rupees to paise with the client's rupee parser; a threshold may be 0, and larger than one payment may be. */
export function parseThresholdPaise(text: string): Parsed {
  const parsed = parseRupeesToPaise(text);
  if (parsed.ok) return { ok: true, value: parsed.paise };
  switch (parsed.issue) {
    case 'amountEmpty':
      return { ok: false, issue: 'termEmpty' };
    case 'amountTooManyDecimals':
      return { ok: false, issue: 'termNotWhole' };
    // Zero: the parser refuses it as a payment, a threshold of nothing is fine.
    case 'amountNotPositive':
      return text.includes('-') ? { ok: false, issue: 'termNegative' } : { ok: true, value: 0 };
    // Above one payment's ceiling but a number all the same: the schema's own bound decides.
    case 'amountTooLarge': {
      const [whole, fraction = ''] = text.replace(/[^\d.]/g, '').split('.');
      return { ok: true, value: Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0')) };
    }
    default:
      return { ok: false, issue: 'termNotNumber' };
  }
}

/** A count as digits ('12'; '12.0' is 12, '12.5' is not whole). */
export function parseCount(text: string): Parsed {
  const cleaned = text.trim();
  if (cleaned === '') return { ok: false, issue: 'termEmpty' };
  if (/^-\d/.test(cleaned)) return { ok: false, issue: 'termNegative' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { ok: false, issue: 'termNotNumber' };
  if (/[1-9]/.test(match[2] ?? '')) return { ok: false, issue: 'termNotWhole' };
  return { ok: true, value: Number(match[1]) };
}

export const hasIssues = (issues: DraftIssues) => Object.keys(issues).length > 0;

function parseField(kind: ContractKind, field: string, text: string): Parsed {
  if (field === 'period') return (SALARY_PERIODS as readonly string[]).includes(text) ? { ok: true, value: text } : { ok: false, issue: 'termEmpty' };
  if (isRateField(kind, field)) {
    const rate = parsePercentToBps(text);
    return rate.ok ? { ok: true, value: rate.bps } : rate;
  }
  return COUNT_FIELDS.includes(field) ? parseCount(text) : parseThresholdPaise(text);
}

/** The contract schema's own bounds of one field (a threshold too large): its issue names are ours. */
function boundsIssue(kind: ContractKind, field: string, value: number | string): DraftIssue | null {
  const schema = (TERMS_SCHEMA[kind].entries as Record<string, v.GenericSchema>)[field] as v.GenericSchema;
  const checked = v.safeParse(schema, value);
  return checked.success ? null : (checked.issues[0].message as DraftIssue);
}

/**
 * The typed draft as terms, or the issue of every field that is wrong, all at once: each field
 * parsed and held to the schema's bounds, then the rates against what the upline may share
 * (`ownRates`; null shares nothing above 0 %).
 */
export function parseDraft(kind: ContractKind, fields: DraftFields, ownRates: OwnRates | null): ParsedDraft {
  const issues: DraftIssues = {};
  const values: Record<string, number | string> = { kind };
  for (const field of draftFieldNames(kind)) {
    const parsed = parseField(kind, field, fields[field] ?? '');
    if (!parsed.ok) {
      issues[field] = parsed.issue;
      continue;
    }
    const bounds = boundsIssue(kind, field, parsed.value);
    if (bounds === null) values[field] = parsed.value;
    else issues[field] = bounds;
  }
  // A rate that did not parse is missing here, and reads as 0 %: never above own.
  for (const field of ratesAboveOwn(values as unknown as ContractTerms, ownRates ?? {})) issues[field] = 'rateAboveOwn';
  return { terms: hasIssues(issues) ? null : (values as unknown as ContractTerms), issues };
}

/** Two drafts are one intended offer (one idempotency key) when their terms are the same. */
export function sameTerms(a: ContractTerms | null, b: ContractTerms | null): boolean {
  if (a === null || b === null || a.kind !== b.kind) return false;
  return draftFieldNames(a.kind).every((field) => termValue(a, field) === termValue(b, field));
}

/** The offer cuts a rate the receiver holds now (the confirm step says so). */
export const cutsCurrentTerms = (terms: ContractTerms | null, current: ContractTerms | null) => terms !== null && current !== null && lowersAnyRate(terms, current);

/**
 * SPEC 4 lifecycle, as a screen follows the server's word: nothing returns to pending; an active
 * contract only ends; a contract the screen saw expire may have been answered in time (the
 * server's clock decides); rejected and terminated are for good.
 */
const FOLLOWS: Readonly<Record<ContractStatus, readonly ContractStatus[]>> = {
  pending: ['active', 'rejected', 'expired', 'terminated'],
  active: ['terminated'],
  expired: ['active', 'rejected', 'terminated'],
  rejected: [],
  terminated: [],
};
export const followsFrom = (from: ContractStatus): readonly ContractStatus[] => FOLLOWS[from];

/** How long a pending offer has left from `now`: none once its expiry has passed. */
export const offerLeftMs = (expiresAt: number, now: number) => Math.max(0, expiresAt - now);

/** A pending offer's "expires in" moves every second. */
export const OFFER_TICK_MS = 1_000;

/**
 * How long until the countdown's next tick: to the next whole second of time left (so the count
 * moves exactly as each whole minute of it passes), the last tick at the expiry itself; none once
 * nothing is left.
 */
export const nextTickMs = (leftMs: number) => (leftMs <= 0 ? 0 : leftMs % OFFER_TICK_MS || OFFER_TICK_MS);

/**
 * The time a tick stands for: at least the tick's own length (a timer never fires early), more when
 * the clock says more has passed since it was last read (a late timer, a tab that slept).
 */
export const tickPassedMs = (tickMs: number, clockBefore: number, clockNow: number) => Math.max(tickMs, clockNow - clockBefore);
