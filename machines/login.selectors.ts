import type { SnapshotFrom } from 'xstate';
import { mobileReady } from './accountForm.rules';
import { type loginMachine, loginMobileFieldRule } from './login.machine';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** The dialling codes the SMS login's mobile number may take (none offered while the served list is unknown). */
export const loginDialingCodes = (snapshot: LoginSnapshot) => snapshot.context.rules.countries;

/** The SMS tab waits for the served country codes (its fields take nothing typed meanwhile). */
export const loginRulesLoading = (snapshot: LoginSnapshot) => snapshot.matches('loadingRules');

/** The SMS login's number is one a code may be sent to: the chosen country's digits. */
export const loginSmsCodeReady = (snapshot: LoginSnapshot) => mobileReady(snapshot.context.mobileNum, loginMobileFieldRule(snapshot.context));
