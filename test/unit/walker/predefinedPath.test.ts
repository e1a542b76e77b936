import { describe, expect, it } from 'vitest';
import { loginModels } from '../../machines/login.model';
import { replayWalk, walkModel } from '../../walker/walk';
import { doorModel } from './toyModels';

describe('the predefined_path generator', () => {
  it('walks the given steps in order, restarts included, and the predefined_path condition ends it there', async () => {
    const walk = walkModel(doorModel, { generator: 'predefined_path', seed: 1, stop: 'predefined_path', path: ['OPEN', 'CLOSE', 'LOCK', 'restart', 'OPEN'] });
    expect(walk.steps.map((entry) => [entry.name, entry.state])).toEqual([
      ['OPEN', 'open'],
      ['CLOSE', 'closed'],
      ['LOCK', 'locked'],
      ['restart', 'closed'],
      ['OPEN', 'open'],
    ]);
    expect(walk.ended).toEqual({ satisfied: true, reason: 'predefined_path met after 5 steps' });
    await expect(replayWalk(doorModel, walk)).resolves.toMatchObject({ runs: 2, steps: 5 });
  });

  it('fails clearly at a step that is not enabled where the walk stands', () => {
    const walk = walkModel(doorModel, { generator: 'predefined_path', seed: 1, stop: 'predefined_path', path: ['OPEN', 'LOCK', 'CLOSE'] });
    expect(walk.steps.map((entry) => entry.name)).toEqual(['OPEN']);
    expect(walk.ended).toEqual({ satisfied: false, reason: 'predefined_path: step 2 of 3, LOCK, is not enabled in "open" (enabled there: CLOSE)' });
  });

  it('matches events by the payload fields given, and ends early when another condition is met first', () => {
    const path = [{ type: 'CHANGE', field: 'username', value: '  demo_member ' }, { type: 'CHANGE', field: 'password', value: 'Demo@1234' }, 'SUBMIT', 'done: login'];
    const walk = walkModel(loginModels[0]!, { generator: 'predefined_path', seed: 1, stop: 'predefined_path', path, scope: 'model' });
    expect(walk.ended.satisfied).toBe(true);
    expect(walk.steps.map((entry) => entry.state)).toEqual(['editing', 'editing', 'submitting', 'succeeded']);
    const short = walkModel(loginModels[0]!, { generator: 'predefined_path', seed: 1, stop: 'length(2)', path, scope: 'model' });
    expect(short.steps).toHaveLength(2);
    const wrong = walkModel(loginModels[0]!, { generator: 'predefined_path', seed: 1, stop: 'predefined_path', path: [{ type: 'CHANGE', field: 'nickname' }] });
    expect(wrong.ended.reason).toMatch(/^predefined_path: step 1 of 1, \{"type":"CHANGE","field":"nickname"\}, is not enabled in "editing"/);
  });

  it('refuses to start without a path', () => {
    expect(() => walkModel(doorModel, { generator: 'predefined_path', seed: 1, stop: 'predefined_path' })).toThrow(/needs a path/);
  });
});
