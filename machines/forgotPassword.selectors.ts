import type { SnapshotFrom } from 'xstate';
import { formValue, mobileReady } from './accountForm.rules';
import { forgotFormFields, type forgotPasswordMachine } from './forgotPassword.machine';

type ForgotSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

/**
 * SPEC 5 Forgot password: the fields of the method shown, in order, with their rules; none while
 * the served rules are read (a field typed into then would not keep what was typed).
 */
export const forgotPopupFields = (snapshot: ForgotSnapshot) => (snapshot.matches('loadingRules') ? [] : forgotFormFields(snapshot.context));

/** The dialling codes the mobile number may take (none offered while the served list is unknown). */
export const forgotDialingCodes = (snapshot: ForgotSnapshot) => snapshot.context.rules.countries;

/** What the send-code button sends (the number and its chosen dialling code), and whether the number is one to send to. */
export function forgotSmsCode(snapshot: ForgotSnapshot) {
  const { values, countryDialingCode } = snapshot.context;
  const rule = forgotFormFields(snapshot.context).find((field) => field.name === 'mobileNum')?.rule;
  return { request: { mobileNum: formValue('mobileNum', values.mobileNum), countryDialingCode }, ready: mobileReady(values.mobileNum, rule) };
}
