import { Hono } from 'hono';
import { type DeviceSession, deviceSessionsResponse, type LoginAttempt, loginHistoryResponse, signOutSessionRequestSchema } from '../../kernel/deviceSessions';
import { ErrorCode } from '../../kernel/errorCodes';
import { maskIp } from '../../kernel/maskIp';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { describeUserAgent } from '../../kernel/userAgent';
import type { AppEnv } from '../appEnv';
import { readToken, requireMember } from '../auth';
import type { ServerContext } from '../context';
import { fail, ok } from '../respond';
import type { LiveSessionRow, LoginAttemptRow } from '../store/sessions';
import { readJsonBody } from '../validate';

/** A stored session as the list shows it: named by its public id, the browser and system named, the IP masked. */
const sessionOf = (row: LiveSessionRow, currentToken: string): DeviceSession => ({
  id: row.publicId,
  ...describeUserAgent(row.userAgent),
  ipMasked: maskIp(row.ip),
  signedInAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  current: row.token === currentToken,
});

const attemptOf = (row: LoginAttemptRow): LoginAttempt => ({ at: row.at, result: row.result, ...describeUserAgent(row.userAgent), ipMasked: maskIp(row.ip) });

/**
 * Issue 26 (all T): the member's signed-in devices (this one first), signing one other device or
 * all others out, and the newest logins with their result. A device signed out is refused at its
 * next call with 401 NOT_LOGGED_IN, as an expired session is, and its browser returns to the
 * visitor state.
 */
export function deviceSessionRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const member = requireMember(ctx);

  /** The live sessions, this device first (requireMember has passed, so the token is live). */
  const sessionsOf = (memberId: number, token: string) => {
    const listed = ctx.stores.sessions.live(memberId, ctx.clock()).map((row) => sessionOf(row, token));
    return [...listed.filter((session) => session.current), ...listed.filter((session) => !session.current)];
  };

  routes.get(MEMBER_PATH.deviceSessions, member, (c) => ok(c, deviceSessionsResponse, sessionsOf(c.get('member').id, readToken(c) ?? '')));

  routes.get(MEMBER_PATH.loginHistory, member, (c) => ok(c, loginHistoryResponse, ctx.stores.sessions.attempts(c.get('member').id).map(attemptOf)));

  routes.post(MEMBER_PATH.signOutSession, member, async (c) => {
    const { id } = await readJsonBody(c, signOutSessionRequestSchema);
    const token = readToken(c) ?? '';
    const memberId = c.get('member').id;
    const listed = sessionsOf(memberId, token);
    // This device signs out with logout (which asks first and clears it); this call is for the others.
    if (listed.some((session) => session.current && session.id === id)) {
      return fail(c, ErrorCode.invalidInput, 'invalidInput', { detail: 'this is the current session' });
    }
    // Another member's session, an ended one or an unknown id: nothing of this member's to end.
    if (!ctx.stores.sessions.revokeByPublicId(memberId, id, ctx.clock())) return fail(c, ErrorCode.notFound, 'notFound');
    return ok(c, deviceSessionsResponse, sessionsOf(memberId, token));
  });

  routes.post(MEMBER_PATH.signOutOtherSessions, member, (c) => {
    const token = readToken(c) ?? '';
    const memberId = c.get('member').id;
    ctx.stores.sessions.revokeOthers(memberId, token, ctx.clock());
    return ok(c, deviceSessionsResponse, sessionsOf(memberId, token));
  });

  return routes;
}
