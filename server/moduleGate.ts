import { ErrorCode } from '../kernel/errorCodes';
import { isModuleEnabled, type ModuleId } from '../kernel/modules';
import type { ServerContext } from './context';
import { ApiError } from './respond';

/** True when the module and every ancestor in the merchant's module tree are on. */
export const moduleOn = (ctx: ServerContext, id: ModuleId) => isModuleEnabled(ctx.stores.merchant.moduleTree(), id);

/** A call of a switched-off feature: 404 MODULE_DISABLED (the client does not make it). */
export function assertModule(ctx: ServerContext, id: ModuleId): void {
  if (!moduleOn(ctx, id)) throw new ApiError(404, ErrorCode.moduleDisabled, 'moduleDisabled');
}
