import { readFileSync } from 'node:fs';
import type { PathStep } from './walkerMeta';
import type { Candidate } from './walkGraph';

/**
 * GraphWalker's predefined_path: the walk takes the steps it is given, in order, and fails with the
 * step and what was enabled instead when one of them is not enabled where the walk stands. A path is
 * a JSON array (`--path file.json`, or `meta.path` in the model) of step names (`"SUBMIT"`,
 * `"done: login"`, `"after refreshThrottle"`, `"restart"`) or events with the payload fields that
 * must match (`{ "type": "CHANGE", "field": "username" }`; among several fixtures that match, the first).
 */

/** Whether a candidate step is the path's step: the same name, and every payload field given equal. */
export function matchesPathStep(wanted: PathStep, candidate: Candidate): boolean {
  if (typeof wanted === 'string') return candidate.name === wanted;
  if (candidate.step.kind !== 'event' || candidate.step.event.type !== wanted.type) return false;
  const event = candidate.step.event as Record<string, unknown>;
  return Object.entries(wanted).every(([field, value]) => JSON.stringify(event[field]) === JSON.stringify(value));
}

export const describePathStep = (step: PathStep): string => (typeof step === 'string' ? step : JSON.stringify(step));

/** A path file, checked: a JSON array of step names or events with a `type`. */
export function readPathFile(file: string): PathStep[] {
  const path = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const valid = (step: unknown) => typeof step === 'string' || (typeof step === 'object' && step !== null && typeof (step as { type?: unknown }).type === 'string');
  if (!Array.isArray(path) || !path.every(valid))
    throw new Error(`${file}: a path is a JSON array of step names ("SUBMIT", "done: login") or events ({ "type": "CHANGE", "field": "username" })`);
  return path as PathStep[];
}
