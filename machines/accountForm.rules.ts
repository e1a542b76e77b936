import { OPTIONAL_REGISTER_FIELDS, UNTRIMMED_FIELDS } from '../kernel/account';
import type { FieldConfig } from '../kernel/system';
import { checkField, type FieldIssue, type FieldRule } from '../kernel/validation';

/** A field problem a form shows under its input. */
export type FormIssue = FieldIssue | { kind: 'mismatch' };
export type FormIssues = Record<string, FormIssue>;

export type RegisterMode = 'username' | 'mobile';

/** SPEC 4: register by mobile when MOBILENUMREG3 is on, otherwise by user name. */
export function registerModes(flags: { USERNAMEREG3: boolean; MOBILENUMREG3: boolean }): RegisterMode[] {
  const modes: RegisterMode[] = [];
  if (flags.MOBILENUMREG3) modes.push('mobile');
  if (flags.USERNAMEREG3 || modes.length === 0) modes.push('username');
  return modes;
}

export type ShownField = { name: string; rule: FieldRule };

const ruleOf = (config: FieldConfig | undefined, required: boolean): FieldRule => ({
  required,
  patternId: config?.patternId ?? 0,
  acceptedPattern: config?.acceptedPattern ?? '*',
  minLength: config?.minLength ?? 1,
  maxLength: config?.maxLength ?? 64,
});

/**
 * SPEC 5 Registration: which fields the register form shows for a mode, each with its rule.
 * User name (username mode) and passwords always; mobile in mobile mode or when configured;
 * the SMS code when verification is on; the optional fields only when enabled; the affiliate
 * code only when the URL brought none or its check failed.
 */
export function registerFields(options: {
  fields: Record<string, FieldConfig>;
  mode: RegisterMode;
  smsVerification: boolean;
  affiliateFieldShown: boolean;
}): ShownField[] {
  const { fields, mode, smsVerification, affiliateFieldShown } = options;
  const shown: ShownField[] = [];
  const enabled = (name: string) => fields[name]?.enabled === true;
  if (mode === 'username') shown.push({ name: 'username', rule: ruleOf(fields.username, true) });
  const mobileShown = mode === 'mobile' || enabled('mobileNum');
  // Stryker disable next-line OptionalChaining: reached only in username mode with mobileNum enabled, so its config is present
  if (mobileShown) shown.push({ name: 'mobileNum', rule: ruleOf(fields.mobileNum, mode === 'mobile' || fields.mobileNum?.required === true) });
  if (mobileShown && smsVerification) shown.push({ name: 'verificationCode', rule: ruleOf(fields.verificationCode, true) });
  shown.push({ name: 'password', rule: ruleOf(fields.password, true) });
  shown.push({ name: 'confirmPassword', rule: ruleOf(fields.password, true) });
  for (const name of OPTIONAL_REGISTER_FIELDS) {
    if (!enabled(name)) continue;
    if (name === 'affiliateCode' && !affiliateFieldShown) continue;
    // Stryker disable next-line OptionalChaining: the field is enabled here, so its config is present
    shown.push({ name, rule: ruleOf(fields[name], fields[name]?.required === true) });
  }
  if (enabled('captcha')) shown.push({ name: 'captcha', rule: ruleOf(fields.captcha, true) });
  return shown;
}

/** The value a form sends: trimmed, except passwords (SPEC 5: inputs are trimmed). */
export const formValue = (name: string, value: string | undefined) => (UNTRIMMED_FIELDS.includes(name) ? (value ?? '') : (value ?? '').trim());

/** Checks every shown field; a confirmation must equal the password it confirms. */
export function checkForm(
  values: Record<string, string>,
  shown: readonly ShownField[],
  confirmations: Record<string, string> = { confirmPassword: 'password', confirmNewPassword: 'newPassword' },
): FormIssues {
  const issues: FormIssues = {};
  for (const { name, rule } of shown) {
    const value = formValue(name, values[name]);
    const issue = checkField(value, rule);
    if (issue) issues[name] = issue;
    else if (confirmations[name] && value !== formValue(confirmations[name] as string, values[confirmations[name] as string])) {
      issues[name] = { kind: 'mismatch' };
    }
  }
  return issues;
}

export const hasIssues = (issues: FormIssues) => Object.keys(issues).length > 0;

/** An SMS code may be requested only for a number its field would accept. */
export const mobileReady = (value: string | undefined, rule: FieldRule | undefined) =>
  // Stryker disable next-line StringLiteral: formValue trims every name outside UNTRIMMED_FIELDS, '' as well as 'mobileNum'
  rule !== undefined && checkField(formValue('mobileNum', value), { ...rule, required: true }) === null;

/** The mobile rule of the login form: digits of the dialling code's length. */
// Stryker disable next-line BooleanLiteral,StringLiteral: only read through mobileReady, which forces required; only '*' is a special acceptedPattern
export const loginMobileRule = (length: number): FieldRule => ({ required: true, patternId: 6, acceptedPattern: '', minLength: length, maxLength: length });
