import type * as v from 'valibot';
import {
  type changePasswordSchema,
  FEEDBACK_LENGTH,
  type feedbackSchema,
  type forgotByEmailSchema,
  type forgotByPhoneSchema,
  OPTIONAL_REGISTER_FIELDS,
  type registrationSchema,
  trimField,
} from '../kernel/account';
import { DEFAULT_WEAK_PASSWORD } from '../kernel/platform';
import type { FieldConfig } from '../kernel/system';
import { ANY_PATTERN, acceptedPatternOf, checkField, type FieldRule, isPatternId, issueMessageEn, VALIDATION_MESSAGES } from '../kernel/validation';
import { type Country, countryByDialingCode } from './countries';

/**
 * The one place the backend checks the account forms (registration, change password, forgot by
 * email or phone, feedback), field by field with the contract's `checkField`, the same function
 * the forms use, and the merchant's field config. Every function here is pure: the routes fetch
 * the config, call these, and then do what needs the database (captcha, SMS code, uniqueness).
 *
 * Values are trimmed first, except the password fields (UNTRIMMED_FIELDS), as the forms do.
 */

/** How a field failed; `patternId`, `min` and `max` fill the pattern's message (fieldErrorsSchema). */
export type FieldError = { kind: 'required' | 'invalid' | 'mismatch'; patternId: number | null; min: number; max: number };
export type FieldErrors = Record<string, FieldError>;

/**
 * Why a payload is refused. 'fields': INVALID_INPUT with the field errors and the English text of
 * the first ('username: 6-16 characters, ...'); 'terms': TERMS_REQUIRED; 'phone': INVALID_PHONE
 * (a dialling code that is not in the country list).
 */
export type Refusal = { kind: 'fields'; message: string; fieldErrors: FieldErrors } | { kind: 'terms' } | { kind: 'phone' };
export type Verdict<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** A merchant's registration field config (GET registerSettings), by field name. */
export type FieldConfigs = Readonly<Record<string, FieldConfig>>;

const configOf = (patternId: number, minLength: number, maxLength: number): FieldConfig => ({
  enabled: true,
  required: true,
  patternId,
  acceptedPattern: isPatternId(patternId) ? acceptedPatternOf(patternId) : ANY_PATTERN,
  minLength,
  maxLength,
});

/** Rules of the fields every form needs, for a merchant config that leaves them out. */
const FALLBACK_CONFIG: Readonly<Record<string, FieldConfig>> = {
  username: configOf(1, 6, 16),
  password: configOf(19, 6, 20),
  confirmPassword: configOf(19, 6, 20),
  email: configOf(3, 6, 64),
  mobileNum: configOf(6, 10, 10),
  verificationCode: configOf(6, 6, 6),
  captcha: configOf(4, 4, 4),
};
const ANY_CONFIG = configOf(0, 0, Number.MAX_SAFE_INTEGER);

/** The rule of a field: its config (or the fallback), required as the caller decides. */
function ruleOf(fields: FieldConfigs, field: string, required: boolean): FieldRule {
  const config = fields[field] ?? FALLBACK_CONFIG[field] ?? ANY_CONFIG;
  return { required, patternId: config.patternId, acceptedPattern: config.acceptedPattern, minLength: config.minLength, maxLength: config.maxLength };
}

/** The pattern id a rule reports in its errors (null: anything goes). */
const reportedPattern = (rule: FieldRule) => (rule.acceptedPattern === ANY_PATTERN || !isPatternId(rule.patternId) ? null : rule.patternId);

/** Collects field errors in form order; the first one words the message. */
class Problems {
  readonly errors: FieldErrors = {};
  private firstMessage: string | null = null;

  /** Checks a value with `checkField`; true when it passes. */
  check(field: string, value: string, rule: FieldRule): boolean {
    const issue = checkField(value, rule);
    if (!issue) return true;
    const patternId = issue.kind === 'invalid' ? issue.patternId : reportedPattern(rule);
    this.add(field, { kind: issue.kind, patternId, min: rule.minLength, max: rule.maxLength }, issueMessageEn(issue));
    return false;
  }

  /** Only that the value is there (an old password is never held to today's rule). */
  require(field: string, value: string, rule: FieldRule): boolean {
    if (value !== '') return true;
    this.add(field, { kind: 'required', patternId: reportedPattern(rule), min: rule.minLength, max: rule.maxLength }, VALIDATION_MESSAGES.required);
    return false;
  }

  /** A confirmation: checked by the rule of what it confirms, then equal to it. */
  confirm(field: string, value: string, expected: string, rule: FieldRule): void {
    if (!this.check(field, value, rule) || value === expected) return;
    this.add(field, { kind: 'mismatch', patternId: reportedPattern(rule), min: rule.minLength, max: rule.maxLength }, VALIDATION_MESSAGES.confirmPassword);
  }

  /** A refused value that passes its pattern (a password equal to the old one, the weak default). */
  invalid(field: string, rule: FieldRule, text: string): void {
    this.add(field, { kind: 'invalid', patternId: reportedPattern(rule), min: rule.minLength, max: rule.maxLength }, text);
  }

  has = (field: string) => field in this.errors;

  private add(field: string, error: FieldError, text: string) {
    if (field in this.errors) return;
    this.errors[field] = error;
    this.firstMessage ??= `${field}: ${text}`;
  }

  verdict<T>(value: T): Verdict<T> {
    if (this.firstMessage === null) return { ok: true, value };
    return { ok: false, refusal: { kind: 'fields', message: this.firstMessage, fieldErrors: this.errors } };
  }
}

/** Texts of the refusals no catalogue pattern words. */
export const RULE_TEXT = {
  passwordUnchanged: 'The new password must be different from the old password',
  passwordTooWeak: 'This password is too weak, please choose another one',
} as const;

/** Every string property trimmed per trimField (the rest kept as it is). */
function trimmed<T extends Record<string, unknown>>(payload: T): T {
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' ? trimField(key, value) : value])) as T;
}

/** A mobile number's rule: digits only (the config's pattern), exactly the country's length. */
function mobileRule(fields: FieldConfigs, country: Country, required: boolean): FieldRule {
  const rule = ruleOf(fields, 'mobileNum', required);
  return { ...rule, minLength: country.mobileLength, maxLength: country.mobileLength };
}

/** A phone number: its country (from the dialling code) and its digits. */
export type Phone = { country: Country; mobile: string };

/**
 * A phone number as the SMS calls and the SMS login take it: null when the dialling code is not
 * in the country list or the number is not that country's count of digits.
 */
export function parsePhone(mobile: string, countryDialingCode: string, fields: FieldConfigs = {}): Phone | null {
  const country = countryByDialingCode(countryDialingCode);
  const digits = mobile.trim();
  if (!country || checkField(digits, mobileRule(fields, country, true)) !== null) return null;
  return { country, mobile: digits };
}

// ---------------------------------------------------------------------------------------------
// Registration

export type RegistrationPayload = v.InferOutput<typeof registrationSchema>;
export type RegistrationMode = 'username' | 'mobile';
export type RegistrationSettings = {
  /** The merchant's field config. */
  fields: FieldConfigs;
  /** PUT register (username) or PUT registerMobile (mobile). */
  mode: RegistrationMode;
  /** REGMOBVERF3: the mobile number must be proven with an SMS code. */
  smsVerification: boolean;
};

/** A registration that passed its rules: trimmed, disabled fields emptied, dialling code resolved. */
export type ValidRegistration = RegistrationPayload & {
  /** The country of the mobile number (null when the form has no mobile number). */
  country: Country | null;
  /** The SMS code must be checked (SMS verification is on and the form has a mobile number). */
  smsCodeRequired: boolean;
  /** The captcha must be checked (it is enabled and was given). */
  captchaRequired: boolean;
};

/**
 * SPEC 5 Registration: username (required in username mode; optional in mobile mode, but checked
 * when given), password by the password rule, confirmPassword by the same rule and equal to it,
 * mobileNum required in mobile mode or when configured (digits of its country's length),
 * verificationCode required when SMS verification is on and the form has a mobile number (SPEC 5;
 * the DEMO merchant has it on, so mobile registration always needs the code there), the optional
 * fields per config, the captcha whenever enabled, and the terms agreed.
 */
export function validateRegistration(payload: RegistrationPayload, settings: RegistrationSettings): Verdict<ValidRegistration> {
  const value = trimmed(payload);
  const { fields, mode } = settings;
  const problems = new Problems();

  problems.check('username', value.username, ruleOf(fields, 'username', mode === 'username'));
  problems.check('password', value.password, ruleOf(fields, 'password', true));
  problems.confirm('confirmPassword', value.confirmPassword, value.password, ruleOf(fields, 'password', true));

  const mobileConfig = fields.mobileNum;
  const mobileInForm = mode === 'mobile' || mobileConfig?.enabled === true;
  let country: Country | null = null;
  if (mobileInForm) {
    country = countryByDialingCode(value.countryDialingCode);
    if (!country) return { ok: false, refusal: { kind: 'phone' } };
    value.countryDialingCode = country.code;
    problems.check('mobileNum', value.mobileNum, mobileRule(fields, country, mode === 'mobile' || mobileConfig?.required === true));
  } else {
    value.mobileNum = '';
  }

  const smsCodeRequired = settings.smsVerification && mobileInForm;
  if (smsCodeRequired) problems.check('verificationCode', value.verificationCode, ruleOf(fields, 'verificationCode', true));
  else value.verificationCode = '';

  for (const field of OPTIONAL_REGISTER_FIELDS) {
    const config = fields[field];
    if (config?.enabled) problems.check(field, value[field], ruleOf(fields, field, config.required));
    else value[field] = '';
  }

  // An enabled captcha is always asked for (the form shows it as required).
  if (fields.captcha?.enabled) problems.check('captcha', value.captcha, ruleOf(fields, 'captcha', true));
  else value.captcha = '';

  const verdict = problems.verdict({ ...value, country, smsCodeRequired, captchaRequired: value.captcha !== '' });
  if (verdict.ok && !value.agreed) return { ok: false, refusal: { kind: 'terms' } };
  return verdict;
}

/** An account an agent creates below itself (kernel/agency.ts registerDownlineRequestSchema). */
export type DownlineRegistrationPayload = { username: string; password: string; confirmPassword: string; nickname: string };

/**
 * The agency's account creation (registerCenter) asks only for the account fields of the register
 * popup: username, password and its confirmation, held to the same config and catalogue.
 */
export function validateDownlineRegistration(payload: DownlineRegistrationPayload, fields: FieldConfigs): Verdict<DownlineRegistrationPayload> {
  const value = trimmed(payload);
  const problems = new Problems();
  problems.check('username', value.username, ruleOf(fields, 'username', true));
  problems.check('password', value.password, ruleOf(fields, 'password', true));
  problems.confirm('confirmPassword', value.confirmPassword, value.password, ruleOf(fields, 'password', true));
  return problems.verdict(value);
}

// ---------------------------------------------------------------------------------------------
// Passwords

/** New passwords never equal the platform's default weak password (it forces a change). */
function checkNewPassword(problems: Problems, field: string, value: string, rule: FieldRule, old?: string) {
  if (!problems.check(field, value, rule)) return;
  if (old !== undefined && value === old) problems.invalid(field, rule, RULE_TEXT.passwordUnchanged);
  else if (value === DEFAULT_WEAK_PASSWORD) problems.invalid(field, rule, RULE_TEXT.passwordTooWeak);
}

export type ChangePasswordPayload = v.InferOutput<typeof changePasswordSchema>;

/**
 * SPEC 5 Change password: the old password is required (the client always knows it), the new one
 * by the password rule and different from the old one and from the default weak password, the
 * confirmation equal to it. Whether the old password is right is the route's check.
 */
export function validateChangePassword(payload: ChangePasswordPayload, fields: FieldConfigs): Verdict<ChangePasswordPayload> {
  const value = trimmed(payload);
  const problems = new Problems();
  const rule = ruleOf(fields, 'password', true);
  problems.require('oldPassword', value.oldPassword, rule);
  checkNewPassword(problems, 'newPassword', value.newPassword, rule, value.oldPassword === '' ? undefined : value.oldPassword);
  problems.confirm('confirmNewPassword', value.confirmNewPassword, value.newPassword, rule);
  return problems.verdict(value);
}

export type ForgotByEmailPayload = v.InferOutput<typeof forgotByEmailSchema>;

/**
 * SPEC 5 Forgot password by email: username and email (email rule), both required. The username
 * names an existing account, so like an old password it is only required, not held to today's
 * username rule: accounts made before it (every seeded demo_* name has an underscore, which
 * pattern 1 refuses) must still be able to recover their password.
 */
export function validateForgotByEmail(payload: ForgotByEmailPayload, fields: FieldConfigs): Verdict<ForgotByEmailPayload> {
  const value = trimmed(payload);
  const problems = new Problems();
  problems.require('username', value.username, ruleOf(fields, 'username', true));
  problems.check('email', value.email, ruleOf(fields, 'email', true));
  return problems.verdict(value);
}

export type ForgotByPhonePayload = v.InferOutput<typeof forgotByPhoneSchema>;
export type ValidForgotByPhone = ForgotByPhonePayload & { country: Country };

/** SPEC 5 Forgot password by phone: mobileNum (phone rule), the code, the new password (password rule). */
export function validateForgotByPhone(payload: ForgotByPhonePayload, fields: FieldConfigs): Verdict<ValidForgotByPhone> {
  const value = trimmed(payload);
  const country = countryByDialingCode(value.countryDialingCode);
  if (!country) return { ok: false, refusal: { kind: 'phone' } };
  const problems = new Problems();
  problems.check('mobileNum', value.mobileNum, mobileRule(fields, country, true));
  problems.check('verificationCode', value.verificationCode, ruleOf(fields, 'verificationCode', true));
  checkNewPassword(problems, 'newPassword', value.newPassword, ruleOf(fields, 'password', true));
  return problems.verdict({ ...value, countryDialingCode: country.code, country });
}

// ---------------------------------------------------------------------------------------------
// Feedback

export type FeedbackPayload = v.InferOutput<typeof feedbackSchema>;

/** The rule of feedback content: any characters, 20 to 200 of them once trimmed (SPEC 5, 9). */
export const FEEDBACK_CONTENT_RULE: FieldRule = {
  required: true,
  patternId: 0,
  acceptedPattern: ANY_PATTERN,
  minLength: FEEDBACK_LENGTH.min,
  maxLength: FEEDBACK_LENGTH.max,
};

/** SPEC 5 Feedback: the type (checked by the schema), content and captcha must all be there. */
export function validateFeedback(payload: FeedbackPayload, fields: FieldConfigs): Verdict<FeedbackPayload> {
  const value = trimmed(payload);
  const problems = new Problems();
  problems.check('content', value.content, FEEDBACK_CONTENT_RULE);
  problems.check('captcha', value.captcha, ruleOf(fields, 'captcha', true));
  return problems.verdict(value);
}
