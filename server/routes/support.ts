import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { helpCenterResponse } from '../../kernel/help';
import { PATH } from '../../kernel/paths';
import { helpCenterQuerySchema } from '../../kernel/queries';
import { chatModelsResponse, launchChatRequestSchema, launchChatResponse, unreadCountResponse } from '../../kernel/support';
import type { AppEnv } from '../appEnv';
import { chatPageUrl } from '../art/urls';
import { requireMember } from '../auth';
import { CHAT_DESKS, chatDeskById } from '../chatDesks';
import type { ServerContext } from '../context';
import { localise, SERVED_LANGUAGES } from '../i18n';
import { assertModule } from '../moduleGate';
import { fail, ok } from '../respond';
import { readJsonBody, readQuery } from '../validate';

/** Live chat (module CBS3; guests may chat too), unread messages (T, module INBOX3) and the help centre. */
export function supportRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH.chatModels, (c) => {
    assertModule(ctx, 'CBS3');
    const lang = c.get('lang');
    return ok(
      c,
      chatModelsResponse,
      CHAT_DESKS.map((desk) => ({ modelId: desk.modelId, name: localise(desk.name, lang), language: desk.language })),
    );
  });

  routes.post(PATH.launchChat, async (c) => {
    assertModule(ctx, 'CBS3');
    const request = await readJsonBody(c, launchChatRequestSchema);
    const desk = chatDeskById(request.modelId);
    if (!desk) return fail(c, ErrorCode.notFound, 'chatModelNotFound');
    return ok(c, launchChatResponse, { chatUrl: chatPageUrl(desk.modelId, c.get('lang')) });
  });

  routes.get(PATH.unreadCount, requireMember(ctx), (c) => {
    assertModule(ctx, 'INBOX3');
    return ok(c, unreadCountResponse, { count: ctx.stores.members.unreadMessageCount(c.get('member').id) });
  });

  routes.get(PATH.helpCenter, (c) => {
    const query = readQuery(c, helpCenterQuerySchema);
    // `lang` names the language when it is one the merchant serves; otherwise the Language header decides.
    const named = query.lang?.trim().toUpperCase();
    const lang = SERVED_LANGUAGES.find((code) => code === named) ?? c.get('lang');
    return ok(
      c,
      helpCenterResponse,
      ctx.stores.help.topics().map((topic) => ({
        id: topic.id,
        title: localise({ EN: topic.titleEn, HI: topic.titleHi }, lang),
        content: localise({ EN: topic.contentEn, HI: topic.contentHi }, lang),
      })),
    );
  });

  return routes;
}
