/**
 * The validation catalogue of SPEC 5 (its first reading): 24 pattern ids, each a rule on the
 * characters of a value, checked together with the length bounds the server configures per field.
 * The forms and the reference backend both validate with `checkField`, so they accept and refuse
 * exactly the same input. Messages are ids with parameters; each side words them in its language.
 */

import { PATTERN_IDS, type PatternId } from './patternIds';

export { PATTERN_IDS, type PatternId };

/** SPEC 3: a lone asterisk as accepted pattern means any characters. */
export const ANY_PATTERN = '*';

/** ASCII punctuation and symbols: ! to /, : to @, [ to `, { to ~ (as \x escapes, valid in unicode mode). */
const ASCII_SYMBOL = String.raw`\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E`;

/** Calendar check for the two date patterns (11 and 13): the digits must name a real day. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

type Rule = { source: string; test: (value: string) => boolean };
const regexRule = (source: string, flags = 'u'): Rule => {
  const regex = new RegExp(source, flags);
  return { source, test: (value) => regex.test(value) };
};

/** The character rule of each pattern id (length is checked apart, from the field's config). */
export const PATTERN_RULES: Record<PatternId, Rule> = {
  0: regexRule(String.raw`^[\s\S]*$`),
  1: regexRule('^[A-Za-z][A-Za-z0-9]*$'),
  2: regexRule(String.raw`^[A-Za-z0-9\p{Script=Han}]+$`),
  // Dot-atom local part (no leading, trailing or doubled dot); domain labels neither start nor end with '-'.
  3: regexRule(
    String.raw`^[A-Za-z0-9_%+\-]+(?:\.[A-Za-z0-9_%+\-]+)*@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$`,
  ),
  4: regexRule('^[A-Za-z0-9]+$'),
  5: regexRule('^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$'),
  6: regexRule('^[0-9]+$'),
  7: regexRule('^(?=.*[A-Z])[A-Za-z0-9]+$'),
  // 'At least one letter' as 'spaces, then a letter, then anything allowed': linear, where
  // [A-Za-z ]*[A-Za-z][A-Za-z ]* backtracks quadratically on a long refused value.
  8: regexRule('^ *[A-Za-z][A-Za-z ]*$'),
  9: regexRule(String.raw`^\S+$`),
  10: regexRule(String.raw`^[\p{Script=Han}\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\u00B7\u2014\u2026\u2018\u2019\u201C\u201D]+$`),
  11: {
    source: String.raw`^\d{4}-\d{2}-\d{2}$`,
    test: (value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
    },
  },
  12: regexRule('^[A-Za-z]+( [A-Za-z]+)?$'),
  13: {
    source: String.raw`^\d{2}-\d{2}-\d{4}$`,
    test: (value) => {
      const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
      return match !== null && isCalendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
    },
  },
  14: regexRule('^[A-Za-z0-9]+$'),
  15: regexRule(String.raw`^\p{Script=Hangul}+$`),
  16: regexRule(String.raw`^\p{Script=Thai}+$`),
  17: regexRule(String.raw`^ *[\p{Script=Thai}A-Za-z][\p{Script=Thai}A-Za-z ]*$`),
  18: regexRule('^(?=.*[A-Z])[A-Z ]+$'),
  19: regexRule(`^[A-Za-z0-9${ASCII_SYMBOL}]+$`),
  20: regexRule(`^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[${ASCII_SYMBOL}])[A-Za-z0-9${ASCII_SYMBOL}]+$`),
  // Names in any script (Devanagari vowel signs are marks, so \p{M} belongs with the letters).
  21: regexRule(String.raw`^[\p{L}\p{M}]+(?:[.'\-][\p{L}\p{M}]+)*(?: [\p{L}\p{M}]+(?:[.'\-][\p{L}\p{M}]+)*)+$`),
  // Full-width only: the half-width Katakana block (U+FF65-FF9F) is Script=Katakana too, so it is excluded.
  22: regexRule(String.raw`^(?:(?![\uFF65-\uFF9F])[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC\u3005])+$`),
  23: regexRule('^[A-Z]+$'),
};

export const isPatternId = (id: number): id is PatternId => (PATTERN_IDS as readonly number[]).includes(id);

/** What a field accepts: a catalogue pattern (or anything) and a length range. */
export type FieldRule = {
  required: boolean;
  patternId: number;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
};

/** Why a value is refused; `min` and `max` fill the pattern's message. */
export type FieldIssue = { kind: 'required' } | { kind: 'invalid'; patternId: PatternId | null; min: number; max: number };

/** Lengths count characters as people see code points, so Devanagari or emoji count as typed. */
export const lengthOf = (value: string) => [...value].length;

/**
 * Checks one value against its field rule. The value is checked as given: callers trim the
 * fields SPEC says are trimmed before they check them.
 */
export function checkField(value: string, rule: FieldRule): FieldIssue | null {
  if (value === '') return rule.required ? { kind: 'required' } : null;
  const anything = rule.acceptedPattern === ANY_PATTERN || !isPatternId(rule.patternId);
  const patternId = anything ? null : (rule.patternId as PatternId);
  const length = lengthOf(value);
  const fitsLength = length >= rule.minLength && length <= rule.maxLength;
  // The pattern is only tried on a value of a fitting length, so a huge value costs no regex time.
  const fitsPattern = fitsLength && (patternId === null || PATTERN_RULES[patternId].test(value));
  return fitsLength && fitsPattern ? null : { kind: 'invalid', patternId, min: rule.minLength, max: rule.maxLength };
}

/** SPEC 5: a single number is shown when min equals max. */
export const lengthRange = (min: number, max: number) => (min === max ? `${min}` : `${min}-${max}`);

/**
 * English wording of each pattern's message ({range} is the length range); the backend answers
 * with it, and the client's catalogues translate the same ids.
 */
export const PATTERN_MESSAGE_EN: Record<PatternId, string> = {
  0: '{range} characters',
  1: '{range} characters, starting with a letter, letters and digits only',
  2: '{range} characters: letters, Chinese characters or digits',
  3: 'Enter a valid email address ({range} characters)',
  4: '{range} characters: letters or digits',
  5: '{range} characters combining letters and digits',
  6: '{range} digits',
  7: '{range} letters or digits with at least one uppercase letter, no special characters',
  8: '{range} characters: English letters and spaces',
  9: '{range} characters without spaces',
  10: '{range} characters: Chinese characters and punctuation',
  11: 'Date as yyyy-MM-dd',
  12: '{range} characters: letters with at most one space',
  13: 'Date as MM-dd-yyyy',
  14: '{range} characters: letters and digits only',
  15: '{range} characters: Korean only',
  16: '{range} characters: Thai only',
  17: '{range} characters: Thai or English letters and spaces',
  18: '{range} characters: uppercase letters and spaces, with at least one English letter',
  19: '{range} characters: letters, digits and symbols',
  20: '{range} characters with an uppercase letter, a lowercase letter, a digit and a symbol',
  21: 'Full name: first and last name separated by a space ({range} characters)',
  22: '{range} characters: full-width Hiragana, Katakana or Kanji',
  23: '{range} characters: uppercase English letters only, no spaces',
};

/** SPEC 5 'Other messages' (and the feedback and login ones), by id. */
export const VALIDATION_MESSAGES = {
  passwordLength: 'Password must be {range} characters',
  verificationCode: 'Please enter a valid verification code',
  mobileNumber: 'Please enter a valid mobile number',
  confirmationMismatch: 'Incorrect confirmation input',
  realName: 'Real name format incorrect',
  phoneFormat: 'Phone number format incorrect',
  invitationCode: 'Invalid invitation code',
  captchaRequired: 'Captcha required',
  required: 'Input cannot be empty',
  confirmPassword: 'Confirm password incorrect',
  emailFormat: 'Email format incorrect',
  accountOrPasswordFormat: 'Account or password format incorrect',
  usernameAndPassword: 'Please enter username and password',
  termsRequired: 'Please agree to the terms and privacy policy and confirm you are 18 or older',
  feedbackContent: 'Please enter content',
} as const;
export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

/** Fills a message template: {range} from min and max, other {names} from values. */
export function fillMessage(template: string, values: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The English text of an issue, for the backend's `message` and for logs. */
export function issueMessageEn(issue: FieldIssue): string {
  if (issue.kind === 'required') return VALIDATION_MESSAGES.required;
  const template = issue.patternId === null ? PATTERN_MESSAGE_EN[0] : PATTERN_MESSAGE_EN[issue.patternId];
  return fillMessage(template, { range: lengthRange(issue.min, issue.max) });
}

/** The accepted-pattern string the server publishes for a pattern id (the catalogue's own source). */
export const acceptedPatternOf = (patternId: PatternId) => (patternId === 0 ? ANY_PATTERN : PATTERN_RULES[patternId].source);
