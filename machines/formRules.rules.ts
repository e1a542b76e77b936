import type { CountryCode } from '../kernel/account';
import { ANY_PATTERN, type FieldRule } from '../kernel/validation';
import type { ServedValidator } from '../kernel/validatorsResponse';
import type { ShownField } from './accountForm.rules';

/**
 * What the server serves the account forms besides the register settings (SPEC 7 'registration
 * validators, country codes'): the dialling codes a phone number may have, each with its count of
 * digits, and the accepted pattern of each catalogue id.
 */
export type FormRules = { countries: readonly CountryCode[]; validators: readonly ServedValidator[] };

/** Neither list could be read: no dialling code is offered (the server assumes its home market) and the catalogue's patterns hold. */
export const NO_FORM_RULES: FormRules = { countries: [], validators: [] };

/** The dialling code a form starts with: the first the server lists (its home market), or '' when none is listed (the server reads '' as its home market). */
export const defaultDialingCode = (rules: FormRules) => rules.countries[0]?.code ?? '';

/** The served country of a dialling code, or null. */
export const countryOf = (rules: FormRules, code: string) => rules.countries.find((country) => country.code === code) ?? null;

/**
 * A form's fields under what the server serves. SPEC 5: the bounds come from server config, so a
 * field takes the length bounds its pattern's served validator gives it by name, and a mobile
 * number has exactly the digits of its country (as the backend counts them); SPEC 3: a
 * lone '*' matches anything, so a served validator of '*' frees its pattern id, while a field
 * the config already frees stays free. Any other served pattern names the catalogue rule of its
 * id, which the forms keep checking with their own code (dates need a calendar, not a regex).
 */
export function withServedRules(fields: readonly ShownField[], rules: FormRules, dialingCode: string): ShownField[] {
  const country = countryOf(rules, dialingCode);
  return fields.map(({ name, rule }) => {
    const served = rules.validators.find((validator) => validator.patternId === rule.patternId);
    let next: FieldRule = served && rule.acceptedPattern !== ANY_PATTERN ? { ...rule, acceptedPattern: served.acceptedPattern } : rule;
    const bounds = served?.bounds?.[name];
    if (bounds) next = { ...next, minLength: bounds.minLength, maxLength: bounds.maxLength };
    if (name === 'mobileNum' && country) next = { ...next, minLength: country.mobileLength, maxLength: country.mobileLength };
    return { name, rule: next };
  });
}

/** A field whose value is a date as yyyy-MM-dd (pattern 11): the value a browser's date picker gives, so the form offers one. */
export const takesIsoDate = (rule: FieldRule) => rule.patternId === 11 && rule.acceptedPattern !== ANY_PATTERN;
