import * as v from 'valibot';

/**
 * Money on the wire and in rules: integer paise (1 rupee = 100 paise), never floats, so sums
 * never drift. Fields carrying an amount end in `Paise`. The client parses what a player types
 * with parseRupeesToPaise and checks it with checkAmountRange; the backend checks the same
 * amounts with the same functions, so both refuse exactly the same input.
 */

export const PAISE_PER_RUPEE = 100;

/** ₹1 crore: far above any limit, well inside exact integers (and SQLite's 64 bits). */
export const MAX_AMOUNT_PAISE = 1_000_000_000;

/**
 * Why a typed or sent amount is refused. The strings double as valibot issue messages of
 * paiseAmountSchema, so the backend can name the issue and the client can word it.
 */
export const AMOUNT_ISSUES = ['amountEmpty', 'amountNotNumber', 'amountTooManyDecimals', 'amountNotWholePaise', 'amountNotPositive', 'amountTooLarge'] as const;
export type AmountIssue = (typeof AMOUNT_ISSUES)[number];
export const isAmountIssue = (text: string): text is AmountIssue => (AMOUNT_ISSUES as readonly string[]).includes(text);

export type ParsedAmount = { ok: true; paise: number } | { ok: false; issue: AmountIssue };

/**
 * A rupee amount as typed ('1000', '1,000.5', '₹ 99.99') to paise, by string arithmetic (no
 * float rounding). Grouping commas and a leading ₹ are tolerated; more than 2 decimals, signs,
 * exponents and zero are refused.
 */
export function parseRupeesToPaise(text: string): ParsedAmount {
  const cleaned = text.trim().replace(/^₹\s*/, '').replaceAll(',', '');
  if (cleaned === '') return { ok: false, issue: 'amountEmpty' };
  if (/^-/.test(cleaned)) return { ok: false, issue: 'amountNotPositive' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, issue: 'amountNotNumber' };
  if (fraction.length > 2) return { ok: false, issue: 'amountTooManyDecimals' };
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > String(MAX_AMOUNT_PAISE / PAISE_PER_RUPEE).length) return { ok: false, issue: 'amountTooLarge' };
  const paise = Number(wholeDigits || '0') * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
  if (paise === 0) return { ok: false, issue: 'amountNotPositive' };
  if (paise > MAX_AMOUNT_PAISE) return { ok: false, issue: 'amountTooLarge' };
  return { ok: true, paise };
}

/** An amount in paise as a JSON number: a whole, positive number of paise up to MAX_AMOUNT_PAISE. */
export const paiseAmountSchema = v.pipe(
  // a missing amount is reported as amountNotNumber too: the backend tells 'empty' apart by the input
  v.number('amountNotNumber'),
  v.finite('amountNotNumber'),
  v.integer('amountNotWholePaise'),
  v.minValue(1, 'amountNotPositive'),
  v.maxValue(MAX_AMOUNT_PAISE, 'amountTooLarge'),
);

/** A balance or other non-negative sum in paise. */
export const paiseSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export type AmountBounds = { minPaise: number; maxPaise: number };
export type RangeIssue = 'amountBelowMin' | 'amountAboveMax' | 'insufficientBalance';

/** Limits of a call (channel or withdrawal) and, when given, the balance the amount is taken from. */
export function checkAmountRange(paise: number, bounds: AmountBounds, balancePaise?: number): RangeIssue | null {
  if (paise < bounds.minPaise) return 'amountBelowMin';
  if (paise > bounds.maxPaise) return 'amountAboveMax';
  if (balancePaise !== undefined && paise > balancePaise) return 'insufficientBalance';
  return null;
}

/**
 * A key the client makes once per intended write (a UUID is right) and sends again on a retry, so
 * a retried or double-clicked write never moves money twice.
 */
export const idempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, - or _'));
