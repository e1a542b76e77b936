import type { MachineModel } from '../model/types';

/**
 * What GraphWalker keeps on a model's edges and vertices that XState has no place for, declared in
 * a model file (test/machines/<name>.model.ts) as its `meta`. Edges are named as a tester names a
 * step: `SUBMIT`, `done: login`, `after refreshThrottle`, `restart` (the names `--format plan` prints);
 * a name stands for every transition of that event. States are named by their path (`signedIn.member`).
 */
export type WalkerMeta = {
  /**
   * GraphWalker's edge weight: the probability (0 to 1) that weighted_random takes this step where it
   * is enabled. The probability left over is shared equally by the enabled steps without a weight.
   */
  weights?: Record<string, number>;
  /**
   * GraphWalker's edge dependency (0 to 1): how much the edge matters. `dependency_edge_coverage(N)`
   * asks that every transition whose dependency is at least N % be covered. Unnamed steps have none (0).
   */
  dependencies?: Record<string, number>;
  /**
   * GraphWalker's SHARED states: a state path and its shared name. In a walk of several models
   * (`--machine a --machine b`), a state with a shared name lets the walk jump to the other model's
   * state of the same name.
   */
  shared?: Record<string, string>;
  /** A path for the predefined_path generator when none is given with `--path` (see predefinedPath.ts). */
  path?: PathStep[];
};

/**
 * One step of a predefined path: a step name (`CHANGE`, `done: login`, `after tick`, `restart`), or an
 * event with the payload it must carry (`{ "type": "CHANGE", "field": "username" }`; the fields given must match).
 */
export type PathStep = string | ({ type: string } & Record<string, unknown>);

/** A machine model with the walker's meta (the model tests ignore it). */
export type WalkerModel = MachineModel & { meta?: WalkerMeta };

export const metaOf = (model: MachineModel): WalkerMeta => (model as WalkerModel).meta ?? {};

/** The GraphWalker weight of a step name, or undefined when the model gives it none. */
export function weightOf(model: MachineModel, name: string): number | undefined {
  return metaOf(model).weights?.[name] ?? model.weights?.[name];
}

/** The GraphWalker dependency of a step name (0 when the model gives it none, as GraphWalker's default). */
export const dependencyOf = (model: MachineModel, name: string): number => metaOf(model).dependencies?.[name] ?? 0;
