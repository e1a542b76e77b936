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
import { PAGE_FONTS_PATH, pageFontSheet, type StyleSheetFile } from '../pages/pageFonts';
import { fail } from '../respond';

const notFound = (c: Context<AppEnv>) => fail(c, ErrorCode.notFound, 'notFound', { status: 404 });

/**
 * The live chat window a chat launch opens (the demo game pages are server/routes/play.ts). A plain
 * GET without platform headers (an iframe sends none), so the language comes in the address.
 */
export function pageRoutes(_ctx: ServerContext, styleSheets: () => readonly StyleSheetFile[] = () => []) {
  const routes = new Hono<AppEnv>();
  let fontSheet: string | undefined;

  // Read once: the build's style sheets do not change while the server runs.
  routes.get(PAGE_FONTS_PATH, (c) => {
    fontSheet ??= pageFontSheet(styleSheets());
    return c.body(fontSheet, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

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
