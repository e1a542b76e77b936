import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, by a pattern on their path, measured on this 2-core machine: they
 * start first so that the short files fill the other worker around them. Vitest orders by the
 * durations of the last run when it has them, and a fresh clone (CI) has none: it then runs the
 * largest files first, and the surfaces sweeps, four lines each, came last and ran alone on one
 * core for minutes. The first pattern a file matches ranks it; unmatched files keep Vitest's order.
 */
const LONGEST_FIRST: readonly RegExp[] = [
  // Browser tests (e2e): the faults walk and the three surfaces sweeps take 2 to 7 minutes each.
  /\/faults\.\w+\.e2e\.test\.ts$/,
  /\/surfaces\.\w+\.e2e\.test\.ts$/,
  /\/(soak|walks|product)\.e2e\.test\.ts$/,
  // Model tests: the random walks of the biggest machines.
  /\/(contractOffer|promotionAction|pointConvert|rewardCenter|registerDownline)\.model\.test\.ts$/,
  // Unit tests: the walker over every model (half a minute).
  /\/walker\/everyModel\.test\.ts$/,
];

const rank = (spec: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((pattern) => pattern.test(spec.moduleId));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects stay in Vitest's order (they run one after another); only the order inside each moves.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) => {
      const ofProject = sorted.filter((spec) => spec.project.name === name);
      return ofProject
        .map((spec, index) => ({ spec, index }))
        .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
        .map(({ spec }) => spec);
    });
  }
}
