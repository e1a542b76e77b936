import type { SnapshotFrom } from 'xstate';
import type { bindContactMachine } from './bindContact.machine';
import { bindTargetIssue } from './bindContact.rules';

type BindContactSnapshot = SnapshotFrom<typeof bindContactMachine>;

/** A code may be sent: the number or address typed is valid by the catalogue's rule (a number: of the chosen country's digits). */
export const canSendBindCode = (snapshot: BindContactSnapshot) => bindTargetIssue(snapshot.context.kind, snapshot.context.values.target, snapshot.context) === null;

/** The number or address a code is sent to, as it is sent. */
export const bindCodeTarget = (snapshot: BindContactSnapshot) => snapshot.context.values.target.trim();

/** The dialling code of the number a code is sent to ('' for the server's home market). */
export const bindCodeDialingCode = (snapshot: BindContactSnapshot) => snapshot.context.countryDialingCode;

/** The form shows from OPEN to the end of the bind (its fields wait while the served country codes are read). */
export const bindFormOpen = (snapshot: BindContactSnapshot) => snapshot.matches('loadingRules') || snapshot.matches('editing') || snapshot.matches('submitting');

/** The served country codes are being read before the mobile form opens. */
export const bindRulesLoading = (snapshot: BindContactSnapshot) => snapshot.matches('loadingRules');

/** The dialling codes the mobile number may take (none offered while the served list is unknown: the server's home market). */
export const bindDialingCodes = (snapshot: BindContactSnapshot) => (snapshot.context.kind === 'mobile' ? snapshot.context.rules.countries : []);
