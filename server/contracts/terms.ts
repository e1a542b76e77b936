import * as v from 'valibot';
import {
  type ContractKind,
  type ContractTerms,
  formatBps,
  type OwnRates,
  RATE_FIELDS,
  RATE_ISSUES,
  type RateIssue,
  ratesAboveOwn,
  TERM_ISSUES,
  TERMS_SCHEMA,
  type TermIssue,
  THRESHOLD_FIELDS,
} from '../../kernel/agencyContracts';
import { ErrorCode } from '../../kernel/errorCodes';
import { CONTRACT_FIELD_LABEL } from '../contractMessages';
import { type Lang, localise } from '../i18n';
import { ApiError } from '../respond';
import { refusal } from '../wallet/errors';

const isRateIssue = (message: string): message is RateIssue => (RATE_ISSUES as readonly string[]).includes(message);
const isTermIssue = (message: string): message is TermIssue => (TERM_ISSUES as readonly string[]).includes(message);
const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const labelOf = (field: string, lang: Lang) => {
  const label = CONTRACT_FIELD_LABEL[field];
  return label ? localise(label, lang) : field;
};

/**
 * The terms of an offer or a preview, checked with the contract's schema. A refused rate is 400
 * RATE_INVALID and any other refused term 400 TERMS_INVALID, worded by the issue in the request's
 * language and naming the field, so the backend says what the client's form says.
 */
export function parseTerms(kind: ContractKind, input: unknown, lang: Lang): ContractTerms {
  if (typeof input !== 'object' || input === null) throw new ApiError(400, ErrorCode.termsInvalid, 'termsInvalid');
  if ((input as { kind?: unknown }).kind !== kind) throw new ApiError(400, ErrorCode.termsInvalid, 'contractKindMismatch');
  const result = v.safeParse(TERMS_SCHEMA[kind], input);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field = v.getDotPath(issue) ?? '';
  const detail = field ? labelOf(field, lang) : undefined;
  // A missing field fails on its key, before its own checks could name an issue.
  const rate = isRateIssue(issue.message) || (RATE_FIELDS[kind] as readonly string[]).includes(field);
  const term = isTermIssue(issue.message) || (THRESHOLD_FIELDS[kind] as readonly string[]).includes(field);
  if (rate) throw new ApiError(400, ErrorCode.rateInvalid, isMissing(issue.input) ? 'rateEmpty' : isRateIssue(issue.message) ? issue.message : 'rateNotNumber', detail);
  if (term) throw new ApiError(400, ErrorCode.termsInvalid, isMissing(issue.input) ? 'termEmpty' : isTermIssue(issue.message) ? issue.message : 'termNotNumber', detail);
  throw new ApiError(400, ErrorCode.termsInvalid, 'termsInvalid', detail);
}

/**
 * Refuses terms whose rates pass the offering agent's own: NO_OWN_CONTRACT when it holds none,
 * RATE_ABOVE_OWN naming each rate's limit ('profit salary rate 1.50 %').
 */
export function assertWithinOwn(terms: ContractTerms, own: OwnRates | null, lang: Lang): void {
  if (own === null) throw refusal(ErrorCode.noOwnContract, 'noOwnContract');
  const above = ratesAboveOwn(terms, own);
  if (above.length === 0) return;
  throw refusal(ErrorCode.rateAboveOwn, 'rateAboveOwn', above.map((field) => `${labelOf(field, lang)} ${formatBps(own[field] ?? 0)} %`).join(', '));
}
