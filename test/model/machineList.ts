import { type AnyStateMachine, StateMachine } from 'xstate';

/** Every machine exported from machines/ (factories export one instance too), found by importing them. */
const modules = import.meta.glob('../../machines/**/*.machine.ts', { eager: true }) as Record<string, Record<string, unknown>>;

export type ListedMachine = { file: string; exportName: string; machine: AnyStateMachine };

export const machineList: ListedMachine[] = Object.entries(modules)
  .flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => value instanceof StateMachine)
      .map(([exportName, value]) => ({ file: file.replace('../../', ''), exportName, machine: value as AnyStateMachine })),
  )
  .sort((a, b) => a.machine.id.localeCompare(b.machine.id));

export const machineFiles = Object.keys(modules).map((file) => file.replace('../../', ''));
