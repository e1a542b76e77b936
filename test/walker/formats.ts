import type { AnyStateMachine } from 'xstate';
import { allStateNodes, statePath } from '../model/graph';
import { drawnTransitions, toMermaid } from '../model/statechart';
import type { Walk, WalkEntry } from './walk';

/** A walk as a person reads it, and the machine drawn with what the walk covered. */

const stateText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, inner]) => `${key}.${stateText(inner)}`)
        .join(' + ');

const shortValue = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

const failureText = (error: unknown): string => {
  const details = (error as { details?: { code?: unknown } } | null)?.details;
  if (details?.code) return String(details.code);
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (kind) return String(kind);
  return error instanceof Error ? error.message : shortValue(error);
};

export function describeEntry(entry: WalkEntry): string {
  const { step } = entry;
  if (step.kind === 'restart') return 'Start again from the beginning (a new page)';
  if (step.kind === 'wait') return `Wait ${step.ms} ms (${step.delay})`;
  if (step.kind === 'settle')
    return step.outcome === 'done' ? `The ${step.src} call answers ${shortValue(step.value)}` : `The ${step.src} call fails: ${failureText(step.value)}`;
  const { type, ...payload } = step.event as { type: string } & Record<string, unknown>;
  const fields = Object.entries(payload).map(([key, value]) => `${key}=${shortValue(value)}`);
  return fields.length > 0 ? `${type} ${fields.join(' ')}` : type;
}

export function formatPlan(walk: Walk, verdict: string | null): string {
  const width = String(walk.steps.length).length;
  const lines = [
    `Walk of ${walk.machine}${walk.variant ? ` [${walk.variant}]` : ''}: generator ${walk.generator}, seed ${walk.seed}, stop ${walk.stop}${walk.requirement ? `, requirement "${walk.requirement}"` : ''}`,
    '',
  ];
  walk.steps.forEach((entry, index) => {
    lines.push(`${String(index + 1).padStart(width)}. ${describeEntry(entry).padEnd(64)} → ${stateText(entry.state)}`);
  });
  const { transitions, states, requirements } = walk.coverage;
  lines.push(
    '',
    `${walk.ended.satisfied ? 'Stopped' : 'Ended early'}: ${walk.ended.reason}.`,
    `Covered: transitions ${transitions.covered}/${transitions.total} (${transitions.percent} %), states ${states.covered}/${states.total} (${states.percent} %), requirements ${requirements.covered}/${requirements.total} (${requirements.percent} %).`,
  );
  if (transitions.missing.length > 0) lines.push(`Transitions not taken: ${transitions.missing.join(', ')}`);
  for (const note of walk.notes) lines.push(`Note: ${note}`);
  if (verdict) lines.push(verdict);
  return lines.join('\n');
}

type Marks = { transitions: Set<string>; states: Set<string> };
export const marksOf = (walk: Walk, machine: AnyStateMachine): Marks => {
  const missingT = new Set(walk.coverage.transitions.missing);
  const missingS = new Set(walk.coverage.states.missing);
  return {
    transitions: new Set(
      drawnTransitions(machine)
        .map((t) => t.key)
        .filter((key) => !missingT.has(key)),
    ),
    states: new Set(
      allStateNodes(machine)
        .map(statePath)
        .filter((path) => path !== '' && !missingS.has(path)),
    ),
  };
};

export function formatMermaid(machine: AnyStateMachine, marks: Marks): string {
  const idOf = (path: string) =>
    path === ''
      ? 'root'
      : path
          .split('.')
          .join('__')
          .replace(/[^A-Za-z0-9_]/g, '_');
  const covered = allStateNodes(machine)
    .map(statePath)
    .filter((path) => path !== '' && marks.states.has(path));
  const drawing = toMermaid(machine)
    .split('\n')
    .map((line) => {
      const transition = drawnTransitions(machine).find((t) => line.endsWith(`: ${t.label}`) && line.includes(`${idOf(t.from.path.join('.'))} -->`));
      return transition && marks.transitions.has(transition.key) ? `${line} ✔` : line;
    });
  return [...drawing, '  classDef covered fill:#d7f5dd,stroke:#1a7f37', ...covered.map((path) => `  class ${idOf(path)} covered`)].join('\n');
}

export function formatDot(machine: AnyStateMachine, marks: Marks): string {
  const quote = (text: string) => JSON.stringify(text);
  const lines = [`digraph ${quote(machine.id)} {`, '  rankdir=LR;', '  node [shape=box, style="rounded,filled", fillcolor=white];', '  start [shape=point];'];
  for (const node of allStateNodes(machine)) {
    if (node.path.length === 0) continue;
    const path = statePath(node);
    lines.push(`  ${quote(path)} [label=${quote(node.key)}${marks.states.has(path) ? ', fillcolor="#d7f5dd"' : ''}];`);
    if (node.parent)
      for (const target of node.parent.initial?.target ?? [])
        if (target === node) lines.push(`  ${node.parent.path.length === 0 ? 'start' : quote(statePath(node.parent))} -> ${quote(path)} [style=dotted];`);
  }
  for (const transition of drawnTransitions(machine)) {
    const from = transition.from.path.length === 0 ? 'any state' : statePath(transition.from);
    if (from === 'any state') lines.push(`  ${quote(from)} [shape=plaintext];`);
    for (const target of transition.to.length > 0 ? transition.to : [transition.from]) {
      const to = target.path.length === 0 ? 'any state' : statePath(target);
      const style = marks.transitions.has(transition.key) ? 'color="#1a7f37", penwidth=2' : 'style=dashed';
      lines.push(`  ${quote(from)} -> ${quote(to)} [label=${quote(transition.label)}, ${style}];`);
    }
  }
  lines.push('}');
  return lines.join('\n');
}
