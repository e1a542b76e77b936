import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { renderDiagram, withoutCoverage } from '../model/diagrams';

const door = (target: 'open' | 'locked') =>
  createMachine({
    id: 'door',
    initial: 'closed',
    states: { closed: { on: { OPEN: target, LOCK: 'locked' } }, open: { on: { CLOSE: 'closed' } }, locked: {} },
  });

const fullCoverage = {
  states: ['door.closed', 'door.open', 'door.locked'].map((id) => ({ id, covered: true })),
  transitions: [] as Array<{ key: string; covered: boolean }>,
};

describe('diagrams --check compares the shape, not the last coverage run', () => {
  it('holds a drawing written after a full run equal to one drawn with no run at all', () => {
    const afterRun = renderDiagram(door('open'), 'machines/door.machine.ts', fullCoverage);
    const noRun = renderDiagram(door('open'), 'machines/door.machine.ts', null);
    expect(afterRun).not.toBe(noRun);
    expect(afterRun).toContain('| closed |  | ✔ |');
    expect(withoutCoverage(afterRun)).toBe(withoutCoverage(noRun));
  });

  it('still tells a drawing whose machine changed shape', () => {
    const drawn = renderDiagram(door('open'), 'machines/door.machine.ts', fullCoverage);
    const changed = renderDiagram(door('locked'), 'machines/door.machine.ts', null);
    expect(withoutCoverage(drawn)).not.toBe(withoutCoverage(changed));
  });

  it('keeps the tables themselves (only the mark column is dropped)', () => {
    expect(withoutCoverage('| closed | 2 Door | ✔ |\n| open | 2 Door | ✘ |\n| (machine) | 2 Door |  |')).toBe(
      '| closed | 2 Door |\n| open | 2 Door |\n| (machine) | 2 Door |',
    );
  });
});
