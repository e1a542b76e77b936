import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RealityCheckSetting } from '@kernel/playerSafety';
import { realityCheckMachine } from '@machines/member/realityCheck.machine';
import { testMachineModel } from './modelHarness';
import { realityCheckModel } from './realityCheck.model';

testMachineModel(realityCheckModel);

/** The reminder's time on a simulated clock, written by hand: at 30:00 and not at 29:59, at 60:00 and not at 59:59. */
describe('realityCheck: the reminder on the clock', () => {
  const LOGIN = 1_700_000_000_000;
  /** The session's summary at the page's load, `playedMs` into the session; later ones the same (they are only shown). */
  const started = (setting: RealityCheckSetting, playedMs = 0) => {
    const clock = new SimulatedClock();
    const summary = { startedAt: LOGIN, stakesPaise: 0, winsPaise: 0, serverTime: LOGIN + playedMs };
    const machine = realityCheckMachine.provide({
      actors: {
        loadSetting: fromPromise(async () => setting),
        loadSummary: fromPromise(async () => summary),
        saveSetting: fromPromise(async ({ input }: { input: RealityCheckSetting }) => input),
      },
    });
    return { clock, actor: createActor(machine, { clock }).start() };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  for (const [minutes, at, justBefore] of [
    [30, 1_800_000, 1_799_000],
    [60, 3_600_000, 3_599_000],
  ] as const) {
    it(`every ${minutes} minutes: not at ${justBefore / 1000} s, at ${at / 1000} s; Continue waits ${minutes} minutes again`, async () => {
      const { clock, actor } = started({ intervalMinutes: minutes });
      await settle();
      expect(actor.getSnapshot().value).toBe('waiting');
      clock.increment(justBefore);
      expect(actor.getSnapshot().value).toBe('waiting');
      clock.increment(at - justBefore);
      await settle();
      expect(actor.getSnapshot().value).toBe('reminding');
      actor.send({ type: 'CONTINUE' });
      clock.increment(justBefore);
      expect(actor.getSnapshot().value).toBe('waiting');
      clock.increment(at - justBefore);
      await settle();
      expect(actor.getSnapshot().value).toBe('reminding');
      actor.stop();
    });
  }

  it('a page loaded 45 minutes into the session with 30-minute reminders: the first at 15:00 from the load, not at 14:59; then every 30:00', async () => {
    const { clock, actor } = started({ intervalMinutes: 30 }, 45 * 60_000);
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(899_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1_000);
    await settle();
    expect(actor.getSnapshot().value).toBe('reminding');
    actor.send({ type: 'CONTINUE' });
    clock.increment(1_799_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1_000);
    await settle();
    expect(actor.getSnapshot().value).toBe('reminding');
    actor.stop();
  });

  it('off by default: no reminder, however long', async () => {
    const { clock, actor } = started({ intervalMinutes: 0 });
    await settle();
    clock.increment(24 * 3_600_000);
    expect(actor.getSnapshot().value).toBe('off');
    actor.stop();
  });

  it('a changed interval restarts the wait from the change', async () => {
    const { clock, actor } = started({ intervalMinutes: 60 });
    await settle();
    clock.increment(50 * 60_000);
    actor.send({ type: 'CHOOSE', intervalMinutes: 30 });
    await settle();
    // 30 minutes from the change, not from the start: at 50 + 29:59 still waiting, at 50 + 30:00 the reminder
    clock.increment(1_799_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1_000);
    await settle();
    expect(actor.getSnapshot().value).toBe('reminding');
    actor.stop();
  });
});
