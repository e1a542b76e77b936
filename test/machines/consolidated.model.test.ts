import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Consolidated } from '@kernel/agencyContracts';
import { consolidatedMachine } from '@machines/consolidated.machine';
import { consolidatedModel } from './consolidated.model';
import { testMachineModel } from './modelHarness';

testMachineModel(consolidatedModel);

/** SPEC 4 Login: fetched once per account; the same account again (every session or whitelabel change re-tells it) changes nothing. */
describe('consolidated: the same account again', () => {
  const INFO: Consolidated = { dailysalreqtype: 'pending', divtypereq: 'none', contracthoursalreq: 'none', realtimesalreqtype: 'none' };
  const start = () => {
    const load = vi.fn(async () => INFO);
    const actor = createActor(consolidatedMachine.provide({ actors: { load: fromPromise(load) } }));
    actor.start();
    return { load, actor };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('neither fetches again nor forgets, while loading or once loaded', async () => {
    const { load, actor } = start();
    actor.send({ type: 'FOLLOW', account: 'demo_agent' });
    const loading = actor.getSnapshot();
    actor.send({ type: 'FOLLOW', account: 'demo_agent' });
    expect(actor.getSnapshot()).toBe(loading);
    await settle();
    const loaded = actor.getSnapshot();
    expect([loaded.value, loaded.context.data]).toEqual(['loaded', INFO]);
    actor.send({ type: 'FOLLOW', account: 'demo_agent' });
    expect(actor.getSnapshot()).toBe(loaded);
    expect(load).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('with nobody followed, none again asks nothing', () => {
    const { load, actor } = start();
    const none = actor.getSnapshot();
    actor.send({ type: 'FOLLOW', account: null });
    expect(actor.getSnapshot()).toBe(none);
    expect(load).not.toHaveBeenCalled();
    actor.stop();
  });
});
