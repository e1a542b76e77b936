import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { allStateNodes, statePath, transitionKey } from '../model/graph';
import { drawnTransitions } from '../model/statechart';
import type { Walk } from './walk';
import type { WalkerMeta } from './walkerMeta';
import { specOf } from './walkGraph';

/**
 * A machine in GraphWalker's JSON model format, so it opens in GraphWalker Studio and runs in
 * GraphWalker: one vertex per state (its SPEC tag as `requirements`, its shared name as
 * `sharedState`), one edge per transition and target (its guard as `guard` text, its actions as
 * `actions`, the model's `weight` and `dependency`). XState's "any state" transitions (declared on the
 * root) have no state to start from in GraphWalker: they become one edge from each leaf state that
 * does not handle the event itself, as the machine behaves. Coverage of the walk is in `properties`.
 */

type Marks = { transitions: Set<string>; states: Set<string> };

/** A guard as text (GraphWalker keeps it as a script; here, the name the machine gives it). */
const guardText = (guard: unknown): string | undefined => {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { type, guards } = guard as unknown as { type?: string; guards?: unknown[] };
    if (type && guards) return `${type.replace('xstate.', '')}(${guards.map(guardText).join(', ')})`;
    return guard.name || 'guard';
  }
  const { type, params } = guard as { type?: string; params?: unknown };
  return params === undefined ? String(type) : `${String(type)}(${JSON.stringify(params)})`;
};

const actionText = (action: unknown): string => {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return (action as { type?: string }).type?.replace('xstate.', '') ?? (action.name || 'action');
  return String((action as { type?: string }).type ?? 'action');
};

const vertexId = (node: AnyStateNode) => `v_${statePath(node)}`;

/** The vertex a transition's target stands for: the root (re-entering the machine) stands for its initial state. */
const vertexOf = (node: AnyStateNode): AnyStateNode => (node.path.length === 0 ? (node.initial?.target?.[0] ?? node) : node);

/** The leaf states an "any state" transition leaves from: those where no state on the way up to the root handles the event. */
function anyStateSources(machine: AnyStateMachine, eventType: string): AnyStateNode[] {
  return allStateNodes(machine).filter((node) => {
    if (node.path.length === 0 || node.type === 'final' || Object.keys(node.states).length > 0) return false;
    for (let current: AnyStateNode | undefined = node; current && current.path.length > 0; current = current.parent) if (current.transitions.has(eventType)) return false;
    return true;
  });
}

export function formatGraphWalker(machine: AnyStateMachine, walk: Pick<Walk, 'generator' | 'stop'>, marks: Marks, meta: WalkerMeta = {}): string {
  const vertices = allStateNodes(machine)
    .filter((node) => node.path.length > 0)
    .map((node) => {
      const spec = specOf(node);
      const shared = meta.shared?.[statePath(node)];
      return {
        id: vertexId(node),
        name: statePath(node),
        ...(shared ? { sharedState: shared } : {}),
        requirements: spec ? [spec] : [],
        properties: { covered: marks.states.has(statePath(node)) },
      };
    });
  // The machine's own transitions by key: their guards and actions (the drawing keeps only their label).
  const definitions = new Map<string, AnyTransitionDefinition>();
  for (const node of allStateNodes(machine))
    for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as AnyTransitionDefinition[])
      definitions.set(transitionKey(transition), transition);
  let count = 0;
  const edges = drawnTransitions(machine).flatMap((drawn) => {
    const definition = definitions.get(drawn.key);
    const sources = drawn.from.path.length === 0 ? anyStateSources(machine, definition?.eventType ?? drawn.event) : [drawn.from];
    const targets = drawn.to.length > 0 ? drawn.to.map(vertexOf) : null;
    const weight = meta.weights?.[drawn.event];
    const dependency = meta.dependencies?.[drawn.event];
    return sources.flatMap((source) =>
      (targets ?? [source]).map((target) => ({
        id: `e_${count++}`,
        name: drawn.event,
        sourceVertexId: vertexId(source),
        targetVertexId: vertexId(target),
        ...(definition?.guard ? { guard: guardText(definition.guard) } : {}),
        actions: (definition?.actions ?? []).map(actionText),
        ...(weight !== undefined ? { weight } : {}),
        ...(dependency !== undefined ? { dependency: Math.round(dependency * 100) } : {}),
        properties: { key: drawn.key, label: drawn.label, anyState: drawn.from.path.length === 0, covered: marks.transitions.has(drawn.key) },
      })),
    );
  });
  const initial = machine.root.initial?.target?.[0];
  return JSON.stringify(
    {
      name: machine.id,
      models: [
        {
          name: machine.id,
          id: machine.id,
          generator: `${walk.generator}(${walk.stop})`,
          startElementId: initial ? vertexId(initial) : vertices[0]?.id,
          vertices,
          edges,
        },
      ],
    },
    null,
    2,
  );
}
