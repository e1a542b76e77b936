import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../../kernel/errorCodes';
import { isAgentType } from '../../kernel/platform';
import type { AppEnv } from '../appEnv';
import { memberForToken, readToken } from '../auth';
import type { ServerContext } from '../context';
import { ApiError } from '../respond';

/**
 * The agency calls (T): a live session of an agent account (SPEC 6). A member's or a trial
 * account's token is refused with 403 before anything is read, so no agency data leaks to them.
 */
export const requireAgent = (ctx: ServerContext) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const member = memberForToken(ctx, readToken(c));
    if (!member) throw new ApiError(401, ErrorCode.notLoggedIn, 'notLoggedIn');
    if (!isAgentType(member.type)) throw new ApiError(403, ErrorCode.agentOnly, 'agentOnly');
    c.set('member', member);
    await next();
  });
