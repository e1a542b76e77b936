import type { Context } from 'hono';
import { ErrorCode } from '../kernel/errorCodes';
import type { Refusal } from './accountRules';
import type { AppEnv } from './appEnv';
import { fail } from './respond';

/**
 * Answers a refused account form as a business failure (HTTP 200). Field problems are
 * INVALID_INPUT with `value.fieldErrors` (fieldErrorsSchema) and the English text of the first
 * problem prefixed by its field, e.g. 'username: 6-16 characters, starting with a letter, ...':
 * the client words the errors itself from the kinds and pattern ids.
 */
export function refuse(c: Context<AppEnv>, refusal: Refusal) {
  switch (refusal.kind) {
    case 'fields':
      return c.json({ success: false, code: ErrorCode.invalidInput, message: refusal.message, value: { fieldErrors: refusal.fieldErrors } }, 200);
    case 'terms':
      return fail(c, ErrorCode.termsRequired, 'termsRequired');
    case 'phone':
      return fail(c, ErrorCode.invalidPhone, 'invalidPhone');
  }
}
