import type { Context } from 'hono';
import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import type { AppEnv } from '../appEnv';
import { ART_PREFIX } from '../art/urls';
import { CHAT_DESKS, chatDeskById } from '../chatDesks';
import type { ServerContext } from '../context';
import { resolveLanguage } from '../i18n';
import { renderChatPage } from '../pages/chatPage';
import { htmlPage } from '../pages/html';
import { fail } from '../respond';

const notFound = (c: Context<AppEnv>) => fail(c, ErrorCode.notFound, 'notFound', { status: 404 });

/**
 * The live chat window a chat launch opens (the demo game pages are server/routes/play.ts). A plain
 * GET without platform headers (an iframe sends none), so the language comes in the address.
 */
export function pageRoutes(_ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(`${ART_PREFIX}/chat.html`, (c) => {
    const lang = resolveLanguage(c.req.query('lang'));
    const model = c.req.query('model');
    // without a model: the desk of the page's language
    const desk = model === undefined ? CHAT_DESKS.find((candidate) => candidate.language === lang) : chatDeskById(model);
    if (!desk) return notFound(c);
    return htmlPage(c, renderChatPage(desk, lang));
  });

  return routes;
}
