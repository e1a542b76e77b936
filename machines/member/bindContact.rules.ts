import { BIND_CODE_RULE, BIND_EMAIL_RULE, BIND_MOBILE_RULE } from '@kernel/profile';
import { checkField, type FieldRule } from '@kernel/validation';
import { type FormRules, NO_FORM_RULES, withServedRules } from '../formRules.rules';

/**
 * Binding a mobile or an email (kernel/profile.ts; the backend checks the same): the number
 * or address by the catalogue's rule for it, and the 6-digit code that was sent. Values are trimmed.
 * A mobile number is held, as the account forms hold theirs (SPEC 7 country codes, SPEC 5 bounds
 * from server config), to the digits of the dialling code chosen from the served list.
 */
export type ContactKind = 'mobile' | 'email';
export type BindValues = { target: string; code: string };
export type BindField = keyof BindValues;
export type BindIssue = 'required' | 'invalid';
export type BindIssues = Partial<Record<BindField, BindIssue>>;

/** What the server serves a mobile number's rule from: the country codes and validators, and the dialling code chosen ('' for the server's home market). */
export type ServedPhone = { rules: FormRules; countryDialingCode: string };
export const NO_SERVED_PHONE: ServedPhone = { rules: NO_FORM_RULES, countryDialingCode: '' };

const targetRule = (kind: ContactKind, served: ServedPhone): FieldRule =>
  kind === 'mobile'
    ? (withServedRules([{ name: 'mobileNum', rule: BIND_MOBILE_RULE }], served.rules, served.countryDialingCode)[0] as { rule: FieldRule }).rule
    : BIND_EMAIL_RULE;

/** What is wrong with the number or address (before a code is sent to it), or null. */
export function bindTargetIssue(kind: ContactKind, target: string, served: ServedPhone = NO_SERVED_PHONE): BindIssue | null {
  return checkField(target.trim(), targetRule(kind, served))?.kind ?? null;
}

export function bindIssues(kind: ContactKind, values: BindValues, served: ServedPhone = NO_SERVED_PHONE): BindIssues {
  const issues: BindIssues = {};
  const target = bindTargetIssue(kind, values.target, served);
  if (target) issues.target = target;
  const code = checkField(values.code.trim(), BIND_CODE_RULE)?.kind;
  if (code) issues.code = code;
  return issues;
}

export const hasBindIssues = (issues: BindIssues) => Object.keys(issues).length > 0;

/** The values as they are sent. */
export const bindValuesToSend = (values: BindValues): BindValues => ({ target: values.target.trim(), code: values.code.trim() });

/** A bind as it is sent: the values, and the mobile's dialling code ('' for an email, or for the server's home market). */
export type BindRequest = BindValues & { countryDialingCode: string };
