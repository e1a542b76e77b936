import type { MachineModel } from '../model/types';

/** Every machine model of test/machines/*.model.ts, for the walker and the diagrams. */
const modules = import.meta.glob('../machines/*.model.ts', { eager: true }) as Record<string, Record<string, unknown>>;

const isModel = (value: unknown): value is MachineModel => typeof value === 'object' && value !== null && 'machine' in value && 'oracles' in value;

export const allModels: MachineModel[] = Object.values(modules).flatMap((exports) =>
  Object.values(exports).flatMap((value) => (Array.isArray(value) ? value.filter(isModel) : isModel(value) ? [value] : [])),
);

export function findModel(machineId: string, variant?: string): MachineModel {
  const candidates = allModels.filter((model) => model.machine.id === machineId);
  if (candidates.length === 0) {
    const known = [...new Set(allModels.map((model) => model.machine.id))].sort().join(', ');
    throw new Error(`No model of a machine '${machineId}'. Machines: ${known}`);
  }
  if (variant === undefined) return candidates[0]!;
  const found = candidates.find((model) => model.variant === variant);
  if (!found) throw new Error(`No variant '${variant}' of ${machineId}. Variants: ${candidates.map((m) => m.variant ?? '(default)').join(', ')}`);
  return found;
}
