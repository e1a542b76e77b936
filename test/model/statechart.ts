import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { allStateNodes, isDeclaredIgnore, statePath, transitionKey } from './graph';

/**
 * A machine drawn as a Mermaid state diagram from its own definition: states, initial states,
 * final states, parallel regions, and every transition with its event, guard, actions and target.
 * The committed drawing in docs/machines/<id>.md is what testers review against SPEC; the model
 * test fails when the machine drifts from it (a changed machine needs its drawing redrawn).
 */

const mermaidId = (node: AnyStateNode) => (node.path.length === 0 ? 'root' : node.path.join('__').replace(/[^A-Za-z0-9_]/g, '_'));

const guardName = (guard: unknown): string => {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { type, guards } = guard as unknown as { type?: string; guards?: unknown[] };
    if (type && guards) return `${type.replace('xstate.', '')}(${guards.map(guardName).join(', ')})`;
    return guard.name || 'guard';
  }
  const { type, params } = guard as { type?: string; params?: unknown };
  return params === undefined ? String(type) : `${String(type)}(${JSON.stringify(params)})`;
};

const actionName = (action: unknown): string => {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return (action as { type?: string }).type?.replace('xstate.', '') ?? (action.name || 'action');
  return String((action as { type?: string }).type ?? 'action');
};

/** How a tester reads an event: `done: login`, `after refreshThrottle`, `SUBMIT`. */
export function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) {
    const invoke = allStateNodes(machine)
      .flatMap((node) => node.invoke)
      .find((candidate) => candidate.id === actor[2]);
    return `${actor[1]}: ${invoke ? String(invoke.src) : actor[2]}`;
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (done) return `done: ${(done[1] ?? '').split('.').slice(1).join('.') || 'machine'}`;
  return eventType;
}

export function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition, eventType: string): string {
  const parts = [eventLabel(machine, eventType)];
  const guard = guardName(transition.guard);
  if (guard) parts.push(`[${guard}]`);
  const actions = transition.actions.map(actionName);
  if (actions.length > 0) parts.push(`/ ${actions.join(', ')}`);
  if (isDeclaredIgnore(transition)) parts.push('(ignored)');
  if (transition.reenter) parts.push('(re-enters)');
  return parts.join(' ').replace(/[:;{}#]/g, (c) => ({ ':': '∶', ';': ',', '{': '(', '}': ')', '#': '' })[c] ?? c);
}

/** `event`: how a tester names it (`SUBMIT`, `done: login`, `after refreshThrottle`); `label` adds guard and actions. */
export type DrawnTransition = { key: string; from: AnyStateNode; to: AnyStateNode[]; event: string; label: string };

export function drawnTransitions(machine: AnyStateMachine): DrawnTransition[] {
  const drawn: DrawnTransition[] = [];
  for (const node of allStateNodes(machine)) {
    for (const [eventType, list] of node.transitions) {
      for (const transition of list as AnyTransitionDefinition[])
        drawn.push({
          key: transitionKey(transition),
          from: node,
          to: (transition.target ?? []) as AnyStateNode[],
          event: eventLabel(machine, eventType),
          label: transitionLabel(machine, transition, eventType),
        });
    }
    for (const transition of (node.always ?? []) as AnyTransitionDefinition[])
      drawn.push({
        key: transitionKey(transition),
        from: node,
        to: (transition.target ?? []) as AnyStateNode[],
        event: 'always',
        label: transitionLabel(machine, transition, ''),
      });
  }
  return drawn;
}

export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  // Mermaid draws parallel regions only inside a composite state: a parallel machine is one.
  const drawRoot = machine.root.type === 'parallel';
  const drawState = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    const id = mermaidId(node);
    const drawn = node.path.length > 0 || drawRoot;
    const name = node.path.length > 0 ? node.key : machine.id;
    if (node.path.length > 0) {
      if (node.type === 'history') lines.push(`${indent}state "${name} (history)" as ${id}`);
      else if (children.length === 0) lines.push(`${indent}state "${name}" as ${id}`);
    }
    if (children.length === 0) return;
    const inner = drawn ? `${indent}  ` : indent;
    if (drawn) lines.push(`${indent}state "${name}${node.type === 'parallel' ? ' (parallel)' : ''}" as ${id} {`);
    children.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${inner}--`);
      drawState(child, inner);
    });
    if (node.type === 'compound') {
      for (const target of node.initial?.target ?? []) lines.push(`${inner}[*] --> ${mermaidId(target as AnyStateNode)}`);
      for (const child of children) if (child.type === 'final') lines.push(`${inner}${mermaidId(child)} --> [*]`);
    }
    if (drawn) lines.push(`${indent}}`);
  };
  drawState(machine.root, '  ');
  if (drawRoot) lines.push('  [*] --> root');
  else if (machine.root.transitions.size > 0 || (machine.root.always ?? []).length > 0) lines.push(`  state "(any state)" as root`);
  for (const transition of drawnTransitions(machine)) {
    const targets = transition.to.length > 0 ? transition.to : [transition.from];
    for (const target of targets) lines.push(`  ${mermaidId(transition.from)} --> ${mermaidId(target)}: ${transition.label}`);
  }
  return lines.join('\n');
}

/** What the model test holds against the committed drawing: the diagram and the SPEC tag of every state. */
export const structureOf = (machine: AnyStateMachine) => [toMermaid(machine), ...stateRows(machine).map((row) => `${row.path} | ${row.spec}`)].join('\n');

/** The SPEC tag of every state node, for the table under the drawing. */
export const stateRows = (machine: AnyStateMachine) =>
  allStateNodes(machine).map((node) => ({
    id: node.id,
    path: node.path.length > 0 ? statePath(node) : '(machine)',
    spec: (node.meta as { spec?: string } | undefined)?.spec ?? '',
  }));
