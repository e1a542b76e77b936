import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { CoverageReading } from '@/dev/explorer/coverage';
import { ExplorerPanel } from '@/dev/explorer/ExplorerPanel';
import { createInspectRegistry } from '@/dev/explorer/inspectRegistry';

/** A lamp: a small machine with a nested state, enough for a drawing, a history and a walk. */
const lampMachine = createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { on: { SWITCH: 'on' } },
    on: {
      initial: 'dim',
      on: { SWITCH: 'off' },
      states: { dim: { on: { BRIGHTER: 'bright' } }, bright: {} },
    },
  },
});

/** The last coverage run, as coverage/machines/lamp.json would hold it: `on.bright` never reached. */
const coverage = async (): Promise<CoverageReading> => ({
  kind: 'report',
  report: {
    id: 'lamp',
    states: [
      { id: 'lamp.off', covered: true },
      { id: 'lamp.on', covered: true },
      { id: 'lamp.on.dim', covered: true },
      { id: 'lamp.on.bright', covered: false },
    ],
    transitions: [
      { key: 'lamp.off --SWITCH #0-->', covered: true },
      { key: 'lamp.on --SWITCH #0-->', covered: true },
      { key: 'lamp.on.dim --BRIGHTER #0-->', covered: false },
    ],
  },
});

const walk = {
  machine: 'lamp',
  variant: null,
  steps: [
    { step: { kind: 'event', event: { type: 'SWITCH' } }, name: 'SWITCH', state: { on: 'dim' } },
    // The walk expects BRIGHTER to end in `bright`; this lamp is told it ends `dim`: the panel must say so.
    { step: { kind: 'event', event: { type: 'BRIGHTER' } }, name: 'BRIGHTER', state: { on: 'dim' } },
  ],
};

function startLamp() {
  const registry = createInspectRegistry();
  const lamp = createActor(lampMachine);
  registry.watch(lamp, 'lamp');
  lamp.start();
  render(<ExplorerPanel registry={registry} onClose={() => {}} readReport={coverage} />);
  return lamp;
}

const litStates = () => [...document.querySelectorAll('[data-active="true"]')].map((node) => node.getAttribute('data-state'));

describe('the model explorer panel (development only)', () => {
  it('lists the live actor, draws its machine with the current state lit and the coverage marked, and records its events', async () => {
    const lamp = startLamp();
    const actors = screen.getByRole('list', { name: 'Live actors' });
    await userEvent.click(within(actors).getByRole('button', { name: /lamp\s*off/ }));

    await screen.findByRole('img', { name: 'lamp machine' });
    expect(litStates()).toEqual(['off']);
    expect(document.querySelector('[data-state="on.bright"]')?.getAttribute('data-covered')).toBe('false');
    expect(document.querySelector('[data-transition="on.dim -> on.bright"]')?.getAttribute('data-covered')).toBe('none');
    expect(screen.getByText(/states 3\/4, transitions 2\/3/)).toBeTruthy();

    act(() => lamp.send({ type: 'SWITCH' }));
    await waitFor(() => expect(litStates().sort()).toEqual(['on', 'on.dim']));
    expect(within(actors).getByRole('button', { name: /on\.dim/ })).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Event history' });
    const newest = within(history).getAllByRole('row')[1];
    expect(newest?.textContent).toContain('SWITCH');
    expect(newest?.textContent).toContain('off → on.dim');
  });

  it('steps a saved walk through the live actor and shows where the page left it', async () => {
    const lamp = startLamp();
    const file = new File([JSON.stringify(walk)], 'lamp-walk.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText(/Saved walk/), file);
    const steps = await screen.findByRole('list', { name: 'Walk steps' });

    await userEvent.click(screen.getByRole('button', { name: 'Next: step 1' }));
    expect(lamp.getSnapshot().value).toEqual({ on: 'dim' });
    expect(within(steps).getAllByRole('listitem')[0]?.getAttribute('data-outcome')).toBe('matched');

    await userEvent.click(screen.getByRole('button', { name: 'Next: step 2' }));
    expect(lamp.getSnapshot().value).toEqual({ on: 'bright' });
    const second = within(steps).getAllByRole('listitem')[1];
    expect(second?.getAttribute('data-outcome')).toBe('mismatched');
    expect(second?.textContent).toContain('MISMATCH: expected on.dim, reached on.bright');
    expect(screen.getByText('2 of 2 steps taken; the page left the walk at step 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Walk done' }).hasAttribute('disabled')).toBe(true);
  });
});
