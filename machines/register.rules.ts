import type { FieldConfig } from '../kernel/system';
import { formValue, mobileReady, type RegisterMode, registerFields, type ShownField } from './accountForm.rules';
import { type FormRules, withServedRules } from './formRules.rules';

/** What of the register machine's context decides its form (RegisterContext has all of it). */
export type RegisterForm = {
  fields: Record<string, FieldConfig>;
  flags: { REGMOBVERF3: boolean };
  mode: RegisterMode;
  affiliateFieldShown: boolean;
  rules: FormRules;
  countryDialingCode: string;
  values: Record<string, string>;
};

/**
 * SPEC 5 Registration: the fields the register form shows, in order, each with its rule: the
 * merchant's config (registerFields) under what the server serves (the chosen country's number
 * length, the served patterns).
 */
export const registerFormFields = (form: RegisterForm): ShownField[] =>
  withServedRules(
    registerFields({ fields: form.fields, mode: form.mode, smsVerification: form.flags.REGMOBVERF3, affiliateFieldShown: form.affiliateFieldShown }),
    form.rules,
    form.countryDialingCode,
  );

/** SPEC 3: the registration SMS code request (mobileNo and the chosen dialling code). */
export const registerSmsRequest = (form: RegisterForm) => ({ mobileNo: formValue('mobileNum', form.values.mobileNum), countryDialingCode: form.countryDialingCode });

/** A code is sent only to a number its field accepts (else the send button shows the form's problems). */
export const registerSmsReady = (form: RegisterForm) => mobileReady(form.values.mobileNum, registerFormFields(form).find((field) => field.name === 'mobileNum')?.rule);
