import type { DownlineAccountKind, RegisterDownlineRequest } from '@kernel/agency';
import type { RegisterSettings } from '@kernel/system';
import { ANY_PATTERN, type FieldRule } from '@kernel/validation';
import { checkForm, type FormIssues, registerFields, type ShownField } from '../accountForm.rules';

/**
 * Creating a downline account (registerCenter, SPEC 6 Agent): the register popup's user name,
 * password and confirmation, with the same rules from the merchant's registration field config
 * (SPEC 5 Registration), and an optional nickname. The agent types the name, so it is always the
 * user-name mode; no SMS code, terms or captcha: the agent is signed in and answers for the account.
 */

export const DOWNLINE_FORM_FIELDS = ['username', 'password', 'confirmPassword', 'nickname'] as const;
export type DownlineFormField = (typeof DOWNLINE_FORM_FIELDS)[number];
export type DownlineFormValues = Record<DownlineFormField, string>;
export type RegistrationFields = RegisterSettings['fields'];

export const EMPTY_DOWNLINE_FORM: DownlineFormValues = { username: '', password: '', confirmPassword: '', nickname: '' };

/** No config names the nickname: anything up to the request's 64 characters, and it may be left empty. */
export const NICKNAME_RULE: FieldRule = { required: false, patternId: 0, acceptedPattern: ANY_PATTERN, minLength: 1, maxLength: 64 };

const REGISTER_POPUP_FIELDS: readonly string[] = ['username', 'password', 'confirmPassword'];

/** The fields of the form with their rules: the register popup's for the first three, in its order. */
export function downlineFields(fields: RegistrationFields): ShownField[] {
  // Stryker disable next-line BooleanLiteral: equivalent, the SMS code and affiliate fields these switch are filtered out below
  const popup = registerFields({ fields, mode: 'username', smsVerification: false, affiliateFieldShown: false }).filter((field) =>
    REGISTER_POPUP_FIELDS.includes(field.name),
  );
  return [...popup, { name: 'nickname', rule: NICKNAME_RULE }];
}

/** Every field's problem (a confirmation must equal the password), none when the form may be sent. */
export const checkDownlineForm = (values: DownlineFormValues, fields: RegistrationFields): FormIssues => checkForm(values, downlineFields(fields));

/** What is sent: the names trimmed, the passwords as typed (SPEC 5: inputs are trimmed, as in the register popup). */
export const downlineRequest = (kind: DownlineAccountKind, values: DownlineFormValues): RegisterDownlineRequest => ({
  kind,
  username: values.username.trim(),
  password: values.password,
  confirmPassword: values.confirmPassword,
  nickname: values.nickname.trim(),
});
