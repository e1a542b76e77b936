import { activeNodes, allStateNodes, statePath } from '../model/graph';
import type { MachineModel, Observation } from '../model/types';
import { replayWalk, type Walk } from './walk';
import { matchesRequirement, specOf } from './walkGraph';

/**
 * GraphWalker's per-requirement report: each requirement (a SPEC tag in state meta) is `passed` when
 * the oracles of its states ran on the machine and held, `failed` when one of them failed (or the
 * machine left the model in one of its states), `not covered` when the walk's execution never judged
 * it. It is read from the execution (the walk replayed on the machine), not from the plan: a
 * requirement the walk covers after the first failure is not covered, as GraphWalker stops there too.
 */
export type RequirementStatus = 'passed' | 'failed' | 'not covered';
export type RequirementVerdict = { requirement: string; status: RequirementStatus; error?: string };
export type RequirementsReport = { verdicts: RequirementVerdict[]; failure: Error | null; runs: number; steps: number };

export async function judgeRequirements(model: MachineModel, walk: Walk): Promise<RequirementsReport> {
  const machine = model.machine;
  const requirements = [
    ...new Set(
      allStateNodes(machine)
        .filter((node) => node.path.length > 0)
        .map(specOf)
        .filter((spec): spec is string => spec !== null && matchesRequirement(spec, walk.requirement)),
    ),
  ];
  const specOfPath = new Map(allStateNodes(machine).map((node) => [statePath(node), specOf(node)]));
  const passed = new Set<string>();
  const failed = new Map<string, string>();
  let last: Observation | null = null;
  // Each oracle is watched: one that returns has held for its state's requirement; one that throws has failed it.
  const specsOf = (path: string, observation: Observation) =>
    path === '*' ? activeNodes(observation.snapshot).map((node) => specOf(node)) : [specOfPath.get(path) ?? null];
  const oracles = Object.fromEntries(
    Object.entries(model.oracles).map(([path, oracle]) => [
      path,
      (observation: Observation) => {
        last = observation;
        try {
          oracle(observation);
        } catch (error) {
          for (const spec of specsOf(path, observation)) if (spec) failed.set(spec, (error as Error).message.split('\n')[0]!);
          throw error;
        }
        if (path !== '*') for (const spec of specsOf(path, observation)) if (spec) passed.add(spec);
      },
    ]),
  );
  let failure: Error | null = null;
  let result = { runs: 0, steps: 0 };
  try {
    result = await replayWalk({ ...model, oracles }, walk);
  } catch (error) {
    failure = error as Error;
    // Not an oracle's failure (the machine went elsewhere than the model, a delay off SPEC): the
    // requirements of the states it was in when it left the model failed.
    if (failed.size === 0 && last)
      for (const node of activeNodes((last as Observation).snapshot)) {
        const spec = specOf(node);
        if (spec) failed.set(spec, failure.message.split('\n')[0]!);
      }
  }
  const verdicts = requirements.map((requirement): RequirementVerdict => {
    const error = failed.get(requirement);
    if (error !== undefined) return { requirement, status: 'failed', error };
    return { requirement, status: passed.has(requirement) ? 'passed' : 'not covered' };
  });
  return { verdicts, failure, ...result };
}

export function formatRequirementsReport(report: RequirementsReport): string {
  const count = (status: RequirementStatus) => report.verdicts.filter((verdict) => verdict.status === status).length;
  return [
    `Requirements: ${count('passed')} passed, ${count('failed')} failed, ${count('not covered')} not covered`,
    ...report.verdicts.map((verdict) => `  ${verdict.status.toUpperCase().padEnd(12)} ${verdict.requirement}${verdict.error ? ` (${verdict.error})` : ''}`),
  ].join('\n');
}
