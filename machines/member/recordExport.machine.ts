import { assign, fromPromise, setup } from 'xstate';
import type { RecordExportFile } from './recordExport.rules';
import type { RecordQuery } from './recordFilters.rules';

export type RecordExportEvent =
  /** Export the query shown (its filters, every page). */
  { type: 'EXPORT'; query: RecordQuery };

export type RecordExportContext = {
  /** The query of the export running or last run. */
  query: RecordQuery | null;
  /** The last file's records and the query's, to say when a file holds only a part. */
  rowCount: number;
  totalCount: number;
  /** Why the last export failed (null after a success), so the page can say it. */
  error: unknown;
};

/**
 * Exporting a record page to CSV (agency reports): one export at a time; the file is read and
 * built by exportRecords (provided by the page: every page of the query, machines/member/
 * recordExport.rules.ts) and handed to download (provided: the browser's save). A failure is said
 * and loses nothing: the filters and the list are other actors, and exporting again is allowed.
 */
export const recordExportMachine = setup({
  types: { context: {} as RecordExportContext, events: {} as RecordExportEvent },
  actors: {
    exportRecords: fromPromise<RecordExportFile, { query: RecordQuery }>(async () => {
      throw new Error('recordExport: exportRecords not provided');
    }),
  },
  actions: {
    setQuery: assign({ query: ({ event }) => event.query }),
    storeCounts: assign(({ event }) => {
      const file = (event as unknown as { output: RecordExportFile }).output;
      return { rowCount: file.rowCount, totalCount: file.totalCount, error: null };
    }),
    noteError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    /** Hands the file to the browser (provided by the page). */
    download: (_, _file: RecordExportFile) => {},
  },
}).createMachine({
  id: 'recordExport',
  meta: { spec: '2 Agent center: the reports export to CSV' },
  context: { query: null, rowCount: 0, totalCount: 0, error: null },
  initial: 'idle',
  states: {
    idle: { meta: { spec: '2 Agent center: export to CSV' }, on: { EXPORT: { target: 'exporting', actions: 'setQuery' } } },
    exporting: {
      meta: { spec: '2 Agent center: export to CSV (busy while every page is read)' },
      invoke: {
        src: 'exportRecords',
        input: ({ context }) => ({ query: context.query as RecordQuery }),
        onDone: { target: 'done', actions: ['storeCounts', { type: 'download', params: ({ event }) => event.output }] },
        onError: { target: 'failed', actions: 'noteError' },
      },
      // One export at a time: the button is busy.
      on: { EXPORT: {} },
    },
    done: { meta: { spec: '2 Agent center: export to CSV (the file saved)' }, on: { EXPORT: { target: 'exporting', actions: 'setQuery' } } },
    failed: { meta: { spec: '8 Handling' }, on: { EXPORT: { target: 'exporting', actions: 'setQuery' } } },
  },
});
