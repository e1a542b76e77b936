import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { type CoverageMarks, type CoverageReading, coverageMarks, readCoverage } from './coverage';
import { type MachineGraph, machineGraph } from './machineGraph';
import { layoutMachine, type MachineLayout } from './machineLayout';

export type MachineDrawingData = {
  graph: MachineGraph;
  /** null while ELK lays it out. */
  layout: MachineLayout | null;
  /** null while the coverage report is read. */
  coverage: CoverageReading | null;
  marks: CoverageMarks | null;
};

/** A machine's graph, its ELK layout and the last test run's coverage of it, for MachineDrawing. */
export function useMachineDrawing(machine: AnyStateMachine, readReport: typeof readCoverage = readCoverage): MachineDrawingData {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const [layout, setLayout] = useState<MachineLayout | null>(null);
  const [coverage, setCoverage] = useState<CoverageReading | null>(null);

  useEffect(() => {
    let current = true;
    setLayout(null);
    void layoutMachine(graph).then((laid) => current && setLayout(laid));
    return () => {
      current = false;
    };
  }, [graph]);

  useEffect(() => {
    let current = true;
    setCoverage(null);
    void readReport(graph.machineId).then((reading) => current && setCoverage(reading));
    return () => {
      current = false;
    };
  }, [graph.machineId, readReport]);

  const marks = useMemo(() => (coverage?.kind === 'report' ? coverageMarks(graph, coverage.report) : null), [graph, coverage]);
  return { graph, layout, coverage, marks };
}
