import { describe, expect, it } from 'vitest';
import { captchaModel } from '../../machines/captcha.model';
import { formatPlan } from '../../walker/formats';
import { type WalkClock, walkModel } from '../../walker/walk';
import { doorModel } from './toyModels';

describe('time_duration counts execution time, on the clock the walk is given', () => {
  it('offline, on the simulated execution clock: one second a step, a wait its delay besides', () => {
    // The door has no delays: time_duration(10) is ten steps, however long planning takes.
    const door = walkModel(doorModel, { generator: 'random', seed: 3, stop: 'time_duration(10)' });
    expect(door.steps).toHaveLength(10);
    expect(door.ended).toEqual({ satisfied: true, reason: 'time_duration(10) met after 10 steps' });
    // The captcha waits 1 s (refreshThrottle) after an answer: 1 + (1 + 1) = 3 s after two steps, 4 after the third.
    const path = ['done: fetchCaptcha', 'after refreshThrottle', 'REFRESH', 'done: fetchCaptcha', 'after refreshThrottle'];
    const captcha = walkModel(captchaModel, { generator: 'predefined_path', seed: 1, stop: 'time_duration(4)', path });
    expect(captcha.steps.map((entry) => entry.name)).toEqual(['done: fetchCaptcha', 'after refreshThrottle', 'REFRESH']);
  });

  it('stays deterministic for a seed', () => {
    const options = { generator: 'random' as const, seed: 9, stop: 'time_duration(40)' };
    expect(formatPlan(walkModel(captchaModel, options), null)).toBe(formatPlan(walkModel(captchaModel, options), null));
  });

  it('reads an injected clock (an online walk reads real time, its client executing the steps)', () => {
    let now = 0;
    // Each step takes the client 2.5 s to execute: time_duration(10) is met after the fourth.
    const clock: WalkClock = (steps) => {
      now = steps.length * 2.5;
      return now;
    };
    expect(walkModel(doorModel, { generator: 'random', seed: 3, stop: 'time_duration(10)', clock }).steps).toHaveLength(4);
  });
});
