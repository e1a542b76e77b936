import type { SnapshotFrom } from 'xstate';
import type { RegisterDownlineResult } from '@kernel/agency';
import type { FormIssue, ShownField } from '../accountForm.rules';
import type { registerDownlineMachine } from './registerDownline.machine';
import { type DownlineFormField, downlineFields } from './registerDownline.rules';

type Snapshot = SnapshotFrom<typeof registerDownlineMachine>;

/** The problem shown under a field (the client's check or the backend's field error), or null. */
export const fieldIssue = (snapshot: Snapshot, field: DownlineFormField): FormIssue | null => snapshot.context.issues[field] ?? null;

/** The form is being sent: inputs and the button are locked. */
export const isSubmitting = (snapshot: Snapshot) => snapshot.matches('submitting');

/** The account just created (shown until AGAIN), or null. */
export const created = (snapshot: Snapshot): RegisterDownlineResult | null => (snapshot.matches('done') ? snapshot.context.created : null);

/** The backend's refusal or a network failure of the last submission (shown above the button, with RETRY), or null. */
export const submitFailure = (snapshot: Snapshot): unknown => (snapshot.matches('editing') ? snapshot.context.failure : null);

/** The fields with their rules, for length hints and input limits. */
export const formFields = (snapshot: Snapshot): ShownField[] => downlineFields(snapshot.context.fields);

/** Whether the agent chooses between a member and a sub-agent (its type allows both). */
export const choosesKind = (snapshot: Snapshot) => snapshot.context.kinds.length > 1;
