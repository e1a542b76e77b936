import { describeEntry } from './formats';
import type { Walk, WalkEntry } from './walk';

/**
 * A walk as JSON lines, one line a step, for tools that read a walk while it runs (`--format jsonl`
 * offline, and every step `--serve` hands out): the step's number, the model, the step's name and
 * text, the state it leads to, and whether the machine agreed (`passed`, once checked on it).
 */
export type StepLine = { index: number; model: string; name: string; text: string; state: unknown; passed?: boolean; error?: string };

export const stepLine = (index: number, model: string, entry: WalkEntry, check?: { passed: boolean; error?: string }): StepLine => ({
  index,
  model,
  name: entry.name,
  text: describeEntry(entry),
  state: entry.state,
  ...check,
});

/** Every step as a line, then one line for the end: why it ended and the coverage. */
export function formatJsonLines(walk: Walk, verdict: string): string {
  const lines = walk.steps.map((entry, index) => JSON.stringify(stepLine(index + 1, walk.machine, entry)));
  lines.push(JSON.stringify({ ended: walk.ended, coverage: { transitions: walk.coverage.transitions.percent, states: walk.coverage.states.percent }, verdict }));
  return lines.join('\n');
}
