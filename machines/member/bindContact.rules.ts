import { BIND_CODE_RULE, BIND_EMAIL_RULE, BIND_MOBILE_RULE } from '@kernel/profile';
import { checkField } from '@kernel/validation';

/**
 * Binding a mobile or an email (kernel/profile.ts; the backend checks the same): the number
 * or address by the catalogue's rule for it, and the 6-digit code that was sent. Values are trimmed.
 */
export type ContactKind = 'mobile' | 'email';
export type BindValues = { target: string; code: string };
export type BindField = keyof BindValues;
export type BindIssue = 'required' | 'invalid';
export type BindIssues = Partial<Record<BindField, BindIssue>>;

const targetRule = (kind: ContactKind) => (kind === 'mobile' ? BIND_MOBILE_RULE : BIND_EMAIL_RULE);

/** What is wrong with the number or address (before a code is sent to it), or null. */
export function bindTargetIssue(kind: ContactKind, target: string): BindIssue | null {
  return checkField(target.trim(), targetRule(kind))?.kind ?? null;
}

export function bindIssues(kind: ContactKind, values: BindValues): BindIssues {
  const issues: BindIssues = {};
  const target = bindTargetIssue(kind, values.target);
  if (target) issues.target = target;
  const code = checkField(values.code.trim(), BIND_CODE_RULE)?.kind;
  if (code) issues.code = code;
  return issues;
}

export const hasBindIssues = (issues: BindIssues) => Object.keys(issues).length > 0;

/** The values as they are sent. */
export const bindValuesToSend = (values: BindValues): BindValues => ({ target: values.target.trim(), code: values.code.trim() });
