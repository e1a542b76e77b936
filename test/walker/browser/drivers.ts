import type { GraphLimits } from '../../model/graph';
import type { MachineModel } from '../../model/types';
import type { BrowserDriver } from './types';

/** Every machine a person can see, with its page driver (one file each in this folder). */
const modules = import.meta.glob('./*.driver.ts', { eager: true }) as Record<string, { driver: BrowserDriver }>;
export const browserDrivers: BrowserDriver[] = Object.values(modules).map((module) => module.driver);

/** A driver by its name (the CLI's --machine and the CI walks): the machine's, or a variant's own ('contractOfferReceiver'). */
export function browserDriver(name: string): BrowserDriver {
  const driver = browserDrivers.find((candidate) => candidate.machine === name);
  if (!driver) throw new Error(`No browser driver for '${name}'. Drivers: ${browserDrivers.map((d) => d.machine).join(', ')}`);
  return driver;
}

/** The driver of a planned walk: the one whose model is the walk's machine and variant (a walk names the machine, not the driver). */
export function driverOfWalk(walk: { machine: string; variant: string | null }): BrowserDriver {
  const driver = browserDrivers.find((candidate) => candidate.model.machine.id === walk.machine && (candidate.model.variant ?? null) === walk.variant);
  if (!driver) throw new Error(`No browser driver for '${walk.machine}'${walk.variant ? ` [${walk.variant}]` : ''}`);
  return driver;
}
export const browserModel = (machine: string): MachineModel => browserDriver(machine).model;
export const browserLimits = (machine: string): GraphLimits => browserDriver(machine).limits;
