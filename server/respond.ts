import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import type { ErrorCode } from '../kernel/errorCodes';
import type { AppEnv } from './appEnv';
import { DEFAULT_LANGUAGE, fill, type Lang, localise } from './i18n';
import { MESSAGE, type MessageKey } from './messages';

/** An envelope schema of kernel/ (anything with a `value`). */
type EnvelopeSchema = v.GenericSchema<unknown, { value: unknown }>;

/**
 * A successful envelope. Taking the contract's response schema makes TypeScript check the value
 * against it; the tests check it again at run time with v.parse.
 */
export function ok<S extends EnvelopeSchema>(c: Context<AppEnv>, _schema: S, value: v.InferOutput<S>['value']) {
  return c.json({ success: true, value });
}

/**
 * The envelope of a failure, with the message in the request's language. A message that is a
 * sentence around its detail says where with {detail} (translated whole); any other is followed by
 * ": detail" (a field's label, a developer's note).
 */
export function failureBody(lang: Lang, code: ErrorCode, messageKey: MessageKey, detail?: string, value: unknown = null) {
  const message = localise(MESSAGE[messageKey], lang);
  if (message.includes('{detail}')) return { success: false as const, code, message: fill(message, { detail: detail ?? '' }), value };
  return { success: false as const, code, message: detail ? `${message}: ${detail}` : message, value };
}

/** A business failure: `success: false` (HTTP 200 unless told otherwise), message localised. */
export function fail(c: Context<AppEnv>, code: ErrorCode, messageKey: MessageKey, options: { value?: unknown; status?: ContentfulStatusCode; detail?: string } = {}) {
  return c.json(failureBody(languageOf(c), code, messageKey, options.detail, options.value ?? null), options.status ?? 200);
}

/**
 * Thrown from deep inside a handler (validation, unsealing, auth) and turned into a failure
 * envelope by the app's error handler, so handlers read as the happy path.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ApiError';
  }
}

/** The request language, also when the language middleware has not run (errors thrown early). */
function languageOf(c: Context<AppEnv>) {
  return c.get('lang') ?? DEFAULT_LANGUAGE;
}

export function errorResponse(c: Context<AppEnv>, error: ApiError) {
  return c.json(failureBody(languageOf(c), error.code, error.messageKey, error.detail), error.status);
}
