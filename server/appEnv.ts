import type { IncomingMessage } from 'node:http';
import type { Lang } from './i18n';
import type { MemberRow } from './store/members';

/**
 * Hono environment. Bindings come from @hono/node-server (absent under app.request() in tests,
 * so they are optional); variables are set by languageMiddleware and requireMember.
 */
export type AppEnv = {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    lang: Lang;
    /** The logged-in member on token (T) calls; set by requireMember. */
    member: MemberRow;
  };
};
