import { isModuleEnabled, type ModuleNode } from '@kernel/modules';

/**
 * SPEC 6: the points mall is there only while its module (PTSYS3) is on. Until the module tree is
 * known the area waits (a failed read offers to try again); switched off, it says the mall is not
 * available and makes no points call.
 */
export type PointMallGate = 'waiting' | 'failed' | 'off' | 'on';

export function pointMallGate(modules: readonly ModuleNode[] | null, modulesFailed: boolean): PointMallGate {
  if (modules === null) return modulesFailed ? 'failed' : 'waiting';
  return isModuleEnabled(modules, 'PTSYS3') ? 'on' : 'off';
}
