import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { inboxCountResponse, inboxPageResponse, inboxQuerySchema, messageIdsRequestSchema } from '../../kernel/inbox';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import type { AppEnv } from '../appEnv';
import { requireMember } from '../auth';
import type { ServerContext } from '../context';
import { assertModule } from '../moduleGate';
import { fail, ok } from '../respond';
import { readJsonBody, readQuery } from '../validate';

/**
 * The member's message inbox (T, module INBOX3; kernel/inbox.ts): a page of messages newest
 * first in the request's language, and the writes (read some, read all, delete some), each
 * answering the unread count after it. The member info's unreadMessageCount and CSP_unreadCount
 * read the same count, so every badge agrees after a write.
 */
export function inboxRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireMember(ctx);

  routes.get(MEMBER_PATH.messages, member, (c) => {
    assertModule(ctx, 'INBOX3');
    const query = readQuery(c, inboxQuerySchema);
    return ok(c, inboxPageResponse, ctx.stores.messages.page(c.get('member').id, query.pageNo, query.pageSize, c.get('lang')));
  });

  routes.post(MEMBER_PATH.readMessages, member, async (c) => {
    assertModule(ctx, 'INBOX3');
    const { ids } = await readJsonBody(c, messageIdsRequestSchema);
    const unreadCount = ctx.stores.messages.read(c.get('member').id, ids, ctx.clock());
    if (unreadCount === null) return fail(c, ErrorCode.messageNotFound, 'messageNotFound');
    return ok(c, inboxCountResponse, { unreadCount });
  });

  routes.post(MEMBER_PATH.readAllMessages, member, (c) => {
    assertModule(ctx, 'INBOX3');
    return ok(c, inboxCountResponse, { unreadCount: ctx.stores.messages.readAll(c.get('member').id, ctx.clock()) });
  });

  routes.post(MEMBER_PATH.deleteMessages, member, async (c) => {
    assertModule(ctx, 'INBOX3');
    const { ids } = await readJsonBody(c, messageIdsRequestSchema);
    const unreadCount = ctx.stores.messages.remove(c.get('member').id, ids, ctx.clock());
    if (unreadCount === null) return fail(c, ErrorCode.messageNotFound, 'messageNotFound');
    return ok(c, inboxCountResponse, { unreadCount });
  });

  return routes;
}
