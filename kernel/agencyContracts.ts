import * as v from 'valibot';
import { envelope } from './envelope';
import type { ModuleId } from './modules';
import { idempotencyKeySchema, paiseSchema } from './money';
import { pageQuerySchema, pageSchema } from './paging';
import { isCalendarDate, RECORD_MAX_RANGE_DAYS, rangeDays } from './records';

/**
 * SPEC 3 and 4 Contracts: what an upline agent offers a direct downline agent, and the rules both
 * the client and the reference backend apply. Rates are integer basis points (1 % = 100, 100 % =
 * 10 000), amounts integer paise: no floats anywhere.
 *
 * Lifecycle (SPEC 4): an offer is `pending` until the receiver accepts it (`active`), rejects it
 * (`rejected`) or it expires (`expired`, CONTRACT_OFFER_LIFETIME_MS after it was made). An active
 * contract is `terminated` by its receiver, by the upline where the platform allows it, when the
 * receiver accepts a newer contract of the same kind (`replaced`), or by the lower-rate rule.
 *
 * The lower-rate rule: every active contract's rates stay at or below its offerer's own. When a
 * receiver accepts a contract whose rate is lower than that of a contract it gave below, that
 * downline contract ends (`lowerRate`), and so on down the team. Both screens say so first.
 */

export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** SPEC 6: the module that switches each kind on. */
export const CONTRACT_MODULE: Readonly<Record<ContractKind, ModuleId>> = {
  dividend: 'SIGNCONDIV3',
  dailySalary: 'DAILYSALCONT3',
  hourlySalary: 'HOURSAL3',
  realtimeSalary: 'RTSALARY3',
};

/** SPEC 9 salary periods: how often a dividend contract settles. */
export const SALARY_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** SPEC 9: real-time salary settles every 5 minutes. */
export const REALTIME_SETTLEMENT_MS = 5 * 60_000;
/** An offer nobody answers expires after two days (SPEC 4 names expiry; the length is the platform's). */
export const CONTRACT_OFFER_LIFETIME_MS = 48 * 60 * 60_000;
/** 100 % in basis points. */
export const FULL_RATE_BPS = 10_000;

export const CONTRACT_STATUSES = ['pending', 'active', 'rejected', 'expired', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const TERMINATION_REASONS = ['receiver', 'upline', 'replaced', 'lowerRate'] as const;
export type TerminationReason = (typeof TERMINATION_REASONS)[number];

// ---------------------------------------------------------------------------------------------
// Terms (SPEC 3)

const bps = v.pipe(v.number('rateNotNumber'), v.integer('rateTooManyDecimals'), v.minValue(0, 'rateOutOfRange'), v.maxValue(FULL_RATE_BPS, 'rateOutOfRange'));
const threshold = v.pipe(v.number('termNotNumber'), v.integer('termNotWhole'), v.minValue(0, 'termNegative'), v.maxValue(1_000_000_000_000, 'termTooLarge'));
const count = v.pipe(v.number('termNotNumber'), v.integer('termNotWhole'), v.minValue(0, 'termNegative'), v.maxValue(100_000, 'termTooLarge'));

export const dividendTermsSchema = v.object({
  kind: v.literal('dividend'),
  period: v.picklist(SALARY_PERIODS),
  /** The team's valid bets in the period must reach this. */
  periodValidBetPaise: threshold,
  /** The team's loss (the agency's profit) in the period must reach this. */
  periodProfitLossPaise: threshold,
  /** Members who bet in the period must reach this. */
  activeMembers: count,
  /** Share of the period's profit paid as dividend. */
  rateBps: bps,
});
export const dailySalaryTermsSchema = v.object({ kind: v.literal('dailySalary'), dailyBetPaise: threshold, rateBps: bps });
export const hourlySalaryTermsSchema = v.object({ kind: v.literal('hourlySalary'), hourlyBetPaise: threshold, rateBps: bps });
export const realtimeSalaryTermsSchema = v.object({
  kind: v.literal('realtimeSalary'),
  /** Paid on the valid stake of a bet the player won. */
  profitRateBps: bps,
  /** Paid on the valid stake of a bet the player lost. */
  lossRateBps: bps,
  /** Only bets of at least this stake count. */
  singleBetPaise: threshold,
});
/** Each kind's terms, for checking terms whose kind is known (the issue then names the field). */
export const TERMS_SCHEMA = {
  dividend: dividendTermsSchema,
  dailySalary: dailySalaryTermsSchema,
  hourlySalary: hourlySalaryTermsSchema,
  realtimeSalary: realtimeSalaryTermsSchema,
} as const;
// A union rather than v.variant: the lobby's first download shares valibot with every chunk, and
// variant is used nowhere else; terms of a known kind are checked with TERMS_SCHEMA[kind].
export const contractTermsSchema = v.union([dividendTermsSchema, dailySalaryTermsSchema, hourlySalaryTermsSchema, realtimeSalaryTermsSchema]);
export type ContractTerms = v.InferOutput<typeof contractTermsSchema>;
export type TermsOf<K extends ContractKind> = Extract<ContractTerms, { kind: K }>;

/** The rate fields of each kind: what 'above own' and 'lower rate' compare. */
export const RATE_FIELDS = {
  dividend: ['rateBps'],
  dailySalary: ['rateBps'],
  hourlySalary: ['rateBps'],
  realtimeSalary: ['profitRateBps', 'lossRateBps'],
} as const satisfies Record<ContractKind, readonly string[]>;
export type RateField = (typeof RATE_FIELDS)[ContractKind][number];

/** The threshold fields of each kind (amounts in paise, or a count). */
export const THRESHOLD_FIELDS = {
  dividend: ['periodValidBetPaise', 'periodProfitLossPaise', 'activeMembers'],
  dailySalary: ['dailyBetPaise'],
  hourlySalary: ['hourlyBetPaise'],
  realtimeSalary: ['singleBetPaise'],
} as const satisfies Record<ContractKind, readonly string[]>;

const rateOf = (terms: ContractTerms, field: RateField): number => (terms as unknown as Record<string, number>)[field] ?? 0;

/** The rates an agent may share at most, per rate field: its own active contract's, or the platform's ceiling for a top agent. */
export type OwnRates = Partial<Record<RateField, number>>;
export const ownRatesOf = (terms: ContractTerms): OwnRates => Object.fromEntries(RATE_FIELDS[terms.kind].map((field) => [field, rateOf(terms, field)]));

// ---------------------------------------------------------------------------------------------
// Typed rates

export const RATE_ISSUES = ['rateEmpty', 'rateNotNumber', 'rateTooManyDecimals', 'rateOutOfRange', 'rateAboveOwn'] as const;
export type RateIssue = (typeof RATE_ISSUES)[number];
export const TERM_ISSUES = ['termEmpty', 'termNotNumber', 'termNotWhole', 'termNegative', 'termTooLarge'] as const;
export type TermIssue = (typeof TERM_ISSUES)[number];
export type ParsedRate = { ok: true; bps: number } | { ok: false; issue: RateIssue };

/** A percentage as typed ('1.5', '0.25 %') to basis points, by string arithmetic: 0 to 100 with at most 2 decimals. */
export function parsePercentToBps(text: string): ParsedRate {
  const cleaned = text.trim().replace(/\s*%$/, '');
  if (cleaned === '') return { ok: false, issue: 'rateEmpty' };
  if (/^-\d/.test(cleaned)) return { ok: false, issue: 'rateOutOfRange' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, issue: 'rateNotNumber' };
  if (fraction.length > 2) return { ok: false, issue: 'rateTooManyDecimals' };
  if (whole.replace(/^0+(?=\d)/, '').length > 3) return { ok: false, issue: 'rateOutOfRange' };
  const value = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (value > FULL_RATE_BPS) return { ok: false, issue: 'rateOutOfRange' };
  return { ok: true, bps: value };
}

/** Basis points as a percentage text with 2 decimals ('1.50'). */
export const formatBps = (value: number) => `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;

/** Per rate field, the issue of terms against the offering agent's own rates (null when every rate is within). */
export function ratesAboveOwn(terms: ContractTerms, own: OwnRates): RateField[] {
  return RATE_FIELDS[terms.kind].filter((field) => rateOf(terms, field) > (own[field] ?? 0));
}

/** True when any rate of `next` is lower than the same rate of `current` (a cut for the receiver). */
export function lowersAnyRate(next: ContractTerms, current: ContractTerms): boolean {
  return next.kind === current.kind && RATE_FIELDS[next.kind].some((field) => rateOf(next, field) < rateOf(current, field));
}

/** A contract in the team as the lower-rate rule sees it. */
export type ContractLink = { id: number; offerer: string; receiver: string; terms: ContractTerms };

/**
 * The lower-rate rule: the active contracts that end when `receiver` holds `terms` from now on:
 * those it gave below whose rates exceed its new own rates, and below them, transitively, those
 * of receivers that lose their contract (whose own rates drop to nothing). `active` is every
 * active contract of the same kind in the team.
 */
export function contractsEndedByLowerRate(receiver: string, terms: ContractTerms, active: readonly ContractLink[]): ContractLink[] {
  const ended: ContractLink[] = [];
  const visit = (offerer: string, own: OwnRates | null) => {
    for (const link of active) {
      if (link.offerer !== offerer || link.terms.kind !== terms.kind) continue;
      if (own !== null && ratesAboveOwn(link.terms, own).length === 0) continue;
      ended.push(link);
      visit(link.receiver, null);
    }
  };
  visit(receiver, ownRatesOf(terms));
  return ended;
}

// ---------------------------------------------------------------------------------------------
// On the wire

export const contractSchema = v.object({
  id: v.number(),
  kind: v.picklist(CONTRACT_KINDS),
  status: v.picklist(CONTRACT_STATUSES),
  /** The upline agent who offered it. */
  offerer: v.string(),
  /** The direct downline agent it is offered to. */
  receiver: v.string(),
  terms: contractTermsSchema,
  offeredAt: v.number(),
  /** When a pending offer expires. */
  expiresAt: v.number(),
  answeredAt: v.nullable(v.number()),
  terminatedAt: v.nullable(v.number()),
  terminationReason: v.nullable(v.picklist(TERMINATION_REASONS)),
});
export type Contract = v.InferOutput<typeof contractSchema>;

/** GET a kind's call: the agent's book of that kind. */
export const contractBookSchema = v.object({
  kind: v.picklist(CONTRACT_KINDS),
  /** The agent's own active contract from its upline (null for none). */
  own: v.nullable(contractSchema),
  /** The most the agent may offer: its own contract's rates, or the platform's ceiling for a top agent; null when it may not offer. */
  ownRates: v.nullable(v.record(v.string(), v.number())),
  /** Offers to the agent, pending and past, newest first. */
  received: v.array(contractSchema),
  /** Contracts the agent offered its direct downlines, newest first. */
  sent: v.array(contractSchema),
  /** Whether an upline may terminate a contract it gave (the platform's setting). */
  uplineMayTerminate: v.boolean(),
});
export type ContractBook = v.InferOutput<typeof contractBookSchema>;
export const contractBookResponse = envelope(contractBookSchema);

/** POST a kind's call: one action. `preview` changes nothing and says what confirming would end. */
export const contractActionSchema = v.union([
  v.object({ action: v.literal('preview'), receiver: v.pipe(v.string(), v.maxLength(32)), terms: contractTermsSchema }),
  v.object({ action: v.literal('offer'), receiver: v.pipe(v.string(), v.maxLength(32)), terms: contractTermsSchema, idempotencyKey: idempotencyKeySchema }),
  v.object({ action: v.literal('previewAccept'), contractId: v.number() }),
  v.object({ action: v.literal('accept'), contractId: v.number() }),
  v.object({ action: v.literal('reject'), contractId: v.number() }),
  v.object({ action: v.literal('terminate'), contractId: v.number() }),
]);
export type ContractAction = v.InferInput<typeof contractActionSchema>;

export const contractPreviewSchema = v.object({
  /** The downline contracts the lower-rate rule would end. */
  ends: v.array(v.object({ id: v.number(), offerer: v.string(), receiver: v.string(), terms: contractTermsSchema })),
});
export type ContractPreview = v.InferOutput<typeof contractPreviewSchema>;
export const contractPreviewResponse = envelope(contractPreviewSchema);
/** What offer, accept, reject and terminate answer: the contract as it is now, and what the lower-rate rule ended. */
export const contractActionResultSchema = v.object({ contract: contractSchema, ended: v.array(v.number()) });
export type ContractActionResult = v.InferOutput<typeof contractActionResultSchema>;
export const contractActionResponse = envelope(contractActionResultSchema);

// ---------------------------------------------------------------------------------------------
// Settlements

const dateParam = v.pipe(v.string('a date as yyyy-MM-dd'), v.check(isCalendarDate, 'must be a date as yyyy-MM-dd'));
/** GET settlements (T): one kind, a range, paged 20; `scope` mine (paid to the agent) or team (paid to its downlines). */
export const settlementQuerySchema = v.pipe(
  v.object({ kind: v.picklist(CONTRACT_KINDS), scope: v.optional(v.picklist(['mine', 'team']), 'mine'), from: dateParam, to: dateParam, ...pageQuerySchema.entries }),
  v.forward(
    v.check((range) => range.from <= range.to, 'the end date is before the start date'),
    ['to'],
  ),
  v.forward(
    v.check((range) => rangeDays(range.from, range.to) <= RECORD_MAX_RANGE_DAYS, `the range is longer than ${RECORD_MAX_RANGE_DAYS} days`),
    ['to'],
  ),
);
export type SettlementParams = { kind: ContractKind; scope?: 'mine' | 'team'; from: string; to: string; pageNo: number; pageSize?: number };

export const settlementSchema = v.object({
  id: v.number(),
  contractId: v.number(),
  receiver: v.string(),
  periodStart: v.number(),
  periodEnd: v.number(),
  /** The team's valid bets that counted in the period. */
  teamValidPaise: paiseSchema,
  /** The team's loss in the period (stakes less payouts of settled bets; negative when the team won). */
  teamProfitPaise: v.pipe(v.number(), v.integer()),
  activeMembers: v.number(),
  /** Whether the period met the contract's thresholds. */
  qualified: v.boolean(),
  amountPaise: paiseSchema,
  settledAt: v.number(),
});
export type Settlement = v.InferOutput<typeof settlementSchema>;
export const settlementTotalsSchema = v.object({ count: v.number(), amountPaise: paiseSchema, teamValidPaise: paiseSchema });
export type SettlementTotals = v.InferOutput<typeof settlementTotalsSchema>;
export const settlementsResponse = envelope(v.object({ ...pageSchema(settlementSchema).entries, totals: settlementTotalsSchema }));

// ---------------------------------------------------------------------------------------------
// Consolidated contract info (SPEC 3, 4: fetched on login by non-trial users when AGENTPOLICY3 is on)

/** Whether the account holds (or is offered) each kind: the platform's own field names. */
export const CONSOLIDATED_STATES = ['none', 'pending', 'active'] as const;
export const consolidatedSchema = v.object({
  dailysalreqtype: v.picklist(CONSOLIDATED_STATES),
  divtypereq: v.picklist(CONSOLIDATED_STATES),
  contracthoursalreq: v.picklist(CONSOLIDATED_STATES),
  realtimesalreqtype: v.picklist(CONSOLIDATED_STATES),
});
export type Consolidated = v.InferOutput<typeof consolidatedSchema>;
export const consolidatedResponse = envelope(consolidatedSchema);
/** Which consolidated field tells each kind. */
export const CONSOLIDATED_FIELD: Readonly<Record<ContractKind, keyof Consolidated>> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};
