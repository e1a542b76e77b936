import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { coverageMarks } from '@/dev/explorer/coverage';
import { ANY_STATE, activeStatePaths, machineGraph, stateChange, stateValueText } from '@/dev/explorer/machineGraph';

const machine = createMachine({
  id: 'order',
  initial: 'editing',
  on: { RESET: '.editing' },
  states: {
    editing: { on: { SUBMIT: 'paying', CHANGE: { actions: () => {} }, IGNORED: {} } },
    paying: {
      type: 'parallel',
      states: { gateway: { initial: 'none', states: { none: { after: { 500: 'open' } }, open: {} } }, clock: { initial: 'ticking', states: { ticking: {} } } },
    },
  },
});

describe('a machine drawn from its definition (model explorer)', () => {
  it('draws every state with its nesting and every transition with its event, root transitions from "any state"', () => {
    const graph = machineGraph(machine);
    expect(graph.states.map((state) => [state.path, state.kind, state.parent, state.initial])).toEqual([
      [ANY_STATE, 'anyState', '', false],
      ['editing', 'atomic', '', true],
      ['paying', 'parallel', '', false],
      ['paying.gateway', 'compound', 'paying', false],
      ['paying.gateway.none', 'atomic', 'paying.gateway', true],
      ['paying.gateway.open', 'atomic', 'paying.gateway', false],
      ['paying.clock', 'compound', 'paying', false],
      ['paying.clock.ticking', 'atomic', 'paying.clock', true],
    ]);
    expect(graph.transitions.map((transition) => [transition.from, transition.to, transition.events.map((event) => event.label)])).toEqual([
      [ANY_STATE, 'editing', ['RESET']],
      ['editing', 'paying', ['SUBMIT']],
      // Actions only: a loop on its state. A declared ignore (IGNORED: {}) is not drawn.
      ['editing', 'editing', ['CHANGE']],
      ['paying.gateway.none', 'paying.gateway.open', ['after 500']],
    ]);
    expect(graph.transitions[1]?.events[0]?.key).toBe('order.editing --SUBMIT #0-->');
  });

  it('lights every state a value is in, and marks a line taken in part when only some of its events were covered', () => {
    const value = { paying: { gateway: 'open', clock: 'ticking' } };
    expect(activeStatePaths(value)).toEqual(['paying', 'paying.gateway', 'paying.gateway.open', 'paying.clock', 'paying.clock.ticking']);
    expect(stateValueText(value)).toBe('paying.gateway.open + paying.clock.ticking');
    // The history shows what moved, not the regions that stayed.
    expect(stateChange({ paying: { gateway: 'none', clock: 'ticking' } }, value)).toEqual({ from: 'paying.gateway.none', to: 'paying.gateway.open' });
    expect(stateChange(value, value)).toBeNull();
    expect(stateChange(null, 'editing')).toEqual({ from: '—', to: 'editing' });
    const graph = machineGraph(machine);
    graph.transitions[1]?.events.push({ label: 'SUBMIT', key: 'order.editing --SUBMIT #1-->' });
    const marks = coverageMarks(graph, {
      id: 'order',
      states: [
        { id: 'order.editing', covered: true },
        { id: 'order.paying', covered: false },
      ],
      transitions: [{ key: 'order.editing --SUBMIT #0-->', covered: true }],
    });
    expect(marks.transitions.get('editing -> paying')).toBe('some');
    expect(marks.transitions.get('editing -> editing')).toBe('none');
    expect(marks.states.get('paying')).toBe(false);
    expect(marks.figures).toEqual({ states: [1, 2], transitions: [1, 1] });
  });
});
