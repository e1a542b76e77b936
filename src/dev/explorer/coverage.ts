import type { MachineGraph } from './machineGraph';

/**
 * The last model-test run's coverage of a machine (`npm run test:machines` writes
 * coverage/machines/<id>.json), read by the explorer through the dev server, which serves the
 * project's files as they are on disk: a run made while the app is open shows on the next read.
 */

export type CoverageReport = {
  id: string;
  states: Array<{ id: string; covered: boolean }>;
  transitions: Array<{ key: string; covered: boolean }>;
};

/** What the drawing marks: per state path and per drawn transition, whether the last run took it. */
export type CoverageMarks = {
  states: Map<string, boolean>;
  /** `all`: every event of the drawn line was taken; `some`: a part of them; `none`: not one. */
  transitions: Map<string, 'all' | 'some' | 'none'>;
  figures: { states: [number, number]; transitions: [number, number] };
};

export type CoverageReading = { kind: 'report'; report: CoverageReport } | { kind: 'absent'; reason: string };

const isReport = (value: unknown): value is CoverageReport =>
  typeof value === 'object' && value !== null && Array.isArray((value as CoverageReport).states) && Array.isArray((value as CoverageReport).transitions);

export async function readCoverage(machineId: string, fetchFile: typeof fetch = fetch): Promise<CoverageReading> {
  const absent = { kind: 'absent', reason: `no coverage run yet for ${machineId} (npm run test:machines writes coverage/machines/${machineId}.json)` } as const;
  try {
    const response = await fetchFile(`/coverage/machines/${encodeURIComponent(machineId)}.json`, { cache: 'no-store' });
    if (!response.ok) return absent;
    // An unknown address may answer with the app's page: only a coverage report counts.
    const body: unknown = await response.json().catch(() => null);
    return isReport(body) ? { kind: 'report', report: body } : absent;
  } catch {
    return absent;
  }
}

export function coverageMarks(graph: MachineGraph, report: CoverageReport): CoverageMarks {
  const coveredStates = new Set(report.states.filter((state) => state.covered).map((state) => state.id));
  const coveredTransitions = new Set(report.transitions.filter((transition) => transition.covered).map((transition) => transition.key));
  const states = new Map(graph.states.filter((state) => state.kind !== 'anyState').map((state) => [state.path, coveredStates.has(state.id)]));
  const transitions = new Map(
    graph.transitions.map((transition) => {
      const taken = transition.events.filter((event) => coveredTransitions.has(event.key)).length;
      return [transition.id, taken === transition.events.length ? 'all' : taken > 0 ? 'some' : 'none'] as const;
    }),
  );
  const count = (values: boolean[]) => [values.filter(Boolean).length, values.length] as [number, number];
  return {
    states,
    transitions,
    figures: {
      states: count(report.states.map((state) => state.covered)),
      transitions: count(report.transitions.map((transition) => transition.covered)),
    },
  };
}
