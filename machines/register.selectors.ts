import type { SnapshotFrom } from 'xstate';
import type { registerMachine } from './register.machine';
import { registerFormFields, registerSmsReady, registerSmsRequest } from './register.rules';

type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

/**
 * SPEC 5 Registration: the fields the popup shows, in order, with their rules; none while the
 * served rules are read (a field typed into then would not keep what was typed).
 */
export const registerPopupFields = (snapshot: RegisterSnapshot) => (snapshot.matches('loadingRules') ? [] : registerFormFields(snapshot.context));

/** The dialling codes the mobile number may take (none offered while the served list is unknown). */
export const registerDialingCodes = (snapshot: RegisterSnapshot) => snapshot.context.rules.countries;

/** The form waits: the served rules or the URL's affiliate code are being read, or the registration is being sent. */
export const registerBusy = (snapshot: RegisterSnapshot) => snapshot.matches('loadingRules') || snapshot.matches('checkingAffiliate') || snapshot.matches('submitting');

/** What the send-code button sends, and whether the number is one to send to. */
export const registerSmsCode = (snapshot: RegisterSnapshot) => ({ request: registerSmsRequest(snapshot.context), ready: registerSmsReady(snapshot.context) });
