import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { StateMachine } from 'xstate';

/**
 * The list of machines comes from importing machines/: every exported machine (factories export
 * one instance too) needs a model test. Written to coverage/machines/inventory.json, which
 * scripts/machine-coverage.mjs holds against the reports of the model tests.
 */
const modules = import.meta.glob('../../machines/**/*.machine.ts', { eager: true }) as Record<string, Record<string, unknown>>;

it('finds every machine exported from machines/', () => {
  const machines = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => value instanceof StateMachine)
      .map(([name, value]) => ({
        file: file.replace('../../', ''),
        export: name,
        id: (value as StateMachine<never, never, never, never, never, never, never, never, never, never, never, never, never, never>).id,
      })),
  );
  // Every machine file exports at least one machine; none slips by.
  expect(new Set(machines.map((m) => m.file)).size).toBe(Object.keys(modules).length);
  const dir = join(process.cwd(), 'coverage', 'machines');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'inventory.json'), JSON.stringify(machines, null, 2));
});
