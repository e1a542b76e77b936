import type { GraphLimits } from '../../model/graph';
import type { MachineModel } from '../../model/types';
import type { BrowserDriver } from './types';

/** Every machine a person can see, with its page driver (one file each in this folder). */
const modules = import.meta.glob('./*.driver.ts', { eager: true }) as Record<string, { driver: BrowserDriver }>;
export const browserDrivers: BrowserDriver[] = Object.values(modules).map((module) => module.driver);

export function browserDriver(machine: string): BrowserDriver {
  const driver = browserDrivers.find((candidate) => candidate.machine === machine);
  if (!driver) throw new Error(`No browser driver for '${machine}'. Drivers: ${browserDrivers.map((d) => d.machine).join(', ')}`);
  return driver;
}
export const browserModel = (machine: string): MachineModel => browserDriver(machine).model;
export const browserLimits = (machine: string): GraphLimits => browserDriver(machine).limits;
