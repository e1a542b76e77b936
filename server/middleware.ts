import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../kernel/errorCodes';
import { HEADER } from '../kernel/platform';
import type { AppEnv } from './appEnv';
import type { ServerContext } from './context';
import { resolveLanguage } from './i18n';
import { fail } from './respond';

/** Reads the Language header (HI or EN; another registry language gets EN texts; anything else means the default, HI). */
export const languageMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('lang', resolveLanguage(c.req.header(HEADER.language)));
  await next();
});

/**
 * Every platform call names its merchant; another (or no) merchant is the platform's 'invalid
 * URL' case (SPEC 8: domain check failed), answered as a business failure.
 */
export const merchantGuard = (ctx: ServerContext) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header(HEADER.merchant) !== ctx.merchant) return fail(c, ErrorCode.invalidUrl, 'invalidUrl');
    await next();
  });
