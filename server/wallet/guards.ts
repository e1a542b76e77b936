import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../../kernel/errorCodes';
import { isTrialType } from '../../kernel/platform';
import type { AppEnv } from '../appEnv';
import { memberForToken, readToken } from '../auth';
import type { ServerContext } from '../context';
import { ApiError } from '../respond';
import { settleDueConfirmations } from './confirmations';

/**
 * The money calls (T): a live session of a registered account. A trial account plays with demo
 * credit only, so every real-money call answers it 'Please register an account first'. Before the
 * call, confirmations past their deadline count as received, so every answer sees them settled.
 */
export const requireRealMoneyMember = (ctx: ServerContext) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const member = memberForToken(ctx, readToken(c));
    if (!member) throw new ApiError(401, ErrorCode.notLoggedIn, 'notLoggedIn');
    if (isTrialType(member.type)) throw new ApiError(200, ErrorCode.trialNotAllowed, 'trialNotAllowed');
    c.set('member', member);
    settleDueConfirmations(ctx, ctx.clock());
    await next();
  });
