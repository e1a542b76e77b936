import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { createInspectRegistry } from '@/dev/explorer/inspectRegistry';
import { watchEveryActor } from '@/dev/explorer/watchEveryActor';

const childMachine = createMachine({ id: 'child', initial: 'waiting', states: { waiting: { on: { GO: 'gone' } }, gone: {} } });
const parentMachine = createMachine({
  id: 'parent',
  initial: 'idle',
  states: {
    idle: { on: { OPEN: 'open' } },
    open: {
      invoke: [
        { id: 'kid', src: childMachine },
        { id: 'call', src: fromPromise(() => new Promise(() => {})) },
      ],
    },
  },
});

describe('the live actors of the model explorer', () => {
  it('keeps every machine actor of a watched system, its state and its events in order; promises are not listed', () => {
    let clock = 1000;
    const registry = createInspectRegistry(() => clock++);
    const parent = createActor(parentMachine);
    registry.watch(parent, 'the parent');
    parent.start();
    parent.send({ type: 'OPEN' });

    const [first, second] = registry.actors();
    expect(registry.actors()).toHaveLength(2);
    expect(first).toMatchObject({ name: 'the parent', status: 'active', value: 'open', parentSessionId: null });
    expect(first?.history.map((entry) => [entry.event.type, entry.from, entry.to])).toEqual([
      ['xstate.init', 'idle', 'idle'],
      ['OPEN', 'idle', 'open'],
    ]);
    expect(second).toMatchObject({ name: 'kid', status: 'active', value: 'waiting', parentSessionId: parent.sessionId });
    const seqs = registry.actors().flatMap((actor) => actor.history.map((entry) => entry.seq));
    expect(Math.max(...seqs)).toBe(registry.lastSeq());

    parent.stop();
    expect(registry.actors().find((actor) => actor.name === 'the parent')?.status).toBe('stopped');
  });

  it('watches every root actor started while installed, from Actor.prototype.start, and stops when uninstalled', () => {
    const registry = createInspectRegistry();
    const unwatch = watchEveryActor(registry);
    try {
      createActor(childMachine).start();
    } finally {
      unwatch();
    }
    createActor(childMachine).start();
    expect(registry.actors().map((actor) => [actor.name, actor.value])).toEqual([['child', 'waiting']]);
  });
});
