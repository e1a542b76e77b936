import type { SnapshotFrom } from 'xstate';
import type { recordFiltersMachine } from './recordFilters.machine';
import { recordQuery, todayOf, vendorOptions } from './recordFilters.rules';

type Snapshot = SnapshotFrom<typeof recordFiltersMachine>;

/** The query the list shows (without its page). */
export const currentQuery = (snapshot: Snapshot) => recordQuery(snapshot.context);

/** The vendors the vendor filter offers under the chosen category. */
export const offeredVendors = (snapshot: Snapshot) => vendorOptions(snapshot.context.vendors, snapshot.context.category);

export const isEditingCustom = (snapshot: Snapshot) => snapshot.matches('editingCustom');

/** Today in India time, the latest date the from/to fields offer. */
export const today = (snapshot: Snapshot) => todayOf(snapshot.context.clock());
