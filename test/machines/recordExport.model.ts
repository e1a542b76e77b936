import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type RecordExportContext, recordExportMachine } from '@machines/member/recordExport.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

/** Two queries a report may export: the team's last 7 days, and one user's level-1 bets today. */
const WEEK = { from: '2025-01-10', to: '2025-01-16' };
const ONE_USER = { from: '2025-01-16', to: '2025-01-16', userName: 'team_rohan', level: 1 };

/** A finished export: the file, how many records it holds, and how many the query has. */
type RecordExportFile = { fileName: string; content: string; rowCount: number; totalCount: number };
const file = (rowCount: number, totalCount: number): RecordExportFile => ({
  fileName: 'team-betting_2025-01-10_2025-01-16.csv',
  content: '\uFEFFTime\r\n',
  rowCount,
  totalCount,
});
/** A whole file, one exactly at the 5 000-record cap, and one capped at 5 000 records of 5 001 (the cap itself is the export rule's: test/unit). */
const WHOLE = file(3, 3);
const AT_CAP = file(5_000, 5_000);
const CAPPED = file(5_000, 5_001);
const FAILURE = apiFailure('network');

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as RecordExportContext;
const outputOf = (event: EventObject) => (event as unknown as { output: RecordExportFile }).output;
const queryOf = (event: EventObject) => (event as unknown as { query: unknown }).query;

/**
 * What every step must do: an export reads the query asked for and only that; a file is handed to
 * the browser once, when it is ready, and never otherwise.
 */
function everySnapshot({ snapshot, previous, event, effects, invoked }: Observation) {
  const seen: Record<string, unknown> = {
    downloads: effects.filter((effect) => effect.name === 'download').map((effect) => effect.params),
    calls: invoked.map((call) => [call.src, call.input]),
  };
  const started = event.type === 'EXPORT' && !previous?.matches('exporting');
  const finished = event.type.startsWith('xstate.done.actor.');
  const rule: Record<string, unknown> = {
    downloads: finished ? [outputOf(event)] : [],
    calls: started ? [['exportRecords', { query: queryOf(event) }]] : [],
  };
  if (!previous) [seen.opening, rule.opening] = [snapshot.context, { query: null, rowCount: 0, totalCount: 0, error: null }];
  expect(seen, 'oracle of *').toEqual(rule);
}

export const recordExportModel: MachineModel = {
  machine: recordExportMachine,
  fixtures: {
    outputs: { exportRecords: [WHOLE, AT_CAP, CAPPED] },
    errors: { exportRecords: [FAILURE] },
    events: {
      EXPORT: [
        { type: 'EXPORT', query: WEEK },
        { type: 'EXPORT', query: ONE_USER },
      ],
    },
  },
  // The counts say whether the last file was capped; the error whether a failure is still said.
  stateKey: (snapshot) => [snapshot.value, JSON.stringify(ctx(snapshot).query), ctx(snapshot).rowCount, ctx(snapshot).totalCount, ctx(snapshot).error !== null],
  oracles: {
    '*': everySnapshot,
    idle: ({ previous }) => {
      // Nothing exported yet: the page opens here and never comes back.
      expect(previous, 'idle is only the start').toBeNull();
    },
    exporting: ({ snapshot, previous, event }) => {
      // Busy with the query asked for; a second click while busy changes nothing.
      if (previous?.matches('exporting')) expect(snapshot.context, 'one export at a time').toEqual(ctx(previous));
      else expect([event.type, ctx(snapshot).query]).toEqual(['EXPORT', queryOf(event)]);
    },
    done: ({ snapshot, previous, event }) => {
      // The file is saved; how many records it holds of how many is kept to say a capped file; an old failure is gone.
      const file = outputOf(event);
      expect([previous?.matches('exporting'), ctx(snapshot)]).toEqual([
        true,
        { query: ctx(previous).query, rowCount: file.rowCount, totalCount: file.totalCount, error: null },
      ]);
    },
    failed: ({ snapshot, previous, event }) => {
      // The failure is said; what the last good export counted is kept (nothing is lost).
      expect([previous?.matches('exporting'), event.type.startsWith('xstate.error.actor.'), ctx(snapshot)]).toEqual([true, true, { ...ctx(previous), error: FAILURE }]);
    },
  },
};
