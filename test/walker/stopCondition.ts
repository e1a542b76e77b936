/**
 * Stop conditions as GraphWalker writes them: edge_coverage(100), vertex_coverage(80),
 * requirement_coverage(100), dependency_edge_coverage(80), reached_vertex(name), reached_edge(name),
 * length(500), time_duration(60), never, predefined_path, combined with `and` / `or` (also && and
 * ||), `and` binding tighter than `or`, parentheses nesting to any depth.
 *
 * time_duration counts the seconds the walk has been executing, on the clock the walk is given (see
 * walk.ts, WalkClock): an offline walk's clock is simulated, so a seed still gives one walk.
 */

export type Condition =
  | { kind: 'and' | 'or'; items: Condition[] }
  | { kind: 'edge_coverage' | 'vertex_coverage' | 'requirement_coverage' | 'dependency_edge_coverage' | 'length' | 'time_duration'; value: number }
  | { kind: 'reached_vertex' | 'reached_edge'; name: string }
  | { kind: 'never' | 'predefined_path' };

const NUMERIC = ['edge_coverage', 'vertex_coverage', 'requirement_coverage', 'dependency_edge_coverage', 'length', 'time_duration'] as const;
const NAMED = ['reached_vertex', 'reached_edge'] as const;
/** Conditions without an argument; GraphWalker writes them bare (`never`), `never()` is read too. */
const BARE = ['never', 'predefined_path'] as const;

export class StopConditionError extends Error {}

export function parseStopCondition(text: string): Condition {
  const tokens = text.match(/\(|\)|&&|\|\||"[^"]*"|'[^']*'|[^\s()]+/g) ?? [];
  let position = 0;
  const peek = () => tokens[position];
  const take = () => tokens[position++];
  const fail = (why: string): never => {
    throw new StopConditionError(`Stop condition "${text}": ${why}`);
  };

  const parseOr = (): Condition => {
    const items = [parseAnd()];
    while (peek()?.toLowerCase() === 'or' || peek() === '||') {
      take();
      items.push(parseAnd());
    }
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  };
  const parseAnd = (): Condition => {
    const items = [parseAtom()];
    while (peek()?.toLowerCase() === 'and' || peek() === '&&') {
      take();
      items.push(parseAtom());
    }
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  };
  const parseAtom = (): Condition => {
    const token = take();
    if (token === undefined) return fail('it ends where a condition should be');
    if (token === '(') {
      const inner = parseOr();
      if (take() !== ')') fail('a parenthesis is not closed');
      return inner;
    }
    const name = token.toLowerCase();
    if ((BARE as readonly string[]).includes(name)) {
      if (peek() === '(' && tokens[position + 1] === ')') position += 2;
      return { kind: name as (typeof BARE)[number] };
    }
    if (take() !== '(') fail(`'${token}' must be followed by (`);
    const args: string[] = [];
    while (peek() !== ')' && peek() !== undefined) args.push(take()!.replace(/^["']|["']$/g, ''));
    if (take() !== ')') fail(`'${token}(' is not closed`);
    const arg = args.join(' ');
    if ((NUMERIC as readonly string[]).includes(name)) {
      const value = Number(arg);
      if (!Number.isFinite(value) || value < 0 || arg === '') fail(`${name} needs a number, got '${arg}'`);
      if (name.endsWith('coverage') && value > 100) fail(`${name} is a percentage (0 to 100), got ${value}`);
      return { kind: name as (typeof NUMERIC)[number], value };
    }
    if ((NAMED as readonly string[]).includes(name)) {
      if (arg === '') fail(`${name} needs the name of a ${name === 'reached_vertex' ? 'state' : 'transition'}`);
      return { kind: name as (typeof NAMED)[number], name: arg };
    }
    return fail(`unknown condition '${token}' (known: ${[...NUMERIC, ...NAMED, ...BARE].join(', ')})`);
  };

  const condition = parseOr();
  if (position < tokens.length) fail(`unexpected '${tokens[position]}'`);
  return condition;
}

export function formatCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'and':
    case 'or': {
      const parent = condition.kind;
      return condition.items.map((item) => (item.kind === 'or' && parent === 'and' ? `(${formatCondition(item)})` : formatCondition(item))).join(` ${parent} `);
    }
    case 'reached_vertex':
    case 'reached_edge':
      return `${condition.kind}(${condition.name})`;
    case 'never':
    case 'predefined_path':
      return condition.kind;
    default:
      return `${condition.kind}(${condition.value})`;
  }
}

/** What the walk has done so far, and what it could still do from where it stands. */
export type Coverage = { transitions: Set<string>; states: Set<string>; requirements: Set<string>; edgeNames: Set<string> };
/** What can be covered, with each transition's GraphWalker dependency (0 to 1, from the model's meta) where it has one. */
export type Universe = Coverage & { dependencies?: Map<string, number> };
/**
 * What the walk has done: `seconds` on its execution clock; `pathLeft`, the steps of a predefined
 * path not yet taken (undefined when the walk follows none).
 */
export type Progress = Coverage & { length: number; seconds: number; pathLeft?: number };

/** The transitions dependency_edge_coverage(percent) asks for: those whose dependency is at least percent %. */
export const dependentTransitions = (universe: Universe, percent: number) =>
  new Set([...universe.transitions].filter((key) => (universe.dependencies?.get(key) ?? 0) * 100 >= percent));

const percent = (done: Set<string>, universe: Set<string>) => {
  if (universe.size === 0) return 100;
  let count = 0;
  for (const item of universe) if (done.has(item)) count += 1;
  return (100 * count) / universe.size;
};

const coverageOf = (kind: 'edge_coverage' | 'vertex_coverage' | 'requirement_coverage', coverage: Coverage) =>
  kind === 'edge_coverage' ? coverage.transitions : kind === 'vertex_coverage' ? coverage.states : coverage.requirements;
const universeOf = coverageOf;

export function isSatisfied(condition: Condition, progress: Progress, universe: Universe): boolean {
  switch (condition.kind) {
    case 'and':
      return condition.items.every((item) => isSatisfied(item, progress, universe));
    case 'or':
      return condition.items.some((item) => isSatisfied(item, progress, universe));
    case 'edge_coverage':
    case 'vertex_coverage':
    case 'requirement_coverage':
      return percent(coverageOf(condition.kind, progress), universeOf(condition.kind, universe)) >= condition.value;
    case 'dependency_edge_coverage': {
      const wanted = dependentTransitions(universe, condition.value);
      return wanted.size > 0 && [...wanted].every((key) => progress.transitions.has(key));
    }
    case 'length':
      return progress.length >= condition.value;
    case 'time_duration':
      return progress.seconds >= condition.value;
    case 'never':
      return false;
    case 'predefined_path':
      return progress.pathLeft === 0;
    case 'reached_vertex':
      return progress.states.has(condition.name);
    case 'reached_edge':
      return progress.edgeNames.has(condition.name);
  }
}

const union = (a: Set<string>, b: Set<string>) => new Set([...a, ...b]);

/**
 * Why the condition can no longer be met, with what is done and what is still reachable from
 * here (`reach`); null while it can. Length and time always end, so they are always reachable.
 */
export function whyUnreachable(condition: Condition, progress: Progress, reach: Coverage, universe: Universe): string | null {
  switch (condition.kind) {
    case 'and': {
      for (const item of condition.items) {
        const why = whyUnreachable(item, progress, reach, universe);
        if (why) return why;
      }
      return null;
    }
    case 'or': {
      const reasons = condition.items.map((item) => whyUnreachable(item, progress, reach, universe));
      return reasons.every(Boolean) ? reasons.join('; and ') : null;
    }
    case 'length':
    case 'time_duration':
    case 'never':
      return null;
    case 'predefined_path':
      return progress.pathLeft === undefined
        ? 'predefined_path ends a walk of the predefined_path generator only (give it --path file.json or a path in the model meta)'
        : null;
    case 'dependency_edge_coverage': {
      const wanted = dependentTransitions(universe, condition.value);
      if (wanted.size === 0)
        return `${formatCondition(condition)}: no transition has a dependency of at least ${condition.value} % (the model's meta.dependencies gives them)`;
      const missing = [...wanted].filter((key) => !progress.transitions.has(key) && !reach.transitions.has(key));
      return missing.length === 0 ? null : `${formatCondition(condition)} is out of reach: no path from here takes ${missing.slice(0, 6).join(', ')}`;
    }
    case 'edge_coverage':
    case 'vertex_coverage':
    case 'requirement_coverage': {
      const all = universeOf(condition.kind, universe);
      const possible = union(coverageOf(condition.kind, progress), coverageOf(condition.kind, reach));
      const best = percent(possible, all);
      if (best >= condition.value) return null;
      const missing = [...all].filter((item) => !possible.has(item));
      const what = condition.kind === 'edge_coverage' ? 'transitions' : condition.kind === 'vertex_coverage' ? 'states' : 'requirements';
      return `${formatCondition(condition)} is out of reach: at most ${best.toFixed(1)} % from here; ${what} that no path from here takes: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? `, … (${missing.length})` : ''}`;
    }
    case 'reached_vertex':
      if (!universe.states.has(condition.name))
        return `reached_vertex(${condition.name}): the machine has no state '${condition.name}' (states: ${[...universe.states].join(', ')})`;
      return progress.states.has(condition.name) || reach.states.has(condition.name)
        ? null
        : `reached_vertex(${condition.name}) is out of reach: no path from here enters it`;
    case 'reached_edge':
      if (!universe.edgeNames.has(condition.name))
        return `reached_edge(${condition.name}): the machine has no transition '${condition.name}' (transitions: ${[...universe.edgeNames].slice(0, 12).join(', ')}…)`;
      return progress.edgeNames.has(condition.name) || reach.edgeNames.has(condition.name)
        ? null
        : `reached_edge(${condition.name}) is out of reach: no path from here takes it`;
  }
}

/**
 * The transitions a dependency_edge_coverage in the condition asks for (the lowest N's, the most), for
 * the generators that head for what is missing; null when the condition has none.
 */
export function dependencyTargets(condition: Condition, universe: Universe): Set<string> | null {
  const percents: number[] = [];
  const collect = (item: Condition) => {
    if (item.kind === 'and' || item.kind === 'or') item.items.forEach(collect);
    else if (item.kind === 'dependency_edge_coverage') percents.push(item.value);
  };
  collect(condition);
  return percents.length === 0 ? null : dependentTransitions(universe, Math.min(...percents));
}

/** The states and transitions a condition aims at (for a_star). */
export function targetsOf(condition: Condition): Array<{ kind: 'reached_vertex' | 'reached_edge'; name: string }> {
  if (condition.kind === 'and' || condition.kind === 'or') return condition.items.flatMap(targetsOf);
  return condition.kind === 'reached_vertex' || condition.kind === 'reached_edge' ? [condition] : [];
}
