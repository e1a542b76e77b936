import { describe, expect, it } from 'vitest';
import type { HistoryEntry, LiveActor } from '@/dev/explorer/inspectRegistry';
import {
  awaitedEntry,
  currentStep,
  judgeStep,
  liveActorOf,
  loadWalk,
  type PlannedStep,
  parseWalk,
  resultText,
  type SavedWalk,
  sameState,
  startWaiting,
  walkSummary,
} from '@/dev/explorer/walkStepper';

const depositWalk: SavedWalk = {
  machine: 'deposit',
  variant: null,
  steps: [
    { step: { kind: 'settle', invokeId: '0.deposit.loading', src: 'loadOptions', outcome: 'done', value: {} }, name: 'done: loadOptions', state: 'editing' },
    { step: { kind: 'event', event: { type: 'SET_AMOUNT', text: '100.00' } }, name: 'SET_AMOUNT', state: 'editing' },
    { step: { kind: 'wait', ms: 1000, delay: 'poll', eventType: 'xstate.after.poll.deposit.order.payment.waiting' }, name: 'after poll', state: 'x' },
    { step: { kind: 'settle', invokeId: '0.deposit.creating', src: 'createOrder', outcome: 'error', value: {} }, name: 'error: createOrder', state: 'y' },
    { step: { kind: 'restart' }, name: 'restart', state: 'loading' },
  ],
};

const entry = (seq: number, type: string, to: string): HistoryEntry => ({ seq, at: seq * 1000, event: { type }, from: null, to });
const actor = (sessionId: string, machineId: string, history: HistoryEntry[], status: LiveActor['status'] = 'active'): LiveActor =>
  ({
    sessionId,
    name: machineId,
    machine: { id: machineId },
    parentSessionId: null,
    ref: {},
    status,
    value: history.at(-1)?.to ?? null,
    history,
  }) as unknown as LiveActor;

describe('stepping a saved walk through the live page', () => {
  it('reads a walk saved by the walker and refuses anything else with the reason', () => {
    expect(parseWalk(JSON.stringify(depositWalk))).toEqual({ walk: depositWalk });
    expect(parseWalk('{oops')).toEqual({ error: expect.stringContaining('not JSON') });
    expect(parseWalk('{"steps": []}')).toEqual({ error: expect.stringContaining('not a saved walk') });
    expect(parseWalk('{"machine": "deposit", "steps": [{"step": {"kind": "teleport"}}]}')).toEqual({ error: 'step 1 is of no kind the walker writes' });
  });

  it('sends the events and waits for the calls, timers and reopenings, which only the page can make happen', () => {
    const { plan } = loadWalk(depositWalk, 0);
    expect(plan.map((step) => [step.how, step.eventType])).toEqual([
      ['await', 'xstate.done.actor.0.deposit.loading'],
      ['send', 'SET_AMOUNT'],
      ['await', 'xstate.after.poll.deposit.order.payment.waiting'],
      ['await', 'xstate.error.actor.0.deposit.creating'],
      ['reopen', 'xstate.init'],
    ]);
    expect(plan[1]?.event).toEqual({ type: 'SET_AMOUNT', text: '100.00' });
    expect(plan.map((step) => step.label)).toEqual([
      "the page's loadOptions call answers",
      'SET_AMOUNT text="100.00"',
      "the page's poll timer (1000 ms)",
      "the page's createOrder call fails",
      'open the page again (the walk starts the machine again)',
    ]);
  });

  it('takes as an awaited step the first arrival of its event at the walk machine after the last step judged', () => {
    const step = loadWalk(depositWalk, 0).plan[0];
    if (!step) throw new Error('no step');
    const actors = [
      actor('x:1', 'login', [entry(1, 'xstate.done.actor.0.deposit.loading', 'elsewhere')]),
      actor('x:2', 'deposit', [
        entry(2, 'xstate.init', 'loading'),
        entry(3, 'xstate.done.actor.0.deposit.loading', 'editing'),
        entry(5, 'xstate.done.actor.0.deposit.loading', 'later'),
      ]),
    ];
    expect(awaitedEntry(actors, 'deposit', step, 0)?.seq).toBe(3);
    expect(awaitedEntry(actors, 'deposit', step, 3)?.seq).toBe(5);
    expect(awaitedEntry(actors, 'deposit', step, 5)).toBeNull();
  });

  it('sends to the newest running actor of the walk machine', () => {
    const actors = [actor('x:1', 'deposit', [], 'active'), actor('x:2', 'deposit', [], 'stopped'), actor('x:3', 'deposit', []), actor('x:4', 'login', [])];
    expect(liveActorOf(actors, 'deposit')?.sessionId).toBe('x:3');
    expect(liveActorOf(actors, 'withdraw')).toBeNull();
  });

  it('judges each step by the state reached, moves on either way and names the first step the page left the walk at', () => {
    let state = loadWalk(depositWalk, 0);
    state = judgeStep(startWaiting(state), 'editing', 3);
    expect(state).toMatchObject({ position: 1, waiting: false, cursor: 3, results: [{ index: 0, outcome: 'matched', reached: 'editing' }] });
    expect(walkSummary(state)).toBe('1 of 5 steps taken; every state reached as the walk expects');
    state = judgeStep(state, 'loading', 4);
    expect(state.results[1]).toEqual({ index: 1, outcome: 'mismatched', reached: 'loading' });
    expect(currentStep(state)?.index).toBe(2);
    expect(walkSummary(state)).toBe('2 of 5 steps taken; the page left the walk at step 2');
  });

  it('names the region that differs when a parallel state does not match', () => {
    const step = { ...(loadWalk(depositWalk, 0).plan[2] as PlannedStep), expected: { order: { gateway: 'opening', payment: 'waiting' } } };
    const reached = { order: { gateway: 'opened', payment: 'waiting' } };
    expect(resultText({ index: 2, outcome: 'mismatched', reached }, step)).toBe(
      'MISMATCH: expected order.gateway.opening + order.payment.waiting, reached order.gateway.opened + order.payment.waiting (differs: order.gateway.opening ≠ order.gateway.opened)',
    );
    expect(resultText({ index: 2, outcome: 'mismatched', reached: 'paid' }, { ...step, expected: 'loading' })).toBe('MISMATCH: expected loading, reached paid');
  });

  it('compares state values as values, whatever the key order', () => {
    expect(sameState({ order: { gateway: 'none', payment: 'waiting' } }, { order: { payment: 'waiting', gateway: 'none' } })).toBe(true);
    expect(sameState({ order: { gateway: 'none' } }, { order: { gateway: 'opening' } })).toBe(false);
    expect(sameState('editing', { editing: {} })).toBe(false);
  });
});
