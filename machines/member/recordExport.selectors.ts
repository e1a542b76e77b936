import type { SnapshotFrom } from 'xstate';
import type { recordExportMachine } from './recordExport.machine';
import { isCapped } from './recordExport.rules';

type Snapshot = SnapshotFrom<typeof recordExportMachine>;

export const isExporting = (snapshot: Snapshot) => snapshot.matches('exporting');

/** After a capped export: how many records the file holds of how many (null otherwise). */
export const cappedExport = (snapshot: Snapshot) =>
  snapshot.matches('done') && isCapped(snapshot.context) ? { rowCount: snapshot.context.rowCount, totalCount: snapshot.context.totalCount } : null;

/** Why the last export failed, while that is still the news (null otherwise). */
export const exportFailure = (snapshot: Snapshot) => (snapshot.matches('failed') ? { error: snapshot.context.error } : null);
