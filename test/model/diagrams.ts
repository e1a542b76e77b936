import type { AnyStateMachine } from 'xstate';
import { drawnTransitions, stateRows, toMermaid } from './statechart';

/** What the last model-test run reached, from coverage/machines/<id>.json. */
export type MachineCoverage = { states: Array<{ id: string; covered: boolean }>; transitions: Array<{ key: string; covered: boolean }> };

const mark = (covered: boolean | undefined) => (covered === undefined ? '–' : covered ? '✔' : '✘');
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/machines/<id>.md: the drawing, then every state with its SPEC tag and every transition, with coverage marked. */
export function renderDiagram(machine: AnyStateMachine, file: string, coverage: MachineCoverage | null): string {
  const stateCovered = new Map(coverage?.states.map((s) => [s.id, s.covered]));
  const transitionCovered = new Map(coverage?.transitions.map((t) => [t.key, t.covered]));
  const transitions = drawnTransitions(machine);
  const states = stateRows(machine);
  const reachedStates = states.filter((s) => s.path !== '(machine)' && stateCovered.get(s.id)).length;
  const takenTransitions = transitions.filter((t) => transitionCovered.get(t.key)).length;
  return [
    `# ${machine.id}`,
    '',
    `Drawn from \`${file}\` by \`npm run diagrams\`; do not edit. The model test fails when the machine and this drawing differ.`,
    '',
    coverage
      ? `Model test coverage: ${reachedStates}/${states.length - 1} states, ${takenTransitions}/${transitions.length} transitions (✔ reached, ✘ not).`
      : 'Model test coverage: not measured (run `npm run test:machines` first).',
    '',
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
    '## States',
    '',
    '| state | SPEC | reached |',
    '|---|---|---|',
    ...states.map((s) => `| ${cell(s.path)} | ${cell(s.spec)} | ${s.path === '(machine)' ? '' : mark(stateCovered.get(s.id))} |`),
    '',
    '## Transitions',
    '',
    '| from | on | to | taken |',
    '|---|---|---|---|',
    ...transitions.map(
      (t) =>
        `| ${cell(t.from.path.join('.') || '(any state)')} | ${cell(t.label)} | ${cell(t.to.map((n) => n.path.join('.')).join(', ') || '(stays)')} | ${mark(transitionCovered.get(t.key))} |`,
    ),
    '',
  ].join('\n');
}

/**
 * A drawing without what the last model-test run measured (the coverage line and the reached/taken
 * marks): what `diagrams --check` compares, so the check holds the machine's shape whatever tests ran before.
 */
export const withoutCoverage = (markdown: string): string =>
  markdown
    .split('\n')
    .map((line) => (line.startsWith('Model test coverage:') ? 'Model test coverage:' : line.startsWith('| ') ? line.replace(/\|\s*(?:✔|✘|–)?\s*\|$/, '|') : line))
    .join('\n');

export const mermaidBlock = (markdown: string) => /```mermaid\n([\s\S]*?)\n```/.exec(markdown)?.[1] ?? null;

/** The committed drawing's structure, to hold against `structureOf(machine)`: its diagram and its state SPEC rows. */
export function committedStructure(markdown: string): string | null {
  const diagram = mermaidBlock(markdown);
  if (diagram === null) return null;
  const states = markdown.split('## States')[1]?.split('## Transitions')[0] ?? '';
  const rows = states
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| state |'))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, 3)
        .map((c) => c.trim().replace(/\\\|/g, '|'))
        .join(' | '),
    );
  return [diagram, ...rows].join('\n');
}
