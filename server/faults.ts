import { setTimeout as sleep } from 'node:timers/promises';
import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../kernel/errorCodes';
import { DEV_PATH } from '../kernel/paths';
import type { AppEnv } from './appEnv';
import type { ServerContext } from './context';
import { failureBody } from './respond';

/** The body of a 'malformedJson' fault: JSON cut off mid-token. */
export const MALFORMED_JSON_BODY = '{"success": tru';

const isDevPath = (path: string) => Object.values(DEV_PATH).some((devPath) => path.startsWith(devPath));

/**
 * A response whose body fails while it is read: what a dropped connection looks like to a
 * caller of app.request() (tests), where there is no socket to destroy.
 */
function brokenResponse(): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.error(new Error('connection dropped by the dev fault control'));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
}

/**
 * Applies the faults set with POST DEV_PATH.fault: waits `latencyMs` (real time), then answers
 * HTTP 500 with an envelope, a malformed JSON body, or drops the connection; kind 'none' only
 * delays. The dev paths themselves are never faulted, so a fault can always be cleared.
 */
export const faultInjector = (ctx: ServerContext) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!ctx.devControls || isDevPath(c.req.path)) return next();
    const fault = ctx.dev.takeFault(c.req.path);
    if (!fault) return next();
    if (fault.latencyMs) {
      const waited = await sleep(fault.latencyMs, true, { signal: c.req.raw.signal }).catch(() => false);
      // The caller left while its call was held (its page moved on): the call is never made on its
      // behalf later, in the middle of whatever the next test does.
      if (!waited) return c.body(null, 204);
    }
    switch (fault.kind) {
      case 'http500':
        return c.json(failureBody(c.get('lang'), ErrorCode.serverError, 'unknownError'), 500);
      case 'malformedJson':
        return c.body(MALFORMED_JSON_BODY, 200, { 'content-type': 'application/json; charset=UTF-8' });
      case 'drop': {
        // Under @hono/node-server the socket is destroyed: the browser sees a network error, and
        // the response returned afterwards is never written. app.request() has no socket, so
        // there the body errors while it is read instead.
        const socket = c.env?.incoming?.socket;
        if (!socket) return brokenResponse();
        socket.destroy();
        return c.body(null, 204);
      }
      case 'none':
        return next();
    }
  });
