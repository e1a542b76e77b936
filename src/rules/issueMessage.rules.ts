import { lengthOf, type PatternId } from '@kernel/validation';
import type { FormIssue } from '@machines/accountForm.rules';

/**
 * Which SPEC 5 message a problem under a field shows (the ids of VALIDATION_MESSAGES, plus the
 * catalogue message of a pattern); views word it in the user's language.
 */
export type IssueMessage =
  | { id: 'required' }
  | { id: 'passwordLength'; min: number; max: number }
  | { id: 'confirmPassword' }
  | { id: 'confirmationMismatch' }
  | { id: 'realName' }
  | { id: 'pattern'; patternId: PatternId | null; min: number; max: number };

/** Fields that hold a password (or its confirmation) held to the password rule. */
const PASSWORD_FIELDS: readonly string[] = ['password', 'confirmPassword', 'newPassword', 'confirmNewPassword'];

/**
 * SPEC 5 'Other messages', each where its rule applies; any other problem shows its pattern's message.
 * - A password (or its confirmation) of a length outside the rule: 'password must be within min to
 *   max characters'. One of a fitting length that breaks the pattern says what the pattern wants.
 * - Registration's 'Confirm password must match': 'confirm password incorrect' under Confirm
 *   password. Every other confirmation (the new password's, in change password and forgot by
 *   phone): 'Incorrect confirmation input' (the two entries are inconsistent).
 * - The real name (payeeName) out of its format: 'real name format incorrect'.
 * `value` is the field's value as checked (passwords untrimmed).
 */
export function issueMessage(field: string, issue: FormIssue, value: string): IssueMessage {
  if (issue.kind === 'required') return { id: 'required' };
  if (issue.kind === 'mismatch') return field === 'confirmPassword' ? { id: 'confirmPassword' } : { id: 'confirmationMismatch' };
  const { min, max } = issue;
  const length = lengthOf(value);
  if (PASSWORD_FIELDS.includes(field) && (length < min || length > max)) return { id: 'passwordLength', min, max };
  if (field === 'payeeName') return { id: 'realName' };
  return { id: 'pattern', patternId: issue.patternId, min, max };
}
