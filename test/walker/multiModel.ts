import type { AnyMachineSnapshot } from 'xstate';
import { activeNodes, statePath } from '../model/graph';
import type { MachineModel } from '../model/types';
import { seededRandom } from './rng';
import { type Coverage, formatCondition, isSatisfied, type Progress, parseStopCondition, type Universe } from './stopCondition';
import {
  buildGraphFor,
  type CoverageFigure,
  figure,
  replayWalk,
  SIMULATED_STEP_SECONDS,
  startWalk,
  type Walk,
  type WalkEntry,
  type Walking,
  type WalkOptions,
} from './walk';
import { metaOf } from './walkerMeta';
import { exactPathTo, type WalkGraph } from './walkGraph';

/**
 * Several models in one walk, with GraphWalker's SHARED states: a model's `meta.shared` names some of
 * its states (`{ succeeded: 'SignedInMember' }` in login, `{ 'signedIn.member': 'SignedInMember' }` in
 * session); standing in such a state, the walk may jump to another model's state of the same name, and
 * goes on in that model. Each model keeps its own machine (its own actor when replayed): a jump into a
 * model whose machine is elsewhere first walks it there by its shortest path (the steps are that
 * model's, played on its machine, as the product's session follows a login). The generator and the
 * stop condition are the walk's: each model's generator heads for its own coverage, the condition is
 * judged on all the models together, and a model done with its part walks to a shared state to hand over.
 */

export type MultiStep = { model: number; entry: WalkEntry } | { model: number; jump: string; from: number };
export type MultiWalk = {
  models: Walk[];
  steps: MultiStep[];
  ended: Walk['ended'];
  /** Every model's coverage together (the items named `<machine>: <item>`). */
  combined: { transitions: CoverageFigure; states: CoverageFigure; requirements: CoverageFigure };
};

const prefixed = (label: string, items: Set<string>) => new Set([...items].map((item) => `${label}: ${item}`));
const labelOf = (model: MachineModel) => model.machine.id;

/** The shared names of the states a snapshot is in. */
function sharedNamesIn(model: MachineModel, snapshot: AnyMachineSnapshot): string[] {
  const shared = metaOf(model).shared ?? {};
  return activeNodes(snapshot)
    .map((node) => shared[statePath(node)])
    .filter((name): name is string => name !== undefined);
}

export function walkModels(models: MachineModel[], options: WalkOptions): MultiWalk {
  if (models.length < 2) throw new Error('a multi-model walk needs two models or more');
  const labels = models.map(labelOf);
  if (new Set(labels).size < labels.length) throw new Error(`each machine once in a multi-model walk (got ${labels.join(', ')})`);
  const condition = parseStopCondition(options.stop);
  const random = seededRandom(options.seed);
  const graphs: WalkGraph[] = models.map((model) => buildGraphFor(model, options));
  // Each model's own walk: its generator heads for its own part; the seed differs per model, the same per walk.
  const walkers: Walking[] = graphs.map((graph, index) => startWalk(graph, { ...options, seed: options.seed + index, maxSteps: Number.POSITIVE_INFINITY }));
  const sharedNames = models.map((model) => new Set(Object.values(metaOf(model).shared ?? {})));
  if (![...sharedNames[0]!].some((name) => sharedNames.slice(1).some((names) => names.has(name))))
    throw new Error(`no shared state joins ${labels[0]} to the other models: declare the same name in their meta.shared`);

  /** Every model's transitions, states, requirements and edge names in one coverage, each named with its model's label. */
  const unionOf = (coverages: Coverage[]): Coverage => {
    const union = (pick: (coverage: Coverage) => Set<string>) => new Set(coverages.flatMap((coverage, index) => [...prefixed(labels[index]!, pick(coverage))]));
    return { transitions: union((c) => c.transitions), states: union((c) => c.states), requirements: union((c) => c.requirements), edgeNames: union((c) => c.edgeNames) };
  };
  const universe: Universe = {
    ...unionOf(graphs.map((graph) => graph.universe)),
    dependencies: new Map(graphs.flatMap((graph, index) => [...(graph.universe.dependencies ?? [])].map(([key, value]) => [`${labels[index]}: ${key}`, value] as const))),
  };
  const steps: MultiStep[] = [];
  const entries = () => steps.filter((step): step is Extract<MultiStep, { entry: WalkEntry }> => 'entry' in step).map((step) => step.entry);
  const combined = (): Progress => ({
    ...unionOf(walkers.map((walker) => walker.progress)),
    length: entries().length,
    seconds: (options.clock ?? ((taken) => taken.reduce((sum, entry) => sum + SIMULATED_STEP_SECONDS + (entry.step.kind === 'wait' ? entry.step.ms / 1000 : 0), 0)))(
      entries(),
    ),
  });
  const hasWork = (index: number) => walkers[index]!.peek() !== null;
  /** Where a model can hand over: the other models with a state of a shared name it stands in. */
  const jumpsFrom = (index: number) => {
    const here = sharedNamesIn(models[index]!, walkers[index]!.state.snapshot);
    return models.flatMap((_, other) => (other !== index ? here.filter((name) => sharedNames[other]!.has(name)).map((name) => ({ other, name })) : []));
  };
  /** Moves a model along candidates it did not choose itself (to a shared state), each a step of that model. */
  const walkTo = (index: number, names: Set<string>): boolean => {
    const walker = walkers[index]!;
    if (sharedNamesIn(models[index]!, walker.state.snapshot).some((name) => names.has(name))) return true;
    const path = exactPathTo(graphs[index]!, walker.state, (candidate) => sharedNamesIn(models[index]!, candidate.next.snapshot).some((name) => names.has(name)));
    if (!path) return false;
    for (const candidate of path) steps.push({ model: index, entry: walker.takeCandidate(candidate) });
    return true;
  };

  const maxSteps = options.maxSteps ?? 10_000;
  let current = 0;
  let ended: Walk['ended'] | null = null;
  while (!ended) {
    if (isSatisfied(condition, combined(), universe)) {
      ended = { satisfied: true, reason: `${formatCondition(condition)} met over ${labels.join(' and ')} after ${entries().length} steps` };
      break;
    }
    if (entries().length >= maxSteps) {
      ended = { satisfied: false, reason: `stopped at the ${maxSteps}-step safety limit before ${formatCondition(condition)}` };
      break;
    }
    const walker = walkers[current]!;
    const jumps = jumpsFrom(current);
    const done = !hasWork(current);
    // GraphWalker's random choice at a shared state: the jump is one more way out. A model done with
    // its part always hands over, to a model with work left where there is one.
    const options_ = done ? jumps.filter((jump) => hasWork(jump.other)) : jumps;
    const choices = graphs[current]!.candidatesAt(walker.state).length;
    if (options_.length > 0 && (done || random.next() < 1 / (1 + choices))) {
      const jump = random.pick(options_);
      // The jump first, then the steps (if any) that bring the other model's machine to its shared state.
      steps.push({ model: jump.other, jump: jump.name, from: current });
      if (walkTo(jump.other, new Set([jump.name]))) {
        current = jump.other;
        continue;
      }
      steps.pop();
    }
    if (!done) {
      steps.push({ model: current, entry: walker.take() });
      continue;
    }
    // Done here, and not at a shared state: walk to one another model with work left also has.
    const wanted = new Set(
      models.flatMap((_, other) => (other !== current && hasWork(other) ? [...sharedNames[other]!].filter((name) => sharedNames[current]!.has(name)) : [])),
    );
    // (Already standing there means no model could take over: the walk ends rather than waits.)
    const standing = sharedNamesIn(models[current]!, walker.state.snapshot).some((name) => wanted.has(name));
    if (wanted.size > 0 && !standing && walkTo(current, wanted)) continue;
    ended = {
      satisfied: false,
      reason: walkers.map((w, index) => `${labels[index]}: ${w.ended?.reason ?? 'can go on, but no shared state leads to it'}`).join('; '),
    };
  }
  const progress = combined();
  return {
    models: walkers.map((w) => w.result()),
    steps,
    ended,
    combined: {
      transitions: figure(progress.transitions, universe.transitions),
      states: figure(progress.states, universe.states),
      requirements: figure(progress.requirements, universe.requirements),
    },
  };
}

/** Each model's steps, in order, as its own walk (each model is its own machine): ready to replay. */
export function stepsOf(walk: MultiWalk, index: number): WalkEntry[] {
  return walk.steps.filter((step): step is Extract<MultiStep, { entry: WalkEntry }> => step.model === index && 'entry' in step).map((step) => step.entry);
}

/** Plays every model's part on its own machine; the models' oracles judge every step. */
export async function replayModels(models: MachineModel[], walk: MultiWalk) {
  const results = [];
  for (const [index, model] of models.entries()) results.push(await replayWalk(model, { steps: stepsOf(walk, index) }));
  return results;
}

export function formatMultiPlan(models: MachineModel[], walk: MultiWalk, verdict: string | null): string {
  const lines = [
    `Walk of ${models.map(labelOf).join(' + ')} (shared states: ${[...new Set(models.flatMap((m) => Object.values(metaOf(m).shared ?? {})))].join(', ')})`,
    '',
  ];
  let number = 0;
  for (const step of walk.steps) {
    if ('jump' in step) lines.push(`    ⤳ jump from ${labelOf(models[step.from]!)} to ${labelOf(models[step.model]!)} at shared state ${step.jump}`);
    else lines.push(`${String(++number).padStart(4)}. [${labelOf(models[step.model]!)}] ${step.entry.name.padEnd(28)} → ${JSON.stringify(step.entry.state)}`);
  }
  const figureText = (f: CoverageFigure) => `${f.covered}/${f.total} (${f.percent} %)`;
  lines.push('', `${walk.ended.satisfied ? 'Stopped' : 'Ended early'}: ${walk.ended.reason}.`);
  for (const [index, model] of walk.models.entries())
    lines.push(`Covered in ${labelOf(models[index]!)}: transitions ${figureText(model.coverage.transitions)}, states ${figureText(model.coverage.states)}`);
  lines.push(
    `Covered together: transitions ${figureText(walk.combined.transitions)}, states ${figureText(walk.combined.states)}, requirements ${figureText(walk.combined.requirements)}`,
  );
  if (verdict) lines.push(verdict);
  return lines.join('\n');
}
