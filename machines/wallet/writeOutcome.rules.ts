/**
 * What a failed money write means (preamble money rules): a refusal says for sure that nothing
 * moved; a lost answer does not. Network trouble, a timeout, a server error (5xx) or an answer the
 * client cannot read may come after the backend has moved the money, so the outcome is unknown
 * until the same write, with the same idempotency key, is answered.
 */

/** Error kinds of the API client after which the write may or may not have happened. */
export const UNKNOWN_OUTCOME_KINDS = ['network', 'timeout', 'http', 'contract'] as const;

type Failure = { kind?: unknown; details?: { code?: unknown } };
const failureOf = (error: unknown): Failure => (typeof error === 'object' && error !== null ? (error as Failure) : {});

/** True when a failed write may still have moved money (anything but a refusal or an expired session). */
export function isUnknownOutcome(error: unknown): boolean {
  const kind = failureOf(error).kind;
  // An error without a kind is not from the client (a bug or a failed key): the truth is asked too.
  return typeof kind !== 'string' || (UNKNOWN_OUTCOME_KINDS as readonly string[]).includes(kind);
}

/** The business code of a refusal (null for anything else). */
export function failureCode(error: unknown): string | null {
  const code = failureOf(error).details?.code;
  return typeof code === 'string' ? code : null;
}

/** The wait before asking again about an unknown outcome: 2 s, 4 s, 8 s, ... at most 30 s. */
export const RECHECK_BASE_MS = 2_000;
export const RECHECK_MAX_MS = 30_000;
export const recheckDelayMs = (checks: number) => Math.min(RECHECK_MAX_MS, RECHECK_BASE_MS * 2 ** Math.max(0, checks));
