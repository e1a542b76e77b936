import { describe, expect, it } from 'vitest';
import { loginModels } from '../../machines/login.model';
import { sessionModels } from '../../machines/session.model';
import { formatMultiPlan, replayModels, stepsOf, walkModels } from '../../walker/multiModel';

const models = [loginModels[0]!, sessionModels[0]!];

describe('a walk of several models with shared states (login and session share SignedInMember)', () => {
  it('jumps between the models at the shared state, covers both, and each part replays on its own machine', async () => {
    const walk = walkModels(models, { generator: 'quick_random', seed: 1, stop: 'edge_coverage(100)', scope: 'model' });
    expect(walk.ended, walk.ended.reason).toMatchObject({ satisfied: true });
    const jumps = walk.steps.filter((step) => 'jump' in step);
    expect(jumps.length).toBeGreaterThanOrEqual(1);
    // The first jump leaves login where it signed in, into the session.
    const first = walk.steps.findIndex((step) => 'jump' in step);
    expect(walk.steps[first]).toEqual({ model: 1, jump: 'SignedInMember', from: 0 });
    expect(walk.steps[first - 1]).toMatchObject({ model: 0, entry: { state: 'succeeded' } });
    // Right after the jump (and the session's way there), the session stands in signedIn.member.
    const arrived = walk.steps.slice(first + 1).find((step) => 'entry' in step && JSON.stringify(step.entry.state) === '{"signedIn":"member"}');
    expect(arrived).toBeDefined();
    // Coverage per model and together: each model's part is whole, and so is their sum.
    expect(walk.models.map((model) => model.coverage.transitions.percent)).toEqual([100, 100]);
    expect(walk.combined.transitions.total).toBe(walk.models[0]!.coverage.transitions.total + walk.models[1]!.coverage.transitions.total);
    expect(walk.combined.transitions.percent).toBe(100);
    expect(stepsOf(walk, 1).length).toBeGreaterThan(0);
    const results = await replayModels(models, walk);
    expect(results.map((result) => result.steps)).toEqual([stepsOf(walk, 0).length, stepsOf(walk, 1).length]);
    expect(formatMultiPlan(models, walk, null)).toContain('⤳ jump from login to session at shared state SignedInMember');
  });

  it('refuses models no shared state joins', () => {
    const unshared = [{ ...loginModels[0]!, meta: {} }, sessionModels[0]!];
    expect(() => walkModels(unshared, { generator: 'random', seed: 1, stop: 'length(5)' })).toThrow(/no shared state joins login/);
  });
});
