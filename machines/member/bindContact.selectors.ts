import type { SnapshotFrom } from 'xstate';
import type { bindContactMachine } from './bindContact.machine';
import { bindTargetIssue } from './bindContact.rules';

type BindContactSnapshot = SnapshotFrom<typeof bindContactMachine>;

/** A code may be sent: the number or address typed is valid by the catalogue's rule. */
export const canSendBindCode = (snapshot: BindContactSnapshot) => bindTargetIssue(snapshot.context.kind, snapshot.context.values.target) === null;

/** The number or address a code is sent to, as it is sent. */
export const bindCodeTarget = (snapshot: BindContactSnapshot) => snapshot.context.values.target.trim();

export const bindFormOpen = (snapshot: BindContactSnapshot) => snapshot.matches('editing') || snapshot.matches('submitting');
